-- Accounts: branch MICR codes, how an account is operated, its nominee, and the deposit and loan
-- fields of the account detail (spec 000 section 3). Runs on PostgreSQL 15 and PGlite.

ALTER TABLE branches ADD COLUMN micr TEXT NOT NULL DEFAULT '';

ALTER TABLE accounts
  ADD COLUMN mode_of_operation TEXT NOT NULL DEFAULT 'SINGLE'
    CHECK (mode_of_operation IN ('SINGLE', 'JOINT', 'EITHER_OR_SURVIVOR')),
  ADD COLUMN nominee_name TEXT,
  ADD COLUMN accrued_interest_paise BIGINT NOT NULL DEFAULT 0,
  ADD COLUMN tds_paise BIGINT,
  ADD COLUMN auto_renew BOOLEAN NOT NULL DEFAULT FALSE,
  ADD COLUMN disbursed_paise BIGINT,
  ADD COLUMN payoff_paise BIGINT,
  ADD COLUMN lien_fd_number TEXT;

-- A closed account (status 4) always has its closing date.
ALTER TABLE accounts ADD CONSTRAINT accounts_closed_has_date CHECK (status <> 4 OR closed_on IS NOT NULL);

-- Nicknames are compared trimmed and without case; the index serves the per-customer duplicate check.
CREATE INDEX accounts_nickname_lower ON accounts (lower(btrim(nickname))) WHERE nickname IS NOT NULL;
