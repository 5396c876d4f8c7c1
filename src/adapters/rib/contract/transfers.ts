import { Schema } from "effect";
import { IsoDate, Paise, PaiseWhere, Text } from "./common";
import { AccountNumber } from "./accounts";

/**
 * Payments (spec 001 sections 3 to 9): own-account transfer (IFT), Pay Now within the bank (IFTWB),
 * NEFT and RTGS, their charges and limits, the NEFT cut-off confirmation, the freeze state, the
 * source accounts of each flow and the receipt. Amounts are integer paise. Every payment is one
 * double-entry journal on the server's ledger, at most once per `Idempotency-Key`.
 *
 * Decisions (the spec says "not shown"):
 * - The server never trusts `bal_Available` or `charges` from the screen: it reads the balance
 *   under a lock and works out the charges itself; a `charges` sent that differs from its own
 *   answers `TRANSFER.CHARGES_CHANGED`, so the customer never pays what the confirm page did not show.
 * - Non-resident accounts (FEMA, as Indian banks apply it online): an NRE account may be credited
 *   only from another NRE account (never from an NRO or resident account, NRO to NRE needs the
 *   repatriation forms at a branch); NRE and NRO accounts may pay residents in India and the
 *   customer's own NRO account. Refused with `TRANSFER.NRE_CREDIT_NOT_ALLOWED`.
 * - A recurring-deposit (RC) source pays only until its maturity date (`TRANSFER.SOURCE_MATURED`).
 * - NEFT after the configured cut-off: `statusCode` 0 and a stored instruction (no debit); the
 *   customer confirms it with `fundTransferNEFTRTGS` by its reference, which debits it once with
 *   the next working day as its value date (no second code).
 */

/** The payment networks the bank moves money on (spec 001 section 9); IMPS is not offered. */
export const TransferNetwork = Schema.Literals(["IFT", "IFTWB", "NEFT", "RTGS"]);
/** Decoded {@link TransferNetwork}. */
export type TransferNetwork = typeof TransferNetwork.Type;

/** The networks of `fundsTransfer/withInBank`: IFT own account (no code), IFTWB within the bank (code). */
export const WithinBankNetwork = Schema.Literals(["IFT", "IFTWB"]);
/** The networks of `neftRtgs`. */
export const InterbankNetwork = Schema.Literals(["NEFT", "RTGS"]);

/** The one-time-code module of a within-bank Pay Now (IFTWB). */
export const WITHIN_BANK_TRANSFER_OTP_MODULE = "FUNDS_TRANSFER_IFTWB";
/** The one-time-code module of a NEFT or RTGS payment. */
export const NEFT_RTGS_OTP_MODULE = "FUNDS_TRANSFER_NEFT_RTGS";

/** A payment's reference number: FT and 10 digits (the ledger's `payment_reference_seq`). */
export const PaymentReference = Schema.String.check(Schema.isPattern(/^FT\d{10}$/u)).annotate({
  description: "a payment's reference number, FT and 10 digits",
  examples: ["FT1000000001"],
});
/** Decoded {@link PaymentReference}. */
export type PaymentReference = typeof PaymentReference.Type;

/** An amount to transfer: at least one paisa, a safe integer (the network's bounds are the server's check). */
export const TransferAmount = PaiseWhere(
  { description: "integer paise, at least 1 (100 = ₹1.00)", examples: [150000] },
  Schema.isBetween({ minimum: 1, maximum: Number.MAX_SAFE_INTEGER }),
);

/** An IFSC as sent: 11 characters, four letters then seven letters or digits (upper case). */
export const TransferIfsc = Schema.String.check(Schema.isPattern(/^[A-Z]{4}[A-Z0-9]{7}$/u)).annotate({
  description: "an IFSC, 11 characters",
  examples: ["HDFC0000123"],
});

/** A narration or remark of a payment (at most 50 characters, one line). */
export const Narration = Text(50);

/** The status of a stored payment (the ledger's `payments.status`). */
export const PaymentStatus = Schema.Literals([
  "AWAITING_CONFIRMATION",
  "COMPLETED",
  "CANCELLED",
  "REJECTED",
  "RETURNED",
]);
/** Decoded {@link PaymentStatus}. */
export type PaymentStatus = typeof PaymentStatus.Type;

/** The answer's `statusCode` of a completed payment. */
export const PAYMENT_COMPLETED_STATUS_CODE = 1;
/** The answer's `statusCode` of a NEFT payment after the cut-off, stored until the customer confirms (spec 001 section 4). */
export const PAYMENT_AWAITING_CONFIRMATION_STATUS_CODE = 0;

/**
 * A payment as the success page and the receipt show it: the reference, the accounts, the amount,
 * the charges (GST included in `charges`, shown apart as `gst`), the total debited, the value date,
 * when it was made and the source account's available balance after it (null while awaiting the
 * cut-off confirmation: nothing was debited).
 */
export const PaymentDetail = Schema.Struct({
  reference: PaymentReference,
  paymentNetwork: TransferNetwork,
  status: PaymentStatus,
  fromAccountNumber: AccountNumber,
  benAccountNumber: Schema.String,
  benIfsc: Schema.String,
  benName: Schema.String,
  /** The beneficiary's `sequence` (null for an own-account transfer). */
  benSequence: Schema.NullOr(Schema.String),
  amount: Paise,
  /** The charges with their GST (0 for free payments). */
  charges: Paise,
  /** The GST part of `charges`. */
  gst: Paise,
  /** amount + charges. */
  totalDebit: Paise,
  remarks: Schema.String,
  /** The date the payment is (or will be) settled: the application date, or the next working day after the cut-off. */
  valueDate: IsoDate,
  /** When the instruction was made (ISO 8601 date-time). */
  createdAt: Schema.String,
  /** The source account's available balance after the payment; null while nothing was debited. */
  availableBalance: Schema.NullOr(Paise),
});
/** Decoded {@link PaymentDetail}. */
export type PaymentDetail = typeof PaymentDetail.Type;

/**
 * The answer of a payment call (spec 001 section 3: success, data, statusMsg, statusCode): `data`
 * is the reference; `statusCode` 1 completed, 0 stored after the NEFT cut-off and waiting for the
 * customer's confirmation (`fundTransferNEFTRTGS`).
 */
export const PaymentResponse = Schema.Struct({
  success: Schema.Boolean,
  statusCode: Schema.Literals([0, 1]),
  statusMsg: Schema.String,
  data: PaymentReference,
  payment: PaymentDetail,
});
/** Decoded {@link PaymentResponse}. */
export type PaymentResponse = typeof PaymentResponse.Type;

/**
 * `POST fundsTransfer/withInBank` (spec 001 section 3, "Own transfer" and "Within-bank transfer"):
 * IFT between the customer's own accounts (transaction password, no code) or IFTWB Pay Now to an
 * ACTIVE beneficiary in the bank (transaction password and a code of
 * {@link WITHIN_BANK_TRANSFER_OTP_MODULE} bound to the source, the payee and the amount, named by
 * `otac`). `benSequence` names the beneficiary of an IFTWB payment (its account must be
 * `benAccountNumber`). `bal_Available` is what the screen showed and is not trusted. `paymentDate`,
 * when sent, must be the application date (Pay Now is today only).
 */
export const WithinBankTransferRequest = Schema.Struct({
  fromAccountNumber: AccountNumber,
  benAccountNumber: AccountNumber,
  transferAmount: TransferAmount,
  transComment: Narration,
  transToComment: Narration,
  paymentNetwork: WithinBankNetwork,
  benSequence: Schema.optionalKey(Schema.String.check(Schema.isPattern(/^[1-9]\d{0,17}$/u))),
  bal_Available: Schema.optionalKey(Paise),
  paymentDate: Schema.optionalKey(IsoDate),
  otac: Schema.optionalKey(Text(128)),
});
/** Decoded {@link WithinBankTransferRequest}. */
export type WithinBankTransferRequest = typeof WithinBankTransferRequest.Type;

/**
 * `POST neftRtgs` (spec 001 section 3, "NEFT/RTGS transfer"), Pay Now: to an ACTIVE beneficiary at
 * another bank (`benSequence`, whose account and IFSC must be `benAccountNumber` and `benIfsc`),
 * after the transaction password and a code of {@link NEFT_RTGS_OTP_MODULE} bound to the source,
 * the payee, the IFSC, the network and the amount. `charges`, when sent, must equal the server's
 * (`neftRtgs/charges`). After the NEFT cut-off the answer is `statusCode` 0 with the stored
 * instruction's reference and nothing is debited.
 */
export const NeftRtgsRequest = Schema.Struct({
  fromAccountNumber: AccountNumber,
  benAccountNumber: AccountNumber,
  benIfsc: TransferIfsc,
  transferAmount: TransferAmount,
  paymentNetwork: InterbankNetwork,
  narrationFromAccount: Narration,
  remarks: Schema.optionalKey(Narration),
  benSequence: Schema.String.check(Schema.isPattern(/^[1-9]\d{0,17}$/u)),
  charges: Schema.optionalKey(Paise),
  bal_Available: Schema.optionalKey(Paise),
  cutOffFlag: Schema.optionalKey(Schema.Literal("N")),
  paymentDate: Schema.optionalKey(IsoDate),
  otac: Text(128),
});
/** Decoded {@link NeftRtgsRequest}. */
export type NeftRtgsRequest = typeof NeftRtgsRequest.Type;

/**
 * `POST fundTransferNEFTRTGS` (spec 001 section 7): the cut-off confirmation. Names the stored
 * instruction by `reference` and repeats its values (they must match it); completes it once, with
 * the next working day as its value date, without a second code. `cutOffFlag` is "N".
 */
export const CutOffConfirmRequest = Schema.Struct({
  reference: PaymentReference,
  fromAccountNumber: AccountNumber,
  benAccountNumber: AccountNumber,
  transferAmount: TransferAmount,
  benIfsc: TransferIfsc,
  paymentNetwork: Schema.Literal("NEFT"),
  narrationFromAccount: Narration,
  bal_Available: Schema.optionalKey(Paise),
  cutOffFlag: Schema.Literal("N"),
});
/** Decoded {@link CutOffConfirmRequest}. */
export type CutOffConfirmRequest = typeof CutOffConfirmRequest.Type;

/** `POST neftRtgs/charges` request: the charges of a payment of `transferAmount` from `fromAccountNumber`. */
export const ChargesRequest = Schema.Struct({
  fromAccountNumber: AccountNumber,
  transferAmount: TransferAmount,
  paymentNetwork: InterbankNetwork,
});
/** Decoded {@link ChargesRequest}. */
export type ChargesRequest = typeof ChargesRequest.Type;

/** `POST neftRtgs/charges` response: the charge, its GST, both together and the total debit. */
export const ChargesResponse = Schema.Struct({
  charge: Paise,
  gst: Paise,
  charges: Paise,
  totalDebit: Paise,
});
/** Decoded {@link ChargesResponse}. */
export type ChargesResponse = typeof ChargesResponse.Type;

/** A daily limit of one network: the limit, what the customer used today, what is left. */
export const DailyLimit = Schema.Struct({ limit: Paise, used: Paise, remaining: Paise });
/** Decoded {@link DailyLimit}. */
export type DailyLimit = typeof DailyLimit.Type;

/**
 * `GET neftRtgs/getLimits` response: the networks' bounds (spec 001 section 9), the daily limits with
 * what is used today, the cap on a beneficiary in its first hours, the NEFT cut-off (HH:mm,
 * Asia/Kolkata), whether the application time is past it, and the next working day.
 */
export const TransferLimitsResponse = Schema.Struct({
  minNeft: Paise,
  maxNeft: Paise,
  minRtgs: Paise,
  maxRtgs: Paise,
  daily: Schema.Struct({ IFTWB: DailyLimit, NEFT: DailyLimit, RTGS: DailyLimit }),
  newBeneficiaryCap: Paise,
  newBeneficiaryHours: Schema.Number,
  maxBeneficiaryLimit: Paise,
  neftCutOff: Schema.String.check(Schema.isPattern(/^\d{2}:\d{2}$/u)),
  afterNeftCutOff: Schema.Boolean,
  appDate: IsoDate,
  nextWorkingDay: IsoDate,
});
/** Decoded {@link TransferLimitsResponse}. */
export type TransferLimitsResponse = typeof TransferLimitsResponse.Type;

/** An account's freeze state: NONE, DEBIT (nothing may leave it) or TOTAL (nothing moves). */
export const FreezeState = Schema.Literals(["NONE", "DEBIT", "TOTAL"]);
/** Decoded {@link FreezeState}. */
export type FreezeState = typeof FreezeState.Type;

/** `GET fundTransfer/checkFreezeState` request: one of the customer's accounts. */
export const FreezeStateRequest = Schema.Struct({ accountNumber: AccountNumber });
/** Decoded {@link FreezeStateRequest}. */
export type FreezeStateRequest = typeof FreezeStateRequest.Type;

/** `GET fundTransfer/checkFreezeState` response. */
export const FreezeStateResponse = Schema.Struct({
  accountNumber: AccountNumber,
  freezeState: FreezeState,
  debitAllowed: Schema.Boolean,
  creditAllowed: Schema.Boolean,
});
/** Decoded {@link FreezeStateResponse}. */
export type FreezeStateResponse = typeof FreezeStateResponse.Type;

/** `GET fundTransfer/sourceAccounts` request: the network whose source accounts are listed. */
export const SourceAccountsRequest = Schema.Struct({ paymentNetwork: TransferNetwork });
/** Decoded {@link SourceAccountsRequest}. */
export type SourceAccountsRequest = typeof SourceAccountsRequest.Type;

/**
 * One source account (spec 001 section 3, "Source accounts"): groups SAV, DDA and RC, active, the
 * customer the primary holder or a holder who may operate it, not frozen for debits.
 * `bal_Available` is the available balance (balance less holds); `maturityDate` caps an RC account;
 * `nonResident` names the scheme of a non-resident account; `ownTargets` (IFT only) the customer's
 * own accounts it may pay into (an NRO account never into an NRE one).
 */
export const SourceAccount = Schema.Struct({
  account_number: AccountNumber,
  rnAcctNo: Schema.String,
  account_grp_code: Schema.Literals(["SAV", "DDA", "RC"]),
  account_type_code: Schema.String,
  shrt_account_names: Schema.String,
  accNoWithNickName: Schema.String,
  bal_Available: Paise,
  maturityDate: Schema.NullOr(IsoDate),
  nonResident: Schema.NullOr(Schema.Literals(["NRE", "NRO"])),
  currencyCode: Schema.String,
  ownTargets: Schema.Array(AccountNumber),
});
/** Decoded {@link SourceAccount}. */
export type SourceAccount = typeof SourceAccount.Type;

/** `GET fundTransfer/sourceAccounts` response. */
export const SourceAccountsResponse = Schema.Array(SourceAccount);
/** Decoded {@link SourceAccountsResponse}. */
export type SourceAccountsResponse = typeof SourceAccountsResponse.Type;

/**
 * `POST fundTransfer/receipt`: the receipt of one of the customer's payments, as a tagged PDF
 * (`dwndType` 1) or accessible HTML (3), in `lang`, with the amount in words.
 */
export const ReceiptRequest = Schema.Struct({
  reference: PaymentReference,
  dwndType: Schema.Literals([1, 3]),
  lang: Schema.Literals(["en", "de", "hi"]),
});
/** Decoded {@link ReceiptRequest}. */
export type ReceiptRequest = typeof ReceiptRequest.Type;
