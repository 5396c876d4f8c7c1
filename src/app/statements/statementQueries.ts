import { mutationOptions } from "@tanstack/react-query";
import type { Bank, BankCalls } from "../../adapters/rib/BankClient";
import type { StatementRequest } from "../../adapters/rib/contract/statements";
import { bankQuery } from "../bankQueries";
import { saveFile } from "./saveFile";

/** `GET user/getServerDate`: the application date, the statements' "today". */
export const serverDateQuery = (bank: Bank) => bankQuery(bank, "serverDate", {});

/** `POST transaction/search`: one page of a statement, always asked afresh. */
export const statementSearchQuery = (bank: Bank, request: StatementRequest) => ({
  ...bankQuery(bank, "statementSearch", request),
  staleTime: 0,
});

/** `POST report/statement`: the statement as a PDF, Excel or HTML file, saved by the browser. */
export const statementReportMutation = (bank: Bank) =>
  mutationOptions({
    mutationKey: ["statementReport"],
    mutationFn: (request: BankCalls["statementReport"]["request"]) => bank.call("statementReport", request),
    onSuccess: (file) => saveFile(file),
  });

/** `POST getInterestCertificate`: the certificate of a financial year as a PDF, saved by the browser. */
export const interestCertificateMutation = (bank: Bank) =>
  mutationOptions({
    mutationKey: ["interestCertificate"],
    mutationFn: (request: BankCalls["interestCertificate"]["request"]) =>
      bank.call("interestCertificate", request),
    onSuccess: (file) => saveFile(file),
  });
