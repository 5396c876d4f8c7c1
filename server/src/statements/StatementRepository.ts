import type { StatementRow } from "../../../src/adapters/rib/contract/statements";
import { MINI_STATEMENT_ROWS } from "../../../src/domain/dates/StatementPeriod";
import type { Paise } from "../../../src/domain/money/Money";
import type { Queryable } from "../kernel/db/Database";

/** Rows read from the database per query while a download is written (keyset pagination). */
export const STATEMENT_BATCH_ROWS = 1000;

/** The rows a statement selects: account, period (both ends included) and the optional filters. */
export interface StatementScope {
  readonly accountNumber: string;
  readonly from: string;
  readonly to: string;
  readonly fromAmount: Paise | null;
  readonly toAmount: Paise | null;
  readonly fromCheque: string | null;
  readonly toCheque: string | null;
  readonly direction: "DR" | "CR" | null;
  /** The mini statement: only the last rows of the account. */
  readonly mini: boolean;
}

/** The branch printed on a statement or certificate. */
export interface StatementBranch {
  readonly name: string;
  readonly address2: string;
  readonly address3: string;
  readonly ifsc: string;
}

/** The WHERE clause of the rows of a scope ($1..$8) and its parameters. */
function scopeWhere(scope: StatementScope): { readonly sql: string; readonly params: unknown[] } {
  return {
    sql: `t.account_number = $1 AND t.posted_on BETWEEN $2::date AND $3::date
      AND ($4::bigint IS NULL OR t.amount_paise >= $4::bigint)
      AND ($5::bigint IS NULL OR t.amount_paise <= $5::bigint)
      AND ($6::numeric IS NULL OR (t.cheque_number ~ '^[0-9]+$' AND t.cheque_number::numeric >= $6::numeric))
      AND ($7::numeric IS NULL OR (t.cheque_number ~ '^[0-9]+$' AND t.cheque_number::numeric <= $7::numeric))
      AND ($8::text IS NULL OR t.direction = $8::text)`,
    params: [
      scope.accountNumber,
      scope.from,
      scope.to,
      scope.fromAmount,
      scope.toAmount,
      scope.fromCheque,
      scope.toCheque,
      scope.direction,
    ],
  };
}

interface DbRow {
  readonly sequence: number;
  readonly posted_on: string;
  readonly value_on: string;
  readonly description: string;
  readonly cheque_number: string | null;
  readonly direction: "DR" | "CR";
  readonly amount_paise: number | string;
  readonly balance_after_paise: number | string;
}

const ROW_COLUMNS = `t.sequence, to_char(t.posted_on, 'YYYY-MM-DD') AS posted_on,
  to_char(t.value_on, 'YYYY-MM-DD') AS value_on, t.description, t.cheque_number, t.direction,
  t.amount_paise, t.balance_after_paise`;

function toRow(row: DbRow): StatementRow {
  return {
    sequence: row.sequence,
    date: row.posted_on,
    valueDate: row.value_on,
    description: row.description,
    chequeNumber: row.cheque_number,
    crdr: row.direction,
    amount: BigInt(row.amount_paise),
    balance: BigInt(row.balance_after_paise),
  };
}

/** The transactions of statements and certificates, and the branch and holder printed on them. */
export class StatementRepository {
  constructor(private readonly db: Queryable) {}

  /** The rows of a mini statement: the last five of the scope, newest first. */
  async miniRows(scope: StatementScope): Promise<StatementRow[]> {
    const where = scopeWhere(scope);
    const rows = await this.db.query<DbRow>(
      `SELECT ${ROW_COLUMNS} FROM transactions t WHERE ${where.sql}
        ORDER BY t.posted_on DESC, t.sequence DESC LIMIT ${String(MINI_STATEMENT_ROWS)}`,
      where.params,
    );
    return rows.map(toRow);
  }

  /** One page of the scope's rows by date and sequence (`offset` zero-based, `limit` rows). */
  async page(
    scope: StatementScope,
    ascending: boolean,
    offset: number,
    limit: number,
  ): Promise<StatementRow[]> {
    const where = scopeWhere(scope);
    const order = ascending ? "ASC" : "DESC";
    const rows = await this.db.query<DbRow>(
      `SELECT ${ROW_COLUMNS} FROM transactions t WHERE ${where.sql}
        ORDER BY t.posted_on ${order}, t.sequence ${order} LIMIT $9 OFFSET $10`,
      [...where.params, limit, offset],
    );
    return rows.map(toRow);
  }

  /**
   * Every row of the scope in ascending order, read in batches of `batchRows` with keyset pagination
   * on (date, sequence), so a long statement is never held in memory at once.
   */
  async *batches(
    scope: StatementScope,
    batchRows = STATEMENT_BATCH_ROWS,
  ): AsyncGenerator<readonly StatementRow[]> {
    const where = scopeWhere(scope);
    let after: { date: string; sequence: number } | null = null;
    for (;;) {
      const rows: DbRow[] = await this.db.query<DbRow>(
        `SELECT ${ROW_COLUMNS} FROM transactions t WHERE ${where.sql}
           AND ($9::date IS NULL OR (t.posted_on, t.sequence) > ($9::date, $10::int))
         ORDER BY t.posted_on ASC, t.sequence ASC LIMIT $11`,
        [...where.params, after?.date ?? null, after?.sequence ?? 0, batchRows],
      );
      if (rows.length === 0) return;
      yield rows.map(toRow);
      const last = rows[rows.length - 1] as DbRow;
      after = { date: last.posted_on, sequence: last.sequence };
      if (rows.length < batchRows) return;
    }
  }

  /** How many rows the scope selects (all of them, also for a mini statement) and their debit and credit totals. */
  async totals(scope: StatementScope): Promise<{ count: number; debits: Paise; credits: Paise }> {
    const where = scopeWhere(scope);
    const totals = await this.db.query<{ n: number; debits: string; credits: string }>(
      `SELECT COUNT(*)::int AS n,
              COALESCE(SUM(t.amount_paise) FILTER (WHERE t.direction = 'DR'), 0)::text AS debits,
              COALESCE(SUM(t.amount_paise) FILTER (WHERE t.direction = 'CR'), 0)::text AS credits
         FROM transactions t WHERE ${where.sql}`,
      where.params,
    );
    const row = totals[0];
    return { count: row?.n ?? 0, debits: BigInt(row?.debits ?? 0), credits: BigInt(row?.credits ?? 0) };
  }

  /** The account's balance after its last row before `date` (null: no row before it). */
  async balanceBefore(accountNumber: string, date: string): Promise<Paise | null> {
    const rows = await this.db.query<{ balance: string }>(
      `SELECT t.balance_after_paise::text AS balance FROM transactions t
        WHERE t.account_number = $1 AND t.posted_on < $2::date
        ORDER BY t.posted_on DESC, t.sequence DESC LIMIT 1`,
      [accountNumber, date],
    );
    return rows[0] === undefined ? null : BigInt(rows[0].balance);
  }

  /** The account's balance after its last row up to and including `date` (null: no row by then). */
  async balanceAtEndOf(accountNumber: string, date: string): Promise<Paise | null> {
    const rows = await this.db.query<{ balance: string }>(
      `SELECT t.balance_after_paise::text AS balance FROM transactions t
        WHERE t.account_number = $1 AND t.posted_on <= $2::date
        ORDER BY t.posted_on DESC, t.sequence DESC LIMIT 1`,
      [accountNumber, date],
    );
    return rows[0] === undefined ? null : BigInt(rows[0].balance);
  }

  /** The account's balance before its first row (null: the account has no rows). */
  async balanceBeforeFirstRow(accountNumber: string): Promise<Paise | null> {
    const rows = await this.db.query<{ balance: string }>(
      `SELECT (t.balance_after_paise - CASE WHEN t.direction = 'CR' THEN t.amount_paise ELSE -t.amount_paise END)::text AS balance
         FROM transactions t WHERE t.account_number = $1
        ORDER BY t.posted_on ASC, t.sequence ASC LIMIT 1`,
      [accountNumber],
    );
    return rows[0] === undefined ? null : BigInt(rows[0].balance);
  }

  /** The interest credited and the TDS debited between two dates, both included. */
  async interestAndTds(
    accountNumber: string,
    from: string,
    to: string,
  ): Promise<{ readonly interest: Paise; readonly tds: Paise }> {
    const sums = await this.db.query<{ interest: string; tds: string }>(
      `SELECT COALESCE(SUM(amount_paise) FILTER (WHERE direction = 'CR' AND category = 'INTEREST'), 0)::text AS interest,
              COALESCE(SUM(amount_paise) FILTER (WHERE direction = 'DR' AND description ILIKE 'TDS%'), 0)::text AS tds
         FROM transactions
        WHERE account_number = $1 AND posted_on BETWEEN $2::date AND $3::date`,
      [accountNumber, from, to],
    );
    return { interest: BigInt(sums[0]?.interest ?? 0), tds: BigInt(sums[0]?.tds ?? 0) };
  }

  /**
   * The branch of the account and its primary holder: name with title, customer id, postal address
   * and PAN (null: none registered); null when there is no such account.
   */
  async parties(accountNumber: string): Promise<StatementParties | null> {
    const rows = await this.db.query<
      StatementBranch & {
        holder: string | null;
        customer_id: string | null;
        address3: string | null;
        address4: string | null;
        pan: string | null;
      }
    >(
      `SELECT b.name, b.address2, b.address3, b.ifsc,
              concat_ws(' ', c.prefix, c.first_name, c.last_name) AS holder,
              c.id AS customer_id, c.address3 AS address3, c.address4 AS address4, c.pan
         FROM accounts a JOIN branches b ON b.code = a.branch_code
         LEFT JOIN LATERAL (
           SELECT c.* FROM account_holders h JOIN customers c ON c.id = h.customer_id
            WHERE h.account_number = a.account_number
            ORDER BY (h.role = 'primary') DESC, h.position LIMIT 1) c ON TRUE
        WHERE a.account_number = $1`,
      [accountNumber],
    );
    const row = rows[0];
    if (row === undefined) return null;
    return {
      branch: { name: row.name, address2: row.address2, address3: row.address3, ifsc: row.ifsc },
      holder: row.holder ?? "",
      customerId: row.customer_id ?? "",
      address: [row.address3, row.address4].filter((line): line is string => line !== null && line !== ""),
      pan: row.pan,
    };
  }
}

/** The parties printed on a statement or certificate: the branch and the primary holder. */
export interface StatementParties {
  readonly branch: StatementBranch;
  /** Title and name ("Ms. Asha Verma"). */
  readonly holder: string;
  /** The customer id (CIF) of the primary holder. */
  readonly customerId: string;
  /** The holder's postal address, line by line. */
  readonly address: readonly string[];
  /** The holder's PAN, or null when none is registered. */
  readonly pan: string | null;
}
