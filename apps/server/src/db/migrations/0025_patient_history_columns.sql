-- The patient list's filters as indexed predicates (issue 20: p95 ≤ 30 ms at 100,000 patients).
--
-- Each patient keeps a summary of their appointments and visits, so "seen recently", "upcoming" and
-- "no-shows" read the patient row instead of joining thousands of appointments and visits:
--   last_event_at        the latest of their events (a visit's arrival, a booked appointment's start)
--   previous_event_at    the one before it (the same moment again when two events share it)
--   last_appointment_at  their latest booked (not cancelled) appointment's start, past or future
--   no_show_count        their visits that ended as a no-show
-- None depends on the time of day, so nothing has to refresh them as time passes; the list's query
-- turns them into "recent" and "upcoming" at its own `now` (patient-list.repository.ts).
--
-- Triggers keep them, not the features' code: every writer of appointments and visits (bookings,
-- series, cancellations, moves, the waiting room, a merge moving rows, an erasure or the retention job
-- detaching them, ON DELETE SET NULL, seeds and tests writing rows directly) goes through them, so the
-- summary cannot be forgotten by a new write path. The triggers run per statement with the changed
-- rows (transition tables), so one statement moving 1,000 visits refreshes each patient once.
ALTER TABLE patients
  ADD COLUMN last_event_at timestamptz,
  ADD COLUMN previous_event_at timestamptz,
  ADD COLUMN last_appointment_at timestamptz,
  ADD COLUMN no_show_count integer NOT NULL DEFAULT 0;

-- Recomputes the summary of these patients from their rows (not by increments: a cancellation, a
-- moved start or a merge is then as right as a new booking). The patient rows are locked first, in id
-- order (two statements refreshing overlapping patients queue instead of deadlocking), with FOR NO KEY
-- UPDATE, which does not wait for the key-share locks that inserting a row pointing at the patient
-- holds. In READ COMMITTED the UPDATE after the lock reads with a new snapshot: a concurrent
-- transaction that refreshed the same patient has committed by then, and its rows are counted.
CREATE FUNCTION patient_history_refresh(ids uuid[]) RETURNS void
  LANGUAGE plpgsql
  AS $$
BEGIN
  IF ids IS NULL OR cardinality(ids) = 0 THEN
    RETURN;
  END IF;
  -- A join, not "id = ANY (ids)": a seed's statement names 100,000 patients, and ANY of a parameter
  -- compares each row with every element.
  PERFORM 1 FROM patients p JOIN (SELECT DISTINCT unnest(ids) AS id) q ON q.id = p.id
    ORDER BY p.id FOR NO KEY UPDATE OF p;
  UPDATE patients p
    SET last_event_at = h.events[1],
        previous_event_at = h.events[2],
        last_appointment_at = h.last_appointment_at,
        no_show_count = h.no_show_count
    FROM (
      SELECT q.id,
        ARRAY(
          SELECT e.at FROM (
            (SELECT a.starts_at AS at FROM appointments a
              WHERE a.patient_id = q.id AND a.status <> 'cancelled' ORDER BY a.starts_at DESC LIMIT 2)
            UNION ALL
            (SELECT v.created_at FROM queue_entries v
              WHERE v.patient_id = q.id ORDER BY v.created_at DESC LIMIT 2)
          ) e ORDER BY e.at DESC LIMIT 2
        ) AS events,
        (SELECT max(a.starts_at) FROM appointments a
          WHERE a.patient_id = q.id AND a.status <> 'cancelled') AS last_appointment_at,
        (SELECT count(*)::integer FROM queue_entries v
          WHERE v.patient_id = q.id AND v.outcome = 'noShow') AS no_show_count
      FROM (SELECT DISTINCT unnest(ids) AS id) q
    ) h
    WHERE p.id = h.id
      AND (p.last_event_at, p.previous_event_at, p.last_appointment_at, p.no_show_count)
        IS DISTINCT FROM (h.events[1], h.events[2], h.last_appointment_at, h.no_show_count);
END
$$;

-- The patients whose summary a statement on appointments may have changed: inserted and deleted
-- rows, and updated rows whose patient, start or status changed (not a reminder flag or a title).
CREATE FUNCTION appointments_refresh_patients() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM patient_history_refresh(ARRAY(SELECT patient_id FROM new_rows WHERE patient_id IS NOT NULL));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM patient_history_refresh(ARRAY(SELECT patient_id FROM old_rows WHERE patient_id IS NOT NULL));
  ELSE
    PERFORM patient_history_refresh(ARRAY(
      SELECT unnest(ARRAY[o.patient_id, n.patient_id])
        FROM old_rows o JOIN new_rows n ON n.id = o.id
        WHERE (o.patient_id, o.starts_at, o.status) IS DISTINCT FROM (n.patient_id, n.starts_at, n.status)));
  END IF;
  RETURN NULL;
END
$$;

CREATE FUNCTION queue_entries_refresh_patients() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM patient_history_refresh(ARRAY(SELECT patient_id FROM new_rows WHERE patient_id IS NOT NULL));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM patient_history_refresh(ARRAY(SELECT patient_id FROM old_rows WHERE patient_id IS NOT NULL));
  ELSE
    PERFORM patient_history_refresh(ARRAY(
      SELECT unnest(ARRAY[o.patient_id, n.patient_id])
        FROM old_rows o JOIN new_rows n ON n.id = o.id
        WHERE (o.patient_id, o.created_at, o.outcome) IS DISTINCT FROM (n.patient_id, n.created_at, n.outcome)));
  END IF;
  RETURN NULL;
END
$$;

-- A trigger with transition tables takes one event each.
CREATE TRIGGER appointments_patient_history_insert AFTER INSERT ON appointments
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION appointments_refresh_patients();
CREATE TRIGGER appointments_patient_history_update AFTER UPDATE ON appointments
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION appointments_refresh_patients();
CREATE TRIGGER appointments_patient_history_delete AFTER DELETE ON appointments
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION appointments_refresh_patients();
CREATE TRIGGER queue_entries_patient_history_insert AFTER INSERT ON queue_entries
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION queue_entries_refresh_patients();
CREATE TRIGGER queue_entries_patient_history_update AFTER UPDATE ON queue_entries
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION queue_entries_refresh_patients();
CREATE TRIGGER queue_entries_patient_history_delete AFTER DELETE ON queue_entries
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION queue_entries_refresh_patients();

-- The rows that exist already.
SELECT patient_history_refresh(ARRAY(SELECT id FROM patients));

-- "Seen recently" by its three disjoint cases (patient-list.repository.ts), "upcoming", "no-shows".
-- Counting each is an index-only scan.
CREATE INDEX patients_last_event_idx ON patients (business_id, last_event_at);
CREATE INDEX patients_previous_event_idx ON patients (business_id, previous_event_at) INCLUDE (last_event_at);
CREATE INDEX patients_last_appointment_idx ON patients (business_id, last_appointment_at);
-- No-shows in the list's order: the page is the index's first rows.
CREATE INDEX patients_no_show_idx ON patients (business_id, lower(last_name), lower(first_name), id)
  WHERE no_show_count > 0;
-- "Everyone" in the list's order, id included: the first page needs no sort.
CREATE INDEX patients_list_order_idx ON patients (business_id, lower(last_name), lower(first_name), id);
DROP INDEX patients_business_name_idx;
