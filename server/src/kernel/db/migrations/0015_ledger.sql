-- The double-entry ledger and the payments it carries (spec 001 sections 3 to 9). Every movement of
-- money is one journal whose postings sum to zero, written in one database transaction with the
-- balances it changes. Postings and journals are never updated or deleted: a reversal is a new
-- journal. Runs on PostgreSQL 15 and PGlite (PL/pgSQL triggers).

-- The bank's own ledger accounts. Sign convention of every posting: positive credits the account
-- (a customer's deposit grows), negative debits it.
CREATE TABLE internal_accounts (
  code TEXT PRIMARY KEY,
  name TEXT NOT NULL,
  balance_paise BIGINT NOT NULL DEFAULT 0
);
INSERT INTO internal_accounts (code, name) VALUES
  ('OPENING_BALANCES', 'Opening balances brought forward'),
  ('NEFT_OUTWARD', 'NEFT outward clearing'),
  ('RTGS_OUTWARD', 'RTGS outward clearing'),
  ('CHARGES_INCOME', 'Funds transfer charges income'),
  ('GST_PAYABLE', 'GST payable on charges');

CREATE TABLE journals (
  id BIGSERIAL PRIMARY KEY,
  kind TEXT NOT NULL CHECK (kind IN ('OPENING', 'PAYMENT', 'REVERSAL')),
  narration TEXT NOT NULL,
  posted_at TIMESTAMPTZ NOT NULL,
  value_on DATE NOT NULL,
  -- The journal a reversal undoes.
  reverses BIGINT REFERENCES journals (id)
);

CREATE TABLE postings (
  id BIGSERIAL PRIMARY KEY,
  journal_id BIGINT NOT NULL REFERENCES journals (id),
  account_number TEXT REFERENCES accounts (account_number),
  internal_code TEXT REFERENCES internal_accounts (code),
  amount_paise BIGINT NOT NULL CHECK (amount_paise <> 0),
  CHECK ((account_number IS NULL) <> (internal_code IS NULL))
);
CREATE INDEX postings_journal ON postings (journal_id);
CREATE INDEX postings_account ON postings (account_number) WHERE account_number IS NOT NULL;

CREATE FUNCTION ledger_immutable() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'ledger entries are never changed or removed (%)', TG_TABLE_NAME;
END $$;
CREATE TRIGGER postings_immutable BEFORE UPDATE OR DELETE ON postings
  FOR EACH ROW EXECUTE FUNCTION ledger_immutable();
CREATE TRIGGER journals_immutable BEFORE UPDATE OR DELETE ON journals
  FOR EACH ROW EXECUTE FUNCTION ledger_immutable();

-- At commit, every journal that gained postings sums to zero.
CREATE FUNCTION journal_balanced() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF (SELECT coalesce(sum(amount_paise), 0) FROM postings WHERE journal_id = NEW.journal_id) <> 0 THEN
    RAISE EXCEPTION 'journal % does not balance', NEW.journal_id;
  END IF;
  RETURN NULL;
END $$;
CREATE CONSTRAINT TRIGGER postings_balanced AFTER INSERT ON postings
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION journal_balanced();

-- Posts one journal in one call (server/src/transfers/Ledger.ts checks it first): the journal, its
-- postings, the customers' and the bank's balances and one statement line per customer posting
-- (numbered after the account's last line, with the balance after it). A function, so that its
-- statement is planned once per connection, not on every payment. The caller holds the row locks.
CREATE FUNCTION ledger_post(
  p_kind TEXT, p_narration TEXT, p_posted_at TIMESTAMPTZ, p_value_on DATE, p_reverses BIGINT,
  p_accounts TEXT[], p_internals TEXT[], p_amounts BIGINT[], p_descriptions TEXT[], p_categories TEXT[],
  p_posted_on DATE, p_lines BOOLEAN,
  OUT o_id BIGINT, OUT o_moved INTEGER, OUT o_moved_internal INTEGER, OUT o_postings INTEGER, OUT o_lines INTEGER
) LANGUAGE plpgsql AS $$
BEGIN
    WITH j AS (
      INSERT INTO journals (kind, narration, posted_at, value_on, reverses) VALUES (p_kind, p_narration, p_posted_at, p_value_on, p_reverses) RETURNING id
    ),
    p AS (
      SELECT * FROM unnest(p_accounts, p_internals, p_amounts, p_descriptions, p_categories)
        WITH ORDINALITY AS p (account, internal, amount, description, category, ord)
    ),
    ins AS (
      INSERT INTO postings (journal_id, account_number, internal_code, amount_paise)
      SELECT j.id, p.account, p.internal, p.amount FROM j, p ORDER BY p.ord RETURNING 1
    ),
    ta AS (SELECT account, sum(amount) AS total FROM p WHERE account IS NOT NULL GROUP BY account),
    moved AS (
      UPDATE accounts a SET balance_paise = a.balance_paise + ta.total FROM ta WHERE a.account_number = ta.account
      RETURNING a.account_number, a.balance_paise
    ),
    ti AS (SELECT internal, sum(amount) AS total FROM p WHERE internal IS NOT NULL GROUP BY internal),
    movedi AS (
      UPDATE internal_accounts i SET balance_paise = i.balance_paise + ti.total FROM ti WHERE i.code = ti.internal
      RETURNING 1
    ),
    lines AS (
      INSERT INTO transactions (account_number, sequence, posted_on, value_on, description, direction, amount_paise,
        balance_after_paise, category, cheque_number, journal_id)
      SELECT p.account,
             coalesce(s.last, 0) + row_number() OVER (PARTITION BY p.account ORDER BY p.ord),
             p_posted_on, p_value_on, p.description, CASE WHEN p.amount < 0 THEN 'DR' ELSE 'CR' END, abs(p.amount),
             m.balance_paise
               - (sum(p.amount) OVER (PARTITION BY p.account ORDER BY p.ord ROWS BETWEEN CURRENT ROW AND UNBOUNDED FOLLOWING)
                  - p.amount),
             p.category, NULL, j.id
        FROM p JOIN moved m ON m.account_number = p.account CROSS JOIN j
        LEFT JOIN LATERAL (
          SELECT t.sequence AS last FROM transactions t WHERE t.account_number = p.account ORDER BY t.sequence DESC LIMIT 1
        ) s ON true
       WHERE p_lines
      RETURNING 1
    )
    SELECT (SELECT id FROM j), (SELECT count(*) FROM moved)::int, (SELECT count(*) FROM movedi)::int,
           (SELECT count(*) FROM ins)::int, (SELECT count(*) FROM lines)::int
      INTO o_id, o_moved, o_moved_internal, o_postings, o_lines;
END $$;

-- Payment references: FT + 10 digits, from one sequence.
CREATE SEQUENCE payment_reference_seq START 1000000001;

-- One payment instruction of a customer. AWAITING_CONFIRMATION: NEFT after the cut-off, stored and
-- not debited until the customer confirms it goes on the next working day. The status of the
-- clearing (`clearing_status`) is what the fund-transfer enquiry shows for NEFT and RTGS.
CREATE TABLE payments (
  reference TEXT PRIMARY KEY,
  username TEXT NOT NULL,
  customer_id TEXT NOT NULL REFERENCES customers (id),
  network TEXT NOT NULL CHECK (network IN ('IFT', 'IFTWB', 'NEFT', 'RTGS')),
  from_account TEXT NOT NULL REFERENCES accounts (account_number),
  beneficiary_id BIGINT REFERENCES beneficiaries (id),
  to_account TEXT NOT NULL,
  to_ifsc TEXT NOT NULL,
  to_name TEXT NOT NULL,
  amount_paise BIGINT NOT NULL CHECK (amount_paise > 0),
  charges_paise BIGINT NOT NULL DEFAULT 0 CHECK (charges_paise >= 0),
  -- The GST part of charges_paise.
  gst_paise BIGINT NOT NULL DEFAULT 0 CHECK (gst_paise >= 0 AND gst_paise <= charges_paise),
  remarks TEXT NOT NULL DEFAULT '',
  -- The narration the payee's statement shows (within the bank).
  payee_narration TEXT NOT NULL DEFAULT '',
  status TEXT NOT NULL CHECK (status IN ('AWAITING_CONFIRMATION', 'COMPLETED', 'CANCELLED', 'REJECTED', 'RETURNED')),
  clearing_status TEXT,
  error_code TEXT,
  journal_id BIGINT REFERENCES journals (id),
  created_at TIMESTAMPTZ NOT NULL,
  value_on DATE NOT NULL,
  -- The application date the customer made it on (the daily limits count by it; null: value_on).
  booked_on DATE,
  completed_at TIMESTAMPTZ,
  CHECK (status <> 'COMPLETED' OR journal_id IS NOT NULL)
);
CREATE INDEX payments_customer_day ON payments (customer_id, network, booked_on);
CREATE INDEX payments_from_account ON payments (from_account, created_at);
CREATE INDEX payments_beneficiary ON payments (beneficiary_id, created_at) WHERE beneficiary_id IS NOT NULL;

-- A statement line a journal wrote (null for the history seeded before the ledger).
ALTER TABLE transactions ADD COLUMN journal_id BIGINT REFERENCES journals (id);

-- Favourite transactions (spec 001 `favTrans`): a payment kept for reuse.
CREATE TABLE favourite_transactions (
  ref_id BIGSERIAL PRIMARY KEY,
  customer_id TEXT NOT NULL REFERENCES customers (id),
  network TEXT NOT NULL CHECK (network IN ('IFT', 'IFTWB', 'NEFT', 'RTGS')),
  from_account TEXT NOT NULL REFERENCES accounts (account_number),
  beneficiary_id BIGINT REFERENCES beneficiaries (id),
  to_account TEXT NOT NULL,
  amount_paise BIGINT NOT NULL CHECK (amount_paise > 0),
  trans_comment TEXT NOT NULL DEFAULT '',
  trans_to_comment TEXT NOT NULL DEFAULT '',
  -- The payment it was saved from (its values are copied from it, never taken from the client).
  payment_reference TEXT REFERENCES payments (reference),
  -- Its place among the favourites the dashboard shows (1 to 10), null when the dashboard does not show it.
  dashboard_position SMALLINT CHECK (dashboard_position BETWEEN 1 AND 10),
  created_at TIMESTAMPTZ NOT NULL
);
CREATE INDEX favourite_transactions_customer ON favourite_transactions (customer_id, created_at);
CREATE UNIQUE INDEX favourite_transactions_dashboard
  ON favourite_transactions (customer_id, dashboard_position) WHERE dashboard_position IS NOT NULL;
CREATE UNIQUE INDEX favourite_transactions_unique
  ON favourite_transactions (customer_id, network, from_account, to_account, amount_paise);
