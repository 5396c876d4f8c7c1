import { Result } from "effect";

/** A schedule frequency code (spec 001 sections 3 and 9): daily, weekly, fortnightly, monthly, quarterly, half-yearly, yearly. */
export type FrequencyCode = "DA" | "WA" | "FN" | "MA" | "QA" | "HY" | "YA";

/** Every frequency code, shortest interval first. */
export const FREQUENCY_CODES: readonly FrequencyCode[] = ["DA", "WA", "FN", "MA", "QA", "HY", "YA"];

/** The English name of each frequency (spec 001 section 9); the UI shows its own translation. */
export const FREQUENCY_NAMES: Readonly<Record<FrequencyCode, string>> = {
  DA: "Daily",
  WA: "Weekly",
  FN: "Fortnightly",
  MA: "Monthly",
  QA: "Quarterly",
  HY: "Half Yearly",
  YA: "Yearly",
};

// spec 001 section 9: maximum instalments by frequency
const MAX_INSTALMENTS: Readonly<Record<FrequencyCode, number>> = {
  DA: 3653,
  WA: 522,
  FN: 242,
  MA: 120,
  QA: 40,
  HY: 20,
  YA: 10,
};

/** The fewest instalments of a recurring payment (spec 001 sections 5 and 9). */
export const MIN_INSTALMENTS = 2;

/** Whether `code` is one of the frequency codes. */
export function isFrequencyCode(code: string): code is FrequencyCode {
  return (FREQUENCY_CODES as readonly string[]).includes(code);
}

/** The most instalments allowed for `frequency` (spec 001 section 9: Daily 3653 ... Yearly 10). */
export function maxInstalments(frequency: FrequencyCode): number {
  return MAX_INSTALMENTS[frequency];
}

/** Why a number of instalments is refused (stable codes). */
export type InstalmentsError =
  "SCHEDULE.INSTALMENTS_INVALID" | "SCHEDULE.INSTALMENTS_TOO_FEW" | "SCHEDULE.INSTALMENTS_TOO_MANY";

/**
 * Validates the number of instalments (spec 001 section 5): a whole number from 2 to the maximum
 * of the frequency, both inclusive.
 */
export function validateInstalments(
  count: number,
  frequency: FrequencyCode,
): Result.Result<number, InstalmentsError> {
  if (!Number.isSafeInteger(count)) return Result.fail("SCHEDULE.INSTALMENTS_INVALID");
  if (count < MIN_INSTALMENTS) return Result.fail("SCHEDULE.INSTALMENTS_TOO_FEW");
  if (count > maxInstalments(frequency)) return Result.fail("SCHEDULE.INSTALMENTS_TOO_MANY");
  return Result.succeed(count);
}
