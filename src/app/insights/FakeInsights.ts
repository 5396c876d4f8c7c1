import type {
  AccountGroupCrDrResponse,
  ExpenseInOutRequest,
  ExpenseInOutResponse,
  InflowOutflowRequest,
  InflowOutflowResponse,
} from "../../adapters/rib/contract/insights";

/** The fake bank's periods of each inflow/outflow view (application date 2026-11-22). */
export const FAKE_INFLOW_PERIODS: Readonly<
  Record<0 | 1 | 2, readonly { fromDate: string; toDate: string }[]>
> = {
  0: [
    { fromDate: "2026-06-01", toDate: "2026-06-30" },
    { fromDate: "2026-07-01", toDate: "2026-07-31" },
    { fromDate: "2026-08-01", toDate: "2026-08-31" },
    { fromDate: "2026-09-01", toDate: "2026-09-30" },
    { fromDate: "2026-10-01", toDate: "2026-10-31" },
    { fromDate: "2026-11-01", toDate: "2026-11-22" },
  ],
  1: [
    { fromDate: "2026-01-01", toDate: "2026-03-31" },
    { fromDate: "2026-04-01", toDate: "2026-06-30" },
    { fromDate: "2026-07-01", toDate: "2026-09-30" },
    { fromDate: "2026-10-01", toDate: "2026-11-22" },
  ],
  2: [
    { fromDate: "2025-04-01", toDate: "2026-03-31" },
    { fromDate: "2026-04-01", toDate: "2026-11-22" },
  ],
};

/** The fake bank's inflow/outflow, expense and account-group answers; tests change them to reach each state. */
export class FakeInsights {
  /** Accounts whose inflow/outflow answers errorCode 110. */
  readonly withoutTransactions = new Set<string>();
  /** Every expense request, in order. */
  readonly expenseRequests: ExpenseInOutRequest[] = [];
  /** The expense categories answered (English ids of the domain's categories). */
  expenseCategories: ExpenseInOutResponse["txnCategoryList"] = [
    { txnCategoryID: "INCOME", creditAmount: 15_000_000, debitAmount: 0 },
    { txnCategoryID: "RENT", creditAmount: 0, debitAmount: 4_500_000 },
    { txnCategoryID: "GROCERY", creditAmount: 0, debitAmount: 1_234_550 },
    { txnCategoryID: "TRAVEL", creditAmount: 50_000, debitAmount: 820_000 },
  ];

  /** The report of one account and view: credits grow by period, debits are 60% of them. */
  inflowOutflow(request: InflowOutflowRequest): InflowOutflowResponse {
    if (this.withoutTransactions.has(request.accountNumber)) {
      return {
        errorCode: 110,
        errorMessage: "There are no transactions on this account in the chosen period.",
        dateRangeList: [],
        creditList: [],
        debitList: [],
      };
    }
    const periods = FAKE_INFLOW_PERIODS[request.dbtCrdtRprtView];
    const base = (request.dbtCrdtRprtView + 1) * 10_000_000;
    const credits = periods.map((_, i) => base + i * 1_000_000);
    return {
      errorCode: 0,
      errorMessage: null,
      dateRangeList: periods,
      creditList: credits,
      debitList: credits.map((credit) => Math.round(credit * 0.6)),
    };
  }

  /** The expense answer for a preset (ending 2026-11-22) or the dates asked. */
  expense(request: ExpenseInOutRequest): ExpenseInOutResponse {
    this.expenseRequests.push(request);
    const period =
      "days" in request
        ? {
            fromDate: { 30: "2026-10-23", 90: "2026-08-24", 180: "2026-05-26" }[request.days],
            toDate: "2026-11-22",
          }
        : { fromDate: request.fromDate, toDate: request.toDate };
    return {
      ...period,
      totalCreditAmount: this.expenseCategories.reduce((sum, row) => sum + row.creditAmount, 0),
      totalDebitAmount: this.expenseCategories.reduce((sum, row) => sum + row.debitAmount, 0),
      txnCategoryList: this.expenseCategories,
    };
  }

  /** This month's credits and debits of the savings and current groups. */
  readonly accountGroups: AccountGroupCrDrResponse = [
    {
      accountGroup: "SAV",
      accountCount: 1,
      fromDate: "2026-11-01",
      toDate: "2026-11-22",
      creditAmount: 15_000_000,
      debitAmount: 6_200_000,
    },
    {
      accountGroup: "DDA",
      accountCount: 1,
      fromDate: "2026-11-01",
      toDate: "2026-11-22",
      creditAmount: 2_000_000,
      debitAmount: 950_000,
    },
  ];
}
