-- Booking rules and doctor choice (issue 18 part D). The limits live once in packages/shared
-- (domain/booking-rules.ts); these CHECKs repeat them so no path can store a rule the engine
-- would misread.

-- The business's rules: each a column, null where "no limit" (horizon, daily maximum) or "step by
-- the type's duration" (interval). The defaults are the behaviour before the rules existed.
ALTER TABLE businesses
  ADD COLUMN min_notice_minutes integer NOT NULL DEFAULT 0
    CONSTRAINT businesses_min_notice_minutes_check CHECK (min_notice_minutes BETWEEN 0 AND 43200),
  ADD COLUMN horizon_days smallint
    CONSTRAINT businesses_horizon_days_check CHECK (horizon_days BETWEEN 1 AND 730),
  ADD COLUMN buffer_before_minutes smallint NOT NULL DEFAULT 0
    CONSTRAINT businesses_buffer_before_minutes_check CHECK (buffer_before_minutes BETWEEN 0 AND 240),
  ADD COLUMN buffer_after_minutes smallint NOT NULL DEFAULT 0
    CONSTRAINT businesses_buffer_after_minutes_check CHECK (buffer_after_minutes BETWEEN 0 AND 240),
  ADD COLUMN slot_interval_minutes smallint
    CONSTRAINT businesses_slot_interval_minutes_check CHECK (slot_interval_minutes BETWEEN 5 AND 480),
  ADD COLUMN max_per_day smallint
    CONSTRAINT businesses_max_per_day_check CHECK (max_per_day BETWEEN 1 AND 1000),
  ADD COLUMN known_patients_only boolean NOT NULL DEFAULT false,
  ADD COLUMN needs_confirmation boolean NOT NULL DEFAULT false,
  ADD COLUMN allow_doctor_choice boolean NOT NULL DEFAULT true;

-- A type's overrides: a JSON object of the rules it sets (camelCase keys as in the API). A key
-- that is absent is the business's rule, a key set to null overrides it with "no limit"; so an
-- object, not nullable columns, which could not tell the two apart.
ALTER TABLE appointment_types
  ADD COLUMN booking_rules jsonb NOT NULL DEFAULT '{}'::jsonb
    CONSTRAINT appointment_types_booking_rules_check CHECK (
      jsonb_typeof(booking_rules) = 'object'
      AND booking_rules - ARRAY['minNoticeMinutes', 'horizonDays', 'bufferBeforeMinutes',
        'bufferAfterMinutes', 'slotIntervalMinutes', 'maxPerDay', 'knownPatientsOnly',
        'needsConfirmation', 'allowDoctorChoice'] = '{}'::jsonb
      AND coalesce((booking_rules ->> 'minNoticeMinutes')::integer BETWEEN 0 AND 43200, true)
      AND coalesce((booking_rules ->> 'horizonDays')::integer BETWEEN 1 AND 730, true)
      AND coalesce((booking_rules ->> 'bufferBeforeMinutes')::integer BETWEEN 0 AND 240, true)
      AND coalesce((booking_rules ->> 'bufferAfterMinutes')::integer BETWEEN 0 AND 240, true)
      AND coalesce((booking_rules ->> 'slotIntervalMinutes')::integer BETWEEN 5 AND 480, true)
      AND coalesce((booking_rules ->> 'maxPerDay')::integer BETWEEN 1 AND 1000, true)
      AND coalesce(jsonb_typeof(booking_rules -> 'minNoticeMinutes') <> 'null', true)
      AND coalesce(jsonb_typeof(booking_rules -> 'bufferBeforeMinutes') <> 'null', true)
      AND coalesce(jsonb_typeof(booking_rules -> 'bufferAfterMinutes') <> 'null', true)
      AND coalesce(jsonb_typeof(booking_rules -> 'knownPatientsOnly') = 'boolean', true)
      AND coalesce(jsonb_typeof(booking_rules -> 'needsConfirmation') = 'boolean', true)
      AND coalesce(jsonb_typeof(booking_rules -> 'allowDoctorChoice') = 'boolean', true)
    );

-- A booking that needs confirmation: 'requested' until staff confirm ('confirmed') or decline it
-- ('declined', and the appointment is cancelled, which frees its slot). Null for every booking
-- that needed none. The status stays 'booked' while requested, so a request holds its slot under
-- the exclusion constraint like any booking.
ALTER TABLE appointments
  ADD COLUMN confirmation text
    CONSTRAINT appointments_confirmation_check CHECK (confirmation IN ('requested', 'confirmed', 'declined'));

-- maxPerDay counts a business's online bookings of a day; this finds them without the history.
CREATE INDEX appointments_online_day_idx ON appointments (business_id, starts_at)
  WHERE booked_online AND status <> 'cancelled';
