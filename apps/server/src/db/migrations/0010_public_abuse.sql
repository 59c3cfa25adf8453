-- Abuse of the public pages (issue 16): what an online booking said, and which proof-of-work
-- solutions were already used.

-- An online booking (the public page) is told apart from one staff made: the place's budget of
-- public bookings counts these, and staff can cancel every one made in a time window. Rows from
-- before this migration have no such mark; those without a staff member who booked or changed them
-- were online bookings.
ALTER TABLE appointments ADD COLUMN booked_online boolean NOT NULL DEFAULT false;
UPDATE appointments SET booked_online = true WHERE changed_by IS NULL;

-- The phone and e-mail the booking gave. They belong to the booking (its mails go there) and reach
-- the patient's record only when staff accept them: a stranger who knows a patient's name and phone
-- must not be able to change where the practice writes to.
ALTER TABLE appointments
  ADD COLUMN contact_phone text CONSTRAINT appointments_contact_phone_check
    CHECK (contact_phone IS NULL OR length(contact_phone) <= 40),
  ADD COLUMN contact_email text CONSTRAINT appointments_contact_email_check
    CHECK (contact_email IS NULL OR length(contact_email) <= 254);
-- Older online bookings knew no other contact than their patient's.
UPDATE appointments a SET contact_phone = p.phone, contact_email = p.email
  FROM patients p WHERE a.patient_id = p.id AND a.booked_online;

-- The budget's rolling window and the bulk cancel read online bookings by when they were made.
CREATE INDEX appointments_online_created_idx ON appointments (business_id, created_at) WHERE booked_online;

-- A solved ALTCHA challenge counts once: its signature is kept until the challenge expires (and is
-- purged after), so a replay of the same solution is refused on every instance.
CREATE TABLE used_challenges (
  signature text PRIMARY KEY CHECK (length(signature) <= 200),
  expires_at timestamptz NOT NULL
);

CREATE INDEX used_challenges_expires_at_idx ON used_challenges (expires_at);
