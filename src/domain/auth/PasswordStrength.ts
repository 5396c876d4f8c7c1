/** The three strength levels of spec 000 section 5. */
export type PasswordStrengthLevel = "Strong" | "Average" | "Weak";

/** The special characters that count towards a Strong password (spec 000 section 5). */
export const PASSWORD_SPECIAL_CHARACTERS = "!@#$%^&*";

/**
 * Rates a password exactly as spec 000 section 5 says: Strong = 8 or more characters with a lower
 * case letter, an upper case letter, a digit and one of `!@#$%^&*`; Average = 6 or more characters
 * with at least two of lower case, upper case and digit; otherwise Weak. Letters and digits are
 * the ASCII ones; length counts Unicode code points.
 */
export function passwordStrength(password: string): PasswordStrengthLevel {
  const length = [...password].length;
  const hasLower = /[a-z]/.test(password);
  const hasUpper = /[A-Z]/.test(password);
  const hasDigit = /[0-9]/.test(password);
  const hasSpecial = /[!@#$%^&*]/.test(password);
  if (length >= 8 && hasLower && hasUpper && hasDigit && hasSpecial) return "Strong";
  const classes = Number(hasLower) + Number(hasUpper) + Number(hasDigit);
  if (length >= 6 && classes >= 2) return "Average";
  return "Weak";
}
