import { Result } from "effect";
import type { Paise } from "../money/Money";
import type { TransferLimitsConfiguration } from "./TransferLimits";

/** The two quick-pay transfer types (spec 001 section 4). */
export type QuickPayType = "withinBank" | "otherBank";

/** Why a quick-pay payee account is refused (stable codes). */
export type QuickPayPayeeError =
  | "QUICK_PAY.PAYEE_REQUIRED"
  | "QUICK_PAY.PAYEE_IS_SOURCE"
  | "QUICK_PAY.PAYEE_IS_OWN_ACCOUNT"
  | "QUICK_PAY.PAYEE_IS_BENEFICIARY";

const digitsOf = (account: string): string => account.replace(/\D/g, "");

/**
 * Checks a quick-pay payee account (spec 001 section 5): not the source account, not any of the
 * customer's own accounts and not a saved beneficiary. Accounts are compared by their digits only,
 * so spaces or dashes typed into the number change nothing.
 */
export function validateQuickPayPayee(
  payeeAccount: string,
  context: {
    readonly sourceAccount: string;
    readonly ownAccounts: readonly string[];
    readonly beneficiaryAccounts: readonly string[];
  },
): Result.Result<string, QuickPayPayeeError> {
  const payee = digitsOf(payeeAccount);
  if (payee === "") return Result.fail("QUICK_PAY.PAYEE_REQUIRED");
  if (payee === digitsOf(context.sourceAccount)) return Result.fail("QUICK_PAY.PAYEE_IS_SOURCE");
  if (context.ownAccounts.some((a) => digitsOf(a) === payee))
    return Result.fail("QUICK_PAY.PAYEE_IS_OWN_ACCOUNT");
  if (context.beneficiaryAccounts.some((a) => digitsOf(a) === payee)) {
    return Result.fail("QUICK_PAY.PAYEE_IS_BENEFICIARY");
  }
  return Result.succeed(payee);
}

/** Whether the values at confirm equal those at submit, field by field (spec 001 section 5). */
export function confirmMatchesSubmit<T extends Readonly<Record<string, unknown>>>(
  atSubmit: T,
  atConfirm: T,
): boolean {
  const keys = new Set([...Object.keys(atSubmit), ...Object.keys(atConfirm)]);
  return [...keys].every((key) => Object.is(atSubmit[key], atConfirm[key]));
}

/**
 * Whether the quick-pay limit form may be submitted (spec 001 section 5): the button stays disabled
 * while the value equals the existing limit and that limit is not zero.
 */
export function isQuickPayLimitSubmittable(value: Paise, existingLimit: Paise): boolean {
  return existingLimit === 0n || value !== existingLimit;
}

/** Why a quick-pay limit is refused (stable codes). */
export type QuickPayLimitError = "QUICK_PAY.LIMIT_NOT_POSITIVE" | "QUICK_PAY.LIMIT_ABOVE_MAX";

/**
 * Validates a new quick-pay limit (spec 001 section 5): more than zero and at most
 * ftLimits.quickPayMaxLimit (equal allowed); with no configured maximum only the first applies.
 */
export function validateQuickPayLimit(
  value: Paise,
  config: TransferLimitsConfiguration,
): Result.Result<Paise, QuickPayLimitError> {
  if (value <= 0n) return Result.fail("QUICK_PAY.LIMIT_NOT_POSITIVE");
  const max = config.ftLimits?.quickPayMaxLimit;
  if (max !== undefined && max > 0n && value > max) return Result.fail("QUICK_PAY.LIMIT_ABOVE_MAX");
  return Result.succeed(value);
}

/** The global limit of a quick-pay type from ftLimits (spec 001 section 5), or null when not configured. */
export function quickPayGlobalLimit(type: QuickPayType, config: TransferLimitsConfiguration): Paise | null {
  const limit = type === "withinBank" ? config.ftLimits?.withInBankGlobal : config.ftLimits?.otherBankGlobal;
  return limit !== undefined && limit > 0n ? limit : null;
}

/** The amounts already paid by quick pay, within the bank and to other banks. */
export interface QuickPayTotals {
  readonly withinBank: Paise;
  readonly otherBank: Paise;
}

/** Reads the `custQpTotalAmt` answer "within|other" (spec 001 section 7, paise), or null when malformed. */
export function parseQuickPayTotals(data: string): QuickPayTotals | null {
  const text = data.trim();
  if (!/^\d+\|\d+$/.test(text)) return null;
  const [withinBank, otherBank] = text.split("|").map((part) => BigInt(part)) as [Paise, Paise];
  return { withinBank, otherBank };
}
