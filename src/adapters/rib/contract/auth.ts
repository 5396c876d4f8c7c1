import { Schema } from "effect";
import { ErrorBody, Text } from "./common";

/** A user id as typed at sign-in. */
export const Username = Text(64, 1);

/** `POST newUser/checkFailCount` request. */
export const CheckFailCountRequest = Schema.Struct({ username: Username });
/** Decoded {@link CheckFailCountRequest}. */
export type CheckFailCountRequest = typeof CheckFailCountRequest.Type;

/** `POST newUser/checkFailCount` response: failures so far and whether the captcha is needed (from 3). */
export const CheckFailCountResponse = Schema.Struct({
  count: Schema.Number,
  captchaRequired: Schema.Boolean,
});
/** Decoded {@link CheckFailCountResponse}. */
export type CheckFailCountResponse = typeof CheckFailCountResponse.Type;

/** One secure image choice; `altKey` is the i18n key of its text alternative. */
export const SecureImage = Schema.Struct({
  id: Schema.String,
  category: Schema.String,
  altKey: Schema.String,
});
/** Decoded {@link SecureImage}. */
export type SecureImage = typeof SecureImage.Type;

/** `POST getUserSecurityInfo` request. */
export const UserSecurityInfoRequest = Schema.Struct({ username: Username });
/** Decoded {@link UserSecurityInfoRequest}. */
export type UserSecurityInfoRequest = typeof UserSecurityInfoRequest.Type;

/** `POST getUserSecurityInfo` response (made up but stable for unknown user ids). */
export const UserSecurityInfoResponse = Schema.Struct({
  isSecureImageSet: Schema.Boolean,
  secureImage: Schema.NullOr(SecureImage),
  secureText: Schema.NullOr(Schema.String),
});
/** Decoded {@link UserSecurityInfoResponse}. */
export type UserSecurityInfoResponse = typeof UserSecurityInfoResponse.Type;

/**
 * `GET captcha` response: its id and a PNG picture of 5 distorted characters, base64 (the file holds
 * no text; the client shows it as a `data:image/png` image).
 */
export const CaptchaResponse = Schema.Struct({
  captchaId: Schema.String,
  png: Schema.String.check(Schema.isPattern(/^[A-Za-z0-9+/]+={0,2}$/u)),
});
/** Decoded {@link CaptchaResponse}. */
export type CaptchaResponse = typeof CaptchaResponse.Type;

/** `POST captcha/sendCode` request: the non-cognitive captcha alternative. */
export const CaptchaSendCodeRequest = Schema.Struct({ username: Username });
/** Decoded {@link CaptchaSendCodeRequest}. */
export type CaptchaSendCodeRequest = typeof CaptchaSendCodeRequest.Type;

/** `POST captcha/sendCode` response (same answer for unknown user ids). */
export const CaptchaSendCodeResponse = Schema.Struct({ sent: Schema.Boolean, maskedMobile: Schema.String });
/** Decoded {@link CaptchaSendCodeResponse}. */
export type CaptchaSendCodeResponse = typeof CaptchaSendCodeResponse.Type;

/** `POST loginUser/usersec/seckey` request. */
export const SecretKeyRequest = Schema.Struct({ username: Username });
/** Decoded {@link SecretKeyRequest}. */
export type SecretKeyRequest = typeof SecretKeyRequest.Type;

/** Both secret-key calls answer `[ key ]`: base64url of 32 bytes. */
export const SecretKeyResponse = Schema.Tuple([Schema.String]);
/** Decoded {@link SecretKeyResponse}. */
export type SecretKeyResponse = typeof SecretKeyResponse.Type;

/** `POST /app/authentication` form fields (urlencoded); `X-RIB-ENC` covers all sent fields. */
export const LoginRequest = Schema.Struct({
  j_username: Username,
  j_password: Text(128, 1),
  "remember-me": Schema.optionalKey(Text(16)),
  submit: Schema.optionalKey(Text(32)),
  captchaId: Schema.optionalKey(Text(128)),
  captcha: Schema.optionalKey(Text(32)),
  captchaCode: Schema.optionalKey(Text(32)),
  secureAccess: Schema.optionalKey(Text(16)),
});
/** Decoded {@link LoginRequest}. */
export type LoginRequest = typeof LoginRequest.Type;

/** Customer type: resident or non-resident. */
export const CustomerType = Schema.Literals(["R", "NR"]);
/** Decoded {@link CustomerType}. */
export type CustomerType = typeof CustomerType.Type;

/** `POST /app/authentication` 200 body; the flags drive the route after sign-in (spec 000 section 4). */
export const LoginSuccessResponse = Schema.Struct({
  status: Schema.Number,
  resetRequired: Schema.Boolean,
  /** Which passwords must be reset when `resetRequired` (login expired or flagged, transaction flagged). */
  resetWhich: Schema.optionalKey(Schema.Literals(["login", "transaction", "both"])),
  mfaRequired: Schema.Boolean,
  secureImageSet: Schema.Boolean,
  customerType: CustomerType,
});
/** Decoded {@link LoginSuccessResponse}. */
export type LoginSuccessResponse = typeof LoginSuccessResponse.Type;

/**
 * 401 `LOGIN.BAD_CREDENTIALS` body: the error body plus the wrong passwords left before the user id
 * is blocked (6 minus the failures counted, never below 0), counted alike for unknown ids (D33).
 */
export const LoginBadCredentialsBody = Schema.Struct({
  ...ErrorBody.fields,
  remainingAttempts: Schema.Number,
});
/** Decoded {@link LoginBadCredentialsBody}. */
export type LoginBadCredentialsBody = typeof LoginBadCredentialsBody.Type;

/**
 * Why a security-check answer sent with the sign-in was refused: the picture or code was already
 * used, has expired, or does not match. Said only to someone who holds the answer: a code counts as
 * "used" or "expired" only when it is the code that was sent, so an unknown id and a customer's
 * answer alike to a guess ("wrong"; D33).
 */
export const CaptchaRefusal = Schema.Literals(["used", "expired", "wrong"]);
/** Decoded {@link CaptchaRefusal}. */
export type CaptchaRefusal = typeof CaptchaRefusal.Type;

/**
 * 428 `LOGIN.CAPTCHA_REQUIRED` body: the error body plus, when the request carried a picture answer
 * or a code, why it was refused.
 */
export const LoginCaptchaRequiredBody = Schema.Struct({
  ...ErrorBody.fields,
  captchaRefused: Schema.optional(CaptchaRefusal),
});
/** Decoded {@link LoginCaptchaRequiredBody}. */
export type LoginCaptchaRequiredBody = typeof LoginCaptchaRequiredBody.Type;

/** `POST /app/logout` response. */
export const LogoutResponse = Schema.Struct({ status: Schema.Number });
/** Decoded {@link LogoutResponse}. */
export type LogoutResponse = typeof LogoutResponse.Type;
