import { useQueries } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { formatDisplayDate } from "../../domain";
import { Banner } from "../../ui/Banner";
import { LoadingRegion } from "../../ui/Spinner";
import { useBank } from "../ServicesContext";
import { ScreenHeading, StateNotice } from "../navigation/StateProvider";
import { useFailureOf } from "../session/FailureProvider";
import { PasswordExpiryNotice } from "../security/PasswordExpiryNotice";
import { SignInDetails } from "../security/SignInDetails";
import { HomeWidgets } from "../home/HomeWidgets";
import { InsightsPanel } from "../insights/InsightsPanel";
import { customerDetailsQuery, customerIdQuery, previousLoginQuery } from "./customerQueries";
import { usePageLanguage } from "../i18n/usePageLanguage";
import { useServerText } from "../accounts/serverText";
import "./dashboard.css";

/**
 * The dashboard (state `dashboard`): greeting, the previous sign-in, the password-expiry notice
 * (spec 000 section 4), the sign-in details with the sign-in history dialog, then the customer's
 * widgets (HomeWidgets) and the insights panels. Its calls start together (GUIDE section 7: no
 * waterfalls). While they load, each block keeps the height it settles at (dashboard.css, home.css,
 * insights.css), so nothing below it moves when the answers come (layout shift under 0.1).
 */
export function DashboardScreen() {
  const { t } = useTranslation();
  const language = usePageLanguage();
  const bank = useBank();
  const [previous, customer, details] = useQueries({
    queries: [previousLoginQuery(bank), customerIdQuery(bank), customerDetailsQuery(bank)],
  });
  const failure = previous.error ?? customer.error ?? details.error;
  const message = useFailureOf(failure);
  const { person } = useServerText();
  const serverName = details.data?.customerName ?? previous.data?.customerName;
  const name = serverName === undefined ? undefined : person(serverName);
  const isBusy = previous.isPending || customer.isPending || details.isPending;

  return (
    <div className="app-screen app-screen--wide">
      <ScreenHeading />
      <StateNotice />
      {message !== null ? <Banner tone="error">{message}</Banner> : null}
      <div className="dashboard-intro">
        <LoadingRegion isBusy={isBusy} label={t("common:loading")}>
          {name !== undefined ? (
            <p className="dashboard-greeting">{t("dashboard:greeting", { name })}</p>
          ) : null}
          {previous.data !== undefined ? (
            previous.data.lastLoginDate !== null ? (
              <p>
                {t("dashboard:previousLogin", {
                  date: formatDisplayDate(previous.data.lastLoginDate, language),
                  time: previous.data.lastLoginTime ?? "",
                })}
              </p>
            ) : (
              <p>{t("dashboard:firstLogin")}</p>
            )
          ) : null}
          {customer.data !== undefined ? <PasswordExpiryNotice customer={customer.data} /> : null}
          {previous.data !== undefined ? <SignInDetails previous={previous.data} /> : null}
        </LoadingRegion>
      </div>
      <HomeWidgets />
      <InsightsPanel />
    </div>
  );
}
