import { Result } from "effect";
import type { Paise } from "../money/Money";

/** The account relationship an FD must have to secure an overdraft (spec 002 section 5). */
export const ODFD_ACCOUNT_RELATIONSHIP = "A";

/**
 * Whether an FD may secure an overdraft (spec 002 section 5): its principal is not above the available
 * balance, and the account relationship is A.
 */
export function isOdfdEligible(fd: {
  readonly principalAmount: Paise;
  readonly availAccBalance: Paise;
  readonly accRelationShip: string;
}): boolean {
  return fd.principalAmount <= fd.availAccBalance && fd.accRelationShip === ODFD_ACCOUNT_RELATIONSHIP;
}

/** Why an overdraft amount is refused (stable codes). */
export type OverdraftAmountError = "ODFD.AMOUNT_REQUIRED" | "ODFD.AMOUNT_ABOVE_MAXIMUM";

/**
 * Checks an overdraft amount (spec 002 section 5): it must not exceed maxOverdraftAmount (equal is
 * allowed). Decided here: zero or less is refused as missing.
 */
export function validateOverdraftAmount(
  amount: Paise,
  maxOverdraftAmount: Paise,
): Result.Result<Paise, OverdraftAmountError> {
  if (amount <= 0n) return Result.fail("ODFD.AMOUNT_REQUIRED");
  if (amount > maxOverdraftAmount) return Result.fail("ODFD.AMOUNT_ABOVE_MAXIMUM");
  return Result.succeed(amount);
}
