import type { TFunction } from "i18next";
import { useTranslation } from "react-i18next";
import { useMutation } from "@tanstack/react-query";
import { amountInWords, formatDisplayDate, formatInr, type Paise } from "../../domain";
import { Banner } from "../../ui/Banner";
import { Button } from "../../ui/Button";
import { DescriptionList, type DescriptionListItem } from "../../ui/DescriptionList";
import { DownloadButton } from "../../ui/DownloadButton";
import { useBank } from "../ServicesContext";
import { bankMutation } from "../bankQueries";
import { useIdempotencyKey } from "../flow/useIdempotencyKey";
import type { Language } from "../i18n/i18n";
import { usePageLanguage } from "../i18n/usePageLanguage";
import { useFailureOf } from "../session/FailureProvider";
import { payeeItems } from "./TransferSummary";
import { receiptMutation, type TransferResult, type TransferValues } from "./transferQueries";

/**
 * The success page's confirmation (spec 001 section 8): "Your Transaction has been completed
 * successfully", or for a NEFT after the cut-off the next working day it goes on.
 */
export function transferSuccessMessage(
  t: TFunction,
  values: TransferValues,
  result: TransferResult,
  language: Language,
): string {
  const valueDate = result.response.payment.valueDate;
  return valueDate !== values.paymentDate
    ? t("transfers:success.nextDay", { date: formatDisplayDate(valueDate, language) })
    : t("transfers:success.done");
}

/**
 * The success step's details below the reference number (spec 001 section 4): whom it was paid
 * to, what was paid, the charges, the value date (the next working day after the NEFT cut-off)
 * and the source account's new available balance; the receipt as a tagged PDF or accessible HTML
 * in the page's language; "Save as favourite".
 */
export function TransferSuccess({
  values,
  result,
  ownLabel,
}: {
  readonly values: TransferValues;
  readonly result: TransferResult;
  readonly ownLabel: (accountNumber: string) => string;
}) {
  const { t } = useTranslation();
  const language = usePageLanguage();
  const bank = useBank();
  const payment = result.response.payment;
  const money = (paise: Paise) => formatInr(paise, language);
  const receipt = useMutation(receiptMutation(bank));
  const receiptFailure = useFailureOf(receipt.error);
  const favouriteKey = useIdempotencyKey();
  const favourite = useMutation(
    bankMutation(bank, "addFavouriteTransaction", { idempotencyKey: favouriteKey }),
  );
  const favouriteFailure = useFailureOf(favourite.error);

  const items: DescriptionListItem[] = [
    { term: t("transfers:summary.from"), description: values.from.accNoWithNickName },
    // The holder's name as the bank answered it for this payment.
    ...payeeItems(values, ownLabel, t, payment.benName),
    { term: t("transfers:summary.amount"), description: money(payment.amount) },
    { term: t("transfers:summary.amountInWords"), description: amountInWords(payment.amount, language) },
  ];
  if (payment.paymentNetwork === "NEFT" || payment.paymentNetwork === "RTGS") {
    items.push(
      {
        term: t("transfers:summary.charges"),
        description: payment.charges === 0n ? t("transfers:summary.chargesFree") : money(payment.charges),
      },
      { term: t("transfers:summary.totalDebit"), description: money(payment.totalDebit) },
    );
  }
  items.push({
    term: t("transfers:success.valueDate"),
    description: formatDisplayDate(payment.valueDate, language),
  });
  if (payment.availableBalance !== null) {
    items.push({
      term: t("transfers:success.newBalance", { account: values.from.accNoWithNickName }),
      description: money(payment.availableBalance),
    });
  }
  const download = (dwndType: 1 | 3) => {
    if (!receipt.isPending) receipt.mutate({ reference: payment.reference, dwndType, lang: language });
  };

  return (
    <>
      <DescriptionList items={items} />
      <div className="flow-actions">
        <DownloadButton
          label={t("transfers:receipt.label")}
          fileType="PDF"
          onPress={() => download(1)}
          isPending={receipt.isPending && receipt.variables.dwndType === 1}
          pendingLabel={t("transfers:receipt.preparing")}
        />
        <DownloadButton
          label={t("transfers:receipt.label")}
          fileType="HTML"
          onPress={() => download(3)}
          isPending={receipt.isPending && receipt.variables.dwndType === 3}
          pendingLabel={t("transfers:receipt.preparing")}
        />
        <Button
          variant="secondary"
          isPending={favourite.isPending}
          isDisabled={favourite.isSuccess}
          onPress={() => {
            if (!favourite.isPending && !favourite.isSuccess)
              favourite.mutate({ trnRefNumber: payment.reference });
          }}
        >
          {t("transfers:favourite.save")}
        </Button>
      </div>
      {receipt.isSuccess ? (
        <Banner tone="success">{t("transfers:receipt.saved", { file: receipt.data.fileName })}</Banner>
      ) : null}
      {receipt.isError ? (
        <Banner tone="error">{`${t("transfers:receipt.failed")} ${receiptFailure ?? ""}`.trim()}</Banner>
      ) : null}
      {favourite.isSuccess ? <Banner tone="success">{t("transfers:favourite.saved")}</Banner> : null}
      {favourite.isError ? (
        <Banner tone="error">{`${t("transfers:favourite.failed")} ${favouriteFailure ?? ""}`.trim()}</Banner>
      ) : null}
    </>
  );
}
