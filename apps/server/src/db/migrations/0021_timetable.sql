-- The team's timetable (issue 19): a doctor's dates worked differently from their week, and the
-- staff's weekly shifts with their own dates off or changed. Doctors' regular hours stay in
-- working_times: one source for the doctors page, the slot engine and the timetable.

-- A date a doctor works other hours than their week says, or not at all: all rows of a
-- (doctor, date) together replace that weekday's working times on that date. A single row without
-- minutes means the day is off. Minutes since local midnight, like working_times.
CREATE TABLE working_time_exceptions (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  doctor_id uuid NOT NULL REFERENCES doctors (id) ON DELETE CASCADE,
  date date NOT NULL,
  start_minute smallint CHECK (start_minute BETWEEN 0 AND 1439),
  end_minute smallint CHECK (end_minute BETWEEN 1 AND 1440),
  CHECK (
    (start_minute IS NULL AND end_minute IS NULL)
    OR (start_minute IS NOT NULL AND end_minute IS NOT NULL AND start_minute < end_minute)
  )
);

CREATE INDEX working_time_exceptions_doctor_id_date_idx ON working_time_exceptions (doctor_id, date);

-- A member's weekly shifts in a business. Going with the membership: a removed member's shifts go too.
CREATE TABLE staff_shifts (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  business_id uuid NOT NULL,
  user_id uuid NOT NULL,
  weekday smallint NOT NULL CHECK (weekday BETWEEN 1 AND 7),
  start_minute smallint NOT NULL CHECK (start_minute BETWEEN 0 AND 1439),
  end_minute smallint NOT NULL CHECK (end_minute BETWEEN 1 AND 1440),
  CHECK (start_minute < end_minute),
  FOREIGN KEY (user_id, business_id) REFERENCES memberships (user_id, business_id) ON DELETE CASCADE
);

CREATE INDEX staff_shifts_business_id_idx ON staff_shifts (business_id, user_id, weekday, start_minute);
-- The membership cascade finds a member's rows by user first.
CREATE INDEX staff_shifts_user_id_idx ON staff_shifts (user_id, business_id);

-- A date a member works other hours than their shifts, or is away (a single row without minutes).
CREATE TABLE staff_shift_exceptions (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  business_id uuid NOT NULL,
  user_id uuid NOT NULL,
  date date NOT NULL,
  start_minute smallint CHECK (start_minute BETWEEN 0 AND 1439),
  end_minute smallint CHECK (end_minute BETWEEN 1 AND 1440),
  CHECK (
    (start_minute IS NULL AND end_minute IS NULL)
    OR (start_minute IS NOT NULL AND end_minute IS NOT NULL AND start_minute < end_minute)
  ),
  FOREIGN KEY (user_id, business_id) REFERENCES memberships (user_id, business_id) ON DELETE CASCADE
);

CREATE INDEX staff_shift_exceptions_business_id_date_idx ON staff_shift_exceptions (business_id, date);
CREATE INDEX staff_shift_exceptions_user_id_idx ON staff_shift_exceptions (user_id, business_id);
