import { getDayOfWeek } from "@internationalized/date";
import { shiftIsoDate, toCalendarDate } from "./CalendarMath";

/**
 * The bank's working days (RBI's clearing calendar; the spec leaves it "not shown"): every day but
 * Sundays, the second and fourth Saturdays of the month, and the bank holidays the bank configures.
 * A NEFT confirmed after the cut-off takes the next working day as its value date.
 */

const SUNDAY = 0;
const SATURDAY = 6;

/**
 * Whether `isoDate` (yyyy-MM-dd) is a working day of the bank: not a Sunday, not the second or
 * fourth Saturday of its month, not one of `holidays` (yyyy-MM-dd). Throws a RangeError when
 * `isoDate` is not a real date.
 */
export function isBankWorkingDay(isoDate: string, holidays: readonly string[] = []): boolean {
  const date = toCalendarDate(isoDate);
  // Counted from Sunday whatever a locale's week start, so the rule never depends on a language.
  const weekday = getDayOfWeek(date, "en-IN", "sun");
  if (weekday === SUNDAY) return false;
  if (weekday === SATURDAY) {
    const nth = Math.floor((date.day - 1) / 7) + 1;
    if (nth === 2 || nth === 4) return false;
  }
  return !holidays.includes(isoDate);
}

/** The first working day of the bank after `isoDate` (yyyy-MM-dd; see {@link isBankWorkingDay}). */
export function nextBankWorkingDay(isoDate: string, holidays: readonly string[] = []): string {
  let next = shiftIsoDate(isoDate, { days: 1 });
  while (!isBankWorkingDay(next, holidays)) next = shiftIsoDate(next, { days: 1 });
  return next;
}
