import { EmptyRequest, StatusOkResponse } from "../common";
import { endpoint } from "../endpoint";
import { AllowedTxnPwdAttemptsResponse, ValidateTransacPwdRequest } from "../transaction";
import { ACTIVE_ERRORS, INTEGRITY_ERRORS } from "./shared";

/** The calls of the transaction password (spec 000 §5, §7). */
export const transactionEndpoints = {
  allowedTxnPwdAttempts: endpoint({
    summary: "The most wrong transaction passwords allowed and the attempts left.",
    spec: "000 §5, §7",
    method: "GET",
    root: "rest",
    path: "transaction/allowedTxnPwdAttemps",
    request: EmptyRequest,
    encoding: "none",
    response: { kind: "json", schema: AllowedTxnPwdAttemptsResponse },
    session: "active",
    errors: ACTIVE_ERRORS,
  }),
  validateTransacPwd: endpoint({
    summary: "Checks the transaction password (406 with the attempts left when wrong).",
    spec: "000 §5, §7",
    method: "POST",
    root: "rest",
    path: "transaction/validateTransacPwd",
    request: ValidateTransacPwdRequest,
    encoding: "json",
    response: { kind: "json", schema: StatusOkResponse },
    session: "active",
    integrity: { key: "session" },
    secrets: { transacPwd: "sealed" },
    errors: [...ACTIVE_ERRORS, ...INTEGRITY_ERRORS, "TXN_PWD.WRONG"],
    // A right password gives back every attempt.
    invalidates: ["allowedTxnPwdAttempts"],
  }),
  blockUserId: endpoint({
    summary: "Blocks the user id and ends the session; a repeat answers the same.",
    spec: "000 §5, §7",
    method: "POST",
    root: "rest",
    path: "transaction/blockUserId",
    request: EmptyRequest,
    encoding: "json",
    response: { kind: "json", schema: StatusOkResponse },
    session: "active",
    errors: ACTIVE_ERRORS,
    // The session ends with it: the app signs out, which clears every cached answer.
    invalidates: [],
  }),
} as const;
