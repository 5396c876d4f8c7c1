import { Result } from "effect";

/** Why a mobile number is refused. */
export type MobileError = "MOBILE.REQUIRED" | "MOBILE.ISD_REQUIRED" | "MOBILE.INVALID";

/** The ISD code preselected in registration (spec 002 section 9: ISD default India). */
export const DEFAULT_ISD_CODE = "91";

/** Digits of an Indian mobile number (spec 000 section 9: 10 digits). */
export const INDIA_MOBILE_LENGTH = 10;

/** The most digits of a whole international number, country code included (ITU-T E.164). */
export const E164_MAX_DIGITS = 15;

/** A mobile number with its country (ISD) code, as registration and forgot password send it. */
export interface MobileNumber {
  readonly isdCode: string;
  readonly number: string;
}

/**
 * Validates a mobile number with its ISD code (spec 002 sections 3 and 5): the ISD code is
 * required when the mobile is chosen ("+" and spaces are ignored). The number is digits after
 * spaces, hyphens and dots are dropped: for India (91) exactly 10 digits; elsewhere the spec
 * gives no length, so the product takes E.164's: country code and number together at most 15
 * digits, the number at least 4. Succeeds with the digits of both.
 */
export function validateMobile(mobile: MobileNumber): Result.Result<MobileNumber, MobileError> {
  const number = mobile.number.replace(/[\s.-]/g, "");
  if (number === "") return Result.fail("MOBILE.REQUIRED");
  const isdCode = mobile.isdCode.replace(/[\s+]/g, "");
  if (!/^[0-9]{1,3}$/.test(isdCode)) return Result.fail("MOBILE.ISD_REQUIRED");
  if (!/^[0-9]+$/.test(number)) return Result.fail("MOBILE.INVALID");
  const ok =
    isdCode === DEFAULT_ISD_CODE
      ? number.length === INDIA_MOBILE_LENGTH
      : number.length >= 4 && isdCode.length + number.length <= E164_MAX_DIGITS;
  return ok ? Result.succeed({ isdCode, number }) : Result.fail("MOBILE.INVALID");
}

/**
 * Splits a mobile number for the forgot-password request (spec 002 section 3: the last four
 * digits are sent encrypted): `{ head, lastFour }`, where `lastFour` is empty for fewer than 4 digits.
 */
export function splitMobileForReset(number: string): { readonly head: string; readonly lastFour: string } {
  if (number.length < 4) return { head: number, lastFour: "" };
  return { head: number.slice(0, -4), lastFour: number.slice(-4) };
}
