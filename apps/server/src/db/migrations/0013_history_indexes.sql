-- Indexes for the queries that read history (issue 16, "Cost at scale"). Measured with
-- bench/history-queries.mjs at 125,000 appointments and 250,000 queue entries: each of these read
-- every earlier row of a business or doctor (10–100 ms); with the indexes each takes well under 2 ms.
-- The slot engine's busy times need none: they use the exclusion constraint's gist index
-- (appointments_no_overlap) by asking in its form, tstzrange(starts_at, ends_at, '[)') && ….

-- The calendar: a business's booked appointments overlapping a day, week or month, in the same
-- range form. The b-tree on (business_id, starts_at) can only bound the end of the window, so it
-- read the business's whole past.
CREATE INDEX appointments_business_during_idx ON appointments
  USING gist (business_id, tstzrange(starts_at, ends_at, '[)'))
  WHERE status <> 'cancelled';

-- The wait estimate (every queue change): today's finished treatments of a business, from being
-- called in to done. Partial: only treated entries with a call time count, a small part of the table.
CREATE INDEX queue_entries_treated_idx ON queue_entries (business_id, finished_at)
  INCLUDE (called_at)
  WHERE outcome = 'treated' AND called_at IS NOT NULL;

-- The staff list's past view: a business's entries created before today, newest first in queue
-- order, a page at a time by sort_key cursor. Read backwards from the cursor, it stops after one
-- page; the entries of today it skips first are a day's worth at most.
CREATE INDEX queue_entries_business_sort_idx ON queue_entries (business_id, sort_key);
