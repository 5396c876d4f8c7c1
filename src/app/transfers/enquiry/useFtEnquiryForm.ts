import { Result } from "effect";
import { useState } from "react";
import {
  isValidNameCharacters,
  validateFundTransferSearch,
  type AmountError,
  type FundTransferSearchError,
  type Paise,
} from "../../../domain";
import type { FtEnquiryType } from "../../../adapters/rib/contract/ftEnquiry";
import type { ErrorSummaryItem } from "../../../ui/ErrorSummary";
import { amountProblemItems, NO_AMOUNT, type AmountEntry } from "../../forms/amountProblemItems";
import { useFormErrors, type FieldErrorText } from "../../forms/useFormErrors";
import { localText } from "../../i18n/localText";

/** The ids of the enquiry form's fields (the error summary links to them). */
export const FT_ENQUIRY_FIELD = {
  period: "ft-enquiry-period",
  fromDate: "ft-enquiry-from-date",
  toDate: "ft-enquiry-to-date",
  fromAmount: "ft-enquiry-from-amount",
  toAmount: "ft-enquiry-to-amount",
  benName: "ft-enquiry-ben-name",
  type: "ft-enquiry-type",
} as const;

/** Every fund transfer, or those of a date range. */
export type FtEnquiryPeriod = "all" | "range";

/** What the customer searched for (dates ISO, amounts in paise). */
export interface FtEnquiryCriteria {
  readonly fromDate: string | null;
  readonly toDate: string | null;
  readonly fromAmount: Paise | null;
  readonly toAmount: Paise | null;
  readonly benName: string;
  readonly type: FtEnquiryType | null;
}

/** The enquiry form's values, their setters, its errors and its check. */
export interface FtEnquiryForm {
  readonly period: FtEnquiryPeriod;
  readonly setPeriod: (value: FtEnquiryPeriod) => void;
  readonly fromDate: string | null;
  readonly setFromDate: (value: string | null) => void;
  readonly toDate: string | null;
  readonly setToDate: (value: string | null) => void;
  readonly fromAmount: Paise | null;
  /** The "from" amount field's answer: the paise, and why a text that does not read is refused. */
  readonly setFromAmount: (value: Paise | null, problem?: AmountError | null) => void;
  readonly toAmount: Paise | null;
  /** The "to" amount field's answer: the paise, and why a text that does not read is refused. */
  readonly setToAmount: (value: Paise | null, problem?: AmountError | null) => void;
  readonly benName: string;
  readonly setBenName: (value: string) => void;
  readonly type: FtEnquiryType | null;
  readonly setType: (value: FtEnquiryType | null) => void;
  readonly errors: readonly ErrorSummaryItem[];
  readonly attempt: number;
  /** Checks the form: the criteria of a search, or null with the errors shown. */
  readonly check: () => FtEnquiryCriteria | null;
}

/** The field and text of each refusal of the domain's `validateFundTransferSearch`. */
const SEARCH_ERRORS: Readonly<Record<FundTransferSearchError, FieldErrorText>> = {
  "ENQUIRY.FROM_DATE_REQUIRED": {
    fieldId: FT_ENQUIRY_FIELD.fromDate,
    text: localText("ftEnquiry:errors.fromDate"),
  },
  "ENQUIRY.TO_DATE_REQUIRED": {
    fieldId: FT_ENQUIRY_FIELD.toDate,
    text: localText("ftEnquiry:errors.toDate"),
  },
  "ENQUIRY.DATE_RANGE_REVERSED": {
    fieldId: FT_ENQUIRY_FIELD.toDate,
    text: localText("ftEnquiry:errors.dateOrder"),
  },
  "ENQUIRY.AMOUNT_RANGE_REVERSED": {
    fieldId: FT_ENQUIRY_FIELD.toAmount,
    text: localText("ftEnquiry:errors.amountOrder"),
  },
};

/**
 * The fund-transfer enquiry form's state (spec 001 sections 3 and 5): every transfer or a date
 * range (both dates then required, from not after to), the amount range (from not above to), a
 * part of the beneficiary's name (letters, dots and spaces) and the type.
 */
export function useFtEnquiryForm(): FtEnquiryForm {
  const [period, setPeriod] = useState<FtEnquiryPeriod>("all");
  const [fromDate, setFromDate] = useState<string | null>(null);
  const [toDate, setToDate] = useState<string | null>(null);
  const [from, setFrom] = useState<AmountEntry>(NO_AMOUNT);
  const [to, setTo] = useState<AmountEntry>(NO_AMOUNT);
  const fromAmount = from.paise;
  const toAmount = to.paise;
  const [benName, setBenName] = useState("");
  const [type, setType] = useState<FtEnquiryType | null>(null);
  const formErrors = useFormErrors();

  const check = (): FtEnquiryCriteria | null => {
    const found: FieldErrorText[] = [];
    const useDateRange = period === "range";
    // Each check on its own, so every error of the form is listed at once.
    const dates = validateFundTransferSearch({
      useDateRange,
      fromDate: fromDate ?? "",
      toDate: toDate ?? "",
    });
    if (Result.isFailure(dates)) {
      found.push(SEARCH_ERRORS[dates.failure]);
      if (dates.failure === "ENQUIRY.FROM_DATE_REQUIRED" && useDateRange && toDate === null) {
        found.push(SEARCH_ERRORS["ENQUIRY.TO_DATE_REQUIRED"]);
      }
    }
    const amounts = validateFundTransferSearch({
      useDateRange: false,
      fromDate: "",
      toDate: "",
      ...(fromAmount === null ? {} : { fromAmount }),
      ...(toAmount === null ? {} : { toAmount }),
    });
    // An amount that does not read is said at its field; it is never searched without.
    found.push(...amountProblemItems(FT_ENQUIRY_FIELD.fromAmount, from.problem));
    found.push(...amountProblemItems(FT_ENQUIRY_FIELD.toAmount, to.problem));
    if (Result.isFailure(amounts)) found.push(SEARCH_ERRORS[amounts.failure]);
    if (!isValidNameCharacters(benName)) {
      found.push({ fieldId: FT_ENQUIRY_FIELD.benName, text: localText("ftEnquiry:errors.benName") });
    }
    if (found.length > 0) {
      formErrors.show(found);
      return null;
    }
    formErrors.clear();
    return {
      fromDate: useDateRange ? fromDate : null,
      toDate: useDateRange ? toDate : null,
      fromAmount,
      toAmount,
      benName: benName.trim(),
      type,
    };
  };

  return {
    period,
    setPeriod,
    fromDate,
    setFromDate,
    toDate,
    setToDate,
    fromAmount,
    setFromAmount: (paise, problem = null) => setFrom({ paise, problem }),
    toAmount,
    setToAmount: (paise, problem = null) => setTo({ paise, problem }),
    benName,
    setBenName,
    type,
    setType,
    errors: formErrors.errors,
    attempt: formErrors.attempt,
    check,
  };
}
