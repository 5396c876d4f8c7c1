import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import {
  amountInWords,
  applyStatementStatus,
  compareIsoDates,
  DOWNLOAD_TYPE_CODES,
  forcedStatementStatus,
  formatInr,
  formatLongDate,
  isDownloadOffered,
  isStatementPagerShown,
  MINI_STATEMENT_ROWS,
  paiseFromNumber,
  showsOpeningDateWarning,
  statementDateErrors,
  statementDateWindows,
  STATEMENT_PAGE_SIZE,
  STATEMENT_PERIOD_TYPES,
  statementPeriod,
  statementPeriodEnd,
  type AccountKind,
  type DownloadFormat,
  type StatementPeriodType,
  type StatementStatus,
  CLOSED_STATUS_CODE,
} from "../../domain";
import type { AccountListItem } from "../../adapters/rib/contract/accounts";
import type {
  StatementRequest,
  StatementResponse,
  StatementRow,
} from "../../adapters/rib/contract/statements";
import { AlertDialog } from "../../ui/AlertDialog";
import { Banner } from "../../ui/Banner";
import { Button } from "../../ui/Button";
import { DatePicker } from "../../ui/DatePicker";
import { DescriptionList, type DescriptionListItem } from "../../ui/DescriptionList";
import { DownloadButton } from "../../ui/DownloadButton";
import { EmptyState } from "../../ui/EmptyState";
import type { ErrorSummaryItem } from "../../ui/ErrorSummary";
import { Form } from "../../ui/Form";
import { Money } from "../../ui/Money";
import { RadioGroup } from "../../ui/RadioGroup";
import { Select } from "../../ui/Select";
import { LoadingRegion } from "../../ui/Spinner";
import { Table, type TableColumn } from "../../ui/Table";
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
import { ScreenHeading, useStateParams } from "../navigation/StateProvider";
import { isCallFailure, useFailure, useFailureOf } from "../session/FailureProvider";
import { EMPTY_FILE_CODE } from "../../adapters/rib/FetchBankApi";
import { PrintPreviewDialog } from "./PrintPreview";
import { kindOfItem } from "../accounts/accountFormat";
import { saveFile } from "./saveFile";
import "./statements.css";
import { usePageLanguage } from "../i18n/usePageLanguage";

/** The account types of the statement form (spec 000 section 4). */
const KINDS: readonly AccountKind[] = ["savings", "current", "deposit", "loan"];
const STATUSES: readonly StatementStatus[] = ["ACTIVE", "CLOSED"];
const FORMATS: readonly DownloadFormat[] = ["PDF", "EXCEL", "HTML"];
const FORMAT_LABEL_KEYS: Readonly<Record<DownloadFormat, string>> = {
  PDF: "statements:download.pdf",
  EXCEL: "statements:download.excel",
  HTML: "statements:download.html",
};

const FIELD = {
  kind: "statement-kind",
  status: "statement-status",
  account: "statement-account",
  fromDate: "statement-from-date",
  toDate: "statement-to-date",
} as const;
/** The id prefix of the amount and cheque ranges. */
const FILTER_PREFIX = "statement";

/** Whether a statement-list account matches the chosen type and status (status 4 is closed). */
function matches(account: AccountListItem, kind: AccountKind, status: StatementStatus): boolean {
  return kindOfItem(account) === kind && (status === "CLOSED") === (account.status === CLOSED_STATUS_CODE);
}

function isKind(value: string | null): value is AccountKind {
  return value !== null && (KINDS as readonly string[]).includes(value);
}

function isPeriodType(value: string): value is StatementPeriodType {
  return (STATEMENT_PERIOD_TYPES as readonly string[]).includes(value);
}

interface Criteria {
  readonly request: Omit<StatementRequest, "totalrows" | "beginValue">;
  readonly account: AccountListItem;
}

/**
 * The account statement (state `acctStmt`, spec 000 sections 4, 5, 8, 9): account type and status
 * (savings and current are active only; a closed account's statement is six months ascending),
 * the account, the period (mini, one month, six months, current or previous financial year, or
 * dates), optional amount and cheque ranges and the order; the result with its period and
 * balances, ten rows a page; PDF, Excel and HTML downloads for ascending statements of a period;
 * a print preview, warned first when the account opened inside a predefined period.
 */
export function StatementScreen() {
  const { t } = useTranslation();
  const language = usePageLanguage();
  const api = useBankApi();
  const { handleFailure } = useFailure();
  const params = useStateParams();

  const serverDate = useQuery({ queryKey: ["serverDate"], queryFn: () => api.getServerDate() });
  const accounts = useQuery({
    queryKey: ["accountList", "statement"],
    queryFn: () => api.getAccountList("statement"),
  });
  const loadFailure = useFailureOf(serverDate.error ?? accounts.error);
  const appDate = serverDate.data?.appDate;
  const allAccounts = accounts.data ?? [];
  const paramAccount = allAccounts.find((a) => a.account_number === params["accountNumber"]);
  const paramKind = paramAccount === undefined ? undefined : kindOfItem(paramAccount);

  // Until the customer chooses (undefined): the account passed in, else savings, active, the first account.
  const [chosenKind, setChosenKind] = useState<AccountKind | undefined>(undefined);
  const [chosenStatus, setChosenStatus] = useState<StatementStatus | undefined>(undefined);
  const [chosenAccount, setChosenAccount] = useState<string | null | undefined>(undefined);
  const kind: AccountKind =
    chosenKind ?? (paramKind !== undefined && isKind(paramKind) ? paramKind : "savings");
  const forcedStatus = forcedStatementStatus(kind);
  const status: StatementStatus =
    forcedStatus ?? chosenStatus ?? (paramAccount?.status === CLOSED_STATUS_CODE ? "CLOSED" : "ACTIVE");
  const choices = allAccounts.filter((a) => matches(a, kind, status));
  // An account passed in that the type and status rules do not offer (a closed savings or current account).
  const paramNotOffered =
    paramAccount !== undefined &&
    chosenKind === undefined &&
    !choices.some((a) => a.account_number === paramAccount.account_number);
  const accountNumber =
    chosenAccount === undefined
      ? (choices.find((a) => a.account_number === paramAccount?.account_number)?.account_number ??
        choices[0]?.account_number ??
        null)
      : chosenAccount;
  const [periodType, setPeriodType] = useState<StatementPeriodType>(
    paramAccount?.status === CLOSED_STATUS_CODE ? "SIX_MONTHS" : "ONE_MONTH",
  );
  const [sortAscending, setSortAscending] = useState(paramAccount?.status === CLOSED_STATUS_CODE);
  const [fromDate, setFromDate] = useState<string | null>(null);
  const [toDate, setToDate] = useState<string | null>(null);
  const [filterValues, setFilterValues] = useState<FilterValues>(NO_FILTERS);
  const [errors, setErrors] = useState<readonly ErrorSummaryItem[]>([]);
  const [attempt, setAttempt] = useState(0);
  const isClosed = status === "CLOSED";
  // A closed account's statement is six months, ascending (applied again whenever CLOSED holds).
  const choice = applyStatementStatus(status, { sortAscending, periodType });

  const [criteria, setCriteria] = useState<Criteria | null>(null);
  const [page, setPage] = useState(1);
  const {
    answer: result,
    isSearching: isLoading,
    failure: searchFailure,
    focusRef: headingRef,
    search,
  } = useLatestSearch<StatementResponse, HTMLHeadingElement>();

  const [downloading, setDownloading] = useState<DownloadFormat | null>(null);
  const [downloadOutcome, setDownloadOutcome] = useState<{ tone: "success" | "error"; text: string } | null>(
    null,
  );
  const [printStep, setPrintStep] = useState<"closed" | "warning" | "preview">("closed");

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

  const load = (next: Criteria, nextPage: number) => {
    const size = next.request.stmtType === "MINI" ? MINI_STATEMENT_ROWS : STATEMENT_PAGE_SIZE;
    return search(
      () => api.searchStatement({ ...next.request, totalrows: size, beginValue: (nextPage - 1) * size }),
      (answer) =>
        answer.totalRecords === 0
          ? t("statements:result.noneAnnounced")
          : t("statements:result.count", { count: answer.totalRecords }),
    );
  };

  const submit = () => {
    const found: ErrorSummaryItem[] = [];
    const account = choices.find((a) => a.account_number === accountNumber);
    if (account === undefined)
      found.push({ fieldId: FIELD.account, message: t("statements:errors.account") });
    const type = choice.periodType;
    if (type === "DATE_RANGE") {
      const dateErrors = statementDateErrors(fromDate, toDate);
      if (dateErrors.fromDate !== null) {
        found.push({
          fieldId: FIELD.fromDate,
          message:
            dateErrors.fromDate === "STATEMENT.FROM_AFTER_TO"
              ? t("statements:errors.fromAfterTo")
              : t("statements:errors.fromDate"),
        });
      }
      if (dateErrors.toDate !== null) {
        found.push({ fieldId: FIELD.toDate, message: t("statements:errors.toDate") });
      } else if (toDate !== null && appDate !== undefined && compareIsoDates(toDate, appDate) > 0) {
        found.push({ fieldId: FIELD.toDate, message: t("statements:errors.toFuture") });
      }
    }
    const filters = searchFiltersOf(filterValues);
    found.push(...filterErrorItems(filters, FILTER_PREFIX, t));
    setErrors(found);
    if (found.length > 0 || account === undefined) {
      setAttempt((n) => n + 1);
      return;
    }
    const next: Criteria = {
      account,
      request: {
        accountNumber: account.account_number,
        accountType: account.account_type_code,
        stmtType: type,
        fromDate: type === "DATE_RANGE" ? fromDate : null,
        toDate: type === "DATE_RANGE" ? toDate : null,
        fromAmount: filters.fromAmount === null ? null : Number(filters.fromAmount),
        toAmount: filters.toAmount === null ? null : Number(filters.toAmount),
        fromCheckNumber: filters.fromCheque,
        toCheckNumber: filters.toCheque,
        type: null,
        sortByAsc: choice.sortAscending,
      },
    };
    setCriteria(next);
    setPage(1);
    setDownloadOutcome(null);
    void load(next, 1);
  };

  const changePage = (nextPage: number) => {
    if (criteria === null) return;
    setPage(nextPage);
    void load(criteria, nextPage);
  };

  const download = async (format: DownloadFormat) => {
    if (criteria === null || downloading !== null) return;
    setDownloading(format);
    setDownloadOutcome(null);
    try {
      const file = await api.downloadStatement({
        ...criteria.request,
        totalrows: STATEMENT_PAGE_SIZE,
        beginValue: 0,
        dwndType: DOWNLOAD_TYPE_CODES[format],
        lang: language,
      });
      saveFile(file);
      const text = t("statements:download.saved", { file: file.fileName });
      setDownloadOutcome({ tone: "success", text });
    } catch (error) {
      let text: string | null;
      if (isCallFailure(error) && error.code === EMPTY_FILE_CODE) text = t("statements:download.empty");
      else if (isCallFailure(error) && error.code === "STATEMENT.NO_DATA")
        text = t("errors:STATEMENT.NO_DATA");
      else {
        const message = handleFailure(error);
        text = message === null ? null : `${t("statements:download.failed")} ${message}`.trim();
      }
      if (text !== null) setDownloadOutcome({ tone: "error", text });
    } finally {
      setDownloading(null);
    }
  };

  const openPrint = () => {
    if (criteria === null || result === null || appDate === undefined) return;
    setPrintStep(
      showsOpeningDateWarning(
        criteria.request.stmtType,
        result.accountOpenedDate,
        statementPeriodEnd(appDate, criteria.account.closedDate),
      )
        ? "warning"
        : "preview",
    );
  };

  const money = (paise: number) => formatInr(paiseFromNumber(paise), language);
  const words = (paise: number) => {
    try {
      return amountInWords(paiseFromNumber(Math.abs(paise)), language);
    } catch {
      return undefined;
    }
  };
  const balance = (paise: number) => {
    const inWords = words(paise);
    return <Money formatted={money(paise)} {...(inWords !== undefined ? { words: inWords } : {})} />;
  };

  const columns: TableColumn<StatementRow>[] = [
    {
      id: "date",
      label: t("statements:column.date"),
      isRowHeader: true,
      render: (row) => formatLongDate(row.date, language),
    },
    { id: "description", label: t("statements:column.description") },
    { id: "cheque", label: t("statements:column.cheque"), render: (row) => row.chequeNumber ?? "" },
    {
      id: "debit",
      label: t("statements:column.debit"),
      align: "end",
      render: (row) => (row.crdr === "DR" ? money(row.amount) : ""),
    },
    {
      id: "credit",
      label: t("statements:column.credit"),
      align: "end",
      render: (row) => (row.crdr === "CR" ? money(row.amount) : ""),
    },
    {
      id: "balance",
      label: t("statements:column.balance"),
      align: "end",
      render: (row) => money(row.balance),
    },
  ];

  const rows = result?.transaclist ?? [];
  const total = result?.totalRecords ?? 0;
  const heading =
    criteria === null ? "" : t("statements:result.heading", { account: criteria.account.accNoWithNickName });
  const summary: DescriptionListItem[] =
    result === null
      ? []
      : [
          {
            term: t("statements:result.period"),
            description: t("statements:result.periodValue", {
              from: formatLongDate(result.fromDate, language),
              to: formatLongDate(result.toDate, language),
            }),
          },
          { term: t("statements:result.opening"), description: balance(result.openingBalance) },
          { term: t("statements:result.closing"), description: balance(result.closingBalance) },
        ];
  const caption = t("statements:result.caption", { count: total });
  const offered =
    criteria !== null && isDownloadOffered(criteria.request.sortByAsc, criteria.request.stmtType);
  const windows = appDate === undefined ? null : statementDateWindows(toDate, appDate);
  const periodStart =
    criteria === null || appDate === undefined
      ? null
      : statementPeriod(criteria.request.stmtType, statementPeriodEnd(appDate, criteria.account.closedDate));

  return (
    <div className="app-screen statement-screen">
      <ScreenHeading />
      {loadFailure !== null ? <Banner tone="error">{loadFailure}</Banner> : null}
      <LoadingRegion isBusy={serverDate.isPending || accounts.isPending} label={t("statements:loading")}>
        <Form onSubmit={submit} errorSummary={{ title: t("common:errorSummaryTitle"), errors, attempt }}>
          <div className="form-range">
            <Select
              id={FIELD.kind}
              label={t("statements:form.kind")}
              placeholder={t("statements:form.kindPlaceholder")}
              isRequired
              options={KINDS.map((k) => ({ id: k, label: t(`statements:form.kindOption.${k}`) }))}
              selectedKey={kind}
              onSelectionChange={chooseKind}
            />
            <Select
              id={FIELD.status}
              label={t("statements:form.status")}
              placeholder={t("statements:form.statusPlaceholder")}
              isRequired
              isDisabled={forcedStatus !== null}
              {...(forcedStatus !== null ? { description: t("statements:form.statusForced") } : {})}
              options={STATUSES.map((s) => ({ id: s, label: t(`statements:form.statusOption.${s}`) }))}
              selectedKey={status}
              onSelectionChange={chooseStatus}
            />
          </div>
          {paramNotOffered ? (
            <Banner tone="info">
              {t("statements:form.paramNotOffered", { account: paramAccount.accNoWithNickName })}
            </Banner>
          ) : null}
          {accounts.data !== undefined && choices.length === 0 ? (
            <Banner tone="info">{t("statements:form.noAccounts")}</Banner>
          ) : (
            <Select
              id={FIELD.account}
              label={t("statements:form.account")}
              placeholder={t("statements:form.accountPlaceholder")}
              isRequired
              options={choices.map((a) => ({
                id: a.account_number,
                label: a.accNoWithNickName,
                ...(a.closedDate !== null
                  ? {
                      description: t("statements:form.closedAccount", {
                        date: formatLongDate(a.closedDate, language),
                      }),
                    }
                  : {}),
              }))}
              selectedKey={accountNumber}
              onSelectionChange={setChosenAccount}
              {...fieldErrorProp(errors, FIELD.account)}
            />
          )}
          <RadioGroup
            id="statement-period"
            label={t("statements:form.period")}
            value={choice.periodType}
            isDisabled={isClosed}
            {...(isClosed ? { description: t("statements:form.periodForced") } : {})}
            onChange={(value) => {
              if (isPeriodType(value)) setPeriodType(value);
            }}
            options={STATEMENT_PERIOD_TYPES.map((p) => ({
              value: p,
              label: t(`statements:form.periodOption.${p}`),
            }))}
          />
          {choice.periodType === "DATE_RANGE" ? (
            <div className="form-range">
              <DatePicker
                id={FIELD.fromDate}
                label={t("statements:form.fromDate")}
                description={t("statements:form.dateFormat")}
                {...datePickerLabels(t)}
                isRequired
                value={fromDate}
                onChange={setFromDate}
                {...(windows?.from.max != null ? { maxValue: windows.from.max } : {})}
                {...fieldErrorProp(errors, FIELD.fromDate)}
              />
              <DatePicker
                id={FIELD.toDate}
                label={t("statements:form.toDate")}
                description={t("statements:form.dateFormat")}
                {...datePickerLabels(t)}
                isRequired
                value={toDate}
                onChange={setToDate}
                {...(windows?.to.max != null ? { maxValue: windows.to.max } : {})}
                {...fieldErrorProp(errors, FIELD.toDate)}
              />
            </div>
          ) : null}
          <SearchFilterFields
            idPrefix={FILTER_PREFIX}
            values={filterValues}
            onChange={(change) => setFilterValues((current) => ({ ...current, ...change }))}
            errors={errors}
          />
          <RadioGroup
            id="statement-sort"
            label={t("statements:form.sort")}
            orientation="horizontal"
            value={choice.sortAscending ? "asc" : "desc"}
            isDisabled={isClosed}
            onChange={(value) => setSortAscending(value === "asc")}
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
      </LoadingRegion>
      {searchFailure !== null ? <Banner tone="error">{searchFailure}</Banner> : null}
      {criteria !== null && result !== null ? (
        <section className="statement-result" aria-labelledby="statement-result-heading">
          <h2
            id="statement-result-heading"
            ref={headingRef}
            tabIndex={-1}
            className="statement-result-heading"
          >
            {heading}
          </h2>
          <DescriptionList items={summary} />
          {total === 0 ? (
            <EmptyState
              title={t("statements:result.none")}
              description={t("statements:result.noneHint")}
              headingLevel={3}
            />
          ) : (
            <>
              <Table
                caption={caption}
                captionHeadingLevel={3}
                columns={columns}
                rows={rows}
                getRowId={(row) => String(row.sequence)}
                emptyContent={t("statements:result.none")}
                isLoading={isLoading}
                loadingLabel={t("statements:loading")}
              />
              {isStatementPagerShown(total) && criteria.request.stmtType !== "MINI" ? (
                <Pager
                  label={t("statements:pager.label")}
                  page={page}
                  onPageChange={changePage}
                  totalRows={total}
                  pageSize={STATEMENT_PAGE_SIZE}
                  hiddenAt={STATEMENT_PAGE_SIZE}
                  rangeText={(from, to, all) => t("statements:pager.range", { from, to, total: all })}
                />
              ) : null}
              <div className="flow-actions">
                <Button variant="secondary" onPress={openPrint}>
                  {t("statements:print.open")}
                </Button>
              </div>
              <section className="statement-downloads" aria-labelledby="statement-downloads-heading">
                <h3 id="statement-downloads-heading">{t("statements:download.heading")}</h3>
                {offered ? (
                  <div className="statement-download-buttons">
                    {FORMATS.map((format) => (
                      <DownloadButton
                        key={format}
                        label={t("statements:download.label")}
                        fileType={t(FORMAT_LABEL_KEYS[format])}
                        onPress={() => void download(format)}
                        isPending={downloading === format}
                        pendingLabel={t("statements:download.preparing")}
                        isDisabled={downloading !== null && downloading !== format}
                      />
                    ))}
                  </div>
                ) : (
                  <p>{t("statements:download.notOffered")}</p>
                )}
                {downloadOutcome !== null ? (
                  <Banner tone={downloadOutcome.tone}>{downloadOutcome.text}</Banner>
                ) : null}
              </section>
            </>
          )}
        </section>
      ) : null}
      <AlertDialog
        isOpen={printStep === "warning"}
        title={t("statements:print.warningTitle")}
        tone="warning"
        primaryActionLabel={t("statements:print.continue")}
        onPrimaryAction={() => setPrintStep("preview")}
        cancelLabel={t("statements:print.cancel")}
        onCancel={() => setPrintStep("closed")}
      >
        <p>
          {result !== null && periodStart?.kind === "DATES"
            ? t("statements:print.warning", {
                date: formatLongDate(result.accountOpenedDate, language),
                start: formatLongDate(periodStart.from, language),
              })
            : null}
        </p>
      </AlertDialog>
      <PrintPreviewDialog
        isOpen={printStep === "preview"}
        onClose={() => setPrintStep("closed")}
        heading={heading}
        summary={summary}
        caption={caption}
        columns={columns}
        rows={rows}
        page={page}
      />
    </div>
  );
}
