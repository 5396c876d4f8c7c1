import { Result } from "effect";
import { passwordStrength } from "./PasswordStrength";

/** Why a new login or transaction password is refused (spec 002 section 5, Passwords). */
export type PasswordChangeError =
  | "PASSWORD_CHANGE.REQUIRED"
  | "PASSWORD_CHANGE.NOT_STRONG"
  | "PASSWORD_CHANGE.SAME_AS_CURRENT"
  | "PASSWORD_CHANGE.SAME_AS_LOGIN"
  | "PASSWORD_CHANGE.CONFIRM_MISMATCH";

/** A new login password with its confirmation and the password it replaces. */
export interface LoginPasswordChange {
  readonly current: string;
  readonly next: string;
  readonly confirm: string;
}

/** A new transaction password with its confirmation, the one it replaces and the login password. */
export interface TransactionPasswordChange {
  readonly current: string;
  readonly next: string;
  readonly confirm: string;
  /** The login password in effect (the new one when both change together). */
  readonly loginPassword: string;
}

// spec 002 section 5: a Strong password is needed to continue; confirmations must match.
const checkNew = (next: string, confirm: string): PasswordChangeError | null => {
  if (next === "") return "PASSWORD_CHANGE.REQUIRED";
  if (passwordStrength(next) !== "Strong") return "PASSWORD_CHANGE.NOT_STRONG";
  if (confirm !== next) return "PASSWORD_CHANGE.CONFIRM_MISMATCH";
  return null;
};

/**
 * Validates a login password change (spec 002 section 5): required, Strong, not equal to the
 * current login password, confirmation equal. Passwords are compared exactly, never trimmed.
 */
export function validateLoginPasswordChange(
  change: LoginPasswordChange,
): Result.Result<string, PasswordChangeError> {
  const error = checkNew(change.next, change.confirm);
  if (error !== null) return Result.fail(error);
  if (change.next === change.current) return Result.fail("PASSWORD_CHANGE.SAME_AS_CURRENT");
  return Result.succeed(change.next);
}

/**
 * Validates a transaction password change (spec 002 section 5): required, Strong, not equal to
 * the current transaction password nor to the login password, confirmation equal.
 */
export function validateTransactionPasswordChange(
  change: TransactionPasswordChange,
): Result.Result<string, PasswordChangeError> {
  const error = checkNew(change.next, change.confirm);
  if (error !== null) return Result.fail(error);
  if (change.next === change.current) return Result.fail("PASSWORD_CHANGE.SAME_AS_CURRENT");
  if (change.next === change.loginPassword) return Result.fail("PASSWORD_CHANGE.SAME_AS_LOGIN");
  return Result.succeed(change.next);
}

/** The new passwords of the registration and reset `updatePwd` step (no current password exists). */
export interface NewPasswords {
  readonly password: string;
  readonly confirmPassword: string;
  /** Present when the step also sets a transaction password (`transacPwdFlag`). */
  readonly transactionPassword?: { readonly next: string; readonly confirm: string };
}

/** Which of the new passwords an error belongs to. */
export interface NewPasswordsError {
  readonly field: "password" | "transactionPassword";
  readonly error: PasswordChangeError;
}

/**
 * Validates the `updatePwd` step of registration and forgot password (spec 002 sections 4 and 5):
 * each password Strong with a matching confirmation, and the transaction password never equal
 * to the login password. Succeeds with the passwords to send.
 */
export function validateNewPasswords(
  input: NewPasswords,
): Result.Result<
  { readonly password: string; readonly transactionPassword: string | null },
  NewPasswordsError
> {
  const loginError = checkNew(input.password, input.confirmPassword);
  if (loginError !== null) return Result.fail({ field: "password", error: loginError });
  const txn = input.transactionPassword;
  if (txn === undefined) return Result.succeed({ password: input.password, transactionPassword: null });
  const txnError = checkNew(txn.next, txn.confirm);
  if (txnError !== null) return Result.fail({ field: "transactionPassword", error: txnError });
  if (txn.next === input.password) {
    return Result.fail({ field: "transactionPassword", error: "PASSWORD_CHANGE.SAME_AS_LOGIN" });
  }
  return Result.succeed({ password: input.password, transactionPassword: txn.next });
}

/** The answers of the security-info checks that the screen maps to messages (spec 002 section 8). */
export type SecurityCheckOutcome =
  | "WRONG_CURRENT_LOGIN_PASSWORD"
  | "WRONG_CURRENT_TRANSACTION_PASSWORD"
  | "MAX_ATTEMPTS_EXCEEDED"
  | "OK"
  | "FAILED";

/**
 * Maps the answer of `securityInfo/loginPwd` or `securityInfo/tranPwd` (spec 002 section 8):
 * statusCode 1019 -> "Exceeded maximum attempts"; HTTP 406 -> the wrong current password of the
 * checked kind; 2xx -> OK; anything else -> FAILED (the server's statusMsg is shown).
 */
export function securityCheckOutcome(input: {
  readonly check: "loginPassword" | "transactionPassword";
  readonly httpStatus: number;
  readonly statusCode?: string | number;
}): SecurityCheckOutcome {
  if (String(input.statusCode) === "1019") return "MAX_ATTEMPTS_EXCEEDED";
  if (input.httpStatus === 406) {
    return input.check === "loginPassword"
      ? "WRONG_CURRENT_LOGIN_PASSWORD"
      : "WRONG_CURRENT_TRANSACTION_PASSWORD";
  }
  if (input.httpStatus >= 200 && input.httpStatus < 300) return "OK";
  return "FAILED";
}

/** The security-info page's countdown before it forces logout, in the spec (spec 000 section 9). */
export const SPEC_SECURITY_INFO_COUNTDOWN_MS = 3_000;

/**
 * The delay before the forced logout after a credentials change: 0 by default, because GUIDE
 * section 5 ends the session at once and shows a sign-in button; the spec's 3 s countdown only
 * when `useSpecCountdown` is configured.
 */
export function securityInfoLogoutDelayMs(config: { readonly useSpecCountdown?: boolean } = {}): number {
  return config.useSpecCountdown === true ? SPEC_SECURITY_INFO_COUNTDOWN_MS : 0;
}
