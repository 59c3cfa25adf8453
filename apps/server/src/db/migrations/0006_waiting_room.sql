-- The live waiting room (API.md "Waiting room", "Realtime"): queue entries, the push subscriptions
-- of patients, and app-wide settings (the VAPID key pair of Web Push, generated on first start).

CREATE TABLE queue_entries (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  business_id uuid NOT NULL REFERENCES businesses (id) ON DELETE CASCADE,
  patient_id uuid NOT NULL REFERENCES patients (id) ON DELETE CASCADE,
  -- The temporary (or permanent) user who joined by QR code; null when staff added the patient.
  user_id uuid REFERENCES users (id) ON DELETE SET NULL,
  -- SHA-256 of the entry token in the patient's link (the patient room); null for staff entries.
  token_hash text UNIQUE,
  status text NOT NULL DEFAULT 'notHere' CHECK (status IN ('notHere', 'checkIn', 'inTreatment', 'done')),
  outcome text CHECK (outcome IN ('treated', 'cancelled', 'noShow')),
  -- The queue order: the order of joining (an identity never repeats, even across businesses).
  sort_key bigint GENERATED ALWAYS AS IDENTITY,
  out_since timestamptz,
  notify boolean NOT NULL DEFAULT false,
  message text CHECK (message IS NULL OR length(message) <= 300),
  message_sent_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  called_at timestamptz,
  finished_at timestamptz,
  updated_at timestamptz NOT NULL DEFAULT now(),
  CHECK ((status = 'done') = (outcome IS NOT NULL) AND (status = 'done') = (finished_at IS NOT NULL))
);

-- Open entries of a business in queue order: the positions of everyone come from this one scan.
CREATE INDEX queue_entries_open_idx ON queue_entries (business_id, sort_key) WHERE status <> 'done';
CREATE INDEX queue_entries_business_created_idx ON queue_entries (business_id, created_at);
CREATE INDEX queue_entries_patient_idx ON queue_entries (patient_id, created_at);
CREATE INDEX queue_entries_user_idx ON queue_entries (user_id) WHERE user_id IS NOT NULL;

-- A browser's Web Push subscription for one entry. A 404/410 from the push service deletes it.
CREATE TABLE push_subscriptions (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  entry_id uuid NOT NULL REFERENCES queue_entries (id) ON DELETE CASCADE,
  endpoint text NOT NULL CHECK (length(endpoint) <= 2000),
  p256dh text NOT NULL,
  auth text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (entry_id, endpoint)
);

-- Settings of the installation shared by every instance (e.g. 'vapid' → { publicKey, privateKey }).
CREATE TABLE app_settings (
  key text PRIMARY KEY,
  value jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
