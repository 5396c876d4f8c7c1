import { Result } from "effect";

/** Why a secure text is refused (stable codes; the UI maps them to `errors:` keys). */
export type SecureTextError =
  | "SECURE_TEXT.REQUIRED"
  | "SECURE_TEXT.TOO_SHORT"
  | "SECURE_TEXT.TOO_LONG"
  | "SECURE_TEXT.INVALID_CHARACTERS";

/** Shortest secure text. */
export const SECURE_TEXT_MIN_LENGTH = 4;
/** Longest secure text. */
export const SECURE_TEXT_MAX_LENGTH = 20;

/**
 * Validates the secure text of the secure-login set-up: 4 to 20 characters, each an ASCII letter,
 * digit, underscore or hyphen (the contract's rule). Checks in this order: empty (or only spaces),
 * characters, then length, so the first error names the thing to fix. Succeeds with the text as typed.
 */
export function validateSecureText(text: string): Result.Result<string, SecureTextError> {
  if (text.trim() === "") return Result.fail("SECURE_TEXT.REQUIRED");
  if (!/^[A-Za-z0-9_-]*$/.test(text)) return Result.fail("SECURE_TEXT.INVALID_CHARACTERS");
  if (text.length < SECURE_TEXT_MIN_LENGTH) return Result.fail("SECURE_TEXT.TOO_SHORT");
  if (text.length > SECURE_TEXT_MAX_LENGTH) return Result.fail("SECURE_TEXT.TOO_LONG");
  return Result.succeed(text);
}
