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

/** The IFSC search's criteria as typed: the IFSC, bank, state, city and branch, each optional. */
export interface IfscSearchCriteria {
  readonly ifsc?: string;
  readonly bankName?: string;
  readonly state?: string;
  readonly city?: string;
  readonly branch?: string;
}

/** Why an IFSC search is refused: no criterion at all, or one of the measured fields too short. */
export type IfscSearchError =
  | { readonly code: "BENEFICIARY.IFSC_SEARCH_EMPTY" }
  | { readonly code: "BENEFICIARY.IFSC_SEARCH_TOO_SHORT"; readonly field: IfscSearchField };

const SEARCH_FIELDS = ["ifsc", "bankName", "state", "city", "branch"] as const;

/**
 * Validates the IFSC search (spec 001 section 5): each criterion trimmed, an empty one left out; at
 * least one must remain, and the IFSC, bank name and city must each be at least their minimum
 * ({@link IFSC_SEARCH_MIN_LENGTH}) when given (the state and branch have none). Succeeds with the
 * trimmed criteria that remain; the first short field in screen order fails.
 */
export function validateIfscSearch(
  criteria: IfscSearchCriteria,
): Result.Result<IfscSearchCriteria, IfscSearchError> {
  const given: Partial<Record<(typeof SEARCH_FIELDS)[number], string>> = {};
  for (const field of SEARCH_FIELDS) {
    const value = criteria[field]?.trim() ?? "";
    if (value !== "") given[field] = value;
  }
  for (const field of ["ifsc", "bankName", "city"] as const) {
    const value = given[field];
    if (value !== undefined && !isIfscSearchTermLongEnough(field, value)) {
      return Result.fail({ code: "BENEFICIARY.IFSC_SEARCH_TOO_SHORT", field });
    }
  }
  if (Object.keys(given).length === 0) return Result.fail({ code: "BENEFICIARY.IFSC_SEARCH_EMPTY" });
  return Result.succeed(given);
}
