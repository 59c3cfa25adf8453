-- Doctors (tables in the restaurant theme), their week, their absences, and the appointment types
-- a business offers (API.md "Doctors …", "Appointment types"). Everything hangs off a business and
-- goes with it; every staff query is scoped by business_id (DESIGN.md "Tenancy").

CREATE TABLE doctors (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  business_id uuid NOT NULL REFERENCES businesses (id) ON DELETE CASCADE,
  name text NOT NULL CHECK (length(btrim(name)) BETWEEN 1 AND 100),
  -- Required for every industry but restaurants, whose tables have a party size instead; the API
  -- enforces which one (the industry of a business may change later).
  specialty text CHECK (specialty IS NULL OR length(specialty) <= 100),
  party_size integer CHECK (party_size IS NULL OR party_size BETWEEN 1 AND 1000),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX doctors_business_id_idx ON doctors (business_id, created_at);

-- The weekly hours: minutes since midnight, so slot maths needs no time parsing; 1440 ends a day
-- at 24:00. Several slots a day are allowed; the API refuses overlapping ones (and replaces a
-- week in one transaction holding the doctor's row lock).
CREATE TABLE working_times (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  doctor_id uuid NOT NULL REFERENCES doctors (id) ON DELETE CASCADE,
  weekday smallint NOT NULL CHECK (weekday BETWEEN 1 AND 7),
  start_minute smallint NOT NULL CHECK (start_minute BETWEEN 0 AND 1439),
  end_minute smallint NOT NULL CHECK (end_minute BETWEEN 1 AND 1440),
  CHECK (start_minute < end_minute)
);

CREATE INDEX working_times_doctor_id_idx ON working_times (doctor_id, weekday, start_minute);

-- A day off (all_day) or part of one, on a calendar date of the business's time zone.
CREATE TABLE absences (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  doctor_id uuid NOT NULL REFERENCES doctors (id) ON DELETE CASCADE,
  date date NOT NULL,
  all_day boolean NOT NULL,
  start_minute smallint CHECK (start_minute BETWEEN 0 AND 1439),
  end_minute smallint CHECK (end_minute BETWEEN 1 AND 1440),
  reason text CHECK (reason IS NULL OR length(reason) <= 200),
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK (
    (all_day AND start_minute IS NULL AND end_minute IS NULL)
    OR (NOT all_day AND start_minute IS NOT NULL AND end_minute IS NOT NULL AND start_minute < end_minute)
  )
);

CREATE INDEX absences_doctor_id_idx ON absences (doctor_id, date);

-- Deleting a type only sets deleted_at: appointments (the booking issue) will keep pointing at it,
-- so past appointments stay readable with their type's title and colour. Lists skip deleted types.
CREATE TABLE appointment_types (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  business_id uuid NOT NULL REFERENCES businesses (id) ON DELETE CASCADE,
  title text NOT NULL CHECK (length(btrim(title)) BETWEEN 1 AND 100),
  description text CHECK (description IS NULL OR length(description) <= 1000),
  duration_minutes integer NOT NULL CHECK (duration_minutes > 0 AND duration_minutes <= 1440),
  color text NOT NULL CHECK (color ~ '^#[0-9a-fA-F]{6}$'),
  deleted_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX appointment_types_business_id_idx ON appointment_types (business_id, created_at)
  WHERE deleted_at IS NULL;

-- Which doctors offer a type. Deleting a doctor takes it off every type's list (cascade).
CREATE TABLE appointment_type_doctors (
  appointment_type_id uuid NOT NULL REFERENCES appointment_types (id) ON DELETE CASCADE,
  doctor_id uuid NOT NULL REFERENCES doctors (id) ON DELETE CASCADE,
  PRIMARY KEY (appointment_type_id, doctor_id)
);

-- The cascade from a deleted doctor finds its rows by doctor.
CREATE INDEX appointment_type_doctors_doctor_id_idx ON appointment_type_doctors (doctor_id);
