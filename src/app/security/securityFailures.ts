import { securityCheckOutcome, type SecurityCheckOutcome } from "../../domain";
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
