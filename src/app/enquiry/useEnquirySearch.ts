import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ENQUIRY_DEBIT_TYPE, ENQUIRY_PAGE_SIZE, type SearchFilters } from "../../domain";
import type { EnquiryRequest, EnquiryResponse } from "../../adapters/rib/contract/enquiry";
import { useBank } from "../ServicesContext";
import type { LatestSearch } from "../forms/useLatestSearch";
import { transactionListFraudQuery, transactionListQuery } from "./enquiryQueries";

/** Which list the results show: every transaction or only those reported as fraud. */
export type EnquiryView = "all" | "fraud";

/** Both directions, debits only or credits only. */
export type DebitCredit = "both" | "debit" | "credit";

/** What the customer searched for. */
export interface Criteria {
  readonly accountNumber: string;
  readonly accountType: string;
  readonly fromDate: string;
  readonly toDate: string;
  readonly filters: SearchFilters;
  readonly debitCredit: DebitCredit;
}

/** The request of one page of a search. */
export function requestOf(criteria: Criteria, page: number): EnquiryRequest {
  const cheque = (digits: string | null) => (digits === null || digits === "" ? null : digits);
  return {
    accountNumber: criteria.accountNumber,
    accountType: criteria.accountType,
    // The request's dd/MM/yyyy (spec 000 section 3) whatever the page's language: not a shown date.
    fromDate: criteria.fromDate,
    toDate: criteria.toDate,
    fromAmount: criteria.filters.fromAmount,
    toAmount: criteria.filters.toAmount,
    fromCheckNumber: cheque(criteria.filters.fromCheque),
    toCheckNumber: cheque(criteria.filters.toCheque),
    type: criteria.debitCredit === "both" ? null : criteria.debitCredit === "debit" ? ENQUIRY_DEBIT_TYPE : 1,
    stmtType: "ENQUIRY",
    sortByAsc: false,
    totalrows: ENQUIRY_PAGE_SIZE,
    beginValue: (page - 1) * ENQUIRY_PAGE_SIZE,
  };
}

/** The enquiry's search: its criteria, view and page, and the latest answer. */
export interface EnquirySearch {
  readonly criteria: Criteria | null;
  readonly view: EnquiryView;
  readonly page: number;
  readonly result: LatestSearch<EnquiryResponse, HTMLElement>;
  /** Searches `next` from its first page in the current view. */
  readonly start: (next: Criteria) => void;
  readonly changePage: (page: number) => void;
  readonly changeView: (view: EnquiryView) => void;
}

/**
 * The enquiry's search, its answer kept in `result` (the latest request wins; the answer's count is
 * announced and focus moves to the table's caption). `isBlocked` is asked before any new search, page or view: while it
 * says so (unsaved category changes) nothing is asked.
 */
export function useEnquirySearch(
  result: LatestSearch<EnquiryResponse, HTMLElement>,
  isBlocked: () => boolean,
): EnquirySearch {
  const { t } = useTranslation();
  const bank = useBank();
  const queryClient = useQueryClient();
  const [criteria, setCriteria] = useState<Criteria | null>(null);
  const [view, setView] = useState<EnquiryView>("all");
  const [page, setPage] = useState(1);

  const load = (next: Criteria, nextPage: number, nextView: EnquiryView) => {
    const request = requestOf(next, nextPage);
    void result.search(
      () =>
        nextView === "fraud"
          ? queryClient.fetchQuery(transactionListFraudQuery(bank, request))
          : queryClient.fetchQuery(transactionListQuery(bank, request)),
      (answer) =>
        answer.totalRecords === 0
          ? t("enquiry:results.none")
          : t("enquiry:results.count", { count: answer.totalRecords }),
    );
  };

  return {
    criteria,
    view,
    page,
    result,
    start: (next) => {
      setCriteria(next);
      setPage(1);
      load(next, 1, view);
    },
    changePage: (nextPage) => {
      if (criteria === null || isBlocked()) return;
      setPage(nextPage);
      load(criteria, nextPage, view);
    },
    changeView: (nextView) => {
      if (isBlocked()) return;
      setView(nextView);
      setPage(1);
      if (criteria !== null) load(criteria, 1, nextView);
    },
  };
}
