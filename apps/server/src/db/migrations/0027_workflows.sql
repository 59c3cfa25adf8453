-- Visit workflows, stations and several lines (issue 21, API.md "Release 2 additions", waiting room).
-- A workflow is one line of a business with ordered stages (registration → lab → doctor …); each
-- stage has the stations (rooms, desks) that serve it. Every business has exactly one default
-- workflow of one stage: today's waiting room (not here → checked in → in treatment → done), so a
-- practice that configures nothing sees no change. An empty name is the app's own wording.

CREATE TABLE workflows (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  business_id uuid NOT NULL REFERENCES businesses (id) ON DELETE CASCADE,
  name text NOT NULL DEFAULT '' CHECK (length(name) <= 80),
  position integer NOT NULL DEFAULT 0,
  is_default boolean NOT NULL DEFAULT false,
  -- A doctor's own line: their checked-in appointments join it.
  doctor_id uuid REFERENCES doctors (id) ON DELETE SET NULL,
  -- The letter of the line's tickets (A017), one per workflow of a business.
  ticket_prefix text NOT NULL CHECK (ticket_prefix ~ '^[A-Z]$'),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT workflows_business_prefix_key UNIQUE (business_id, ticket_prefix)
);
CREATE UNIQUE INDEX workflows_one_default_idx ON workflows (business_id) WHERE is_default;
CREATE INDEX workflows_business_idx ON workflows (business_id, position);
CREATE INDEX workflows_doctor_idx ON workflows (doctor_id) WHERE doctor_id IS NOT NULL;

CREATE TABLE workflow_stages (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  workflow_id uuid NOT NULL REFERENCES workflows (id) ON DELETE CASCADE,
  position integer NOT NULL,
  name text NOT NULL DEFAULT '' CHECK (length(name) <= 80)
);
CREATE INDEX workflow_stages_workflow_idx ON workflow_stages (workflow_id, position);

-- A room or desk of a stage; its name is what the called patient is told ("please go to Room 2").
CREATE TABLE stations (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  stage_id uuid NOT NULL REFERENCES workflow_stages (id) ON DELETE CASCADE,
  position integer NOT NULL,
  name text NOT NULL CHECK (length(name) BETWEEN 1 AND 80)
);
CREATE INDEX stations_stage_idx ON stations (stage_id, position);

-- Where an entry is: its line, its stage and (once called, or sent to one) its station. A stage or
-- workflow with open entries cannot be removed (the service refuses), so only finished visits lose
-- theirs when one is deleted.
ALTER TABLE queue_entries
  ADD COLUMN workflow_id uuid REFERENCES workflows (id) ON DELETE SET NULL,
  ADD COLUMN stage_id uuid REFERENCES workflow_stages (id) ON DELETE SET NULL,
  ADD COLUMN station_id uuid REFERENCES stations (id) ON DELETE SET NULL;

-- The default workflow of every business, and every existing entry (finished ones too) in it.
INSERT INTO workflows (business_id, is_default, ticket_prefix) SELECT id, true, 'A' FROM businesses;
INSERT INTO workflow_stages (workflow_id, position) SELECT id, 0 FROM workflows;
UPDATE queue_entries e SET workflow_id = w.id, stage_id = s.id
  FROM workflows w JOIN workflow_stages s ON s.workflow_id = w.id
  WHERE w.business_id = e.business_id AND w.is_default;

-- `called` (a station called the patient) and `noShow` (a called patient who did not come; issue
-- 21's no-show slice) join the statuses.
ALTER TABLE queue_entries DROP CONSTRAINT queue_entries_status_check;
ALTER TABLE queue_entries ADD CONSTRAINT queue_entries_status_check
  CHECK (status IN ('notHere', 'checkIn', 'called', 'inTreatment', 'done', 'noShow'));
ALTER TABLE queue_entries ADD CONSTRAINT queue_entries_line_check
  CHECK (status = 'done' OR (workflow_id IS NOT NULL AND stage_id IS NOT NULL));

-- An entry written without a line (any way in that does not name one) takes the business's
-- default workflow and its first stage; a business without one (rows written straight into the
-- tables) gets it here.
CREATE FUNCTION queue_entries_default_line() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  IF NEW.workflow_id IS NULL THEN
    SELECT id INTO NEW.workflow_id FROM workflows WHERE business_id = NEW.business_id AND is_default;
    IF NEW.workflow_id IS NULL THEN
      INSERT INTO workflows (business_id, is_default, ticket_prefix)
        VALUES (NEW.business_id, true, 'A') RETURNING id INTO NEW.workflow_id;
      INSERT INTO workflow_stages (workflow_id, position) VALUES (NEW.workflow_id, 0);
    END IF;
  END IF;
  IF NEW.stage_id IS NULL THEN
    SELECT id INTO NEW.stage_id FROM workflow_stages
      WHERE workflow_id = NEW.workflow_id ORDER BY position LIMIT 1;
  END IF;
  RETURN NEW;
END
$$;
CREATE TRIGGER queue_entries_default_line BEFORE INSERT ON queue_entries
  FOR EACH ROW EXECUTE FUNCTION queue_entries_default_line();

-- Positions are per line now: the waiting entries of one stage before an order key.
CREATE INDEX queue_entries_stage_waiting_idx ON queue_entries (stage_id, sort_key)
  WHERE status IN ('notHere', 'checkIn');
CREATE INDEX queue_entries_workflow_idx ON queue_entries (workflow_id) WHERE status <> 'done';
