import { Result } from "effect";

/** Why a one-time code is refused before it is sent. */
export type OtpError = "OTP.REQUIRED" | "OTP.LENGTH";

/** Digits of a one-time code. */
export const OTP_LENGTH = 6;

/** Seconds before a new code may be requested, unless configuration says otherwise (spec 000 section 9). */
export const DEFAULT_REGENERATE_WAIT_SECONDS = 90;

/** The remaining-seconds values the countdown announces to assistive technology. */
export const OTP_ANNOUNCED_SECONDS: readonly number[] = [60, 30, 10, 0];

const DEVANAGARI_ZERO = 0x0966;

/**
 * Normalises a typed or pasted one-time code: Devanagari digits (०-९) become ASCII digits and every
 * other character (spaces, hyphens, dots, letters) is dropped, as the spec's digits-only input
 * does (spec 000 section 5), so `"123 456"`, `"123-456"` and `"१२३४५६"` all give `"123456"`.
 */
export function normalizeOtp(input: string): string {
  let digits = "";
  for (const ch of input) {
    // a character of a for-of loop always has a code point
    const code = ch.codePointAt(0) as number;
    if (code >= 0x30 && code <= 0x39) digits += ch;
    else if (code >= DEVANAGARI_ZERO && code <= DEVANAGARI_ZERO + 9) digits += String(code - DEVANAGARI_ZERO);
  }
  return digits;
}

/**
 * Validates a one-time code after `normalizeOtp`: no digits is OTP.REQUIRED, anything but exactly
 * six digits is OTP.LENGTH. Succeeds with the six ASCII digits.
 */
export function validateOtp(input: string): Result.Result<string, OtpError> {
  const digits = normalizeOtp(input);
  if (digits === "") return Result.fail("OTP.REQUIRED");
  if (digits.length !== OTP_LENGTH) return Result.fail("OTP.LENGTH");
  return Result.succeed(digits);
}

/**
 * Which countdown values to announce (GUIDE section 5: announce at coarse steps, never every
 * second): returns `secondsLeft` when it is 60, 30, 10 or 0, else null.
 */
export function otpCountdownAnnouncement(secondsLeft: number): number | null {
  if (!OTP_ANNOUNCED_SECONDS.includes(secondsLeft)) return null;
  return secondsLeft === 0 ? 0 : secondsLeft;
}
