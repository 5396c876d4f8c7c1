import { mutationOptions, queryOptions } from "@tanstack/react-query";
import type { Redacted } from "effect";
import type { Bank, BankCalls } from "../../adapters/rib/BankClient";
import { userIdAvailability, type UserIdAvailability } from "../../domain";
import { bankQuery } from "../bankQueries";
import { isCallFailure } from "../session/FailureProvider";

/** `GET loginUser/loginHistory`: the last 10 sign-in attempts, newest first. */
export const loginHistoryQuery = (bank: Bank) => bankQuery(bank, "loginHistory", {});

/** The spec's error codes of `newUser/checkUser` (spec 002 section 8), by the server's catalogue code. */
const CHECK_USER_ERROR_CODES: Readonly<Record<string, string>> = {
  "USERID.AVAILABLE": "1034",
  "USERID.INVALID": "1035",
};

/**
 * `POST newUser/checkUser` read with the domain's `userIdAvailability`: 200 taken, 404
 * `USERID.AVAILABLE` available, 400 `USERID.INVALID` invalid; any other failure rejects. Asked
 * afresh every time.
 */
export const userIdAvailabilityQuery = (bank: Bank, username: string) =>
  queryOptions({
    queryKey: ["checkUser", { username }] as const,
    queryFn: async (): Promise<UserIdAvailability> => {
      try {
        const answer = await bank.call("checkUser", { username });
        return userIdAvailability({ success: answer.exists });
      } catch (error) {
        if (!isCallFailure(error)) throw error;
        const availability = userIdAvailability({
          success: false,
          errorCode: CHECK_USER_ERROR_CODES[error.code] ?? null,
        });
        if (availability === "error") throw error;
        return availability;
      }
    },
    staleTime: 0,
  });

/** Which current password a check is about. */
export type CurrentPasswordKind = "loginPassword" | "transactionPassword";

/** `POST securityInfo/loginPwd` or `securityInfo/tranPwd`: the current password, sealed by the client. */
export const verifyCurrentPasswordMutation = (bank: Bank) =>
  mutationOptions({
    mutationKey: ["verifyCurrentPassword"],
    mutationFn: ({
      kind,
      password,
    }: {
      readonly kind: CurrentPasswordKind;
      readonly password: Redacted.Redacted<string>;
    }) =>
      kind === "loginPassword"
        ? bank.call("securityLoginPwd", { pwd: password })
        : bank.call("securityTranPwd", { transacPwd: password }),
    retry: false,
  });

/** The new passwords of a change, as `Redacted` values; absent: that one does not change. */
export interface NewPasswords {
  readonly loginPassword?: Redacted.Redacted<string>;
  readonly transactionPassword?: Redacted.Redacted<string>;
}

/** The fields the check and the change send for `passwords`: a flag per password and the password when it is "Y". */
export function newPasswordFields(passwords: NewPasswords): BankCalls["securityCheckNewPwd"]["request"] {
  return {
    ...(passwords.loginPassword !== undefined ? { pwd: passwords.loginPassword } : {}),
    pwdFlag: passwords.loginPassword !== undefined ? "Y" : "N",
    ...(passwords.transactionPassword !== undefined ? { transacPwd: passwords.transactionPassword } : {}),
    transacPwdFlag: passwords.transactionPassword !== undefined ? "Y" : "N",
  };
}

/**
 * `POST securityInfo/checkNewPwd`: the bank's own rules of the change (recent passwords among
 * them) before a code is sent for it; changes nothing, never retried.
 */
export const checkNewPasswordsMutation = (bank: Bank) =>
  mutationOptions({
    mutationKey: ["securityCheckNewPwd"],
    mutationFn: (passwords: NewPasswords) => bank.call("securityCheckNewPwd", newPasswordFields(passwords)),
    retry: false,
  });
