import { endpoints } from "../../../src/adapters/rib/contract/endpoints";
import { compareIsoDates, minIsoDate } from "../../../src/domain/dates/CalendarMath";
import {
  certificateFileName,
  isDownloadOffered,
  statementFileName,
} from "../../../src/domain/statements/StatementForm";
import { storedAccountKind } from "../accounts/accountListRoutes";
import { ApiError } from "../kernel/http/ApiError";
import { fileAnswer, serve, type CallContext, type CallRouter } from "../kernel/http/pipeline";
import type { Services } from "../kernel/services";
import { financialYearLabel } from "../../../src/domain/dates/FinancialYear";
import { certificatePdf } from "./certificatePdf";
import { statementPage, statementScope, statementSummary } from "./statementData";
import type { StatementDocument } from "./statementDocument";
import { statementExcel } from "./statementExcel";
import { statementHtml } from "./statementHtml";
import { statementPdf } from "./statementPdf";
import { StatementRepository, type StatementParties } from "./StatementRepository";

/**
 * The files of the three download types (dwndType 1, 2, 3). Excel is written as .xlsx (Office Open
 * XML). Each file is named by the account's last four digits and its period (`statementFileName`),
 * not the spec's bare "Statement.pdf", so that downloads of several accounts and periods never
 * overwrite each other in the customer's downloads folder.
 */
export const STATEMENT_FILES = {
  1: { extension: "pdf", contentType: "application/pdf" },
  2: {
    extension: "xlsx",
    contentType: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
  },
  3: { extension: "html", contentType: "text/html; charset=utf-8" },
} as const;

const noData = (): ApiError =>
  new ApiError(404, "STATEMENT.NO_DATA", "No transactions were found for the selected period and filters.");
const notOffered = (): ApiError =>
  new ApiError(
    400,
    "STATEMENT.NOT_OFFERED",
    "The download is offered for ascending statements of a period only, not for the mini statement.",
  );
const noInterest = (): ApiError =>
  new ApiError(404, "CERTIFICATE.NO_INTEREST", "No Interest paid for the account in selected period");
const notAvailable = (): ApiError =>
  new ApiError(404, "CERTIFICATE.NOT_AVAILABLE", "Information not available for download");

/** The branch of the account and its primary holder (name, customer id, address, PAN). */
async function accountParties(
  statements: StatementRepository,
  accountNumber: string,
): Promise<StatementParties> {
  const parties = await statements.parties(accountNumber);
  if (parties === null) throw new Error(`Account ${accountNumber} has no branch.`);
  return parties;
}

/** `report/statement`: the whole period as a streamed PDF, Excel or HTML file. */
async function statementDownload(
  services: Services,
  { request, owned }: CallContext<typeof endpoints.statementReport>,
) {
  const statements = new StatementRepository(services.deps.db);
  const account = owned.accountNumber;
  const scope = statementScope(request, account, services.appDate());
  if (!isDownloadOffered(request.sortByAsc, request.stmtType)) throw notOffered();
  const summary = await statementSummary(statements, scope, account);
  if (summary.rowCount === 0) throw noData();
  const parties = await accountParties(statements, account.account_number);
  const document: StatementDocument = {
    lang: request.lang,
    branch: parties.branch,
    accountNumber: account.account_number,
    holder: parties.holder,
    customerId: parties.customerId,
    address: parties.address,
    product: account.product_name,
    from: scope.from,
    to: scope.to,
    generatedOn: services.appDate(),
    summary,
    batches: () => statements.batches(scope),
  };
  const file = STATEMENT_FILES[request.dwndType];
  const fileName = statementFileName(account.account_number, scope.from, scope.to, file.extension);
  const body =
    request.dwndType === 1
      ? statementPdf(document)
      : request.dwndType === 2
        ? statementExcel(document)
        : statementHtml(document);
  return fileAnswer(body, file.contentType, fileName);
}

/**
 * Statements (spec 000 sections 3, 4, 5, 7, 8, 9): `transaction/search` (the rows of a period, a
 * page at a time), `report/statement` (the whole period as PDF, Excel or HTML, streamed) and
 * `getInterestCertificate` (PDF).
 */
export function registerStatementRoutes(router: CallRouter): void {
  const { services } = router;
  const statements = new StatementRepository(services.deps.db);

  serve(router, endpoints.statementSearch, async ({ request, owned }) => {
    const account = owned.accountNumber;
    const scope = statementScope(request, account, services.appDate());
    const summary = await statementSummary(statements, scope, account);
    const rows = await statementPage(
      statements,
      scope,
      request.sortByAsc,
      request.beginValue,
      request.totalrows,
    );
    return {
      transaclist: rows,
      totalRecords: summary.rowCount,
      fromDate: scope.from,
      toDate: scope.to,
      openingBalance: summary.openingBalance,
      closingBalance: summary.closingBalance,
      accountOpenedDate: account.opened_on,
    };
  });

  serve(router, endpoints.statementReport, (context) => statementDownload(services, context));

  serve(router, endpoints.interestCertificate, async ({ request, owned }) => {
    const account = owned.accountNumber;
    const appDate = services.appDate();
    const yearStart = `${String(request.financialYearStart)}-04-01`;
    const yearEnd = `${String(request.financialYearStart + 1)}-03-31`;
    const isLoan = storedAccountKind(account.account_group, account.account_type) === "loan";
    const beforeOpening = compareIsoDates(yearEnd, account.opened_on) < 0;
    const inFuture = compareIsoDates(yearStart, appDate) > 0;
    const afterClosing = account.closed_on !== null && compareIsoDates(yearStart, account.closed_on) > 0;
    if (isLoan || beforeOpening || inFuture || afterClosing) throw notAvailable();
    const to = minIsoDate(yearEnd, appDate);
    const { interest, tds } = await statements.interestAndTds(account.account_number, yearStart, to);
    if (interest <= 0n) throw noInterest();
    const parties = await accountParties(statements, account.account_number);
    const body = certificatePdf({
      lang: request.lang,
      branch: parties.branch,
      customer: parties.holder,
      customerId: parties.customerId,
      address: parties.address,
      pan: parties.pan,
      accountNumber: account.account_number,
      product: account.product_name,
      yearLabel: financialYearLabel(request.financialYearStart),
      from: yearStart,
      to,
      interestPaise: interest,
      tdsPaise: tds,
      generatedOn: appDate,
    });
    return fileAnswer(
      body,
      "application/pdf",
      certificateFileName(account.account_number, request.financialYearStart),
    );
  });
}
