import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { MINI_STATEMENT_ROWS, STATEMENT_PAGE_SIZE } from "../../domain";
import type { StatementResponse } from "../../adapters/rib/contract/statements";
import { Banner } from "../../ui/Banner";
import { LoadingRegion } from "../../ui/Spinner";
import { useBank } from "../ServicesContext";
import { statementAccountListQuery } from "../accounts/accountsQueries";
import { useLatestSearch } from "../forms/useLatestSearch";
import { ScreenHeading, useStateParams } from "../navigation/StateProvider";
import { useFailureOf } from "../session/FailureProvider";
import { StatementForm } from "./StatementForm";
import { StatementResult } from "./StatementResult";
import { serverDateQuery, statementSearchQuery } from "./statementQueries";
import { useStatementDownload } from "./useStatementDownload";
import { useStatementForm, type Criteria } from "./useStatementForm";
import "./statements.css";

/**
 * The account statement (state `acctStmt`, spec 000 sections 4, 5, 8, 9): account type and status
 * (savings and current are active only; a closed account's statement is six months ascending),
 * the account, the period (mini, one month, six months, current or previous financial year, or
 * dates), optional amount and cheque ranges and the order; the result with its period and
 * balances, ten rows a page; PDF, Excel and HTML downloads for ascending statements of a period;
 * a print preview, warned first when the account opened inside a predefined period.
 */
export function StatementScreen() {
  const { t } = useTranslation();
  const bank = useBank();
  const queryClient = useQueryClient();
  const params = useStateParams();

  // The screen's calls start together.
  const serverDate = useQuery(serverDateQuery(bank));
  const accounts = useQuery(statementAccountListQuery(bank));
  const loadFailure = useFailureOf(serverDate.error ?? accounts.error);
  const appDate = serverDate.data?.appDate;

  const form = useStatementForm(accounts.data, appDate, params["accountNumber"]);
  const download = useStatementDownload();
  const [criteria, setCriteria] = useState<Criteria | null>(null);
  const [page, setPage] = useState(1);
  const result = useLatestSearch<StatementResponse, HTMLHeadingElement>();

  const load = (next: Criteria, nextPage: number) => {
    const size = next.request.stmtType === "MINI" ? MINI_STATEMENT_ROWS : STATEMENT_PAGE_SIZE;
    const request = { ...next.request, totalrows: size, beginValue: (nextPage - 1) * size };
    void result.search(
      () => queryClient.fetchQuery(statementSearchQuery(bank, request)),
      (answer) =>
        answer.totalRecords === 0
          ? t("statements:result.noneAnnounced")
          : t("statements:result.count", { count: answer.totalRecords }),
    );
  };

  const submit = () => {
    const next = form.check();
    if (next === null) return;
    setCriteria(next);
    setPage(1);
    download.reset();
    load(next, 1);
  };

  const changePage = (nextPage: number) => {
    if (criteria === null) return;
    setPage(nextPage);
    load(criteria, nextPage);
  };

  return (
    <div className="app-screen statement-screen">
      <ScreenHeading />
      {loadFailure !== null ? <Banner tone="error">{loadFailure}</Banner> : null}
      <LoadingRegion isBusy={serverDate.isPending || accounts.isPending} label={t("statements:loading")}>
        <StatementForm
          form={form}
          accountsLoaded={accounts.data !== undefined}
          isLoading={result.isSearching}
          onSubmit={submit}
        />
      </LoadingRegion>
      {result.failure !== null ? <Banner tone="error">{result.failure}</Banner> : null}
      {criteria !== null && result.answer !== null ? (
        <StatementResult
          criteria={criteria}
          result={result.answer}
          headingRef={result.focusRef}
          isLoading={result.isSearching}
          page={page}
          onPageChange={changePage}
          appDate={appDate}
          download={download}
        />
      ) : null}
    </div>
  );
}
