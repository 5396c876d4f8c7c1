import { useState } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { Result } from "effect";
import type { Beneficiary } from "../../adapters/rib/contract/beneficiary";
import type {
  SourceAccount,
  TransferLimitsResponse,
  TransferNetwork,
} from "../../adapters/rib/contract/transfers";
import {
  validateTransferAmount,
  type AmountError,
  type Paise,
  type TransferAmountError,
  type TransferLimitsConfiguration,
} from "../../domain";
import { useBank } from "../ServicesContext";
import { amountProblemItems } from "../forms/amountProblemItems";
import { useFormErrors, type FieldErrorText } from "../forms/useFormErrors";
import { localText, type LocalText } from "../i18n/localText";
import type { StateParams } from "../navigation/StateProvider";
import { useFailure } from "../session/FailureProvider";
import { chargesQuery, type TransferKind, type TransferValues } from "./transferQueries";

/** The ids of the form's fields (the error summary links to them). */
export const FIELD_IDS = {
  from: "transfer-from",
  to: "transfer-to",
  payee: "transfer-payee",
  network: "transfer-network",
  amount: "transfer-amount",
  remarks: "transfer-remarks",
} as const;

/** The longest remark the bank keeps (the contract's Narration). */
export const REMARKS_MAX_LENGTH = 50;

/** What the form loaded: the source accounts, the payees and the bank's limits. */
export interface TransferFormData {
  readonly kind: TransferKind;
  readonly sources: readonly SourceAccount[];
  /** Every account the bank listed, sources or not, to name an own account paid into. */
  readonly accounts: readonly SourceAccount[];
  readonly payees: readonly Beneficiary[];
  readonly limits: TransferLimitsResponse;
}

/** The networks' configured bounds as the domain's configuration. */
export function limitsConfiguration(limits: TransferLimitsResponse): TransferLimitsConfiguration {
  return {
    minNeft: limits.minNeft,
    maxNeft: limits.maxNeft,
    minRtgs: limits.minRtgs,
    maxRtgs: limits.maxRtgs,
  };
}

/**
 * Whether a beneficiary is still in its first hours, when the bank caps what it may be paid in all:
 * the bank answers `coolingOffUntil` and what is left of the cap (`coolingOffRemaining`) only while
 * that is in the future (on its own clock, not the browser's).
 */
export function isCoolingOff(
  payee: Beneficiary,
): payee is Beneficiary & { readonly coolingOffUntil: string; readonly coolingOffRemaining: Paise } {
  return payee.coolingOffUntil !== null && payee.coolingOffRemaining !== null;
}

/**
 * What the form says of an amount the domain refused: the new-beneficiary cap with its figures
 * (the cap's hours and total, until when, and what is left to pay), any other rule by its code.
 */
function amountErrorText(
  code: TransferAmountError,
  payee: Beneficiary | null,
  limits: TransferLimitsResponse,
): LocalText {
  if (code === "TRANSFER.NEW_BENEFICIARY_CAP" && payee !== null && isCoolingOff(payee)) {
    return localText("transfers:form.newBeneficiaryCap", {
      hours: limits.newBeneficiaryHours,
      cap: limits.newBeneficiaryCap,
      until: payee.coolingOffUntil,
      left: payee.coolingOffRemaining,
    });
  }
  return localText(`errors:${code}`);
}

/**
 * The payment form's state: its fields (kept from a later step, else prefilled from the params a
 * favourite opens it with), the checks of the domain on submit (the network's bounds, the balance,
 * the beneficiary's limit and first-hours cap, the daily limit), and for NEFT and RTGS the charges
 * from the bank before the confirm step.
 */
export function useTransferForm(
  data: TransferFormData,
  kept: TransferValues | null,
  params: StateParams,
  onSubmit: (values: TransferValues) => void,
) {
  const bank = useBank();
  const queryClient = useQueryClient();
  const formErrors = useFormErrors();
  const { handleFailureText } = useFailure();
  const initialNetwork: TransferNetwork =
    data.kind === "own"
      ? "IFT"
      : data.kind === "withinBank"
        ? "IFTWB"
        : params["paymentNetwork"] === "RTGS"
          ? "RTGS"
          : "NEFT";
  const [fromAccount, setFromAccount] = useState<string | null>(
    kept?.from.account_number ??
      params["fromAccount"] ??
      (data.sources.length === 1 ? data.sources[0]!.account_number : null),
  );
  const [toAccount, setToAccount] = useState<string | null>(
    kept !== null && kept.payee === null
      ? kept.toAccount
      : data.kind === "own"
        ? (params["toAccount"] ?? null)
        : null,
  );
  const [payeeSequence, setPayeeSequence] = useState<string | null>(
    kept?.payee?.sequence ?? (data.kind !== "own" ? (params["beneficiary"] ?? null) : null),
  );
  const [network, setNetwork] = useState<TransferNetwork>(kept?.network ?? initialNetwork);
  const paramAmount = params["amount"];
  const [amount, setAmount] = useState<Paise | null>(
    kept?.amount ??
      (paramAmount !== undefined && /^[1-9]\d{0,15}$/u.test(paramAmount) ? BigInt(paramAmount) : null),
  );
  // Why the amount's text does not read (null when it reads or is empty), said on submit.
  const [amountProblem, setAmountProblem] = useState<AmountError | null>(null);
  const [remarks, setRemarks] = useState(kept?.remarks ?? params["remarks"] ?? "");
  const [isPending, setPending] = useState(false);

  const from = data.sources.find((source) => source.account_number === fromAccount) ?? null;
  const payee = data.payees.find((candidate) => candidate.sequence === payeeSequence) ?? null;
  const targets = from?.ownTargets ?? [];

  const submit = async () => {
    const items: FieldErrorText[] = [];
    if (from === null)
      items.push({ fieldId: FIELD_IDS.from, text: localText("transfers:form.fromRequired") });
    if (data.kind === "own" && (toAccount === null || !targets.includes(toAccount)))
      items.push({ fieldId: FIELD_IDS.to, text: localText("transfers:form.toRequired") });
    if (data.kind !== "own" && payee === null)
      items.push({ fieldId: FIELD_IDS.payee, text: localText("transfers:form.beneficiaryRequired") });
    const amountProblems = amountProblemItems(FIELD_IDS.amount, amountProblem);
    if (amountProblems.length > 0) {
      items.push(...amountProblems);
    } else if (amount === null) {
      items.push({ fieldId: FIELD_IDS.amount, text: localText("transfers:form.amountRequired") });
    } else {
      const daily = network === "IFT" ? undefined : data.limits.daily[network].remaining;
      const checked = validateTransferAmount({
        amount,
        network,
        config: limitsConfiguration(data.limits),
        ...(from !== null ? { availableBalance: from.bal_Available } : {}),
        ...(payee !== null ? { beneficiaryLimit: payee.tranferLimit } : {}),
        ...(payee !== null && isCoolingOff(payee) ? { newBeneficiaryCap: payee.coolingOffRemaining } : {}),
        ...(daily !== undefined ? { dailyRemaining: daily } : {}),
      });
      if (Result.isFailure(checked))
        items.push({ fieldId: FIELD_IDS.amount, text: amountErrorText(checked.failure, payee, data.limits) });
    }
    if (remarks.length > REMARKS_MAX_LENGTH)
      items.push({ fieldId: FIELD_IDS.remarks, text: localText("transfers:form.remarksTooLong") });
    if (items.length > 0 || from === null || amount === null) {
      formErrors.show(items);
      return;
    }
    const target = data.kind === "own" ? toAccount : (payee?.accountNumber ?? null);
    if (target === null) return;
    let charges = null;
    if (network === "NEFT" || network === "RTGS") {
      setPending(true);
      try {
        charges = await queryClient.fetchQuery(
          chargesQuery(bank, {
            fromAccountNumber: from.account_number,
            transferAmount: amount,
            paymentNetwork: network,
          }),
        );
      } catch (error) {
        // A session failure is carried out (sign-out); any other is said at the amount.
        const text = handleFailureText(error);
        if (text !== null) formErrors.show([{ fieldId: FIELD_IDS.amount, text }]);
        return;
      } finally {
        setPending(false);
      }
    }
    formErrors.clear();
    onSubmit({
      network,
      from,
      toAccount: target,
      payee: data.kind === "own" ? null : payee,
      amount,
      remarks: remarks.trim(),
      charges,
      paymentDate: data.limits.appDate,
    });
  };

  return {
    formErrors,
    from,
    payee,
    targets,
    fields: {
      fromAccount,
      setFromAccount: (next: string | null) => {
        setFromAccount(next);
        if (next !== fromAccount) setToAccount(null);
      },
      toAccount,
      setToAccount,
      payeeSequence,
      setPayeeSequence,
      network,
      setNetwork,
      amount,
      /** The amount field's answer: the paise, and why a text that does not read is refused. */
      setAmount: (paise: Paise | null, problem: AmountError | null = null) => {
        setAmount(paise);
        setAmountProblem(problem);
      },
      remarks,
      setRemarks,
    },
    isPending,
    submit,
  };
}
