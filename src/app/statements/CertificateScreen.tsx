import { useMutation, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { financialYear, financialYearLabel, formatDisplayDate } from "../../domain";
import { Banner } from "../../ui/Banner";
import { DownloadButton } from "../../ui/DownloadButton";
import { ErrorSummary } from "../../ui/ErrorSummary";
import { Select } from "../../ui/Select";
import { LoadingRegion } from "../../ui/Spinner";
import { useBank } from "../ServicesContext";
import { statementAccountListQuery } from "../accounts/accountsQueries";
import { useFormErrors, type FieldErrorText } from "../forms/useFormErrors";
import { localText } from "../i18n/localText";
import { ScreenHeading } from "../navigation/StateProvider";
import { isCallFailure, useFailureOf } from "../session/FailureProvider";
import { accountOptionLabel, kindOfItem } from "../accounts/accountFormat";
import { interestCertificateMutation, serverDateQuery } from "./statementQueries";
import "./statements.css";
import { usePageLanguage } from "../i18n/usePageLanguage";

/** How many financial years the certificate offers, the current one first. */
export const CERTIFICATE_YEARS = 5;

/** The statuses that stay on the screen with "Information not available for download". */
const NOT_AVAILABLE_STATUSES = [400, 404, 500, 503];

const FIELD = { account: "certificate-account", year: "certificate-year" } as const;

/** Whether the bank refused the certificate in a way said in place as "not available" (no sign-out, no dialog). */
function isNotAvailable(error: unknown): boolean {
  return isCallFailure(error) && (NOT_AVAILABLE_STATUSES.includes(error.status) || error.status === 200);
}

/** Whether a refusal is said as "No Interest paid for the account in selected period". */
function isNoInterest(error: unknown): boolean {
  return isCallFailure(error) && error.code === "CERTIFICATE.NO_INTEREST";
}

/**
 * The interest certificate (state `certificates`, spec 000 section 8): a savings, current or
 * deposit account (active or closed) and a financial year, downloaded as a PDF. No interest in
 * the year says "No Interest paid for the account in selected period"; any other refusal
 * "Information not available for download" (in a banner, read out as an alert).
 */
export function CertificateScreen() {
  const { t } = useTranslation();
  const language = usePageLanguage();
  const bank = useBank();
  // The screen's calls start together.
  const serverDate = useQuery(serverDateQuery(bank));
  const accounts = useQuery(statementAccountListQuery(bank));
  const certificate = useMutation(interestCertificateMutation(bank));
  // Other failures are carried out (a session failure signs out); one shown in place says "not available".
  const otherFailure = useFailureOf(
    isNoInterest(certificate.error) || isNotAvailable(certificate.error) ? null : certificate.error,
  );
  const loadFailure = useFailureOf(serverDate.error ?? accounts.error);
  const appDate = serverDate.data?.appDate;
  const choices = (accounts.data ?? []).filter((a) => kindOfItem(a) !== "loan" && kindOfItem(a) !== "other");
  const currentStart = appDate === undefined ? null : Number(financialYear(appDate).start.slice(0, 4));
  const years =
    currentStart === null
      ? []
      : Array.from({ length: CERTIFICATE_YEARS }, (_, index) => currentStart - index);

  const [chosenAccount, setChosenAccount] = useState<string | null | undefined>(undefined);
  const [chosenYear, setChosenYear] = useState<string | null | undefined>(undefined);
  const accountNumber = chosenAccount === undefined ? (choices[0]?.account_number ?? null) : chosenAccount;
  // The last complete financial year by default.
  const year =
    chosenYear === undefined ? (currentStart === null ? null : String(currentStart - 1)) : chosenYear;
  const formErrors = useFormErrors();
  const outcome: { tone: "success" | "error"; text: string } | null = certificate.isSuccess
    ? {
        tone: "success",
        text: t("statements:certificate.saved", {
          year: financialYearLabel(certificate.variables.financialYearStart),
        }),
      }
    : isNoInterest(certificate.error)
      ? { tone: "error", text: t("statements:certificate.noInterest") }
      : isNotAvailable(certificate.error) || otherFailure !== null
        ? { tone: "error", text: t("statements:certificate.notAvailable") }
        : null;

  const download = () => {
    if (certificate.isPending) return;
    const found: FieldErrorText[] = [];
    if (accountNumber === null)
      found.push({ fieldId: FIELD.account, text: localText("statements:certificate.errorAccount") });
    if (year === null)
      found.push({ fieldId: FIELD.year, text: localText("statements:certificate.errorYear") });
    certificate.reset();
    if (found.length > 0 || accountNumber === null || year === null) {
      formErrors.show(found);
      return;
    }
    formErrors.clear();
    certificate.mutate({ accountNumber, financialYearStart: Number(year), lang: language });
  };

  return (
    <div className="app-screen certificate-screen">
      <ScreenHeading />
      {loadFailure !== null ? <Banner tone="error">{loadFailure}</Banner> : null}
      <p>{t("statements:certificate.intro")}</p>
      <LoadingRegion isBusy={serverDate.isPending || accounts.isPending} label={t("statements:loading")}>
        <div className="statement-result">
          <ErrorSummary
            title={t("common:errorSummaryTitle")}
            errors={formErrors.errors}
            attempt={formErrors.attempt}
          />
          {accounts.data !== undefined && choices.length === 0 ? (
            <Banner tone="info">{t("statements:certificate.noAccounts")}</Banner>
          ) : (
            <Select
              id={FIELD.account}
              label={t("statements:certificate.account")}
              placeholder={t("statements:certificate.accountPlaceholder")}
              isRequired
              options={choices.map((a) => ({
                id: a.account_number,
                label: accountOptionLabel(t, a),
                ...(a.closedDate === null
                  ? {}
                  : {
                      description: t("statements:form.closedAccount", {
                        date: formatDisplayDate(a.closedDate, language),
                      }),
                    }),
              }))}
              selectedKey={accountNumber}
              onSelectionChange={setChosenAccount}
              {...formErrors.errorProps(FIELD.account)}
            />
          )}
          <Select
            id={FIELD.year}
            label={t("statements:certificate.year")}
            placeholder={t("statements:certificate.yearPlaceholder")}
            isRequired
            options={years.map((start) => ({
              id: String(start),
              label: t("statements:certificate.yearOption", {
                label: financialYearLabel(start),
                start,
                end: start + 1,
              }),
            }))}
            selectedKey={year}
            onSelectionChange={setChosenYear}
            {...formErrors.errorProps(FIELD.year)}
          />
          <div className="flow-actions">
            <DownloadButton
              label={t("statements:certificate.download")}
              fileType={t("statements:certificate.pdf")}
              onPress={download}
              isPending={certificate.isPending}
              pendingLabel={t("statements:certificate.preparing")}
            />
          </div>
          {outcome !== null ? <Banner tone={outcome.tone}>{outcome.text}</Banner> : null}
        </div>
      </LoadingRegion>
    </div>
  );
}
