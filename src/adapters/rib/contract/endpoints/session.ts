import { SecretKeyResponse } from "../auth";
import { EmptyRequest } from "../common";
import { endpoint } from "../endpoint";
import {
  AuthOtpRequest,
  AuthOtpResponse,
  SetAuthOtpRequest,
  SetAuthOtpResponse,
  ValidateAuthOtpRequest,
  ValidateAuthOtpResponse,
} from "../otp";
import { ExtendSessionRequest, ExtendSessionResponse, LoginHistoryResponse } from "../session";
import { FileBody, SESSION_ERRORS, ACTIVE_ERRORS, INTEGRITY_ERRORS } from "./shared";

/** The calls of session and multi-factor (spec 000 §4, §5, §7). */
export const sessionEndpoints = {
  loggedInSecretKey: endpoint({
    summary: "The session's secret key, for sealed fields and integrity headers.",
    spec: "000 §7",
    method: "GET",
    root: "rest",
    path: "loginUser/usersec/loggedInUserSecretKey",
    request: EmptyRequest,
    encoding: "none",
    response: { kind: "json", schema: SecretKeyResponse },
    session: "any",
    errors: SESSION_ERRORS,
  }),
  authCheck: endpoint({
    summary: "Answers 200 while the session is signed in.",
    spec: "000 §7",
    method: "GET",
    root: "rest",
    path: "protected/authentication_check.gif",
    request: EmptyRequest,
    encoding: "none",
    response: {
      kind: "file",
      schema: FileBody,
      fallbackName: "authentication_check.gif",
      contentTypes: ["image/gif"],
    },
    session: "activeOrReset",
    errors: ACTIVE_ERRORS,
  }),
  authOtp: endpoint({
    summary: "Sends the sign-in code to the registered mobile.",
    spec: "000 §4, §7",
    method: "POST",
    root: "rest",
    path: "user/authOtp",
    request: AuthOtpRequest,
    encoding: "json",
    response: { kind: "json", schema: AuthOtpResponse },
    session: "any",
    errors: [
      ...SESSION_ERRORS,
      "OTP.REGENERATE_WAIT",
      "OTP.REGENERATE_LIMIT",
      "OTP.ATTEMPTS_EXCEEDED",
      "OTP.GENERATE_FAILED",
    ],
    // The code step shows the answer itself; no read answers the codes sent.
    invalidates: [],
  }),
  validateAuthOtp: endpoint({
    summary: "Checks the sign-in code; answers the token that completes the sign-in.",
    spec: "000 §4, §7",
    method: "POST",
    root: "rest",
    path: "user/validateAuthOTP",
    request: ValidateAuthOtpRequest,
    encoding: "json",
    response: { kind: "json", schema: ValidateAuthOtpResponse },
    session: "any",
    integrity: { key: "session" },
    secrets: { otp: "plain" },
    errors: [...SESSION_ERRORS, ...INTEGRITY_ERRORS, "OTP.INVALID", "OTP.EXPIRED", "OTP.ATTEMPTS_EXCEEDED"],
    // Its token is for the call that completes the sign-in; no read answers it.
    invalidates: [],
  }),
  setAuthOtp: endpoint({
    summary: "Completes the sign-in with the code's token and the own-device answer.",
    spec: "000 §4, §7",
    method: "POST",
    root: "rest",
    path: "setAuthOtp",
    request: SetAuthOtpRequest,
    encoding: "json",
    response: { kind: "json", schema: SetAuthOtpResponse },
    session: "any",
    errors: [...SESSION_ERRORS, "SESSION.MFA_PENDING", "OTP.NOT_VERIFIED"],
    // The session becomes signed in; nothing read before it changes with that.
    invalidates: [],
  }),
  extendSession: endpoint({
    summary: "Restarts the server's idle clock (from the time-out warning, or quietly while typing).",
    spec: "000 §5; GUIDE §5",
    method: "POST",
    root: "rest",
    path: "session/extend",
    request: ExtendSessionRequest,
    encoding: "json",
    response: { kind: "json", schema: ExtendSessionResponse },
    session: "activeOrReset",
    errors: [...ACTIVE_ERRORS, "SESSION.EXTENSIONS_EXHAUSTED"],
    // The idle clock and the extensions left come in its own answer; no read answers them.
    invalidates: [],
  }),
  loginHistory: endpoint({
    summary: "The customer's last 10 sign-in attempts, newest first.",
    spec: "000 §4",
    method: "GET",
    root: "rest",
    path: "loginUser/loginHistory",
    request: EmptyRequest,
    encoding: "none",
    response: { kind: "json", schema: LoginHistoryResponse },
    session: "active",
    errors: ACTIVE_ERRORS,
  }),
} as const;
