import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { FtEnquiryRequest, FtEnquiryResponse } from "../../../adapters/rib/contract/ftEnquiry";
import { enquiryFailureKind, FUND_TRANSFER_ENQUIRY_PAGE_SIZE } from "../../../domain";
import { Banner } from "../../../ui/Banner";
import { LoadingRegion } from "../../../ui/Spinner";
import { useBank } from "../../ServicesContext";
import { serverDateQuery } from "../../enquiry/enquiryQueries";
import { useLatestSearch } from "../../forms/useLatestSearch";
import { ScreenHeading } from "../../navigation/StateProvider";
import { isCallFailure, useFailureOf } from "../../session/FailureProvider";
import { FtEnquiryForm } from "./FtEnquiryForm";
import { FtEnquiryResults } from "./FtEnquiryResults";
import { ftEnquiryQuery } from "./ftEnquiryQueries";
import { useFtEnquiryForm, type FtEnquiryCriteria } from "./useFtEnquiryForm";
import "./ftEnquiry.css";

/** An answer of the enquiry as the screen shows it: a page, or the spec's no-data or third-party message. */
type EnquiryAnswer =
  | { readonly kind: "page"; readonly response: FtEnquiryResponse }
  | { readonly kind: "noData" }
  | { readonly kind: "thirdParty" };

/** The request of one page of a search (dates dd/MM/yyyy as the spec's enquiry search sends them). */
export function ftEnquiryRequestOf(criteria: FtEnquiryCriteria, page: number): FtEnquiryRequest {
  return {
    fromDate: criteria.fromDate,
    toDate: criteria.toDate,
    fromAmount: criteria.fromAmount,
    toAmount: criteria.toAmount,
    benName: criteria.benName === "" ? null : criteria.benName,
    type: criteria.type,
    stmtType: "FT_ENQUIRY",
    beginValue: (page - 1) * FUND_TRANSFER_ENQUIRY_PAGE_SIZE,
    totalrows: FUND_TRANSFER_ENQUIRY_PAGE_SIZE,
  };
}

/** The spec's errorCode of a refused enquiry, if its body has one. */
function errorCodeOf(body: unknown): string | undefined {
  if (typeof body !== "object" || body === null || !("errorCode" in body)) return undefined;
  return typeof body.errorCode === "string" ? body.errorCode : undefined;
}

/**
 * Fund-transfer enquiry (state `fundTrnsfrEnquiry`, spec 001 sections 3, 5, 8, 9): search the
 * customer's fund transfers by period, amounts, beneficiary name and type; 10 rows a page with
 * the spec's statuses; errorCode 1031 shows the third-party message, 3004 or HTTP 404 the no-data
 * message, an empty page the no-result message. The count is announced and focus moves to the
 * results' caption (or the message).
 */
export function FundTransferEnquiryScreen() {
  const { t } = useTranslation();
  const bank = useBank();
  const queryClient = useQueryClient();
  const serverDate = useQuery(serverDateQuery(bank));
  const loadFailure = useFailureOf(serverDate.error);
  const form = useFtEnquiryForm();
  const result = useLatestSearch<EnquiryAnswer>();
  const [criteria, setCriteria] = useState<FtEnquiryCriteria | null>(null);
  const [page, setPage] = useState(1);

  const load = (next: FtEnquiryCriteria, nextPage: number) => {
    const request = ftEnquiryRequestOf(next, nextPage);
    void result.search(
      async (): Promise<EnquiryAnswer> => {
        try {
          return { kind: "page", response: await queryClient.fetchQuery(ftEnquiryQuery(bank, request)) };
        } catch (error) {
          if (!isCallFailure(error)) throw error;
          const errorCode = errorCodeOf(error.body);
          const kind = enquiryFailureKind({
            ...(errorCode === undefined ? {} : { errorCode }),
            httpStatus: error.status,
          });
          if (kind === "ENQUIRY.NO_DATA") return { kind: "noData" };
          if (kind === "ENQUIRY.THIRD_PARTY_ERROR") return { kind: "thirdParty" };
          throw error;
        }
      },
      (answer) =>
        answer.kind === "noData"
          ? t("ftEnquiry:results.noData")
          : answer.kind === "thirdParty"
            ? t("ftEnquiry:results.thirdParty")
            : answer.response.totalRecords === 0
              ? t("ftEnquiry:results.noResult")
              : t("ftEnquiry:results.count", { count: answer.response.totalRecords }),
    );
  };

  const submit = () => {
    const next = form.check();
    if (next === null) return;
    setCriteria(next);
    setPage(1);
    load(next, 1);
  };

  const { answer, isSearching, failure, focusRef } = result;
  return (
    <div className="app-screen app-screen--wide ft-enquiry-screen">
      <ScreenHeading />
      <p>{t("ftEnquiry:intro")}</p>
      {loadFailure !== null ? <Banner tone="error">{loadFailure}</Banner> : null}
      <LoadingRegion isBusy={serverDate.isPending} label={t("common:loading")}>
        <FtEnquiryForm
          form={form}
          appDate={serverDate.data?.appDate}
          isSearching={isSearching}
          onSearch={submit}
        />
      </LoadingRegion>
      {failure !== null ? <Banner tone="error">{failure}</Banner> : null}
      {answer !== null && answer.kind !== "page" ? (
        <div ref={focusRef as React.Ref<HTMLDivElement>} tabIndex={-1} className="ft-enquiry-message">
          <Banner tone={answer.kind === "thirdParty" ? "error" : "info"}>
            {answer.kind === "thirdParty" ? t("ftEnquiry:results.thirdParty") : t("ftEnquiry:results.noData")}
          </Banner>
        </div>
      ) : null}
      {criteria !== null && answer?.kind === "page" ? (
        <FtEnquiryResults
          rows={answer.response.transactions}
          totalRecords={answer.response.totalRecords}
          page={page}
          onPageChange={(nextPage) => {
            setPage(nextPage);
            load(criteria, nextPage);
          }}
          isLoading={isSearching}
          captionRef={focusRef}
        />
      ) : null}
    </div>
  );
}
