/** The PAN format of spec 002 section 5: 5 letters, 4 digits, 1 letter (`ABCDE1234F`). */
const PAN = /^[A-Z]{5}[0-9]{4}[A-Z]$/;

/**
 * Whether `pan` is a PAN (spec 002 section 5): exactly 5 upper-case letters, 4 digits and 1
 * upper-case letter. The spec states no holder-type rule for the fourth letter, so none is
 * applied. Nothing is trimmed or upper-cased here: pass typed input through `normalizePan` first.
 */
export function isValidPan(pan: string): boolean {
  return PAN.test(pan);
}

/** The typed PAN as sent: spaces removed and letters upper-cased (`abcde 1234 f` -> `ABCDE1234F`). */
export function normalizePan(typed: string): string {
  return typed.replace(/\s/g, "").toUpperCase();
}
