import { Result } from "effect";
import { compareIsoDates, shiftIsoDate } from "../dates/CalendarMath";
import { isWithinWindow, scheduledModificationWindow } from "../dates/DateWindow";
import type { FrequencyCode } from "./Frequency";

/** Why a modified next-payment date is refused (stable codes). */
export type NextPaymentDateError = "SCHEDULE.NEXT_DATE_BEFORE_START" | "SCHEDULE.NEXT_DATE_AFTER_MAX";

/**
 * Validates the next payment date of a modification (spec 001 section 5): not before the start date
 * ("Next Payment Date cannot be lesser than Start Date") and not after the start date + 6 months for
 * a one-off, + 1 year for a recurring instruction (the window of `scheduledModificationWindow`).
 */
export function validateNextPaymentDate(
  nextPaymentDate: string,
  startDate: string,
  recurring: boolean,
): Result.Result<string, NextPaymentDateError> {
  if (compareIsoDates(nextPaymentDate, startDate) < 0) return Result.fail("SCHEDULE.NEXT_DATE_BEFORE_START");
  if (!isWithinWindow(nextPaymentDate, scheduledModificationWindow(startDate, recurring))) {
    return Result.fail("SCHEDULE.NEXT_DATE_AFTER_MAX");
  }
  return Result.succeed(nextPaymentDate);
}

// Each frequency as a calendar step; month steps are counted from the start date, so a payment
// on the 31st falls on the last day of shorter months and returns to the 31st afterwards.
const STEP: Readonly<Record<FrequencyCode, { readonly days?: number; readonly months?: number }>> = {
  DA: { days: 1 },
  WA: { days: 7 },
  FN: { days: 14 },
  MA: { months: 1 },
  QA: { months: 3 },
  HY: { months: 6 },
  YA: { months: 12 },
};

/** The date of instalment `index` (0 = the start date) of a schedule starting on `startDate`. */
export function instalmentDate(startDate: string, frequency: FrequencyCode, index: number): string {
  const step = STEP[frequency];
  return shiftIsoDate(startDate, { days: (step.days ?? 0) * index, months: (step.months ?? 0) * index });
}

/** The dates of all `count` instalments from `startDate` at `frequency`, first the start date. */
export function instalmentDates(
  startDate: string,
  frequency: FrequencyCode,
  count: number,
): readonly string[] {
  return Array.from({ length: Math.max(0, Math.trunc(count)) }, (_, index) =>
    instalmentDate(startDate, frequency, index),
  );
}

/** The first instalment date strictly after `afterDate`, or null when all `count` have passed. */
export function nextInstalmentDate(
  startDate: string,
  frequency: FrequencyCode,
  count: number,
  afterDate: string,
): string | null {
  return (
    instalmentDates(startDate, frequency, count).find((date) => compareIsoDates(date, afterDate) > 0) ?? null
  );
}
