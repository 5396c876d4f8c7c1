import { Result } from "effect";
import type { Paise } from "../money/Money";
import {
  type AccountConfirmationError,
  type BeneficiaryNameError,
  type BeneficiaryType,
  type TransferLimitError,
  BENEFICIARY_TYPE,
  isBeneficiaryAccountType,
  validateAccountConfirmation,
  validateBeneficiaryName,
  validateBeneficiaryNickname,
  validateBeneficiaryTransferLimit,
} from "./Beneficiary";
import { type IfscError, validateIfsc } from "./Ifsc";

/** The add-beneficiary form (spec 001 sections 3 and 5); other-bank fields are ignored within the bank. */
export interface BeneficiaryFormInput {
  readonly type: BeneficiaryType;
  readonly name: string;
  readonly nickName: string;
  readonly accountNumber: string;
  readonly confirmAccountNumber: string;
  readonly transferLimit: Paise;
  /** Whether the name-lookup consent box is ticked. */
  readonly nameConsent: boolean;
  readonly ifsc?: string;
  readonly accountType?: number;
  readonly emailId?: string;
  readonly mobileNumber?: string;
}

/** Why the add-beneficiary form is refused (stable codes). */
export type BeneficiaryFormError =
  | BeneficiaryNameError
  | "BENEFICIARY.NICKNAME_REQUIRED"
  | AccountConfirmationError
  | TransferLimitError
  | "BENEFICIARY.NAME_CONSENT_REQUIRED"
  | IfscError
  | "BENEFICIARY.ACCOUNT_TYPE_REQUIRED"
  | "BENEFICIARY.EMAIL_REQUIRED"
  | "BENEFICIARY.MOBILE_REQUIRED";

const otherBankError = (input: BeneficiaryFormInput): BeneficiaryFormError | null => {
  const ifsc = validateIfsc(input.ifsc ?? "");
  if (Result.isFailure(ifsc)) return ifsc.failure;
  if (input.accountType === undefined || !isBeneficiaryAccountType(input.accountType)) {
    return "BENEFICIARY.ACCOUNT_TYPE_REQUIRED";
  }
  if ((input.emailId ?? "").trim() === "") return "BENEFICIARY.EMAIL_REQUIRED";
  if ((input.mobileNumber ?? "").trim() === "") return "BENEFICIARY.MOBILE_REQUIRED";
  return null;
};

/**
 * Validates the add-beneficiary form (spec 001 section 5), first failure only, in screen order:
 * name, nickname, account number and confirmation, transfer limit, then for another bank the IFSC
 * (current rule), account type, e-mail and mobile number (all supplied), and last the name-lookup
 * consent tick. The formats of e-mail and mobile number are not shown in the spec and not checked.
 */
export function validateBeneficiaryForm(
  input: BeneficiaryFormInput,
): Result.Result<BeneficiaryFormInput, BeneficiaryFormError> {
  const checks: readonly (() => BeneficiaryFormError | null)[] = [
    () => failureOf(validateBeneficiaryName(input.name)),
    () => failureOf(validateBeneficiaryNickname(input.nickName)),
    () => failureOf(validateAccountConfirmation(input.accountNumber, input.confirmAccountNumber, input.type)),
    () => failureOf(validateBeneficiaryTransferLimit(input.transferLimit)),
    () => (input.type === BENEFICIARY_TYPE.otherBank ? otherBankError(input) : null),
    () => (input.nameConsent ? null : "BENEFICIARY.NAME_CONSENT_REQUIRED"),
  ];
  for (const check of checks) {
    const error = check();
    if (error !== null) return Result.fail(error);
  }
  return Result.succeed(input);
}

function failureOf<A, E>(result: Result.Result<A, E>): E | null {
  return Result.isFailure(result) ? result.failure : null;
}
