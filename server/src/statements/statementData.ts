import type { StatementRequest, StatementRow } from "../../../src/adapters/rib/contract/statements";
import { compareIsoDates } from "../../../src/domain/dates/CalendarMath";
import {
  statementPeriod,
  statementPeriodEnd,
  MINI_STATEMENT_ROWS,
} from "../../../src/domain/dates/StatementPeriod";
import { ENQUIRY_DEBIT_TYPE, searchFilterErrors } from "../../../src/domain/enquiry/EnquiryFilter";
import { isIsoDate } from "../../../src/domain/dates/AppDate";
import type { Paise } from "../../../src/domain/money/Money";
import type { OwnedAccount } from "../kernel/accounts/ownership";
import type { Queryable } from "../kernel/db/Database";
import { invalidRequest } from "../kernel/http/ApiError";
import { STATEMENT_BATCH_ROWS, StatementRepository, type StatementScope } from "./StatementRepository";

/** The batch size of downloads and the rows a statement selects (declared in `StatementRepository`). */
export { STATEMENT_BATCH_ROWS, type StatementScope };

/** The figures of a whole statement (not only one page). */
export interface StatementSummary {
  readonly rowCount: number;
  readonly debitTotal: Paise;
  readonly creditTotal: Paise;
  /** The account's balance before the first day of the period. */
  readonly openingBalance: Paise;
  /** The account's balance at the end of the last day of the period. */
  readonly closingBalance: Paise;
}

/** A `yyyy-MM-dd` date of the request, or 400 naming the field. */
function requestDate(value: string, field: string): string {
  if (!isIsoDate(value)) throw invalidRequest(`${field}: ${value} is not a valid date (yyyy-MM-dd).`);
  return value;
}

/** An amount filter, or 400 naming the field when it is negative. */
function amountFilter(value: Paise | null, field: string): Paise | null {
  if (value !== null && value < 0n) {
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
    fromAmount,
    toAmount,
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

/**
 * One page of the statement rows in the requested order (`beginValue` zero-based, `totalrows`
 * rows); the mini statement is always its last five rows, newest first.
 */
export async function statementPage(
  statements: StatementRepository,
  scope: StatementScope,
  ascending: boolean,
  beginValue: number,
  totalRows: number,
): Promise<StatementRow[]> {
  if (scope.mini) return statements.miniRows(scope);
  return statements.page(scope, ascending, beginValue, totalRows);
}

/**
 * Every row of the scope in ascending order, read in batches of `batchRows` with keyset pagination
 * on (date, sequence), so a long statement is never held in memory at once.
 */
export function statementBatches(
  db: Queryable,
  scope: StatementScope,
  batchRows = STATEMENT_BATCH_ROWS,
): AsyncGenerator<readonly StatementRow[]> {
  return new StatementRepository(db).batches(scope, batchRows);
}

/**
 * The counts and balances of a whole statement: rows and totals of the selected rows (after the
 * filters); opening and closing balances of the account around the period (the filters do not
 * change them), so opening + credits - debits = closing when no filter is set.
 */
export async function statementSummary(
  statements: StatementRepository,
  scope: StatementScope,
  account: Pick<OwnedAccount, "balance_paise">,
): Promise<StatementSummary> {
  const totals = await statements.totals(scope);
  const before = await statements.balanceBefore(scope.accountNumber, scope.from);
  const upToEnd = await statements.balanceAtEndOf(scope.accountNumber, scope.to);
  // With no row before the period, the balance before the first row of the account (or, with no
  // row at all, today's balance).
  const beforeAll =
    (await statements.balanceBeforeFirstRow(scope.accountNumber)) ?? BigInt(account.balance_paise);
  return {
    rowCount: scope.mini ? Math.min(totals.count, MINI_STATEMENT_ROWS) : totals.count,
    debitTotal: totals.debits,
    creditTotal: totals.credits,
    openingBalance: before ?? beforeAll,
    closingBalance: upToEnd ?? beforeAll,
  };
}
