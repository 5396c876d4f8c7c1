import { Result } from "effect";
import { isValidEmail } from "./Email";
import { isValidNationalId } from "./NationalId";
import { isValidPan, normalizePan } from "./Pan";

/** Why a personal-details change is refused (spec 002 section 5, Personal details). */
export type PersonalDetailsError =
  | "PERSONAL_DETAILS.NO_CHANGE"
  | "PERSONAL_DETAILS.PAN_INVALID"
  | "PERSONAL_DETAILS.NATIONAL_ID_INVALID"
  | "PERSONAL_DETAILS.EMAIL_INVALID";

/** The value sent for a field that does not change (spec 002 section 7: "PAN or e-mail or NA"). */
export const PERSONAL_DETAILS_UNCHANGED = "NA";

/** The personal-details form: what is on record and what was typed. */
export interface PersonalDetailsInput {
  readonly currentPan: string | null;
  readonly currentEmail: string | null;
  readonly pan: string;
  readonly nationalId: string;
  readonly email: string;
}

/** The `updatePersonalDetails` values: each changed field, or NA. */
export interface PersonalDetailsUpdate {
  readonly pan: string;
  readonly nationalId: string;
  readonly email: string;
}

/**
 * Validates a personal-details change (spec 002 sections 5 and 7): a typed PAN that differs from
 * the record (after `normalizePan`) must be a PAN; a typed national ID must be 12 digits; a typed
 * e-mail that differs from the record (ignoring case and outer spaces) must be an e-mail. At
 * least one of them must change, else PERSONAL_DETAILS.NO_CHANGE. Unchanged fields are sent as NA.
 */
export function validatePersonalDetailsChange(
  input: PersonalDetailsInput,
): Result.Result<PersonalDetailsUpdate, PersonalDetailsError> {
  const pan = normalizePan(input.pan);
  const panChanged = pan !== "" && pan !== normalizePan(input.currentPan ?? "");
  if (panChanged && !isValidPan(pan)) return Result.fail("PERSONAL_DETAILS.PAN_INVALID");
  const nationalId = input.nationalId.replace(/\s/g, "");
  if (nationalId !== "" && !isValidNationalId(nationalId))
    return Result.fail("PERSONAL_DETAILS.NATIONAL_ID_INVALID");
  const email = input.email.trim();
  const emailChanged =
    email !== "" && email.toLowerCase() !== (input.currentEmail ?? "").trim().toLowerCase();
  if (emailChanged && !isValidEmail(email)) return Result.fail("PERSONAL_DETAILS.EMAIL_INVALID");
  if (!panChanged && nationalId === "" && !emailChanged) return Result.fail("PERSONAL_DETAILS.NO_CHANGE");
  return Result.succeed({
    pan: panChanged ? pan : PERSONAL_DETAILS_UNCHANGED,
    nationalId: nationalId === "" ? PERSONAL_DETAILS_UNCHANGED : nationalId,
    email: emailChanged ? email : PERSONAL_DETAILS_UNCHANGED,
  });
}
