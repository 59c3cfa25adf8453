-- Absences span date ranges (issue 18 part B): a two-week holiday is one absence. `date` stays the
-- first day (old clients keep reading it); `to_date` is the last day, inclusive. Every existing
-- single-day absence becomes a range of one day. A partial absence (start/end minutes) applies on
-- each day of its range. The longest range (366 days) lives in packages/shared (absence-range.ts);
-- the check here only keeps the order right.
ALTER TABLE absences ADD COLUMN to_date date;
UPDATE absences SET to_date = date;
ALTER TABLE absences
  ALTER COLUMN to_date SET NOT NULL,
  ADD CONSTRAINT absences_date_range_check CHECK (to_date >= date);

-- Slots and the calendar ask "which absences touch [from, to]": the range's end is the other half.
CREATE INDEX absences_doctor_id_to_date_idx ON absences (doctor_id, to_date);

-- Staff may book outside working hours, in an absence or in the past after a warning; such an
-- appointment is recorded so the details can say "booked outside availability".
ALTER TABLE appointments ADD COLUMN availability_overridden boolean NOT NULL DEFAULT false;
