import { useTranslation } from "react-i18next";
import { FtEnquiryType } from "../../../adapters/rib/contract/ftEnquiry";
import { AmountField } from "../../../ui/AmountField";
import { Button } from "../../../ui/Button";
import { DatePicker } from "../../../ui/DatePicker";
import { Form } from "../../../ui/Form";
import { RadioGroup } from "../../../ui/RadioGroup";
import { Select } from "../../../ui/Select";
import { TextField } from "../../../ui/TextField";
import { datePickerLabels } from "../../forms/datePickerLabels";
import { fieldErrorProp } from "../../forms/errorProp";
import { usePageLanguage } from "../../i18n/usePageLanguage";
import { FT_ENQUIRY_FIELD, type FtEnquiryForm as FormState } from "./useFtEnquiryForm";

/** The search types of the enquiry (spec 001 section 3), "all" first. */
const TYPES = FtEnquiryType.literals;

/** Props of {@link FtEnquiryForm}. */
export interface FtEnquiryFormProps {
  readonly form: FormState;
  /** The application date (ISO), the latest date that can be chosen. */
  readonly appDate: string | undefined;
  readonly isSearching: boolean;
  readonly onSearch: () => void;
}

/** The fund-transfer enquiry's search form: period, date range, amount range, beneficiary name and type. */
export function FtEnquiryForm({ form, appDate, isSearching, onSearch }: FtEnquiryFormProps) {
  const { t } = useTranslation();
  const language = usePageLanguage();
  const { errors } = form;
  const maxDate = appDate !== undefined ? { maxValue: appDate } : {};
  return (
    <Form
      onSubmit={onSearch}
      errorSummary={{ title: t("common:errorSummaryTitle"), errors, attempt: form.attempt }}
    >
      <RadioGroup
        id={FT_ENQUIRY_FIELD.period}
        label={t("ftEnquiry:form.period")}
        orientation="horizontal"
        value={form.period}
        onChange={(value) => form.setPeriod(value === "range" ? "range" : "all")}
        options={[
          { value: "all", label: t("ftEnquiry:form.periodAll") },
          { value: "range", label: t("ftEnquiry:form.periodRange") },
        ]}
      />
      {form.period === "range" ? (
        <div className="form-range">
          <DatePicker
            id={FT_ENQUIRY_FIELD.fromDate}
            label={t("ftEnquiry:form.fromDate")}
            description={t("ftEnquiry:form.dateFormat")}
            {...datePickerLabels(t)}
            isRequired
            value={form.fromDate}
            onChange={form.setFromDate}
            {...maxDate}
            {...fieldErrorProp(errors, FT_ENQUIRY_FIELD.fromDate)}
          />
          <DatePicker
            id={FT_ENQUIRY_FIELD.toDate}
            label={t("ftEnquiry:form.toDate")}
            description={t("ftEnquiry:form.dateFormat")}
            {...datePickerLabels(t)}
            isRequired
            value={form.toDate}
            onChange={form.setToDate}
            {...maxDate}
            {...fieldErrorProp(errors, FT_ENQUIRY_FIELD.toDate)}
          />
        </div>
      ) : null}
      <div className="form-range">
        <AmountField
          id={FT_ENQUIRY_FIELD.fromAmount}
          label={t("ftEnquiry:form.fromAmount")}
          language={language}
          wordsLabel={t("ftEnquiry:form.inWords")}
          autoComplete="off"
          value={form.fromAmount}
          onChange={(paise, _text, problem) => form.setFromAmount(paise, problem)}
          {...fieldErrorProp(errors, FT_ENQUIRY_FIELD.fromAmount)}
        />
        <AmountField
          id={FT_ENQUIRY_FIELD.toAmount}
          label={t("ftEnquiry:form.toAmount")}
          language={language}
          wordsLabel={t("ftEnquiry:form.inWords")}
          autoComplete="off"
          value={form.toAmount}
          onChange={(paise, _text, problem) => form.setToAmount(paise, problem)}
          {...fieldErrorProp(errors, FT_ENQUIRY_FIELD.toAmount)}
        />
      </div>
      <TextField
        id={FT_ENQUIRY_FIELD.benName}
        label={t("ftEnquiry:form.benName")}
        description={t("ftEnquiry:form.benNameHint")}
        autoComplete="off"
        maxLength={70}
        value={form.benName}
        onChange={form.setBenName}
        {...fieldErrorProp(errors, FT_ENQUIRY_FIELD.benName)}
      />
      <Select
        id={FT_ENQUIRY_FIELD.type}
        label={t("ftEnquiry:form.type")}
        placeholder={t("ftEnquiry:form.typeAll")}
        options={[
          { id: "all", label: t("ftEnquiry:form.typeAll") },
          ...TYPES.map((type) => ({ id: type, label: t(`ftEnquiry:type.${type}`) })),
        ]}
        selectedKey={form.type ?? "all"}
        onSelectionChange={(id) => form.setType(TYPES.find((type) => type === id) ?? null)}
      />
      <div className="flow-actions">
        <Button type="submit" isPending={isSearching} pendingLabel={t("ftEnquiry:form.searching")}>
          {t("ftEnquiry:form.search")}
        </Button>
      </div>
    </Form>
  );
}
