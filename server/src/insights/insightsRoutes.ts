import { endpoints } from "../../../src/adapters/rib/contract/endpoints";
import {
  type AccountGroupCrDrResponse,
  type ExpenseInOutQuery,
  type InflowOutflowPeriod,
} from "../../../src/adapters/rib/contract/insights";
import { CLOSED_STATUS_CODE } from "../../../src/domain/accounts/AccountStatus";
import { compareIsoDates, minIsoDate, toCalendarDate } from "../../../src/domain/dates/CalendarMath";
import { isWithinWindow } from "../../../src/domain/dates/DateWindow";
import { financialYear, previousFinancialYear } from "../../../src/domain/dates/FinancialYear";
import {
  spendDateWindow,
  spendPresetWindow,
  SPEND_YEARS_BACK,
  type SpendPresetDays,
} from "../../../src/domain/dates/DateWindow";
import {
  INFLOW_OUTFLOW_ERROR_CODE,
  type InflowOutflowView,
} from "../../../src/domain/dashboard/InflowOutflow";
import { isEnquiryAccount } from "../../../src/domain/enquiry/EnquiryFilter";
import { TRANSACTION_CATEGORIES } from "../../../src/domain/enquiry/TransactionCategory";
import { listAccounts } from "../accounts/accountListRoutes";
import type { OwnedAccount } from "../kernel/accounts/ownership";
import { invalidRequest } from "../kernel/http/ApiError";
import { serve, type CallRouter } from "../kernel/http/pipeline";
import { InsightsRepository } from "./InsightsRepository";

/** The English text of errorCode 110: the account has no transactions in the report's periods. */
export const NO_TRANSACTIONS_MESSAGE = "There are no transactions on this account in the chosen period.";

/** The English text of the expense query without a period. */
export const CHOOSE_PERIOD_MESSAGE =
  "Choose a period: days (30, 90 or 180) or both fromDate and toDate (yyyy-MM-dd).";

/**
 * The periods of an inflow/outflow view, oldest first, the last ending on the application date:
 * 0 the last 6 calendar months, 1 the last 4 calendar quarters, 2 the previous and the current
 * financial year (domain `financialYear`, from 1 April).
 */
export function inflowOutflowPeriods(view: InflowOutflowView, appDate: string): InflowOutflowPeriod[] {
  const today = toCalendarDate(appDate);
  const byMonths = (count: number, size: number): InflowOutflowPeriod[] => {
    const firstMonth = Math.floor((today.month - 1) / size) * size + 1;
    const current = today.set({ month: firstMonth, day: 1 });
    return Array.from({ length: count }, (_, i) => {
      const start = current.subtract({ months: size * (count - 1 - i) });
      const end = start.add({ months: size }).subtract({ days: 1 });
      return { fromDate: start.toString(), toDate: minIsoDate(end.toString(), appDate) };
    });
  };
  switch (view) {
    case 0:
      return byMonths(6, 1);
    case 1:
      return byMonths(4, 3);
    case 2: {
      const previous = previousFinancialYear(appDate);
      const current = financialYear(appDate);
      return [
        { fromDate: previous.start, toDate: previous.end },
        { fromDate: current.start, toDate: minIsoDate(current.end, appDate) },
      ];
    }
  }
}

/** The expense period of a decoded query (preset or dates), or 400 saying what is wrong. */
function expensePeriod(query: ExpenseInOutQuery, appDate: string): { fromDate: string; toDate: string } {
  const hasDates = query.fromDate !== undefined || query.toDate !== undefined;
  if (query.days !== undefined) {
    if (hasDates) throw invalidRequest("Choose either days or fromDate and toDate, not both.");
    const window = spendPresetWindow(Number(query.days) as SpendPresetDays, appDate);
    return { fromDate: window.min ?? appDate, toDate: appDate };
  }
  if (query.fromDate === undefined && query.toDate === undefined) throw invalidRequest(CHOOSE_PERIOD_MESSAGE);
  if (query.fromDate === undefined) throw invalidRequest("fromDate: the from date is required with toDate.");
  if (query.toDate === undefined) throw invalidRequest("toDate: the to date is required with fromDate.");
  const window = spendDateWindow(appDate);
  for (const [field, value] of [
    ["fromDate", query.fromDate],
    ["toDate", query.toDate],
  ] as const) {
    let inWindow: boolean;
    try {
      inWindow = isWithinWindow(value, window);
    } catch {
      throw invalidRequest(`${field}: ${value} is not a valid date (yyyy-MM-dd).`);
    }
    if (!inWindow) {
      throw invalidRequest(
        `${field}: the date must be within the last ${String(SPEND_YEARS_BACK)} years, not after today's date.`,
      );
    }
  }
  if (compareIsoDates(query.fromDate, query.toDate) > 0) {
    throw invalidRequest("fromDate: the from date cannot be after the to date.");
  }
  return { fromDate: query.fromDate, toDate: query.toDate };
}

/** The insights of the dashboard: inflow/outflow, expense by category, account-group credits and debits (spec 000 sections 3, 7, 8, 9). */
export function registerInsightsRoutes(router: CallRouter): void {
  const { services } = router;
  const { deps } = services;
  const { db } = deps;
  const insights = new InsightsRepository(db);

  /** The number of the customer's account (the pipeline checked it is theirs) when it is open savings or current, else 400. */
  const insightAccount = (account: OwnedAccount): string => {
    if (!isEnquiryAccount(account.account_group) || account.status === CLOSED_STATUS_CODE) {
      throw invalidRequest(
        "accountNumber: the insights are available for open savings and current accounts only.",
      );
    }
    return account.account_number;
  };

  // Without an account: the customer's first open savings or current account, in the order of the
  // transaction enquiry's list (account/viewAccountlist) that the dashboard shows it in; a customer
  // without one has no transactions to report (errorCode 110).
  serve(router, endpoints.inflowOutflowReport, async ({ request, session, owned }) => {
    const accountNumber =
      owned.accountNumber === undefined
        ? (await listAccounts(db, session.username, "enquiry"))[0]?.account_number
        : insightAccount(owned.accountNumber);
    const periods = inflowOutflowPeriods(request.dbtCrdtRprtView, services.appDate());
    const totals = [];
    for (const period of periods) {
      totals.push(
        accountNumber === undefined
          ? { credit: 0n, debit: 0n }
          : await insights.sums([accountNumber], period.fromDate, period.toDate),
      );
    }
    const empty = totals.every((total) => total.credit === 0n && total.debit === 0n);
    return empty
      ? {
          errorCode: INFLOW_OUTFLOW_ERROR_CODE,
          errorMessage: NO_TRANSACTIONS_MESSAGE,
          dateRangeList: [],
          creditList: [],
          debitList: [],
        }
      : {
          errorCode: 0,
          errorMessage: null,
          dateRangeList: periods,
          creditList: totals.map((total) => total.credit),
          debitList: totals.map((total) => total.debit),
        };
  });

  serve(router, endpoints.expenseInOut, async ({ request: query, session, owned }) => {
    const period = expensePeriod(query, services.appDate());
    const accountNumbers =
      owned.accountNumber === undefined
        ? (await listAccounts(db, session.username, "enquiry")).map((item) => item.account_number)
        : [insightAccount(owned.accountNumber)];
    const rows = await insights.sumsByCategory(accountNumbers, period.fromDate, period.toDate);
    const order = (id: string): number => {
      const index = (TRANSACTION_CATEGORIES as readonly string[]).indexOf(id);
      return index === -1 ? TRANSACTION_CATEGORIES.length : index;
    };
    const txnCategoryList = rows
      .map((row) => ({
        txnCategoryID: row.category,
        creditAmount: row.credit,
        debitAmount: row.debit,
      }))
      .filter((row) => row.creditAmount > 0n || row.debitAmount > 0n)
      .sort(
        (a, b) =>
          order(a.txnCategoryID) - order(b.txnCategoryID) || a.txnCategoryID.localeCompare(b.txnCategoryID),
      );
    return {
      ...period,
      totalCreditAmount: txnCategoryList.reduce((sum, row) => sum + row.creditAmount, 0n),
      totalDebitAmount: txnCategoryList.reduce((sum, row) => sum + row.debitAmount, 0n),
      txnCategoryList,
    };
  });

  serve(router, endpoints.accountGroupCrDr, async ({ session }) => {
    const appDate = services.appDate();
    const fromDate = toCalendarDate(appDate).set({ day: 1 }).toString();
    const accounts = await listAccounts(db, session.username, "active");
    const groups = new Map<string, string[]>();
    for (const account of accounts) {
      const numbers = groups.get(account.account_grp_code) ?? [];
      numbers.push(account.account_number);
      groups.set(account.account_grp_code, numbers);
    }
    const body: AccountGroupCrDrResponse[number][] = [];
    for (const [accountGroup, numbers] of groups) {
      const total = await insights.sums(numbers, fromDate, appDate);
      body.push({
        accountGroup,
        accountCount: numbers.length,
        fromDate,
        toDate: appDate,
        creditAmount: total.credit,
        debitAmount: total.debit,
      });
    }
    return body;
  });
}
