import { Result } from "effect";

/** The five identity options of registration and forgot password (spec 002 sections 3 and 5). */
export const IDENTITY_OPTIONS = ["dob", "pan", "mothersMaidenName", "email", "mobile"] as const;

/** One identity option. */
export type IdentityOption = (typeof IDENTITY_OPTIONS)[number];

/** How many options must be chosen: exactly 3 of 5 (spec 002 section 5). */
export const REQUIRED_IDENTITY_OPTIONS = 3;

/** Why a choice of options is refused. */
export type IdentityOptionsError = "IDENTITY.TOO_MANY" | "IDENTITY.TOO_FEW";

/**
 * The translation keys the forgot-password screen shows for each error (spec 002 section 5):
 * more than 3 gives `errorMsg`, fewer gives `errorMsgLess`.
 */
export const IDENTITY_OPTIONS_MESSAGE_KEYS: Readonly<Record<IdentityOptionsError, string>> = {
  "IDENTITY.TOO_MANY": "securityQuestions.form.select.errorMsg",
  "IDENTITY.TOO_FEW": "securityQuestions.form.select.errorMsgLess",
};

/**
 * Checks the chosen identity options (spec 002 section 5, registration and forgot password):
 * exactly 3 different options of the 5; a repeated option counts once. Succeeds with the options
 * in the order of IDENTITY_OPTIONS.
 */
export function validateIdentityOptions(
  chosen: readonly IdentityOption[],
): Result.Result<readonly IdentityOption[], IdentityOptionsError> {
  const distinct = IDENTITY_OPTIONS.filter((option) => chosen.includes(option));
  if (distinct.length > REQUIRED_IDENTITY_OPTIONS) return Result.fail("IDENTITY.TOO_MANY");
  if (distinct.length < REQUIRED_IDENTITY_OPTIONS) return Result.fail("IDENTITY.TOO_FEW");
  return Result.succeed(distinct);
}
