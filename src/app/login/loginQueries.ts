import { mutationOptions, queryOptions } from "@tanstack/react-query";
import { Redacted } from "effect";
import type { Bank, BankCalls } from "../../adapters/rib/BankClient";
import type { CaptchaRefusal } from "../../adapters/rib/contract/auth";
import type { LoginAnswer, LoginForm, UserSecurityInfo } from "../../domain";
import type { SecureImagePictureData } from "../../domain/auth/SecureImagePicture";
import { bankQuery } from "../bankQueries";
import { remainingAttemptsOf } from "../flow/failureBody";
import { loadSecureImagePictures } from "../secureAccess/secureAccessQueries";
import { isCallFailure } from "../session/FailureProvider";

/** `POST newUser/checkFailCount`: failed sign-ins of a user id, asked afresh every time. */
export const failCountQuery = (bank: Bank, username: string) =>
  queryOptions({ ...bankQuery(bank, "checkFailCount", { username }), staleTime: 0 });

/** The secure image and text of the password step, with the image's drawing. */
export type SecurityCheck = UserSecurityInfo & { readonly picture: SecureImagePictureData | null };

/**
 * `POST getUserSecurityInfo`: the secure image and text shown at the password step. The drawings
 * load together with the call (not after it), so the picture is there when the text is and both
 * paint in the same frame.
 */
export const userSecurityInfoQuery = (bank: Bank, username: string) => {
  const request = { username };
  return queryOptions({
    queryKey: bankQuery(bank, "userSecurityInfo", request).queryKey,
    queryFn: async (): Promise<SecurityCheck> => {
      const [info, pictures] = await Promise.all([
        bank.call("userSecurityInfo", request),
        loadSecureImagePictures(),
      ]);
      const picture = info.secureImage === null ? null : (pictures[info.secureImage.id] ?? null);
      return { ...info, picture };
    },
    staleTime: 0,
  });
};

/** `GET captcha`: a new security-check picture every time it is asked for. */
export const captchaQuery = (bank: Bank) =>
  queryOptions({ ...bankQuery(bank, "captcha", {}), staleTime: 0, gcTime: 0 });

/** `POST captcha/sendCode`: the non-cognitive alternative, a code to the registered mobile. */
export const sendCaptchaCodeMutation = (bank: Bank) =>
  mutationOptions({
    mutationKey: ["captchaSendCode"],
    mutationFn: (username: string) => bank.call("captchaSendCode", { username }),
    retry: false,
  });

/** The sign-in form as the screen hands it over: the password `Redacted` from its field on. */
export type SignInForm = Omit<LoginForm, "password" | "captchaCode"> & {
  readonly password: Redacted.Redacted<string>;
  /** The security check's code sent to the mobile (the alternative to the picture). */
  readonly captchaCode?: Redacted.Redacted<string>;
};

/** The form fields of `POST /app/authentication` (spec 000 section 7). */
function loginRequest(form: SignInForm): BankCalls["login"]["request"] {
  return {
    j_username: form.username,
    j_password: form.password,
    "remember-me": "false",
    submit: "Login",
    ...(form.captcha !== undefined
      ? { captchaId: form.captcha.captchaId, captcha: form.captcha.answer }
      : {}),
    ...(form.captchaCode !== undefined ? { captchaCode: form.captchaCode } : {}),
    ...(form.secureAccess === true ? { secureAccess: "true" } : {}),
  };
}

/** The sign-in's answer: the domain's {@link LoginAnswer}, and why a security-check answer was refused. */
export type SignInAnswer = LoginAnswer & { readonly captchaRefused?: CaptchaRefusal };

/** The `captchaRefused` of a 428 body ("used", "expired" or "wrong"), else null. */
function captchaRefusedOf(body: unknown): CaptchaRefusal | null {
  if (typeof body === "object" && body !== null && "captchaRefused" in body) {
    const value = body.captchaRefused;
    if (value === "used" || value === "expired" || value === "wrong") return value;
  }
  return null;
}

/**
 * A refusal of the login table as the domain's {@link LoginAnswer} (status and code, read by
 * `loginOutcome`, the attempts left and why a security-check answer was refused when the body
 * tells them); no answer at all (status 0) or anything that is no call failure is rethrown.
 */
export function loginAnswerOf(error: unknown): SignInAnswer {
  if (isCallFailure(error) && error.status !== 0) {
    const remainingAttempts = remainingAttemptsOf(error.body);
    const captchaRefused = captchaRefusedOf(error.body);
    return {
      status: error.status,
      code: error.code,
      ...(remainingAttempts !== null ? { remainingAttempts } : {}),
      ...(captchaRefused !== null ? { captchaRefused } : {}),
    };
  }
  throw error;
}

/**
 * The sign-in: the pre-sign-in key of the user id (`loginUser/usersec/seckey`), then
 * `POST /app/authentication` with the integrity header made with it. Answers the domain's
 * {@link LoginAnswer}: the flags on 200, else the status and code of the login table. Never retried.
 */
export const signInMutation = (bank: Bank) =>
  mutationOptions({
    mutationKey: ["login"],
    mutationFn: async (form: SignInForm): Promise<SignInAnswer> => {
      const [key] = await bank.call("secretKey", { username: form.username });
      try {
        const answer = await bank.call("login", loginRequest(form), { integrityKey: Redacted.make(key) });
        return {
          status: 200,
          resetRequired: answer.resetRequired,
          ...(answer.resetWhich !== undefined ? { resetWhich: answer.resetWhich } : {}),
          mfaRequired: answer.mfaRequired,
          secureImageSet: answer.secureImageSet,
          customerType: answer.customerType,
        };
      } catch (error) {
        return loginAnswerOf(error);
      }
    },
    retry: false,
  });
