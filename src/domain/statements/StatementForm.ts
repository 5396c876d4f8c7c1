import type { AccountKind } from "../accounts/AccountGroup";
import { compareIsoDates } from "../dates/CalendarMath";
import type { DateWindow } from "../dates/DateWindow";
import { statementPeriod, type StatementPeriodType } from "../dates/StatementPeriod";

/** The account status choices of the statement form (spec 000 section 4). */
export type StatementStatus = "ACTIVE" | "CLOSED";

/** The status forced by the account type: savings and current accounts are ACTIVE only (spec 000 section 4); null leaves the choice free. */
export function forcedStatementStatus(kind: AccountKind): StatementStatus | null {
  return kind === "savings" || kind === "current" ? "ACTIVE" : null;
}

/** The order and period the form holds. */
export interface StatementChoice {
  readonly sortAscending: boolean;
  readonly periodType: StatementPeriodType;
}

/** Applies the status rule (spec 000 section 4): choosing CLOSED forces ascending order and the six-month option. */
export function applyStatementStatus(status: StatementStatus, choice: StatementChoice): StatementChoice {
  return status === "CLOSED" ? { sortAscending: true, periodType: "SIX_MONTHS" } : choice;
}

/** The message when no account matches the chosen type and status (spec 000 section 5). */
export const NO_ACCOUNTS_MESSAGE = "No accounts available!";

/** Why the date-range dates are refused (stable codes). */
export type StatementDateError =
  "STATEMENT.FROM_DATE_REQUIRED" | "STATEMENT.TO_DATE_REQUIRED" | "STATEMENT.FROM_AFTER_TO";

/** The date-range refusals per field; null where a field is fine. */
export interface StatementDateErrors {
  readonly fromDate: StatementDateError | null;
  readonly toDate: StatementDateError | null;
}

/**
 * Checks the dates of the date-range option (spec 000 section 5): both are required, each flagged
 * separately; when both are present a from-date after the to-date is flagged on the from-date
 * (the spec's date-order check, spec 002 section 5).
 */
export function statementDateErrors(fromDate: string | null, toDate: string | null): StatementDateErrors {
  const from = fromDate === null || fromDate.trim() === "" ? null : fromDate;
  const to = toDate === null || toDate.trim() === "" ? null : toDate;
  const order =
    from !== null && to !== null && compareIsoDates(from, to) > 0 ? "STATEMENT.FROM_AFTER_TO" : null;
  return {
    fromDate: from === null ? "STATEMENT.FROM_DATE_REQUIRED" : order,
    toDate: to === null ? "STATEMENT.TO_DATE_REQUIRED" : null,
  };
}

/** Whether the date-range dates are acceptable. */
export function areStatementDatesValid(fromDate: string | null, toDate: string | null): boolean {
  const errors = statementDateErrors(fromDate, toDate);
  return errors.fromDate === null && errors.toDate === null;
}

/**
 * The picker limits of the date-range option (spec 000 section 5: "the to-date limit is the chosen
 * to-date or the application date"). The product's reading: the from-date may go up to the chosen
 * to-date, or the application date while no to-date is chosen; the to-date may go up to the
 * application date. The spec sets no lower limit.
 */
export function statementDateWindows(
  chosenToDate: string | null,
  appDate: string,
): { readonly from: DateWindow; readonly to: DateWindow } {
  return { from: { min: null, max: chosenToDate ?? appDate }, to: { min: null, max: appDate } };
}

/** The predefined periods that warn about a later opening date (spec 000 section 5). */
export const OPENING_DATE_WARNING_PERIODS: readonly StatementPeriodType[] = [
  "ONE_MONTH",
  "SIX_MONTHS",
  "CURRENT_YEAR",
  "PREVIOUS_YEAR",
];

/**
 * Whether printing shows the opening-date warning (spec 000 section 5): for a predefined period
 * (one month, six months, current year, previous year) when the account opened after the period
 * start. `periodEnd` is the date the period is counted back from (`statementPeriodEnd`: the
 * application date, or a closed account's closing date).
 */
export function showsOpeningDateWarning(
  type: StatementPeriodType,
  openingDate: string,
  periodEnd: string,
): boolean {
  const period = statementPeriod(type, periodEnd);
  return period.kind === "DATES" && compareIsoDates(openingDate, period.from) > 0;
}

/** Whether download is offered: ascending order and not a mini statement (spec 000 section 4). */
export function isDownloadOffered(sortAscending: boolean, type: StatementPeriodType): boolean {
  return sortAscending && type !== "MINI";
}

/** The statement download formats (spec 000 section 9). */
export type DownloadFormat = "PDF" | "EXCEL" | "HTML";

/** The download type codes: PDF 1, Excel 2, HTML 3 (spec 000 section 9). */
export const DOWNLOAD_TYPE_CODES: Readonly<Record<DownloadFormat, 1 | 2 | 3>> = { PDF: 1, EXCEL: 2, HTML: 3 };

/** The file names a download is saved under (spec 000 section 7). */
export const DOWNLOAD_FILE_NAMES: Readonly<Record<DownloadFormat, string>> = {
  PDF: "Statement.pdf",
  EXCEL: "Statement.xls",
  HTML: "Statement.html",
};

/** The last four digits of an account number, which name its files (the whole number stays off file names). */
function lastFour(accountNumber: string): string {
  return accountNumber.slice(-4);
}

/**
 * The name a statement file is saved under: the spec's "Statement" with the account's last four
 * digits and the period, so a customer's downloads of several accounts and periods never overwrite
 * or mix up each other: `Statement-0011-2026-04-01-to-2026-06-30.pdf` (`extension` without the dot).
 */
export function statementFileName(
  accountNumber: string,
  from: string,
  to: string,
  extension: string,
): string {
  return `Statement-${lastFour(accountNumber)}-${from}-to-${to}.${extension}`;
}

/** The name an interest certificate is saved under: `InterestCertificate-0011-FY2025-26.pdf`. */
export function certificateFileName(accountNumber: string, financialYearStart: number): string {
  const next = String((financialYearStart + 1) % 100).padStart(2, "0");
  return `InterestCertificate-${lastFour(accountNumber)}-FY${String(financialYearStart)}-${next}.pdf`;
}

/** Rows per statement page (spec 000 section 9). */
export const STATEMENT_PAGE_SIZE = 10;

/** Whether the statement pager shows: hidden at 10 or fewer rows (spec 000 section 9). */
export function isStatementPagerShown(rowCount: number): boolean {
  return rowCount > STATEMENT_PAGE_SIZE;
}

/** Whether a downloaded file is unusable: a zero-length PDF sets the error flag (spec 000 section 8). */
export function isEmptyDownload(byteLength: number): boolean {
  return byteLength <= 0;
}
