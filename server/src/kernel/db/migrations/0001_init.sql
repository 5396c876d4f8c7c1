-- Reference bank schema. Money is integer paise (BIGINT). Runs on PostgreSQL 15 and PGlite.

CREATE TABLE server_settings (
  key TEXT PRIMARY KEY,
  value TEXT NOT NULL
);

CREATE TABLE branches (
  code TEXT PRIMARY KEY,
  name TEXT NOT NULL,
  address2 TEXT NOT NULL,
  address3 TEXT NOT NULL,
  ifsc TEXT NOT NULL
);

CREATE TABLE customers (
  id TEXT PRIMARY KEY,
  customer_code TEXT NOT NULL,
  prefix TEXT NOT NULL,
  first_name TEXT NOT NULL,
  last_name TEXT NOT NULL,
  customer_type TEXT NOT NULL CHECK (customer_type IN ('R', 'NR')),
  birth_date DATE NOT NULL,
  mobile TEXT NOT NULL,
  email TEXT NOT NULL,
  address3 TEXT NOT NULL,
  address4 TEXT NOT NULL,
  customer_since DATE NOT NULL,
  branch_code TEXT NOT NULL REFERENCES branches (code),
  rm_name TEXT NOT NULL,
  rm_mobile TEXT NOT NULL
);

CREATE TABLE users (
  username TEXT PRIMARY KEY,
  customer_id TEXT NOT NULL UNIQUE REFERENCES customers (id),
  password_hash TEXT NOT NULL,
  txn_password_hash TEXT NOT NULL,
  failure_count INTEGER NOT NULL DEFAULT 0,
  txn_failure_count INTEGER NOT NULL DEFAULT 0,
  locked BOOLEAN NOT NULL DEFAULT FALSE,
  secure_image_id TEXT,
  secure_text TEXT,
  mfa_required BOOLEAN NOT NULL DEFAULT TRUE,
  login_pwd_expiry DATE,
  txn_pwd_expiry DATE,
  login_reset_required BOOLEAN NOT NULL DEFAULT FALSE,
  txn_reset_required BOOLEAN NOT NULL DEFAULT FALSE,
  last_login_at TIMESTAMPTZ,
  prev_login_at TIMESTAMPTZ,
  last_fail_login_at TIMESTAMPTZ,
  own_system TEXT
);

-- Failure counts of user ids that do not exist, so answers do not reveal which exist.
CREATE TABLE unknown_login_failures (
  username TEXT PRIMARY KEY,
  failure_count INTEGER NOT NULL DEFAULT 0,
  updated_at TIMESTAMPTZ NOT NULL
);

CREATE TABLE accounts (
  account_number TEXT PRIMARY KEY,
  account_group TEXT NOT NULL,
  account_type TEXT NOT NULL,
  product_name TEXT NOT NULL,
  nickname TEXT,
  status INTEGER NOT NULL DEFAULT 0,
  currency TEXT NOT NULL DEFAULT 'INR',
  branch_code TEXT NOT NULL REFERENCES branches (code),
  opened_on DATE NOT NULL,
  closed_on DATE,
  balance_paise BIGINT NOT NULL DEFAULT 0,
  hold_paise BIGINT NOT NULL DEFAULT 0,
  interest_rate_bp INTEGER NOT NULL DEFAULT 0,
  original_paise BIGINT,
  maturity_paise BIGINT,
  maturity_date DATE,
  term_months INTEGER,
  disbursed_on DATE,
  emi_paise BIGINT,
  payment_due_on DATE
);

CREATE TABLE account_holders (
  account_number TEXT NOT NULL REFERENCES accounts (account_number),
  customer_id TEXT NOT NULL REFERENCES customers (id),
  role TEXT NOT NULL CHECK (role IN ('primary', 'joint')),
  position INTEGER NOT NULL,
  PRIMARY KEY (account_number, customer_id)
);

CREATE TABLE transactions (
  id BIGSERIAL PRIMARY KEY,
  account_number TEXT NOT NULL REFERENCES accounts (account_number),
  sequence INTEGER NOT NULL,
  posted_on DATE NOT NULL,
  value_on DATE NOT NULL,
  description TEXT NOT NULL,
  direction TEXT NOT NULL CHECK (direction IN ('DR', 'CR')),
  amount_paise BIGINT NOT NULL CHECK (amount_paise > 0),
  balance_after_paise BIGINT NOT NULL,
  category TEXT NOT NULL,
  cheque_number TEXT,
  UNIQUE (account_number, sequence)
);
CREATE INDEX transactions_account_date ON transactions (account_number, posted_on);

CREATE TABLE sessions (
  id_hash TEXT PRIMARY KEY,
  username TEXT NOT NULL REFERENCES users (username),
  token TEXT NOT NULL,
  state TEXT NOT NULL CHECK (state IN ('PENDING_MFA', 'ACTIVE')),
  sfauth_tokens TEXT[] NOT NULL DEFAULT '{}',
  secret_key TEXT NOT NULL,
  r_token_hash TEXT,
  created_at TIMESTAMPTZ NOT NULL,
  last_seen_at TIMESTAMPTZ NOT NULL,
  ended_at TIMESTAMPTZ,
  end_reason TEXT
);
CREATE INDEX sessions_user_live ON sessions (username) WHERE ended_at IS NULL;

CREATE TABLE url_tokens (
  token TEXT PRIMARY KEY,
  seen_at TIMESTAMPTZ NOT NULL
);

CREATE TABLE otp_codes (
  otac TEXT PRIMARY KEY,
  purpose TEXT NOT NULL,
  session_id_hash TEXT,
  username TEXT NOT NULL,
  module TEXT NOT NULL,
  binding_hash TEXT NOT NULL,
  code_hash TEXT NOT NULL,
  attempts INTEGER NOT NULL DEFAULT 0,
  regenerations INTEGER NOT NULL DEFAULT 0,
  created_at TIMESTAMPTZ NOT NULL,
  expires_at TIMESTAMPTZ NOT NULL,
  used_at TIMESTAMPTZ,
  validated_at TIMESTAMPTZ,
  superseded BOOLEAN NOT NULL DEFAULT FALSE
);
CREATE INDEX otp_codes_owner ON otp_codes (username, purpose, module);

CREATE TABLE captchas (
  id TEXT PRIMARY KEY,
  answer_hash TEXT NOT NULL,
  expires_at TIMESTAMPTZ NOT NULL,
  used_at TIMESTAMPTZ
);

CREATE TABLE audit_log (
  id BIGSERIAL PRIMARY KEY,
  event TEXT NOT NULL,
  username TEXT,
  ip TEXT,
  outcome TEXT NOT NULL,
  at TIMESTAMPTZ NOT NULL
);
CREATE INDEX audit_log_username ON audit_log (username, at);

CREATE TABLE sms_outbox (
  id BIGSERIAL PRIMARY KEY,
  to_number TEXT NOT NULL,
  text TEXT NOT NULL,
  otp TEXT,
  at TIMESTAMPTZ NOT NULL
);
