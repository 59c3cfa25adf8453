-- The team (issue 19): four roles, members linked to a doctor, invitations and the audit log.

-- 'staff' was the one non-owner role so far: they ran the desk.
ALTER TABLE memberships DROP CONSTRAINT memberships_role_check;
UPDATE memberships SET role = 'reception' WHERE role = 'staff';
ALTER TABLE memberships
  ADD CONSTRAINT memberships_role_check CHECK (role IN ('owner', 'manager', 'reception', 'practitioner')),
  -- A practitioner's own day and patients are their doctor's.
  ADD COLUMN doctor_id uuid REFERENCES doctors (id) ON DELETE SET NULL,
  -- Coarse (written at most every few minutes by the business scope): the team list's "last active".
  ADD COLUMN last_active_at timestamptz;

-- One owner per business: ownership moves by transfer, never by adding a second.
CREATE UNIQUE INDEX memberships_one_owner_idx ON memberships (business_id) WHERE role = 'owner';

-- A mailed invitation to join a business with a role; only the link token's hash is kept.
-- Single use (accepted_at), valid until expires_at (7 days), revoked by deleting the row.
CREATE TABLE invitations (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  business_id uuid NOT NULL REFERENCES businesses (id) ON DELETE CASCADE,
  email text NOT NULL,
  role text NOT NULL CHECK (role IN ('manager', 'reception', 'practitioner')),
  doctor_id uuid REFERENCES doctors (id) ON DELETE SET NULL,
  invited_by uuid REFERENCES users (id) ON DELETE SET NULL,
  token_hash text NOT NULL UNIQUE,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  accepted_at timestamptz,
  accepted_by uuid REFERENCES users (id) ON DELETE SET NULL
);
CREATE INDEX invitations_business_pending_idx ON invitations (business_id, created_at DESC)
  WHERE accepted_at IS NULL;

-- Who did what, when, on which record: ids and action names only, never names or free text, so
-- the log never holds more personal data than the records it points at.
CREATE TABLE audit_events (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  business_id uuid NOT NULL REFERENCES businesses (id) ON DELETE CASCADE,
  at timestamptz NOT NULL,
  actor_user_id uuid REFERENCES users (id) ON DELETE SET NULL,
  action text NOT NULL,
  subject_type text NOT NULL,
  subject_id text,
  patient_id uuid REFERENCES patients (id) ON DELETE SET NULL
);
-- The log is read newest first per business, page by page (at, id).
CREATE INDEX audit_events_business_at_idx ON audit_events (business_id, at DESC, id DESC);
CREATE INDEX audit_events_patient_id_idx ON audit_events (patient_id) WHERE patient_id IS NOT NULL;
