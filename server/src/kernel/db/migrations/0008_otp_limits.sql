-- One-time-code limits per user id (docs/DECISIONS.md D14). Each row is claimed by one conditional
-- INSERT … ON CONFLICT DO UPDATE … WHERE … RETURNING, so parallel requests cannot pass a limit together.

-- The codes a user id was sent and the wrong codes it entered, as the times they happened within the
-- longest window (24 hours; older times are dropped whenever the row is written). `scope` is
-- SIGNED_IN (sign-in and action codes) or PRE_SIGN_IN (the captcha alternative's codes, which anyone
-- who knows a user id can ask for, so they never use up the customer's own budget).
CREATE TABLE otp_limits (
  username TEXT NOT NULL,
  scope TEXT NOT NULL,
  issued_at TIMESTAMPTZ[] NOT NULL DEFAULT '{}',
  wrong_at TIMESTAMPTZ[] NOT NULL DEFAULT '{}',
  PRIMARY KEY (username, scope)
);

-- The newest code of each module of a user id, whatever its session, text or binding: a new code
-- while it is still open (not entered correctly, not expired) is a regeneration, which must wait
-- for the regenerate timer and is limited in number.
CREATE TABLE otp_chains (
  username TEXT NOT NULL,
  purpose TEXT NOT NULL,
  module TEXT NOT NULL,
  otac TEXT NOT NULL,
  issued_at TIMESTAMPTZ NOT NULL,
  regenerations INTEGER NOT NULL,
  PRIMARY KEY (username, purpose, module)
);

-- What an audit row is about beyond its event and outcome (e.g. the module of a one-time code).
ALTER TABLE audit_log ADD COLUMN detail TEXT;
