import { Result } from "effect";
import { type DateWindow, toCalendarDate, isInWindow } from "./DateWindow";
import type { FrequencyCode } from "./Frequency";

/** How far ahead a one-off scheduled payment may be dated (spec 001 sections 5 and 9). */
export const SCHEDULE_HORIZON_MONTHS = 6;
/** How far ahead a standing instruction may start (spec 001 sections 5 and 9). */
export const STANDING_INSTRUCTION_HORIZON_YEARS = 1;

/** Dates of a one-off scheduled payment: the day after `today` to `today` + 6 months (spec 001 section 5). */
export function scheduleDateWindow(today: string): DateWindow {
  const date = toCalendarDate(today);
  return {
    min: date.add({ days: 1 }).toString(),
    max: date.add({ months: SCHEDULE_HORIZON_MONTHS }).toString(),
  };
}

/** Dates of a standing instruction: the day after `today` to `today` + 1 year (spec 001 section 5). */
export function standingInstructionDateWindow(today: string): DateWindow {
  const date = toCalendarDate(today);
  return {
    min: date.add({ days: 1 }).toString(),
    max: date.add({ years: STANDING_INSTRUCTION_HORIZON_YEARS }).toString(),
  };
}

/**
 * The latest next-payment date when a scheduled transaction is modified (spec 001 section 5): the
 * start date + 6 months for a one-off, + 1 year for a recurring instruction.
 */
export function modificationMaxDate(startDate: string, recurring: boolean): string {
  const start = toCalendarDate(startDate);
  return (recurring ? start.add({ years: 1 }) : start.add({ months: SCHEDULE_HORIZON_MONTHS })).toString();
}

/** Why a modified next-payment date is refused (stable codes). */
export type NextPaymentDateError = "SCHEDULE.NEXT_DATE_BEFORE_START" | "SCHEDULE.NEXT_DATE_AFTER_MAX";

/**
 * Validates the next payment date of a modification (spec 001 section 5): not before the start date
 * ("Next Payment Date cannot be lesser than Start Date") and not after {@link modificationMaxDate}.
 */
export function validateNextPaymentDate(
  nextPaymentDate: string,
  startDate: string,
  recurring: boolean,
): Result.Result<string, NextPaymentDateError> {
  if (toCalendarDate(nextPaymentDate).compare(toCalendarDate(startDate)) < 0) {
    return Result.fail("SCHEDULE.NEXT_DATE_BEFORE_START");
  }
  if (!isInWindow(nextPaymentDate, { min: startDate, max: modificationMaxDate(startDate, recurring) })) {
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
  return toCalendarDate(startDate)
    .add({ days: (step.days ?? 0) * index, months: (step.months ?? 0) * index })
    .toString();
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
  const after = toCalendarDate(afterDate);
  return (
    instalmentDates(startDate, frequency, count).find((date) => toCalendarDate(date).compare(after) > 0) ??
    null
  );
}
