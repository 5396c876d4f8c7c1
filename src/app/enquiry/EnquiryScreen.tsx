import { useQuery } from "@tanstack/react-query";
import { useRef } from "react";
import { useTranslation } from "react-i18next";
import { isEnquiryAccount } from "../../domain";
import type { EnquiryResponse } from "../../adapters/rib/contract/enquiry";
import { Banner } from "../../ui/Banner";
import { Button } from "../../ui/Button";
import { LoadingRegion } from "../../ui/Spinner";
import { useBank } from "../ServicesContext";
import { enquiryAccountListQuery } from "../accounts/accountsQueries";
import { useLatestSearch } from "../forms/useLatestSearch";
import { usePageLanguage } from "../i18n/usePageLanguage";
import { ScreenHeading, useStateParams } from "../navigation/StateProvider";
import { useFailureOf } from "../session/FailureProvider";
import { categoryListQuery, serverDateQuery } from "./enquiryQueries";
import { EnquiryForm } from "./EnquiryForm";
import { EnquiryResults } from "./EnquiryResults";
import { FraudDialog } from "./FraudDialog";
import { useEnquiryForm } from "./useEnquiryForm";
import { useEnquirySearch } from "./useEnquirySearch";
import { rowName, useFraudReport } from "./useFraudReport";
import { usePendingCategories } from "./usePendingCategories";
import "./enquiry.css";

/**
 * Transaction enquiry (state `txnEnquiry`, spec 000 sections 3-5): search a SAV or DDA account
 * by dates, amounts, cheque numbers and debit/credit; page through the answer ten rows at a time;
 * categorise rows (saved together, with navigation, searches, paging and the account blocked
 * while changes are pending); report a row as fraud; list the rows reported as fraud.
 */
export function EnquiryScreen() {
  const { t } = useTranslation();
  const language = usePageLanguage();
  const bank = useBank();
  const params = useStateParams();

  // The screen's calls start together.
  const serverDate = useQuery(serverDateQuery(bank));
  const accounts = useQuery(enquiryAccountListQuery(bank));
  const categoryList = useQuery(categoryListQuery(bank));
  const loadFailure = useFailureOf(serverDate.error ?? accounts.error);
  const appDate = serverDate.data?.appDate;
  const enquiryAccounts = (accounts.data ?? []).filter((a) => isEnquiryAccount(a.account_grp_code));

  const form = useEnquiryForm(appDate, enquiryAccounts, params["accountNumber"]);
  const result = useLatestSearch<EnquiryResponse>();
  const noticeRef = useRef<HTMLDivElement>(null);
  const categories = usePendingCategories(result, noticeRef);
  const fraud = useFraudReport(result);
  const search = useEnquirySearch(result, categories.blocksSearch);

  const submit = () => {
    if (categories.blocksSearch()) return;
    const criteria = form.check();
    if (criteria === null) return;
    categories.clearOutcome();
    fraud.clearOutcome();
    search.start(criteria);
  };

  return (
    <div className="app-screen app-screen--wide enquiry-screen">
      <ScreenHeading />
      {loadFailure !== null ? <Banner tone="error">{loadFailure}</Banner> : null}
      {categories.showNotice ? (
        <div ref={noticeRef} tabIndex={-1} className="enquiry-notice">
          <Banner tone="warning">
            <p>{t("enquiry:categorise.notice", { count: categories.pending.length })}</p>
            <div className="flow-actions">
              <Button
                onPress={categories.save}
                isPending={categories.isSaving}
                pendingLabel={t("enquiry:processing")}
              >
                {t("enquiry:categorise.save")}
              </Button>
              <Button variant="secondary" onPress={categories.discard}>
                {t("enquiry:categorise.discard")}
              </Button>
            </div>
          </Banner>
        </div>
      ) : null}
      <LoadingRegion isBusy={serverDate.isPending || accounts.isPending} label={t("common:loading")}>
        <EnquiryForm
          form={form}
          accounts={enquiryAccounts}
          appDate={appDate}
          isAccountLocked={categories.blocks.accountChange}
          isSearching={result.isSearching}
          onSearch={submit}
        />
      </LoadingRegion>
      {result.failure !== null ? <Banner tone="error">{result.failure}</Banner> : null}
      {search.criteria !== null ? (
        <EnquiryResults
          search={search}
          categories={categories}
          fraud={fraud}
          categoryList={categoryList.data}
          appDate={appDate}
        />
      ) : null}
      <FraudDialog
        key={fraud.row === null ? "closed" : `${fraud.row.accountNumber}-${String(fraud.row.sequence)}`}
        rowName={fraud.row === null ? null : rowName(fraud.row, language)}
        isPending={fraud.isPending}
        failure={fraud.failure}
        onSubmit={fraud.submit}
        onClose={fraud.close}
      />
    </div>
  );
}
