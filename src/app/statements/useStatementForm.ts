import { useState } from "react";
import {
  applyStatementStatus,
  CLOSED_STATUS_CODE,
  compareIsoDates,
  forcedStatementStatus,
  statementDateErrors,
  statementDateWindows,
  type AccountKind,
  type StatementPeriodType,
  type StatementStatus,
} from "../../domain";
import type { AccountListItem } from "../../adapters/rib/contract/accounts";
import type { StatementRequest } from "../../adapters/rib/contract/statements";
import { kindOfItem } from "../accounts/accountFormat";
import { useFormErrors, type FieldErrorText } from "../forms/useFormErrors";
import { localText } from "../i18n/localText";
import {
  filterErrorItems,
  NO_FILTERS,
  searchFiltersOf,
  type FilterValues,
} from "../forms/SearchFilterFields";

/** The account types of the statement form (spec 000 section 4). */
export const STATEMENT_KINDS: readonly AccountKind[] = ["savings", "current", "deposit", "loan"];

/** The ids of the statement form's fields (the error summary links to them). */
export const STATEMENT_FIELD = {
  kind: "statement-kind",
  status: "statement-status",
  account: "statement-account",
  fromDate: "statement-from-date",
  toDate: "statement-to-date",
} as const;
/** The id prefix of the amount and cheque ranges. */
export const STATEMENT_FILTER_PREFIX = "statement";

/** What the customer asked for: the request without its page, and the account. */
export interface Criteria {
  readonly request: Omit<StatementRequest, "totalrows" | "beginValue">;
  readonly account: AccountListItem;
}

/** Whether a statement-list account matches the chosen type and status (status 4 is closed). */
function matches(account: AccountListItem, kind: AccountKind, status: StatementStatus): boolean {
  return kindOfItem(account) === kind && (status === "CLOSED") === (account.status === CLOSED_STATUS_CODE);
}

function isKind(value: string | null): value is AccountKind {
  return value !== null && (STATEMENT_KINDS as readonly string[]).includes(value);
}

/**
 * The statement form's state and check. Until the customer chooses: the account passed in, else
 * savings, active, the first account. A closed account's statement is six months, ascending
 * (applied again whenever CLOSED holds).
 */
export function useStatementForm(
  accounts: readonly AccountListItem[] | undefined,
  appDate: string | undefined,
  passedAccountNumber: string | undefined,
) {
  const allAccounts = accounts ?? [];
  const paramAccount = allAccounts.find((a) => a.account_number === passedAccountNumber);
  const paramKind = paramAccount === undefined ? undefined : kindOfItem(paramAccount);
  const paramClosed = paramAccount?.status === CLOSED_STATUS_CODE;

  const [chosenKind, setChosenKind] = useState<AccountKind | undefined>(undefined);
  const [chosenStatus, setChosenStatus] = useState<StatementStatus | undefined>(undefined);
  const [chosenAccount, setChosenAccount] = useState<string | null | undefined>(undefined);
  const [periodType, setPeriodType] = useState<StatementPeriodType>(paramClosed ? "SIX_MONTHS" : "ONE_MONTH");
  const [sortAscending, setSortAscending] = useState(paramClosed);
  const [fromDate, setFromDate] = useState<string | null>(null);
  const [toDate, setToDate] = useState<string | null>(null);
  const [filterValues, setFilterValues] = useState<FilterValues>(NO_FILTERS);
  const formErrors = useFormErrors();

  const kind: AccountKind =
    chosenKind ?? (paramKind !== undefined && isKind(paramKind) ? paramKind : "savings");
  const forcedStatus = forcedStatementStatus(kind);
  const status: StatementStatus = forcedStatus ?? chosenStatus ?? (paramClosed ? "CLOSED" : "ACTIVE");
  const choices = allAccounts.filter((a) => matches(a, kind, status));
  // An account passed in that the type and status rules do not offer (a closed savings or current account).
  const paramNotOffered =
    paramAccount !== undefined &&
    chosenKind === undefined &&
    !choices.some((a) => a.account_number === paramAccount.account_number)
      ? paramAccount
      : null;
  const accountNumber =
    chosenAccount === undefined
      ? (choices.find((a) => a.account_number === paramAccount?.account_number)?.account_number ??
        choices[0]?.account_number ??
        null)
      : chosenAccount;
  const choice = applyStatementStatus(status, { sortAscending, periodType });

  const chooseKind = (id: string | null) => {
    if (!isKind(id)) return;
    setChosenKind(id);
    setChosenAccount(undefined);
  };
  const chooseStatus = (id: string | null) => {
    if (id !== "ACTIVE" && id !== "CLOSED") return;
    setChosenStatus(id);
    setChosenAccount(undefined);
    const applied = applyStatementStatus(id, { sortAscending, periodType });
    setSortAscending(applied.sortAscending);
    setPeriodType(applied.periodType);
  };

  const dateErrorItems = (): FieldErrorText[] => {
    const found: FieldErrorText[] = [];
    const dateErrors = statementDateErrors(fromDate, toDate);
    if (dateErrors.fromDate !== null) {
      found.push({
        fieldId: STATEMENT_FIELD.fromDate,
        text:
          dateErrors.fromDate === "STATEMENT.FROM_AFTER_TO"
            ? localText("statements:errors.fromAfterTo")
            : localText("statements:errors.fromDate"),
      });
    }
    if (dateErrors.toDate !== null) {
      found.push({ fieldId: STATEMENT_FIELD.toDate, text: localText("statements:errors.toDate") });
    } else if (toDate !== null && appDate !== undefined && compareIsoDates(toDate, appDate) > 0) {
      found.push({ fieldId: STATEMENT_FIELD.toDate, text: localText("statements:errors.toFuture") });
    }
    return found;
  };

  /** Checks the form: the criteria of a statement, or null with the errors shown. */
  const check = (): Criteria | null => {
    const found: FieldErrorText[] = [];
    const account = choices.find((a) => a.account_number === accountNumber);
    if (account === undefined)
      found.push({ fieldId: STATEMENT_FIELD.account, text: localText("statements:errors.account") });
    const type = choice.periodType;
    if (type === "DATE_RANGE") found.push(...dateErrorItems());
    const filters = searchFiltersOf(filterValues);
    found.push(...filterErrorItems(filterValues, STATEMENT_FILTER_PREFIX));
    if (found.length > 0 || account === undefined) {
      formErrors.show(found);
      return null;
    }
    formErrors.clear();
    return {
      account,
      request: {
        accountNumber: account.account_number,
        accountType: account.account_type_code,
        stmtType: type,
        fromDate: type === "DATE_RANGE" ? fromDate : null,
        toDate: type === "DATE_RANGE" ? toDate : null,
        fromAmount: filters.fromAmount,
        toAmount: filters.toAmount,
        fromCheckNumber: filters.fromCheque,
        toCheckNumber: filters.toCheque,
        type: null,
        sortByAsc: choice.sortAscending,
      },
    };
  };

  return {
    kind,
    chooseKind,
    status,
    forcedStatus,
    chooseStatus,
    isClosed: status === "CLOSED",
    choices,
    /** The account passed in when the type and status rules do not offer it, else null. */
    paramNotOffered,
    accountNumber,
    setAccountNumber: setChosenAccount,
    periodType: choice.periodType,
    setPeriodType,
    sortAscending: choice.sortAscending,
    setSortAscending,
    fromDate,
    setFromDate,
    toDate,
    setToDate,
    windows: appDate === undefined ? null : statementDateWindows(toDate, appDate),
    filterValues,
    changeFilters: (change: Partial<FilterValues>) =>
      setFilterValues((current) => ({ ...current, ...change })),
    errors: formErrors.errors,
    attempt: formErrors.attempt,
    check,
  };
}

/** What {@link useStatementForm} gives the form. */
export type StatementFormState = ReturnType<typeof useStatementForm>;
