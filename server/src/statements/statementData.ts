import type { StatementRequest, StatementRow } from "../../../src/adapters/rib/contract/statements";
import { compareIsoDates } from "../../../src/domain/dates/CalendarMath";
import {
  statementPeriod,
  statementPeriodEnd,
  MINI_STATEMENT_ROWS,
} from "../../../src/domain/dates/StatementPeriod";
import { ENQUIRY_DEBIT_TYPE, searchFilterErrors } from "../../../src/domain/enquiry/EnquiryFilter";
import { isIsoDate } from "../../../src/domain/dates/AppDate";
import { paiseFromNumber } from "../../../src/domain/money/Money";
import type { OwnedAccount } from "../accounts/ownership";
import type { Queryable } from "../db/Database";
import { invalidRequest } from "../http/ApiError";

/** Rows read from the database per query while a download is written (keyset pagination). */
export const STATEMENT_BATCH_ROWS = 1000;

/** The rows a statement selects: account, period (both ends included) and the optional filters. */
export interface StatementScope {
  readonly accountNumber: string;
  readonly from: string;
  readonly to: string;
  readonly fromAmount: number | null;
  readonly toAmount: number | null;
  readonly fromCheque: string | null;
  readonly toCheque: string | null;
  readonly direction: "DR" | "CR" | null;
  /** The mini statement: only the last rows of the account. */
  readonly mini: boolean;
}

/** The figures of a whole statement (not only one page). */
export interface StatementSummary {
  readonly rowCount: number;
  readonly debitTotal: number;
  readonly creditTotal: number;
  /** The account's balance before the first day of the period. */
  readonly openingBalance: number;
  /** The account's balance at the end of the last day of the period. */
  readonly closingBalance: number;
}

/** A `yyyy-MM-dd` date of the request, or 400 naming the field. */
function requestDate(value: string, field: string): string {
  if (!isIsoDate(value)) throw invalidRequest(`${field}: ${value} is not a valid date (yyyy-MM-dd).`);
  return value;
}

/** A paise amount filter, or 400 naming the field when it is negative. */
function amountFilter(value: number | null, field: string): number | null {
  if (value !== null && value < 0) {
    throw invalidRequest(`${field}: the amount must be a whole number of paise, not negative.`);
  }
  return value;
}

/**
 * Works out the rows a statement request selects (spec 000 sections 4, 5 and 9): the period of the
 * statement type from the domain's `statementPeriod`, counted back from the application date or a
 * closed account's closing date (`statementPeriodEnd`); the date range
 * needs both dates, not in the wrong order and not after the application date; the filters are
 * checked with the domain's `searchFilterErrors`. Throws 400 `REQUEST.INVALID` naming the field.
 */
export function statementScope(
  request: StatementRequest,
  account: Pick<OwnedAccount, "account_number" | "opened_on" | "closed_on">,
  appDate: string,
): StatementScope {
  const fromAmount = amountFilter(request.fromAmount, "fromAmount");
  const toAmount = amountFilter(request.toAmount, "toAmount");
  const errors = searchFilterErrors({
    fromAmount: fromAmount === null ? null : paiseFromNumber(fromAmount),
    toAmount: toAmount === null ? null : paiseFromNumber(toAmount),
    fromCheque: request.fromCheckNumber,
    toCheque: request.toCheckNumber,
  });
  if (errors.includes("FILTER.TO_AMOUNT_BELOW_FROM")) {
    throw invalidRequest("toAmount: the to amount cannot be less than the from amount.");
  }
  if (errors.includes("FILTER.TO_CHEQUE_BELOW_FROM")) {
    throw invalidRequest("toCheckNumber: the to cheque number cannot be less than the from cheque number.");
  }
  // A closed account's predefined periods end on its closing date (the domain's statementPeriodEnd).
  const period = statementPeriod(request.stmtType, statementPeriodEnd(appDate, account.closed_on));
  let from: string;
  let to: string;
  if (period.kind === "DATES") {
    from = period.from;
    to = period.to;
  } else if (period.kind === "LAST_ROWS") {
    from = account.opened_on;
    to = appDate;
  } else {
    if (request.fromDate === null)
      throw invalidRequest("fromDate: the from date is required for a date range.");
    if (request.toDate === null) throw invalidRequest("toDate: the to date is required for a date range.");
    from = requestDate(request.fromDate, "fromDate");
    to = requestDate(request.toDate, "toDate");
    if (compareIsoDates(to, appDate) > 0) {
      throw invalidRequest("toDate: the to date cannot be after today's date.");
    }
    if (compareIsoDates(from, to) > 0) {
      throw invalidRequest("fromDate: the from date cannot be after the to date.");
    }
  }
  const direction = request.type === null ? null : request.type === ENQUIRY_DEBIT_TYPE ? "DR" : "CR";
  return {
    accountNumber: account.account_number,
    from,
    to,
    fromAmount,
    toAmount,
    fromCheque: request.fromCheckNumber,
    toCheque: request.toCheckNumber,
    direction,
    mini: period.kind === "LAST_ROWS",
  };
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
    amount: Number(row.amount_paise),
    balance: Number(row.balance_after_paise),
  };
}

/** The rows of a mini statement: the last five of the scope, newest first. */
async function miniRows(db: Queryable, scope: StatementScope): Promise<StatementRow[]> {
  const where = scopeWhere(scope);
  const rows = await db.query<DbRow>(
    `SELECT ${ROW_COLUMNS} FROM transactions t WHERE ${where.sql}
      ORDER BY t.posted_on DESC, t.sequence DESC LIMIT ${String(MINI_STATEMENT_ROWS)}`,
    where.params,
  );
  return rows.map(toRow);
}

/**
 * One page of the statement rows in the requested order (`beginValue` zero-based, `totalrows`
 * rows); the mini statement is always its last five rows, newest first.
 */
export async function statementPage(
  db: Queryable,
  scope: StatementScope,
  ascending: boolean,
  beginValue: number,
  totalRows: number,
): Promise<StatementRow[]> {
  if (scope.mini) return miniRows(db, scope);
  const where = scopeWhere(scope);
  const order = ascending ? "ASC" : "DESC";
  const rows = await db.query<DbRow>(
    `SELECT ${ROW_COLUMNS} FROM transactions t WHERE ${where.sql}
      ORDER BY t.posted_on ${order}, t.sequence ${order} LIMIT $9 OFFSET $10`,
    [...where.params, totalRows, beginValue],
  );
  return rows.map(toRow);
}

/**
 * Every row of the scope in ascending order, read in batches of `batchRows` with keyset pagination
 * on (date, sequence), so a long statement is never held in memory at once.
 */
export async function* statementBatches(
  db: Queryable,
  scope: StatementScope,
  batchRows = STATEMENT_BATCH_ROWS,
): AsyncGenerator<readonly StatementRow[]> {
  const where = scopeWhere(scope);
  let after: { date: string; sequence: number } | null = null;
  for (;;) {
    const rows: DbRow[] = await db.query<DbRow>(
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

/**
 * The counts and balances of a whole statement: rows and totals of the selected rows (after the
 * filters); opening and closing balances of the account around the period (the filters do not
 * change them), so opening + credits - debits = closing when no filter is set.
 */
export async function statementSummary(
  db: Queryable,
  scope: StatementScope,
  account: Pick<OwnedAccount, "balance_paise">,
): Promise<StatementSummary> {
  const where = scopeWhere(scope);
  const totals = await db.query<{ n: number; debits: string; credits: string }>(
    `SELECT COUNT(*)::int AS n,
            COALESCE(SUM(t.amount_paise) FILTER (WHERE t.direction = 'DR'), 0)::text AS debits,
            COALESCE(SUM(t.amount_paise) FILTER (WHERE t.direction = 'CR'), 0)::text AS credits
       FROM transactions t WHERE ${where.sql}`,
    where.params,
  );
  const before = await db.query<{ balance: string }>(
    `SELECT t.balance_after_paise::text AS balance FROM transactions t
      WHERE t.account_number = $1 AND t.posted_on < $2::date
      ORDER BY t.posted_on DESC, t.sequence DESC LIMIT 1`,
    [scope.accountNumber, scope.from],
  );
  const upToEnd = await db.query<{ balance: string }>(
    `SELECT t.balance_after_paise::text AS balance FROM transactions t
      WHERE t.account_number = $1 AND t.posted_on <= $2::date
      ORDER BY t.posted_on DESC, t.sequence DESC LIMIT 1`,
    [scope.accountNumber, scope.to],
  );
  // With no row before the period, the balance before the first row of the account (or, with no
  // row at all, today's balance).
  const first = await db.query<{ balance: string }>(
    `SELECT (t.balance_after_paise - CASE WHEN t.direction = 'CR' THEN t.amount_paise ELSE -t.amount_paise END)::text AS balance
       FROM transactions t WHERE t.account_number = $1
      ORDER BY t.posted_on ASC, t.sequence ASC LIMIT 1`,
    [scope.accountNumber],
  );
  const beforeAll = Number(first[0]?.balance ?? account.balance_paise);
  const openingBalance = before[0] === undefined ? beforeAll : Number(before[0].balance);
  const closingBalance = upToEnd[0] === undefined ? beforeAll : Number(upToEnd[0].balance);
  const row = totals[0];
  return {
    rowCount: scope.mini ? Math.min(row?.n ?? 0, MINI_STATEMENT_ROWS) : (row?.n ?? 0),
    debitTotal: Number(row?.debits ?? 0),
    creditTotal: Number(row?.credits ?? 0),
    openingBalance,
    closingBalance,
  };
}
