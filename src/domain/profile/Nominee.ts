import { Result } from "effect";
import { ageInYears, isMinorAge } from "./Age";
import { isValidPersonName } from "./PersonName";

/** Why a nominee is refused (spec 002 sections 5 and 8). */
export type NomineeError =
  | "NOMINEE.NAME_REQUIRED"
  | "NOMINEE.NAME_INVALID"
  | "NOMINEE.SAME_AS_HOLDER"
  | "NOMINEE.AGE_INVALID"
  | "NOMINEE.DOB_INVALID"
  | "NOMINEE.DOB_IN_FUTURE"
  | "NOMINEE.GUARDIAN_REQUIRED"
  | "NOMINEE.GUARDIAN_INVALID";

/** The holder's relation to the account (`acnRel`, `acnRelCode` of spec 002 section 3). */
export interface HolderRelation {
  readonly acnRel: string;
  readonly acnRelCode: string | number;
}

/** The guardian-type relations: minor-related holders (spec 002 sections 5 and 6). */
export const GUARDIAN_RELATIONS: readonly string[] = ["MI", "MA", "MG", "MS"];

/** The guardian value sent for a nominee who is not a minor (spec 002 section 5). */
export const GUARDIAN_NOT_APPLICABLE = "NA";

/** The nominee name that means no nominee is on file (spec 002 section 3). */
export const NO_NOMINEE_NAME = "NOT AVAILABLE";

/**
 * Whether the holder is a guardian-type user (spec 002 sections 5 and 6): acnRel MI, MA, MG or MS
 * with acnRelCode 2. Such a holder may name a nominee equal to the holder.
 */
export function isGuardianTypeHolder(relation: HolderRelation): boolean {
  return GUARDIAN_RELATIONS.includes(relation.acnRel) && String(relation.acnRelCode) === "2";
}

const sameName = (a: string, b: string): boolean =>
  a.trim().replace(/\s+/g, " ").toLowerCase() === b.trim().replace(/\s+/g, " ").toLowerCase();

/**
 * Whether the nominee name clashes with the account holder's (spec 002 section 5): equal ignoring
 * case, outer spaces and repeated inner spaces, unless the holder is a guardian-type user.
 */
export function nomineeNameClashes(nomineeName: string, holderName: string, holder: HolderRelation): boolean {
  return sameName(nomineeName, holderName) && !isGuardianTypeHolder(holder);
}

/** Whether the account has a nominee on file: a name that is not empty and not NOT AVAILABLE. */
export function hasNomineeOnFile(nomineeName: string | null): boolean {
  return nomineeName !== null && nomineeName.trim() !== "" && !sameName(nomineeName, NO_NOMINEE_NAME);
}

/**
 * Whether an Other Nomination name equals the account's own nominee (ignoring case), so the consent
 * popup offers Account Nomination instead (spec 002 section 4, deposit opening).
 */
export function suggestsAccountNomination(otherName: string, accountNomineeName: string | null): boolean {
  return hasNomineeOnFile(accountNomineeName) && sameName(otherName, accountNomineeName as string);
}

/**
 * The nominee's age from a date of birth and the application date (spec 002 section 5): an age
 * computed as negative (a birth date after today) is NOMINEE.DOB_IN_FUTURE; a malformed date is
 * NOMINEE.DOB_INVALID; 0 (born within the last year) is accepted.
 */
export function nomineeAgeFromDob(dobIso: string, todayIso: string): Result.Result<number, NomineeError> {
  const age = ageInYears(dobIso, todayIso);
  if (age === null) return Result.fail("NOMINEE.DOB_INVALID");
  if (age < 0) return Result.fail("NOMINEE.DOB_IN_FUTURE");
  return Result.succeed(age);
}

/** A nominee as entered, with the account holder it must not clash with. */
export interface NomineeInput {
  readonly name: string;
  /** The typed age, or the age from `nomineeAgeFromDob`. */
  readonly age: number;
  /** Whether `age` was computed from a date of birth (then 0 is allowed). */
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
 * Validates a nominee (spec 002 sections 5, 8 and 9), in this order: name required and made of
 * letters, dot and space; not the holder's name unless the holder is a guardian-type user; a
 * whole age above 0 (or 0 and above when computed from the date of birth); below 18 is a minor
 * and needs a valid guardian name; for a non-minor the guardian becomes NA.
 */
export function validateNominee(input: NomineeInput): Result.Result<ValidNominee, NomineeError> {
  const name = input.name.trim();
  if (name === "") return Result.fail("NOMINEE.NAME_REQUIRED");
  if (!isValidPersonName(name)) return Result.fail("NOMINEE.NAME_INVALID");
  if (nomineeNameClashes(name, input.holderName, input.holder)) return Result.fail("NOMINEE.SAME_AS_HOLDER");
  const minAge = input.ageFromDob === true ? 0 : 1;
  if (!Number.isInteger(input.age) || input.age < minAge) return Result.fail("NOMINEE.AGE_INVALID");
  const isMinor = isMinorAge(input.age);
  if (!isMinor)
    return Result.succeed({ name, age: input.age, isMinor, guardianName: GUARDIAN_NOT_APPLICABLE });
  const guardianName = input.guardianName.trim();
  if (guardianName === "" || guardianName.toUpperCase() === GUARDIAN_NOT_APPLICABLE) {
    return Result.fail("NOMINEE.GUARDIAN_REQUIRED");
  }
  if (!isValidPersonName(guardianName)) return Result.fail("NOMINEE.GUARDIAN_INVALID");
  return Result.succeed({ name, age: input.age, isMinor, guardianName });
}
