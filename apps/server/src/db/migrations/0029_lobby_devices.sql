-- Lobby displays and kiosks (issue 21, API.md "Release 2 additions", waiting room): a TV in the
-- waiting area and a tablet at the entrance, each opened by a secret link without a login. Only the
-- link token's SHA-256 is kept (like patient links and sessions); revoking a device deletes its row,
-- so its link answers 404 at once. `names`: what a display shows of a person besides the ticket
-- (ticket only, initials, or the full name where the business explicitly chose it); null for a kiosk.
CREATE TABLE lobby_devices (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  business_id uuid NOT NULL REFERENCES businesses (id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('display', 'kiosk')),
  label text NOT NULL DEFAULT '' CHECK (char_length(label) <= 60),
  names text CHECK (names IN ('ticket', 'initials', 'fullName')),
  token_hash text NOT NULL UNIQUE,
  created_by uuid REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK ((kind = 'display') = (names IS NOT NULL))
);

-- The staff list is one business's devices, oldest first.
CREATE INDEX lobby_devices_business_idx ON lobby_devices (business_id, created_at);
