import { toCalendarDate } from "./CalendarMath";

/** A closed range of payload dates (yyyy-MM-dd), both ends included. */
export interface DateRange {
  readonly start: string;
  readonly end: string;
}

/** The month the Indian financial year starts in (spec 000 section 9: 1 April). */
export const FINANCIAL_YEAR_START_MONTH = 4;

/** The financial year (1 April to 31 March, spec 000 section 9) that contains the application date. */
export function financialYear(appDate: string): DateRange {
  const date = toCalendarDate(appDate);
  const startYear = date.month >= FINANCIAL_YEAR_START_MONTH ? date.year : date.year - 1;
  return { start: `${String(startYear)}-04-01`, end: `${String(startYear + 1)}-03-31` };
}

/** The financial year before the one that contains the application date (the "previous year" statement). */
export function previousFinancialYear(appDate: string): DateRange {
  const current = financialYear(appDate);
  const startYear = Number(current.start.slice(0, 4)) - 1;
  return { start: `${String(startYear)}-04-01`, end: `${String(startYear + 1)}-03-31` };
}

/** "2025-26": the name of the financial year that starts on 1 April of `startYear`. */
export function financialYearLabel(startYear: number): string {
  return `${String(startYear)}-${String((startYear + 1) % 100).padStart(2, "0")}`;
}
