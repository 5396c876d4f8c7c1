import { mutationOptions, type QueryClient } from "@tanstack/react-query";
import type { Bank, BankCalls } from "../../adapters/rib/BankClient";
import type { EndpointName } from "../../adapters/rib/contract/endpoints";
import { bankQuery } from "../bankQueries";

/** An account's detail as the app receives it: the number opened from `encAccountNumber`. */
export type AccountDetail = BankCalls["accountDetail"]["response"];

/** `GET account/accountlist`: the active accounts. */
export const accountListQuery = (bank: Bank) => bankQuery(bank, "accountList", {});

/** `GET account/viewclsAcct`: the closed accounts. */
export const closedAccountListQuery = (bank: Bank) => bankQuery(bank, "closedAccountList", {});

/** `GET account/accountlistForStmt`: the accounts with statements (also the certificate's). */
export const statementAccountListQuery = (bank: Bank) => bankQuery(bank, "statementAccountList", {});

/** `GET account/viewAccountlist`: the savings and current accounts of the transaction enquiry. */
export const enquiryAccountListQuery = (bank: Bank) => bankQuery(bank, "enquiryAccountList", {});

/** `POST account/viewAcct`. */
export const accountDetailQuery = (bank: Bank, accountNumber: string, accountType: string) =>
  bankQuery(bank, "accountDetail", { accountNumber, accountType });

/** `GET account/fetchAccountNickNames`. */
export const accountNicknamesQuery = (bank: Bank) => bankQuery(bank, "accountNicknames", {});

/** `GET account/accountInformation`. */
export const accountInformationQuery = (bank: Bank, accountNumber: string) =>
  bankQuery(bank, "accountInformation", { accountNumber });

/** `GET account/primarySignature`. */
export const primarySignatureQuery = (bank: Bank, accountNumber: string) =>
  bankQuery(bank, "primarySignature", { accountnumber: accountNumber });

/** `GET getCustomerDetailsAndRM`. */
export const customerDetailsAndRmQuery = (bank: Bank) => bankQuery(bank, "customerDetailsAndRm", {});

/**
 * The calls whose answers carry the accounts' nicknames: every account list, the nicknames, the
 * names, an account's detail and the dashboard's accounts. A saved nickname refreshes them all.
 */
export const NICKNAME_CALLS = [
  "accountList",
  "closedAccountList",
  "enquiryAccountList",
  "statementAccountList",
  "accountNicknames",
  "accountNames",
  "accountDetail",
  "dashboardSummary",
] as const satisfies readonly EndpointName[];

/**
 * `POST updateaccountnames`: saves one group's changed nicknames (all or none). A save that the
 * bank took refreshes every answer that shows a nickname; a duplicate (`success` false) changes
 * nothing.
 */
export const updateNicknamesMutation = (bank: Bank, queryClient: QueryClient) =>
  mutationOptions({
    mutationKey: ["updateNicknames"],
    mutationFn: (request: BankCalls["updateNicknames"]["request"]) => bank.call("updateNicknames", request),
    onSuccess: (answer) => {
      if (!answer.success) return;
      for (const name of NICKNAME_CALLS) void queryClient.invalidateQueries({ queryKey: [name] });
    },
  });
