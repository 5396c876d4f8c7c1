import { Schema } from "effect";
import { IsoDate, Paise, Text } from "./common";
import { BankDetails } from "./customer";

/** An account status code (spec 000 section 4): 0 Active … 5 Close Out in Process. */
export const AccountStatusCode = Schema.Number.check(
  Schema.isInt(),
  Schema.isBetween({ minimum: 0, maximum: 5 }),
);

/** A bank account number as typed or sent: 9 to 18 digits. */
export const AccountNumber = Schema.String.check(Schema.isPattern(/^\d{9,18}$/u));

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
  /**
   * The account has a direct-debit mandate; only such accounts offer mandate cancellation (spec 001
   * sections 4 and 6, the domain's `offersMandateCancellation`).
   */
  accMandFlag: Schema.Boolean,
  /** How many customers hold the account: 1 for a single holder, more for a joint account. */
  holderCount: Schema.Number.check(Schema.isInt(), Schema.isGreaterThanOrEqualTo(1)),
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

/** `POST account/viewAcct?accountNumber=&accountType=` query (the body repeats the number under X-RIB-ENC). */
export const AccountDetailRequest = Schema.Struct({
  accountNumber: AccountNumber,
  accountType: Text(8, 1),
});
/** Decoded {@link AccountDetailRequest}. */
export type AccountDetailRequest = typeof AccountDetailRequest.Type;

/** Deposit-only fields of an account detail (spec 000 section 3). Amounts are paise. */
export const DepositDetail = Schema.Struct({
  originalAmount: Paise,
  maturityValue: Paise,
  maturityDate: IsoDate,
  tdsDeduction: Paise,
  /** The term in months. */
  term: Schema.Number.check(Schema.isInt()),
  /** "Y" when the deposit renews or pays out on maturity by standing instruction. */
  scheduleProcessingFlag: Schema.String,
});
/** Decoded {@link DepositDetail}. */
export type DepositDetail = typeof DepositDetail.Type;

/** Loan-only fields of an account detail (spec 000 section 3). Amounts are paise. */
export const LoanDetail = Schema.Struct({
  disbursedDate: IsoDate,
  currPaymentAmt: Paise,
  totalPaymentDue: Paise,
  paymentDueDate: Schema.NullOr(IsoDate),
  customerId: Schema.String,
  payoffAmount: Paise,
  isGoldLoanProdType: Schema.Boolean,
  lienMarkedFdNumber: Schema.NullOr(Schema.String),
});
/** Decoded {@link LoanDetail}. */
export type LoanDetail = typeof LoanDetail.Type;

/**
 * `POST account/viewAcct` answer (spec 000 section 3). `encAccountNumber` is the account number
 * encrypted with the configuration key (`getConfigurationData` encKey); the client decrypts it to
 * show the number. `title1` is the primary holder, `title2`..`title4` up to three joint holders ("" when
 * none). `interestRate` is the yearly rate in basis points (710 = 7.10 %). `deposit` is set only
 * for deposits, `loan` only for loans.
 */
export const AccountDetailResponse = Schema.Struct({
  encAccountNumber: Schema.String,
  status: AccountStatusCode,
  group: Schema.String,
  groupCode: Schema.String,
  accountType: Schema.String,
  productName: Schema.String,
  availableBalance: Paise,
  balance: Paise,
  interestRate: Schema.Number.check(Schema.isInt()),
  dateOpened: IsoDate,
  openedDate: IsoDate,
  brachDesc: Schema.String,
  currencyCode: Schema.String,
  title1: Schema.String,
  title2: Schema.String,
  title3: Schema.String,
  title4: Schema.String,
  acctRelationship: Schema.String,
  acnRelCode: Schema.Number,
  acnRel: Schema.String,
  accruedInterest: Paise,
  holdAmount: Paise,
  closedDate: Schema.NullOr(IsoDate),
  nickname: Schema.String,
  deposit: Schema.NullOr(DepositDetail),
  loan: Schema.NullOr(LoanDetail),
});
/** Decoded {@link AccountDetailResponse}. */
export type AccountDetailResponse = typeof AccountDetailResponse.Type;

/** A nickname as kept by the bank: at most 20 characters. */
export const Nickname = Text(20);

/** One item of `POST updateaccountnames` (spec 000 section 3). */
export const NicknameUpdateItem = Schema.Struct({
  account_number: AccountNumber,
  account_type_code: Text(8),
  shrt_account_names: Nickname,
});
/** Decoded {@link NicknameUpdateItem}. */
export type NicknameUpdateItem = typeof NicknameUpdateItem.Type;

/** `POST updateaccountnames` body: the changed nicknames of one group. */
export const NicknameUpdateRequest = Schema.Array(NicknameUpdateItem).check(Schema.isMinLength(1));
/** Decoded {@link NicknameUpdateRequest}. */
export type NicknameUpdateRequest = typeof NicknameUpdateRequest.Type;

/**
 * `POST updateaccountnames` answer. On a duplicate nothing is saved, `success` is false,
 * `statusMsg` reads "Nickname <nickname> already exists" and `conflicts` names the accounts whose
 * new nickname clashes (the client clears those fields and shows the translated message).
 */
export const NicknameUpdateResponse = Schema.Struct({
  success: Schema.Boolean,
  statusMsg: Schema.String,
  conflicts: Schema.Array(
    Schema.Struct({ account_number: AccountNumber, shrt_account_names: Schema.String }),
  ),
});
/** Decoded {@link NicknameUpdateResponse}. */
export type NicknameUpdateResponse = typeof NicknameUpdateResponse.Type;

/** The kinds of account the nickname screen groups by, in the order of the lists. */
export const AccountKindCode = Schema.Literals(["savings", "current", "deposit", "loan", "other"]);
/** Decoded {@link AccountKindCode}. */
export type AccountKindCode = typeof AccountKindCode.Type;

/** One active account of the nickname screen with its present nickname ("" when none). */
export const AccountNicknameItem = Schema.Struct({
  account_number: AccountNumber,
  account_grp_code: Schema.String,
  account_type_code: Schema.String,
  prodType: Schema.String,
  shrt_account_names: Schema.String,
  acnPrimaryHolder: Schema.Boolean,
});
/** Decoded {@link AccountNicknameItem}. */
export type AccountNicknameItem = typeof AccountNicknameItem.Type;

/**
 * `GET account/fetchAccountNickNames`: the customer's active accounts grouped by kind (savings,
 * current, deposits, loans, others, in that order; a kind without accounts is left out). Each group
 * is saved on its own with `POST updateaccountnames`.
 */
export const AccountNicknamesResponse = Schema.Array(
  Schema.Struct({ kind: AccountKindCode, accounts: Schema.Array(AccountNicknameItem) }),
);
/** Decoded {@link AccountNicknamesResponse}. */
export type AccountNicknamesResponse = typeof AccountNicknamesResponse.Type;

/** One account of `GET account/fetchaccountnames`: number, product and nickname. */
export const AccountNameItem = Schema.Struct({
  account_number: AccountNumber,
  account_grp_code: Schema.String,
  account_type_code: Schema.String,
  prodType: Schema.String,
  shrt_account_names: Schema.String,
  /** "<number> - <nickname>" or the number alone. */
  accNoWithNickName: Schema.String,
});
/** Decoded {@link AccountNameItem}. */
export type AccountNameItem = typeof AccountNameItem.Type;

/** `GET account/fetchaccountnames`: the customer's active accounts in list order. */
export const AccountNamesResponse = Schema.Array(AccountNameItem);
/** Decoded {@link AccountNamesResponse}. */
export type AccountNamesResponse = typeof AccountNamesResponse.Type;

/**
 * `GET getCustomerDetailsAndRM` (the customer information dialog): name, customer id, address
 * lines, home branch and relationship manager. `rmMobileno` is masked "+91 xxxx xxx 345" (spec 000
 * section 9): only the last three digits are sent.
 */
export const CustomerDetailsAndRmResponse = Schema.Struct({
  customerName: Schema.String,
  customerId: Schema.String,
  mad3: Schema.String,
  mad4: Schema.String,
  bankDetails: BankDetails,
  rmName: Schema.String,
  rmMobileno: Schema.String,
});
/** Decoded {@link CustomerDetailsAndRmResponse}. */
export type CustomerDetailsAndRmResponse = typeof CustomerDetailsAndRmResponse.Type;

/** `GET account/accountInformation?accountNumber=` query. */
export const AccountInformationRequest = Schema.Struct({ accountNumber: AccountNumber });
/** Decoded {@link AccountInformationRequest}. */
export type AccountInformationRequest = typeof AccountInformationRequest.Type;

/** How an account is operated: one holder, all holders jointly, or either holder or the survivor. */
export const ModeOfOperation = Schema.Literals(["SINGLE", "JOINT", "EITHER_OR_SURVIVOR"]);
/** Decoded {@link ModeOfOperation}. */
export type ModeOfOperation = typeof ModeOfOperation.Type;

/**
 * `GET account/accountInformation` answer (the account information dialog). `modeOfOperation` is a
 * code the client translates. `nomineeName` is masked (first letter of each word, the rest "x"),
 * null when no nominee is registered.
 */
export const AccountInformationResponse = Schema.Struct({
  accountNumber: AccountNumber,
  productName: Schema.String,
  status: AccountStatusCode,
  ifsc: Schema.String,
  micr: Schema.String,
  branchName: Schema.String,
  branchAdd2: Schema.String,
  branchAdd3: Schema.String,
  currencyCode: Schema.String,
  openedDate: IsoDate,
  modeOfOperation: ModeOfOperation,
  nomineeRegistered: Schema.Boolean,
  nomineeName: Schema.NullOr(Schema.String),
});
/** Decoded {@link AccountInformationResponse}. */
export type AccountInformationResponse = typeof AccountInformationResponse.Type;

/** `GET account/primarySignature?accountnumber=` query (the spec's lower-case parameter). */
export const PrimarySignatureRequest = Schema.Struct({ accountnumber: AccountNumber });
/** Decoded {@link PrimarySignatureRequest}. */
export type PrimarySignatureRequest = typeof PrimarySignatureRequest.Type;

/**
 * `GET account/primarySignature` answer: the primary holder's specimen signature as an SVG data URL
 * (`data:image/svg+xml;base64,…`, for an image's `src`) with its text alternative ("Specimen
 * signature of <name>"). Only the primary holder may see it; anyone else gets 404 ACCOUNT.NOT_FOUND.
 */
export const PrimarySignatureResponse = Schema.Struct({
  signatureSvg: Schema.String,
  holderName: Schema.String,
  altText: Schema.String,
});
/** Decoded {@link PrimarySignatureResponse}. */
export type PrimarySignatureResponse = typeof PrimarySignatureResponse.Type;
