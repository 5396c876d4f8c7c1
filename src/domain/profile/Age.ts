import { isIsoDate } from "../dates/AppDate";

/** The age from which a person is not a minor (spec 002 section 9: nominee adult age 18). */
export const ADULT_AGE = 18;

/**
 * Completed years from `dobIso` to `todayIso` (both yyyy-MM-dd; today is the application date):
 * the birthday counts on its day, and a 29 February birthday counts on 1 March in other years.
 * Negative when the birth date is after today (spec 002 section 5 makes that an error). Null when
 * either date is not a real date.
 */
export function ageInYears(dobIso: string, todayIso: string): number | null {
  if (!isIsoDate(dobIso) || !isIsoDate(todayIso)) return null;
  const [by, bm, bd] = dobIso.split("-").map(Number) as [number, number, number];
  const [ty, tm, td] = todayIso.split("-").map(Number) as [number, number, number];
  const beforeBirthday = tm < bm || (tm === bm && td < bd);
  return ty - by - (beforeBirthday ? 1 : 0);
}

/** Whether a person of `age` completed years is a minor: below 18 (spec 002 sections 5 and 9). */
export function isMinorAge(age: number): boolean {
  return age < ADULT_AGE;
}
