-- Patients, appointments and the idempotency keys of bookings (API.md "Booking", "Appointments and
-- patients"). The exclusion constraint on appointments is THE guard against double booking: two
-- transactions that both saw a slot free cannot both commit it (DESIGN.md "No double booking").

CREATE TABLE patients (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  business_id uuid NOT NULL REFERENCES businesses (id) ON DELETE CASCADE,
  first_name text NOT NULL CHECK (length(btrim(first_name)) BETWEEN 1 AND 100),
  last_name text NOT NULL CHECK (length(btrim(last_name)) BETWEEN 1 AND 100),
  birthdate date,
  phone text CHECK (phone IS NULL OR length(phone) <= 40),
  -- lower(first name) | lower(last name) | the digits of the phone: "0664 123 45 67" and
  -- "0664/1234567" are the same person's. Null without a phone (NULLs never collide).
  identity_key text,
  email text CHECK (email IS NULL OR length(email) <= 254),
  svnr text CHECK (svnr IS NULL OR svnr ~ '^[0-9]{10}$'),
  note text CHECK (note IS NULL OR length(note) <= 1000),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- A booking reuses the patient with the same first and last name and phone (issue 6); the unique
-- index makes two simultaneous first bookings of one person find each other instead of doubling.
CREATE UNIQUE INDEX patients_identity_idx ON patients (business_id, identity_key);
CREATE INDEX patients_business_name_idx ON patients (business_id, lower(last_name), lower(first_name));

CREATE TABLE appointments (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  business_id uuid NOT NULL REFERENCES businesses (id) ON DELETE CASCADE,
  -- Deleting a doctor is refused while future appointments exist; past ones stay, without doctor.
  doctor_id uuid REFERENCES doctors (id) ON DELETE SET NULL,
  patient_id uuid NOT NULL REFERENCES patients (id) ON DELETE CASCADE,
  -- Types are only soft-deleted, so the reference stays; the title is copied for the record.
  type_id uuid REFERENCES appointment_types (id) ON DELETE SET NULL,
  title text NOT NULL CHECK (length(title) <= 100),
  starts_at timestamptz NOT NULL,
  ends_at timestamptz NOT NULL,
  status text NOT NULL DEFAULT 'booked' CHECK (status IN ('booked', 'cancelled')),
  note text CHECK (note IS NULL OR length(note) <= 500),
  -- SHA-256 of the token in the patient's "view or cancel" link; null for staff bookings.
  manage_token_hash text UNIQUE,
  -- The staff member who booked or last changed it; null when the patient did it online.
  changed_by uuid REFERENCES users (id) ON DELETE SET NULL,
  cancelled_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CHECK (starts_at < ends_at),
  CONSTRAINT appointments_no_overlap EXCLUDE USING gist (
    doctor_id WITH =,
    tstzrange(starts_at, ends_at, '[)') WITH &&
  ) WHERE (status <> 'cancelled')
);

CREATE INDEX appointments_business_time_idx ON appointments (business_id, starts_at)
  WHERE status <> 'cancelled';
CREATE INDEX appointments_patient_idx ON appointments (patient_id, starts_at);
CREATE INDEX appointments_doctor_time_idx ON appointments (doctor_id, starts_at);

-- "Idempotency-Key" of public bookings: a retry with the same key and body gets the first answer.
-- Written in the booking's transaction, so a key only exists for a booking that exists.
CREATE TABLE idempotency_keys (
  business_id uuid NOT NULL REFERENCES businesses (id) ON DELETE CASCADE,
  key text NOT NULL CHECK (length(key) BETWEEN 1 AND 200),
  request_hash text NOT NULL,
  status_code smallint NOT NULL,
  response jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (business_id, key)
);

CREATE INDEX idempotency_keys_created_at_idx ON idempotency_keys (created_at);
