import { compareIsoDates, shiftIsoDate } from "./CalendarMath";
import { financialYear, previousFinancialYear } from "./FinancialYear";

/** The statement types of spec 000 section 9. */
export type StatementPeriodType =
  "MINI" | "ONE_MONTH" | "SIX_MONTHS" | "CURRENT_YEAR" | "PREVIOUS_YEAR" | "DATE_RANGE";

/** Every statement type in the order the form offers them (spec 000 section 9). */
export const STATEMENT_PERIOD_TYPES: readonly StatementPeriodType[] = [
  "MINI",
  "ONE_MONTH",
  "SIX_MONTHS",
  "CURRENT_YEAR",
  "PREVIOUS_YEAR",
  "DATE_RANGE",
];

/** Rows of a mini statement (spec 000 section 9). */
export const MINI_STATEMENT_ROWS = 5;

/** What a statement type asks for: the last rows, a fixed date range, or dates the customer chooses. */
export type StatementPeriod =
  | { readonly kind: "LAST_ROWS"; readonly rows: number }
  | { readonly kind: "DATES"; readonly from: string; readonly to: string }
  | { readonly kind: "CHOSEN_DATES" };

/**
 * The period of a statement type relative to the application date (spec 000 sections 4 and 9):
 * mini = the last 5 rows; one month and six months end on the application date and start the same
 * day one or six months earlier (the last day of a shorter month); current year = 1 April of the
 * current financial year to the application date; previous year = the whole previous financial
 * year; date range = chosen by the customer (see statementDateLimits).
 */
export function statementPeriod(type: StatementPeriodType, appDate: string): StatementPeriod {
  switch (type) {
    case "MINI":
      return { kind: "LAST_ROWS", rows: MINI_STATEMENT_ROWS };
    case "ONE_MONTH":
      return { kind: "DATES", from: shiftIsoDate(appDate, { months: -1 }), to: appDate };
    case "SIX_MONTHS":
      return { kind: "DATES", from: shiftIsoDate(appDate, { months: -6 }), to: appDate };
    case "CURRENT_YEAR":
      return { kind: "DATES", from: financialYear(appDate).start, to: appDate };
    case "PREVIOUS_YEAR": {
      const previous = previousFinancialYear(appDate);
      return { kind: "DATES", from: previous.start, to: previous.end };
    }
    case "DATE_RANGE":
      return { kind: "CHOSEN_DATES" };
  }
}

/**
 * The date a statement's predefined periods are counted back from: the application date, or the
 * closing date of an account closed before it. Nothing is posted to a closed account after it
 * closes, so a closed account's "last six months" (the one period its statement offers, spec 000
 * section 4) are the six months up to its closing, not six months back from today.
 */
export function statementPeriodEnd(appDate: string, closedOn: string | null): string {
  return closedOn !== null && compareIsoDates(closedOn, appDate) < 0 ? closedOn : appDate;
}
