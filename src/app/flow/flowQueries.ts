import { mutationOptions, queryOptions } from "@tanstack/react-query";
import type { Redacted } from "effect";
import type { Bank, BankCalls } from "../../adapters/rib/BankClient";
import { bankQuery } from "../bankQueries";

/**
 * `GET transaction/allowedTxnPwdAttemps`: the most wrong transaction passwords allowed and those
 * left, asked afresh by every confirm step (never kept once the step is gone).
 */
export const allowedTxnPwdAttemptsQuery = (bank: Bank) =>
  queryOptions({ ...bankQuery(bank, "allowedTxnPwdAttempts", {}), staleTime: 0, gcTime: 0 });

/** `POST transaction/validateTransacPwd`: the password travels `Redacted` to the client, which seals it. */
export const validateTransacPwdMutation = (bank: Bank) =>
  mutationOptions({
    mutationKey: ["validateTransacPwd"],
    mutationFn: (transacPwd: Redacted.Redacted<string>) => bank.call("validateTransacPwd", { transacPwd }),
    retry: false,
  });

/** `POST transaction/blockUserId`: blocks the user id and ends the session; never retried. */
export const blockUserIdMutation = (bank: Bank) =>
  mutationOptions({
    mutationKey: ["blockUserId"],
    mutationFn: () => bank.call("blockUserId", {}),
    retry: false,
  });

/** The request of `otp/generateOtp`: module, SMS texts and the values the code is bound to. */
export type GenerateOtpRequest = BankCalls["generateOtp"]["request"];

/** `POST otp/generateOtp`: sends a code bound to the action's values. */
export const generateOtpMutation = (bank: Bank) =>
  mutationOptions({
    mutationKey: ["generateOtp"],
    mutationFn: (request: GenerateOtpRequest) => bank.call("generateOtp", request),
    retry: false,
  });

/** `POST otp/validateOtp`: resolves whether the opened status is "00" (the code is right). */
export const validateOtpMutation = (bank: Bank) =>
  mutationOptions({
    mutationKey: ["validateOtp"],
    mutationFn: async (request: BankCalls["validateOtp"]["request"]) =>
      (await bank.call("validateOtp", request)).status === "00",
    retry: false,
  });
