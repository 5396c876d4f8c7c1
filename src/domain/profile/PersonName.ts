import { isValidNameCharacters } from "../beneficiary/Beneficiary";

/**
 * Whether `name` is a valid person name (spec 002 section 5): only letters (any script, so
 * Devanagari names pass), dot and space, with at least one letter. The character rule is the
 * beneficiary name rule of spec 001 section 5 (`isValidNameCharacters`), shared, not repeated.
 */
export function isValidPersonName(name: string): boolean {
  return isValidNameCharacters(name) && /\p{L}/u.test(name);
}
