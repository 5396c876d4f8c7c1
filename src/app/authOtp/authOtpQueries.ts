import { mutationOptions } from "@tanstack/react-query";
import type { Bank, BankCalls } from "../../adapters/rib/BankClient";

/** `POST user/authOtp`: sends the sign-in code to the registered mobile. */
export const sendSignInCodeMutation = (bank: Bank) =>
  mutationOptions({
    mutationKey: ["authOtp"],
    mutationFn: () => bank.call("authOtp", {}),
    retry: false,
  });

/** `POST user/validateAuthOTP`: checks the sign-in code (`Redacted`); answers the confirmation token. */
export const validateSignInCodeMutation = (bank: Bank) =>
  mutationOptions({
    mutationKey: ["validateAuthOtp"],
    mutationFn: (request: BankCalls["validateAuthOtp"]["request"]) => bank.call("validateAuthOtp", request),
    retry: false,
  });

/** `POST setAuthOtp`: confirms the code's token and the own-device answer; the session becomes active. */
export const confirmSignInCodeMutation = (bank: Bank) =>
  mutationOptions({
    mutationKey: ["setAuthOtp"],
    mutationFn: (request: BankCalls["setAuthOtp"]["request"]) => bank.call("setAuthOtp", request),
    retry: false,
  });
