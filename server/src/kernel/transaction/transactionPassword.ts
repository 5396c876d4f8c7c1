import type { SessionRow } from "../auth/SessionStore";
import { ApiError } from "../http/ApiError";

/** How long a verified transaction password authorises sensitive calls of the session. */
export const TXN_PWD_VERIFIED_FOR_MS = 5 * 60_000;

/** Whether the session verified the transaction password in the last 5 minutes. */
export function isTransactionPasswordFresh(session: SessionRow, now: Date): boolean {
  const at = session.txn_pwd_verified_at;
  return at !== null && now.getTime() - new Date(at).getTime() <= TXN_PWD_VERIFIED_FOR_MS;
}

/** 403 `TXN_PWD.REQUIRED`: the call needs a transaction password verified in the last 5 minutes. */
export const txnPwdRequired = (): ApiError =>
  new ApiError(403, "TXN_PWD.REQUIRED", "Please confirm with your transaction password.");
