-- The hashes of a customer's previous passwords (sign-in and transaction), so a change cannot go
-- straight back to one of the last few (PASSWORD_HISTORY_SIZE with the current one). Only scrypt
-- hashes, never a password; a renamed user id keeps its history, a deleted user loses it.
CREATE TABLE password_history (
  id BIGSERIAL PRIMARY KEY,
  username TEXT NOT NULL REFERENCES users (username) ON UPDATE CASCADE ON DELETE CASCADE,
  kind TEXT NOT NULL CHECK (kind IN ('login', 'transaction')),
  password_hash TEXT NOT NULL,
  replaced_at TIMESTAMPTZ NOT NULL
);

CREATE INDEX password_history_user ON password_history (username, kind, id DESC);
