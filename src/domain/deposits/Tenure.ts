import { Result } from "effect";

/** A deposit tenure as entered: free years, months and days (spec 002 section 2, deposit opening page one). */
export interface Tenure {
  readonly years: number;
  readonly months: number;
  readonly days: number;
}

/** Days counted per tenure year (spec 002 sections 5 and 9). */
export const DAYS_PER_TENURE_YEAR = 360;
/** Days counted per tenure month (spec 002 sections 5 and 9). */
export const DAYS_PER_TENURE_MONTH = 30;
/** Days a tenure of exactly six months counts as (spec 002 sections 5 and 9). */
export const SIX_MONTHS_TENURE_DAYS = 181;
/** Days per month used when a product term's months are shown as days (spec 002 section 9). */
export const DISPLAY_DAYS_PER_MONTH = 31.417;
/** Largest year choice of the FD tenure (spec 002 section 9: "FD periods up to 10 years"). */
export const FD_MAX_YEARS = 10;
/** Largest month choice of the FD tenure (spec 002 section 9: "12 months"). */
export const FD_MAX_MONTHS = 12;
/** Largest day choice of the FD tenure (spec 002 section 9: "31 days"). */
export const FD_MAX_DAYS = 31;
/** The recurring-deposit month choices (spec 002 section 9: "RD months 0, 3, 6, 9"). */
export const RD_MONTH_CHOICES: readonly number[] = [0, 3, 6, 9];
/** Tenure of a tax-saver deposit in years; it is fixed (spec 002 section 9). */
export const TAX_SAVER_TENURE_YEARS = 5;

/**
 * Tenure in days as the product compares it (spec 002 sections 5 and 9): 360 per year, 30 per month,
 * 1 per day; a tenure of exactly six months (0 years, 6 months, 0 days) counts as 181 days.
 * Any other tenure containing six months (for example 1 year 6 months) is summed plainly.
 */
export function tenureDays(tenure: { years: number; months: number; days: number }): number {
  if (tenure.years === 0 && tenure.months === 6 && tenure.days === 0) return SIX_MONTHS_TENURE_DAYS;
  return tenure.years * DAYS_PER_TENURE_YEAR + tenure.months * DAYS_PER_TENURE_MONTH + tenure.days;
}

/** A product's minimum or maximum term, read from its "days,months" string (spec 002 section 3). */
export interface ProductTerm {
  readonly days: number;
  readonly months: number;
}

/** Reads a product term string "days,months" (spec 002 section 3); null when it is not two whole numbers. */
export function parseProductTerm(term: string): ProductTerm | null {
  const match = /^\s*(\d+)\s*,\s*(\d+)\s*$/.exec(term);
  if (match === null) return null;
  return { days: Number(match[1]), months: Number(match[2]) };
}

/** A product term in tenure days, on the same 30-days-a-month scale as `tenureDays` (spec 002 section 5). */
export function productTermDays(term: ProductTerm): number {
  return term.days + term.months * DAYS_PER_TENURE_MONTH;
}

/** A product term's months shown as days at 31.417 days per month, rounded, plus its days (spec 002 section 9). */
export function productTermDisplayDays(term: ProductTerm): number {
  return Math.round(term.months * DISPLAY_DAYS_PER_MONTH) + term.days;
}

/** A product's maximum shown in whole years (spec 002 section 5: "above the maximum shows the maximum in years"). */
export function productTermYears(term: ProductTerm): number {
  return Math.floor(productTermDays(term) / DAYS_PER_TENURE_YEAR);
}

/** The year choices: 0 up to the largest product maximum in years, never above 10 (spec 002 section 9). */
export function tenureYearChoices(maxTerms: readonly ProductTerm[]): readonly number[] {
  const largest = Math.min(FD_MAX_YEARS, Math.max(0, ...maxTerms.map(productTermYears)));
  return Array.from({ length: largest + 1 }, (_, i) => i);
}

/** The FD month choices 0 to 12 (spec 002 section 9). */
export const FD_MONTH_CHOICES: readonly number[] = Array.from({ length: FD_MAX_MONTHS + 1 }, (_, i) => i);
/** The FD day choices 0 to 31 (spec 002 section 9). */
export const FD_DAY_CHOICES: readonly number[] = Array.from({ length: FD_MAX_DAYS + 1 }, (_, i) => i);

/** Why a tenure is refused (stable codes; the UI maps TOO_SHORT to tenureError and TOO_LONG to the maximum in years). */
export type TenureError = "DEPOSIT.TENURE_INVALID" | "DEPOSIT.TENURE_TOO_SHORT" | "DEPOSIT.TENURE_TOO_LONG";

function isChoice(value: number, max: number): boolean {
  return Number.isInteger(value) && value >= 0 && value <= max;
}

/**
 * Checks a tenure against the product's minimum and maximum terms (spec 002 section 5), both ends
 * allowed. Components must be whole numbers within the FD choices (10 years, 12 months, 31 days).
 * Succeeds with the tenure in days.
 */
export function validateTenure(
  tenure: Tenure,
  minTerm: ProductTerm,
  maxTerm: ProductTerm,
): Result.Result<number, TenureError> {
  if (
    !isChoice(tenure.years, FD_MAX_YEARS) ||
    !isChoice(tenure.months, FD_MAX_MONTHS) ||
    !isChoice(tenure.days, FD_MAX_DAYS)
  ) {
    return Result.fail("DEPOSIT.TENURE_INVALID");
  }
  const days = tenureDays(tenure);
  if (days < productTermDays(minTerm)) return Result.fail("DEPOSIT.TENURE_TOO_SHORT");
  if (days > productTermDays(maxTerm)) return Result.fail("DEPOSIT.TENURE_TOO_LONG");
  return Result.succeed(days);
}

/** How a recurring-deposit tenure is shown (spec 002 section 9): months below 12, years from 12 on. */
export type RdTenureDisplay =
  { readonly unit: "months"; readonly value: number } | { readonly unit: "years"; readonly value: number };

/** Shows an RD tenure of `months` in months below 12 and in years (months / 12) from 12 on (spec 002 section 9). */
export function rdTenureDisplay(months: number): RdTenureDisplay {
  if (months < 12) return { unit: "months", value: months };
  return { unit: "years", value: months / 12 };
}
