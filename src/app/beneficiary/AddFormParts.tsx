import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useQuery } from "@tanstack/react-query";
import { BENEFICIARY_MAX_TRANSFER_LIMIT, formatInr, type AmountError, type Paise } from "../../domain";
import { AmountField } from "../../ui/AmountField";
import { Banner } from "../../ui/Banner";
import { Checkbox } from "../../ui/Checkbox";
import { TextField } from "../../ui/TextField";
import { useBank } from "../ServicesContext";
import { useFormErrors, type FieldErrorText } from "../forms/useFormErrors";
import { usePageLanguage } from "../i18n/usePageLanguage";
import { ADD_FIELD } from "./addBeneficiaryValues";
import { transferLimitsQuery } from "./beneficiaryQueries";

/** The value of a number in a failure's body (`errorCode`, `secondsLeft`), else null. */
export function bodyField(body: unknown, field: string): unknown {
  return typeof body === "object" && body !== null && field in body
    ? (body as Record<string, unknown>)[field]
    : null;
}

/**
 * The errors of an add form: its own (kept as i18n keys) or, until the next submit, the failure
 * of the flow's call (already translated by the flow) on the form's result line.
 */
export function useAddFormErrors(flowError: string | null) {
  const formErrors = useFormErrors();
  const [showsFlowError, setShowsFlowError] = useState(flowError !== null);
  const summaryErrors =
    showsFlowError && flowError !== null
      ? [{ fieldId: ADD_FIELD.result, message: flowError }]
      : formErrors.errors;
  const attempt = formErrors.attempt + (flowError !== null ? 1 : 0);
  const show = (items: readonly FieldErrorText[]) => {
    setShowsFlowError(false);
    formErrors.show(items);
  };
  return { formErrors, summaryErrors, attempt, show, hideFlowError: () => setShowsFlowError(false) };
}

/** The nickname and the transfer limit, common to both add forms. */
export function NicknameLimitFields({
  nickName,
  onNickName,
  limit,
  onLimit,
  errorProps,
}: {
  readonly nickName: string;
  readonly onNickName: (value: string) => void;
  readonly limit: Paise | null;
  /** The limit field's answer: the paise, and why a text that does not read is refused. */
  readonly onLimit: (value: Paise | null, problem: AmountError | null) => void;
  readonly errorProps: (fieldId: string) => { errorMessage?: string };
}) {
  const { t } = useTranslation();
  const language = usePageLanguage();
  const limitHint = useTransferLimitHint();
  return (
    <>
      <TextField
        id={ADD_FIELD.nickName}
        label={t("beneficiary:add.nickName")}
        description={t("beneficiary:add.nickNameHint")}
        autoComplete="off"
        isRequired
        maxLength={50}
        value={nickName}
        onChange={onNickName}
        {...errorProps(ADD_FIELD.nickName)}
      />
      <AmountField
        id={ADD_FIELD.transferLimit}
        label={t("beneficiary:add.transferLimit")}
        description={limitHint}
        isRequired
        autoComplete="off"
        language={language}
        value={limit}
        onChange={(paise, _text, problem) => onLimit(paise, problem)}
        {...errorProps(ADD_FIELD.transferLimit)}
      />
    </>
  );
}

/** The consent to the name check (spec 001 section 5), asked before the name is looked up. */
export function NameConsentBox({
  consent,
  onConsent,
  errorProps,
}: {
  readonly consent: boolean;
  readonly onConsent: (value: boolean) => void;
  readonly errorProps: (fieldId: string) => { errorMessage?: string };
}) {
  const { t } = useTranslation();
  return (
    <Checkbox
      id={ADD_FIELD.nameConsent}
      isSelected={consent}
      onChange={onConsent}
      isRequired
      {...errorProps(ADD_FIELD.nameConsent)}
    >
      {t("beneficiary:add.consent")}
    </Checkbox>
  );
}

/**
 * The limit field's hint: the limit applies to each payment, up to the bank's maximum (the domain's
 * rule the server checks), and in the first hours after activation the payments together may not
 * exceed the cap (both from the bank's payment configuration, `neftRtgs/getLimits`, as the server
 * enforces them; said once they are known).
 */
function useTransferLimitHint(): string {
  const { t } = useTranslation();
  const bank = useBank();
  const language = usePageLanguage();
  const limits = useQuery(transferLimitsQuery(bank));
  const perPayment = t("beneficiary:add.transferLimitHint", {
    amount: formatInr(BENEFICIARY_MAX_TRANSFER_LIMIT, language),
  });
  if (limits.data === undefined) return perPayment;
  const firstHours = t("beneficiary:add.transferLimitFirstHours", {
    hours: limits.data.newBeneficiaryHours,
    amount: formatInr(limits.data.newBeneficiaryCap, language),
  });
  return `${perPayment} ${firstHours}`;
}

/**
 * The notice that a new beneficiary is capped in its first hours (issue 19; the cap and the hours
 * are the bank's payment configuration, `neftRtgs/getLimits`). Nothing is shown until they are known.
 */
export function NewBeneficiaryNotice() {
  const { t } = useTranslation();
  const bank = useBank();
  const language = usePageLanguage();
  const limits = useQuery(transferLimitsQuery(bank));
  if (limits.data === undefined) return null;
  return (
    <Banner tone="info">
      {t("beneficiary:newLimitNotice", {
        amount: formatInr(limits.data.newBeneficiaryCap, language),
        hours: limits.data.newBeneficiaryHours,
      })}
    </Banner>
  );
}
