import { useTranslation } from "react-i18next";
import { searchFilterErrors, type AmountError, type Paise, type SearchFilters } from "../../domain";
import { AmountField } from "../../ui/AmountField";
import { DigitsField } from "../../ui/DigitsField";
import type { ErrorSummaryItem } from "../../ui/ErrorSummary";
import { amountProblemItems } from "./amountProblemItems";
import { fieldErrorProp } from "./errorProp";
import type { FieldErrorText } from "./useFormErrors";
import { localText } from "../i18n/localText";
import "./forms.css";
import { usePageLanguage } from "../i18n/usePageLanguage";

/**
 * What the customer typed in the optional amount and cheque ranges; for an amount whose text does
 * not read, why (so the form says so rather than search without it).
 */
export interface FilterValues {
  readonly fromAmount: Paise | null;
  readonly fromAmountProblem: AmountError | null;
  readonly toAmount: Paise | null;
  readonly toAmountProblem: AmountError | null;
  readonly fromCheque: string;
  readonly toCheque: string;
}

/** No amount and no cheque range. */
export const NO_FILTERS: FilterValues = {
  fromAmount: null,
  fromAmountProblem: null,
  toAmount: null,
  toAmountProblem: null,
  fromCheque: "",
  toCheque: "",
};

/** The ids of the fields of the ranges, from the screen's prefix (the error summary links to them). */
export function filterFieldIds(prefix: string): {
  fromAmount: string;
  toAmount: string;
  fromCheque: string;
  toCheque: string;
} {
  return {
    fromAmount: `${prefix}-from-amount`,
    toAmount: `${prefix}-to-amount`,
    fromCheque: `${prefix}-from-cheque`,
    toCheque: `${prefix}-to-cheque`,
  };
}

/** The domain's filters of the typed values: an empty cheque number is no filter. */
export function searchFiltersOf(values: FilterValues): SearchFilters {
  return {
    fromAmount: values.fromAmount,
    toAmount: values.toAmount,
    fromCheque: values.fromCheque === "" ? null : values.fromCheque,
    toCheque: values.toCheque === "" ? null : values.toCheque,
  };
}

/**
 * The errors of the ranges, translated when shown: an amount whose text does not read at its field,
 * then the domain's range errors (to below from) at the "to" fields.
 */
export function filterErrorItems(values: FilterValues, prefix: string): FieldErrorText[] {
  const ids = filterFieldIds(prefix);
  return [
    ...amountProblemItems(ids.fromAmount, values.fromAmountProblem),
    ...amountProblemItems(ids.toAmount, values.toAmountProblem),
    ...searchFilterErrors(searchFiltersOf(values)).map((error) =>
      error === "FILTER.TO_AMOUNT_BELOW_FROM"
        ? { fieldId: ids.toAmount, text: localText("common:filter.toAmountBelowFrom") }
        : { fieldId: ids.toCheque, text: localText("common:filter.toChequeBelowFrom") },
    ),
  ];
}

/** Props of {@link SearchFilterFields}. */
export interface SearchFilterFieldsProps {
  /** The screen's id prefix, e.g. "statement" (see {@link filterFieldIds}). */
  readonly idPrefix: string;
  readonly values: FilterValues;
  /** Called with the field that changed (apply it with a state updater). */
  readonly onChange: (change: Partial<FilterValues>) => void;
  /** The form's errors; the fields show those that name them. */
  readonly errors: readonly ErrorSummaryItem[];
}

/**
 * The optional amount range (in rupees, read back in words) and cheque-number range of the
 * statement and the transaction enquiry (spec 000 section 5: "to" not below "from").
 */
export function SearchFilterFields({ idPrefix, values, onChange, errors }: SearchFilterFieldsProps) {
  const { t } = useTranslation();
  const language = usePageLanguage();
  const ids = filterFieldIds(idPrefix);
  return (
    <>
      <div className="form-range">
        <AmountField
          id={ids.fromAmount}
          label={t("common:filter.fromAmount")}
          language={language}
          wordsLabel={t("common:filter.inWords")}
          autoComplete="off"
          value={values.fromAmount}
          onChange={(paise, _text, problem) => onChange({ fromAmount: paise, fromAmountProblem: problem })}
          {...fieldErrorProp(errors, ids.fromAmount)}
        />
        <AmountField
          id={ids.toAmount}
          label={t("common:filter.toAmount")}
          language={language}
          wordsLabel={t("common:filter.inWords")}
          autoComplete="off"
          value={values.toAmount}
          onChange={(paise, _text, problem) => onChange({ toAmount: paise, toAmountProblem: problem })}
          {...fieldErrorProp(errors, ids.toAmount)}
        />
      </div>
      <div className="form-range">
        <DigitsField
          id={ids.fromCheque}
          label={t("common:filter.fromCheque")}
          maxLength={10}
          autoComplete="off"
          value={values.fromCheque}
          onChange={(digits) => onChange({ fromCheque: digits })}
        />
        <DigitsField
          id={ids.toCheque}
          label={t("common:filter.toCheque")}
          maxLength={10}
          autoComplete="off"
          value={values.toCheque}
          onChange={(digits) => onChange({ toCheque: digits })}
          {...fieldErrorProp(errors, ids.toCheque)}
        />
      </div>
    </>
  );
}
