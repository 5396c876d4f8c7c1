import { useTranslation } from "react-i18next";
import type { AccountListItem } from "../../adapters/rib/contract/accounts";
import { Button } from "../../ui/Button";
import { DatePicker } from "../../ui/DatePicker";
import { Form } from "../../ui/Form";
import { RadioGroup } from "../../ui/RadioGroup";
import { Select } from "../../ui/Select";
import { accountOptionLabel } from "../accounts/accountFormat";
import { datePickerLabels } from "../forms/datePickerLabels";
import { fieldErrorProp } from "../forms/errorProp";
import { SearchFilterFields } from "../forms/SearchFilterFields";
import { ENQUIRY_FIELD, ENQUIRY_FILTER_PREFIX, type EnquiryForm as FormState } from "./useEnquiryForm";

/** Props of {@link EnquiryForm}. */
export interface EnquiryFormProps {
  readonly form: FormState;
  readonly accounts: readonly AccountListItem[];
  readonly appDate: string | undefined;
  /** The account cannot change while category changes are pending. */
  readonly isAccountLocked: boolean;
  readonly isSearching: boolean;
  readonly onSearch: () => void;
}

/** The enquiry's search form: account, dates, amount and cheque ranges, debits or credits. */
export function EnquiryForm({
  form,
  accounts,
  appDate,
  isAccountLocked,
  isSearching,
  onSearch,
}: EnquiryFormProps) {
  const { t } = useTranslation();
  const { errors } = form;
  return (
    <Form
      onSubmit={onSearch}
      errorSummary={{ title: t("common:errorSummaryTitle"), errors, attempt: form.attempt }}
    >
      <Select
        id={ENQUIRY_FIELD.account}
        label={t("enquiry:form.account")}
        placeholder={t("enquiry:form.accountPlaceholder")}
        isRequired
        isDisabled={isAccountLocked}
        {...(isAccountLocked ? { description: t("enquiry:form.accountLocked") } : {})}
        options={accounts.map((a) => ({ id: a.account_number, label: accountOptionLabel(t, a) }))}
        selectedKey={form.accountNumber}
        onSelectionChange={form.setAccountNumber}
        {...fieldErrorProp(errors, ENQUIRY_FIELD.account)}
      />
      <div className="form-range">
        <DatePicker
          id={ENQUIRY_FIELD.fromDate}
          label={t("enquiry:form.fromDate")}
          description={t("enquiry:form.dateFormat")}
          {...datePickerLabels(t)}
          isRequired
          value={form.fromDate}
          onChange={form.setFromDate}
          {...(appDate !== undefined ? { maxValue: appDate } : {})}
          {...fieldErrorProp(errors, ENQUIRY_FIELD.fromDate)}
        />
        <DatePicker
          id={ENQUIRY_FIELD.toDate}
          label={t("enquiry:form.toDate")}
          description={t("enquiry:form.dateFormat")}
          {...datePickerLabels(t)}
          isRequired
          value={form.toDate}
          onChange={form.setToDate}
          {...(appDate !== undefined ? { maxValue: appDate } : {})}
          {...fieldErrorProp(errors, ENQUIRY_FIELD.toDate)}
        />
      </div>
      <SearchFilterFields
        idPrefix={ENQUIRY_FILTER_PREFIX}
        values={form.filterValues}
        onChange={form.changeFilters}
        errors={errors}
      />
      <RadioGroup
        label={t("enquiry:form.type")}
        orientation="horizontal"
        value={form.debitCredit}
        onChange={(value) => form.setDebitCredit(value === "debit" || value === "credit" ? value : "both")}
        options={[
          { value: "both", label: t("enquiry:form.both") },
          { value: "debit", label: t("enquiry:form.debit") },
          { value: "credit", label: t("enquiry:form.credit") },
        ]}
      />
      <div className="flow-actions">
        <Button type="submit" isPending={isSearching} pendingLabel={t("enquiry:processing")}>
          {t("enquiry:form.search")}
        </Button>
      </div>
    </Form>
  );
}
