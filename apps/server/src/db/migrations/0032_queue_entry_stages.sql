-- The stages a visit passed (issue 21, wait statistics per stage and station; docs/wait-statistics.md).
-- queue_entries keep only where an entry is now; this table keeps one row per stage it was at: when
-- it got there, when a station called it, when it left and how (`advanced` to another stage, or the
-- visit's outcome: treated, cancelled, noShow). An open visit has one row without `left_at`.
--
-- The ids of workflow, stage and station carry no foreign key, and their names are copied when the
-- row is written: deleting a stage or station (or renaming it) leaves the finished visits' history
-- and their statistics as they were. Removing an entry (a flood's bulk removal, a business) removes
-- its history with it, as the statistics of queue_entries already forget it.
CREATE TABLE queue_entry_stages (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  entry_id uuid NOT NULL REFERENCES queue_entries (id) ON DELETE CASCADE,
  business_id uuid NOT NULL REFERENCES businesses (id) ON DELETE CASCADE,
  workflow_id uuid,
  stage_id uuid NOT NULL,
  stage_name text NOT NULL DEFAULT '',
  station_id uuid,
  station_name text,
  entered_at timestamptz NOT NULL,
  called_at timestamptz,
  left_at timestamptz,
  outcome text CHECK (outcome IN ('advanced', 'treated', 'cancelled', 'noShow')),
  CHECK ((left_at IS NULL) = (outcome IS NULL))
);
CREATE UNIQUE INDEX queue_entry_stages_open_idx ON queue_entry_stages (entry_id) WHERE left_at IS NULL;
CREATE INDEX queue_entry_stages_entry_idx ON queue_entry_stages (entry_id, entered_at);

-- Existing entries: the one stage they are (or ended) at is all that is known of them.
INSERT INTO queue_entry_stages (entry_id, business_id, workflow_id, stage_id, stage_name, station_id,
    station_name, entered_at, called_at, left_at, outcome)
  SELECT e.id, e.business_id, e.workflow_id, e.stage_id, coalesce(s.name, ''), e.station_id, st.name,
    e.created_at, e.called_at,
    CASE WHEN e.status IN ('done', 'noShow') THEN coalesce(e.finished_at, e.updated_at) END,
    CASE WHEN e.status IN ('done', 'noShow') THEN coalesce(e.outcome, 'cancelled') END
  FROM queue_entries e
    LEFT JOIN workflow_stages s ON s.id = e.stage_id
    LEFT JOIN stations st ON st.id = e.station_id
  WHERE e.stage_id IS NOT NULL;

-- Written by the database in the transaction of every change of an entry's line, stage, station,
-- call or status, whichever way it comes (station actions, status changes, the no-show sweep,
-- appointment check-ins, a patient's erasure, a deleted station): no way in can forget it. Times
-- are the row's own (`created_at`, `updated_at`, `called_at`, `finished_at`), which the app sets
-- from its clock, so an injected clock is what the history shows.
CREATE FUNCTION queue_entry_stages_track() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
DECLARE
  is_open boolean := NEW.status NOT IN ('done', 'noShow');
  was_open boolean;
  moved boolean;
BEGIN
  IF TG_OP = 'INSERT' THEN
    IF NEW.stage_id IS NOT NULL THEN
      INSERT INTO queue_entry_stages (entry_id, business_id, workflow_id, stage_id, stage_name,
          station_id, station_name, entered_at, called_at, left_at, outcome)
        VALUES (NEW.id, NEW.business_id, NEW.workflow_id, NEW.stage_id,
          coalesce((SELECT name FROM workflow_stages WHERE id = NEW.stage_id), ''),
          NEW.station_id, (SELECT name FROM stations WHERE id = NEW.station_id),
          NEW.created_at, NEW.called_at,
          CASE WHEN NOT is_open THEN coalesce(NEW.finished_at, NEW.created_at) END,
          CASE WHEN NOT is_open THEN coalesce(NEW.outcome, 'cancelled') END);
    END IF;
    RETURN NULL;
  END IF;

  was_open := OLD.status NOT IN ('done', 'noShow');
  moved := OLD.stage_id IS DISTINCT FROM NEW.stage_id OR OLD.workflow_id IS DISTINCT FROM NEW.workflow_id;
  IF was_open AND (moved OR NOT is_open) THEN
    -- Leaving the stage: on to another (it was at OLD's station, called at OLD's time) or ending.
    UPDATE queue_entry_stages SET
        left_at = CASE WHEN is_open THEN NEW.updated_at ELSE coalesce(NEW.finished_at, NEW.updated_at) END,
        outcome = CASE WHEN is_open THEN 'advanced' ELSE coalesce(NEW.outcome, 'cancelled') END,
        called_at = CASE WHEN is_open THEN OLD.called_at ELSE NEW.called_at END
      WHERE entry_id = NEW.id AND left_at IS NULL;
  ELSIF was_open AND is_open THEN
    -- At the same stage: called (again), put back, sent to a station. A station deleted under an
    -- open entry leaves the visit's station as it was.
    UPDATE queue_entry_stages SET called_at = NEW.called_at WHERE entry_id = NEW.id AND left_at IS NULL;
    IF OLD.station_id IS DISTINCT FROM NEW.station_id
        AND (NEW.station_id IS NOT NULL OR EXISTS (SELECT 1 FROM stations WHERE id = OLD.station_id)) THEN
      UPDATE queue_entry_stages SET station_id = NEW.station_id,
          station_name = (SELECT name FROM stations WHERE id = NEW.station_id)
        WHERE entry_id = NEW.id AND left_at IS NULL;
    END IF;
  END IF;
  IF is_open AND (moved OR NOT was_open) AND NEW.stage_id IS NOT NULL THEN
    -- At a new stage, or back in the line (a no-show put back): a new visit from now.
    INSERT INTO queue_entry_stages (entry_id, business_id, workflow_id, stage_id, stage_name,
        station_id, station_name, entered_at, called_at)
      VALUES (NEW.id, NEW.business_id, NEW.workflow_id, NEW.stage_id,
        coalesce((SELECT name FROM workflow_stages WHERE id = NEW.stage_id), ''),
        NEW.station_id, (SELECT name FROM stations WHERE id = NEW.station_id),
        NEW.updated_at, NEW.called_at);
  END IF;
  RETURN NULL;
END
$$;
CREATE TRIGGER queue_entry_stages_insert AFTER INSERT ON queue_entries
  FOR EACH ROW EXECUTE FUNCTION queue_entry_stages_track();
CREATE TRIGGER queue_entry_stages_update AFTER UPDATE ON queue_entries
  FOR EACH ROW
  WHEN (OLD.status IS DISTINCT FROM NEW.status OR OLD.stage_id IS DISTINCT FROM NEW.stage_id
    OR OLD.workflow_id IS DISTINCT FROM NEW.workflow_id OR OLD.station_id IS DISTINCT FROM NEW.station_id
    OR OLD.called_at IS DISTINCT FROM NEW.called_at)
  EXECUTE FUNCTION queue_entry_stages_track();
