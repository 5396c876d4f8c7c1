import { Schema } from "effect";
import { EmptyRequest, Text } from "./common";

/** A one-time code as sent: exactly 6 digits. */
export const OtpCode = Schema.String.check(Schema.isPattern(/^[0-9]{6}$/u));

/** `POST user/authOtp` request (empty object). */
export const AuthOtpRequest = EmptyRequest;
/** Decoded {@link AuthOtpRequest}. */
export type AuthOtpRequest = typeof AuthOtpRequest.Type;

/** `POST user/authOtp` response: the sign-in code was sent. */
export const AuthOtpResponse = Schema.Struct({
  otac: Schema.String,
  allowedOTPAttemps: Schema.Number,
  regenerateOTPTimer: Schema.Number,
  maskedMobile: Schema.String,
});
/** Decoded {@link AuthOtpResponse}. */
export type AuthOtpResponse = typeof AuthOtpResponse.Type;

/** `POST user/validateAuthOTP` request (with `X-RIB-ENC`). */
export const ValidateAuthOtpRequest = Schema.Struct({ otp: OtpCode, otac: Text(128) });
/** Decoded {@link ValidateAuthOtpRequest}. */
export type ValidateAuthOtpRequest = typeof ValidateAuthOtpRequest.Type;

/** `POST user/validateAuthOTP` success: `rToken` for `setAuthOtp`. */
export const ValidateAuthOtpResponse = Schema.Struct({ statusMsg: Schema.String, rToken: Schema.String });
/** Decoded {@link ValidateAuthOtpResponse}. */
export type ValidateAuthOtpResponse = typeof ValidateAuthOtpResponse.Type;

/** `POST setAuthOtp` request: completes multi-factor sign-in. */
export const SetAuthOtpRequest = Schema.Struct({
  rToken: Text(128),
  ownSystem: Schema.Literals(["Y", "N"]),
});
/** Decoded {@link SetAuthOtpRequest}. */
export type SetAuthOtpRequest = typeof SetAuthOtpRequest.Type;

/** `POST setAuthOtp` response. */
export const SetAuthOtpResponse = Schema.Struct({ status: Schema.Number });
/** Decoded {@link SetAuthOtpResponse}. */
export type SetAuthOtpResponse = typeof SetAuthOtpResponse.Type;

/**
 * Values an action code is bound to (never put in the SMS): the commit call that consumes the
 * code must carry the same values. At most 8 keys, each value at most 200 characters.
 */
export const OtpBinding = Schema.Record(Text(64, 1), Text(200)).check(Schema.isMaxProperties(8));
/** Decoded {@link OtpBinding}. */
export type OtpBinding = typeof OtpBinding.Type;

/**
 * `POST otp/generateOtp` request: the code is bound to `module` and `bind` when sent. The spec's
 * `smsForService`, `firstContent` and `secondContent` are accepted but never used: the server writes
 * the SMS from its own text for the module (docs/DECISIONS.md D35).
 */
export const GenerateOtpRequest = Schema.Struct({
  smsForService: Text(200),
  firstContent: Text(200),
  secondContent: Text(200),
  module: Text(64, 1),
  bind: Schema.optionalKey(OtpBinding),
});
/** Decoded {@link GenerateOtpRequest}. */
export type GenerateOtpRequest = typeof GenerateOtpRequest.Type;

/** `POST otp/generateOtp` response; `allowedOTPAttemps` is 3, or fewer when the day has fewer left. */
export const GenerateOtpResponse = Schema.Struct({ otac: Schema.String, allowedOTPAttemps: Schema.Number });
/** Decoded {@link GenerateOtpResponse}. */
export type GenerateOtpResponse = typeof GenerateOtpResponse.Type;

/** `POST otp/validateOtp` request (with `X-RIB-ENC`); `module` optional, checked against the code's binding when sent. */
export const ValidateOtpRequest = Schema.Struct({
  otp: OtpCode,
  otac: Text(128),
  module: Schema.optionalKey(Text(64)),
});
/** Decoded {@link ValidateOtpRequest}. */
export type ValidateOtpRequest = typeof ValidateOtpRequest.Type;

/** `POST otp/validateOtp` response: `statusMsg` is a JWE (session key) of "00" (valid). */
export const ValidateOtpResponse = Schema.Struct({ statusMsg: Schema.String });
/** Decoded {@link ValidateOtpResponse}. */
export type ValidateOtpResponse = typeof ValidateOtpResponse.Type;

/** 406 `OTP.INVALID` body: the error body plus the attempts left. */
export const OtpInvalidBody = Schema.Struct({
  status: Schema.Number,
  statusMsg: Schema.String,
  code: Schema.String,
  remainingAttempts: Schema.Number,
});
/** Decoded {@link OtpInvalidBody}. */
export type OtpInvalidBody = typeof OtpInvalidBody.Type;
