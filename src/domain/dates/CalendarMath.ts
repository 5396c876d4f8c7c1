import { CalendarDate, parseDate } from "@internationalized/date";
import { isIsoDate } from "./AppDate";

/** Reads a payload date (yyyy-MM-dd) as a CalendarDate; throws a RangeError when it is not a real date. */
export function toCalendarDate(isoDate: string): CalendarDate {
  if (!isIsoDate(isoDate)) throw new RangeError(`Not a calendar date in yyyy-MM-dd: "${isoDate}".`);
  return parseDate(isoDate);
}

/** Moves a payload date by days, months or years; a day past the month's end becomes its last day (31 Aug + 6 months = 28 or 29 Feb). */
export function shiftIsoDate(
  isoDate: string,
  by: { days?: number; months?: number; years?: number },
): string {
  return toCalendarDate(isoDate).add(by).toString();
}

/** Compares two payload dates: negative when `a` is earlier, 0 on the same day, positive when later. */
export function compareIsoDates(a: string, b: string): number {
  return toCalendarDate(a).compare(toCalendarDate(b));
}

/** The earlier of two payload dates. */
export function minIsoDate(a: string, b: string): string {
  return compareIsoDates(a, b) <= 0 ? a : b;
}
