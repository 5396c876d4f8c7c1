import { useTranslation } from "react-i18next";
import {
  formatDisplayDate,
  STATEMENT_PERIOD_TYPES,
  type StatementPeriodType,
  type StatementStatus,
} from "../../domain";
import { Banner } from "../../ui/Banner";
import { Button } from "../../ui/Button";
import { DatePicker } from "../../ui/DatePicker";
import { Form } from "../../ui/Form";
import { RadioGroup } from "../../ui/RadioGroup";
import { Select } from "../../ui/Select";
import { accountOptionLabel } from "../accounts/accountFormat";
import { datePickerLabels } from "../forms/datePickerLabels";
import { fieldErrorProp } from "../forms/errorProp";
import { SearchFilterFields } from "../forms/SearchFilterFields";
import { usePageLanguage } from "../i18n/usePageLanguage";
import {
  STATEMENT_FIELD,
  STATEMENT_FILTER_PREFIX,
  STATEMENT_KINDS,
  type StatementFormState,
} from "./useStatementForm";

const STATUSES: readonly StatementStatus[] = ["ACTIVE", "CLOSED"];

function isPeriodType(value: string): value is StatementPeriodType {
  return (STATEMENT_PERIOD_TYPES as readonly string[]).includes(value);
}

/** Props of {@link StatementForm}. */
export interface StatementFormProps {
  readonly form: StatementFormState;
  /** Whether the accounts have loaded (before, no "no accounts" notice). */
  readonly accountsLoaded: boolean;
  readonly isLoading: boolean;
  readonly onSubmit: () => void;
}

/**
 * The statement form: account type and status, the account, the period (or dates), the amount and
 * cheque ranges and the order.
 */
export function StatementForm({ form, accountsLoaded, isLoading, onSubmit }: StatementFormProps) {
  const { t } = useTranslation();
  const language = usePageLanguage();
  const { errors, forcedStatus, isClosed, windows } = form;
  return (
    <Form
      onSubmit={onSubmit}
      errorSummary={{ title: t("common:errorSummaryTitle"), errors, attempt: form.attempt }}
    >
      <div className="form-range">
        <Select
          id={STATEMENT_FIELD.kind}
          label={t("statements:form.kind")}
          placeholder={t("statements:form.kindPlaceholder")}
          isRequired
          options={STATEMENT_KINDS.map((k) => ({ id: k, label: t(`statements:form.kindOption.${k}`) }))}
          selectedKey={form.kind}
          onSelectionChange={form.chooseKind}
        />
        <Select
          id={STATEMENT_FIELD.status}
          label={t("statements:form.status")}
          placeholder={t("statements:form.statusPlaceholder")}
          isRequired
          isDisabled={forcedStatus !== null}
          {...(forcedStatus !== null ? { description: t("statements:form.statusForced") } : {})}
          options={STATUSES.map((s) => ({ id: s, label: t(`statements:form.statusOption.${s}`) }))}
          selectedKey={form.status}
          onSelectionChange={form.chooseStatus}
        />
      </div>
      {form.paramNotOffered !== null ? (
        <Banner tone="info">
          {t("statements:form.paramNotOffered", { account: form.paramNotOffered.accNoWithNickName })}
        </Banner>
      ) : null}
      {accountsLoaded && form.choices.length === 0 ? (
        <Banner tone="info">{t("statements:form.noAccounts")}</Banner>
      ) : (
        <Select
          id={STATEMENT_FIELD.account}
          label={t("statements:form.account")}
          placeholder={t("statements:form.accountPlaceholder")}
          isRequired
          options={form.choices.map((a) => ({
            id: a.account_number,
            label: accountOptionLabel(t, a),
            ...(a.closedDate === null
              ? {}
              : {
                  description: t("statements:form.closedAccount", {
                    date: formatDisplayDate(a.closedDate, language),
                  }),
                }),
          }))}
          selectedKey={form.accountNumber}
          onSelectionChange={form.setAccountNumber}
          {...fieldErrorProp(errors, STATEMENT_FIELD.account)}
        />
      )}
      <RadioGroup
        id="statement-period"
        label={t("statements:form.period")}
        value={form.periodType}
        isDisabled={isClosed}
        {...(isClosed ? { description: t("statements:form.periodForced") } : {})}
        onChange={(value) => {
          if (isPeriodType(value)) form.setPeriodType(value);
        }}
        options={STATEMENT_PERIOD_TYPES.map((p) => ({
          value: p,
          label: t(`statements:form.periodOption.${p}`),
        }))}
      />
      {form.periodType === "DATE_RANGE" ? (
        <div className="form-range">
          <DatePicker
            id={STATEMENT_FIELD.fromDate}
            label={t("statements:form.fromDate")}
            description={t("statements:form.dateFormat", {
              example: formatDisplayDate("2026-10-01", language),
            })}
            {...datePickerLabels(t)}
            isRequired
            value={form.fromDate}
            onChange={form.setFromDate}
            {...(windows?.from.max != null ? { maxValue: windows.from.max } : {})}
            {...fieldErrorProp(errors, STATEMENT_FIELD.fromDate)}
          />
          <DatePicker
            id={STATEMENT_FIELD.toDate}
            label={t("statements:form.toDate")}
            description={t("statements:form.dateFormat", {
              example: formatDisplayDate("2026-10-01", language),
            })}
            {...datePickerLabels(t)}
            isRequired
            value={form.toDate}
            onChange={form.setToDate}
            {...(windows?.to.max != null ? { maxValue: windows.to.max } : {})}
            {...fieldErrorProp(errors, STATEMENT_FIELD.toDate)}
          />
        </div>
      ) : null}
      <SearchFilterFields
        idPrefix={STATEMENT_FILTER_PREFIX}
        values={form.filterValues}
        onChange={form.changeFilters}
        errors={errors}
      />
      <RadioGroup
        id="statement-sort"
        label={t("statements:form.sort")}
        orientation="horizontal"
        value={form.sortAscending ? "asc" : "desc"}
        isDisabled={isClosed}
        onChange={(value) => form.setSortAscending(value === "asc")}
        options={[
          { value: "asc", label: t("statements:form.ascending") },
          { value: "desc", label: t("statements:form.descending") },
        ]}
      />
      <div className="flow-actions">
        <Button type="submit" isPending={isLoading} pendingLabel={t("statements:processing")}>
          {t("statements:form.submit")}
        </Button>
      </div>
    </Form>
  );
}
