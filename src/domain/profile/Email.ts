/** Longest e-mail address (RFC 5321 path limit). */
export const EMAIL_MAX_LENGTH = 254;

const LOCAL = /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*$/;
const LABEL = /^[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?$/;

/**
 * Whether `email` matches the e-mail pattern (spec 002 section 5 names "an e-mail pattern" without
 * giving it; the product uses the usual address form): one `@`, a dot-separated local part of
 * the RFC 5322 atom characters (no leading, trailing or double dot), a domain of at least two
 * labels (letters, digits, inner hyphens, at most 63 characters each) whose last label is 2 or
 * more letters, and at most 254 characters in all. No spaces, no quoted local parts, no IP hosts.
 */
export function isValidEmail(email: string): boolean {
  if (email.length > EMAIL_MAX_LENGTH) return false;
  const at = email.lastIndexOf("@");
  const local = email.slice(0, at);
  const labels = email.slice(at + 1).split(".");
  if (at < 1 || !LOCAL.test(local) || labels.length < 2) return false;
  if (!labels.every((label) => LABEL.test(label))) return false;
  return /^[A-Za-z]{2,}$/.test(labels[labels.length - 1] as string);
}
