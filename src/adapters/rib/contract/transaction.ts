import { Schema } from "effect";
import { Text } from "./common";

/** `GET transaction/allowedTxnPwdAttemps` response: the maximum and the attempts still left. */
export const AllowedTxnPwdAttemptsResponse = Schema.Struct({
  maxAttempts: Schema.Number,
  attemptsLeft: Schema.Number,
});
/** Decoded {@link AllowedTxnPwdAttemptsResponse}. */
export type AllowedTxnPwdAttemptsResponse = typeof AllowedTxnPwdAttemptsResponse.Type;

/** `POST transaction/validateTransacPwd` request (with `X-RIB-ENC`): a JWE of the password (session key). */
export const ValidateTransacPwdRequest = Schema.Struct({
  transacPwd: Text(4096, 1),
});
/** Decoded {@link ValidateTransacPwdRequest}. */
export type ValidateTransacPwdRequest = typeof ValidateTransacPwdRequest.Type;

/** 406 `TXN_PWD.WRONG` body: the error body plus the attempts left. */
export const TxnPwdWrongBody = Schema.Struct({
  status: Schema.Number,
  statusMsg: Schema.String,
  code: Schema.String,
  remainingAttempts: Schema.Number,
});
/** Decoded {@link TxnPwdWrongBody}. */
export type TxnPwdWrongBody = typeof TxnPwdWrongBody.Type;
