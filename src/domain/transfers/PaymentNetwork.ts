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
