import { Schema } from "effect";
import { Username } from "./auth";
import { Text } from "./common";

/** OTP module of a password change (`securityInfo/updatePwd`); the code is bound to `{ pwdFlag, transacPwdFlag }`. */
export const CHANGE_PASSWORD_OTP_MODULE = "CHANGE_PASSWORD";
/**
 * How many of a customer's latest passwords (the current one included) a new login or transaction
 * password must differ from, as Indian banks ask (406 `PASSWORD_CHANGE.RECENTLY_USED`). The server
 * keeps the hashes of the ones before the current; the screens name the number in their rules.
 */
export const PASSWORD_HISTORY_SIZE = 5;
/** OTP module of a user id change (`securityInfo/updateUserID`); the code is bound to `{ newUserId }`. */
export const CHANGE_USER_ID_OTP_MODULE = "CHANGE_USER_ID";
/** The spec's status code of "Exceeded maximum attempts" (spec 002 section 8), sent as `statusCode`. */
export const SECURITY_ATTEMPTS_EXCEEDED_STATUS_CODE = "1019";
/** The spec's error code of `newUser/checkUser` meaning "available" (404 `USERID.AVAILABLE`). */
export const USER_ID_AVAILABLE_ERROR_CODE = "1034";
/** The spec's error code of `newUser/checkUser` meaning "invalid" (400 `USERID.INVALID`). */
export const USER_ID_INVALID_ERROR_CODE = "1035";

/** A JWE of a password made with the session secret key. */
const Jwe = Text(4096, 1);
/** A "Y"/"N" flag of `securityInfo/updatePwd`. */
export const YesNo = Schema.Literals(["Y", "N"]);
/** Decoded {@link YesNo}. */
export type YesNo = typeof YesNo.Type;

/** `POST newUser/checkUser` request: the user id whose availability is asked. */
export const CheckUserRequest = Schema.Struct({ username: Username });
/** Decoded {@link CheckUserRequest}. */
export type CheckUserRequest = typeof CheckUserRequest.Type;

/** `POST newUser/checkUser` 200 answer: the user id is taken (spec: a success answer means "already exists"). */
export const CheckUserResponse = Schema.Struct({ exists: Schema.Boolean });
/** Decoded {@link CheckUserResponse}. */
export type CheckUserResponse = typeof CheckUserResponse.Type;

/** 404 `USERID.AVAILABLE` / 400 `USERID.INVALID` body of `newUser/checkUser`: the error body plus the spec's `errorCode`. */
export const CheckUserErrorBody = Schema.Struct({
  status: Schema.Number,
  statusMsg: Schema.String,
  code: Schema.String,
  errorCode: Schema.String,
});
/** Decoded {@link CheckUserErrorBody}. */
export type CheckUserErrorBody = typeof CheckUserErrorBody.Type;

/** `POST securityInfo/loginPwd` request (with `X-RIB-ENC`): a JWE of the current login password. */
export const SecurityLoginPwdRequest = Schema.Struct({ pwd: Jwe });
/** Decoded {@link SecurityLoginPwdRequest}. */
export type SecurityLoginPwdRequest = typeof SecurityLoginPwdRequest.Type;

/** `POST securityInfo/tranPwd` request (with `X-RIB-ENC`): a JWE of the current transaction password. */
export const SecurityTranPwdRequest = Schema.Struct({ transacPwd: Jwe });
/** Decoded {@link SecurityTranPwdRequest}. */
export type SecurityTranPwdRequest = typeof SecurityTranPwdRequest.Type;

/** 200 answer of `securityInfo/loginPwd` and `securityInfo/tranPwd`: `statusCode` "00". */
export const SecurityCheckResponse = Schema.Struct({ statusCode: Schema.String, statusMsg: Schema.String });
/** Decoded {@link SecurityCheckResponse}. */
export type SecurityCheckResponse = typeof SecurityCheckResponse.Type;

/**
 * Error body of the security checks: 406 `SECURITY.WRONG_LOGIN_PWD` / `SECURITY.WRONG_TXN_PWD` with
 * `remainingAttempts`, 403 `SECURITY.ATTEMPTS_EXCEEDED` with `statusCode` "1019".
 */
export const SecurityCheckErrorBody = Schema.Struct({
  status: Schema.Number,
  statusMsg: Schema.String,
  code: Schema.String,
  statusCode: Schema.optionalKey(Schema.String),
  remainingAttempts: Schema.optionalKey(Schema.Number),
});
/** Decoded {@link SecurityCheckErrorBody}. */
export type SecurityCheckErrorBody = typeof SecurityCheckErrorBody.Type;

/**
 * `POST securityInfo/checkNewPwd` request (with `X-RIB-ENC`): the new passwords as JWEs and a flag
 * per password, as `securityInfo/updatePwd` will send them, without a code. The bank refuses a
 * password it would refuse at the change before a code is sent for it (not a call of the spec).
 */
export const CheckNewPwdRequest = Schema.Struct({
  pwd: Schema.optionalKey(Jwe),
  pwdFlag: YesNo,
  transacPwd: Schema.optionalKey(Jwe),
  transacPwdFlag: YesNo,
});
/** Decoded {@link CheckNewPwdRequest}. */
export type CheckNewPwdRequest = typeof CheckNewPwdRequest.Type;

/**
 * `POST securityInfo/updatePwd` request (with `Idempotency-Key` and `X-RIB-ENC`): the new passwords
 * as JWEs, a flag per password and the `otac` of a verified code of module `CHANGE_PASSWORD`.
 */
export const UpdatePwdRequest = Schema.Struct({
  pwd: Schema.optionalKey(Jwe),
  pwdFlag: YesNo,
  transacPwd: Schema.optionalKey(Jwe),
  transacPwdFlag: YesNo,
  otac: Text(128, 1),
});
/** Decoded {@link UpdatePwdRequest}. */
export type UpdatePwdRequest = typeof UpdatePwdRequest.Type;

/** Which passwords a change or a forced reset is about. */
export const PasswordWhich = Schema.Literals(["login", "transaction", "both"]);
/** Decoded {@link PasswordWhich}. */
export type PasswordWhich = typeof PasswordWhich.Type;

/** `POST securityInfo/updatePwd` response. */
export const UpdatePwdResponse = Schema.Struct({
  status: Schema.Number,
  statusMsg: Schema.String,
  which: PasswordWhich,
  referenceNumber: Schema.String,
});
/** Decoded {@link UpdatePwdResponse}. */
export type UpdatePwdResponse = typeof UpdatePwdResponse.Type;

/** `POST securityInfo/updateUserID` request (with `Idempotency-Key`): the new user id and the `otac` of module `CHANGE_USER_ID`. */
export const UpdateUserIdRequest = Schema.Struct({
  newUserId: Username,
  otac: Text(128, 1),
});
/** Decoded {@link UpdateUserIdRequest}. */
export type UpdateUserIdRequest = typeof UpdateUserIdRequest.Type;

/** `POST securityInfo/updateUserID` response. */
export const UpdateUserIdResponse = Schema.Struct({
  status: Schema.Number,
  statusMsg: Schema.String,
  referenceNumber: Schema.String,
});
/** Decoded {@link UpdateUserIdResponse}. */
export type UpdateUserIdResponse = typeof UpdateUserIdResponse.Type;
