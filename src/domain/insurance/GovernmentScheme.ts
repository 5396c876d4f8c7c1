import { Result } from "effect";
import type { Paise } from "../money/Money";

/** The government insurance schemes (spec 002 section 3: schemeCode PMJJBY or PMSBY). */
export type SchemeCode = "PMJJBY" | "PMSBY";

/** Inclusive age bounds of a scheme, in completed years. */
export interface SchemeAgeBounds {
  readonly minAge: number;
  readonly maxAge: number;
}

/** The spec's bounds: PMJJBY 18 to 50, the other scheme (PMSBY) 18 to 70 (spec 002 sections 5 and 9). */
export const SCHEME_AGE_BOUNDS: Readonly<Record<SchemeCode, SchemeAgeBounds>> = {
  PMJJBY: { minAge: 18, maxAge: 50 },
  PMSBY: { minAge: 18, maxAge: 70 },
};

/** The nominee types of the enrolment (spec 002 section 3). */
export const INSURANCE_NOMINATION_TYPES = ["NONOMINATION", "ACTNOMINATION", "OTRNOMINATION"] as const;

/** Why an enrolment is refused (spec 002 sections 5 and 8). */
export type InsuranceError =
  | "INSURANCE.NOT_SAVINGS"
  | "INSURANCE.ALREADY_ENROLLED"
  | "INSURANCE.AGE_BELOW_MIN"
  | "INSURANCE.AGE_ABOVE_MAX"
  | "INSURANCE.INSUFFICIENT_BALANCE";

/** The facts of one enrolment. */
export interface SchemeEnrolment {
  readonly schemeCode: SchemeCode;
  /** The customer's age in completed years (`custAge`). */
  readonly customerAge: number;
  /** The debit account's group code; only SAV may pay (spec 002 sections 5 and 6). */
  readonly accountGroup: string;
  /** The debit account's available balance. */
  readonly balance: Paise;
  /** The scheme's premium (`premiumAmount`). */
  readonly premium: Paise;
  readonly alreadyEnrolled: boolean;
  /**
   * The bounds of `govtSchemeDetails` (minAge, maxAge) when the server sends them; the spec's
   * bounds otherwise. The product uses the server's values when present, so a scheme change
   * needs no release; without them, SCHEME_AGE_BOUNDS apply.
   */
  readonly bounds?: SchemeAgeBounds;
}

/** The age bounds in effect: the server's when both are whole numbers with min <= max, else the spec's. */
export function schemeAgeBounds(schemeCode: SchemeCode, fromServer?: SchemeAgeBounds): SchemeAgeBounds {
  if (
    fromServer !== undefined &&
    Number.isInteger(fromServer.minAge) &&
    Number.isInteger(fromServer.maxAge) &&
    fromServer.minAge <= fromServer.maxAge
  ) {
    return fromServer;
  }
  return SCHEME_AGE_BOUNDS[schemeCode];
}

/**
 * Checks an enrolment in a government insurance scheme (spec 002 sections 5, 8 and 9), in this
 * order: savings account only; "You have already enrolled for this Scheme."; age within the
 * scheme's inclusive bounds (PMJJBY 18 to 50, PMSBY 18 to 70); "Insufficient balance" when the
 * balance is below the premium (a balance equal to the premium is enough).
 */
export function checkSchemeEnrolment(enrolment: SchemeEnrolment): Result.Result<SchemeCode, InsuranceError> {
  if (enrolment.accountGroup !== "SAV") return Result.fail("INSURANCE.NOT_SAVINGS");
  if (enrolment.alreadyEnrolled) return Result.fail("INSURANCE.ALREADY_ENROLLED");
  const { minAge, maxAge } = schemeAgeBounds(enrolment.schemeCode, enrolment.bounds);
  if (!(enrolment.customerAge >= minAge)) return Result.fail("INSURANCE.AGE_BELOW_MIN");
  if (enrolment.customerAge > maxAge) return Result.fail("INSURANCE.AGE_ABOVE_MAX");
  if (enrolment.balance < enrolment.premium) return Result.fail("INSURANCE.INSUFFICIENT_BALANCE");
  return Result.succeed(enrolment.schemeCode);
}
