import { addDays } from "../kernel/clock";

/**
 * The bank's working days (RBI's calendar for clearing): every day but Sundays, the second and
 * fourth Saturdays of the month, and the configured bank holidays.
 */

/** Whether `date` (yyyy-MM-dd) is a working day of the bank. */
export function isWorkingDay(date: string, holidays: readonly string[] = []): boolean {
  const day = new Date(`${date}T00:00:00Z`);
  const weekday = day.getUTCDay();
  if (weekday === 0) return false;
  if (weekday === 6) {
    const nth = Math.floor((day.getUTCDate() - 1) / 7) + 1;
    if (nth === 2 || nth === 4) return false;
  }
  return !holidays.includes(date);
}

/** The first working day after `date` (yyyy-MM-dd). */
export function nextWorkingDay(date: string, holidays: readonly string[] = []): string {
  let next = addDays(date, 1);
  while (!isWorkingDay(next, holidays)) next = addDays(next, 1);
  return next;
}
