-- E-mail verification (issue 16): an account proves its address by following a link, and a
-- business opens online (public booking, self-registration) only once an owner has done so.
--
-- Every permanent account that exists now was created before this rule and counts as verified
-- (its e-mail verified at its creation): their practices are already open to patients and must
-- not close on an upgrade. Temporary accounts have no e-mail address and stay unverified.
ALTER TABLE users ADD COLUMN email_verified_at timestamptz;
UPDATE users SET email_verified_at = created_at WHERE NOT temporary;

-- The links of the verification mails: single use, 48 hours, only the SHA-256 of the token is
-- kept (like password resets). `email` is the address the link verifies: once the account's
-- address is another, the link verifies nothing.
CREATE TABLE email_verifications (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  email text NOT NULL,
  token_hash text NOT NULL UNIQUE,
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX email_verifications_user_id_idx ON email_verifications (user_id);
-- The purge of expired links.
CREATE INDEX email_verifications_expires_at_idx ON email_verifications (expires_at);
