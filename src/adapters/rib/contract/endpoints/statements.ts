import { endpoint } from "../endpoint";
import {
  InterestCertificateRequest,
  StatementDownloadRequest,
  StatementRequest,
  StatementResponse,
} from "../statements";
import { FileBody, ACCOUNT_ERRORS, INTEGRITY_ERRORS } from "./shared";

/** The calls of statements (spec 000 §3, §4, §7). */
export const statementsEndpoints = {
  statementSearch: endpoint({
    summary: "One page of an account statement.",
    spec: "000 §4, §7",
    method: "POST",
    root: "rest",
    path: "transaction/search",
    request: StatementRequest,
    encoding: "json",
    response: { kind: "json", schema: StatementResponse },
    session: "active",
    ownedAccounts: ["accountNumber"],
    integrity: { key: "session", over: ["accountNumber"] },
    errors: [...ACCOUNT_ERRORS, ...INTEGRITY_ERRORS, "STATEMENT.NOT_OFFERED"],
  }),
  statementReport: endpoint({
    summary: "The statement as a PDF, Excel or HTML file.",
    spec: "000 §4, §7",
    method: "POST",
    root: "report",
    path: "report/statement",
    alsoUnder: ["rest"],
    request: StatementDownloadRequest,
    encoding: "json",
    response: {
      kind: "file",
      schema: FileBody,
      fallbackName: "Statement",
      contentTypes: [
        "application/pdf",
        "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
        "text/html",
      ],
    },
    session: "active",
    ownedAccounts: ["accountNumber"],
    integrity: { key: "session", over: ["accountNumber"] },
    errors: [...ACCOUNT_ERRORS, ...INTEGRITY_ERRORS, "STATEMENT.NO_DATA", "STATEMENT.NOT_OFFERED"],
  }),
  interestCertificate: endpoint({
    summary: "The interest certificate of a financial year as a PDF file.",
    spec: "000 §4, §7",
    method: "POST",
    root: "rest",
    path: "getInterestCertificate",
    request: InterestCertificateRequest,
    encoding: "json",
    response: {
      kind: "file",
      schema: FileBody,
      fallbackName: "InterestCertificate.pdf",
      contentTypes: ["application/pdf"],
    },
    session: "active",
    ownedAccounts: ["accountNumber"],
    integrity: { key: "session", over: ["accountNumber", "financialYearStart"] },
    errors: [...ACCOUNT_ERRORS, ...INTEGRITY_ERRORS, "CERTIFICATE.NO_INTEREST", "CERTIFICATE.NOT_AVAILABLE"],
  }),
} as const;
