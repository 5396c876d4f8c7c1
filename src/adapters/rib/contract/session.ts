import { Schema } from "effect";
import { IsoDate, IsoTime, Text } from "./common";

/** `POST session/extend` request: `fromWarning` counts one extension; false is the quiet keep-alive. */
export const ExtendSessionRequest = Schema.Struct({ fromWarning: Schema.Boolean });
/** Decoded {@link ExtendSessionRequest}. */
export type ExtendSessionRequest = typeof ExtendSessionRequest.Type;

/** `POST session/extend` response: extensions from the warning still allowed and the idle time-out. */
export const ExtendSessionResponse = Schema.Struct({
  extensionsLeft: Schema.Number,
  idleTimeoutMs: Schema.Number,
});
/** Decoded {@link ExtendSessionResponse}. */
export type ExtendSessionResponse = typeof ExtendSessionResponse.Type;

/** One sign-in attempt of `GET loginUser/loginHistory` (Asia/Kolkata). */
export const LoginHistoryEntry = Schema.Struct({
  date: IsoDate,
  time: IsoTime,
  outcome: Schema.Literals(["SUCCESS", "FAILURE"]),
});
/** Decoded {@link LoginHistoryEntry}. */
export type LoginHistoryEntry = typeof LoginHistoryEntry.Type;

/** `GET loginUser/loginHistory` response: the last 10 sign-in attempts, newest first. */
export const LoginHistoryResponse = Schema.Struct({ entries: Schema.Array(LoginHistoryEntry) });
/** Decoded {@link LoginHistoryResponse}. */
export type LoginHistoryResponse = typeof LoginHistoryResponse.Type;

/** `POST setUserSecurityInfo` request (with `Idempotency-Key`): the new secure image and text and the OTP's `otac`. */
export const SetUserSecurityInfoRequest = Schema.Struct({
  secImage: Text(64, 1),
  secText: Text(64),
  otac: Text(128, 1),
});
/** Decoded {@link SetUserSecurityInfoRequest}. */
export type SetUserSecurityInfoRequest = typeof SetUserSecurityInfoRequest.Type;

/** `POST setUserSecurityInfo` response. */
export const SetUserSecurityInfoResponse = Schema.Struct({
  referenceNumber: Schema.String,
  status: Schema.Number,
});
/** Decoded {@link SetUserSecurityInfoResponse}. */
export type SetUserSecurityInfoResponse = typeof SetUserSecurityInfoResponse.Type;
