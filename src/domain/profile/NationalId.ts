/** Digits of the national ID (Aadhaar) number. */
export const NATIONAL_ID_LENGTH = 12;

/**
 * Whether `aadhaar` is a national ID number as the spec states it: exactly 12 ASCII digits (spec 000
 * section 5: the digits-only field that requires 12 characters; spec 002 section 3 `aadhaarNumber`).
 * The spec names no checksum, so none is applied; the scheme and the link are checked by the
 * server (`validateAdhar`, spec 002 section 5).
 */
export function isValidNationalId(aadhaar: string): boolean {
  return /^[0-9]{12}$/.test(aadhaar);
}
