import { Schema } from "effect";
import { IsoDate, NaturalInt32, Paise, Text } from "./common";
import { AccountNumber } from "./accounts";

/** The statement types of spec 000 section 9, as the request's `stmtType`. */
export const StatementType = Schema.Literals([
  "MINI",
  "ONE_MONTH",
  "SIX_MONTHS",
  "CURRENT_YEAR",
  "PREVIOUS_YEAR",
  "DATE_RANGE",
]);

/** A cheque number filter: digits only, at most 10. */
const ChequeNumber = Schema.String.check(Schema.isPattern(/^\d{1,10}$/u));

/**
 * `POST transaction/search` (statement rows) and the body of `report/statement` (spec 000
 * section 3, "Statement request"). The server works out the period from `stmtType` and its
 * application date with the domain's `statementPeriod`; `fromDate`/`toDate` count only for
 * DATE_RANGE (both required there). Amount filters in paise; `type` 0 debits only, 1 credits
 * only, null both. `X-RIB-ENC` is made over `{ accountNumber }`.
 */
export const StatementRequest = Schema.Struct({
  accountNumber: AccountNumber,
  accountType: Text(8),
  stmtType: StatementType,
  fromDate: Schema.NullOr(IsoDate),
  toDate: Schema.NullOr(IsoDate),
  fromAmount: Schema.NullOr(Paise),
  toAmount: Schema.NullOr(Paise),
  fromCheckNumber: Schema.NullOr(ChequeNumber),
  toCheckNumber: Schema.NullOr(ChequeNumber),
  type: Schema.NullOr(Schema.Literals([0, 1])),
  sortByAsc: Schema.Boolean,
  /** Rows per page (10; the mini statement always 5). */
  totalrows: Schema.Number.check(Schema.isInt(), Schema.isBetween({ minimum: 1, maximum: 100 })),
  /** Zero-based index of the first row of the page. */
  beginValue: NaturalInt32,
});
/** Decoded {@link StatementRequest}. */
export type StatementRequest = typeof StatementRequest.Type;

/** One statement row. `amount` is positive; `crdr` says the direction; `balance` is after the row. */
export const StatementRow = Schema.Struct({
  sequence: Schema.Number,
  date: IsoDate,
  valueDate: IsoDate,
  description: Schema.String,
  chequeNumber: Schema.NullOr(Schema.String),
  crdr: Schema.Literals(["DR", "CR"]),
  amount: Paise,
  balance: Paise,
});
/** Decoded {@link StatementRow}. */
export type StatementRow = typeof StatementRow.Type;

/**
 * `POST transaction/search` response: one page of rows, the count of all rows of the period
 * and filters, the period actually used, and the balances before the first and after the last
 * row of the whole period (so a page can be reconciled).
 */
export const StatementResponse = Schema.Struct({
  transaclist: Schema.Array(StatementRow),
  totalRecords: Schema.Number,
  fromDate: IsoDate,
  toDate: IsoDate,
  openingBalance: Paise,
  closingBalance: Paise,
  accountOpenedDate: IsoDate,
});
/** Decoded {@link StatementResponse}. */
export type StatementResponse = typeof StatementResponse.Type;

/**
 * `POST report/statement` (also under `/fis-rpt-svcs/RIBProducer/rest/`): the statement request
 * plus the download type (1 PDF, 2 Excel, 3 HTML) and the language of the document. Answers the
 * file as a binary body (`Content-Disposition: attachment; filename="Statement.pdf"` …), or an
 * error body with `STATEMENT.NO_DATA` (404) when the period has no rows, `STATEMENT.NOT_OFFERED`
 * (400) for a mini or descending statement.
 */
export const StatementDownloadRequest = Schema.Struct({
  ...StatementRequest.fields,
  dwndType: Schema.Literals([1, 2, 3]),
  lang: Schema.Literals(["en", "de", "hi"]),
});
/** Decoded {@link StatementDownloadRequest}. */
export type StatementDownloadRequest = typeof StatementDownloadRequest.Type;

/**
 * `POST getInterestCertificate` (with `X-RIB-ENC` over `{ accountNumber, financialYearStart }`):
 * the interest certificate of one financial year (starting 1 April of `financialYearStart`) as a
 * PDF, or 404 `CERTIFICATE.NO_INTEREST` ("No Interest paid for the account in selected period") or
 * 404 `CERTIFICATE.NOT_AVAILABLE` ("Information not available for download").
 */
export const InterestCertificateRequest = Schema.Struct({
  accountNumber: AccountNumber,
  financialYearStart: Schema.Number.check(Schema.isInt(), Schema.isBetween({ minimum: 2000, maximum: 2100 })),
  lang: Schema.Literals(["en", "de", "hi"]),
});
/** Decoded {@link InterestCertificateRequest}. */
export type InterestCertificateRequest = typeof InterestCertificateRequest.Type;
