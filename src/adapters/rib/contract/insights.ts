import { Schema } from "effect";
import { IsoDate, Paise } from "./common";
import { AccountNumber } from "./accounts";

/**
 * `POST inflowOutflowReport` (spec 000 sections 3 and 7): the money in and out of one open savings or
 * current account of the customer. `dbtCrdtRprtView` (the spec leaves the meanings open; the bank's
 * definition): 0 the last 6 calendar months by month, 1 the last 4 calendar quarters by quarter, 2 the
 * current and the previous financial year (from 1 April). The last period ends on the application date.
 * `accountNumber` is optional (the spec leaves the default open): without it the server reports the
 * customer's first open savings or current account, the first of `account/viewAccountlist`, which the
 * dashboard shows as chosen, so the report starts with the dashboard's other calls instead of after
 * the account list.
 */
export const InflowOutflowRequest = Schema.Struct({
  accountNumber: Schema.optional(AccountNumber),
  dbtCrdtRprtView: Schema.Literals([0, 1, 2]),
});
/** Decoded {@link InflowOutflowRequest}. */
export type InflowOutflowRequest = typeof InflowOutflowRequest.Type;

/** One period of the inflow/outflow report, both ends included (`yyyy-MM-dd`). */
export const InflowOutflowPeriod = Schema.Struct({ fromDate: IsoDate, toDate: IsoDate });
/** Decoded {@link InflowOutflowPeriod}. */
export type InflowOutflowPeriod = typeof InflowOutflowPeriod.Type;

/**
 * The inflow/outflow answer: the periods oldest first and, in the same order, the credits and
 * debits of each in paise. `errorCode` 0, or 110 with `errorMessage` when the account has no
 * transactions in the whole report (the lists are then empty; the client hides the graphs and
 * shows the translated message, domain `areInflowOutflowGraphsShown`).
 */
export const InflowOutflowResponse = Schema.Struct({
  errorCode: Schema.Number,
  errorMessage: Schema.NullOr(Schema.String),
  dateRangeList: Schema.Array(InflowOutflowPeriod),
  creditList: Schema.Array(Paise),
  debitList: Schema.Array(Paise),
});
/** Decoded {@link InflowOutflowResponse}. */
export type InflowOutflowResponse = typeof InflowOutflowResponse.Type;

/** The spend presets as the query carries them (domain `SPEND_PRESET_DAYS`). */
export const ExpensePresetDays = Schema.Literals(["30", "90", "180"]);

/**
 * `GET account/expenseInOut?accountNumber=&days=` or `&fromDate=&toDate=`: the query parameters.
 * `accountNumber` is optional (none = all the customer's open savings and current accounts);
 * exactly one of `days` (30, 90, 180) or both dates (`yyyy-MM-dd`, within the last 2 years up to the
 * application date, from not after to; domain `spendPresetWindow`, `spendDateWindow`).
 */
export const ExpenseInOutQuery = Schema.Struct({
  accountNumber: Schema.optional(AccountNumber),
  days: Schema.optional(ExpensePresetDays),
  fromDate: Schema.optional(IsoDate),
  toDate: Schema.optional(IsoDate),
});
/** Decoded {@link ExpenseInOutQuery}. */
export type ExpenseInOutQuery = typeof ExpenseInOutQuery.Type;

/** One category of the expense graph: its id (domain `TRANSACTION_CATEGORIES`) and its credits and debits in paise. */
export const ExpenseCategory = Schema.Struct({
  txnCategoryID: Schema.String,
  creditAmount: Paise,
  debitAmount: Paise,
});
/** Decoded {@link ExpenseCategory}. */
export type ExpenseCategory = typeof ExpenseCategory.Type;

/**
 * The expense graph (spec 000 section 3): the totals of the period and each category that has a
 * credit or a debit in it, in the order of the domain's categories. `fromDate` and `toDate` are the
 * period the totals cover.
 */
export const ExpenseInOutResponse = Schema.Struct({
  fromDate: IsoDate,
  toDate: IsoDate,
  totalCreditAmount: Paise,
  totalDebitAmount: Paise,
  txnCategoryList: Schema.Array(ExpenseCategory),
});
/** Decoded {@link ExpenseInOutResponse}. */
export type ExpenseInOutResponse = typeof ExpenseInOutResponse.Type;

/**
 * `GET dashboard/getAccountGroupCrDrDetails`: per account group of the customer's active accounts
 * (SAV, DDA, CD, RC, LN … in the lists' kind order), the credits and debits of the current calendar
 * month up to the application date, in paise; `accountCount` is how many accounts the group has.
 */
export const AccountGroupCrDrResponse = Schema.Array(
  Schema.Struct({
    accountGroup: Schema.String,
    accountCount: Schema.Number,
    fromDate: IsoDate,
    toDate: IsoDate,
    creditAmount: Paise,
    debitAmount: Paise,
  }),
);
/** Decoded {@link AccountGroupCrDrResponse}. */
export type AccountGroupCrDrResponse = typeof AccountGroupCrDrResponse.Type;

/** What the client asks `account/expenseInOut` for: an optional account and a spend preset or a date range. */
export type ExpenseInOutRequest = { readonly accountNumber?: string } & (
  { readonly days: 30 | 90 | 180 } | { readonly fromDate: string; readonly toDate: string }
);
