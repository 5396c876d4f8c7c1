import { Schema } from "effect";
import { Paise, PaiseWhere, Text } from "./common";

/**
 * The beneficiary calls of spec 001 (sections 3, 4, 5, 7 and 9), under `app/rest/beneficiary`, the
 * in-bank account lookup, the IFSC check and search, the name enquiry and the mobile-registration
 * check. What the server decides where the spec says "not shown":
 *
 * - Adding creates a PENDING beneficiary (answer: `success`, `data` = its sequence, `statusMsg`).
 *   The screen then sends a code of module {@link BENEFICIARY_ACTIVATE_OTP_MODULE} bound to
 *   `{ sequence }`, and `beneficiary/updateStatus` consumes it and activates the beneficiary. A
 *   pending one (abandoned at the code) is approved the same way from the pending list.
 * - Nothing the client sends about the payee is trusted: the bank name and branch come from the
 *   IFSC directory, an in-bank payee's name and account type from the bank's accounts (a closed or
 *   absent account is refused), the limit is at most ₹5,00,000, the same payee twice is refused, and
 *   the customer's own account is refused (own-account transfer is for that).
 * - Modify: `beneficiary/update` changes the nickname and lowers (or keeps) the limit with the
 *   transaction password and no code; a raised limit is refused there (403
 *   `BENEFICIARY.LIMIT_RAISE_NEEDS_CODE`) and goes through `beneficiary/update/raiseLimit`, which
 *   also consumes a code of module {@link BENEFICIARY_RAISE_LIMIT_OTP_MODULE} bound to
 *   `{ sequence, nickName, tranferLimit }`. Two calls, so each declaration says exactly what it needs.
 * - Delete (the spec's cancel): transaction password, no code. The row stays, status DELETED.
 * - A new beneficiary's first hours after activation (the payments' configuration,
 *   `newBeneficiaryHours` of `neftRtgs/getLimits`) are its cooling-off period: the list answers
 *   `coolingOffUntil` (payments to it may total at most `newBeneficiaryCap` until then) and
 *   `coolingOffRemaining` (what is left of that cap now, the same figure the payment checks), else null.
 * - Another customer's sequence answers 404 `BENEFICIARY.NOT_FOUND` (and is audited), as an absent one.
 * - The name enquiry's account numbers travel sealed with the session's secret key (the same JWE
 *   as every other sealed field; the spec's public-key scheme), and its `status` and
 *   `benificiaryName` come back sealed with the session key. The server enforces the wait after each
 *   use (the configured pooling time, 90 s by default): too early answers 429
 *   `BENEFICIARY.NAME_ENQUIRY_WAIT` with `secondsLeft`.
 */

/** The one-time-code module that activates a pending beneficiary; the code is bound to `{ sequence }`. */
export const BENEFICIARY_ACTIVATE_OTP_MODULE = "BENEFICIARY_ACTIVATE";
/** The one-time-code module of a raised transfer limit; bound to `{ sequence, nickName, tranferLimit }`. */
export const BENEFICIARY_RAISE_LIMIT_OTP_MODULE = "BENEFICIARY_RAISE_LIMIT";
/** The spec's error code of an in-bank account number that is not 14 digits (spec 001 sections 5 and 8), as `errorCode`. */
export const ACCOUNT_LOOKUP_NOT_IN_BANK_ERROR_CODE = "1028";
/** The name enquiry's `status` (opened) when the payee bank named the account holder. */
export const NAME_ENQUIRY_FOUND_STATUS = "00";
/** The name enquiry's `status` (opened) when the payee bank knows no such account. */
export const NAME_ENQUIRY_NOT_FOUND_STATUS = "01";

/** A beneficiary's sequence (the spec's `sequence`, the server's row id) as decimal digits. */
export const BeneficiarySequence = Schema.String.check(Schema.isPattern(/^[1-9][0-9]{0,17}$/u)).annotate({
  description: "a beneficiary's sequence number, decimal digits",
  examples: ["1042"],
});

/** The beneficiary type (spec 001 section 9): 2 within the bank, 3 at another bank. */
export const BeneficiaryTypeCode = Schema.Literals([2, 3]);
/** Decoded {@link BeneficiaryTypeCode}. */
export type BeneficiaryTypeCode = typeof BeneficiaryTypeCode.Type;

/** The beneficiary type as a query or path value ("2" or "3"). */
export const BeneficiaryTypeText = Schema.Literals(["2", "3"]);

/** A beneficiary account-type code (spec 001 section 3): Savings 10, Current 11, Overdraft 12, Cash Credit 13, Loan 14, NRE 40. */
export const BeneficiaryAccountTypeCode = Schema.Literals([10, 11, 12, 13, 14, 40]);

/** A beneficiary's status: PENDING until its code, ACTIVE, INACTIVE (the account it pays closed), DELETED. */
export const BeneficiaryStatus = Schema.Literals(["PENDING", "ACTIVE", "INACTIVE", "DELETED"]);
/** Decoded {@link BeneficiaryStatus}. */
export type BeneficiaryStatus = typeof BeneficiaryStatus.Type;

/** A payee account number as typed: 1 to 34 letters and digits (the in-bank rule of 14 digits is the server's, error 1028). */
export const PayeeAccountNumber = Schema.String.check(Schema.isPattern(/^[A-Za-z0-9]{1,34}$/u));
/** An IFSC as sent: 11 characters (the format rule of the domain is checked by the server). */
export const IfscCode = Text(11, 11);
/** A name of a payee: 1 to 100 characters; letters, dot and space only is checked by the server (the domain rule). */
const PayeeName = Text(100, 1);
/** A beneficiary's nickname: 1 to 50 characters. */
const Nickname = Text(50, 1);
/** A transfer limit in paise: above zero (at most ₹5,00,000 is the server's, `BENEFICIARY.LIMIT_TOO_HIGH`). */
const TransferLimit = PaiseWhere(
  { description: "integer paise, above zero (100 = ₹1.00)", examples: [5000000] },
  Schema.isGreaterThan(0),
);

/** One beneficiary as the lists answer it (spec 001 section 3). `tranferLimit` keeps the spec's spelling. */
export const Beneficiary = Schema.Struct({
  sequence: Schema.String,
  name: Schema.String,
  nickName: Schema.String,
  accountNumber: Schema.String,
  /** The account number masked for display (all but the last four characters as X). */
  rnBenAcctNo: Schema.String,
  ifsc: Schema.String,
  bankName: Schema.String,
  branch: Schema.String,
  tranferLimit: Paise,
  type: BeneficiaryTypeCode,
  emailId: Schema.NullOr(Schema.String),
  mobileNumber: Schema.NullOr(Schema.String),
  accountType: BeneficiaryAccountTypeCode,
  status: BeneficiaryStatus,
  /** When it was added (ISO 8601 instant). */
  createdAt: Schema.String,
  /** When its code activated it (ISO 8601 instant), null while pending. */
  activatedAt: Schema.NullOr(Schema.String),
  /** The end of its cooling-off period (activation + the configured `newBeneficiaryHours`) while that is in the future, else null. */
  coolingOffUntil: Schema.NullOr(Schema.String),
  /**
   * While `coolingOffUntil` is set: what it may still be paid in all until then (paise), the
   * `newBeneficiaryCap` less its payments made or waiting in the cap's window; else null.
   */
  coolingOffRemaining: Schema.NullOr(Paise),
});
/** Decoded {@link Beneficiary}. */
export type Beneficiary = typeof Beneficiary.Type;

/** Every beneficiary list answer (`benList`, `pending/beneList`, `getAllActiveBenAcc`, `benActiveAccWithinBank/{benType}`). */
export const BeneficiaryListResponse = Schema.Struct({ beneficiaryList: Schema.Array(Beneficiary) });
/** Decoded {@link BeneficiaryListResponse}. */
export type BeneficiaryListResponse = typeof BeneficiaryListResponse.Type;

/** `GET beneficiary/benList?benType=`: the ACTIVE and INACTIVE beneficiaries, of one type when given. */
export const BenListRequest = Schema.Struct({ benType: Schema.optionalKey(BeneficiaryTypeText) });
/** Decoded {@link BenListRequest}. */
export type BenListRequest = typeof BenListRequest.Type;

/**
 * `POST beneficiary/add` (with `Idempotency-Key`, `X-RIB-ENC` and a fresh transaction password).
 * Within the bank (type 2) only the account number, nickname and limit count: the name and account
 * type come from the bank's accounts, and `name` may be sent as shown. At another bank (type 3)
 * `ifsc`, `accountType`, `emailId` and `mobileNumber` are required too.
 */
export const AddBeneficiaryRequest = Schema.Struct({
  name: PayeeName,
  nickName: Nickname,
  accountNumber: PayeeAccountNumber,
  tranferLimit: TransferLimit,
  type: BeneficiaryTypeCode,
  ifsc: Schema.optionalKey(IfscCode),
  accountType: Schema.optionalKey(BeneficiaryAccountTypeCode),
  emailId: Schema.optionalKey(Text(254)),
  mobileNumber: Schema.optionalKey(Schema.String.check(Schema.isPattern(/^[0-9]{10}$/u))),
});
/** Decoded {@link AddBeneficiaryRequest}. */
export type AddBeneficiaryRequest = typeof AddBeneficiaryRequest.Type;

/** The answer of every beneficiary change: `data` is the beneficiary's sequence, `status` its status after the change. */
export const BeneficiaryChangeResponse = Schema.Struct({
  success: Schema.Boolean,
  data: Schema.String,
  statusMsg: Schema.String,
  status: BeneficiaryStatus,
});
/** Decoded {@link BeneficiaryChangeResponse}. */
export type BeneficiaryChangeResponse = typeof BeneficiaryChangeResponse.Type;

/**
 * `POST beneficiary/updateStatus` (with `Idempotency-Key`): activates a pending beneficiary with the
 * `otac` of a verified code of module {@link BENEFICIARY_ACTIVATE_OTP_MODULE} bound to `{ sequence }`.
 * The spec's `type` and `customer` are accepted; the server reads both from its own row and session.
 */
export const UpdateBeneficiaryStatusRequest = Schema.Struct({
  sequence: BeneficiarySequence,
  type: Schema.optionalKey(BeneficiaryTypeCode),
  customer: Schema.optionalKey(Text(64)),
  otac: Text(128, 1),
});
/** Decoded {@link UpdateBeneficiaryStatusRequest}. */
export type UpdateBeneficiaryStatusRequest = typeof UpdateBeneficiaryStatusRequest.Type;

/** `POST beneficiary/pending/beneList/delete` and `POST beneficiary/delete` (with `Idempotency-Key`): the sequence. */
export const BeneficiarySequenceRequest = Schema.Struct({
  sequence: BeneficiarySequence,
  type: Schema.optionalKey(BeneficiaryTypeCode),
});
/** Decoded {@link BeneficiarySequenceRequest}. */
export type BeneficiarySequenceRequest = typeof BeneficiarySequenceRequest.Type;

/** `POST beneficiary/update` (with `Idempotency-Key`, `X-RIB-ENC`, a fresh transaction password): nickname and a limit not above the current one. */
export const UpdateBeneficiaryRequest = Schema.Struct({
  sequence: BeneficiarySequence,
  nickName: Nickname,
  tranferLimit: TransferLimit,
  type: Schema.optionalKey(BeneficiaryTypeCode),
});
/** Decoded {@link UpdateBeneficiaryRequest}. */
export type UpdateBeneficiaryRequest = typeof UpdateBeneficiaryRequest.Type;

/** `POST beneficiary/update/raiseLimit`: {@link UpdateBeneficiaryRequest} plus the `otac` of module {@link BENEFICIARY_RAISE_LIMIT_OTP_MODULE}. */
export const RaiseBeneficiaryLimitRequest = Schema.Struct({
  sequence: BeneficiarySequence,
  nickName: Nickname,
  tranferLimit: TransferLimit,
  type: Schema.optionalKey(BeneficiaryTypeCode),
  otac: Text(128, 1),
});
/** Decoded {@link RaiseBeneficiaryLimitRequest}. */
export type RaiseBeneficiaryLimitRequest = typeof RaiseBeneficiaryLimitRequest.Type;

/** `GET beneficiary/getPoolingTime`: the name-enquiry wait (`data` in minutes, as the spec; `waitSeconds`) and the seconds still left now. */
export const PoolingTimeResponse = Schema.Struct({
  data: Schema.Number,
  waitSeconds: Schema.Number,
  secondsLeft: Schema.Number,
});
/** Decoded {@link PoolingTimeResponse}. */
export type PoolingTimeResponse = typeof PoolingTimeResponse.Type;

/** `POST beneficiary/accountLookup`: an in-bank account's holder (spec 001 section 7, `accountType` "SAVCURR"). */
export const BenAccountLookupRequest = Schema.Struct({
  accountNumber: Schema.String.check(Schema.isPattern(/^[0-9]{1,34}$/u)),
  accountType: Schema.optionalKey(Text(16)),
});
/** Decoded {@link BenAccountLookupRequest}. */
export type BenAccountLookupRequest = typeof BenAccountLookupRequest.Type;

/** The in-bank account found: the holder's name from the bank, its account-type code, the bank's IFSC and branch. */
export const BenAccountLookupResponse = Schema.Struct({
  accountNumber: Schema.String,
  name: Schema.String,
  accountType: BeneficiaryAccountTypeCode,
  ifsc: Schema.String,
  branch: Schema.String,
});
/** Decoded {@link BenAccountLookupResponse}. */
export type BenAccountLookupResponse = typeof BenAccountLookupResponse.Type;

/**
 * Error body of the beneficiary calls: the error body plus the spec's `errorCode` (`1028` for an
 * in-bank number that is not 14 digits) and, for `BENEFICIARY.NAME_ENQUIRY_WAIT`, `secondsLeft`.
 */
export const BeneficiaryErrorBody = Schema.Struct({
  status: Schema.Number,
  statusMsg: Schema.String,
  code: Schema.String,
  errorCode: Schema.optionalKey(Schema.String),
  secondsLeft: Schema.optionalKey(Schema.Number),
});
/** Decoded {@link BeneficiaryErrorBody}. */
export type BeneficiaryErrorBody = typeof BeneficiaryErrorBody.Type;

/** One branch of the IFSC directory. */
export const IfscBranch = Schema.Struct({
  ifsc: Schema.String,
  bankName: Schema.String,
  branch: Schema.String,
  address: Schema.String,
  city: Schema.String,
  district: Schema.String,
  state: Schema.String,
  neftEnabled: Schema.Boolean,
  rtgsEnabled: Schema.Boolean,
});
/** Decoded {@link IfscBranch}. */
export type IfscBranch = typeof IfscBranch.Type;

/** `POST beneficiary/checkBenIFSC`: whether the IFSC is in the directory (404 `BENEFICIARY.IFSC_UNKNOWN` with `statusMsg` if not). */
export const CheckBenIfscRequest = Schema.Struct({ ifsc: IfscCode });
/** Decoded {@link CheckBenIfscRequest}. */
export type CheckBenIfscRequest = typeof CheckBenIfscRequest.Type;

/** `POST beneficiary/checkBenIFSC` answer: the branch. */
export const CheckBenIfscResponse = Schema.Struct({ statusMsg: Schema.String, branch: IfscBranch });
/** Decoded {@link CheckBenIfscResponse}. */
export type CheckBenIfscResponse = typeof CheckBenIfscResponse.Type;

/**
 * `POST beneficiary/searchIFSC`: at least one criterion; an IFSC of at least 4 characters, a bank of
 * at least 4 and a city of at least 3 (spec 001 section 5; shorter answers 400
 * `BENEFICIARY.IFSC_SEARCH_CRITERIA`), matched as a prefix (IFSC) or a part (the others), ignoring
 * case; the state matches whole. `page` counts from 1, 5 rows a page.
 */
export const IfscSearchRequest = Schema.Struct({
  ifsc: Schema.optionalKey(Text(11)),
  bankName: Schema.optionalKey(Text(100)),
  state: Schema.optionalKey(Text(60)),
  city: Schema.optionalKey(Text(60)),
  branch: Schema.optionalKey(Text(100)),
  page: Schema.optionalKey(
    Schema.Number.check(Schema.isInt(), Schema.isBetween({ minimum: 1, maximum: 10_000 })),
  ),
});
/** Decoded {@link IfscSearchRequest}. */
export type IfscSearchRequest = typeof IfscSearchRequest.Type;

/** `POST beneficiary/searchIFSC` answer: one page (5 rows) and the total; an empty list is "No Records Found". */
export const IfscSearchResponse = Schema.Struct({
  ifscList: Schema.Array(IfscBranch),
  totalCount: Schema.Number,
  page: Schema.Number,
  pageSize: Schema.Number,
});
/** Decoded {@link IfscSearchResponse}. */
export type IfscSearchResponse = typeof IfscSearchResponse.Type;

/** `GET beneficiary/ifscSearchOptions`: the banks and states of the directory, for the search's pickers. */
export const IfscSearchOptionsResponse = Schema.Struct({
  banks: Schema.Array(Schema.String),
  states: Schema.Array(Schema.String),
});
/** Decoded {@link IfscSearchOptionsResponse}. */
export type IfscSearchOptionsResponse = typeof IfscSearchOptionsResponse.Type;

/**
 * `POST fundsTransfer/nameEnquiry` (spec 001 section 3): `benAccountNumber` and
 * `fromAccountNumber` sealed with the session key; `trtype` 1 for NEFT/RTGS, 2 for a beneficiary
 * add and quick pay. `fromAccountNumber` must be one of the customer's accounts when sent.
 */
export const NameEnquiryRequest = Schema.Struct({
  benAccountNumber: Text(4096, 1),
  benIfsc: IfscCode,
  fromAccountNumber: Schema.optionalKey(Text(4096, 1)),
  trtype: Schema.Literals(["1", "2"]),
});
/** Decoded {@link NameEnquiryRequest}. */
export type NameEnquiryRequest = typeof NameEnquiryRequest.Type;

/**
 * `POST fundsTransfer/nameEnquiry` answer: `status` ("00" found, "01" not found) and
 * `benificiaryName` ("" when not found) sealed with the session key and opened by the client as
 * `nameStatus` and `payeeName`; `responseMessage` the payee bank's words; `waitSeconds` before the
 * next enquiry.
 */
export const NameEnquiryResponse = Schema.Struct({
  status: Schema.String,
  benificiaryName: Schema.String,
  responseMessage: Schema.String,
  waitSeconds: Schema.Number,
});
/** Decoded {@link NameEnquiryResponse}. */
export type NameEnquiryResponse = typeof NameEnquiryResponse.Type;

/** `GET profile/validateMobNo`: whether the customer has a mobile number registered for codes (the add flow needs one). */
export const ValidateMobNoResponse = Schema.Struct({
  registered: Schema.Boolean,
  maskedMobile: Schema.NullOr(Schema.String),
});
/** Decoded {@link ValidateMobNoResponse}. */
export type ValidateMobNoResponse = typeof ValidateMobNoResponse.Type;
