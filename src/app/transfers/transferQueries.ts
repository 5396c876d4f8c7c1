import type { Bank, BankCalls } from "../../adapters/rib/BankClient";
import type { Beneficiary } from "../../adapters/rib/contract/beneficiary";
import type {
  ChargesResponse,
  PaymentResponse,
  SourceAccount,
  TransferNetwork,
} from "../../adapters/rib/contract/transfers";
import type { Paise } from "../../domain";
import { bankQuery } from "../bankQueries";
import { flowCall, type FlowCall } from "../flow/flowCall";
import { fileDownloadMutation } from "../fileDownload";

/** The three payment flows of these screens (spec 001 section 2: ownFd, thirdFd, neftRtgs). */
export type TransferKind = "own" | "withinBank" | "neftRtgs";

/** The values of one payment as the form submits them and the confirm step shows them. */
export interface TransferValues {
  readonly network: TransferNetwork;
  readonly from: SourceAccount;
  /** The account paid into: one of the customer's own accounts, or the beneficiary's. */
  readonly toAccount: string;
  /** The beneficiary paid (null for an own-account transfer). */
  readonly payee: Beneficiary | null;
  readonly amount: Paise;
  readonly remarks: string;
  /** The charges the bank answered for a NEFT or RTGS payment (null for payments within the bank). */
  readonly charges: ChargesResponse | null;
  /** The application date the payment is made on (Pay Now: today only). */
  readonly paymentDate: string;
}

/** A payment's answer with the reference number the flow's success page shows. */
export interface TransferResult {
  readonly referenceNumber: string;
  readonly response: PaymentResponse;
}

/** The network a flow's source accounts are listed for. */
export const SOURCE_NETWORK: Readonly<Record<TransferKind, TransferNetwork>> = {
  own: "IFT",
  withinBank: "IFTWB",
  neftRtgs: "NEFT",
};

/** `GET fundTransfer/sourceAccounts`: the accounts a payment of the flow may come from. */
export const sourceAccountsQuery = (bank: Bank, kind: TransferKind) =>
  bankQuery(bank, "transferSourceAccounts", { paymentNetwork: SOURCE_NETWORK[kind] });

/** `GET neftRtgs/getLimits`: bounds, daily limits, the new-beneficiary cap, the cut-off and the application date. */
export const transferLimitsQuery = (bank: Bank) => bankQuery(bank, "neftRtgsLimits", {});

/** The active beneficiaries a flow pays: within the bank (type 2) or at other banks (type 3). */
export const activeBeneficiariesQuery = (bank: Bank, kind: "withinBank" | "neftRtgs") =>
  bankQuery(
    bank,
    kind === "withinBank" ? "activeBeneficiariesWithinBank" : "activeBeneficiariesOtherBank",
    {},
  );

/** `GET fundTransfer/checkFreezeState` of one account. */
export const freezeStateQuery = (bank: Bank, accountNumber: string) =>
  bankQuery(bank, "checkFreezeState", { accountNumber });

/** `POST neftRtgs/charges` of a NEFT or RTGS payment. */
export const chargesQuery = (bank: Bank, request: BankCalls["neftRtgsCharges"]["request"]) =>
  bankQuery(bank, "neftRtgsCharges", request);

/** `POST fundTransfer/receipt`: the receipt as a tagged PDF or accessible HTML, saved by the browser. */
export const receiptMutation = (bank: Bank) => fileDownloadMutation(bank, "paymentReceipt");

/** The endpoints a payment commits with: NEFT and RTGS, or a payment within the bank. */
type TransferEndpoint = "neftRtgs" | "fundsTransferWithinBank";

/**
 * The commit call of a payment: the one mapping of the form's values to the request. The flow
 * binds the one-time code to this request (within the bank: not for an own-account transfer, which
 * has none) and sends it as it is, with the code's action code.
 */
export function transferCall(values: TransferValues): FlowCall<TransferEndpoint> {
  if (values.network === "NEFT" || values.network === "RTGS") {
    const payee = values.payee;
    if (payee === null) throw new Error("A NEFT or RTGS payment needs its beneficiary.");
    return flowCall("neftRtgs", {
      fromAccountNumber: values.from.account_number,
      benAccountNumber: values.toAccount,
      benIfsc: payee.ifsc,
      transferAmount: values.amount,
      paymentNetwork: values.network,
      narrationFromAccount: values.remarks,
      benSequence: payee.sequence,
      bal_Available: values.from.bal_Available,
      paymentDate: values.paymentDate,
      ...(values.charges !== null ? { charges: values.charges.charges } : {}),
    });
  }
  return flowCall("fundsTransferWithinBank", {
    fromAccountNumber: values.from.account_number,
    benAccountNumber: values.toAccount,
    transferAmount: values.amount,
    transComment: values.remarks,
    transToComment: values.remarks,
    paymentNetwork: values.network,
    bal_Available: values.from.bal_Available,
    ...(values.payee !== null ? { benSequence: values.payee.sequence, paymentDate: values.paymentDate } : {}),
  });
}

/** A payment's answer with its reference number, the flow's result. */
export function transferResult(response: PaymentResponse): TransferResult {
  return { referenceNumber: response.data, response };
}

/**
 * `POST fundTransferNEFTRTGS`: completes the NEFT instruction stored after the cut-off, named by
 * its reference, with the values of the committed payment.
 */
export function cutOffConfirmCall(
  committed: FlowCall<TransferEndpoint>,
  reference: string,
): FlowCall<"neftRtgsCutOffConfirm"> {
  if (committed.endpoint !== "neftRtgs") throw new Error("Only a NEFT payment is stored after the cut-off.");
  const payment = committed.request;
  return flowCall("neftRtgsCutOffConfirm", {
    reference,
    fromAccountNumber: payment.fromAccountNumber,
    benAccountNumber: payment.benAccountNumber,
    transferAmount: payment.transferAmount,
    benIfsc: payment.benIfsc,
    paymentNetwork: "NEFT",
    narrationFromAccount: payment.narrationFromAccount,
    cutOffFlag: "N",
  });
}
