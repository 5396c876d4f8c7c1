import type {
  DashboardItem,
  DashboardSummaryResponse,
  DashboardWidgetsResponse,
  SaveDashboardWidgetsRequest,
} from "../../adapters/rib/contract/dashboard";
import { DASHBOARD_WIDGETS, DEFAULT_FAVOURITE_ORDER, MAX_FAVOURITES } from "../../domain";

/** The favourites the fake bank offers, in its catalogue order (the reference server's ids). */
const FAKE_FAVOURITES: readonly string[] = [
  "acnList",
  "acctStmt",
  "addModifyBeneficiary",
  "deposit",
  "updateProfile",
  "eStatements",
  "cardPinServices",
  "chequeServices",
  "closedAcnList",
  "acnNickName",
  "txnEnquiry",
  "certificates",
  "securitySettings",
  "secureImage",
  "about",
  "menuSearch",
  "configureHomePage",
  "selfService",
];

/** The fake bank's widget data: two savings/current accounts, a deposit, a loan, alerts and events. */
export const FAKE_DASHBOARD_SUMMARY: DashboardSummaryResponse = {
  appDate: "2026-11-22",
  assets: {
    total: 191_296_075,
    accounts: [
      {
        accountNumber: "10000010000011",
        kind: "savings",
        productName: "Savings Account Regular",
        nickname: "Salary",
        balance: 28_456_075,
        maturityDate: null,
      },
      {
        accountNumber: "10000020000012",
        kind: "current",
        productName: "Current Account Classic",
        nickname: "",
        balance: 112_340_000,
        maturityDate: null,
      },
      {
        accountNumber: "10000030000013",
        kind: "deposit",
        productName: "Fixed Deposit 2 Years",
        nickname: "",
        balance: 50_500_000,
        maturityDate: "2026-12-12",
      },
    ],
  },
  liabilities: {
    total: 3_412_500_000,
    loans: [
      {
        accountNumber: "10000050000015",
        productName: "Home Loan",
        nickname: "Home",
        outstanding: 3_412_500_000,
        emi: 4_356_700,
        nextDueDate: "2026-11-27",
      },
    ],
  },
  alerts: [
    { code: "EMI_DUE", accountNumber: "10000050000015", date: "2026-11-27", amount: 4_356_700, days: 5 },
    {
      code: "DEPOSIT_MATURING",
      accountNumber: "10000030000013",
      date: "2026-12-12",
      amount: 57_500_000,
      days: 20,
    },
  ],
  events: [
    {
      kind: "EMI",
      date: "2026-11-27",
      accountNumber: "10000050000015",
      productName: "Home Loan",
      amount: 4_356_700,
    },
    {
      kind: "MATURITY",
      date: "2026-12-12",
      accountNumber: "10000030000013",
      productName: "Fixed Deposit 2 Years",
      amount: 57_500_000,
    },
    {
      kind: "EMI",
      date: "2026-12-27",
      accountNumber: "10000050000015",
      productName: "Home Loan",
      amount: 4_356_700,
    },
  ],
  securityImagePopup: false,
};

/** The dashboard settings of the fake bank, with the reference server's rules (known ids, at most 10). */
export class FakeDashboard {
  /** Saved widget choices in order, or null for the defaults. */
  widgets: { id: string; isAdded: boolean }[] | null = null;
  /** Saved added favourites, or null for the defaults. */
  favourites: string[] | null = null;
  /** The widget data `getDashboardSummary` answers (tests change it). */
  summary: DashboardSummaryResponse = FAKE_DASHBOARD_SUMMARY;
  /** The HTTP status the next save fails with (e.g. 500), or null. */
  failSave: number | null = null;
  /** The save requests received. */
  readonly saves: SaveDashboardWidgetsRequest[] = [];

  /** The settings: saved choices, else the defaults. */
  settings(): DashboardWidgetsResponse {
    const order = this.widgets ?? DASHBOARD_WIDGETS.map((w) => ({ id: w.id, isAdded: w.isDefault }));
    const widgets: DashboardItem[] = order.map((choice, index) => {
      const widget = DASHBOARD_WIDGETS.find((w) => w.id === choice.id);
      return {
        id: choice.id,
        name: widget?.name ?? choice.id,
        isAdded: choice.isAdded,
        isDefault: widget?.isDefault ?? false,
        value: index + 1,
      };
    });
    const favourites: DashboardItem[] = FAKE_FAVOURITES.map((id, index) => {
      const isDefault = DEFAULT_FAVOURITE_ORDER[id] !== undefined;
      return {
        id,
        name: id,
        isAdded: this.favourites === null ? isDefault : this.favourites.includes(id),
        isDefault,
        value: DEFAULT_FAVOURITE_ORDER[id] ?? index + 1,
      };
    });
    return { widgets, favourites };
  }

  /** Saves or resets; a refusal answers the status the reference server would. */
  save(
    request: SaveDashboardWidgetsRequest,
    fail: (status: number, code: string) => Error,
  ): DashboardWidgetsResponse {
    this.saves.push(request);
    if (this.failSave !== null) {
      const status = this.failSave;
      this.failSave = null;
      throw fail(status, "SERVER.ERROR");
    }
    if (!request.updateFlag) {
      this.widgets = null;
      this.favourites = null;
      return this.settings();
    }
    const added = request.favourites.filter((f) => f.isAdded).map((f) => f.id);
    const known = request.favourites.every((f) => FAKE_FAVOURITES.includes(f.id));
    const knownWidgets = request.widgets.every((w) => DASHBOARD_WIDGETS.some((d) => d.id === w.id));
    if (added.length > MAX_FAVOURITES || !known || !knownWidgets) throw fail(400, "REQUEST.INVALID");
    this.widgets = request.widgets.map((w) => ({ id: w.id, isAdded: w.isAdded }));
    this.favourites = added;
    return this.settings();
  }
}
