import { useState } from "react";
import { capAtSystemDate, enquiryDateWindow, shiftIsoDate } from "../../domain";
import type { AccountListItem } from "../../adapters/rib/contract/accounts";
import type { ErrorSummaryItem } from "../../ui/ErrorSummary";
import {
  filterErrorItems,
  NO_FILTERS,
  searchFiltersOf,
  type FilterValues,
} from "../forms/SearchFilterFields";
import type { Criteria, DebitCredit } from "./useEnquirySearch";
import { useFormErrors, type FieldErrorText } from "../forms/useFormErrors";
import { localText } from "../i18n/localText";

/** The ids of the enquiry form's fields (the error summary links to them). */
export const ENQUIRY_FIELD = {
  account: "enquiry-account",
  fromDate: "enquiry-from-date",
  toDate: "enquiry-to-date",
} as const;
/** The id prefix of the amount and cheque ranges. */
export const ENQUIRY_FILTER_PREFIX = "enquiry";

/** The enquiry form's values, their setters, its errors and its check. */
export interface EnquiryForm {
  readonly accountNumber: string | null;
  readonly setAccountNumber: (value: string | null) => void;
  readonly fromDate: string | null;
  readonly setFromDate: (value: string | null) => void;
  readonly toDate: string | null;
  readonly setToDate: (value: string | null) => void;
  readonly filterValues: FilterValues;
  readonly changeFilters: (change: Partial<FilterValues>) => void;
  readonly debitCredit: DebitCredit;
  readonly setDebitCredit: (value: DebitCredit) => void;
  readonly errors: readonly ErrorSummaryItem[];
  readonly attempt: number;
  /** Checks the form: the criteria of a search, or null with the errors shown. */
  readonly check: () => Criteria | null;
}

/**
 * The enquiry form's state: until the customer chooses, the account passed in (when the enquiry
 * offers it) or the first, and the last month up to the application date.
 */
export function useEnquiryForm(
  appDate: string | undefined,
  accounts: readonly AccountListItem[],
  passedAccountNumber: string | undefined,
): EnquiryForm {
  const [chosenAccount, setAccountNumber] = useState<string | null | undefined>(undefined);
  const [chosenFrom, setFromDate] = useState<string | null | undefined>(undefined);
  const [chosenTo, setToDate] = useState<string | null | undefined>(undefined);
  const [filterValues, setFilterValues] = useState<FilterValues>(NO_FILTERS);
  const [debitCredit, setDebitCredit] = useState<DebitCredit>("both");
  const formErrors = useFormErrors();

  const passedAccount = accounts.find((a) => a.account_number === passedAccountNumber);
  const accountNumber =
    chosenAccount === undefined ? ((passedAccount ?? accounts[0])?.account_number ?? null) : chosenAccount;
  const fromDate =
    chosenFrom === undefined
      ? appDate === undefined
        ? null
        : shiftIsoDate(appDate, { months: -1 })
      : chosenFrom;
  const toDate = chosenTo === undefined ? (appDate ?? null) : chosenTo;

  const check = (): Criteria | null => {
    const filters = searchFiltersOf(filterValues);
    const found: FieldErrorText[] = [];
    const account = accounts.find((a) => a.account_number === accountNumber);
    if (account === undefined)
      found.push({ fieldId: ENQUIRY_FIELD.account, text: localText("enquiry:errors.account") });
    const window = appDate !== undefined ? enquiryDateWindow(appDate) : null;
    if (fromDate === null)
      found.push({ fieldId: ENQUIRY_FIELD.fromDate, text: localText("enquiry:errors.fromDate") });
    else if (window?.max != null && capAtSystemDate(fromDate, window.max) !== fromDate)
      found.push({ fieldId: ENQUIRY_FIELD.fromDate, text: localText("enquiry:errors.fromFuture") });
    if (toDate === null)
      found.push({ fieldId: ENQUIRY_FIELD.toDate, text: localText("enquiry:errors.toDate") });
    else if (window?.max != null && capAtSystemDate(toDate, window.max) !== toDate)
      found.push({ fieldId: ENQUIRY_FIELD.toDate, text: localText("enquiry:errors.toFuture") });
    else if (fromDate !== null && toDate < fromDate)
      found.push({ fieldId: ENQUIRY_FIELD.toDate, text: localText("enquiry:errors.toBeforeFrom") });
    found.push(...filterErrorItems(filterValues, ENQUIRY_FILTER_PREFIX));
    if (found.length > 0 || account === undefined || fromDate === null || toDate === null) {
      formErrors.show(found);
      return null;
    }
    formErrors.clear();
    return {
      accountNumber: account.account_number,
      accountType: account.account_type_code,
      fromDate,
      toDate,
      filters,
      debitCredit,
    };
  };

  return {
    accountNumber,
    setAccountNumber,
    fromDate,
    setFromDate,
    toDate,
    setToDate,
    filterValues,
    changeFilters: (change) => setFilterValues((current) => ({ ...current, ...change })),
    debitCredit,
    setDebitCredit,
    errors: formErrors.errors,
    attempt: formErrors.attempt,
    check,
  };
}
