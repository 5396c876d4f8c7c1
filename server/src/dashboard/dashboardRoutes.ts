import {
  SaveDashboardWidgetsRequest,
  type DashboardAlert,
  type DashboardAsset,
  type DashboardEvent,
  type DashboardItem,
  type DashboardLiability,
  type DashboardSummaryResponse,
  type DashboardWidgetsResponse,
} from "../../../src/adapters/rib/contract/dashboard";
import { endpoints } from "../../../src/adapters/rib/contract/endpoints";
import {
  DASHBOARD_WIDGETS,
  DEFAULT_FAVOURITE_ORDER,
  isFavouriteCountAllowed,
  MAX_FAVOURITES,
} from "../../../src/domain/dashboard/DashboardConfig";
import { shiftIsoDate } from "../../../src/domain/dates/CalendarMath";
import {
  daysUntil,
  EMI_ALERT_DAYS,
  isAlertDue,
  isLowBalance,
  lastEventDay,
  MATURITY_ALERT_DAYS,
  PASSWORD_ALERT_DAYS,
} from "../../../src/domain/dashboard/DashboardAlerts";
import { listAccounts, storedAccountKind } from "../accounts/accountListRoutes";
import { daysBetween } from "../../../src/domain/dates/AppDate";
import type { Paise } from "../../../src/domain/money/Money";
import type { Queryable } from "../kernel/db/Database";
import { invalidRequest } from "../kernel/http/ApiError";
import { serve, type CallRouter } from "../kernel/http/pipeline";
import { DashboardRepository, type SavedItemRow } from "./DashboardRepository";

/**
 * The menu items a customer may pick as favourites, with their English names (the channels show
 * their own translations). The spec's eight default favourites carry its ordering values 1-8 and
 * are added by default; the others follow in menu order and are off until chosen.
 */
export const FAVOURITE_CATALOGUE: ReadonlyArray<{ readonly id: string; readonly name: string }> = [
  { id: "acnList", name: "Active accounts" },
  { id: "acctStmt", name: "Account statement" },
  { id: "addModifyBeneficiary", name: "Add or modify beneficiary" },
  { id: "deposit", name: "Open a deposit" },
  { id: "updateProfile", name: "Update profile" },
  { id: "eStatements", name: "E-statements" },
  { id: "cardPinServices", name: "Card PIN services" },
  { id: "chequeServices", name: "Cheque services" },
  { id: "closedAcnList", name: "Closed accounts" },
  { id: "acnNickName", name: "Account nicknames" },
  { id: "txnEnquiry", name: "Transaction enquiry" },
  { id: "certificates", name: "Interest certificate" },
  { id: "securitySettings", name: "Security settings" },
  { id: "secureImage", name: "Secure image" },
  { id: "about", name: "About you" },
  { id: "menuSearch", name: "Menu search" },
  { id: "configureHomePage", name: "Customise home page" },
  { id: "selfService", name: "Self service" },
];

/** The ordering value of a favourite: the spec's default value, else after them in catalogue order. */
function favouriteValue(id: string, index: number): number {
  return DEFAULT_FAVOURITE_ORDER[id] ?? index + 1;
}

/** The dashboard settings of `username`: the saved choices, else the defaults. */
export async function dashboardSettings(db: Queryable, username: string): Promise<DashboardWidgetsResponse> {
  const saved = await new DashboardRepository(db).savedItems(username);
  const savedWidgets = new Map(saved.filter((r) => r.kind === "WIDGET").map((r) => [r.item_id, r]));
  const savedFavourites = new Map(saved.filter((r) => r.kind === "FAVOURITE").map((r) => [r.item_id, r]));
  const hasSaved = saved.length > 0;
  const widgets: DashboardItem[] = DASHBOARD_WIDGETS.map((widget, index) => {
    const row = savedWidgets.get(widget.id);
    return {
      id: widget.id,
      name: widget.name,
      isAdded: row?.is_added ?? widget.isDefault,
      isDefault: widget.isDefault,
      value: row !== undefined ? row.position : DASHBOARD_WIDGETS.length + index + 1,
    };
  }).sort((a, b) => a.value - b.value);
  const favourites: DashboardItem[] = FAVOURITE_CATALOGUE.map((item, index) => {
    const isDefault = DEFAULT_FAVOURITE_ORDER[item.id] !== undefined;
    const row = savedFavourites.get(item.id);
    return {
      id: item.id,
      name: item.name,
      isAdded: hasSaved ? (row?.is_added ?? false) : isDefault,
      isDefault,
      value: favouriteValue(item.id, index),
    };
  }).sort((a, b) => a.value - b.value);
  return {
    widgets: widgets.map((widget, index) => ({ ...widget, value: index + 1 })),
    favourites,
  };
}

/** Validates a save request's lists, or 400 naming what is wrong. */
function checkChoices(request: SaveDashboardWidgetsRequest): void {
  const widgetIds = request.widgets.map((w) => w.id);
  for (const id of widgetIds) {
    if (!DASHBOARD_WIDGETS.some((w) => w.id === id))
      throw invalidRequest(`widgets: ${id} is not a known widget.`);
  }
  if (new Set(widgetIds).size !== widgetIds.length) {
    throw invalidRequest("widgets: a widget is listed more than once.");
  }
  if (widgetIds.length !== DASHBOARD_WIDGETS.length) {
    throw invalidRequest(`widgets: list every one of the ${String(DASHBOARD_WIDGETS.length)} widgets once.`);
  }
  const favouriteIds = request.favourites.map((f) => f.id);
  for (const id of favouriteIds) {
    if (!FAVOURITE_CATALOGUE.some((f) => f.id === id)) {
      throw invalidRequest(`favourites: ${id} is not a known favourite.`);
    }
  }
  if (new Set(favouriteIds).size !== favouriteIds.length) {
    throw invalidRequest("favourites: a favourite is listed more than once.");
  }
  const added = request.favourites.filter((f) => f.isAdded).length;
  if (!isFavouriteCountAllowed(added)) {
    throw invalidRequest(
      `favourites: at most ${String(MAX_FAVOURITES)} favourites can be added; ${String(added)} were chosen.`,
    );
  }
}

/** The instalment due dates of a loan from its next due date, monthly, up to `last` (inclusive). */
function instalmentDates(nextDue: string, last: string): string[] {
  const dates: string[] = [];
  for (let month = 0; ; month += 1) {
    const date = shiftIsoDate(nextDue, { months: month });
    if (date > last) return dates;
    dates.push(date);
  }
}

/** A stored amount column that may be empty, as the domain's `Paise`. */
function paiseOrNull(value: number | null): Paise | null {
  return value === null ? null : BigInt(value);
}

/** The data of the widgets for `username`: only the customer's own open accounts and own data. */
export async function dashboardSummary(
  db: Queryable,
  username: string,
  appDate: string,
): Promise<DashboardSummaryResponse> {
  const dashboard = new DashboardRepository(db);
  const active = await listAccounts(db, username, "active");
  const details = await dashboard.openAccounts(username);
  const detailOf = new Map(details.map((row) => [row.account_number, row]));
  const assets: DashboardAsset[] = [];
  const loans: DashboardLiability[] = [];
  const alerts: DashboardAlert[] = [];
  const events: DashboardEvent[] = [];
  const lastDay = lastEventDay(appDate);
  for (const item of active) {
    const kind = storedAccountKind(item.account_grp_code, item.account_type_code);
    const detail = detailOf.get(item.account_number);
    if (kind === "savings" || kind === "current" || kind === "deposit") {
      assets.push({
        accountNumber: item.account_number,
        kind,
        typeCode: item.account_type_code,
        productName: item.prodType,
        nickname: item.shrt_account_names,
        balance: item.balance,
        maturityDate: kind === "deposit" ? item.maturityDate : null,
      });
      if (kind !== "deposit" && isLowBalance(item.availableBalance)) {
        alerts.push({
          code: "LOW_BALANCE",
          accountNumber: item.account_number,
          date: null,
          amount: item.availableBalance,
          days: null,
        });
      }
      const maturity = detail?.maturity_date ?? null;
      const days = maturity === null ? null : daysUntil(maturity, appDate);
      if (kind === "deposit" && maturity !== null && days !== null) {
        const amount = paiseOrNull(detail?.maturity_paise ?? null);
        if (isAlertDue(days, MATURITY_ALERT_DAYS)) {
          alerts.push({
            code: "DEPOSIT_MATURING",
            accountNumber: item.account_number,
            date: maturity,
            amount,
            days,
          });
        }
        if (maturity <= lastDay) {
          events.push({
            kind: "MATURITY",
            date: maturity,
            accountNumber: item.account_number,
            productName: item.prodType,
            amount,
          });
        }
      }
    } else if (kind === "loan") {
      const due = detail?.payment_due_on ?? null;
      const emi = paiseOrNull(detail?.emi_paise ?? null);
      loans.push({
        accountNumber: item.account_number,
        productName: item.prodType,
        nickname: item.shrt_account_names,
        outstanding: item.balance,
        emi,
        nextDueDate: due,
      });
      const days = due === null ? null : daysUntil(due, appDate);
      if (due !== null && days !== null) {
        if (isAlertDue(days, EMI_ALERT_DAYS)) {
          alerts.push({ code: "EMI_DUE", accountNumber: item.account_number, date: due, amount: emi, days });
        }
        for (const date of instalmentDates(due, lastDay)) {
          events.push({
            kind: "EMI",
            date,
            accountNumber: item.account_number,
            productName: item.prodType,
            amount: emi,
          });
        }
      }
    }
  }
  const user = await dashboard.passwordExpiry(username);
  const expiry = user?.login_pwd_expiry ?? null;
  if (expiry !== null) {
    const days = daysBetween(appDate, expiry);
    if (days <= PASSWORD_ALERT_DAYS) {
      alerts.unshift({ code: "PASSWORD_EXPIRING", accountNumber: null, date: expiry, amount: null, days });
    }
  }
  events.sort((a, b) => a.date.localeCompare(b.date) || a.accountNumber.localeCompare(b.accountNumber));
  return {
    appDate,
    assets: { total: assets.reduce((sum, a) => sum + a.balance, 0n), accounts: assets },
    liabilities: { total: loans.reduce((sum, l) => sum + l.outstanding, 0n), loans },
    alerts,
    events,
    securityImagePopup: user?.security_image_popup ?? false,
  };
}

/** The dashboard: widget and favourite settings per customer, and the data of the widgets (spec 000 sections 3, 4). */
export function registerDashboardRoutes(router: CallRouter): void {
  const { services } = router;
  const { db } = services.deps;

  serve(router, endpoints.dashboardWidgets, ({ session }) => dashboardSettings(db, session.username));

  serve(router, endpoints.saveDashboardWidgets, async ({ request, session }) => {
    if (request.updateFlag) checkChoices(request);
    await db.transaction(async (tx) => {
      const dashboard = new DashboardRepository(tx);
      await dashboard.clearItems(session.username);
      if (!request.updateFlag) return;
      const rows: SavedItemRow[] = [
        ...request.widgets.map((w, index): SavedItemRow => ({
          kind: "WIDGET",
          item_id: w.id,
          is_added: w.isAdded,
          position: index + 1,
        })),
        ...FAVOURITE_CATALOGUE.map((item, index): SavedItemRow => {
          const choice = request.favourites.find((f) => f.id === item.id);
          return {
            kind: "FAVOURITE",
            item_id: item.id,
            is_added: choice?.isAdded ?? false,
            position: index + 1,
          };
        }),
      ];
      for (const row of rows) await dashboard.addItem(session.username, row);
    });
    return dashboardSettings(db, session.username);
  });

  serve(router, endpoints.dashboardSummary, ({ session }) =>
    dashboardSummary(db, session.username, services.appDate()),
  );
}
