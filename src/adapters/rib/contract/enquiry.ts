import { Schema } from "effect";
import { DisplayDate, IsoDate, MultilineText, NaturalInt32, Paise, Text } from "./common";
import { AccountNumber } from "./accounts";

/** An enquiry date as the spec's search criteria carry it: `dd/MM/yyyy` (spec 000 section 3). */
export const EnquiryDate = DisplayDate;

/** A transaction's sequence number within its account: from 1, kept in an `integer` column. */
const TransactionSequence = NaturalInt32.check(Schema.isGreaterThan(0));

/** A cheque number filter: digits only, at most 10. */
const ChequeNumber = Schema.String.check(Schema.isPattern(/^\d{1,10}$/u));

/**
 * `POST transaction/transactionList` and `transaction/transactionListFruad` (the second lists
 * only the transactions marked as fraud): the search criteria of spec 000 section 3. Dates are
 * required and capped at the application date; to-amount not below from-amount and to-cheque not
 * below from-cheque (domain `searchFilterErrors`); `type` 0 debits, 1 credits, null both;
 * `totalrows` 10; `beginValue` the zero-based first row.
 */
export const EnquiryRequest = Schema.Struct({
  accountNumber: AccountNumber,
  accountType: Text(8),
  fromDate: EnquiryDate,
  toDate: EnquiryDate,
  fromAmount: Schema.NullOr(Paise),
  toAmount: Schema.NullOr(Paise),
  fromCheckNumber: Schema.NullOr(ChequeNumber),
  toCheckNumber: Schema.NullOr(ChequeNumber),
  type: Schema.NullOr(Schema.Literals([0, 1])),
  stmtType: Schema.Literals(["ENQUIRY"]),
  sortByAsc: Schema.Boolean,
  totalrows: Schema.Number.check(Schema.isInt(), Schema.isBetween({ minimum: 1, maximum: 100 })),
  beginValue: NaturalInt32,
});
/** Decoded {@link EnquiryRequest}. */
export type EnquiryRequest = typeof EnquiryRequest.Type;

/**
 * One enquiry row (spec 000 section 3, with its spellings). `trnCateogry` is an id of the domain's
 * `TRANSACTION_CATEGORIES`; `fruadpostedTime` is when the customer marked it as fraud (ISO
 * date-time) or null; `balance` is the balance after the row (the closing balance column).
 */
export const EnquiryRow = Schema.Struct({
  sequence: Schema.Number,
  accountNumber: AccountNumber,
  date: IsoDate,
  effectiveDate: IsoDate,
  description: Schema.String,
  chequeNumber: Schema.NullOr(Schema.String),
  crdr: Schema.Literals(["DR", "CR"]),
  amount: Paise,
  balance: Paise,
  trnCateogry: Schema.String,
  categoryDescription: Schema.String,
  fruadpostedTime: Schema.NullOr(Schema.String),
});
/** Decoded {@link EnquiryRow}. */
export type EnquiryRow = typeof EnquiryRow.Type;

/**
 * The enquiry answer: one page, the count of all matching rows, and whether the signed-in
 * customer may categorise this account (domain `canCategorise`: SAV or DDA and primary holder).
 */
export const EnquiryResponse = Schema.Struct({
  transaclist: Schema.Array(EnquiryRow),
  totalRecords: Schema.Number,
  canCategorise: Schema.Boolean,
});
/** Decoded {@link EnquiryResponse}. */
export type EnquiryResponse = typeof EnquiryResponse.Type;

/** `GET transaction/categoryList` and `loginUser/getTxnCategoryMapping`: the category ids with English names. */
export const CategoryListResponse = Schema.Array(
  Schema.Struct({ txnCategoryID: Schema.String, categoryDescription: Schema.String }),
);
/** Decoded {@link CategoryListResponse}. */
export type CategoryListResponse = typeof CategoryListResponse.Type;

/** `POST transaction/updateTranCategory`: the pending changes, all saved or none. */
export const UpdateCategoryRequest = Schema.Array(
  Schema.Struct({
    account: AccountNumber,
    sequence: TransactionSequence,
    category: Text(32),
  }),
).check(Schema.isMinLength(1), Schema.isMaxLength(100));
/** Decoded {@link UpdateCategoryRequest}. */
export type UpdateCategoryRequest = typeof UpdateCategoryRequest.Type;

/** `POST transaction/updateTranCategory` response. */
export const UpdateCategoryResponse = Schema.Struct({ value: Schema.Boolean });
/** Decoded {@link UpdateCategoryResponse}. */
export type UpdateCategoryResponse = typeof UpdateCategoryResponse.Type;

/** `POST transaction/checkDuplicateFraudTrans` request (spec 000 section 3). */
export const DuplicateFraudCheckRequest = Schema.Struct({
  sequence: TransactionSequence,
  accountNumber: AccountNumber,
  transactionDate: IsoDate,
  /** A JWE of the account number (session key). */
  encAccountNumber: Text(4096, 1),
  description: Text(200),
});
/** Decoded {@link DuplicateFraudCheckRequest}. */
export type DuplicateFraudCheckRequest = typeof DuplicateFraudCheckRequest.Type;

/** `value` true: the transaction is already marked; `errorMessage` then says so. */
export const DuplicateFraudCheckResponse = Schema.Struct({
  value: Schema.Boolean,
  errorMessage: Schema.NullOr(Schema.String),
});
/** Decoded {@link DuplicateFraudCheckResponse}. */
export type DuplicateFraudCheckResponse = typeof DuplicateFraudCheckResponse.Type;

/** A YES (1) / NO (0) answer of the fraud dialog. */
const FraudReason = Schema.Literals([0, 1]);

/** `POST transaction/markFraudTransaction` request (spec 000 section 3). */
export const MarkFraudRequest = Schema.Struct({
  accountNumber: AccountNumber,
  transactionDate: IsoDate,
  amount: Paise,
  sequence: TransactionSequence,
  /** "Did you do this transaction?" style answers of the dialog. */
  fraudtrnchk: FraudReason,
  fraudcidfro: FraudReason,
  fraudcrdblk: FraudReason,
  fraudComment: MultilineText(500),
});
/** Decoded {@link MarkFraudRequest}. */
export type MarkFraudRequest = typeof MarkFraudRequest.Type;

/**
 * `POST transaction/markFraudTransaction` response: `success`, the reference in `data`,
 * `statusCode` (3045: the bank could not take the report, shown as the generic exception
 * message) and `statusMsg` for other refusals.
 */
export const MarkFraudResponse = Schema.Struct({
  success: Schema.Boolean,
  data: Schema.NullOr(Schema.String),
  statusCode: Schema.NullOr(Schema.Number),
  statusMsg: Schema.String,
});
/** Decoded {@link MarkFraudResponse}. */
export type MarkFraudResponse = typeof MarkFraudResponse.Type;
