import { Result } from "effect";
import type { Paise } from "../money/Money";

/** Why a deposit amount is refused (stable codes). */
export type DepositAmountError =
  | "DEPOSIT.AMOUNT_REQUIRED"
  | "DEPOSIT.AMOUNT_BELOW_MINIMUM"
  | "DEPOSIT.AMOUNT_ABOVE_MAXIMUM"
  | "DEPOSIT.AMOUNT_NOT_MULTIPLE";

/** A product's amount rules in paise (spec 002 section 3: minAmount, mulAmount). */
export interface DepositAmountRules {
  readonly minAmount: Paise;
  /** The RD step (mulAmount); only checked for a recurring deposit. */
  readonly mulAmount: Paise;
  readonly recurring: boolean;
  /** The spec gives no maximum; null means none. A configured or server maximum may be passed. */
  readonly maxAmount: Paise | null;
}

/**
 * Checks a deposit amount (spec 002 sections 3 and 5): more than zero, at least the product's
 * minAmount, at most the optional maximum, and for a recurring deposit a multiple of mulAmount
 * (a mulAmount of 0 or less imposes no step). Succeeds with the amount.
 */
export function validateDepositAmount(
  amount: Paise,
  rules: DepositAmountRules,
): Result.Result<Paise, DepositAmountError> {
  if (amount <= 0n) return Result.fail("DEPOSIT.AMOUNT_REQUIRED");
  if (amount < rules.minAmount) return Result.fail("DEPOSIT.AMOUNT_BELOW_MINIMUM");
  if (rules.maxAmount !== null && amount > rules.maxAmount) {
    return Result.fail("DEPOSIT.AMOUNT_ABOVE_MAXIMUM");
  }
  if (rules.recurring && rules.mulAmount > 0n && amount % rules.mulAmount !== 0n) {
    return Result.fail("DEPOSIT.AMOUNT_NOT_MULTIPLE");
  }
  return Result.succeed(amount);
}
