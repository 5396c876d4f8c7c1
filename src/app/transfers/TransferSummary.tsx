import type { TFunction } from "i18next";
import { useTranslation } from "react-i18next";
import { amountInWords, BENEFICIARY_TYPE, formatDisplayDate, formatInr } from "../../domain";
import { DescriptionList, type DescriptionListItem } from "../../ui/DescriptionList";
import { usePageLanguage } from "../i18n/usePageLanguage";
import type { TransferValues } from "./transferQueries";

/**
 * Whom a payment goes to, as confirm and success name it: a beneficiary by the account holder's
 * name the bank recorded when it was added (the name enquiry, spec 001 section 5), the customer's
 * nickname and the masked account, and at another bank its bank, branch and IFSC; a payment to the
 * customer's own account by that account. `holder` is the name the bank answered for the payment
 * itself on the success page; the beneficiary's recorded name otherwise.
 */
export function payeeItems(
  values: TransferValues,
  ownLabel: (accountNumber: string) => string,
  t: TFunction,
  holder?: string,
): DescriptionListItem[] {
  const payee = values.payee;
  if (payee === null) return [{ term: t("transfers:summary.to"), description: ownLabel(values.toAccount) }];
  const items: DescriptionListItem[] = [
    { term: t("transfers:summary.holder"), description: holder ?? payee.name },
    { term: t("transfers:summary.nickName"), description: payee.nickName },
    { term: t("transfers:summary.accountNumber"), description: payee.rnBenAcctNo },
  ];
  if (payee.type === BENEFICIARY_TYPE.otherBank) {
    items.push(
      {
        term: t("transfers:summary.bank"),
        description: t("transfers:summary.bankBranch", { bank: payee.bankName, branch: payee.branch }),
      },
      { term: t("transfers:summary.ifsc"), description: payee.ifsc },
    );
  }
  return items;
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
  const items: DescriptionListItem[] = [
    { term: t("transfers:summary.from"), description: values.from.accNoWithNickName },
    ...payeeItems(values, ownLabel, t),
  ];
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
          values.charges.charges === 0n
            ? t("transfers:summary.chargesFree")
            : formatInr(values.charges.charges, language),
      },
      {
        term: t("transfers:summary.totalDebit"),
        description: formatInr(values.charges.totalDebit, language),
      },
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
