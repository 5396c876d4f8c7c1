import { queryOptions } from "@tanstack/react-query";
import type { AppBankApi } from "../services";

/** The root of the dashboard's query keys: invalidate it after a save so the dashboard shows the change. */
export const HOME_QUERY_ROOT = "home";

/** `GET dashboard/getDashboardWidgets`. */
export const dashboardWidgetsQuery = (api: AppBankApi) =>
  queryOptions({ queryKey: [HOME_QUERY_ROOT, "widgets"], queryFn: () => api.getDashboardWidgets() });

/** `GET dashboard/summary`. */
export const dashboardSummaryQuery = (api: AppBankApi) =>
  queryOptions({ queryKey: [HOME_QUERY_ROOT, "summary"], queryFn: () => api.getDashboardSummary() });

/**
 * Whether the security-image pop-up was shown in this sign-in: kept in the query cache, which is
 * cleared at sign-out, so the next sign-in shows it again.
 */
export const SECURITY_POPUP_SEEN_KEY = ["session", "securityImagePopupSeen"] as const;
