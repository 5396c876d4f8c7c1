import { Result } from "effect";
import {
  validateBeneficiaryForm,
  type AmountError,
  type BeneficiaryFormInput,
  type BeneficiaryType,
  type Paise,
} from "../../domain";
import { amountProblemItems } from "../forms/amountProblemItems";
import type { FieldErrorText } from "../forms/useFormErrors";
import { localText } from "../i18n/localText";

/** The values of an add-beneficiary flow: the form's fields and what the bank's lookups told. */
export interface AddBeneficiaryValues {
  readonly type: BeneficiaryType;
  readonly name: string;
  readonly nickName: string;
  readonly accountNumber: string;
  readonly confirmAccountNumber: string;
  readonly transferLimit: Paise;
  readonly nameConsent: boolean;
  readonly ifsc: string;
  readonly accountType: number | null;
  readonly emailId: string;
  readonly mobileNumber: string;
  /** The payee's bank and branch, from the in-bank lookup or the IFSC check (shown at confirm). */
  readonly bankName: string;
  readonly branch: string;
}

/** The field ids of the add forms (the error summary links to them). */
export const ADD_FIELD = {
  ifsc: "beneficiary-ifsc",
  accountNumber: "beneficiary-account-number",
  confirmAccountNumber: "beneficiary-confirm-account-number",
  accountType: "beneficiary-account-type",
  name: "beneficiary-name",
  nickName: "beneficiary-nickname",
  transferLimit: "beneficiary-transfer-limit",
  emailId: "beneficiary-email",
  mobileNumber: "beneficiary-mobile",
  nameConsent: "beneficiary-name-consent",
  result: "beneficiary-result",
} as const;

/** The field each of the domain's add-form errors belongs to. */
const FIELD_OF_ERROR: Readonly<Record<string, string>> = {
  "BENEFICIARY.NAME_REQUIRED": ADD_FIELD.name,
  "BENEFICIARY.NAME_INVALID_CHARACTERS": ADD_FIELD.name,
  "BENEFICIARY.NICKNAME_REQUIRED": ADD_FIELD.nickName,
  "BENEFICIARY.ACCOUNT_REQUIRED": ADD_FIELD.accountNumber,
  "BENEFICIARY.ACCOUNT_NOT_IN_BANK": ADD_FIELD.accountNumber,
  "BENEFICIARY.ACCOUNT_CONFIRM_REQUIRED": ADD_FIELD.confirmAccountNumber,
  "BENEFICIARY.ACCOUNT_MISMATCH": ADD_FIELD.confirmAccountNumber,
  "BENEFICIARY.LIMIT_NEGATIVE": ADD_FIELD.transferLimit,
  "BENEFICIARY.LIMIT_TOO_HIGH": ADD_FIELD.transferLimit,
  "BENEFICIARY.NAME_CONSENT_REQUIRED": ADD_FIELD.nameConsent,
  "BENEFICIARY.IFSC_REQUIRED": ADD_FIELD.ifsc,
  "BENEFICIARY.IFSC_LENGTH": ADD_FIELD.ifsc,
  "BENEFICIARY.IFSC_INVALID": ADD_FIELD.ifsc,
  "BENEFICIARY.ACCOUNT_TYPE_REQUIRED": ADD_FIELD.accountType,
  "BENEFICIARY.EMAIL_REQUIRED": ADD_FIELD.emailId,
  "BENEFICIARY.MOBILE_REQUIRED": ADD_FIELD.mobileNumber,
};

/** The i18n key of a domain error code of the beneficiary screens. */
export function beneficiaryErrorKey(code: string): string {
  return `beneficiary:errors.${code}`;
}

/**
 * Every error of the add form, in screen order: the domain's validator reports the first failure
 * only, so it runs again with each reported field put right until the form passes (the rules stay
 * the domain's; only the walk is here). A missing transfer limit is the form's own error, and a
 * limit whose text does not read says why (`limitProblem`, from the amount field).
 */
export function addFormErrors(
  values: AddBeneficiaryValues,
  limitMissing: boolean,
  limitProblem: AmountError | null = null,
): FieldErrorText[] {
  const errors: FieldErrorText[] = [];
  let input: BeneficiaryFormInput = toFormInput(values);
  const fixes: Readonly<Record<string, Partial<BeneficiaryFormInput>>> = {
    [ADD_FIELD.name]: { name: "Name" },
    [ADD_FIELD.nickName]: { nickName: "Nick" },
    [ADD_FIELD.accountNumber]: { accountNumber: "12345678901234", confirmAccountNumber: "12345678901234" },
    [ADD_FIELD.confirmAccountNumber]: { confirmAccountNumber: input.accountNumber },
    [ADD_FIELD.transferLimit]: { transferLimit: 100n },
    [ADD_FIELD.ifsc]: { ifsc: "ABCD0123456" },
    [ADD_FIELD.accountType]: { accountType: 10 },
    [ADD_FIELD.emailId]: { emailId: "x" },
    [ADD_FIELD.mobileNumber]: { mobileNumber: "x" },
    [ADD_FIELD.nameConsent]: { nameConsent: true },
  };
  if (limitMissing) input = { ...input, transferLimit: 100n };
  // At most one error per field, so the walk ends after as many rounds as there are fields.
  for (let i = 0; i < Object.keys(fixes).length + 1; i += 1) {
    const checked = validateBeneficiaryForm(input);
    if (Result.isSuccess(checked)) break;
    const fieldId = FIELD_OF_ERROR[checked.failure] ?? ADD_FIELD.result;
    errors.push({ fieldId, text: localText(beneficiaryErrorKey(checked.failure)) });
    input = { ...input, ...fixes[fieldId] };
  }
  if (limitProblem !== null) {
    errors.push(...amountProblemItems(ADD_FIELD.transferLimit, limitProblem));
  } else if (limitMissing) {
    errors.push({
      fieldId: ADD_FIELD.transferLimit,
      text: localText(beneficiaryErrorKey("BENEFICIARY.LIMIT_REQUIRED")),
    });
  }
  // In the order of the fields on screen, as the summary lists them.
  const order: readonly string[] = Object.values(ADD_FIELD);
  return errors.sort((a, b) => order.indexOf(a.fieldId) - order.indexOf(b.fieldId));
}

function toFormInput(values: AddBeneficiaryValues): BeneficiaryFormInput {
  return {
    type: values.type,
    name: values.name,
    nickName: values.nickName,
    accountNumber: values.accountNumber,
    confirmAccountNumber: values.confirmAccountNumber,
    transferLimit: values.transferLimit,
    nameConsent: values.nameConsent,
    ifsc: values.ifsc,
    ...(values.accountType !== null ? { accountType: values.accountType } : {}),
    emailId: values.emailId,
    mobileNumber: values.mobileNumber,
  };
}
