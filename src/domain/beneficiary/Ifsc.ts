import { Result } from "effect";

/**
 * Which IFSC format rule applies (spec 001 section 5): `current`, 11 characters whose first four are
 * not digits and whose remaining seven are alphanumeric; `legacy`, the older screens' rule of spec
 * 000 section 5, 11 characters, the first four letters only and the rest digits only. The product
 * uses `current`.
 */
export type IfscRule = "current" | "legacy";

/** The length of an IFSC (spec 001 and 000 section 5). */
export const IFSC_LENGTH = 11;

// spec 001 section 5: "first four not digits, remaining seven alphanumeric"
const CURRENT = /^\D{4}[A-Za-z0-9]{7}$/u;
// spec 000 section 5: "first four letters only, the rest digits only"
const LEGACY = /^[A-Za-z]{4}[0-9]{7}$/;

/** Whether `code` is an IFSC under `rule` (default `current`, the product's rule); compares as typed. */
export function isValidIfsc(code: string, rule: IfscRule = "current"): boolean {
  return (rule === "current" ? CURRENT : LEGACY).test(code);
}

/** Why an IFSC is refused (stable codes). */
export type IfscError = "BENEFICIARY.IFSC_REQUIRED" | "BENEFICIARY.IFSC_LENGTH" | "BENEFICIARY.IFSC_INVALID";

/**
 * Validates an IFSC under `rule` (default `current`): empty (or only spaces), then a length other
 * than 11, then the pattern. Succeeds with the code as typed.
 */
export function validateIfsc(code: string, rule: IfscRule = "current"): Result.Result<string, IfscError> {
  if (code.trim() === "") return Result.fail("BENEFICIARY.IFSC_REQUIRED");
  if ([...code].length !== IFSC_LENGTH) return Result.fail("BENEFICIARY.IFSC_LENGTH");
  if (!isValidIfsc(code, rule)) return Result.fail("BENEFICIARY.IFSC_INVALID");
  return Result.succeed(code);
}

/** The fields of the IFSC search pop-up (spec 001 section 5). */
export type IfscSearchField = "ifsc" | "bankName" | "city";

/** The fewest characters each IFSC search field needs: IFSC 4, bank name 4, city 3 (spec 001 section 5). */
export const IFSC_SEARCH_MIN_LENGTH: Readonly<Record<IfscSearchField, number>> = {
  ifsc: 4,
  bankName: 4,
  city: 3,
};

/** Rows per page of the IFSC search result (spec 001 section 5). */
export const IFSC_SEARCH_PAGE_SIZE = 5;

/** Whether `value` (trimmed) is long enough to search the IFSC directory by `field`. */
export function isIfscSearchTermLongEnough(field: IfscSearchField, value: string): boolean {
  return [...value.trim()].length >= IFSC_SEARCH_MIN_LENGTH[field];
}
