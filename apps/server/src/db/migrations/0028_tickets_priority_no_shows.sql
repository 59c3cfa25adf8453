-- Tickets, priority, no-shows, alerts (issue 21, API.md "Release 2 additions", waiting room;
-- docs/waiting-room-tickets-and-no-shows.md).

-- Statuses: `noShow` (a called patient who did not come; out of the waiting view, can be put back)
-- and `called` (workflows: called to a station). Both are added here so that either slice's
-- migration may land first. A no-show ends like `done` does: it has an outcome (`noShow`, which the
-- patients' history summary of 0025 counts) and a finished time; putting it back clears both.
ALTER TABLE queue_entries DROP CONSTRAINT queue_entries_status_check;
ALTER TABLE queue_entries ADD CONSTRAINT queue_entries_status_check
  CHECK (status IN ('notHere', 'checkIn', 'called', 'inTreatment', 'done', 'noShow'));
ALTER TABLE queue_entries DROP CONSTRAINT queue_entries_check;
ALTER TABLE queue_entries ADD CONSTRAINT queue_entries_check CHECK (
  (status IN ('done', 'noShow')) = (outcome IS NOT NULL)
  AND (status IN ('done', 'noShow')) = (finished_at IS NOT NULL)
  AND (status <> 'noShow' OR outcome = 'noShow')
);

-- The ticket (`A017`): a letter per line and a number per line and local day, handed out in the
-- entry's insert transaction from the counter below (entries before 0028 have none). `urgent_at`:
-- staff marked it urgent (it moved to the front); `home_sort_key` is its order key before that,
-- where unmarking returns it. `alerted_at`: the "you are next but one" alert went out (once).
ALTER TABLE queue_entries
  ADD COLUMN ticket text CONSTRAINT queue_entries_ticket_check CHECK (ticket ~ '^[A-Z][0-9]{3,5}$'),
  ADD COLUMN urgent_at timestamptz,
  ADD COLUMN home_sort_key bigint,
  ADD COLUMN alerted_at timestamptz;

-- One counter per business, line and local day (in the business's time zone). A join increments
-- it with INSERT … ON CONFLICT DO UPDATE inside the entry's transaction: concurrent joins of one
-- line take turns on the row, and a join that rolls back gives its number back (no gaps).
CREATE TABLE queue_ticket_counters (
  business_id uuid NOT NULL REFERENCES businesses (id) ON DELETE CASCADE,
  line_key text NOT NULL,
  day date NOT NULL,
  last_number integer NOT NULL CHECK (last_number >= 1),
  PRIMARY KEY (business_id, line_key, day)
);

-- The no-show sweep (pg-boss, every minute) reads only the called entries: notified while not in
-- treatment, or status `called`.
CREATE INDEX queue_entries_called_idx ON queue_entries (business_id)
  WHERE status = 'called' OR (message_sent_at IS NOT NULL AND status IN ('notHere', 'checkIn'));

-- Per business: minutes a called patient has to come before becoming a no-show (default 5), and
-- at how many people ahead a waiting patient is alerted (1: next but one; 0: next; null: off).
ALTER TABLE businesses
  ADD COLUMN no_show_grace_minutes smallint NOT NULL DEFAULT 5
    CONSTRAINT businesses_no_show_grace_minutes_check CHECK (no_show_grace_minutes BETWEEN 1 AND 120),
  ADD COLUMN alert_ahead smallint DEFAULT 1
    CONSTRAINT businesses_alert_ahead_check CHECK (alert_ahead BETWEEN 0 AND 5);
