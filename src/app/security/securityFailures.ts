import { securityCheckOutcome, type SecurityCheckOutcome } from "../../domain";
import { fieldOf } from "../flow/failureBody";
import { isCallFailure } from "../session/FailureProvider";

/** The spec's status code of "Exceeded maximum attempts" (spec 002 section 8). */
const ATTEMPTS_EXCEEDED_STATUS_CODE = "1019";

function statusCodeOf(body: unknown): string | undefined {
  if (typeof body !== "object" || body === null || !("statusCode" in body)) return undefined;
  const value = body.statusCode;
  return typeof value === "string" || typeof value === "number" ? String(value) : undefined;
}

/**
 * Reads a refused `securityInfo/loginPwd` or `securityInfo/tranPwd` with the domain's
 * {@link securityCheckOutcome}: the server's `SECURITY.ATTEMPTS_EXCEEDED` (statusCode 1019) is
 * the maximum, 406 the wrong current password of that kind; null for a value that is no call
 * failure.
 */
export function securityCheckFailure(
  error: unknown,
  check: "loginPassword" | "transactionPassword",
): SecurityCheckOutcome | null {
  if (!isCallFailure(error)) return null;
  const statusCode =
    error.code === "SECURITY.ATTEMPTS_EXCEEDED" ? ATTEMPTS_EXCEEDED_STATUS_CODE : statusCodeOf(error.body);
  return securityCheckOutcome({
    check,
    httpStatus: error.status,
    ...(statusCode !== undefined ? { statusCode } : {}),
  });
}

/** The i18n keys of the messages of {@link securityCheckFailure}'s outcomes. */
export const SECURITY_CHECK_MESSAGE_KEYS: Readonly<
  Record<
    "WRONG_CURRENT_LOGIN_PASSWORD" | "WRONG_CURRENT_TRANSACTION_PASSWORD" | "MAX_ATTEMPTS_EXCEEDED",
    string
  >
> = {
  WRONG_CURRENT_LOGIN_PASSWORD: "security:errors.wrongCurrentLogin",
  WRONG_CURRENT_TRANSACTION_PASSWORD: "security:errors.wrongCurrentTransaction",
  MAX_ATTEMPTS_EXCEEDED: "security:errors.attemptsExceeded",
};

/** The fields of the change forms a refusal of the bank can belong to. */
export type ChangeField = "newLogin" | "newTransaction" | "newUserId";

/** A refusal of the bank that belongs to a field of a change form: the field and the catalogue code. */
export interface ChangeFormFailure {
  readonly field: ChangeField;
  readonly code: string;
}

/** The form field of each request field a password refusal names (`field` of its body). */
const PASSWORD_REQUEST_FIELDS: Readonly<Record<string, ChangeField>> = {
  pwd: "newLogin",
  transacPwd: "newTransaction",
};

/**
 * Reads a refused check or change of credentials as a refusal of a field of its form: a rule of
 * the password change or a recently used password (`PASSWORD_CHANGE.*`, at the field the body
 * names, else `fallback`), or a user id taken or invalid by now; null for any other failure (the
 * error catalogue's).
 */
export function changeFormFailure(error: unknown, fallback: ChangeField): ChangeFormFailure | null {
  if (!isCallFailure(error)) return null;
  if (error.code.startsWith("PASSWORD_CHANGE.")) {
    const named = fieldOf(error.body);
    return {
      field: (named !== null ? PASSWORD_REQUEST_FIELDS[named] : undefined) ?? fallback,
      code: error.code,
    };
  }
  if (error.code === "USERID.TAKEN" || error.code === "USERID.INVALID") {
    return { field: "newUserId", code: error.code };
  }
  return null;
}
