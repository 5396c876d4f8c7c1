import { Schema } from "effect";

/** Every error code the reference server answers with (the `code` of {@link ErrorBody}). */
export const ErrorCodes = {
  requestInvalid: "REQUEST.INVALID",
  requestReplayed: "REQUEST.REPLAYED",
  requestIntegrity: "REQUEST.INTEGRITY",
  sessionRequired: "SESSION.REQUIRED",
  sessionTokenMismatch: "SESSION.TOKEN_MISMATCH",
  sessionSfauthInvalid: "SESSION.SFAUTH_INVALID",
  sessionMfaPending: "SESSION.MFA_PENDING",
  sessionSuperseded: "SESSION.SUPERSEDED",
  loginOk: "LOGIN.OK",
  loginBadCredentials: "LOGIN.BAD_CREDENTIALS",
  loginCaptchaRequired: "LOGIN.CAPTCHA_REQUIRED",
  loginLocked: "LOGIN.LOCKED",
  loginActiveSessionInBrowser: "LOGIN.ACTIVE_SESSION_IN_BROWSER",
  loginCheckSecureImage: "LOGIN.CHECK_SECURE_IMAGE",
  loginRateLimited: "LOGIN.RATE_LIMITED",
  otpInvalid: "OTP.INVALID",
  otpAttemptsExceeded: "OTP.ATTEMPTS_EXCEEDED",
  otpRegenerateWait: "OTP.REGENERATE_WAIT",
  otpRegenerateLimit: "OTP.REGENERATE_LIMIT",
  otpExpired: "OTP.EXPIRED",
  rateLimited: "REQUEST.RATE_LIMITED",
  notFound: "REQUEST.NOT_FOUND",
  serverError: "SERVER.ERROR",
  serviceUnavailable: "SERVICE.UNAVAILABLE",
  sessionExtensionsExhausted: "SESSION.EXTENSIONS_EXHAUSTED",
  txnPwdWrong: "TXN_PWD.WRONG",
  txnPwdRequired: "TXN_PWD.REQUIRED",
  otpNotVerified: "OTP.NOT_VERIFIED",
  secureTextInvalid: "SECURE_TEXT.INVALID",
  secureImageInvalid: "SECURE_IMAGE.INVALID",
  idempotencyKeyRequired: "IDEMPOTENCY.KEY_REQUIRED",
  idempotencyMismatch: "IDEMPOTENCY.MISMATCH",
  userIdAvailable: "USERID.AVAILABLE",
  userIdInvalid: "USERID.INVALID",
  userIdTaken: "USERID.TAKEN",
  securityWrongLoginPwd: "SECURITY.WRONG_LOGIN_PWD",
  securityWrongTxnPwd: "SECURITY.WRONG_TXN_PWD",
  securityAttemptsExceeded: "SECURITY.ATTEMPTS_EXCEEDED",
  securityNotVerified: "SECURITY.NOT_VERIFIED",
  sessionResetPending: "SESSION.RESET_PENDING",
  passwordChangeRequired: "PASSWORD_CHANGE.REQUIRED",
  passwordChangeNotStrong: "PASSWORD_CHANGE.NOT_STRONG",
  passwordChangeSameAsCurrent: "PASSWORD_CHANGE.SAME_AS_CURRENT",
  passwordChangeSameAsLogin: "PASSWORD_CHANGE.SAME_AS_LOGIN",
  feedbackIncomplete: "FEEDBACK.INCOMPLETE",
  feedbackCommentRequired: "FEEDBACK.COMMENT_REQUIRED",
  accountNotFound: "ACCOUNT.NOT_FOUND",
  enquiryAccountNotEligible: "ENQUIRY.ACCOUNT_NOT_ELIGIBLE",
  enquiryCategoriseNotAllowed: "ENQUIRY.CATEGORISE_NOT_ALLOWED",
  statementNoData: "STATEMENT.NO_DATA",
  statementNotOffered: "STATEMENT.NOT_OFFERED",
  certificateNoInterest: "CERTIFICATE.NO_INTEREST",
  certificateNotAvailable: "CERTIFICATE.NOT_AVAILABLE",
} as const;

/** One of the stable error codes of {@link ErrorCodes}. */
export type ErrorCode = (typeof ErrorCodes)[keyof typeof ErrorCodes];

/** Integer paise (100 = ₹1.00), the unit of every amount in the contract. */
export const Paise = Schema.Number.check(Schema.isInt());

/** A payload date, `yyyy-MM-dd`. */
export const IsoDate = Schema.String.check(Schema.isPattern(/^\d{4}-\d{2}-\d{2}$/));

/** A payload time, `HH:mm:ss` (Asia/Kolkata). */
export const IsoTime = Schema.String.check(Schema.isPattern(/^\d{2}:\d{2}:\d{2}$/));

/** The body of every error answer: HTTP status, English fallback text and stable code. */
export const ErrorBody = Schema.Struct({
  status: Schema.Number,
  statusMsg: Schema.String,
  code: Schema.String,
});
/** Decoded {@link ErrorBody}. */
export type ErrorBody = typeof ErrorBody.Type;

/** The body of a plain success answer (`{ "status": 200 }`). */
export const StatusOkResponse = Schema.Struct({ status: Schema.Number });
/** Decoded {@link StatusOkResponse}. */
export type StatusOkResponse = typeof StatusOkResponse.Type;

/** An empty JSON request body (`{}`); extra keys are ignored. */
export const EmptyRequest = Schema.Struct({});
/** Decoded {@link EmptyRequest}. */
export type EmptyRequest = typeof EmptyRequest.Type;
