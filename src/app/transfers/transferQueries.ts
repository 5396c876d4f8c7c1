import { mutationOptions, type QueryClient } from "@tanstack/react-query";
import type { Bank, BankCalls } from "../../adapters/rib/BankClient";
import type { Beneficiary } from "../../adapters/rib/contract/beneficiary";
import type { EndpointName } from "../../adapters/rib/contract/endpoints";
import type {
  ChargesResponse,
  PaymentResponse,
  SourceAccount,
  TransferNetwork,
} from "../../adapters/rib/contract/transfers";
import type { Paise } from "../../domain";
import { bankQuery } from "../bankQueries";
import { saveFile } from "../statements/saveFile";

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
export const receiptMutation = (bank: Bank) =>
  mutationOptions({
    mutationKey: ["paymentReceipt"],
    mutationFn: (request: BankCalls["paymentReceipt"]["request"]) => bank.call("paymentReceipt", request),
    onSuccess: (file) => saveFile(file),
  });

/**
 * The reads a payment (made, or refused at the bank) makes stale: the sources' balances, the daily
 * limits used, and the beneficiaries with what is left of a new one's cap; the next form reads them
 * afresh, so a second payment is checked against the first.
 */
export const PAYMENT_MAKES_STALE = [
  "transferSourceAccounts",
  "neftRtgsLimits",
  "activeBeneficiariesWithinBank",
  "activeBeneficiariesOtherBank",
  "allActiveBeneficiaries",
  "beneficiaryList",
] as const satisfies readonly EndpointName[];

/** Marks {@link PAYMENT_MAKES_STALE} stale (read again when next used). */
export function invalidateAfterPayment(client: QueryClient): void {
  for (const name of PAYMENT_MAKES_STALE) void client.invalidateQueries({ queryKey: [name] });
}

/** The final call of a payment (its code empty for an own-account transfer, which has none). */
export async function commitTransfer(
  bank: Bank,
  values: TransferValues,
  context: { readonly otac: string; readonly idempotencyKey: string },
): Promise<TransferResult> {
  const amount = Number(values.amount);
  const options = { idempotencyKey: context.idempotencyKey };
  let response: PaymentResponse;
  if (values.network === "NEFT" || values.network === "RTGS") {
    const payee = values.payee;
    if (payee === null) throw new Error("A NEFT or RTGS payment needs its beneficiary.");
    response = await bank.call(
      "neftRtgs",
      {
        fromAccountNumber: values.from.account_number,
        benAccountNumber: values.toAccount,
        benIfsc: payee.ifsc,
        transferAmount: amount,
        paymentNetwork: values.network,
        narrationFromAccount: values.remarks,
        benSequence: payee.sequence,
        bal_Available: values.from.bal_Available,
        paymentDate: values.paymentDate,
        ...(values.charges !== null ? { charges: values.charges.charges } : {}),
        otac: context.otac,
      },
      options,
    );
  } else {
    response = await bank.call(
      "fundsTransferWithinBank",
      {
        fromAccountNumber: values.from.account_number,
        benAccountNumber: values.toAccount,
        transferAmount: amount,
        transComment: values.remarks,
        transToComment: values.remarks,
        paymentNetwork: values.network,
        bal_Available: values.from.bal_Available,
        ...(values.payee !== null
          ? { benSequence: values.payee.sequence, paymentDate: values.paymentDate, otac: context.otac }
          : {}),
      },
      options,
    );
  }
  return { referenceNumber: response.data, response };
}

/** `POST fundTransferNEFTRTGS`: completes the NEFT instruction stored after the cut-off, by its reference. */
export async function confirmAfterCutOff(
  bank: Bank,
  values: TransferValues,
  reference: string,
  idempotencyKey: string,
): Promise<TransferResult> {
  const payee = values.payee;
  if (payee === null) throw new Error("A NEFT payment needs its beneficiary.");
  const response = await bank.call(
    "neftRtgsCutOffConfirm",
    {
      reference,
      fromAccountNumber: values.from.account_number,
      benAccountNumber: values.toAccount,
      transferAmount: Number(values.amount),
      benIfsc: payee.ifsc,
      paymentNetwork: "NEFT",
      narrationFromAccount: values.remarks,
      cutOffFlag: "N",
    },
    { idempotencyKey },
  );
  return { referenceNumber: response.data, response };
}
