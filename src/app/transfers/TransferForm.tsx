import { useTranslation } from "react-i18next";
import { useQuery } from "@tanstack/react-query";
import { formatDisplayDate, formatInr, type Paise } from "../../domain";
import { AmountField } from "../../ui/AmountField";
import { Banner } from "../../ui/Banner";
import { Button } from "../../ui/Button";
import { Form } from "../../ui/Form";
import { RadioGroup } from "../../ui/RadioGroup";
import { Select } from "../../ui/Select";
import { TextField } from "../../ui/TextField";
import { useBank } from "../ServicesContext";
import { accountOptionLabel } from "../accounts/accountFormat";
import type { FlowFormProps } from "../flow/SensitiveFlowDescription";
import { dateTimeText } from "../i18n/dateTimeText";
import { usePageLanguage } from "../i18n/usePageLanguage";
import { useStateParams } from "../navigation/StateProvider";
import { freezeStateQuery, type TransferValues } from "./transferQueries";
import {
  FIELD_IDS,
  REMARKS_MAX_LENGTH,
  isCoolingOff,
  useTransferForm,
  type TransferFormData,
} from "./useTransferForm";

/**
 * The form step of a payment (spec 001 sections 4 and 5): the source account with its available
 * balance, the account paid into (own transfer) or the beneficiary with its limit, the network
 * (NEFT or RTGS), the amount with its words, remarks and the date (Pay Now: today). The account
 * chosen is checked for a freeze first: a frozen account says so and the form offers no Continue.
 */
export function TransferForm({
  data,
  values,
  onSubmit,
  error,
}: FlowFormProps<TransferValues> & { readonly data: TransferFormData }) {
  const { t } = useTranslation();
  const language = usePageLanguage();
  const bank = useBank();
  const params = useStateParams();
  const form = useTransferForm(data, values, params, onSubmit);
  const { fields, formErrors } = form;
  const money = (paise: Paise) => formatInr(paise, language);
  const limits = data.limits;
  // The freeze-state check of the chosen account (or of the one a favourite names).
  const freezeAccount = fields.fromAccount;
  const freeze = useQuery({
    ...freezeStateQuery(bank, freezeAccount ?? ""),
    enabled: freezeAccount !== null,
  });
  const isFrozen = freeze.data !== undefined && !freeze.data.debitAllowed;
  // The final call's refusal (or a declined question) until the next submit: in the summary, whose
  // link takes the customer to the amount to change the payment; no field is marked invalid by it.
  const errors =
    error !== null && formErrors.attempt === 0
      ? [{ fieldId: FIELD_IDS.amount, message: error }]
      : formErrors.errors;
  const fieldError = (fieldId: string) => formErrors.errorProps(fieldId);
  const sourceLabel = (accountNumber: string) =>
    data.accounts.find((s) => s.account_number === accountNumber)?.accNoWithNickName ?? accountNumber;

  return (
    <>
      <p>{t(`transfers:${data.kind}.intro`)}</p>
      {isFrozen && freezeAccount !== null ? (
        <Banner tone="error">{t("transfers:frozen", { account: sourceLabel(freezeAccount) })}</Banner>
      ) : null}
      <Form
        onSubmit={form.submit}
        errorSummary={{
          title: t("common:errorSummaryTitle"),
          errors,
          attempt: formErrors.attempt + (error !== null ? 1 : 0),
        }}
      >
        <Select
          id={FIELD_IDS.from}
          label={t("transfers:form.from")}
          placeholder={t("transfers:form.fromPlaceholder")}
          options={data.sources.map((source) => ({
            id: source.account_number,
            label: accountOptionLabel(t, source),
            description: t("transfers:form.available", { balance: money(source.bal_Available) }),
          }))}
          selectedKey={fields.fromAccount}
          onSelectionChange={fields.setFromAccount}
          isRequired
          {...fieldError(FIELD_IDS.from)}
        />
        {data.kind === "own" ? (
          <Select
            id={FIELD_IDS.to}
            label={t("transfers:form.to")}
            placeholder={t("transfers:form.toPlaceholder")}
            options={form.targets.map((accountNumber) => {
              const target = data.accounts.find((s) => s.account_number === accountNumber);
              return {
                id: accountNumber,
                label: target !== undefined ? accountOptionLabel(t, target) : accountNumber,
              };
            })}
            selectedKey={fields.toAccount}
            onSelectionChange={fields.setToAccount}
            isRequired
            {...fieldError(FIELD_IDS.to)}
          />
        ) : (
          <Select
            id={FIELD_IDS.payee}
            label={t("transfers:form.beneficiary")}
            placeholder={t("transfers:form.beneficiaryPlaceholder")}
            options={data.payees.map((payee) => ({
              id: payee.sequence,
              label: t("transfers:form.beneficiaryOption", {
                name: payee.nickName || payee.name,
                account: payee.rnBenAcctNo,
              }),
              description: t("transfers:form.beneficiaryDetails", {
                bank: payee.bankName,
                limit: money(payee.tranferLimit),
              }),
            }))}
            selectedKey={fields.payeeSequence}
            onSelectionChange={fields.setPayeeSequence}
            isRequired
            {...fieldError(FIELD_IDS.payee)}
          />
        )}
        {form.payee !== null ? (
          <p>
            {t("transfers:form.limit", { limit: money(form.payee.tranferLimit) })}
            {isCoolingOff(form.payee)
              ? ` ${t("transfers:form.coolingOff", {
                  until: dateTimeText(form.payee.coolingOffUntil, language),
                  cap: money(limits.newBeneficiaryCap),
                  left: money(form.payee.coolingOffRemaining),
                })}`
              : null}
          </p>
        ) : null}
        {data.kind === "neftRtgs" ? (
          <RadioGroup
            id={FIELD_IDS.network}
            label={t("transfers:form.network")}
            value={fields.network}
            onChange={(next) => fields.setNetwork(next === "RTGS" ? "RTGS" : "NEFT")}
            options={[
              {
                value: "NEFT",
                label: t("transfers:form.neft"),
                description: t("transfers:form.neftDescription", {
                  min: money(limits.minNeft),
                  max: money(limits.maxNeft),
                  time: limits.neftCutOff,
                }),
              },
              {
                value: "RTGS",
                label: t("transfers:form.rtgs"),
                description: t("transfers:form.rtgsDescription", {
                  min: money(limits.minRtgs),
                  max: money(limits.maxRtgs),
                }),
              },
            ]}
          />
        ) : null}
        <AmountField
          id={FIELD_IDS.amount}
          label={t("transfers:form.amount")}
          language={language}
          wordsLabel={t("transfers:form.amountWords")}
          value={fields.amount}
          onChange={(paise, _text, problem) => fields.setAmount(paise, problem)}
          isRequired
          {...fieldError(FIELD_IDS.amount)}
        />
        <TextField
          id={FIELD_IDS.remarks}
          label={t("transfers:form.remarks")}
          description={t("transfers:form.remarksDescription")}
          value={fields.remarks}
          onChange={fields.setRemarks}
          maxLength={REMARKS_MAX_LENGTH}
          autoComplete="off"
          {...fieldError(FIELD_IDS.remarks)}
        />
        {data.kind !== "own" ? (
          <p>{t("transfers:form.payNow", { date: formatDisplayDate(limits.appDate, language) })}</p>
        ) : null}
        {data.kind === "neftRtgs" && fields.network === "NEFT" && limits.afterNeftCutOff ? (
          <Banner tone="info">
            {t("transfers:form.afterCutOff", {
              time: limits.neftCutOff,
              date: formatDisplayDate(limits.nextWorkingDay, language),
            })}
          </Banner>
        ) : null}
        {isFrozen ? null : (
          <Button type="submit" isPending={form.isPending}>
            {t("transfers:form.continue")}
          </Button>
        )}
      </Form>
    </>
  );
}
