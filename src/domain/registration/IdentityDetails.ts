import { Result } from "effect";
import { parseDisplayDate } from "../dates/AppDate";
import { isValidEmail } from "../profile/Email";
import { type MobileError, validateMobile } from "../profile/Mobile";
import { isValidPan, normalizePan } from "../profile/Pan";
import { isValidPersonName } from "../profile/PersonName";
import { type IdentityOption, type IdentityOptionsError, validateIdentityOptions } from "./IdentityOptions";

/** Why the identity details of registration or forgot password are refused. */
export type IdentityDetailsError =
  | IdentityOptionsError
  | MobileError
  | "IDENTITY.CUSTOMER_REQUIRED"
  | "IDENTITY.DOB_INVALID"
  | "IDENTITY.DOB_IN_FUTURE"
  | "IDENTITY.PAN_INVALID"
  | "IDENTITY.MAIDEN_NAME_INVALID"
  | "IDENTITY.EMAIL_INVALID"
  | "CAPTCHA.REQUIRED";

/** The details form of registration (`newUser.enterDetails`) and forgot password (`reset.forgotPwdOrUserId`). */
export interface IdentityDetailsInput {
  /** The customer number (registration, forgot user id) or user id (forgot password). */
  readonly identifier: string;
  readonly chosen: readonly IdentityOption[];
  /** Date of birth as typed, dd/MM/yyyy (spec 002 section 3). */
  readonly dob: string;
  readonly pan: string;
  readonly mothersMaidenName: string;
  readonly email: string;
  readonly isdCode: string;
  readonly mobile: string;
  /** The typed captcha; whether it matches is the server's check. */
  readonly captcha: string;
  /** The application date, yyyy-MM-dd. */
  readonly today: string;
}

/** The values to send: the chosen options only, dob as yyyy-MM-dd. */
export interface IdentityDetails {
  readonly identifier: string;
  readonly dob?: string;
  readonly pan?: string;
  readonly mothersMaidenName?: string;
  readonly email?: string;
  readonly mobile?: { readonly isdCode: string; readonly number: string };
}

type Checked = Result.Result<Partial<IdentityDetails>, IdentityDetailsError>;

function checkOption(option: IdentityOption, input: IdentityDetailsInput): Checked {
  switch (option) {
    case "dob": {
      const dob = parseDisplayDate(input.dob);
      if (dob === null) return Result.fail("IDENTITY.DOB_INVALID");
      // a birth date after the application date can be no one's (spec 002 section 5, the age rule)
      return dob > input.today ? Result.fail("IDENTITY.DOB_IN_FUTURE") : Result.succeed({ dob });
    }
    case "pan": {
      const pan = normalizePan(input.pan);
      return isValidPan(pan) ? Result.succeed({ pan }) : Result.fail("IDENTITY.PAN_INVALID");
    }
    case "mothersMaidenName": {
      const name = input.mothersMaidenName.trim();
      return isValidPersonName(name)
        ? Result.succeed({ mothersMaidenName: name })
        : Result.fail("IDENTITY.MAIDEN_NAME_INVALID");
    }
    case "email": {
      const email = input.email.trim();
      return isValidEmail(email) ? Result.succeed({ email }) : Result.fail("IDENTITY.EMAIL_INVALID");
    }
    case "mobile": {
      // spec 002 section 5: a country code is required when mobile is chosen
      const mobile = validateMobile({ isdCode: input.isdCode, number: input.mobile });
      return Result.isSuccess(mobile)
        ? Result.succeed({ mobile: mobile.success })
        : Result.fail(mobile.failure);
    }
  }
}

/**
 * Validates the identity details of registration and forgot password (spec 002 sections 3 and 5):
 * the identifier is required; exactly 3 of the 5 options; each chosen option valid (dob a real
 * dd/MM/yyyy date not after today, PAN, mother's maiden name as a person name, e-mail, mobile
 * with its ISD code); the captcha typed ("Captcha is required to proceed further"). Options not
 * chosen are neither checked nor sent.
 */
export function validateIdentityDetails(
  input: IdentityDetailsInput,
): Result.Result<IdentityDetails, IdentityDetailsError> {
  const identifier = input.identifier.trim();
  if (identifier === "") return Result.fail("IDENTITY.CUSTOMER_REQUIRED");
  const options = validateIdentityOptions(input.chosen);
  if (Result.isFailure(options)) return Result.fail(options.failure);
  let details: IdentityDetails = { identifier };
  for (const option of options.success) {
    const checked = checkOption(option, input);
    if (Result.isFailure(checked)) return Result.fail(checked.failure);
    details = { ...details, ...checked.success };
  }
  if (input.captcha.trim() === "") return Result.fail("CAPTCHA.REQUIRED");
  return Result.succeed(details);
}
