import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import {
  catalogueBehaviour,
  compareIsoDates,
  errorMessageKey,
  formatDisplayDate,
  formatInr,
  INFLOW_OUTFLOW_VIEWS,
  isWithinWindow,
  spendDateWindow,
  SPEND_PRESET_DAYS,
  type InflowOutflowView,
  type Paise,
  type SpendPresetDays,
} from "../../domain";
import type {
  ExpenseInOutRequest,
  InflowOutflowPeriod,
  InflowOutflowResponse,
} from "../../adapters/rib/contract/insights";
import { BarChart } from "../../ui/BarChart";
import { Banner } from "../../ui/Banner";
import { Button } from "../../ui/Button";
import { DatePicker } from "../../ui/DatePicker";
import { DescriptionList } from "../../ui/DescriptionList";
import { DonutChart } from "../../ui/DonutChart";
import { Form } from "../../ui/Form";
import { useAnnouncer } from "../../ui/LiveRegion";
import { Money } from "../../ui/Money";
import { RadioGroup } from "../../ui/RadioGroup";
import { Select } from "../../ui/Select";
import { LoadingRegion } from "../../ui/Spinner";
import type { BankCalls } from "../../adapters/rib/BankClient";
import { useBank } from "../ServicesContext";
import { bankQuery } from "../bankQueries";
import { accountOptionLabel } from "../accounts/accountFormat";
import { datePickerLabels } from "../forms/datePickerLabels";
import { useFormErrors, type FieldErrorText } from "../forms/useFormErrors";
import { localText } from "../i18n/localText";
import { LOCALES, type Language } from "../i18n/i18n";
import { useFailureOf } from "../session/FailureProvider";
import { AccountGroupSummary } from "./AccountGroupSummary";
import "./insights.css";
import { usePageLanguage } from "../i18n/usePageLanguage";

/** The query of `account/expenseInOut` for a request: the preset travels as its text ("30", "90", "180"). */
function expenseQueryOf(request: ExpenseInOutRequest): BankCalls["expenseInOut"]["request"] {
  const account = request.accountNumber !== undefined ? { accountNumber: request.accountNumber } : {};
  return "days" in request
    ? { ...account, days: `${request.days}` }
    : { ...account, fromDate: request.fromDate, toDate: request.toDate };
}

/** The period choice of the expense graph: a spend preset or dates of the customer's choice. */
type PeriodChoice = `${SpendPresetDays}` | "range";

/** Ids of the expense fields (the error summary links focus them). */
const FIELD = { period: "insights-period", fromDate: "insights-from", toDate: "insights-to" } as const;

/** `yyyy-MM-dd` as a UTC date for Intl formatting (no time-zone shift). */
const utcDate = (iso: string): Date => new Date(`${iso}T00:00:00Z`);

/**
 * The label of one inflow/outflow period in the page language: a month, a quarter (first to last
 * month) or a financial year named by its years (FY 2026–27, also while it is still running).
 */
function periodLabel(
  period: InflowOutflowPeriod,
  view: InflowOutflowView,
  language: Language,
  fyLabel: (start: string, end: string) => string,
): string {
  if (view === 2) {
    const start = Number(period.fromDate.slice(0, 4));
    return fyLabel(String(start), String((start + 1) % 100).padStart(2, "0"));
  }
  const format = new Intl.DateTimeFormat(LOCALES[language], {
    month: "short",
    year: "numeric",
    timeZone: "UTC",
  });
  return view === 0
    ? format.format(utcDate(period.fromDate))
    : format.formatRange(utcDate(period.fromDate), utcDate(period.toDate));
}

/**
 * The dashboard's insights (spec 000 sections 3, 8, 9): for one savings or current account, the
 * money in and out per month, quarter or financial year (errorCode 110 hides the graph and shows
 * the message), and the spending by category for a spend preset or dates within the last two
 * years. Each chart has its data table; amounts are rupees with Indian grouping. While its parts
 * load, placeholders keep their places (insights.css), so nothing below them moves when they come.
 */
export function InsightsPanel() {
  const { t } = useTranslation();
  const language = usePageLanguage();
  const bank = useBank();
  const announce = useAnnouncer();
  const headingId = useId();
  const serverDate = useQuery(bankQuery(bank, "serverDate", {}));
  const accounts = useQuery(bankQuery(bank, "enquiryAccountList", {}));
  const [chosenAccount, setChosenAccount] = useState<string | null>(null);
  // Until the customer chooses, the report is of the server's default account: the first of the
  // same list (contract `InflowOutflowRequest`), so it starts with the other calls, not after the list.
  const accountNumber = chosenAccount ?? accounts.data?.[0]?.account_number ?? null;
  const account = accounts.data?.find((a) => a.account_number === accountNumber);
  const [view, setView] = useState<InflowOutflowView>(0);
  const inflow = useQuery({
    ...bankQuery(
      bank,
      "inflowOutflowReport",
      chosenAccount === null
        ? { dbtCrdtRprtView: view }
        : { accountNumber: chosenAccount, dbtCrdtRprtView: view },
    ),
    placeholderData: keepPreviousData,
  });
  // A view or account chosen by the customer is confirmed once its report is in (not on first load).
  const isChangeToSpeak = useRef(false);
  const report = inflow.isPlaceholderData ? undefined : inflow.data;
  useEffect(() => {
    if (!isChangeToSpeak.current || report === undefined) return;
    isChangeToSpeak.current = false;
    announce(
      report.errorCode === 0
        ? t("insights:inflow.shown", { view: t(`insights:view.${String(view)}`) })
        : t(errorMessageKey("INFLOW_OUTFLOW.UNAVAILABLE")),
    );
  }, [announce, report, t, view]);

  const [period, setPeriod] = useState<PeriodChoice | null>(null);
  const [fromDate, setFromDate] = useState<string | null>(null);
  const [toDate, setToDate] = useState<string | null>(null);
  const formErrors = useFormErrors();
  const [expenseRequest, setExpenseRequest] = useState<ExpenseInOutRequest | null>(null);
  // The spending follows the account chosen above, also after it was shown.
  const expenseOf: ExpenseInOutRequest | null =
    expenseRequest === null
      ? null
      : { ...expenseRequest, ...(accountNumber !== null ? { accountNumber } : {}) };
  const expenseQuery = expenseOf === null ? null : expenseQueryOf(expenseOf);
  const expense = useQuery({
    queryKey: ["expenseInOut", expenseQuery],
    queryFn: async () => {
      const answer = await bank.call("expenseInOut", expenseQuery ?? { days: "30" });
      announce(
        t("insights:expense.shown", {
          from: formatDisplayDate(answer.fromDate, language),
          to: formatDisplayDate(answer.toDate, language),
        }),
      );
      return answer;
    },
    enabled: expenseQuery !== null,
  });

  const message = useFailureOf(serverDate.error ?? accounts.error ?? inflow.error ?? expense.error);
  const money = (paise: Paise): string => formatInr(paise, language);
  // The charts draw, group and total plain numbers: they are given the amounts as numbers (exact,
  // the wire's paise are safe integers) and their tables and legends write those numbers back.
  const chartMoney = (paise: number): string => money(BigInt(Math.round(paise)));
  const compact = new Intl.NumberFormat(LOCALES[language], {
    notation: "compact",
    style: "currency",
    currency: "INR",
    maximumFractionDigits: 1,
  });
  const axisMoney = (paise: number): string => compact.format(paise / 100);
  const accountName = account?.accNoWithNickName ?? accountNumber ?? "";
  const appDate = serverDate.data?.appDate;
  const window = appDate !== undefined ? spendDateWindow(appDate) : null;

  const validate = (): { errors: FieldErrorText[]; request: ExpenseInOutRequest | null } => {
    const found: FieldErrorText[] = [];
    const base = accountNumber !== null ? { accountNumber } : {};
    if (period === null) {
      found.push({ fieldId: FIELD.period, text: localText("insights:expense.errors.periodRequired") });
      return { errors: found, request: null };
    }
    if (period !== "range")
      return { errors: found, request: { ...base, days: Number(period) as SpendPresetDays } };
    const outOfRange = (iso: string): boolean => window !== null && !isWithinWindow(iso, window);
    const rangeText = {
      min: window?.min !== null && window?.min !== undefined ? formatDisplayDate(window.min, language) : "",
      max: window?.max !== null && window?.max !== undefined ? formatDisplayDate(window.max, language) : "",
    };
    if (fromDate === null) {
      found.push({ fieldId: FIELD.fromDate, text: localText("insights:expense.errors.fromRequired") });
    } else if (outOfRange(fromDate)) {
      found.push({
        fieldId: FIELD.fromDate,
        text: localText("insights:expense.errors.outOfRange", rangeText),
      });
    }
    if (toDate === null) {
      found.push({ fieldId: FIELD.toDate, text: localText("insights:expense.errors.toRequired") });
    } else if (outOfRange(toDate)) {
      found.push({ fieldId: FIELD.toDate, text: localText("insights:expense.errors.outOfRange", rangeText) });
    }
    if (found.length === 0 && fromDate !== null && toDate !== null && compareIsoDates(fromDate, toDate) > 0) {
      found.push({ fieldId: FIELD.fromDate, text: localText("insights:expense.errors.fromAfterTo") });
    }
    return found.length > 0 || fromDate === null || toDate === null
      ? { errors: found, request: null }
      : { errors: found, request: { ...base, fromDate, toDate } };
  };

  const submit = (): void => {
    const checked = validate();
    if (checked.request === null) {
      formErrors.show(checked.errors);
      return;
    }
    formErrors.clear();
    setExpenseRequest(checked.request);
  };

  return (
    <section className="insights" aria-labelledby={headingId}>
      <h2 id={headingId} className="insights-title">
        {t("insights:title")}
      </h2>
      {message !== null ? <Banner tone="error">{message}</Banner> : null}
      <AccountGroupSummary />
      <LoadingRegion isBusy={accounts.isPending} label={t("common:loading")}>
        {accounts.isPending ? (
          <div className="insights-pending insights-pending--body" aria-hidden="true" />
        ) : null}
        {accounts.data !== undefined && accounts.data.length === 0 ? (
          <p>{t("insights:account.none")}</p>
        ) : null}
        {accounts.data !== undefined && accounts.data.length > 0 ? (
          <div className="insights-body">
            <Select
              label={t("insights:account.label")}
              placeholder={t("insights:account.placeholder")}
              options={accounts.data.map((a) => ({ id: a.account_number, label: accountOptionLabel(t, a) }))}
              selectedKey={accountNumber}
              onSelectionChange={(id) => {
                if (id !== null && id !== accountNumber) {
                  setChosenAccount(id);
                  isChangeToSpeak.current = true;
                }
              }}
            />
            <div className="insights-part">
              <Select
                label={t("insights:inflow.view")}
                placeholder={t("insights:inflow.viewPlaceholder")}
                options={INFLOW_OUTFLOW_VIEWS.map((v) => ({
                  id: String(v),
                  label: t(`insights:view.${String(v)}`),
                }))}
                selectedKey={String(view)}
                onSelectionChange={(id) => {
                  if (id !== null && Number(id) !== view) {
                    setView(Number(id) as InflowOutflowView);
                    isChangeToSpeak.current = true;
                  }
                }}
              />
              <LoadingRegion isBusy={inflow.isFetching} label={t("common:loading")}>
                {inflow.isPending ? (
                  <div className="insights-pending insights-pending--inflow" aria-hidden="true" />
                ) : null}
                {inflow.data !== undefined ? (
                  <InflowOutflowChart
                    report={inflow.data}
                    view={view}
                    accountName={accountName}
                    language={language}
                    money={money}
                    chartMoney={chartMoney}
                    axisMoney={axisMoney}
                  />
                ) : null}
              </LoadingRegion>
            </div>
            <div className="insights-part">
              <h3 className="insights-subtitle">{t("insights:expense.title")}</h3>
              <Form
                onSubmit={submit}
                errorSummary={{
                  title: t("insights:expense.errors.title"),
                  errors: formErrors.errors,
                  attempt: formErrors.attempt,
                }}
              >
                <RadioGroup
                  id={FIELD.period}
                  label={t("insights:expense.period")}
                  isRequired
                  value={period}
                  onChange={(value) => {
                    setPeriod(value as PeriodChoice);
                    formErrors.clear();
                  }}
                  options={[
                    ...SPEND_PRESET_DAYS.map((days) => ({
                      value: String(days),
                      label: t(`insights:expense.days.${String(days)}`),
                    })),
                    { value: "range", label: t("insights:expense.range") },
                  ]}
                  {...formErrors.errorProps(FIELD.period)}
                />
                {period === "range" ? (
                  <div className="insights-dates">
                    {(["fromDate", "toDate"] as const).map((field) => (
                      <DatePicker
                        key={field}
                        id={FIELD[field]}
                        label={t(`insights:expense.${field}`)}
                        description={t("insights:expense.dateHint", {
                          min:
                            window?.min !== null && window?.min !== undefined
                              ? formatDisplayDate(window.min, language)
                              : "",
                          max:
                            window?.max !== null && window?.max !== undefined
                              ? formatDisplayDate(window.max, language)
                              : "",
                        })}
                        {...datePickerLabels(t)}
                        isRequired
                        value={field === "fromDate" ? fromDate : toDate}
                        onChange={field === "fromDate" ? setFromDate : setToDate}
                        {...(window?.min !== null && window?.min !== undefined
                          ? { minValue: window.min }
                          : {})}
                        {...(window?.max !== null && window?.max !== undefined
                          ? { maxValue: window.max }
                          : {})}
                        {...formErrors.errorProps(FIELD[field])}
                      />
                    ))}
                  </div>
                ) : null}
                <Button type="submit" isPending={expense.isFetching} pendingLabel={t("common:loading")}>
                  {t("insights:expense.submit")}
                </Button>
              </Form>
              {expense.data !== undefined ? (
                <div className="insights-expense">
                  <DescriptionList
                    items={[
                      {
                        term: t("insights:expense.totalIn"),
                        description: <Money formatted={money(expense.data.totalCreditAmount)} />,
                      },
                      {
                        term: t("insights:expense.totalOut"),
                        description: <Money formatted={money(expense.data.totalDebitAmount)} />,
                      },
                    ]}
                  />
                  <DonutChart
                    headingLevel={4}
                    title={t("insights:expense.chartTitle")}
                    description={t("insights:expense.description", {
                      account: accountName,
                      from: formatDisplayDate(expense.data.fromDate, language),
                      to: formatDisplayDate(expense.data.toDate, language),
                      debit: money(expense.data.totalDebitAmount),
                      credit: money(expense.data.totalCreditAmount),
                    })}
                    segments={expense.data.txnCategoryList
                      .filter((row) => row.debitAmount > 0n)
                      .map((row) => ({
                        id: row.txnCategoryID,
                        label: t(`enquiry:category.${row.txnCategoryID}`, {
                          defaultValue: row.txnCategoryID,
                        }),
                        value: Number(row.debitAmount),
                      }))}
                    formatValue={chartMoney}
                    formatPercent={(percent) =>
                      new Intl.NumberFormat(LOCALES[language], { style: "percent" }).format(percent / 100)
                    }
                    groupLabel={(labels) =>
                      t("insights:expense.smallerCategories", {
                        names: new Intl.ListFormat(LOCALES[language], { type: "conjunction" }).format(labels),
                      })
                    }
                    categoryHeader={t("insights:expense.category")}
                    valueHeader={t("insights:expense.amount")}
                    shareHeader={t("insights:expense.share")}
                    tableCaption={t("insights:expense.tableCaption", {
                      from: formatDisplayDate(expense.data.fromDate, language),
                      to: formatDisplayDate(expense.data.toDate, language),
                    })}
                    showTableLabel={t("insights:chart.showTable")}
                    hideTableLabel={t("insights:chart.hideTable")}
                    emptyText={t("insights:expense.empty")}
                  />
                </div>
              ) : null}
            </div>
          </div>
        ) : null}
      </LoadingRegion>
    </section>
  );
}

/** The inflow/outflow bar chart with its data table, or the message of errorCode 110 instead. */
function InflowOutflowChart({
  report,
  view,
  accountName,
  language,
  money,
  chartMoney,
  axisMoney,
}: {
  readonly report: InflowOutflowResponse;
  readonly view: InflowOutflowView;
  readonly accountName: string;
  readonly language: Language;
  readonly money: (paise: Paise) => string;
  readonly chartMoney: (paise: number) => string;
  readonly axisMoney: (paise: number) => string;
}) {
  const { t } = useTranslation();
  const behaviour = catalogueBehaviour({ kind: "inflowOutflow", errorCode: report.errorCode });
  if (behaviour.kind === "hideGraphs") {
    return <Banner tone="info">{t(errorMessageKey(behaviour.messageCode))}</Banner>;
  }
  const categories = report.dateRangeList.map((period) =>
    periodLabel(period, view, language, (start, end) => t("insights:inflow.fy", { start, end })),
  );
  const first = report.dateRangeList[0];
  const last = report.dateRangeList.at(-1);
  const sum = (values: readonly Paise[]) => values.reduce((total, value) => total + value, 0n);
  return (
    <BarChart
      headingLevel={3}
      title={t("insights:inflow.title")}
      description={t("insights:inflow.description", {
        account: accountName,
        from: first !== undefined ? formatDisplayDate(first.fromDate, language) : "",
        to: last !== undefined ? formatDisplayDate(last.toDate, language) : "",
        credit: money(sum(report.creditList)),
        debit: money(sum(report.debitList)),
      })}
      series={[
        { id: "credit", label: t("insights:inflow.credit"), values: report.creditList.map(Number) },
        { id: "debit", label: t("insights:inflow.debit"), values: report.debitList.map(Number) },
      ]}
      categories={categories}
      categoryHeader={t(`insights:inflow.period.${String(view)}`)}
      formatValue={chartMoney}
      formatAxisValue={axisMoney}
      tableCaption={t("insights:inflow.tableCaption", { account: accountName })}
      showTableLabel={t("insights:chart.showTable")}
      hideTableLabel={t("insights:chart.hideTable")}
      emptyText={t("insights:chart.empty")}
    />
  );
}
