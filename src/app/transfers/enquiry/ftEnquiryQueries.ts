import type { Bank } from "../../../adapters/rib/BankClient";
import type { FtEnquiryRequest } from "../../../adapters/rib/contract/ftEnquiry";
import { bankQuery } from "../../bankQueries";

/** `POST fundTransactionList`: one page of the enquiry, always asked afresh (statuses change). */
export const ftEnquiryQuery = (bank: Bank, request: FtEnquiryRequest) => ({
  ...bankQuery(bank, "fundTransactionList", request),
  staleTime: 0,
});
