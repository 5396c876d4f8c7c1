import { Schema } from "effect";
import { FUND_TRANSFER_ENQUIRY_STATUSES } from "../../../domain/transfers/TransferStatus";
import { FUND_TRANSFER_ENQUIRY_PAGE_SIZE } from "../../../domain/transfers/FundTransferEnquiry";
import { DisplayDate, IsoDate, NaturalInt32, Paise, PaiseWhere, Text } from "./common";
import { AccountNumber } from "./accounts";
import { PaymentReference } from "./transfers";

/** The spec's error code of a fund-transfer enquiry the clearing system could not answer (spec 001 section 8). */
export const FT_ENQUIRY_THIRD_PARTY_ERROR_CODE = "1031";
/** The spec's error code of a fund-transfer enquiry with no data: the customer has made no payment at all. */
export const FT_ENQUIRY_NO_DATA_ERROR_CODE = "3004";
/** Rows per page of the fund-transfer enquiry (spec 001 section 9): the domain's rule. */
export const FT_ENQUIRY_PAGE_SIZE = FUND_TRANSFER_ENQUIRY_PAGE_SIZE;

/** The enquiry's search types (spec 001 section 3). */
export const FtEnquiryType = Schema.Literals(["NEFT", "RTGS", "IMPS - IFSC"]);
/** Decoded {@link FtEnquiryType}. */
export type FtEnquiryType = typeof FtEnquiryType.Type;

/** The enquiry's status labels (spec 001 section 9, domain `FUND_TRANSFER_ENQUIRY_STATUSES`). */
export const FtEnquiryStatus = Schema.Literals(FUND_TRANSFER_ENQUIRY_STATUSES);
/** Decoded {@link FtEnquiryStatus}. */
export type FtEnquiryStatus = typeof FtEnquiryStatus.Type;

const NonNegativePaise = PaiseWhere(
  { description: "integer paise, zero or more (100 = ₹1.00)", examples: [100000] },
  Schema.isGreaterThanOrEqualTo(0),
);

/**
 * `POST fundTransactionList`: one page of the customer's own payments (spec 001 section 3). Dates
 * `dd/MM/yyyy` (the enquiry search's format), both or neither, from not after to (400 otherwise);
 * amounts in paise, from not above to; `benName` a part of the payee's name, any case; `type` one
 * network, null every payment (own-account and within-bank ones included); `stmtType` as the spec
 * names it; `beginValue` the zero-based first row, `totalrows` at most 10. An empty page answers
 * 200 with `totalRecords` 0 (the no-result message); a customer with no payment at all answers 404
 * `FT_ENQUIRY.NO_DATA` with `errorCode` 3004 (the no-data message); the clearing system not
 * answering is 503 `FT_ENQUIRY.THIRD_PARTY` with `errorCode` 1031 ({@link FtEnquiryErrorBody}).
 */
export const FtEnquiryRequest = Schema.Struct({
  fromDate: Schema.NullOr(DisplayDate),
  toDate: Schema.NullOr(DisplayDate),
  fromAmount: Schema.NullOr(NonNegativePaise),
  toAmount: Schema.NullOr(NonNegativePaise),
  benName: Schema.NullOr(Text(70)),
  type: Schema.NullOr(FtEnquiryType),
  stmtType: Schema.optionalKey(Schema.Literals(["FT_ENQUIRY"])),
  beginValue: NaturalInt32,
  totalrows: Schema.Number.check(
    Schema.isInt(),
    Schema.isBetween({ minimum: 1, maximum: FT_ENQUIRY_PAGE_SIZE }),
  ),
});
/** Decoded {@link FtEnquiryRequest}. */
export type FtEnquiryRequest = typeof FtEnquiryRequest.Type;

/**
 * One row of the fund-transfer enquiry (spec 001 section 3, "Fund transfer enquiry row"): `date`
 * the day the payment was made (yyyy-MM-dd), `trnRefNumber` its reference, `accountNumber` the
 * account debited, `amount` and `charges` in paise and `totalAmount` their sum, `benAcnNumber`,
 * `title` (the payee's name) and `ifsc` of the payee, `paymentNetwork`, `status` one of the spec's
 * labels (domain `enquiryStatusOf`), and for a rejected or returned payment its `errorCode` and the
 * English `errMsg` (else null).
 */
export const FtEnquiryRow = Schema.Struct({
  date: IsoDate,
  trnRefNumber: PaymentReference,
  accountNumber: AccountNumber,
  amount: Paise,
  charges: Paise,
  totalAmount: Paise,
  benAcnNumber: Schema.String,
  title: Schema.String,
  ifsc: Schema.String,
  paymentNetwork: Schema.Literals(["IFT", "IFTWB", "NEFT", "RTGS"]),
  status: FtEnquiryStatus,
  errorCode: Schema.NullOr(Schema.String),
  errMsg: Schema.NullOr(Schema.String),
});
/** Decoded {@link FtEnquiryRow}. */
export type FtEnquiryRow = typeof FtEnquiryRow.Type;

/** `POST fundTransactionList` 200 answer: one page, newest first, and the count of every matching row. */
export const FtEnquiryResponse = Schema.Struct({
  transactions: Schema.Array(FtEnquiryRow),
  totalRecords: Schema.Number,
});
/** Decoded {@link FtEnquiryResponse}. */
export type FtEnquiryResponse = typeof FtEnquiryResponse.Type;

/** The error body of the enquiry's 404 (3004) and 503 (1031): the error body plus the spec's `errorCode`. */
export const FtEnquiryErrorBody = Schema.Struct({
  status: Schema.Number,
  statusMsg: Schema.String,
  code: Schema.String,
  errorCode: Schema.String,
});
/** Decoded {@link FtEnquiryErrorBody}. */
export type FtEnquiryErrorBody = typeof FtEnquiryErrorBody.Type;
