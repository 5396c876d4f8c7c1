import { mutationOptions } from "@tanstack/react-query";
import { Redacted } from "effect";
import type { Bank, BankCalls } from "../../adapters/rib/BankClient";
import type { EnquiryRequest, EnquiryRow } from "../../adapters/rib/contract/enquiry";
import type { CategoryChange } from "../../domain";
import { bankQuery } from "../bankQueries";
import type { FraudAnswers } from "./FraudDialog";

/** `GET user/getServerDate`: the application date, the enquiry's "today". */
export const serverDateQuery = (bank: Bank) => bankQuery(bank, "serverDate", {});

/** `GET transaction/categoryList`. */
export const categoryListQuery = (bank: Bank) => bankQuery(bank, "categoryList", {});

/** `POST transaction/transactionList`: one page, always asked afresh (categories and fraud marks change). */
export const transactionListQuery = (bank: Bank, request: EnquiryRequest) => ({
  ...bankQuery(bank, "transactionList", request),
  staleTime: 0,
});

/** `POST transaction/transactionListFruad`: one page of the rows reported as fraud, always asked afresh. */
export const transactionListFraudQuery = (bank: Bank, request: EnquiryRequest) => ({
  ...bankQuery(bank, "transactionListFraud", request),
  staleTime: 0,
});

/**
 * `POST transaction/updateTranCategory`: the pending category changes, all saved or none (the
 * answers that show categories are read afresh: the declaration's `invalidates`).
 */
export const updateTranCategoryMutation = (bank: Bank) =>
  mutationOptions({
    mutationKey: ["updateTranCategory"],
    mutationFn: (changes: readonly CategoryChange[]) =>
      bank.call(
        "updateTranCategory",
        changes.map((c) => ({ account: c.account, sequence: Number(c.sequence), category: c.category })),
      ),
  });

/**
 * `POST transaction/checkDuplicateFraudTrans`: whether the row is already reported as fraud. The
 * account number also travels sealed (`encAccountNumber`, a secret the client seals).
 */
export const checkDuplicateFraudMutation = (bank: Bank) =>
  mutationOptions({
    mutationKey: ["checkDuplicateFraudTrans"],
    mutationFn: (row: EnquiryRow): Promise<BankCalls["checkDuplicateFraudTrans"]["response"]> =>
      bank.call("checkDuplicateFraudTrans", {
        sequence: row.sequence,
        accountNumber: row.accountNumber,
        transactionDate: row.date,
        encAccountNumber: Redacted.make(row.accountNumber),
        description: row.description.slice(0, 200),
      }),
  });

/** What a fraud report sends: the row and the dialog's answers. */
export interface FraudReport {
  readonly row: EnquiryRow;
  readonly answers: FraudAnswers;
}

/**
 * `POST transaction/markFraudTransaction`: reports the row as fraud with the dialog's answers (the
 * answers that show fraud marks are read afresh: the declaration's `invalidates`).
 */
export const markFraudMutation = (bank: Bank) =>
  mutationOptions({
    mutationKey: ["markFraudTransaction"],
    mutationFn: ({ row, answers }: FraudReport) =>
      bank.call("markFraudTransaction", {
        accountNumber: row.accountNumber,
        transactionDate: row.date,
        amount: row.amount,
        sequence: row.sequence,
        ...answers,
      }),
  });
