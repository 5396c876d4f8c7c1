-- Dashboard: the customer's widget and favourite choices, and the security-image usage flag of spec 000 section 4.

-- One row per widget or favourite the customer saved; no rows = the defaults. `position` is the widget order
-- (favourites keep the spec's ordering values and store their position only for completeness).
CREATE TABLE dashboard_items (
  username TEXT NOT NULL REFERENCES users (username),
  kind TEXT NOT NULL CHECK (kind IN ('WIDGET', 'FAVOURITE')),
  item_id TEXT NOT NULL,
  is_added BOOLEAN NOT NULL,
  position INTEGER NOT NULL,
  PRIMARY KEY (username, kind, item_id)
);

-- When true the dashboard shows the security-image pop-up once per sign-in (off for every seeded customer).
ALTER TABLE users ADD COLUMN security_image_popup BOOLEAN NOT NULL DEFAULT FALSE;
