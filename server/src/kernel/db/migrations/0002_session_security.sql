-- Session security: idle extensions, transaction password verification, action codes bound to
-- values and consumed once, and idempotent commits.

ALTER TABLE sessions ADD COLUMN extensions INTEGER NOT NULL DEFAULT 0;
-- When the transaction password was last verified in this session (valid for 5 minutes).
ALTER TABLE sessions ADD COLUMN txn_pwd_verified_at TIMESTAMPTZ;

-- HMAC of the values an action code is bound to (`bind` of otp/generateOtp); NULL when none.
ALTER TABLE otp_codes ADD COLUMN bind_hash TEXT;
-- When a validated action code was used by the call it authorises (single use).
ALTER TABLE otp_codes ADD COLUMN consumed_at TIMESTAMPTZ;

-- The first answer of a state-changing call per customer and Idempotency-Key.
CREATE TABLE idempotency_keys (
  username TEXT NOT NULL REFERENCES users (username) ON UPDATE CASCADE,
  key TEXT NOT NULL,
  operation TEXT NOT NULL,
  request_hash TEXT NOT NULL,
  status INTEGER NOT NULL,
  response TEXT NOT NULL,
  created_at TIMESTAMPTZ NOT NULL,
  PRIMARY KEY (username, key)
);
