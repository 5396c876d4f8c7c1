-- The direct-debit mandate flag of an account (spec 001: only accounts with the mandate flag offer mandate
-- cancellation); the account lists send it as accMandFlag.
ALTER TABLE accounts ADD COLUMN has_mandate BOOLEAN NOT NULL DEFAULT FALSE;
