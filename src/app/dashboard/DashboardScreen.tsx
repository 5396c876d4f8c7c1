import { useQueries } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { formatDisplayDate, passwordExpiryNotice, PASSWORD_EXPIRY_SKIP_HIDDEN_AT_DAYS } from "../../domain";
import { Banner } from "../../ui/Banner";
import { LoadingRegion } from "../../ui/Spinner";
import { useBankApi } from "../ServicesContext";
import { ScreenHeading, StateNotice } from "../navigation/StateProvider";
import { useFailureOf } from "../session/FailureProvider";
import { customerDetailsQuery, customerIdQuery, previousLoginQuery } from "./customerQueries";

/**
 * The dashboard shell (state `dashboard`): greeting, the previous sign-in, and the
 * password-expiry notice when 5 days or fewer remain (spec 000 section 4). Its three calls start
 * together (GUIDE section 7: no waterfalls).
 */
export function DashboardScreen() {
  const { t } = useTranslation();
  const api = useBankApi();
  const [previous, customer, details] = useQueries({
    queries: [previousLoginQuery(api), customerIdQuery(api), customerDetailsQuery(api)],
  });
  const failure = previous.error ?? customer.error ?? details.error;
  const message = useFailureOf(failure);
  const name = details.data?.customerName ?? previous.data?.customerName;
  const isBusy = previous.isPending || customer.isPending || details.isPending;
  const daysLeft = customer.data?.daysleft;
  const expiry = daysLeft !== undefined ? passwordExpiryNotice(daysLeft) : undefined;

  return (
    <div className="app-screen">
      <ScreenHeading />
      <StateNotice />
      {message !== null ? <Banner tone="error">{message}</Banner> : null}
      <LoadingRegion isBusy={isBusy} label={t("common:loading")}>
        {name !== undefined ? (
          <p className="dashboard-greeting">{t("dashboard:greeting", { name })}</p>
        ) : null}
        {previous.data !== undefined ? (
          previous.data.lastLoginDate !== null ? (
            <p>
              {t("dashboard:previousLogin", {
                date: formatDisplayDate(previous.data.lastLoginDate),
                time: previous.data.lastLoginTime ?? "",
              })}
            </p>
          ) : (
            <p>{t("dashboard:firstLogin")}</p>
          )
        ) : null}
        {expiry !== undefined && daysLeft !== undefined && daysLeft <= PASSWORD_EXPIRY_SKIP_HIDDEN_AT_DAYS ? (
          <Banner
            tone="warning"
            title={
              expiry.isExpired ? t("dashboard:passwordExpired.title") : t("dashboard:passwordExpiry.title")
            }
          >
            {expiry.isExpired
              ? t("dashboard:passwordExpired.body")
              : t("dashboard:passwordExpiry.body", { count: daysLeft })}
          </Banner>
        ) : null}
      </LoadingRegion>
    </div>
  );
}
