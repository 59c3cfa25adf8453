-- Businesses (a practice, salon, restaurant …) and who works in them (API.md "Businesses").
-- Every staff query is scoped by a membership: a business without one of the caller's
-- memberships answers 404, never its data (DESIGN.md "Tenancy").

CREATE TABLE businesses (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  -- The short id of the patient links and the QR code (lower-case Crockford base32, 10 chars;
  -- packages/shared/src/domain/public-id.ts). Printed codes live for years: it never changes.
  public_id text NOT NULL UNIQUE CHECK (public_id ~ '^[0-9a-hjkmnp-tv-z]{10}$'),
  name text NOT NULL CHECK (length(btrim(name)) BETWEEN 1 AND 120),
  industry text NOT NULL DEFAULT 'business'
    CHECK (industry IN ('business', 'hairdresser', 'medical', 'restaurant')),
  color_theme text NOT NULL DEFAULT 'default' CHECK (color_theme IN ('default', 'blue', 'purple', 'dark')),
  -- An IANA name, checked by the API (PostgreSQL cannot check it in a constraint).
  time_zone text NOT NULL DEFAULT 'Europe/Vienna',
  -- The language of what its patients get (printed instructions, mails); the creator's by default.
  language_id text NOT NULL DEFAULT 'de' CHECK (language_id IN ('de', 'en', 'es', 'tr', 'fr')),
  -- The wait estimate's service time until the first treatment of the day has finished.
  default_service_minutes integer NOT NULL DEFAULT 10 CHECK (default_service_minutes BETWEEN 1 AND 480),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE memberships (
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  business_id uuid NOT NULL REFERENCES businesses (id) ON DELETE CASCADE,
  role text NOT NULL CHECK (role IN ('owner', 'staff')),
  created_at timestamptz NOT NULL DEFAULT now(),
  -- The primary key serves the tenancy check of every staff request (user, business).
  PRIMARY KEY (user_id, business_id)
);

-- A business's members (and the cascade when it is deleted) are looked up by business.
CREATE INDEX memberships_business_id_idx ON memberships (business_id);

-- The column has been there since 0002; now it can point somewhere. Deleting the business
-- clears it (the API then activates another of the user's businesses).
ALTER TABLE users
  ADD CONSTRAINT users_active_business_id_fkey
  FOREIGN KEY (active_business_id) REFERENCES businesses (id) ON DELETE SET NULL;

-- Deleting a business finds the users it was active for (and the FK's SET NULL needs it too).
CREATE INDEX users_active_business_id_idx ON users (active_business_id) WHERE active_business_id IS NOT NULL;
