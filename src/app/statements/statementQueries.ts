import type { Bank } from "../../adapters/rib/BankClient";
import type { StatementRequest } from "../../adapters/rib/contract/statements";
import { bankQuery } from "../bankQueries";
import { fileDownloadMutation } from "../fileDownload";

/** `GET user/getServerDate`: the application date, the statements' "today". */
export const serverDateQuery = (bank: Bank) => bankQuery(bank, "serverDate", {});

/** `POST transaction/search`: one page of a statement, always asked afresh. */
export const statementSearchQuery = (bank: Bank, request: StatementRequest) => ({
  ...bankQuery(bank, "statementSearch", request),
  staleTime: 0,
});

/** `POST report/statement`: the statement as a PDF, Excel or HTML file, saved by the browser. */
export const statementReportMutation = (bank: Bank) => fileDownloadMutation(bank, "statementReport");

/** `POST getInterestCertificate`: the certificate of a financial year as a PDF, saved by the browser. */
export const interestCertificateMutation = (bank: Bank) => fileDownloadMutation(bank, "interestCertificate");
