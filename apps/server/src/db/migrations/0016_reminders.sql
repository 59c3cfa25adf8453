-- Reminders and the manage link's deadline (issue 18 part C).

-- Each business sends e-mail reminders before its appointments, by default a day and two hours
-- before; a patient may cancel or move online until `cancel_deadline_hours` before the start
-- (0: until the start). The limits live in packages/shared (domain/reminders.ts, cancel-deadline.ts).
ALTER TABLE businesses
  ADD COLUMN reminders_enabled boolean NOT NULL DEFAULT true,
  ADD COLUMN reminder_hours smallint[] NOT NULL DEFAULT '{24,2}'
    CONSTRAINT businesses_reminder_hours_check
      CHECK (cardinality(reminder_hours) <= 3 AND 1 <= ALL (reminder_hours) AND 168 >= ALL (reminder_hours)),
  ADD COLUMN cancel_deadline_hours smallint NOT NULL DEFAULT 0
    CONSTRAINT businesses_cancel_deadline_hours_check CHECK (cancel_deadline_hours BETWEEN 0 AND 336);

-- A patient who followed a reminder's opt-out link gets no more reminders from this business.
ALTER TABLE patients ADD COLUMN reminders_opted_out_at timestamptz;

-- The sent-marker of each reminder: one row per appointment, start and offset. The reminder job
-- (pg-boss, every minute) claims a due reminder by inserting its row and sends the mail only when
-- the insert took, so two instances, or a run after a restart, never send it twice. The start is
-- part of the key: an appointment moved to another time is reminded again at its new time. The
-- row also holds the hash of the mail's opt-out token.
CREATE TABLE appointment_reminders (
  appointment_id uuid NOT NULL REFERENCES appointments (id) ON DELETE CASCADE,
  starts_at timestamptz NOT NULL,
  hours_before smallint NOT NULL,
  sent_at timestamptz NOT NULL,
  opt_out_token_hash text NOT NULL UNIQUE,
  PRIMARY KEY (appointment_id, starts_at, hours_before)
);

-- The reminder job's question every minute: booked appointments starting within the next week,
-- across all businesses, by start.
CREATE INDEX appointments_upcoming_idx ON appointments (starts_at) WHERE status <> 'cancelled';
