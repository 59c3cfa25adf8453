-- Repeat prescriptions (issue 23): medical practices only.
--
-- A patient's long-term medications, as the practice keeps them on the record; the patient asks for
-- repeats of those (or, where the practice allows it, in a short free text) through a personal link
-- or their account; staff move each request new → inProgress → ready → collected (or declined with
-- a reason). Every row names its patient and goes with them: erasing a patient deletes the record,
-- and these rows cascade (the erasure test reads every text column to prove it); a merge moves them
-- first (features/prescriptions/prescription-rows-link.ts).

-- The practice's rules: the cut-off ("requests after 11:00 are ready the next working day"), the
-- working days of lead time, requests per patient and day, and whether free text is taken.
CREATE TABLE prescription_settings (
  business_id uuid PRIMARY KEY REFERENCES businesses (id) ON DELETE CASCADE,
  cutoff_minute smallint NOT NULL DEFAULT 660 CHECK (cutoff_minute BETWEEN 0 AND 1439),
  lead_working_days smallint NOT NULL DEFAULT 0 CHECK (lead_working_days BETWEEN 0 AND 10),
  daily_limit smallint NOT NULL DEFAULT 2 CHECK (daily_limit BETWEEN 1 AND 10),
  free_text boolean NOT NULL DEFAULT false,
  updated_at timestamptz NOT NULL
);

CREATE TABLE patient_medications (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  business_id uuid NOT NULL REFERENCES businesses (id) ON DELETE CASCADE,
  patient_id uuid NOT NULL REFERENCES patients (id) ON DELETE CASCADE,
  position smallint NOT NULL,
  name text NOT NULL CHECK (char_length(name) BETWEEN 1 AND 120),
  dose text CHECK (dose IS NULL OR char_length(dose) <= 120),
  note text CHECK (note IS NULL OR char_length(note) <= 300),
  updated_at timestamptz NOT NULL
);
CREATE INDEX patient_medications_patient_idx ON patient_medications (patient_id, position);

-- The patient's personal link: only its SHA-256 is kept; one active link per patient (a new one
-- revokes the old).
CREATE TABLE patient_portal_links (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  business_id uuid NOT NULL REFERENCES businesses (id) ON DELETE CASCADE,
  patient_id uuid NOT NULL REFERENCES patients (id) ON DELETE CASCADE,
  token_hash text NOT NULL UNIQUE,
  created_at timestamptz NOT NULL,
  created_by uuid REFERENCES users (id) ON DELETE SET NULL,
  revoked_at timestamptz
);
CREATE UNIQUE INDEX patient_portal_links_one_active_idx ON patient_portal_links (patient_id) WHERE revoked_at IS NULL;

-- A request: the medication names as asked (the list may change later), how to collect, the day
-- it was promised for.
CREATE TABLE prescription_requests (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  business_id uuid NOT NULL REFERENCES businesses (id) ON DELETE CASCADE,
  patient_id uuid NOT NULL REFERENCES patients (id) ON DELETE CASCADE,
  source text NOT NULL CHECK (source IN ('link', 'account')),
  medications text[] NOT NULL,
  pickup text NOT NULL CHECK (pickup IN ('ecard', 'desk', 'pharmacy')),
  note text CHECK (note IS NULL OR char_length(note) <= 500),
  status text NOT NULL DEFAULT 'new' CHECK (status IN ('new', 'inProgress', 'ready', 'declined', 'collected')),
  decline_reason text CHECK (decline_reason IS NULL OR char_length(decline_reason) BETWEEN 1 AND 300),
  ready_by date NOT NULL,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL,
  CHECK ((status = 'declined') = (decline_reason IS NOT NULL))
);
CREATE INDEX prescription_requests_inbox_idx ON prescription_requests (business_id, created_at DESC);
CREATE INDEX prescription_requests_patient_idx ON prescription_requests (patient_id, created_at);

-- Each status a request went through, with who set it (null: the patient).
CREATE TABLE prescription_request_events (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  request_id uuid NOT NULL REFERENCES prescription_requests (id) ON DELETE CASCADE,
  status text NOT NULL,
  at timestamptz NOT NULL,
  by_user_id uuid REFERENCES users (id) ON DELETE SET NULL
);
CREATE INDEX prescription_request_events_request_idx ON prescription_request_events (request_id, at);
