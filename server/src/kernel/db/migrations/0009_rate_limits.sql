-- Rate limits shared by every server process on the database and kept across restarts: one row per
-- limited key (an HMAC of it with the server secret, so no user id or address is stored in clear),
-- counting the hits of the window that ends at resets_at. Housekeeping deletes rows whose window ended.
CREATE TABLE rate_limits (
  key_hash TEXT PRIMARY KEY,
  hits INTEGER NOT NULL,
  resets_at TIMESTAMPTZ NOT NULL
);
CREATE INDEX rate_limits_resets_at ON rate_limits (resets_at);
