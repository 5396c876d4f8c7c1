import type { Queryable } from "../db/Database";

/**
 * The bank's double-entry ledger (migration 0015): every movement of money is one journal whose
 * postings sum to zero, written in the caller's transaction together with the balances it changes
 * and, for customers' accounts, the statement lines (`transactions`) the statement and the
 * transaction enquiry show. Sign convention: a positive amount credits the account, a negative one
 * debits it. Journals and postings are never changed (the database refuses it); a reversal is a new
 * journal that names the one it undoes.
 *
 * The caller holds the row locks of the customers' accounts it posts to (`lockAccounts`), so the
 * statement's next sequence and running balance are read and written by one transaction at a time.
 */

/** One posting: a customer's account or one of the bank's own accounts, and the signed amount. */
export type Posting =
  | {
      readonly account: string;
      readonly amount: number;
      /** The statement line's text. */
      readonly description: string;
      /** The statement line's category (TRANSFER, OTHERS, ...). */
      readonly category?: string;
    }
  | { readonly internal: InternalAccount; readonly amount: number };

/** The bank's own ledger accounts (rows of `internal_accounts`). */
export type InternalAccount =
  "OPENING_BALANCES" | "NEFT_OUTWARD" | "RTGS_OUTWARD" | "CHARGES_INCOME" | "GST_PAYABLE";

/** A journal to post. */
export interface JournalInput {
  readonly kind: "OPENING" | "PAYMENT" | "REVERSAL";
  readonly narration: string;
  readonly postedAt: Date;
  /** The value date, yyyy-MM-dd. */
  readonly valueOn: string;
  /** The date the statement lines carry (default: the value date). */
  readonly postedOn?: string;
  /** The journal a reversal undoes. */
  readonly reverses?: number;
  readonly postings: readonly Posting[];
  /** Whether customers' postings also write statement lines (the opening journal writes none). */
  readonly statementLines?: boolean;
}

/** A journal that does not balance or has no postings: a bug of the caller, never a customer's mistake. */
export class UnbalancedJournalError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "UnbalancedJournalError";
  }
}

/** The balances of the locked accounts: account number to balance and hold (paise). */
export interface LockedAccount {
  readonly account_number: string;
  readonly account_group: string;
  readonly account_type: string;
  readonly status: number;
  readonly freeze_state: "NONE" | "DEBIT" | "TOTAL";
  readonly maturity_date: string | null;
  readonly mode_of_operation: string;
  readonly balance_paise: number;
  readonly hold_paise: number;
}

/**
 * Locks the rows of `accountNumbers` (FOR UPDATE) in account-number order, the one order every
 * payment takes them in, so two payments between the same accounts never wait on each other in a
 * cycle. Answers the locked rows by number (a number that does not exist is absent).
 */
export async function lockAccounts(
  tx: Queryable,
  accountNumbers: readonly string[],
): Promise<Map<string, LockedAccount>> {
  const ordered = [...new Set(accountNumbers)].sort();
  const rows = await tx.query<LockedAccount>(
    `SELECT account_number, account_group, account_type, status, freeze_state,
            to_char(maturity_date, 'YYYY-MM-DD') AS maturity_date, mode_of_operation,
            balance_paise, hold_paise
       FROM accounts WHERE account_number = ANY($1::text[]) ORDER BY account_number FOR UPDATE`,
    [ordered],
  );
  return new Map(
    rows.map((row) => [
      row.account_number,
      { ...row, balance_paise: Number(row.balance_paise), hold_paise: Number(row.hold_paise) },
    ]),
  );
}

/**
 * Posts `journal` in `tx` and answers its id: checks that it balances, inserts the journal and its
 * postings, moves the balances (customers' accounts, then the bank's own in code order) and writes
 * one statement line per customer posting with the account's next sequence and its balance after.
 * Throws {@link UnbalancedJournalError} before writing anything when the postings do not sum to 0.
 */
export async function postJournal(tx: Queryable, journal: JournalInput): Promise<number> {
  if (journal.postings.length < 2) throw new UnbalancedJournalError("A journal needs at least two postings.");
  let sum = 0;
  for (const posting of journal.postings) {
    if (!Number.isSafeInteger(posting.amount) || posting.amount === 0) {
      throw new UnbalancedJournalError("Every posting is a non-zero whole number of paise.");
    }
    sum += posting.amount;
  }
  if (sum !== 0) throw new UnbalancedJournalError(`The journal does not balance (${String(sum)}).`);

  const [row] = await tx.query<{ id: number }>(
    `INSERT INTO journals (kind, narration, posted_at, value_on, reverses) VALUES ($1, $2, $3, $4, $5) RETURNING id`,
    [
      journal.kind,
      journal.narration.slice(0, 200),
      journal.postedAt,
      journal.valueOn,
      journal.reverses ?? null,
    ],
  );
  const journalId = Number(row?.id);

  const accounts: string[] = [];
  const internals: string[] = [];
  const amounts: number[] = [];
  for (const posting of journal.postings) {
    accounts.push("account" in posting ? posting.account : (null as unknown as string));
    internals.push("internal" in posting ? posting.internal : (null as unknown as string));
    amounts.push(posting.amount);
  }
  await tx.query(
    `INSERT INTO postings (journal_id, account_number, internal_code, amount_paise)
     SELECT $1, a, i, m FROM unnest($2::text[], $3::text[], $4::bigint[]) AS p (a, i, m)`,
    [journalId, accounts, internals, amounts],
  );

  const postedOn = journal.postedOn ?? journal.valueOn;
  const customerPostings = journal.postings.filter(
    (posting): posting is Extract<Posting, { account: string }> => "account" in posting,
  );
  for (const posting of [...customerPostings].sort((a, b) => a.account.localeCompare(b.account))) {
    const [moved] = await tx.query<{ balance_paise: number }>(
      "UPDATE accounts SET balance_paise = balance_paise + $2 WHERE account_number = $1 RETURNING balance_paise",
      [posting.account, posting.amount],
    );
    if (moved === undefined) throw new UnbalancedJournalError(`No account ${posting.account}.`);
    if (journal.statementLines === false) continue;
    await tx.query(
      `INSERT INTO transactions (account_number, sequence, posted_on, value_on, description, direction, amount_paise,
         balance_after_paise, category, cheque_number, journal_id)
       SELECT $1, coalesce(max(sequence), 0) + 1, $2, $3, $4, $5, $6, $7, $8, NULL, $9
         FROM transactions WHERE account_number = $1`,
      [
        posting.account,
        postedOn,
        journal.valueOn,
        posting.description.slice(0, 200),
        posting.amount < 0 ? "DR" : "CR",
        Math.abs(posting.amount),
        Number(moved.balance_paise),
        posting.category ?? "TRANSFER",
        journalId,
      ],
    );
  }
  const internalTotals = new Map<string, number>();
  for (const posting of journal.postings) {
    if ("internal" in posting) {
      internalTotals.set(posting.internal, (internalTotals.get(posting.internal) ?? 0) + posting.amount);
    }
  }
  for (const [code, amount] of [...internalTotals].sort(([a], [b]) => a.localeCompare(b))) {
    if (amount === 0) continue;
    await tx.query("UPDATE internal_accounts SET balance_paise = balance_paise + $2 WHERE code = $1", [
      code,
      amount,
    ]);
  }
  return journalId;
}

/** The ledger's invariants as a check reads them (tests, the kill -9 check, the benchmark). */
export interface LedgerCheck {
  /** The sum of every posting (always 0). */
  readonly postingsSum: number;
  /** Journals whose postings do not sum to 0 (always none). */
  readonly unbalancedJournals: number;
  /** Customers' accounts whose balance differs from the sum of their postings (always none). */
  readonly accountMismatches: number;
  /** Bank accounts whose balance differs from the sum of their postings (always none). */
  readonly internalMismatches: number;
}

/** Reads the ledger's invariants (see {@link LedgerCheck}). */
export async function checkLedger(db: Queryable): Promise<LedgerCheck> {
  const [sum] = await db.query<{ s: number }>("SELECT coalesce(sum(amount_paise), 0) AS s FROM postings");
  const [unbalanced] = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM (SELECT journal_id FROM postings GROUP BY journal_id HAVING sum(amount_paise) <> 0) j`,
  );
  const [accounts] = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM accounts a
       LEFT JOIN (SELECT account_number, sum(amount_paise) AS s FROM postings WHERE account_number IS NOT NULL
                   GROUP BY account_number) p ON p.account_number = a.account_number
      WHERE a.balance_paise <> coalesce(p.s, 0)`,
  );
  const [internals] = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM internal_accounts i
       LEFT JOIN (SELECT internal_code, sum(amount_paise) AS s FROM postings WHERE internal_code IS NOT NULL
                   GROUP BY internal_code) p ON p.internal_code = i.code
      WHERE i.balance_paise <> coalesce(p.s, 0)`,
  );
  return {
    postingsSum: Number(sum?.s ?? 0),
    unbalancedJournals: unbalanced?.n ?? 0,
    accountMismatches: accounts?.n ?? 0,
    internalMismatches: internals?.n ?? 0,
  };
}
