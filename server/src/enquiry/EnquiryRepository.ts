import type { Paise } from "../../../src/domain/money/Money";
import type { Queryable } from "../kernel/db/Database";

/** The rows of an enquiry: account, period (both ends included) and the optional filters. */
export interface TransactionFilter {
  readonly accountNumber: string;
  /** `yyyy-MM-dd`. */
  readonly from: string;
  /** `yyyy-MM-dd`. */
  readonly to: string;
  readonly fromAmount: Paise | null;
  readonly toAmount: Paise | null;
  readonly fromCheque: string | null;
  readonly toCheque: string | null;
  readonly direction: "DR" | "CR" | null;
  /** Only the transactions reported as fraud. */
  readonly onlyMarked: boolean;
}

/** One transaction of an enquiry with its category and the time it was reported as fraud. */
export interface TransactionDbRow {
  readonly sequence: number;
  readonly account_number: string;
  readonly posted_on: string;
  readonly value_on: string;
  readonly description: string;
  readonly cheque_number: string | null;
  readonly direction: "DR" | "CR";
  readonly amount_paise: number;
  readonly balance_after_paise: number;
  readonly category: string;
  readonly marked_at: string | null;
}

/** A fraud report of a customer on one transaction. */
export interface FraudReport {
  readonly accountNumber: string;
  readonly sequence: number;
  readonly username: string;
  /** 1: the customer did the transaction (0: not). */
  readonly didTransaction: number;
  /** 1: the customer shared the credentials (0: not). */
  readonly sharedCredentials: number;
  /** 1: the card is to be blocked (0: not). */
  readonly blockCard: number;
  readonly comment: string;
}

/** The WHERE clause of a filter ($1..$8) and its parameters. */
function filterWhere(filter: TransactionFilter): { readonly sql: string; readonly params: unknown[] } {
  return {
    sql: `t.account_number = $1 AND t.posted_on BETWEEN $2::date AND $3::date
        AND ($4::bigint IS NULL OR t.amount_paise >= $4::bigint)
        AND ($5::bigint IS NULL OR t.amount_paise <= $5::bigint)
        AND ($6::numeric IS NULL OR (t.cheque_number ~ '^[0-9]+$' AND t.cheque_number::numeric >= $6::numeric))
        AND ($7::numeric IS NULL OR (t.cheque_number ~ '^[0-9]+$' AND t.cheque_number::numeric <= $7::numeric))
        AND ($8::text IS NULL OR t.direction = $8::text)
        ${filter.onlyMarked ? "AND f.id IS NOT NULL" : ""}`,
    params: [
      filter.accountNumber,
      filter.from,
      filter.to,
      filter.fromAmount,
      filter.toAmount,
      filter.fromCheque,
      filter.toCheque,
      filter.direction,
    ],
  };
}

/** The transactions of the enquiry, their categories and the fraud reports. */
export class EnquiryRepository {
  constructor(private readonly db: Queryable) {}

  /** One page of the filter's transactions by date and sequence (`offset` zero-based), and how many match in all. */
  async transactionPage(
    filter: TransactionFilter,
    page: { readonly ascending: boolean; readonly offset: number; readonly limit: number },
  ): Promise<{ readonly rows: TransactionDbRow[]; readonly total: number }> {
    const where = filterWhere(filter);
    const order = page.ascending ? "ASC" : "DESC";
    const rows = await this.db.query<TransactionDbRow>(
      `SELECT t.sequence, t.account_number, to_char(t.posted_on, 'YYYY-MM-DD') AS posted_on,
              to_char(t.value_on, 'YYYY-MM-DD') AS value_on, t.description, t.cheque_number, t.direction,
              t.amount_paise, t.balance_after_paise, t.category,
              to_char(f.marked_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS marked_at
         FROM transactions t
         LEFT JOIN fraud_marks f ON f.account_number = t.account_number AND f.sequence = t.sequence
        WHERE ${where.sql}
        ORDER BY t.posted_on ${order}, t.sequence ${order}
        LIMIT $9 OFFSET $10`,
      [...where.params, page.limit, page.offset],
    );
    const counted = await this.db.query<{ n: number }>(
      `SELECT COUNT(*)::int AS n FROM transactions t
         LEFT JOIN fraud_marks f ON f.account_number = t.account_number AND f.sequence = t.sequence
        WHERE ${where.sql}`,
      where.params,
    );
    return { rows, total: counted[0]?.n ?? 0 };
  }

  /** Sets the category of a transaction; answers the category it had (null: no such transaction). */
  async changeCategory(accountNumber: string, sequence: number, category: string): Promise<string | null> {
    const updated = await this.db.query<{ old_category: string }>(
      `UPDATE transactions t SET category = $3
         FROM transactions old
        WHERE t.id = old.id AND t.account_number = $1 AND t.sequence = $2
       RETURNING old.category AS old_category`,
      [accountNumber, sequence, category],
    );
    return updated[0]?.old_category ?? null;
  }

  /** Keeps a change of category: which transaction, from and to which category, by whom and when. */
  async recordCategoryChange(change: {
    readonly accountNumber: string;
    readonly sequence: number;
    readonly oldCategory: string;
    readonly newCategory: string;
    readonly username: string;
    readonly at: Date;
  }): Promise<void> {
    await this.db.query(
      `INSERT INTO category_changes (account_number, sequence, old_category, new_category, username, changed_at)
       VALUES ($1, $2, $3, $4, $5, $6)`,
      [
        change.accountNumber,
        change.sequence,
        change.oldCategory,
        change.newCategory,
        change.username,
        change.at,
      ],
    );
  }

  /** Whether the account has the transaction `sequence` posted on `postedOn` (`yyyy-MM-dd`). */
  async transactionExists(accountNumber: string, sequence: number, postedOn: string): Promise<boolean> {
    const rows = await this.db.query(
      "SELECT 1 FROM transactions WHERE account_number = $1 AND sequence = $2 AND posted_on = $3::date",
      [accountNumber, sequence, postedOn],
    );
    return rows.length > 0;
  }

  /** The direction and date of a transaction with this sequence, date and amount (null: none). */
  async findTransaction(
    accountNumber: string,
    sequence: number,
    postedOn: string,
    amount: Paise,
  ): Promise<{ readonly direction: "DR" | "CR"; readonly posted_on: string } | null> {
    const found = await this.db.query<{ direction: "DR" | "CR"; posted_on: string }>(
      `SELECT direction, to_char(posted_on, 'YYYY-MM-DD') AS posted_on FROM transactions
        WHERE account_number = $1 AND sequence = $2 AND posted_on = $3::date AND amount_paise = $4`,
      [accountNumber, sequence, postedOn, amount],
    );
    return found[0] ?? null;
  }

  /** Whether the transaction is already reported as fraud. */
  async isMarked(accountNumber: string, sequence: number): Promise<boolean> {
    const rows = await this.db.query(
      "SELECT 1 FROM fraud_marks WHERE account_number = $1 AND sequence = $2",
      [accountNumber, sequence],
    );
    return rows.length > 0;
  }

  /**
   * Records a fraud report and answers its reference (`FRD` + the Kolkata date of `at` + a
   * 6-digit number); null when the transaction is already reported.
   */
  async markFraud(report: FraudReport, at: Date): Promise<string | null> {
    const inserted = await this.db.query<{ reference: string }>(
      `INSERT INTO fraud_marks (reference, account_number, sequence, username, did_transaction,
                                shared_credentials, block_card, comment, marked_at)
       VALUES ('FRD' || to_char($9::timestamptz AT TIME ZONE 'Asia/Kolkata', 'YYYYMMDD')
                     || lpad(nextval('fraud_reference_seq')::text, 6, '0'),
               $1, $2, $3, $4, $5, $6, $7, $8)
       ON CONFLICT (account_number, sequence) DO NOTHING
       RETURNING reference`,
      [
        report.accountNumber,
        report.sequence,
        report.username,
        report.didTransaction,
        report.sharedCredentials,
        report.blockCard,
        report.comment,
        at,
        at,
      ],
    );
    return inserted[0]?.reference ?? null;
  }
}
