import { Schema } from "effect";
import { IsoDate, Paise } from "./common";
import { AccountNumber } from "./accounts";

/** An id of a widget or favourite: letters, digits and dots, at most 40. */
const ItemId = Schema.String.check(Schema.isPattern(/^[A-Za-z][A-Za-z0-9.]{0,39}$/u));

/**
 * One widget or favourite of `dashboard/getDashboardWidgets` (spec 000 section 3): `isAdded` whether
 * the customer has it on, `isDefault` whether it is on before any choice, `value` its ordering value
 * (favourites: the spec's default ordering, acnList 1 … chequeServices 8; widgets: their position).
 */
export const DashboardItem = Schema.Struct({
  id: ItemId,
  name: Schema.String,
  isAdded: Schema.Boolean,
  isDefault: Schema.Boolean,
  value: Schema.Number,
});
/** Decoded {@link DashboardItem}. */
export type DashboardItem = typeof DashboardItem.Type;

/** `GET dashboard/getDashboardWidgets`: the widgets in the customer's order and the favourites by ordering value. */
export const DashboardWidgetsResponse = Schema.Struct({
  widgets: Schema.Array(DashboardItem),
  favourites: Schema.Array(DashboardItem),
});
/** Decoded {@link DashboardWidgetsResponse}. */
export type DashboardWidgetsResponse = typeof DashboardWidgetsResponse.Type;

/** One choice of a save: the item and whether it is on. */
export const DashboardChoice = Schema.Struct({ id: ItemId, isAdded: Schema.Boolean });
/** Decoded {@link DashboardChoice}. */
export type DashboardChoice = typeof DashboardChoice.Type;

/**
 * `POST saveDashboardWidgets`. `updateFlag` true saves the choices: `widgets` lists every widget
 * once in the order the dashboard shows them, `favourites` the favourites (a missing one is off; at
 * most 10 added). `updateFlag` false resets the customer's dashboard to the defaults (the lists are
 * then ignored and may be empty). The answer is the dashboard settings after the call.
 */
export const SaveDashboardWidgetsRequest = Schema.Struct({
  updateFlag: Schema.Boolean,
  widgets: Schema.Array(DashboardChoice),
  favourites: Schema.Array(DashboardChoice),
});
/** Decoded {@link SaveDashboardWidgetsRequest}. */
export type SaveDashboardWidgetsRequest = typeof SaveDashboardWidgetsRequest.Type;

/** The kind of an account in the dashboard's asset widget. */
export const AssetKind = Schema.Literals(["savings", "current", "deposit"]);
/** Decoded {@link AssetKind}. */
export type AssetKind = typeof AssetKind.Type;

/**
 * One account of My Assets: its balance in paise (deposits: the principal held); `typeCode` is the
 * account's type (scheme) code, account_type_code of the lists (NRE, NRO: a non-resident savings account).
 */
export const DashboardAsset = Schema.Struct({
  accountNumber: AccountNumber,
  kind: AssetKind,
  typeCode: Schema.String,
  productName: Schema.String,
  nickname: Schema.String,
  balance: Paise,
  maturityDate: Schema.NullOr(IsoDate),
});
/** Decoded {@link DashboardAsset}. */
export type DashboardAsset = typeof DashboardAsset.Type;

/** One loan of My Liabilities: the outstanding amount, the next instalment and its due date. */
export const DashboardLiability = Schema.Struct({
  accountNumber: AccountNumber,
  productName: Schema.String,
  nickname: Schema.String,
  outstanding: Paise,
  emi: Schema.NullOr(Paise),
  nextDueDate: Schema.NullOr(IsoDate),
});
/** Decoded {@link DashboardLiability}. */
export type DashboardLiability = typeof DashboardLiability.Type;

/**
 * One alert of My Alerts and Updates, derived from the customer's data (the client words it from
 * `code`): a deposit maturing within 30 days, an instalment due within 7 days, the sign-in password
 * expiring within 15 days (or expired), a savings or current balance below the low-balance mark.
 */
export const DashboardAlert = Schema.Struct({
  code: Schema.Literals(["DEPOSIT_MATURING", "EMI_DUE", "PASSWORD_EXPIRING", "LOW_BALANCE"]),
  accountNumber: Schema.NullOr(AccountNumber),
  date: Schema.NullOr(IsoDate),
  amount: Schema.NullOr(Paise),
  days: Schema.NullOr(Schema.Number),
});
/** Decoded {@link DashboardAlert}. */
export type DashboardAlert = typeof DashboardAlert.Type;

/** One event of My Upcoming Events and My Calendar: a deposit's maturity or a loan instalment. */
export const DashboardEvent = Schema.Struct({
  kind: Schema.Literals(["MATURITY", "EMI"]),
  date: IsoDate,
  accountNumber: AccountNumber,
  productName: Schema.String,
  amount: Schema.NullOr(Paise),
});
/** Decoded {@link DashboardEvent}. */
export type DashboardEvent = typeof DashboardEvent.Type;

/**
 * `GET dashboard/summary`: the data of the widgets for the signed-in customer only. Totals in paise;
 * `events` in date order within the next 90 days; `securityImagePopup` the security-image usage flag
 * of spec 000 section 4 (the dashboard shows its pop-up once per sign-in when true).
 */
export const DashboardSummaryResponse = Schema.Struct({
  appDate: IsoDate,
  assets: Schema.Struct({ total: Paise, accounts: Schema.Array(DashboardAsset) }),
  liabilities: Schema.Struct({ total: Paise, loans: Schema.Array(DashboardLiability) }),
  alerts: Schema.Array(DashboardAlert),
  events: Schema.Array(DashboardEvent),
  securityImagePopup: Schema.Boolean,
});
/** Decoded {@link DashboardSummaryResponse}. */
export type DashboardSummaryResponse = typeof DashboardSummaryResponse.Type;
