import { Schema } from "effect";
import { IsoDate, Paise } from "./common";

/** An account status code (spec 000 section 4): 0 Active … 5 Close Out in Process. */
export const AccountStatusCode = Schema.Number.check(
  Schema.isInt(),
  Schema.isBetween({ minimum: 0, maximum: 5 }),
);

/** A bank account number as typed or sent: 9 to 18 digits. */
export const AccountNumber = Schema.String.check(Schema.isPattern(/^\d{9,18}$/));

/**
 * One row of the account lists (`GET account/accountlist`, `account/viewclsAcct`,
 * `account/accountlistForStmt`, `account/viewAccountlist`), with the spec's field names (spec 000
 * section 3). Amounts are paise. `rnAcctNo` is an opaque reference (the server's encoding of the
 * number), `clas.code` L (loan) or D (deposit) or "" and `group.code` repeat the grouping the
 * domain's `accountKind` uses.
 */
export const AccountListItem = Schema.Struct({
  account_grp_code: Schema.String,
  account_type_code: Schema.String,
  account_number: AccountNumber,
  rnAcctNo: Schema.String,
  /** The nickname ("" when none). */
  shrt_account_names: Schema.String,
  /** "<number> - <nickname>" or the number alone. */
  accNoWithNickName: Schema.String,
  prodType: Schema.String,
  status: AccountStatusCode,
  /** Ledger balance (for loans: the outstanding principal). */
  balance: Paise,
  availableBalance: Paise,
  /** Deposits: the available amount of the deposit; null for other kinds. */
  bal_Available: Schema.NullOr(Paise),
  /** The signed-in customer is the primary holder. */
  acnPrimaryHolder: Schema.Boolean,
  accMandFlag: Schema.String,
  maturityDate: Schema.NullOr(IsoDate),
  linkedAcctNbr: Schema.NullOr(Schema.String),
  isAllowedToClose: Schema.Boolean,
  isLienMarked: Schema.Boolean,
  clas: Schema.Struct({ code: Schema.String }),
  group: Schema.Struct({ code: Schema.String }),
  currencyCode: Schema.String,
  openedDate: IsoDate,
  /** Closed lists only: when it was closed. */
  closedDate: Schema.NullOr(IsoDate),
  /** Closed lists only: the group the account had (spec: "closed account list items carry grp"). */
  grp: Schema.NullOr(Schema.String),
});
/** Decoded {@link AccountListItem}. */
export type AccountListItem = typeof AccountListItem.Type;

/** An account list answer. */
export const AccountListResponse = Schema.Array(AccountListItem);
/** Decoded {@link AccountListResponse}. */
export type AccountListResponse = typeof AccountListResponse.Type;
