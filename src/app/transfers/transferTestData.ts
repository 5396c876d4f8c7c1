import type {
  ChargesResponse,
  FreezeStateResponse,
  PaymentDetail,
  PaymentResponse,
  SourceAccount,
  TransferLimitsResponse,
} from "../../adapters/rib/contract/transfers";
import {
  MOHAN_BENEFICIARY,
  PRIYA_BENEFICIARY,
  RAVI_BENEFICIARY,
  SUNITA_BENEFICIARY,
} from "../testing/fixtures/beneficiary";
import type { ScriptedBank } from "../testing/ScriptedBank";

/**
 * The payment answers the screens' tests and stories script on the {@link ScriptedBank}: asha's
 * savings and current accounts as sources (each may pay the other), the bank's limits with the
 * NEFT cut-off at 18:00, and the answers of a completed payment and of one stored after the cut-off.
 */

/** asha's savings account, ₹2,50,000.50 available. */
export const SAVINGS_SOURCE: SourceAccount = {
  account_number: "10000010000011",
  rnAcctNo: "XXXXXXXXXX0011",
  account_grp_code: "SAV",
  account_type_code: "SB",
  shrt_account_names: "Savings",
  accNoWithNickName: "10000010000011 (Salary)",
  bal_Available: 25_000_050n,
  maturityDate: null,
  nonResident: null,
  currencyCode: "INR",
  ownTargets: ["10000020000012"],
};

/** asha's current account, ₹80,000 available. */
export const CURRENT_SOURCE: SourceAccount = {
  ...SAVINGS_SOURCE,
  account_number: "10000020000012",
  rnAcctNo: "XXXXXXXXXX0012",
  account_grp_code: "DDA",
  account_type_code: "CA",
  shrt_account_names: "Current",
  accNoWithNickName: "10000020000012 (Business)",
  bal_Available: 8_000_000n,
  ownTargets: ["10000010000011"],
};

/** The bank's limits on the application date 2026-11-22, before the NEFT cut-off. */
export const LIMITS: TransferLimitsResponse = {
  minNeft: 100n,
  maxNeft: 100_000_000n,
  minRtgs: 20_000_000n,
  maxRtgs: 100_000_000n,
  daily: {
    IFTWB: { limit: 100_000_000n, used: 0n, remaining: 100_000_000n },
    NEFT: { limit: 100_000_000n, used: 0n, remaining: 100_000_000n },
    RTGS: { limit: 100_000_000n, used: 0n, remaining: 100_000_000n },
  },
  newBeneficiaryCap: 5_000_000n,
  newBeneficiaryHours: 24,
  maxBeneficiaryLimit: 50_000_000n,
  neftCutOff: "18:00",
  afterNeftCutOff: false,
  appDate: "2026-11-22",
  nextWorkingDay: "2026-11-23",
};

/** No charges: NEFT and RTGS online are free for savings customers. */
export const FREE_CHARGES: ChargesResponse = { charge: 0n, gst: 0n, charges: 0n, totalDebit: 150_000n };

/** The answer of a completed payment of `detail` (statusCode 1). */
export function completed(detail: Partial<PaymentDetail> = {}): PaymentResponse {
  const payment: PaymentDetail = {
    reference: "FT1000000042",
    paymentNetwork: "IFT",
    status: "COMPLETED",
    fromAccountNumber: SAVINGS_SOURCE.account_number,
    benAccountNumber: CURRENT_SOURCE.account_number,
    benIfsc: "RIBK0000101",
    benName: "Asha Rao",
    benSequence: null,
    amount: 150_000n,
    charges: 0n,
    gst: 0n,
    totalDebit: 150_000n,
    remarks: "",
    valueDate: "2026-11-22",
    createdAt: "2026-11-22T05:00:00.000Z",
    availableBalance: 24_850_050n,
    ...detail,
  };
  return {
    success: true,
    statusCode: payment.status === "AWAITING_CONFIRMATION" ? 0 : 1,
    statusMsg: "Your Transaction has been completed successfully",
    data: payment.reference,
    payment,
  };
}

/** The answer of a NEFT payment after the cut-off: stored, nothing debited, value date the next working day. */
export const AFTER_CUT_OFF: PaymentResponse = completed({
  reference: "FT1000000077",
  paymentNetwork: "NEFT",
  status: "AWAITING_CONFIRMATION",
  benAccountNumber: PRIYA_BENEFICIARY.accountNumber,
  benIfsc: PRIYA_BENEFICIARY.ifsc,
  benName: PRIYA_BENEFICIARY.name,
  benSequence: PRIYA_BENEFICIARY.sequence,
  valueDate: "2026-11-23",
  availableBalance: null,
});

/** The answer of a completed NEFT payment to Priya at HDFC Bank, her name as the bank recorded it. */
export const NEFT_TO_PRIYA: PaymentResponse = completed({
  paymentNetwork: "NEFT",
  benAccountNumber: PRIYA_BENEFICIARY.accountNumber,
  benIfsc: PRIYA_BENEFICIARY.ifsc,
  benName: PRIYA_BENEFICIARY.name,
  benSequence: PRIYA_BENEFICIARY.sequence,
});

/** An account that may move money. */
export const NOT_FROZEN: FreezeStateResponse = {
  accountNumber: SAVINGS_SOURCE.account_number,
  freezeState: "NONE",
  debitAllowed: true,
  creditAllowed: true,
};

/** Scripts what every payment form loads: sources, limits, payees and the freeze state. */
export function scriptTransfers(bank: ScriptedBank): ScriptedBank {
  return bank
    .answer("transferSourceAccounts", [SAVINGS_SOURCE, CURRENT_SOURCE])
    .answer("neftRtgsLimits", LIMITS)
    .answer("checkFreezeState", (request) => ({ ...NOT_FROZEN, accountNumber: request.accountNumber }))
    .answer("neftRtgsCharges", (request) => ({ ...FREE_CHARGES, totalDebit: request.transferAmount }));
}

export { MOHAN_BENEFICIARY, PRIYA_BENEFICIARY, RAVI_BENEFICIARY, SUNITA_BENEFICIARY };
