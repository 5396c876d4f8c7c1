-- Transaction enquiry: the customer's fraud reports and the audit of category changes.

CREATE SEQUENCE fraud_reference_seq;

-- One fraud report per transaction (account, sequence): a second report is refused, never stored twice.
CREATE TABLE fraud_marks (
  id BIGSERIAL PRIMARY KEY,
  reference TEXT NOT NULL UNIQUE,
  account_number TEXT NOT NULL,
  sequence INTEGER NOT NULL,
  username TEXT NOT NULL REFERENCES users (username),
  did_transaction SMALLINT NOT NULL CHECK (did_transaction IN (0, 1)),
  shared_credentials SMALLINT NOT NULL CHECK (shared_credentials IN (0, 1)),
  block_card SMALLINT NOT NULL CHECK (block_card IN (0, 1)),
  comment TEXT NOT NULL,
  marked_at TIMESTAMPTZ NOT NULL,
  UNIQUE (account_number, sequence),
  FOREIGN KEY (account_number, sequence) REFERENCES transactions (account_number, sequence)
);

-- Every category change the customer saved: old and new category, who and when.
CREATE TABLE category_changes (
  id BIGSERIAL PRIMARY KEY,
  account_number TEXT NOT NULL,
  sequence INTEGER NOT NULL,
  old_category TEXT NOT NULL,
  new_category TEXT NOT NULL,
  username TEXT NOT NULL REFERENCES users (username),
  changed_at TIMESTAMPTZ NOT NULL,
  FOREIGN KEY (account_number, sequence) REFERENCES transactions (account_number, sequence)
);
CREATE INDEX category_changes_account ON category_changes (account_number, sequence);
