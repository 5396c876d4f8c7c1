import { Result } from "effect";

/** Why a pin code is refused (spec 002 section 5, Address). */
export type PinCodeError = "PIN.REQUIRED" | "PIN.LENGTH" | "PIN.NOT_NUMERIC" | "PIN.LEADING_ZERO";

/**
 * The two readings of the Indian pin rule: `spec` is the text of spec 002 section 5 (6 characters,
 * numeric); `postal` adds that an Indian PIN never starts with 0 (the first digit is the postal
 * zone 1 to 9). The product uses `postal`: a leading 0 can never pass the bank's pin look-up.
 */
export type IndianPinRule = "spec" | "postal";

/** Length of an Indian pin code (spec 002 section 9). */
export const INDIA_PIN_LENGTH = 6;

/** The country code of India in the address form (spec 002 section 5: country IN). */
export const INDIA_COUNTRY_CODE = "IN";

/**
 * Validates a pin (zip) code for a country (spec 002 section 5): for IN, 6 numeric characters
 * (and, under the `postal` rule, not starting with 0); succeeds with the code as typed. For every
 * other country the spec gives no format: only required, and the letters are upper-cased.
 */
export function validatePinCode(
  pin: string,
  countryCode: string,
  rule: IndianPinRule = "postal",
): Result.Result<string, PinCodeError> {
  const trimmed = pin.trim();
  if (trimmed === "") return Result.fail("PIN.REQUIRED");
  if (countryCode !== INDIA_COUNTRY_CODE) return Result.succeed(trimmed.toUpperCase());
  if (trimmed.length !== INDIA_PIN_LENGTH) return Result.fail("PIN.LENGTH");
  if (!/^[0-9]+$/.test(trimmed)) return Result.fail("PIN.NOT_NUMERIC");
  if (rule === "postal" && trimmed.startsWith("0")) return Result.fail("PIN.LEADING_ZERO");
  return Result.succeed(trimmed);
}

/**
 * The characters an address line may hold. Spec 002 section 5 names "a restricted address
 * character set" without listing it; the product allows ASCII letters, digits, space and
 * `, . - / # & ( ) ' :` (the punctuation of Indian postal addresses).
 */
export const ADDRESS_PUNCTUATION = ",.-/#&()':";

/** Whether an address line uses only the address character set (empty counts as valid; required is the form's rule). */
export function isValidAddressLine(line: string): boolean {
  return /^[A-Za-z0-9 ,.\-/#&()':]*$/.test(line);
}

/** The city as stored: trimmed and upper-cased (spec 002 section 5: the city is upper-cased). */
export function normalizeCity(city: string): string {
  return city.trim().toUpperCase();
}
