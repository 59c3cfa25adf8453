-- A business's announcements (issue 19, /feed): plain text for the public pages, the patient room
-- or the staff, shown until `until` (null: until removed). Ending one now sets `until` to now; the
-- staff list keeps the latest ended ones. Limits live in packages/shared (domain/announcements.ts).
CREATE TABLE announcements (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  business_id uuid NOT NULL REFERENCES businesses (id) ON DELETE CASCADE,
  text text NOT NULL CHECK (char_length(text) BETWEEN 1 AND 500),
  audience text NOT NULL CHECK (audience IN ('public', 'patients', 'staff')),
  until timestamptz,
  created_by uuid REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- Every read is one business's, newest first; the current ones are those without an end or ending later.
CREATE INDEX announcements_business_idx ON announcements (business_id, created_at DESC);
