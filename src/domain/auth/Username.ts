import { Result } from "effect";

/** Why a username is refused. */
export type UsernameError = "USERNAME.REQUIRED" | "USERNAME.INVALID";

/** Why a password is refused on the sign-in form. */
export type PasswordError = "PASSWORD.REQUIRED";

/**
 * Validates the username of the sign-in form: trimmed, then 3 to 30 ASCII letters, digits, `.`,
 * `_` or `-`. Empty (or only spaces) is USERNAME.REQUIRED (spec 000 section 5); anything else
 * malformed is USERNAME.INVALID. Succeeds with the trimmed username.
 */
export function validateUsername(text: string): Result.Result<string, UsernameError> {
  const username = text.trim();
  if (username === "") return Result.fail("USERNAME.REQUIRED");
  if (!/^[A-Za-z0-9._-]{3,30}$/.test(username)) return Result.fail("USERNAME.INVALID");
  return Result.succeed(username);
}

/**
 * Validates the password of the sign-in form: required (spec 000 section 5) and nothing else, so
 * the server alone judges it. It is never trimmed: spaces may be part of a password.
 */
export function validatePassword(text: string): Result.Result<string, PasswordError> {
  return text === "" ? Result.fail("PASSWORD.REQUIRED") : Result.succeed(text);
}
