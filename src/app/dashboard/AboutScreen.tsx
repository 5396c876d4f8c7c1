import { useQueries } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { formatDisplayDate, maskMobile } from "../../domain";
import { Banner } from "../../ui/Banner";
import { Card } from "../../ui/Card";
import { DescriptionList } from "../../ui/DescriptionList";
import { LoadingRegion } from "../../ui/Spinner";
import { useBank } from "../ServicesContext";
import { ScreenHeading } from "../navigation/StateProvider";
import { useFailureOf } from "../session/FailureProvider";
import { customerDetailsQuery, customerIdQuery, previousLoginQuery } from "./customerQueries";
import { usePageLanguage } from "../i18n/usePageLanguage";
import { useServerText } from "../accounts/serverText";

/** Masks a relationship manager's mobile (spec 000 section 9: +91 xxxx xxx xxx); keeps a masked one. */
/**
 * About me (state `about`): the customer's details, the previous sign-in and the relationship
 * manager with a masked mobile number. Its calls start together.
 */
export function AboutScreen() {
  const { t } = useTranslation();
  const language = usePageLanguage();
  const { person } = useServerText();
  const bank = useBank();
  const [previous, customer, details] = useQueries({
    queries: [previousLoginQuery(bank), customerIdQuery(bank), customerDetailsQuery(bank)],
  });
  const message = useFailureOf(previous.error ?? customer.error ?? details.error);
  const isBusy = previous.isPending || customer.isPending || details.isPending;
  const when = (date: string | null, time: string | null) =>
    date === null ? t("dashboard:about.never") : `${formatDisplayDate(date, language)} ${time ?? ""}`.trim();

  return (
    <div className="app-screen">
      <ScreenHeading />
      {message !== null ? <Banner tone="error">{message}</Banner> : null}
      <LoadingRegion isBusy={isBusy} label={t("common:loading")}>
        {details.data !== undefined && customer.data !== undefined ? (
          <Card title={t("dashboard:about.customerHeading")}>
            <DescriptionList
              items={[
                { term: t("dashboard:about.name"), description: person(details.data.customerName) },
                { term: t("dashboard:about.customerId"), description: customer.data.customerId },
                { term: t("dashboard:about.mobile"), description: customer.data.mobileNumber },
                {
                  term: t("dashboard:about.address"),
                  description: [details.data.mad3, details.data.mad4]
                    .filter((line) => line !== "")
                    .join(", "),
                },
                {
                  term: t("dashboard:about.branch"),
                  description: [
                    details.data.bankDetails.branchName,
                    details.data.bankDetails.branchAdd2,
                    details.data.bankDetails.branchAdd3,
                  ]
                    .filter((line) => line !== "")
                    .join(", "),
                },
                { term: t("dashboard:about.ifsc"), description: details.data.bankDetails.ifsc },
              ]}
            />
          </Card>
        ) : null}
        {previous.data !== undefined ? (
          <Card title={t("dashboard:about.loginHeading")}>
            <DescriptionList
              items={[
                {
                  term: t("dashboard:about.lastLogin"),
                  description: when(previous.data.lastLoginDate, previous.data.lastLoginTime),
                },
                {
                  term: t("dashboard:about.lastFailedLogin"),
                  description: when(previous.data.lastFailLoginDate, previous.data.lastFailLoginTime),
                },
              ]}
            />
          </Card>
        ) : null}
        {details.data !== undefined ? (
          <Card title={t("dashboard:about.rmHeading")}>
            <DescriptionList
              items={[
                { term: t("dashboard:about.rmName"), description: details.data.rmName },
                { term: t("dashboard:about.rmMobile"), description: maskMobile(details.data.rmMobileno) },
              ]}
            />
          </Card>
        ) : null}
      </LoadingRegion>
    </div>
  );
}
