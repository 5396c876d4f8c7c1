import type { Paise } from "../../../src/domain/money/Money";
import type { Queryable } from "../kernel/db/Database";

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
      readonly amount: Paise;
      /** The statement line's text. */
      readonly description: string;
      /** The statement line's category (TRANSFER, OTHERS, ...). */
      readonly category?: string;
    }
  | { readonly internal: InternalAccount; readonly amount: Paise };

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

/** The balances of the locked accounts: account number to balance and hold. */
export interface LockedAccount {
  readonly account_number: string;
  readonly account_group: string;
  readonly account_type: string;
  readonly status: number;
  readonly freeze_state: "NONE" | "DEBIT" | "TOTAL";
  readonly maturity_date: string | null;
  readonly mode_of_operation: string;
  readonly balance_paise: Paise;
  readonly hold_paise: Paise;
}

/** A locked row as the database answers it (BIGINT as numbers). */
type LockedAccountRow = Omit<LockedAccount, "balance_paise" | "hold_paise"> & {
  readonly balance_paise: number;
  readonly hold_paise: number;
};

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
  const rows = await tx.query<LockedAccountRow>(
    `SELECT account_number, account_group, account_type, status, freeze_state,
            to_char(maturity_date, 'YYYY-MM-DD') AS maturity_date, mode_of_operation,
            balance_paise, hold_paise
       FROM accounts WHERE account_number = ANY($1::text[]) ORDER BY account_number FOR UPDATE`,
    [ordered],
  );
  return new Map(
    rows.map((row) => [
      row.account_number,
      { ...row, balance_paise: BigInt(row.balance_paise), hold_paise: BigInt(row.hold_paise) },
    ]),
  );
}

/**
 * Posts `journal` in `tx` and answers its id: checks that it balances, then writes the journal, its
 * postings, the balances (customers' and the bank's) and, unless `statementLines` is false, one
 * statement line per customer posting with the account's next sequence and its balance after it
 * (one call of the database function `ledger_post`, migration 0015). Throws {@link UnbalancedJournalError} before writing
 * anything when the postings do not sum to 0, and when an account it names does not exist.
 */
export async function postJournal(tx: Queryable, journal: JournalInput): Promise<number> {
  if (journal.postings.length < 2) throw new UnbalancedJournalError("A journal needs at least two postings.");
  let sum = 0n;
  for (const posting of journal.postings) {
    if (posting.amount === 0n) throw new UnbalancedJournalError("Every posting is a non-zero amount.");
    sum += posting.amount;
  }
  if (sum !== 0n) throw new UnbalancedJournalError(`The journal does not balance (${String(sum)}).`);

  const accounts: (string | null)[] = [];
  const internals: (string | null)[] = [];
  const amounts: Paise[] = [];
  const descriptions: (string | null)[] = [];
  const categories: (string | null)[] = [];
  for (const posting of journal.postings) {
    const own = "account" in posting;
    accounts.push(own ? posting.account : null);
    internals.push(own ? null : posting.internal);
    amounts.push(posting.amount);
    descriptions.push(own ? posting.description.slice(0, 200) : null);
    categories.push(own ? (posting.category ?? "TRANSFER") : null);
  }
  const expected = {
    accounts: new Set(accounts.filter((account) => account !== null)).size,
    internals: new Set(internals.filter((code) => code !== null)).size,
  };
  const [row] = await tx.query<{ id: number; moved: number; moved_internal: number; postings: number }>(
    `SELECT o_id AS id, o_moved AS moved, o_moved_internal AS moved_internal, o_postings AS postings
       FROM ledger_post($1, $2, $3, $4, $5, $6::text[], $7::text[], $8::bigint[], $9::text[], $10::text[], $11, $12)`,
    [
      journal.kind,
      journal.narration.slice(0, 200),
      journal.postedAt,
      journal.valueOn,
      journal.reverses ?? null,
      accounts,
      internals,
      amounts,
      descriptions,
      categories,
      journal.postedOn ?? journal.valueOn,
      journal.statementLines !== false,
    ],
  );
  if (row === undefined || row.moved !== expected.accounts || row.moved_internal !== expected.internals) {
    // The statement's writes are undone with the caller's transaction, which this error ends.
    throw new UnbalancedJournalError("A posting names an account that does not exist.");
  }
  return Number(row.id);
}

/** The ledger's invariants as a check reads them (tests, the kill -9 check, the benchmark). */
export interface LedgerCheck {
  /** The sum of every posting (always 0). */
  readonly postingsSum: Paise;
  /** Journals whose postings do not sum to 0 (always none). */
  readonly unbalancedJournals: number;
  /** Customers' accounts whose balance differs from the sum of their postings (always none). */
  readonly accountMismatches: number;
  /** Bank accounts whose balance differs from the sum of their postings (always none). */
  readonly internalMismatches: number;
}

/** Reads the ledger's invariants (see {@link LedgerCheck}). */
export async function checkLedger(db: Queryable): Promise<LedgerCheck> {
  // sum() of BIGINT is NUMERIC, which both drivers answer as text.
  const [sum] = await db.query<{ s: string }>(
    "SELECT coalesce(sum(amount_paise), 0)::text AS s FROM postings",
  );
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
    postingsSum: BigInt(sum?.s ?? 0),
    unbalancedJournals: unbalanced?.n ?? 0,
    accountMismatches: accounts?.n ?? 0,
    internalMismatches: internals?.n ?? 0,
  };
}
