import { Result } from "effect";

/** The result of `POST newUser/checkUser` (spec 002 sections 7 and 8). */
export type UserIdAvailability = "available" | "taken" | "invalid" | "error";

/**
 * Reads the answer of the user id availability check (spec 002 sections 7 and 8): a success answer
 * means the id already exists ("already exists"); error code 1034 means available; 1035 invalid;
 * any other error is rethrown by the caller (`error`).
 */
export function userIdAvailability(answer: {
  readonly success: boolean;
  readonly errorCode?: string | number | null;
}): UserIdAvailability {
  if (answer.success) return "taken";
  const code = String(answer.errorCode);
  if (code === "1034") return "available";
  if (code === "1035") return "invalid";
  return "error";
}

/** Why the registration cannot be submitted yet. */
export type RegistrationSubmitError = "REGISTRATION.USER_ID_NOT_CHECKED" | "REGISTRATION.USER_ID_UNAVAILABLE";

/**
 * The submit guard of registration (spec 002 section 5): the availability of the typed user id
 * must have been checked ("Check UserId availability first before submitting.") and found
 * available. `checked` is the result for `checkedUserId`; a changed user id needs a new check.
 */
export function validateRegistrationSubmit(input: {
  readonly userId: string;
  readonly checkedUserId: string | null;
  readonly checked: UserIdAvailability | null;
}): Result.Result<string, RegistrationSubmitError> {
  if (input.checked === null || input.checkedUserId !== input.userId) {
    return Result.fail("REGISTRATION.USER_ID_NOT_CHECKED");
  }
  if (input.checked !== "available") return Result.fail("REGISTRATION.USER_ID_UNAVAILABLE");
  return Result.succeed(input.userId);
}
