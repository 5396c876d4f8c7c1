import { Result } from "effect";
import { isValidIfsc } from "./Ifsc";

/** The older payee form of the superseded screens (spec 000 section 5). */
export interface PayeeFormInput {
  readonly payeeName: string;
  readonly accountNumber: string;
  readonly confirmAccountNumber: string;
  readonly ifscCode: string;
}

/** Why the older payee form is refused (stable codes). */
export type PayeeFormError =
  | "PAYEE.NAME_REQUIRED"
  | "PAYEE.ACCOUNT_REQUIRED"
  | "PAYEE.CONFIRM_ACCOUNT_REQUIRED"
  | "PAYEE.IFSC_REQUIRED"
  | "PAYEE.ACCOUNT_MISMATCH"
  | "PAYEE.IFSC_INVALID";

/**
 * Validates the older payee form (spec 000 section 5), first failure in this order: name, account
 * number, confirm account number and IFSC required (not empty or only spaces); the two account
 * numbers must match; the IFSC follows the older screens' `legacy` rule.
 */
export function validatePayeeForm(input: PayeeFormInput): Result.Result<PayeeFormInput, PayeeFormError> {
  if (input.payeeName.trim() === "") return Result.fail("PAYEE.NAME_REQUIRED");
  if (input.accountNumber.trim() === "") return Result.fail("PAYEE.ACCOUNT_REQUIRED");
  if (input.confirmAccountNumber.trim() === "") return Result.fail("PAYEE.CONFIRM_ACCOUNT_REQUIRED");
  if (input.ifscCode.trim() === "") return Result.fail("PAYEE.IFSC_REQUIRED");
  if (input.accountNumber !== input.confirmAccountNumber) return Result.fail("PAYEE.ACCOUNT_MISMATCH");
  if (!isValidIfsc(input.ifscCode, "legacy")) return Result.fail("PAYEE.IFSC_INVALID");
  return Result.succeed(input);
}
