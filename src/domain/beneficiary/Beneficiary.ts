import { Result } from "effect";
import type { Paise } from "../money/Money";

/** The beneficiary type code (spec 001 sections 3 and 9): 2 within the bank, 3 at another bank. */
export type BeneficiaryType = 2 | 3;

/** The beneficiary type codes by name. */
export const BENEFICIARY_TYPE = { withinBank: 2, otherBank: 3 } as const satisfies Record<
  string,
  BeneficiaryType
>;

/** Whether `code` is a beneficiary type code. */
export function isBeneficiaryType(code: number): code is BeneficiaryType {
  return code === 2 || code === 3;
}

/** A beneficiary account-type code (spec 001 sections 3 and 9). */
export type BeneficiaryAccountType = 10 | 11 | 12 | 13 | 14 | 40;

/** The English name of each beneficiary account-type code; the UI shows its own translation. */
export const BENEFICIARY_ACCOUNT_TYPE_NAMES: Readonly<Record<BeneficiaryAccountType, string>> = {
  10: "Savings",
  11: "Current",
  12: "Overdraft",
  13: "Cash Credit",
  14: "Loan",
  40: "NRE",
};

/** Whether `code` is a beneficiary account-type code. */
export function isBeneficiaryAccountType(code: number): code is BeneficiaryAccountType {
  return Object.hasOwn(BENEFICIARY_ACCOUNT_TYPE_NAMES, code);
}

/** The largest beneficiary transfer limit, ₹5,00,000 in paise (spec 001 sections 5 and 9). */
export const BENEFICIARY_MAX_TRANSFER_LIMIT: Paise = 50_000_000n;

/** Why a beneficiary transfer limit is refused (stable codes). */
export type TransferLimitError = "BENEFICIARY.LIMIT_NEGATIVE" | "BENEFICIARY.LIMIT_TOO_HIGH";

/**
 * Validates a beneficiary transfer limit (spec 001 section 5): at most ₹5,00,000, equal allowed
 * ("Maximum allowed transfer limit is 500000"); a negative amount is never a limit.
 */
export function validateBeneficiaryTransferLimit(limit: Paise): Result.Result<Paise, TransferLimitError> {
  if (limit < 0n) return Result.fail("BENEFICIARY.LIMIT_NEGATIVE");
  if (limit > BENEFICIARY_MAX_TRANSFER_LIMIT) return Result.fail("BENEFICIARY.LIMIT_TOO_HIGH");
  return Result.succeed(limit);
}

/** The length of an account number inside the bank (spec 001 sections 5 and 9). */
export const IN_BANK_ACCOUNT_NUMBER_LENGTH = 14;

/** The account-lookup error code that means "not a 14-digit in-bank account number" (spec 001 sections 5 and 8). */
export const IN_BANK_ACCOUNT_LOOKUP_ERROR_CODE = 1028;

/** Whether `accountNumber` is an in-bank account number: exactly 14 ASCII digits (spec 001 section 5). */
export function isValidInBankAccountNumber(accountNumber: string): boolean {
  return /^[0-9]{14}$/.test(accountNumber);
}

/** How many last characters of a payee's account number stay readable when it is masked. */
export const MASKED_ACCOUNT_VISIBLE_CHARACTERS = 4;

/**
 * A payee's account number as every screen and document shows it once saved: all but the last
 * four characters as X (`XXXXXXXXXX0051`), so the customer recognises the account without the
 * page showing the whole number. The bank's lists answer it as `rnBenAcctNo`.
 */
export function maskAccountNumber(accountNumber: string): string {
  const shown = accountNumber.slice(-MASKED_ACCOUNT_VISIBLE_CHARACTERS);
  return `${"X".repeat(accountNumber.length - shown.length)}${shown}`;
}

/** Why an account number and its confirmation are refused (stable codes). */
export type AccountConfirmationError =
  | "BENEFICIARY.ACCOUNT_REQUIRED"
  | "BENEFICIARY.ACCOUNT_CONFIRM_REQUIRED"
  | "BENEFICIARY.ACCOUNT_MISMATCH"
  | "BENEFICIARY.ACCOUNT_NOT_IN_BANK";

/**
 * Validates an account number typed twice: both required, equal character for character, and for
 * a beneficiary within the bank 14 digits (spec 001 section 5, spec 000 section 5).
 */
export function validateAccountConfirmation(
  accountNumber: string,
  confirmAccountNumber: string,
  type: BeneficiaryType,
): Result.Result<string, AccountConfirmationError> {
  if (accountNumber.trim() === "") return Result.fail("BENEFICIARY.ACCOUNT_REQUIRED");
  if (confirmAccountNumber.trim() === "") return Result.fail("BENEFICIARY.ACCOUNT_CONFIRM_REQUIRED");
  if (accountNumber !== confirmAccountNumber) return Result.fail("BENEFICIARY.ACCOUNT_MISMATCH");
  if (type === BENEFICIARY_TYPE.withinBank && !isValidInBankAccountNumber(accountNumber)) {
    return Result.fail("BENEFICIARY.ACCOUNT_NOT_IN_BANK");
  }
  return Result.succeed(accountNumber);
}

/** Whether `name` uses only letters (any script, with their combining marks), dots and spaces (spec 001 section 5). */
export function isValidNameCharacters(name: string): boolean {
  return /^[\p{L}\p{M}. ]*$/u.test(name);
}

/** Why a beneficiary name is refused (stable codes). */
export type BeneficiaryNameError = "BENEFICIARY.NAME_REQUIRED" | "BENEFICIARY.NAME_INVALID_CHARACTERS";

/** Validates a beneficiary name: not empty or only spaces, then letters, dot and space only (spec 001 section 5). */
export function validateBeneficiaryName(name: string): Result.Result<string, BeneficiaryNameError> {
  if (name.trim() === "") return Result.fail("BENEFICIARY.NAME_REQUIRED");
  if (!isValidNameCharacters(name)) return Result.fail("BENEFICIARY.NAME_INVALID_CHARACTERS");
  return Result.succeed(name);
}

/**
 * Validates a beneficiary nickname: it may not be empty or only spaces (spec 000 section 5, the
 * nickname rule the beneficiary screens share). Uniqueness is the server's: a duplicate comes back
 * as "{nickname} already exists".
 */
export function validateBeneficiaryNickname(
  nickname: string,
): Result.Result<string, "BENEFICIARY.NICKNAME_REQUIRED"> {
  return nickname.trim() === "" ? Result.fail("BENEFICIARY.NICKNAME_REQUIRED") : Result.succeed(nickname);
}

/** Rows per page of the beneficiary list (spec 001 section 9). */
export const BENEFICIARY_LIST_PAGE_SIZE = 5;
