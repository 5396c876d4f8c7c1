import { Result } from "effect";
import {
  GUARDIAN_RELATIONS,
  isNomineeSameAsHolder,
  NO_GUARDIAN,
  validateNomineeAge,
  type NomineeAgeError,
} from "../deposits/DepositNominee";
import { isValidPersonName } from "./PersonName";

/** Why a nominee of the nominee and insurance screens is refused (spec 002 sections 5 and 8). */
export type NomineeError =
  | NomineeAgeError
  | "NOMINEE.NAME_REQUIRED"
  | "NOMINEE.NAME_INVALID"
  | "NOMINEE.SAME_AS_HOLDER"
  | "NOMINEE.GUARDIAN_REQUIRED"
  | "NOMINEE.GUARDIAN_INVALID";

/** The holder's relation to the account (`acnRel`, `acnRelCode` of spec 002 section 3). */
export interface HolderRelation {
  readonly acnRel: string;
  readonly acnRelCode: string | number;
}

/**
 * Whether the holder is a guardian-type user (spec 002 sections 5 and 6): acnRel MI, MA, MG or MS
 * with acnRelCode 2. Such a holder may name a nominee equal to the holder.
 */
export function isGuardianTypeHolder(relation: HolderRelation): boolean {
  return GUARDIAN_RELATIONS.includes(relation.acnRel) && String(relation.acnRelCode) === "2";
}

/** A nominee as entered, with the account holder it must not clash with. */
export interface NomineeInput {
  readonly name: string;
  /** The typed age, or the age of `nomineeAgeFromDob` (deposits/DepositNominee). */
  readonly age: number;
  /** The age was computed from a date of birth: then 0 (a baby) is allowed. */
  readonly ageFromDob?: boolean;
  readonly guardianName: string;
  readonly holderName: string;
  readonly holder: HolderRelation;
}

/** A valid nominee as sent: the minor flag and the guardian (NA for an adult). */
export interface ValidNominee {
  readonly name: string;
  readonly age: number;
  readonly isMinor: boolean;
  readonly guardianName: string;
}

/**
 * Validates a nominee of the nominee-modify and insurance forms (spec 002 sections 5, 8 and 9),
 * in this order: name required and made of letters, dot and space; not the holder's name (case
 * ignored) unless the holder is a guardian-type user; a whole age above 0 (0 allowed when computed
 * from the date of birth, a negative one is NOMINEE.DOB_IN_FUTURE); below 18 is a minor and needs
 * a valid guardian name; for a non-minor the guardian becomes NA. The single rules are those of
 * deposits/DepositNominee, shared with the deposit form.
 */
export function validateNominee(input: NomineeInput): Result.Result<ValidNominee, NomineeError> {
  const name = input.name.trim();
  if (name === "") return Result.fail("NOMINEE.NAME_REQUIRED");
  if (!isValidPersonName(name)) return Result.fail("NOMINEE.NAME_INVALID");
  const { acnRel, acnRelCode } = input.holder;
  if (isNomineeSameAsHolder(name, input.holderName, acnRel, String(acnRelCode))) {
    return Result.fail("NOMINEE.SAME_AS_HOLDER");
  }
  if (input.ageFromDob === true && input.age < 0) return Result.fail("NOMINEE.DOB_IN_FUTURE");
  const checked =
    input.ageFromDob === true && input.age === 0
      ? Result.succeed({ age: 0, minor: true })
      : validateNomineeAge(input.age);
  if (Result.isFailure(checked)) return Result.fail(checked.failure);
  const { age, minor } = checked.success;
  if (!minor) return Result.succeed({ name, age, isMinor: false, guardianName: NO_GUARDIAN });
  const guardianName = input.guardianName.trim();
  if (guardianName === "" || guardianName.toUpperCase() === NO_GUARDIAN)
    return Result.fail("NOMINEE.GUARDIAN_REQUIRED");
  if (!isValidPersonName(guardianName)) return Result.fail("NOMINEE.GUARDIAN_INVALID");
  return Result.succeed({ name, age, isMinor: true, guardianName });
}
