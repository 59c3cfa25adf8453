-- Patients kept informed (issue 18): how to reach a business, and mails in the patient's language
-- whose calendar entries update in place.

-- The business's contact, shown on its booking pages, in its mails and in each .ics (ORGANIZER,
-- LOCATION). The address in parts: the directory filters by town. Null: not given.
ALTER TABLE businesses
  ADD COLUMN phone text,
  ADD COLUMN email text,
  ADD COLUMN website text,
  ADD COLUMN description text,
  ADD COLUMN address_street text,
  ADD COLUMN address_postal_code text,
  ADD COLUMN address_city text,
  ADD COLUMN address_country text,
  -- [{ weekday, start, end }] as staff set them; null: derived from the doctors' working times.
  ADD COLUMN opening_hours jsonb
    CONSTRAINT businesses_opening_hours_check CHECK (opening_hours IS NULL OR jsonb_typeof(opening_hours) = 'array');

-- The language the patient booked in (null: booked by staff, the business's language applies).
ALTER TABLE appointments
  ADD COLUMN language_id text
    CONSTRAINT appointments_language_check CHECK (language_id IN ('de', 'en', 'es', 'tr', 'fr'));

-- The iCalendar SEQUENCE of the appointment's calendar entry (RFC 5545 §3.8.7.4): raised with every
-- move and the cancellation, so the patient's calendar replaces the entry of the same UID.
ALTER TABLE appointments
  ADD COLUMN ics_sequence integer NOT NULL DEFAULT 0 CONSTRAINT appointments_ics_sequence_check CHECK (ics_sequence >= 0);
