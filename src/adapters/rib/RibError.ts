import type { BankApiFailure } from "../../domain";

/** Code of a call that got no answer (network failure, offline, aborted). */
export const NETWORK_ERROR_CODE = "NETWORK.OFFLINE";
/** Code of a 2xx answer whose body did not match the contract. */
export const RESPONSE_INVALID_CODE = "RESPONSE.INVALID";

/**
 * A failed call of the bank contract: the HTTP status (0 when no answer came), the server's
 * stable `code`, its English `statusMsg` fallback and the parsed body (for extra fields such as
 * `remainingAttempts`). The app maps `code` to translated text and `status` to a behaviour.
 */
export class RibError extends Error implements BankApiFailure {
  readonly _tag = "BankApiFailure";
  readonly status: number;
  readonly code: string;
  readonly statusMsg: string;
  readonly body: unknown;

  constructor(fields: { status: number; code: string; statusMsg: string; body?: unknown }) {
    super(`${fields.status} ${fields.code}`);
    this.name = "RibError";
    this.status = fields.status;
    this.code = fields.code;
    this.statusMsg = fields.statusMsg;
    this.body = fields.body;
  }
}

/** Narrows an unknown thrown value to a {@link RibError}. */
export function isRibError(value: unknown): value is RibError {
  return (
    value instanceof RibError ||
    (typeof value === "object" && value !== null && "_tag" in value && value._tag === "BankApiFailure")
  );
}
