import { mutationOptions, type QueryClient } from "@tanstack/react-query";
import type { Bank, BankCalls } from "../../adapters/rib/BankClient";
import { bankQuery } from "../bankQueries";

/** `GET dashboard/getDashboardWidgets`. */
export const dashboardWidgetsQuery = (bank: Bank) => bankQuery(bank, "dashboardWidgets", {});

/** `GET dashboard/summary`. */
export const dashboardSummaryQuery = (bank: Bank) => bankQuery(bank, "dashboardSummary", {});

/**
 * `POST saveDashboardWidgets`: its answer is the dashboard settings after the call, so it becomes
 * the widgets' cached answer and the dashboard shows the change at once.
 */
export const saveDashboardWidgetsMutation = (bank: Bank, queryClient: QueryClient) =>
  mutationOptions({
    mutationKey: ["saveDashboardWidgets"],
    mutationFn: (request: BankCalls["saveDashboardWidgets"]["request"]) =>
      bank.call("saveDashboardWidgets", request),
    onSuccess: (answer) => {
      queryClient.setQueryData(dashboardWidgetsQuery(bank).queryKey, answer);
    },
  });

/**
 * Whether the security-image pop-up was shown in this sign-in: kept in the query cache, which is
 * cleared at sign-out, so the next sign-in shows it again.
 */
export const SECURITY_POPUP_SEEN_KEY = ["session", "securityImagePopupSeen"] as const;
