import { useQuery } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import {
  ENQUIRY_DEBIT_TYPE,
  ENQUIRY_PAGE_SIZE,
  capAtSystemDate,
  enquiryDateWindow,
  formatDisplayDate,
  formatInr,
  fraudFailureMessage,
  isClosingBalanceShown,
  isEnquiryAccount,
  isEnquiryFooterShown,
  isTransactionCategory,
  paiseFromNumber,
  pendingChangeBlocks,
  shiftIsoDate,
  TRANSACTION_CATEGORIES,
  withCategoryChange,
  type CategoryChange,
  type Paise,
  type SearchFilters,
} from "../../domain";
import type { EnquiryRequest, EnquiryResponse, EnquiryRow } from "../../adapters/rib/contract/enquiry";
import { Banner } from "../../ui/Banner";
import { Button } from "../../ui/Button";
import { DatePicker } from "../../ui/DatePicker";
import type { ErrorSummaryItem } from "../../ui/ErrorSummary";
import { Form } from "../../ui/Form";
import { useAnnouncer } from "../../ui/LiveRegion";
import { RadioGroup } from "../../ui/RadioGroup";
import { Select } from "../../ui/Select";
import { LoadingRegion } from "../../ui/Spinner";
import { Table, type TableColumn } from "../../ui/Table";
import { Tabs } from "../../ui/Tabs";
import { useBankApi } from "../ServicesContext";
import { fieldErrorProp } from "../forms/errorProp";
import { useLatestSearch } from "../forms/useLatestSearch";
import { datePickerLabels } from "../forms/datePickerLabels";
import { Pager } from "../forms/Pager";
import {
  filterErrorItems,
  NO_FILTERS,
  SearchFilterFields,
  searchFiltersOf,
  type FilterValues,
} from "../forms/SearchFilterFields";
import { ScreenHeading, useNavigationBlock, useStateParams } from "../navigation/StateProvider";
import { isCallFailure, useFailure, useFailureOf } from "../session/FailureProvider";
import { FraudDialog, type FraudAnswers } from "./FraudDialog";
import "./enquiry.css";
import { usePageLanguage } from "../i18n/usePageLanguage";

/** Which list the results show: every transaction or only those reported as fraud. */
type EnquiryView = "all" | "fraud";

type DebitCredit = "both" | "debit" | "credit";

interface Criteria {
  readonly accountNumber: string;
  readonly accountType: string;
  readonly fromDate: string;
  readonly toDate: string;
  readonly filters: SearchFilters;
  readonly debitCredit: DebitCredit;
}

const FIELD = {
  account: "enquiry-account",
  fromDate: "enquiry-from-date",
  toDate: "enquiry-to-date",
} as const;
/** The id prefix of the amount and cheque ranges. */
const FILTER_PREFIX = "enquiry";

function requestOf(criteria: Criteria, page: number): EnquiryRequest {
  const amount = (paise: Paise | null) => (paise === null ? null : Number(paise));
  const cheque = (digits: string | null) => (digits === null || digits === "" ? null : digits);
  return {
    accountNumber: criteria.accountNumber,
    accountType: criteria.accountType,
    fromDate: formatDisplayDate(criteria.fromDate),
    toDate: formatDisplayDate(criteria.toDate),
    fromAmount: amount(criteria.filters.fromAmount),
    toAmount: amount(criteria.filters.toAmount),
    fromCheckNumber: cheque(criteria.filters.fromCheque),
    toCheckNumber: cheque(criteria.filters.toCheque),
    type: criteria.debitCredit === "both" ? null : criteria.debitCredit === "debit" ? ENQUIRY_DEBIT_TYPE : 1,
    stmtType: "ENQUIRY",
    sortByAsc: false,
    totalrows: ENQUIRY_PAGE_SIZE,
    beginValue: (page - 1) * ENQUIRY_PAGE_SIZE,
  };
}

/** "22/11/2026 10:15" from an ISO date-time. */
function markedAt(iso: string): string {
  const date = iso.slice(0, 10);
  const time = iso.slice(11, 16);
  try {
    return `${formatDisplayDate(date)} ${time}`.trim();
  } catch {
    return iso;
  }
}

/**
 * Transaction enquiry (state `txnEnquiry`, spec 000 sections 3-5): search a SAV or DDA account
 * by dates, amounts, cheque numbers and debit/credit; page through the answer ten rows at a time;
 * categorise rows (saved together, with navigation, searches, paging and the account blocked
 * while changes are pending); report a row as fraud; list the rows reported as fraud.
 */
export function EnquiryScreen() {
  const { t } = useTranslation();
  const language = usePageLanguage();
  const api = useBankApi();
  const announce = useAnnouncer();
  const { handleFailure } = useFailure();
  const params = useStateParams();

  const serverDate = useQuery({ queryKey: ["serverDate"], queryFn: () => api.getServerDate() });
  const accounts = useQuery({
    queryKey: ["accountList", "enquiry"],
    queryFn: () => api.getAccountList("enquiry"),
  });
  const categories = useQuery({ queryKey: ["categoryList"], queryFn: () => api.getCategoryList() });
  const loadFailure = useFailureOf(serverDate.error ?? accounts.error);
  const appDate = serverDate.data?.appDate;
  const enquiryAccounts = (accounts.data ?? []).filter((a) => isEnquiryAccount(a.account_grp_code));

  // Until the customer chooses (undefined): the first account and the last month up to the application date.
  const [chosenAccount, setAccountNumber] = useState<string | null | undefined>(undefined);
  const [chosenFrom, setFromDate] = useState<string | null | undefined>(undefined);
  const [chosenTo, setToDate] = useState<string | null | undefined>(undefined);
  // The account passed in (from an account's details) when the enquiry offers it, else the first.
  const passedAccount = enquiryAccounts.find((a) => a.account_number === params["accountNumber"]);
  const accountNumber =
    chosenAccount === undefined
      ? ((passedAccount ?? enquiryAccounts[0])?.account_number ?? null)
      : chosenAccount;
  const fromDate =
    chosenFrom === undefined
      ? appDate === undefined
        ? null
        : shiftIsoDate(appDate, { months: -1 })
      : chosenFrom;
  const toDate = chosenTo === undefined ? (appDate ?? null) : chosenTo;
  const [filterValues, setFilterValues] = useState<FilterValues>(NO_FILTERS);
  const [debitCredit, setDebitCredit] = useState<DebitCredit>("both");
  const [errors, setErrors] = useState<readonly ErrorSummaryItem[]>([]);
  const [attempt, setAttempt] = useState(0);

  const [criteria, setCriteria] = useState<Criteria | null>(null);
  const [view, setView] = useState<EnquiryView>("all");
  const [page, setPage] = useState(1);
  const {
    answer: result,
    setAnswer: setResult,
    isSearching,
    failure: searchFailure,
    focusRef: captionRef,
    search: runSearch,
  } = useLatestSearch<EnquiryResponse>();

  const [pending, setPending] = useState<readonly CategoryChange[]>([]);
  const [showNotice, setShowNotice] = useState(false);
  const [noticeAttempt, setNoticeAttempt] = useState(0);
  const [isSaving, setSaving] = useState(false);
  const [saveOutcome, setSaveOutcome] = useState<{ tone: "success" | "error"; text: string } | null>(null);
  const blocks = pendingChangeBlocks(pending);
  const noticeRef = useRef<HTMLDivElement>(null);

  const [fraudRow, setFraudRow] = useState<EnquiryRow | null>(null);
  const [fraudPending, setFraudPending] = useState(false);
  const [fraudFailure, setFraudFailure] = useState<string | null>(null);
  const [fraudOutcome, setFraudOutcome] = useState<{ tone: "success" | "error"; text: string } | null>(null);

  const blocked = () => {
    setShowNotice(true);
    setNoticeAttempt((n) => n + 1);
  };
  useNavigationBlock(blocks.navigation, blocked);
  useEffect(() => {
    if (showNotice && noticeAttempt > 0) noticeRef.current?.focus();
  }, [showNotice, noticeAttempt]);

  const load = (next: Criteria, nextPage: number, nextView: EnquiryView) => {
    const request = requestOf(next, nextPage);
    return runSearch(
      () => (nextView === "fraud" ? api.searchFraudTransactions(request) : api.searchTransactions(request)),
      (answer) =>
        answer.totalRecords === 0
          ? t("enquiry:results.none")
          : t("enquiry:results.count", { count: answer.totalRecords }),
    );
  };

  const filters = searchFiltersOf(filterValues);

  const search = () => {
    if (blocks.newSearch) {
      blocked();
      return;
    }
    const found: ErrorSummaryItem[] = [];
    const account = enquiryAccounts.find((a) => a.account_number === accountNumber);
    if (account === undefined) found.push({ fieldId: FIELD.account, message: t("enquiry:errors.account") });
    const window = appDate !== undefined ? enquiryDateWindow(appDate) : null;
    if (fromDate === null) found.push({ fieldId: FIELD.fromDate, message: t("enquiry:errors.fromDate") });
    else if (window?.max != null && capAtSystemDate(fromDate, window.max) !== fromDate)
      found.push({ fieldId: FIELD.fromDate, message: t("enquiry:errors.fromFuture") });
    if (toDate === null) found.push({ fieldId: FIELD.toDate, message: t("enquiry:errors.toDate") });
    else if (window?.max != null && capAtSystemDate(toDate, window.max) !== toDate)
      found.push({ fieldId: FIELD.toDate, message: t("enquiry:errors.toFuture") });
    else if (fromDate !== null && toDate < fromDate)
      found.push({ fieldId: FIELD.toDate, message: t("enquiry:errors.toBeforeFrom") });
    found.push(...filterErrorItems(filters, FILTER_PREFIX, t));
    setErrors(found);
    if (found.length > 0 || account === undefined || fromDate === null || toDate === null) {
      setAttempt((n) => n + 1);
      return;
    }
    const next: Criteria = {
      accountNumber: account.account_number,
      accountType: account.account_type_code,
      fromDate,
      toDate,
      filters,
      debitCredit,
    };
    setCriteria(next);
    setPage(1);
    setSaveOutcome(null);
    setFraudOutcome(null);
    void load(next, 1, view);
  };

  const changePage = (nextPage: number) => {
    if (criteria === null) return;
    if (blocks.newSearch) {
      blocked();
      return;
    }
    setPage(nextPage);
    void load(criteria, nextPage, view);
  };

  const changeView = (nextView: EnquiryView) => {
    if (blocks.newSearch) {
      blocked();
      return;
    }
    setView(nextView);
    setPage(1);
    if (criteria !== null) void load(criteria, 1, nextView);
  };

  const changeCategory = (row: EnquiryRow, category: string) => {
    setSaveOutcome(null);
    setPending((current) =>
      withCategoryChange(current, {
        account: row.accountNumber,
        sequence: String(row.sequence),
        category,
      }),
    );
  };

  const save = async () => {
    if (pending.length === 0 || isSaving) return;
    setSaving(true);
    try {
      await api.updateTransactionCategories(
        pending.map((c) => ({ account: c.account, sequence: Number(c.sequence), category: c.category })),
      );
      const saved = pending;
      setResult((current) =>
        current === null
          ? current
          : {
              ...current,
              transaclist: current.transaclist.map((row) => {
                const change = saved.find(
                  (c) => c.account === row.accountNumber && c.sequence === String(row.sequence),
                );
                return change === undefined ? row : { ...row, trnCateogry: change.category };
              }),
            },
      );
      setPending([]);
      setShowNotice(false);
      setSaveOutcome({ tone: "success", text: t("enquiry:categorise.saved", { count: saved.length }) });
    } catch (error) {
      // A refused or failed save is said here and the changes stay pending (the service dialog
      // would lead to the dashboard, which the pending changes block); session failures still sign out.
      const isServiceFailure = isCallFailure(error) && [400, 500, 503].includes(error.status);
      const message = isServiceFailure ? "" : handleFailure(error);
      if (message !== null) {
        setSaveOutcome({ tone: "error", text: `${t("enquiry:categorise.saveFailed")} ${message}`.trim() });
      }
    } finally {
      setSaving(false);
    }
  };

  const discard = () => {
    setPending([]);
    setShowNotice(false);
    setSaveOutcome(null);
    announce(t("enquiry:categorise.discarded"));
  };

  const rowName = (row: EnquiryRow) => `${formatDisplayDate(row.date)} ${row.description}`;

  const startFraud = async (row: EnquiryRow) => {
    setFraudOutcome(null);
    setFraudFailure(null);
    try {
      const check = await api.checkDuplicateFraud({
        sequence: row.sequence,
        accountNumber: row.accountNumber,
        transactionDate: row.date,
        description: row.description.slice(0, 200),
      });
      if (check.value) {
        setFraudOutcome({ tone: "error", text: check.errorMessage ?? t("enquiry:fraud.alreadyReported") });
        return;
      }
      setFraudRow(row);
    } catch (error) {
      const message = handleFailure(error);
      if (message !== null) setFraudOutcome({ tone: "error", text: message });
    }
  };

  const submitFraud = async (answers: FraudAnswers) => {
    const row = fraudRow;
    if (row === null || fraudPending) return;
    setFraudPending(true);
    setFraudFailure(null);
    try {
      const answer = await api.markFraudTransaction({
        accountNumber: row.accountNumber,
        transactionDate: row.date,
        amount: row.amount,
        sequence: row.sequence,
        ...answers,
      });
      if (answer.success) {
        // Shown until the next search brings the bank's time: now, in the customer's local time.
        const now = new Date();
        const two = (n: number) => String(n).padStart(2, "0");
        const marked = `${String(now.getFullYear())}-${two(now.getMonth() + 1)}-${two(now.getDate())}T${two(now.getHours())}:${two(now.getMinutes())}`;
        setResult((current) =>
          current === null
            ? current
            : {
                ...current,
                transaclist: current.transaclist.map((r) =>
                  r.accountNumber === row.accountNumber && r.sequence === row.sequence
                    ? { ...r, fruadpostedTime: r.fruadpostedTime ?? marked }
                    : r,
                ),
              },
        );
        setFraudRow(null);
        setFraudOutcome({
          tone: "success",
          text: t("enquiry:fraud.reported", { row: rowName(row), reference: answer.data ?? "" }),
        });
      } else {
        setFraudFailure(
          fraudFailureMessage(answer.statusCode) === "GENERIC"
            ? t("enquiry:tranEnq.form.exception_message")
            : answer.statusMsg,
        );
      }
    } catch {
      setFraudFailure(t("enquiry:tranEnq.form.exception_message"));
    } finally {
      setFraudPending(false);
    }
  };

  const closingShown = criteria === null || isClosingBalanceShown(criteria.filters);
  const money = (paise: number) => formatInr(paiseFromNumber(paise), language);
  const categoryName = (id: string) => (isTransactionCategory(id) ? t(`enquiry:category.${id}`) : id);
  const categoryIds = categories.data?.map((c) => c.txnCategoryID) ?? TRANSACTION_CATEGORIES;
  const categoryOptions = categoryIds.map((id) => ({ id, label: categoryName(id) }));

  const pendingCategory = (row: EnquiryRow) =>
    pending.find((c) => c.account === row.accountNumber && c.sequence === String(row.sequence))?.category;

  const columns: TableColumn<EnquiryRow>[] = [
    { id: "date", label: t("enquiry:column.date"), render: (row) => formatDisplayDate(row.date) },
    { id: "description", label: t("enquiry:column.description"), isRowHeader: true },
    { id: "cheque", label: t("enquiry:column.cheque"), render: (row) => row.chequeNumber ?? "" },
    {
      id: "debit",
      label: t("enquiry:column.debit"),
      align: "end",
      render: (row) => (row.crdr === "DR" ? money(row.amount) : ""),
    },
    {
      id: "credit",
      label: t("enquiry:column.credit"),
      align: "end",
      render: (row) => (row.crdr === "CR" ? money(row.amount) : ""),
    },
    ...(closingShown && view === "all"
      ? [
          {
            id: "balance",
            label: t("enquiry:column.balance"),
            align: "end" as const,
            render: (row: EnquiryRow) => money(row.balance),
          },
        ]
      : []),
    {
      id: "category",
      label: t("enquiry:column.category"),
      render: (row) =>
        result?.canCategorise === true && view === "all" ? (
          <Select
            label={t("enquiry:categorise.label", { row: rowName(row) })}
            placeholder={t("enquiry:categorise.placeholder")}
            options={categoryOptions}
            selectedKey={pendingCategory(row) ?? row.trnCateogry}
            onSelectionChange={(id) => {
              if (id !== null) changeCategory(row, id);
            }}
          />
        ) : (
          categoryName(row.trnCateogry)
        ),
    },
    {
      id: "fraud",
      label: t("enquiry:column.fraud"),
      render: (row) =>
        row.fruadpostedTime !== null ? (
          <span className="enquiry-fraud-mark">
            {t("enquiry:fraud.marked", { time: markedAt(row.fruadpostedTime) })}
          </span>
        ) : (
          <Button
            variant="secondary"
            aria-label={t("enquiry:fraud.reportRow", { row: rowName(row) })}
            onPress={() => void startFraud(row)}
          >
            {t("enquiry:fraud.report")}
          </Button>
        ),
    },
  ];

  const rows = result?.transaclist ?? [];
  const total = result?.totalRecords ?? 0;

  return (
    <div className="app-screen enquiry-screen">
      <ScreenHeading />
      {loadFailure !== null ? <Banner tone="error">{loadFailure}</Banner> : null}
      {showNotice && blocks.showNotice ? (
        <div ref={noticeRef} tabIndex={-1} className="enquiry-notice">
          <Banner tone="warning">
            <p>{t("enquiry:categorise.notice", { count: pending.length })}</p>
            <div className="flow-actions">
              <Button onPress={() => void save()} isPending={isSaving} pendingLabel={t("enquiry:processing")}>
                {t("enquiry:categorise.save")}
              </Button>
              <Button variant="secondary" onPress={discard}>
                {t("enquiry:categorise.discard")}
              </Button>
            </div>
          </Banner>
        </div>
      ) : null}
      <LoadingRegion isBusy={serverDate.isPending || accounts.isPending} label={t("common:loading")}>
        <Form onSubmit={search} errorSummary={{ title: t("common:errorSummaryTitle"), errors, attempt }}>
          <Select
            id={FIELD.account}
            label={t("enquiry:form.account")}
            placeholder={t("enquiry:form.accountPlaceholder")}
            isRequired
            isDisabled={blocks.accountChange}
            {...(blocks.accountChange ? { description: t("enquiry:form.accountLocked") } : {})}
            options={enquiryAccounts.map((a) => ({
              id: a.account_number,
              label: a.accNoWithNickName,
              description: t(`enquiry:group.${a.account_grp_code === "DDA" ? "DDA" : "SAV"}`),
            }))}
            selectedKey={accountNumber}
            onSelectionChange={setAccountNumber}
            {...fieldErrorProp(errors, FIELD.account)}
          />
          <div className="form-range">
            <DatePicker
              id={FIELD.fromDate}
              label={t("enquiry:form.fromDate")}
              description={t("enquiry:form.dateFormat")}
              {...datePickerLabels(t)}
              isRequired
              value={fromDate}
              onChange={setFromDate}
              {...(appDate !== undefined ? { maxValue: appDate } : {})}
              {...fieldErrorProp(errors, FIELD.fromDate)}
            />
            <DatePicker
              id={FIELD.toDate}
              label={t("enquiry:form.toDate")}
              description={t("enquiry:form.dateFormat")}
              {...datePickerLabels(t)}
              isRequired
              value={toDate}
              onChange={setToDate}
              {...(appDate !== undefined ? { maxValue: appDate } : {})}
              {...fieldErrorProp(errors, FIELD.toDate)}
            />
          </div>
          <SearchFilterFields
            idPrefix={FILTER_PREFIX}
            values={filterValues}
            onChange={(change) => setFilterValues((current) => ({ ...current, ...change }))}
            errors={errors}
          />
          <RadioGroup
            label={t("enquiry:form.type")}
            orientation="horizontal"
            value={debitCredit}
            onChange={(value) => setDebitCredit(value === "debit" || value === "credit" ? value : "both")}
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
      </LoadingRegion>
      {searchFailure !== null ? <Banner tone="error">{searchFailure}</Banner> : null}
      {criteria !== null ? (
        <section className="enquiry-results" aria-label={t("enquiry:results.region")}>
          <Tabs
            label={t("enquiry:view.label")}
            selectedKey={view}
            onSelectionChange={(id) => changeView(id === "fraud" ? "fraud" : "all")}
            tabs={[
              { id: "all", label: t("enquiry:view.all"), content: null },
              { id: "fraud", label: t("enquiry:view.fraud"), content: null },
            ]}
          />
          {saveOutcome !== null ? <Banner tone={saveOutcome.tone}>{saveOutcome.text}</Banner> : null}
          {fraudOutcome !== null ? <Banner tone={fraudOutcome.tone}>{fraudOutcome.text}</Banner> : null}
          {pending.length > 0 && !showNotice ? (
            <div className="flow-actions">
              <Button onPress={() => void save()} isPending={isSaving} pendingLabel={t("enquiry:processing")}>
                {t("enquiry:categorise.saveCount", { count: pending.length })}
              </Button>
              <Button variant="secondary" onPress={discard}>
                {t("enquiry:categorise.discard")}
              </Button>
            </div>
          ) : null}
          <Table
            caption={
              view === "fraud"
                ? t("enquiry:results.fraudCaption", { count: total })
                : t("enquiry:results.caption", { count: total })
            }
            captionHeadingLevel={2}
            captionRef={captionRef}
            columns={columns}
            rows={rows}
            getRowId={(row) => `${row.accountNumber}-${String(row.sequence)}`}
            emptyContent={view === "fraud" ? t("enquiry:results.noneFraud") : t("enquiry:results.none")}
            isLoading={isSearching}
            loadingLabel={t("common:loading")}
          />
          {isEnquiryFooterShown(total) ? (
            <Pager
              label={t("enquiry:pager.label")}
              page={page}
              onPageChange={changePage}
              totalRows={total}
              pageSize={ENQUIRY_PAGE_SIZE}
              hiddenAt={ENQUIRY_PAGE_SIZE}
              rangeText={(from, to, all) => t("enquiry:pager.range", { from, to, total: all })}
            />
          ) : null}
        </section>
      ) : null}
      <FraudDialog
        key={fraudRow === null ? "closed" : `${fraudRow.accountNumber}-${String(fraudRow.sequence)}`}
        rowName={fraudRow === null ? null : rowName(fraudRow)}
        isPending={fraudPending}
        failure={fraudFailure}
        onSubmit={(answers) => void submitFraud(answers)}
        onClose={() => setFraudRow(null)}
      />
    </div>
  );
}
