import { type CalendarDate, parseDate } from "@internationalized/date";
import { isIsoDate } from "../dates/AppDate";

/** An inclusive range of allowed dates, both yyyy-MM-dd. */
export interface DateWindow {
  readonly min: string;
  readonly max: string;
}

/** Reads a yyyy-MM-dd date; throws a RangeError when it is not a real calendar date. */
export function toCalendarDate(isoDate: string): CalendarDate {
  if (!isIsoDate(isoDate)) throw new RangeError(`Not a calendar date in yyyy-MM-dd: "${isoDate}".`);
  return parseDate(isoDate);
}

/** Whether `isoDate` lies inside `window`, both ends included (all yyyy-MM-dd). */
export function isInWindow(isoDate: string, window: DateWindow): boolean {
  const date = toCalendarDate(isoDate);
  return date.compare(toCalendarDate(window.min)) >= 0 && date.compare(toCalendarDate(window.max)) <= 0;
}

/** The earlier of two yyyy-MM-dd dates. */
export function earlierDate(a: string, b: string): string {
  return toCalendarDate(a).compare(toCalendarDate(b)) <= 0 ? a : b;
}

/** A window narrowed so that it ends no later than `cap` (yyyy-MM-dd), when a cap is given. */
export function capWindow(window: DateWindow, cap: string | undefined): DateWindow {
  return cap === undefined ? window : { min: window.min, max: earlierDate(window.max, cap) };
}
