-- The waiting room at scale and under floods (issue 16).

-- Staff can pause self-registration (a flood, a full room): the public join then answers 423
-- QUEUE_PAUSED and the registration page says so; staff may still add patients at the desk.
ALTER TABLE businesses
  ADD COLUMN self_registration text NOT NULL DEFAULT 'open'
    CONSTRAINT businesses_self_registration_check CHECK (self_registration IN ('open', 'paused'));

-- The version of each place's queue: every queue change (join, status, step-out/return, notify,
-- notifications switch, bulk remove) bumps it in its own transaction, as its first write. The row
-- lock makes the changes of one place take turns, so the versions count them in commit order:
-- a client that holds version n knows it missed something when the next one it sees is not n + 1.
-- A place gets its row with its first change (or, at version 0, when an instance first loads it).
CREATE TABLE queue_versions (
  business_id uuid PRIMARY KEY REFERENCES businesses (id) ON DELETE CASCADE,
  version bigint NOT NULL CHECK (version >= 0)
);

-- Positions: the people before an entry are the waiting entries of its place with a smaller order
-- key, a count over this index (the per-instance cache answers most of them from memory).
CREATE INDEX queue_entries_waiting_idx ON queue_entries (business_id, sort_key)
  WHERE status IN ('notHere', 'checkIn');

-- Self-registration takes an Idempotency-Key too: its stored answers live beside the bookings',
-- and the scope keeps a join's key from ever replaying a booking (or the other way round).
ALTER TABLE idempotency_keys
  ADD COLUMN scope text NOT NULL DEFAULT 'booking'
    CONSTRAINT idempotency_keys_scope_check CHECK (scope IN ('booking', 'join'));
ALTER TABLE idempotency_keys DROP CONSTRAINT idempotency_keys_pkey;
ALTER TABLE idempotency_keys ADD PRIMARY KEY (business_id, scope, key);
