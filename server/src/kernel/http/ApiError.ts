import type { ErrorCode } from "../../../../src/adapters/rib/contract/common";

/** An answer other than success: HTTP status, stable code, English text and optional extra body fields. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    readonly statusMsg: string,
    readonly extra: Readonly<Record<string, unknown>> = {},
  ) {
    super(`${status} ${code}`);
    this.name = "ApiError";
  }

  /** The JSON body: `{ status, statusMsg, code, ...extra }`. */
  body(): Record<string, unknown> {
    return { status: this.status, statusMsg: this.statusMsg, code: this.code, ...this.extra };
  }
}

/** The common session errors of docs/API.md. */
export const SessionErrors = {
  required: () => new ApiError(401, "SESSION.REQUIRED", "Please sign in to continue."),
  tokenMismatch: () => new ApiError(403, "SESSION.TOKEN_MISMATCH", "The request could not be verified."),
  sfauthInvalid: () => new ApiError(403, "SESSION.SFAUTH_INVALID", "The request could not be verified."),
  mfaPending: () => new ApiError(403, "SESSION.MFA_PENDING", "Please complete the one-time code step first."),
  superseded: () => new ApiError(409, "SESSION.SUPERSEDED", "One more active session detected."),
} as const;

/** 400 `REQUEST.INVALID` naming what is wrong. */
export function invalidRequest(message: string): ApiError {
  return new ApiError(400, "REQUEST.INVALID", message);
}
