import { Schema, SchemaAST, SchemaGetter } from "effect";
import type { Paise as DomainPaise } from "../../../domain/money/Money";
import { formatDisplayDate, isIsoDate, parseDisplayDate } from "../../../domain/dates/AppDate";

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
  otpGenerateFailed: "OTP.GENERATE_FAILED",
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
  secureImageAlreadySet: "SECURE_IMAGE.ALREADY_SET",
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
  passwordChangeRecentlyUsed: "PASSWORD_CHANGE.RECENTLY_USED",
  feedbackIncomplete: "FEEDBACK.INCOMPLETE",
  feedbackCommentRequired: "FEEDBACK.COMMENT_REQUIRED",
  accountNotFound: "ACCOUNT.NOT_FOUND",
  enquiryAccountNotEligible: "ENQUIRY.ACCOUNT_NOT_ELIGIBLE",
  enquiryCategoriseNotAllowed: "ENQUIRY.CATEGORISE_NOT_ALLOWED",
  statementNoData: "STATEMENT.NO_DATA",
  statementNotOffered: "STATEMENT.NOT_OFFERED",
  certificateNoInterest: "CERTIFICATE.NO_INTEREST",
  certificateNotAvailable: "CERTIFICATE.NOT_AVAILABLE",
  // Payments and the ledger (spec 001; area A)
  transferAmountBelowMin: "TRANSFER.AMOUNT_BELOW_MIN",
  transferAmountAboveMax: "TRANSFER.AMOUNT_ABOVE_MAX",
  transferInsufficientBalance: "TRANSFER.INSUFFICIENT_BALANCE",
  transferAboveBeneficiaryLimit: "TRANSFER.ABOVE_BENEFICIARY_LIMIT",
  transferNewBeneficiaryCap: "TRANSFER.NEW_BENEFICIARY_CAP",
  transferDailyLimit: "TRANSFER.DAILY_LIMIT",
  transferDateNotToday: "TRANSFER.DATE_NOT_TODAY",
  transferSourceNotAllowed: "TRANSFER.SOURCE_NOT_ALLOWED",
  transferTargetNotAllowed: "TRANSFER.TARGET_NOT_ALLOWED",
  transferSameAccount: "TRANSFER.SAME_ACCOUNT",
  transferNreCreditNotAllowed: "TRANSFER.NRE_CREDIT_NOT_ALLOWED",
  transferSourceMatured: "TRANSFER.SOURCE_MATURED",
  transferAccountFrozen: "TRANSFER.ACCOUNT_FROZEN",
  transferBeneficiaryNotFound: "TRANSFER.BENEFICIARY_NOT_FOUND",
  transferBeneficiaryNotActive: "TRANSFER.BENEFICIARY_NOT_ACTIVE",
  transferWrongNetwork: "TRANSFER.WRONG_NETWORK",
  transferChargesChanged: "TRANSFER.CHARGES_CHANGED",
  transferPaymentNotFound: "TRANSFER.PAYMENT_NOT_FOUND",
  transferNotAwaitingConfirmation: "TRANSFER.NOT_AWAITING_CONFIRMATION",
  transferConfirmationMismatch: "TRANSFER.CONFIRMATION_MISMATCH",
  // Favourite transactions and the fund-transfer enquiry (spec 001)
  favouriteNotFound: "FAVOURITE.NOT_FOUND",
  favouriteNotEligible: "FAVOURITE.NOT_ELIGIBLE",
  favouriteAlreadyAdded: "FAVOURITE.ALREADY_ADDED",
  favouriteListFull: "FAVOURITE.LIST_FULL",
  ftEnquiryNoData: "FT_ENQUIRY.NO_DATA",
  ftEnquiryThirdParty: "FT_ENQUIRY.THIRD_PARTY",
  // Beneficiaries, the IFSC directory and the name enquiry (spec 001; area B)
  beneficiaryNotFound: "BENEFICIARY.NOT_FOUND",
  beneficiaryDuplicate: "BENEFICIARY.DUPLICATE",
  beneficiaryOwnAccount: "BENEFICIARY.OWN_ACCOUNT",
  beneficiaryLimitTooHigh: "BENEFICIARY.LIMIT_TOO_HIGH",
  beneficiaryLimitRaiseNeedsCode: "BENEFICIARY.LIMIT_RAISE_NEEDS_CODE",
  beneficiaryNameInvalid: "BENEFICIARY.NAME_INVALID",
  beneficiaryNicknameRequired: "BENEFICIARY.NICKNAME_REQUIRED",
  beneficiaryDetailsRequired: "BENEFICIARY.DETAILS_REQUIRED",
  beneficiaryAccountNotInBank: "BENEFICIARY.ACCOUNT_NOT_IN_BANK",
  beneficiaryAccountNotFound: "BENEFICIARY.ACCOUNT_NOT_FOUND",
  beneficiaryIfscInvalid: "BENEFICIARY.IFSC_INVALID",
  beneficiaryIfscUnknown: "BENEFICIARY.IFSC_UNKNOWN",
  beneficiaryIfscSearchCriteria: "BENEFICIARY.IFSC_SEARCH_CRITERIA",
  beneficiaryNotPending: "BENEFICIARY.NOT_PENDING",
  beneficiaryNotActive: "BENEFICIARY.NOT_ACTIVE",
  beneficiaryNameEnquiryWait: "BENEFICIARY.NAME_ENQUIRY_WAIT",
  profileMobileNotRegistered: "PROFILE.MOBILE_NOT_REGISTERED",
} as const;

/** One of the stable error codes of {@link ErrorCodes}. */
export type ErrorCode = (typeof ErrorCodes)[keyof typeof ErrorCodes];

/**
 * The HTTP status each error code answers with (the reference server's `ApiError`s; a test compares
 * this table with server/src). `REQUEST.INVALID` also answers 413 (a body over 64 KiB) and 405 (a
 * sign-in that is not a POST); `LOGIN.OK` is the success of the sign-in, not an error.
 */
export const ErrorStatus: { readonly [C in ErrorCode]: number } = {
  "REQUEST.INVALID": 400,
  "REQUEST.REPLAYED": 400,
  "REQUEST.INTEGRITY": 400,
  "SESSION.REQUIRED": 401,
  "SESSION.TOKEN_MISMATCH": 403,
  "SESSION.SFAUTH_INVALID": 403,
  "SESSION.MFA_PENDING": 403,
  "SESSION.SUPERSEDED": 409,
  "LOGIN.OK": 200,
  "LOGIN.BAD_CREDENTIALS": 401,
  "LOGIN.CAPTCHA_REQUIRED": 428,
  "LOGIN.LOCKED": 423,
  "LOGIN.ACTIVE_SESSION_IN_BROWSER": 409,
  "LOGIN.CHECK_SECURE_IMAGE": 498,
  "LOGIN.RATE_LIMITED": 429,
  "SECURE_IMAGE.ALREADY_SET": 422,
  "OTP.INVALID": 406,
  "OTP.ATTEMPTS_EXCEEDED": 403,
  "OTP.REGENERATE_WAIT": 429,
  "OTP.REGENERATE_LIMIT": 403,
  "OTP.EXPIRED": 406,
  "OTP.GENERATE_FAILED": 406,
  "REQUEST.RATE_LIMITED": 429,
  "REQUEST.NOT_FOUND": 404,
  "SERVER.ERROR": 500,
  "SERVICE.UNAVAILABLE": 503,
  "SESSION.EXTENSIONS_EXHAUSTED": 403,
  "TXN_PWD.WRONG": 406,
  "TXN_PWD.REQUIRED": 403,
  "OTP.NOT_VERIFIED": 403,
  "SECURE_TEXT.INVALID": 400,
  "SECURE_IMAGE.INVALID": 400,
  "IDEMPOTENCY.KEY_REQUIRED": 400,
  "IDEMPOTENCY.MISMATCH": 422,
  "USERID.AVAILABLE": 404,
  "USERID.INVALID": 400,
  "USERID.TAKEN": 400,
  "SECURITY.WRONG_LOGIN_PWD": 406,
  "SECURITY.WRONG_TXN_PWD": 406,
  "SECURITY.ATTEMPTS_EXCEEDED": 403,
  "SECURITY.NOT_VERIFIED": 403,
  "SESSION.RESET_PENDING": 403,
  "PASSWORD_CHANGE.REQUIRED": 400,
  "PASSWORD_CHANGE.NOT_STRONG": 400,
  "PASSWORD_CHANGE.SAME_AS_CURRENT": 400,
  "PASSWORD_CHANGE.SAME_AS_LOGIN": 400,
  "PASSWORD_CHANGE.RECENTLY_USED": 406,
  "FEEDBACK.INCOMPLETE": 400,
  "FEEDBACK.COMMENT_REQUIRED": 400,
  "ACCOUNT.NOT_FOUND": 404,
  "ENQUIRY.ACCOUNT_NOT_ELIGIBLE": 400,
  "ENQUIRY.CATEGORISE_NOT_ALLOWED": 422,
  "STATEMENT.NO_DATA": 404,
  "STATEMENT.NOT_OFFERED": 400,
  "CERTIFICATE.NO_INTEREST": 404,
  "CERTIFICATE.NOT_AVAILABLE": 404,
  // Payments and the ledger (spec 001; area A)
  "TRANSFER.AMOUNT_BELOW_MIN": 422,
  "TRANSFER.AMOUNT_ABOVE_MAX": 422,
  "TRANSFER.INSUFFICIENT_BALANCE": 422,
  "TRANSFER.ABOVE_BENEFICIARY_LIMIT": 422,
  "TRANSFER.NEW_BENEFICIARY_CAP": 422,
  "TRANSFER.DAILY_LIMIT": 422,
  "TRANSFER.DATE_NOT_TODAY": 422,
  "TRANSFER.SOURCE_NOT_ALLOWED": 422,
  "TRANSFER.TARGET_NOT_ALLOWED": 422,
  "TRANSFER.SAME_ACCOUNT": 422,
  "TRANSFER.NRE_CREDIT_NOT_ALLOWED": 422,
  "TRANSFER.SOURCE_MATURED": 422,
  "TRANSFER.ACCOUNT_FROZEN": 422,
  "TRANSFER.BENEFICIARY_NOT_FOUND": 404,
  "TRANSFER.BENEFICIARY_NOT_ACTIVE": 422,
  "TRANSFER.WRONG_NETWORK": 422,
  "TRANSFER.CHARGES_CHANGED": 422,
  "TRANSFER.PAYMENT_NOT_FOUND": 404,
  "TRANSFER.NOT_AWAITING_CONFIRMATION": 422,
  "TRANSFER.CONFIRMATION_MISMATCH": 422,
  // Favourite transactions and the fund-transfer enquiry (spec 001)
  "FAVOURITE.NOT_FOUND": 404,
  "FAVOURITE.NOT_ELIGIBLE": 422,
  "FAVOURITE.ALREADY_ADDED": 422,
  "FAVOURITE.LIST_FULL": 422,
  "FT_ENQUIRY.NO_DATA": 404,
  "FT_ENQUIRY.THIRD_PARTY": 503,
  // Beneficiaries, the IFSC directory and the name enquiry (spec 001; area B)
  "BENEFICIARY.NOT_FOUND": 404,
  "BENEFICIARY.DUPLICATE": 422,
  "BENEFICIARY.OWN_ACCOUNT": 422,
  "BENEFICIARY.LIMIT_TOO_HIGH": 400,
  "BENEFICIARY.LIMIT_RAISE_NEEDS_CODE": 403,
  "BENEFICIARY.NAME_INVALID": 400,
  "BENEFICIARY.NICKNAME_REQUIRED": 400,
  "BENEFICIARY.DETAILS_REQUIRED": 400,
  "BENEFICIARY.ACCOUNT_NOT_IN_BANK": 400,
  "BENEFICIARY.ACCOUNT_NOT_FOUND": 404,
  "BENEFICIARY.IFSC_INVALID": 400,
  "BENEFICIARY.IFSC_UNKNOWN": 404,
  "BENEFICIARY.IFSC_SEARCH_CRITERIA": 400,
  "BENEFICIARY.NOT_PENDING": 422,
  "BENEFICIARY.NOT_ACTIVE": 422,
  "BENEFICIARY.NAME_ENQUIRY_WAIT": 429,
  "PROFILE.MOBILE_NOT_REGISTERED": 422,
};

/**
 * The error codes every call may answer besides its own: a request that fails its schema or the
 * `UrlToken` check, a replayed `UrlToken`, an unexpected failure, and the bank being unavailable.
 */
export const COMMON_ERROR_CODES: readonly ErrorCode[] = [
  "REQUEST.INVALID",
  "REQUEST.REPLAYED",
  "SERVER.ERROR",
  "SERVICE.UNAVAILABLE",
];

/**
 * Characters no text of a request may hold (docs/DECISIONS.md, "Input hardening"): the C0 controls
 * (NUL to US), DEL and the C1 controls, and a UTF-16 surrogate that is not half of a pair (with the
 * `u` flag a paired surrogate is one code point, so `\p{Cs}` matches only a lone one). PostgreSQL
 * refuses a NUL in text outright, and a lone surrogate cannot be encoded as UTF-8 at all.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_CHARACTER = /[\u0000-\u001f\u007f-\u009f]|\p{Cs}/u;
/** The same, except tab, line feed and carriage return: the line breaks of a text area. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_CHARACTER_BUT_LINE_BREAK = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]|\p{Cs}/u;

/** Whether `text` holds a character no request text may hold, line breaks and tabs included. */
export function hasControlCharacter(text: string): boolean {
  return CONTROL_CHARACTER.test(text);
}

/** Whether `text` holds a character no request text may hold, line breaks and tabs allowed. */
export function hasControlCharacterButLineBreak(text: string): boolean {
  return CONTROL_CHARACTER_BUT_LINE_BREAK.test(text);
}

/**
 * A check of request text: no control character (C0, DEL, C1) and no lone surrogate; with
 * `multiline`, tab, line feed and carriage return are allowed. Fails with a message that names the
 * rule, never the value.
 */
export function isPlainText(options: { readonly multiline?: boolean } = {}) {
  const multiline = options.multiline === true;
  return Schema.makeFilter(
    (text: string) =>
      !(multiline ? hasControlCharacterButLineBreak(text) : hasControlCharacter(text)) ||
      (multiline
        ? "Expected text without control characters (other than line breaks and tabs)"
        : "Expected text without control characters or line breaks"),
    {
      expected: multiline ? "text without control characters" : "one line of text without control characters",
      // The rule has no exact JSON Schema without an unreadable pattern; docs/API.md states it.
      toJsonSchema: () => [{}, true],
      ribCheck: multiline ? "multilineText" : "plainText",
    },
  );
}

/**
 * One line of request text: no control characters, no lone surrogates, at most `maxLength` UTF-16
 * units (and at least `minLength`). Every free string of a request is one of these or matches a
 * pattern (tests/contract/fuzz.contract.test.ts sends each a NUL, a control character, a lone
 * surrogate and an oversized value).
 */
export function Text(maxLength: number, minLength = 0): Schema.String {
  return minLength > 0
    ? Schema.String.check(isPlainText(), Schema.isMinLength(minLength), Schema.isMaxLength(maxLength))
    : Schema.String.check(isPlainText(), Schema.isMaxLength(maxLength));
}

/** Text typed in a text area (a comment): like {@link Text}, but line breaks and tabs are allowed. */
export function MultilineText(maxLength: number): Schema.String {
  return Schema.String.check(isPlainText({ multiline: true }), Schema.isMaxLength(maxLength));
}

/** The largest value of a PostgreSQL `integer` column (2^31 - 1). */
export const INT32_MAX = 2_147_483_647;

/**
 * A whole number from 0 to 2^31 - 1: a count, a position, a score or a sequence number, which the
 * database keeps in an `integer` column (PostgreSQL fails on a larger one instead of refusing it).
 */
export const NaturalInt32 = Schema.Number.check(
  Schema.isInt(),
  Schema.isBetween({ minimum: 0, maximum: INT32_MAX }),
);

/** The wire's integer paise decoded to the domain's {@link DomainPaise} (a `bigint`) and back. */
function paiseFromWire<S extends Schema.Codec<number, number>>(wire: S) {
  return wire.pipe(
    Schema.decodeTo(Schema.BigInt, {
      decode: SchemaGetter.transform((n: number): DomainPaise => BigInt(n)),
      encode: SchemaGetter.transform((p: DomainPaise) => Number(p)),
    }),
  );
}

/**
 * Integer paise (100 = ₹1.00), the unit of every amount in the contract: a safe integer on the
 * wire (no fraction, NaN or infinity), which a `bigint` column holds, decoded once to the domain's
 * `Paise` (a `bigint`) on both sides, so screens and handlers never convert an amount by hand.
 */
export const Paise = paiseFromWire(
  Schema.Number.check(Schema.isInt()).annotate({
    description: "integer paise (100 = ₹1.00)",
    examples: [150000],
  }),
);

/**
 * {@link Paise} with further checks of the wire's number (they stay in the OpenAPI document's
 * schema), and the description and example the document shows for it.
 */
export function PaiseWhere(
  annotations: { readonly description: string; readonly examples: readonly [number, ...number[]] },
  ...checks: readonly [SchemaAST.Check<number>, ...SchemaAST.Check<number>[]]
) {
  return paiseFromWire(
    Schema.Number.check(Schema.isInt(), ...checks).annotate({
      description: annotations.description,
      examples: [...annotations.examples],
    }),
  );
}

/** A calendar date check (years 0001 to 9999): `read` says whether the text is a real date. */
function isCalendarDate(format: string, read: (text: string) => boolean, sample: RegExp) {
  return Schema.makeFilter((text: string) => read(text) || `Expected a real calendar date, ${format}`, {
    expected: `a real calendar date, ${format}`,
    toJsonSchema: () => [{}, true],
    // Generated values (Effect's Arbitrary) come from days 1-28 of this century, all real dates.
    arbitraryConstraint: { patterns: [{ source: sample.source, flags: sample.flags }] },
    ribCheck: format === "yyyy-MM-dd" ? "isoDate" : "displayDate",
  });
}

/** A payload date, `yyyy-MM-dd`, a real calendar date (not 2026-02-30, month 13, day 0 or year 0000). */
export const IsoDate = Schema.String.check(
  Schema.isPattern(/^\d{4}-\d{2}-\d{2}$/u),
  isCalendarDate("yyyy-MM-dd", isIsoDate, /^20\d{2}-(?:0[1-9]|1[0-2])-(?:0[1-9]|1\d|2[0-8])$/u),
).annotate({
  description: "a date, yyyy-MM-dd",
  examples: ["2026-11-22"],
});

/**
 * A date as the enquiry's search criteria carry it on the wire, `dd/MM/yyyy`, a real calendar date
 * (spec 000 section 3), decoded once to the domain's `yyyy-MM-dd` (as {@link IsoDate}) on both
 * sides: screens send and handlers read the domain's form, never the wire's.
 */
export const DisplayDate = Schema.String.check(
  Schema.isPattern(/^\d{2}\/\d{2}\/\d{4}$/u),
  isCalendarDate(
    "dd/MM/yyyy",
    (text) => parseDisplayDate(text) !== null,
    /^(?:0[1-9]|1\d|2[0-8])\/(?:0[1-9]|1[0-2])\/20\d{2}$/u,
  ),
)
  .annotate({
    description: "a date as the enquiry's search criteria carry it, dd/MM/yyyy",
    examples: ["22/11/2026"],
  })
  .pipe(
    Schema.decodeTo(IsoDate, {
      // The checks above admit only real dates, so the reading never fails here.
      decode: SchemaGetter.transform((text: string) => parseDisplayDate(text) ?? text),
      encode: SchemaGetter.transform((iso: string) => formatDisplayDate(iso, "en")),
    }),
  );

/** A payload time, `HH:mm:ss` (Asia/Kolkata). */
export const IsoTime = Schema.String.check(Schema.isPattern(/^\d{2}:\d{2}:\d{2}$/u)).annotate({
  description: "a time of day, HH:mm:ss (Asia/Kolkata)",
  examples: ["14:05:09"],
});

/**
 * The body of every error answer: HTTP status, English fallback text and stable code; a refusal of
 * one request field's value by the bank's rules (a recently used password, a payment's amount
 * above a limit) names that field in `field`, so the screen goes back to the form it is on.
 */
export const ErrorBody = Schema.Struct({
  status: Schema.Number,
  statusMsg: Schema.String,
  code: Schema.String,
  field: Schema.optionalKey(
    Schema.String.annotate({ description: "the request field the refusal concerns, when it concerns one" }),
  ),
});
/** Decoded {@link ErrorBody}. */
export type ErrorBody = typeof ErrorBody.Type;

/** The body of a plain success answer (`{ "status": 200 }`). */
export const StatusOkResponse = Schema.Struct({ status: Schema.Number });
/** Decoded {@link StatusOkResponse}. */
export type StatusOkResponse = typeof StatusOkResponse.Type;

/**
 * An empty JSON request body (`{}`); extra keys are ignored. `Schema.Struct({})` alone takes any
 * value but null (a number, a string, a list), so the check asks for an object.
 */
export const EmptyRequest = Schema.Struct({}).check(
  Schema.makeFilter(
    (value: object) => (typeof value === "object" && !Array.isArray(value)) || "Expected an object",
    { expected: "an object", toJsonSchema: () => ({ type: "object" }) },
  ),
);
/** Decoded {@link EmptyRequest}. */
export type EmptyRequest = typeof EmptyRequest.Type;
