import { nonResidentScheme } from "../accounts/AccountGroup";
import type { BeneficiaryAccountType } from "../beneficiary/Beneficiary";
import { compareIsoDates } from "../dates/CalendarMath";

/** A payment network code of the contract (spec 001 section 9). */
export type PaymentNetwork = "IFT" | "IFTWB" | "NEFT" | "RTGS" | "IMPS/P2A" | "IMPS/P2P";

/** Every payment network code. */
export const PAYMENT_NETWORKS: readonly PaymentNetwork[] = [
  "IFT",
  "IFTWB",
  "NEFT",
  "RTGS",
  "IMPS/P2A",
  "IMPS/P2P",
];

/** The English name of each payment network; the UI shows its own translation. */
export const PAYMENT_NETWORK_NAMES: Readonly<Record<PaymentNetwork, string>> = {
  IFT: "Own account transfer",
  IFTWB: "Within bank transfer",
  NEFT: "NEFT",
  RTGS: "RTGS",
  "IMPS/P2A": "IMPS to account number and IFSC",
  "IMPS/P2P": "IMPS to mobile number and MMID",
};

/** Whether `code` is a payment network code. */
export function isPaymentNetwork(code: string): code is PaymentNetwork {
  return (PAYMENT_NETWORKS as readonly string[]).includes(code);
}

/** The ways of moving money of spec 001 section 1, each a flow of its own. */
export type TransferFlow = "own" | "thirdParty" | "neftRtgs" | "imps" | "quickPay";

/** An account group code of the account list (spec 001 section 3). */
export type AccountGroup = string;

// spec 001 section 6: account lists filtered by group
const SOURCE_GROUPS: Readonly<Record<TransferFlow, readonly string[]>> = {
  own: ["SAV", "DDA", "RC"],
  thirdParty: ["SAV", "DDA", "RC"],
  neftRtgs: ["SAV", "DDA", "RC"],
  imps: ["SAV", "DDA"],
  quickPay: ["SAV", "DDA", "RC"],
};

/** The account groups an account must belong to as the source of `flow` (spec 001 sections 5 and 6). */
export function sourceAccountGroups(flow: TransferFlow): readonly AccountGroup[] {
  return SOURCE_GROUPS[flow];
}

/** Whether an account of `group` may be the source of `flow`. */
export function isAllowedSourceAccount(flow: TransferFlow, group: AccountGroup): boolean {
  return SOURCE_GROUPS[flow].includes(group);
}

/**
 * The flow a payment of `network` to a registered payee or an own account runs in (spec 001
 * section 1): IFT own, IFTWB third party, NEFT and RTGS NEFT/RTGS, IMPS imps. Its source accounts
 * are {@link sourceAccountGroups} of that flow.
 */
export function paymentFlow(network: PaymentNetwork): TransferFlow {
  switch (network) {
    case "IFT":
      return "own";
    case "IFTWB":
      return "thirdParty";
    case "NEFT":
    case "RTGS":
      return "neftRtgs";
    default:
      return "imps";
  }
}

/** A source account as the maturity rule reads it: its group and maturity date (yyyy-MM-dd) when it has one. */
export interface MaturingAccount {
  readonly groupCode: AccountGroup;
  readonly maturityDate: string | null;
}

/**
 * Whether a source account is a recurring deposit (group RC) past its maturity date on `today`
 * (yyyy-MM-dd, the application date): it pays no more (spec 001 section 5 caps an RC's payment dates
 * at its maturity; on the maturity day itself it still pays). Throws a RangeError for a date that
 * is not real.
 */
export function isMaturedRecurringDeposit(account: MaturingAccount, today: string): boolean {
  return (
    account.groupCode === "RC" &&
    account.maturityDate !== null &&
    compareIsoDates(account.maturityDate, today) < 0
  );
}

/**
 * A payee's account as the NRE rule reads it: an account of the bank by its type code
 * (account_type_code), or a beneficiary by its account-type code (spec 001 section 9, NRE 40).
 */
export type PayeeAccount = { readonly typeCode: string | null } | { readonly beneficiaryAccountType: number };

/** The beneficiary account-type code of an NRE account (spec 001 section 9). */
const NRE_BENEFICIARY_ACCOUNT_TYPE: BeneficiaryAccountType = 40;

/** Whether a payee's account is an NRE account: its type code names NRE (`nonResidentScheme`), or its beneficiary account type is 40. */
export function isNrePayee(payee: PayeeAccount): boolean {
  return "typeCode" in payee
    ? nonResidentScheme(payee.typeCode) === "NRE"
    : payee.beneficiaryAccountType === NRE_BENEFICIARY_ACCOUNT_TYPE;
}

/**
 * Whether a payment from an account of type code `sourceTypeCode` may credit `payee`: an NRE account
 * takes money from an NRE account only (it holds repatriable foreign income; the spec leaves the
 * server's rules "not shown", decided here as Indian banks do), any other account from any source.
 */
export function mayCreditPayee(sourceTypeCode: string | null, payee: PayeeAccount): boolean {
  return !isNrePayee(payee) || nonResidentScheme(sourceTypeCode) === "NRE";
}

/** The trnType of a scheduled transaction (spec 001 section 3): IFT within the bank, NEFT to another bank. */
export type ScheduledTrnType = "IFT" | "NEFT";

/** The scheduled trnType for a beneficiary type (2 within the bank, 3 other bank). */
export function scheduledTrnType(beneficiaryType: 2 | 3): ScheduledTrnType {
  return beneficiaryType === 2 ? "IFT" : "NEFT";
}

/** The NEFT cut-off flag sent when the customer confirms after the cut-off (spec 001 sections 3 and 9). */
export const NEFT_CUT_OFF_FLAG = "N";

/** Whether a NEFT/RTGS answer asks for the cut-off confirmation: statusCode 0 (spec 001 sections 4 and 8). */
export function needsCutOffConfirmation(statusCode: number): boolean {
  return statusCode === 0;
}

/** The name-enquiry trtype (spec 001 section 3): 1 for NEFT/RTGS, 2 for beneficiary add and quick pay. */
export function nameEnquiryTrType(purpose: "neftRtgs" | "beneficiaryOrQuickPay"): 1 | 2 {
  return purpose === "neftRtgs" ? 1 : 2;
}

/** Whether a flow asks for an OTP after the transaction password (spec 001 section 4): all but own transfer and MMID changes. */
export function transferNeedsOtp(step: TransferFlow | "mmid"): boolean {
  return step !== "own" && step !== "mmid";
}
