import { Result } from "effect";
import { isWithinWindow, positivePayChequeDateWindow } from "../dates/DateWindow";
import type { Paise } from "../money/Money";
import { validateChequeNumber } from "../cheques/ChequeNumber";

/** Why a positive pay cheque is refused (stable codes). */
export type PositivePayError =
  | "POSITIVE_PAY.CHEQUE_NUMBER_INVALID"
  | "POSITIVE_PAY.DATE_OUT_OF_RANGE"
  | "POSITIVE_PAY.AMOUNT_REQUIRED"
  | "POSITIVE_PAY.PAYEE_REQUIRED"
  | "POSITIVE_PAY.NO_CHANGES";

/** A positive pay cheque as entered (spec 002 section 3). */
export interface PositivePayCheque {
  readonly checkNum: string;
  /** yyyy-MM-dd */
  readonly checkDate: string;
  readonly checkAmount: Paise;
  readonly payeeName: string;
}

/**
 * Checks a positive pay cheque (spec 002 sections 3, 5 and 9): the number is 1 to 6 digits, not 0,
 * and is padded to 6; the date lies in the positive pay window of src/domain/dates (from three months
 * before the application date; that module caps it at the general 20-year calendar limit). Decided
 * here: the amount must be above zero and the payee name not blank. Succeeds with the padded number
 * and the trimmed payee.
 */
export function validatePositivePayCheque(
  cheque: PositivePayCheque,
  appDate: string,
): Result.Result<PositivePayCheque, PositivePayError> {
  const num = validateChequeNumber(cheque.checkNum);
  if (Result.isFailure(num)) return Result.fail("POSITIVE_PAY.CHEQUE_NUMBER_INVALID");
  if (!isWithinWindow(cheque.checkDate, positivePayChequeDateWindow(appDate))) {
    return Result.fail("POSITIVE_PAY.DATE_OUT_OF_RANGE");
  }
  if (cheque.checkAmount <= 0n) return Result.fail("POSITIVE_PAY.AMOUNT_REQUIRED");
  const payeeName = cheque.payeeName.trim();
  if (payeeName === "") return Result.fail("POSITIVE_PAY.PAYEE_REQUIRED");
  return Result.succeed({ ...cheque, checkNum: num.success, payeeName });
}

/**
 * Checks a modification (spec 002 sections 4 and 5): the edited cheque must be valid and differ from
 * the stored one in date, amount or payee ("No Changes to Update" otherwise).
 */
export function validatePositivePayModify(
  before: PositivePayCheque,
  after: PositivePayCheque,
  appDate: string,
): Result.Result<PositivePayCheque, PositivePayError> {
  const unchanged =
    before.checkDate === after.checkDate &&
    before.checkAmount === after.checkAmount &&
    before.payeeName.trim() === after.payeeName.trim();
  if (unchanged) return Result.fail("POSITIVE_PAY.NO_CHANGES");
  return validatePositivePayCheque(after, appDate);
}

/** Why an enable/disable request is refused (stable codes). */
export type PositivePayToggleError = "POSITIVE_PAY.ALREADY_ENABLED" | "POSITIVE_PAY.ALREADY_DISABLED";

/** The messages of the enable/disable rule (spec 002 section 5). */
export const POSITIVE_PAY_TOGGLE_MESSAGES: Readonly<Record<PositivePayToggleError, string>> = {
  "POSITIVE_PAY.ALREADY_ENABLED": "Positive Pay already enabled for this account",
  "POSITIVE_PAY.ALREADY_DISABLED": "Positive Pay already disabled for this account",
};

/** Enable or disable moves on only if the flag changes (spec 002 sections 4 and 5). */
export function validatePositivePayToggle(
  currentlyEnabled: boolean,
  enable: boolean,
): Result.Result<boolean, PositivePayToggleError> {
  if (currentlyEnabled === enable) {
    return Result.fail(enable ? "POSITIVE_PAY.ALREADY_ENABLED" : "POSITIVE_PAY.ALREADY_DISABLED");
  }
  return Result.succeed(enable);
}

/** Account types of the positive pay screens. */
export type PositivePayAccountType = "SAVINGS" | "CURRENT" | "OVERDRAFT";

/** The message when a chosen account type has no accounts (spec 002 section 5). */
export const NO_ACCOUNTS_MESSAGES: Readonly<Record<PositivePayAccountType, string>> = {
  SAVINGS: "No Savings account available",
  CURRENT: "No Current account available",
  OVERDRAFT: "No Overdraft/Cash Credit account available",
};

/** The popup text for an account with no issued cheque book (spec 002 section 5). */
export const NO_CHEQUE_BOOK_MESSAGE = "Selected account is not having any issued Cheque book";

/** The success text after a positive pay status update (spec 002 section 8, spelled as the spec gives it). */
export const POSITIVE_PAY_STATUS_SUCCESS = "Positve Pay Status Updated Successfully";

/** Rows up to which the positive pay list is not paged (spec 002 section 9: hidden at 5 or fewer rows). */
export const POSITIVE_PAY_LIST_PAGE_SIZE = 5;

/** Whether the positive pay list shows its pager (more than 5 rows, spec 002 section 9). */
export function showsPositivePayPager(rows: number): boolean {
  return rows > POSITIVE_PAY_LIST_PAGE_SIZE;
}

/** The additional cheque information (spec 002 section 7). */
export interface CheckAdditionalInfo {
  readonly checkTransactionCode: string;
  readonly shortAccountNumber: string;
  readonly micrCode: string;
  readonly draweeBankName: string;
}

/** Reads getCheckAdditionalInfo's pipe-separated data (spec 002 section 7); null unless it has exactly four parts. */
export function parseCheckAdditionalInfo(data: string): CheckAdditionalInfo | null {
  const parts = data.split("|").map((part) => part.trim());
  if (parts.length !== 4) return null;
  const [checkTransactionCode, shortAccountNumber, micrCode, draweeBankName] = parts as [
    string,
    string,
    string,
    string,
  ];
  return { checkTransactionCode, shortAccountNumber, micrCode, draweeBankName };
}
