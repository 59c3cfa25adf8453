-- Mails that public actions make the server send (booking confirmations, reset links, sign-up
-- verification), one row per mail: at most PUBLIC_MAILS_PER_RECIPIENT to one address per hour, so
-- nobody can make the server mail-bomb a stranger (issue 16). Only an HMAC of the lower-cased
-- address is kept, under a key of the installation: the table is no list of addresses, and rows
-- older than the window are purged.

CREATE TABLE mail_sends (
  recipient_hash text NOT NULL,
  kind text NOT NULL CHECK (length(kind) BETWEEN 1 AND 40),
  sent_at timestamptz NOT NULL
);

CREATE INDEX mail_sends_recipient_idx ON mail_sends (recipient_hash, sent_at);
CREATE INDEX mail_sends_sent_at_idx ON mail_sends (sent_at);
