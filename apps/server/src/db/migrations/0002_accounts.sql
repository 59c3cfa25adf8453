-- Accounts: users, their bearer sessions and password-reset tokens (API.md "Accounts").
-- Tokens are 256-bit random values handed to the client once; only their SHA-256 (hex) is stored,
-- so a copy of the database lets nobody log in or reset a password.

CREATE TABLE users (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  -- Stored lower-cased by the API; NULL for temporary users (waiting-room guests).
  email text,
  -- argon2id (PHC string); NULL for temporary users, who cannot log in with a password.
  password_hash text,
  first_name text NOT NULL,
  last_name text NOT NULL,
  language_id text NOT NULL DEFAULT 'de' CHECK (language_id IN ('de', 'en', 'es', 'tr', 'fr')),
  temporary boolean NOT NULL DEFAULT false,
  -- Only temporary users expire: the sweep deletes them once this has passed.
  expires_at timestamptz,
  last_active_at timestamptz NOT NULL DEFAULT now(),
  notifications_enabled boolean NOT NULL DEFAULT false,
  -- The business shown as company/shop. No foreign key yet: the businesses issue adds the table
  -- and the constraint (ON DELETE SET NULL).
  active_business_id uuid,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT users_expiry_only_for_temporary CHECK (temporary = (expires_at IS NOT NULL)),
  CONSTRAINT users_permanent_have_credentials
    CHECK (temporary OR (email IS NOT NULL AND password_hash IS NOT NULL))
);

-- E-mail addresses are unique whatever their case (Ana@x.at and ana@x.at are one person).
CREATE UNIQUE INDEX users_email_lower_key ON users (lower(email));
-- The temporary-account sweep looks for expired guests only.
CREATE INDEX users_temporary_expires_at_idx ON users (expires_at) WHERE temporary;

CREATE TABLE sessions (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  token_hash text NOT NULL UNIQUE,
  created_at timestamptz NOT NULL DEFAULT now(),
  last_seen_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  revoked_at timestamptz
);

CREATE INDEX sessions_user_id_idx ON sessions (user_id);

CREATE TABLE password_resets (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  token_hash text NOT NULL UNIQUE,
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX password_resets_user_id_idx ON password_resets (user_id);
