import { useTranslation } from "react-i18next";
import { amountInWords, formatDisplayDate, formatInr, paiseFromNumber } from "../../domain";
import { DescriptionList, type DescriptionListItem } from "../../ui/DescriptionList";
import { usePageLanguage } from "../i18n/usePageLanguage";
import type { TransferValues } from "./transferQueries";

/** The account paid into as the summary names it: the beneficiary, or the customer's own account. */
export function payeeText(values: TransferValues, ownLabel: (accountNumber: string) => string): string {
  const payee = values.payee;
  return payee === null
    ? ownLabel(values.toAccount)
    : `${payee.nickName || payee.name} (${payee.rnBenAcctNo})`;
}

/**
 * The confirm step's summary (spec 001 section 4): every value of the payment, the amount in the
 * page's language's words (Indian lakh and crore in English and Hindi), the charges and the total
 * debit of a NEFT or RTGS payment, and the date it is made on.
 */
export function TransferSummary({
  values,
  ownLabel,
}: {
  readonly values: TransferValues;
  readonly ownLabel: (accountNumber: string) => string;
}) {
  const { t } = useTranslation();
  const language = usePageLanguage();
  const money = (paise: number) => formatInr(paiseFromNumber(paise), language);
  const payee = values.payee;
  const items: DescriptionListItem[] = [
    { term: t("transfers:summary.from"), description: values.from.accNoWithNickName },
    {
      term: payee === null ? t("transfers:summary.to") : t("transfers:summary.beneficiary"),
      description: payeeText(values, ownLabel),
    },
  ];
  if (payee !== null && payee.type === 3) {
    items.push({ term: t("transfers:summary.ifsc"), description: `${payee.ifsc}, ${payee.bankName}` });
  }
  items.push(
    { term: t("transfers:summary.network"), description: t(`transfers:networks.${values.network}`) },
    { term: t("transfers:summary.amount"), description: formatInr(values.amount, language) },
    { term: t("transfers:summary.amountInWords"), description: amountInWords(values.amount, language) },
  );
  if (values.charges !== null) {
    items.push(
      {
        term: t("transfers:summary.charges"),
        description:
          values.charges.charges === 0 ? t("transfers:summary.chargesFree") : money(values.charges.charges),
      },
      { term: t("transfers:summary.totalDebit"), description: money(values.charges.totalDebit) },
    );
  }
  items.push(
    {
      term: t("transfers:summary.remarks"),
      description: values.remarks !== "" ? values.remarks : t("transfers:summary.noRemarks"),
    },
    { term: t("transfers:summary.date"), description: formatDisplayDate(values.paymentDate, language) },
  );
  return <DescriptionList items={items} />;
}
