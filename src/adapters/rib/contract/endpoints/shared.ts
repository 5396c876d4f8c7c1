import { AccountListResponse } from "../accounts";
import { EmptyRequest, Text } from "../common";
import { endpoint } from "../endpoint";
import { Schema } from "effect";

/** What the declarations of more than one area share: the error lists of a kind of call, the account lists, the file and SVG answers. */
/** The secure image change's one-time-code module; the code is bound to `{ secImage, secText }`. */
export const SECURE_IMAGE_OTP_MODULE = "SECURE_IMAGE";

/** `GET dashboard/getImage` request: the secure image's id. */
export const SecureImageRequest = Schema.Struct({
  id: Text(64, 1),
});

/** A file answer (PDF, Excel, HTML): bytes, described in OpenAPI as binary. */
export const FileBody = Schema.String.annotate({ description: "The file's bytes", format: "binary" });

/** A text answer (the SVG of a secure image). */
export const SvgBody = Schema.String.annotate({ description: "SVG markup" });

/** Errors of every signed-in call (the session checks). */
export const SESSION_ERRORS = [
  "SESSION.REQUIRED",
  "SESSION.TOKEN_MISMATCH",
  "SESSION.SFAUTH_INVALID",
  "SESSION.SUPERSEDED",
] as const;

/** Errors of a call that needs a signed-in session (also refused while the code or a reset is due). */
export const ACTIVE_ERRORS = [...SESSION_ERRORS, "SESSION.MFA_PENDING", "SESSION.RESET_PENDING"] as const;

/** Errors of a call that takes one of the customer's accounts. */
export const ACCOUNT_ERRORS = [...ACTIVE_ERRORS, "ACCOUNT.NOT_FOUND"] as const;

/** Errors of a call with the integrity header. */
export const INTEGRITY_ERRORS = ["REQUEST.INTEGRITY"] as const;

/** Errors of a call that consumes a one-time code and runs once per idempotency key. */
export const COMMIT_ERRORS = [
  "OTP.NOT_VERIFIED",
  "IDEMPOTENCY.KEY_REQUIRED",
  "IDEMPOTENCY.MISMATCH",
] as const;

/** Errors of the payee a beneficiary names (area B): the bank's checks of the payee, its limit and its details. */
export const BENEFICIARY_PAYEE_ERRORS = [
  "BENEFICIARY.NAME_INVALID",
  "BENEFICIARY.NICKNAME_REQUIRED",
  "BENEFICIARY.DETAILS_REQUIRED",
  "BENEFICIARY.LIMIT_TOO_HIGH",
  "BENEFICIARY.ACCOUNT_NOT_IN_BANK",
  "BENEFICIARY.ACCOUNT_NOT_FOUND",
  "BENEFICIARY.OWN_ACCOUNT",
  "BENEFICIARY.IFSC_INVALID",
  "BENEFICIARY.IFSC_UNKNOWN",
] as const;

/** Errors of a payment (spec 001 sections 5 and 8): the bank's limits and rules, each its own code. */
export const PAYMENT_ERRORS = [
  "TRANSFER.AMOUNT_BELOW_MIN",
  "TRANSFER.AMOUNT_ABOVE_MAX",
  "TRANSFER.INSUFFICIENT_BALANCE",
  "TRANSFER.ABOVE_BENEFICIARY_LIMIT",
  "TRANSFER.NEW_BENEFICIARY_CAP",
  "TRANSFER.DAILY_LIMIT",
  "TRANSFER.DATE_NOT_TODAY",
  "TRANSFER.SOURCE_NOT_ALLOWED",
  "TRANSFER.TARGET_NOT_ALLOWED",
  "TRANSFER.SAME_ACCOUNT",
  "TRANSFER.NRE_CREDIT_NOT_ALLOWED",
  "TRANSFER.SOURCE_MATURED",
  "TRANSFER.ACCOUNT_FROZEN",
  "TRANSFER.BENEFICIARY_NOT_FOUND",
  "TRANSFER.BENEFICIARY_NOT_ACTIVE",
  "TRANSFER.WRONG_NETWORK",
] as const;

/**
 * The beneficiary lists the beneficiary screens and the payment forms read (their payees): a
 * change of an active beneficiary, and each payment's use of a new one's cap, makes them stale.
 */
export const PAYEE_LISTS = [
  "beneficiaryList",
  "activeBeneficiariesWithinBank",
  "activeBeneficiariesOtherBank",
  "allActiveBeneficiaries",
] as const;

/**
 * The reads a payment makes stale (`invalidates` of every payment call): each balance (the account
 * lists with balances, an account's detail, the dashboard's assets and low-balance alerts, the
 * payment forms' source accounts), each list of movements (the enquiry, a statement page, the
 * insights, the fund-transfer enquiry), the daily limits used, and the payees with what is left
 * of a new one's cap. The closed accounts' list, the favourites and the nicknames do not change.
 */
export const PAYMENT_INVALIDATES = [
  "accountList",
  "statementAccountList",
  "enquiryAccountList",
  "accountDetail",
  "dashboardSummary",
  "accountGroupCrDr",
  "inflowOutflowReport",
  "expenseInOut",
  "transactionList",
  "statementSearch",
  "fundTransactionList",
  "transferSourceAccounts",
  "neftRtgsLimits",
  ...PAYEE_LISTS,
] as const;

/** An account list of spec 000 section 3 (active, closed, for statements, for the enquiry). */
export const accountList = (path: string, summary: string) =>
  endpoint({
    summary,
    spec: "000 §3, §7",
    method: "GET",
    root: "rest",
    path,
    request: EmptyRequest,
    encoding: "none",
    response: { kind: "json", schema: AccountListResponse },
    session: "active",
    errors: ACTIVE_ERRORS,
  });
