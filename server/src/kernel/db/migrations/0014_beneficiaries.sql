-- Beneficiaries (spec 001 sections 3 to 5), the IFSC directory the IFSC search and check read, and
-- the name directory of other banks' accounts the name enquiry answers from. Runs on PostgreSQL 15
-- and PGlite.

-- The bank's directory of IFSC codes: every branch of every bank the customer can pay by NEFT or RTGS.
CREATE TABLE ifsc_directory (
  ifsc TEXT PRIMARY KEY CHECK (char_length(ifsc) = 11),
  bank_name TEXT NOT NULL,
  branch_name TEXT NOT NULL,
  address TEXT NOT NULL,
  city TEXT NOT NULL,
  district TEXT NOT NULL,
  state TEXT NOT NULL,
  neft_enabled BOOLEAN NOT NULL DEFAULT TRUE,
  rtgs_enabled BOOLEAN NOT NULL DEFAULT TRUE
);
CREATE INDEX ifsc_directory_bank ON ifsc_directory (lower(bank_name));
CREATE INDEX ifsc_directory_city ON ifsc_directory (lower(city));

-- What the other banks answer to a name enquiry (the account holder's name by IFSC and account number).
CREATE TABLE payee_name_directory (
  ifsc TEXT NOT NULL REFERENCES ifsc_directory (ifsc),
  account_number TEXT NOT NULL,
  holder_name TEXT NOT NULL,
  PRIMARY KEY (ifsc, account_number)
);

-- A customer's beneficiary. `id` is the spec's `sequence`. PENDING until the one-time code of its
-- addition (or of the pending list's approval) activates it; INACTIVE when the account it pays is
-- closed; DELETED rows stay for the payments that name them.
CREATE TABLE beneficiaries (
  id BIGSERIAL PRIMARY KEY,
  customer_id TEXT NOT NULL REFERENCES customers (id),
  type SMALLINT NOT NULL CHECK (type IN (2, 3)),
  name TEXT NOT NULL,
  nickname TEXT NOT NULL,
  account_number TEXT NOT NULL,
  ifsc TEXT NOT NULL,
  bank_name TEXT NOT NULL,
  branch_name TEXT NOT NULL,
  account_type SMALLINT NOT NULL CHECK (account_type IN (10, 11, 12, 13, 14, 40)),
  transfer_limit_paise BIGINT NOT NULL CHECK (transfer_limit_paise > 0 AND transfer_limit_paise <= 50000000),
  email TEXT,
  mobile TEXT,
  status TEXT NOT NULL CHECK (status IN ('PENDING', 'ACTIVE', 'INACTIVE', 'DELETED')),
  created_at TIMESTAMPTZ NOT NULL,
  activated_at TIMESTAMPTZ,
  deleted_at TIMESTAMPTZ,
  CHECK (status <> 'ACTIVE' OR activated_at IS NOT NULL),
  CHECK (status <> 'DELETED' OR deleted_at IS NOT NULL)
);
-- One live beneficiary per customer and payee account: adding the same account twice is refused.
CREATE UNIQUE INDEX beneficiaries_one_per_payee
  ON beneficiaries (customer_id, account_number, ifsc) WHERE status <> 'DELETED';
CREATE INDEX beneficiaries_customer ON beneficiaries (customer_id, status);

-- Accounts the bank has frozen (spec 001 `fundTransfer/checkFreezeState`): DEBIT stops money
-- leaving the account, TOTAL stops every movement.
ALTER TABLE accounts ADD COLUMN freeze_state TEXT NOT NULL DEFAULT 'NONE'
  CHECK (freeze_state IN ('NONE', 'DEBIT', 'TOTAL'));

-- When each customer last used the name enquiry: the server makes the customer wait the configured
-- pooling time (90 s by default) before the next one (spec 001 sections 4 and 9).
CREATE TABLE name_enquiry_uses (
  customer_id TEXT PRIMARY KEY REFERENCES customers (id),
  last_at TIMESTAMPTZ NOT NULL
);
