import { mutationOptions } from "@tanstack/react-query";
import type { Bank, BankCalls } from "../../adapters/rib/BankClient";
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
 * `POST updateaccountnames`: saves one group's changed nicknames (all or none). Every answer that
 * shows a nickname is read afresh after it (the declaration's `invalidates`).
 */
export const updateNicknamesMutation = (bank: Bank) =>
  mutationOptions({
    mutationKey: ["updateNicknames"],
    mutationFn: (request: BankCalls["updateNicknames"]["request"]) => bank.call("updateNicknames", request),
  });
