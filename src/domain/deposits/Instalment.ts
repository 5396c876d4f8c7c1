/** The recurring-deposit instalment days 1 to 31 (spec 002 section 9). */
export const INSTALMENT_DAYS: readonly number[] = Array.from({ length: 31 }, (_, i) => i + 1);

/** The recurring-deposit schedule code sent as scheduledDepositFrequency (spec 002 section 9). */
export const RD_SCHEDULE_CODE = "1MAE";

/**
 * An instalment day with its English suffix (spec 002 section 9): 1, 21, 31 take "st"; 2, 22 "nd";
 * 3, 23 "rd"; every other day "th" (so 11th, 12th, 13th).
 */
export function dayWithSuffix(day: number): string {
  if (day === 1 || day === 21 || day === 31) return `${day}st`;
  if (day === 2 || day === 22) return `${day}nd`;
  if (day === 3 || day === 23) return `${day}rd`;
  return `${day}th`;
}

/** Whether a day is an offered instalment day (a whole number 1 to 31, spec 002 section 9). */
export function isValidInstalmentDay(day: number): boolean {
  return INSTALMENT_DAYS.includes(day);
}
