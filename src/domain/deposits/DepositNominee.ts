import { Result } from "effect";
import { toCalendarDate } from "../dates/CalendarMath";

/** Nominee age from which a nominee is not a minor (spec 002 sections 5 and 9). */
export const NOMINEE_ADULT_AGE = 18;

/** The guardian value sent for a nominee who is not a minor (spec 002 section 5). */
export const NO_GUARDIAN = "NA";

/** The nominee name meaning none is on file (spec 002 section 3). */
export const NOMINEE_NOT_AVAILABLE = "NOT AVAILABLE";

/** The nomination choices of the open-deposit form (spec 002 section 4). */
export type NominationChoice = "ACCOUNT" | "OTHER" | "NONE";

/** Relations that may name the holder as nominee when their relation code is 2 (spec 002 section 5). */
export const GUARDIAN_RELATIONS: readonly string[] = ["MI", "MA", "MG", "MS"];

/** Whether an account nominee name means a nominee is on file (it is not empty and not NOT AVAILABLE). */
export function hasNomineeOnFile(nomineeName: string): boolean {
  const name = nomineeName.trim();
  return name !== "" && name.toUpperCase() !== NOMINEE_NOT_AVAILABLE;
}

function sameName(a: string, b: string): boolean {
  return a.trim().toLowerCase() === b.trim().toLowerCase();
}

/**
 * Whether the nominee name is refused as the holder's own (spec 002 section 5): equal to the holder's
 * name ignoring case, unless the holder is a guardian type (acnRel MI, MA, MG or MS with acnRelCode 2).
 */
export function isNomineeSameAsHolder(
  nomineeName: string,
  holderName: string,
  acnRel: string,
  acnRelCode: string,
): boolean {
  if (GUARDIAN_RELATIONS.includes(acnRel) && acnRelCode === "2") return false;
  return sameName(nomineeName, holderName);
}

/**
 * Whether an Other Nomination name equal to the account's own nominee (ignoring case) shows the
 * consent popup that offers Account Nomination (spec 002 section 4).
 */
export function offersAccountNominationConsent(
  otherNomineeName: string,
  accountNomineeName: string,
): boolean {
  return hasNomineeOnFile(accountNomineeName) && sameName(otherNomineeName, accountNomineeName);
}

/** Why a nominee age is refused (stable codes). */
export type NomineeAgeError = "NOMINEE.AGE_INVALID" | "NOMINEE.DOB_IN_FUTURE";

/** A nominee's age and what follows from it (spec 002 section 5). */
export interface NomineeAge {
  readonly age: number;
  readonly minor: boolean;
}

/** Checks an entered nominee age (spec 002 section 5): a whole number above 0; below 18 is a minor. */
export function validateNomineeAge(age: number): Result.Result<NomineeAge, NomineeAgeError> {
  if (!Number.isInteger(age) || age <= 0) return Result.fail("NOMINEE.AGE_INVALID");
  return Result.succeed({ age, minor: age < NOMINEE_ADULT_AGE });
}

/** Completed years from a date of birth to the application date (both yyyy-MM-dd); negative when born later. */
export function ageOn(dateOfBirth: string, appDate: string): number {
  const dob = toCalendarDate(dateOfBirth);
  const today = toCalendarDate(appDate);
  const years = today.year - dob.year;
  const beforeBirthday = today.month < dob.month || (today.month === dob.month && today.day < dob.day);
  return beforeBirthday ? years - 1 : years;
}

/**
 * A nominee's age from the date of birth (spec 002 section 5): a negative age is an error; age 0 (a
 * baby) is allowed here and is a minor. 18 or more is not a minor.
 */
export function nomineeAgeFromDob(
  dateOfBirth: string,
  appDate: string,
): Result.Result<NomineeAge, NomineeAgeError> {
  const age = ageOn(dateOfBirth, appDate);
  if (age < 0) return Result.fail("NOMINEE.DOB_IN_FUTURE");
  return Result.succeed({ age, minor: age < NOMINEE_ADULT_AGE });
}

/** The guardian sent with a nominee: the entered one for a minor, NA otherwise (spec 002 section 5). */
export function guardianToSend(minor: boolean, guardianName: string): string {
  return minor ? guardianName : NO_GUARDIAN;
}

/** The nomineeMinor flag sent: 1 for a minor, 0 otherwise (spec 002 section 3). */
export function nomineeMinorFlag(minor: boolean): 0 | 1 {
  return minor ? 1 : 0;
}
