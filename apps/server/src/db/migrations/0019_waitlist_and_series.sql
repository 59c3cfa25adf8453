-- Earlier-slot waitlist and weekly series (issue 18 part E).

-- On the waitlist: the patient asked (manage link) to hear of an earlier time of the same type.
-- `any_doctor`: booked without choosing a doctor, so a freed time of any doctor of the type fits.
-- A weekly series booked by staff: each instance an ordinary appointment with its place in it.
ALTER TABLE appointments
  ADD COLUMN waitlisted_at timestamptz,
  ADD COLUMN any_doctor boolean NOT NULL DEFAULT false,
  ADD COLUMN series_id uuid,
  ADD COLUMN series_index smallint,
  ADD COLUMN series_total smallint,
  ADD CONSTRAINT appointments_series_check CHECK (
    (series_id IS NULL AND series_index IS NULL AND series_total IS NULL)
    OR (series_id IS NOT NULL AND series_index BETWEEN 1 AND series_total)
  );

-- The job's question: waitlisted bookings of a type, by start.
CREATE INDEX appointments_waitlisted_idx ON appointments (type_id, starts_at)
  WHERE waitlisted_at IS NOT NULL AND status <> 'cancelled';

-- A time given up (cancelled or moved away), written in the same transaction that gave it up.
-- The waitlist job (pg-boss, every minute) claims each once (processed_at) and offers it.
CREATE TABLE freed_slots (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  business_id uuid NOT NULL REFERENCES businesses (id) ON DELETE CASCADE,
  doctor_id uuid NOT NULL REFERENCES doctors (id) ON DELETE CASCADE,
  type_id uuid NOT NULL REFERENCES appointment_types (id) ON DELETE CASCADE,
  starts_at timestamptz NOT NULL,
  freed_at timestamptz NOT NULL,
  processed_at timestamptz
);
CREATE INDEX freed_slots_pending_idx ON freed_slots (freed_at) WHERE processed_at IS NULL;

-- One mailed offer of a freed time to one waitlisted booking; only the link token's hash is kept.
-- The first taken offer of a freed slot wins; the others are gone. An offer ends when the slot starts.
CREATE TABLE waitlist_offers (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  freed_slot_id uuid NOT NULL REFERENCES freed_slots (id) ON DELETE CASCADE,
  appointment_id uuid NOT NULL REFERENCES appointments (id) ON DELETE CASCADE,
  token_hash text NOT NULL UNIQUE,
  created_at timestamptz NOT NULL,
  taken_at timestamptz,
  UNIQUE (freed_slot_id, appointment_id)
);
-- At most one winner per freed slot, whatever the race.
CREATE UNIQUE INDEX waitlist_offers_one_taken_idx ON waitlist_offers (freed_slot_id) WHERE taken_at IS NOT NULL;
