/**
 * Whether `name` is a valid person name (spec 002 section 5): only letters, dot and space, with
 * at least one letter. Letters are the ASCII ones, as the bank's records store them.
 */
export function isValidPersonName(name: string): boolean {
  return /^[A-Za-z. ]+$/.test(name) && /[A-Za-z]/.test(name);
}
