-- One bill per visit and per appointment: "Abrechnen" pressed twice (two tabs, the waiting room
-- and the calendar) leads to the same bill instead of a second one for the same service. A bill
-- with neither (a walk-in sale) is not limited. Earlier duplicates keep their oldest bill as the
-- visit's and let go of the link on the others (they stay as bills, only no longer the visit's).
UPDATE bills SET queue_entry_id = NULL
WHERE queue_entry_id IS NOT NULL
  AND id <> (SELECT b.id FROM bills b WHERE b.queue_entry_id = bills.queue_entry_id ORDER BY b.created_at, b.id LIMIT 1);
UPDATE bills SET appointment_id = NULL
WHERE appointment_id IS NOT NULL
  AND id <> (SELECT b.id FROM bills b WHERE b.appointment_id = bills.appointment_id ORDER BY b.created_at, b.id LIMIT 1);
CREATE UNIQUE INDEX bills_queue_entry_idx ON bills (queue_entry_id) WHERE queue_entry_id IS NOT NULL;
CREATE UNIQUE INDEX bills_appointment_idx ON bills (appointment_id) WHERE appointment_id IS NOT NULL;
