-- A patient's data rights (issue 20, GDPR Art. 15, 17, 20).
--
-- Erasing a patient keeps their appointments and visits for the statistics, detached from any
-- person: patient_id becomes null and every personal column of those rows is cleared
-- (features/patient-data/erasure.repository.ts). Counts by day, doctor, type and outcome stay
-- exactly as they were, and nothing is left that points back to the person.
ALTER TABLE appointments DROP CONSTRAINT appointments_patient_id_fkey;
ALTER TABLE appointments ALTER COLUMN patient_id DROP NOT NULL;
ALTER TABLE appointments
  ADD CONSTRAINT appointments_patient_id_fkey FOREIGN KEY (patient_id) REFERENCES patients (id) ON DELETE SET NULL;

ALTER TABLE queue_entries DROP CONSTRAINT queue_entries_patient_id_fkey;
ALTER TABLE queue_entries ALTER COLUMN patient_id DROP NOT NULL;
ALTER TABLE queue_entries
  ADD CONSTRAINT queue_entries_patient_id_fkey FOREIGN KEY (patient_id) REFERENCES patients (id) ON DELETE SET NULL;

-- Walk-in visits of people without any appointment are anonymised after this many days (daily job).
ALTER TABLE businesses
  ADD COLUMN walk_in_retention_days smallint NOT NULL DEFAULT 90
    CONSTRAINT businesses_walk_in_retention_days_check CHECK (walk_in_retention_days BETWEEN 30 AND 3650);

-- The retention job looks for old entries that still name a person.
CREATE INDEX queue_entries_retention_idx ON queue_entries (business_id, created_at) WHERE patient_id IS NOT NULL;

-- A patient's request to be erased. Staff confirm (erase now) or decline with a reason the patient
-- reads; an open one runs by itself at due_at. The row outlives the erasure without the person
-- (patient_id null) as the practice's proof that it answered; the e-mail for the "done" mail is
-- read from the record at erasure time, never stored here.
CREATE TABLE erasure_requests (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  business_id uuid NOT NULL REFERENCES businesses (id) ON DELETE CASCADE,
  patient_id uuid REFERENCES patients (id) ON DELETE SET NULL,
  source text NOT NULL CHECK (source IN ('manageLink', 'account')),
  status text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'done', 'declined')),
  requested_at timestamptz NOT NULL,
  due_at timestamptz NOT NULL,
  decided_at timestamptz,
  decided_by uuid REFERENCES users (id) ON DELETE SET NULL,
  decline_reason text CHECK (decline_reason IS NULL OR char_length(decline_reason) BETWEEN 1 AND 500),
  CHECK ((status = 'open') = (decided_at IS NULL)),
  CHECK ((status = 'declined') = (decline_reason IS NOT NULL))
);

-- One open request per patient: asking again answers the open one (idempotent).
CREATE UNIQUE INDEX erasure_requests_one_open_idx ON erasure_requests (patient_id) WHERE status = 'open';
CREATE INDEX erasure_requests_business_idx ON erasure_requests (business_id, requested_at DESC);
CREATE INDEX erasure_requests_due_idx ON erasure_requests (due_at) WHERE status = 'open';
