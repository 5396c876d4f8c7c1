import { endpoint } from "../endpoint";
import { GenerateOtpRequest, GenerateOtpResponse, ValidateOtpRequest, ValidateOtpResponse } from "../otp";
import { ACTIVE_ERRORS, INTEGRITY_ERRORS } from "./shared";

/** The calls of action codes (spec 000 §5, §7). */
export const otpEndpoints = {
  generateOtp: endpoint({
    summary: "Sends an action code of a module, bound to the values of the action it confirms.",
    spec: "000 §5, §7",
    method: "POST",
    root: "rest",
    path: "otp/generateOtp",
    request: GenerateOtpRequest,
    encoding: "json",
    response: { kind: "json", schema: GenerateOtpResponse },
    session: "activeOrReset",
    errors: [
      ...ACTIVE_ERRORS,
      "OTP.REGENERATE_WAIT",
      "OTP.REGENERATE_LIMIT",
      "OTP.ATTEMPTS_EXCEEDED",
      "OTP.GENERATE_FAILED",
    ],
    // The code step shows the answer itself; no read answers the codes sent.
    invalidates: [],
  }),
  validateOtp: endpoint({
    summary: "Checks an action code; the answer's status is sealed with the session key ('00': valid).",
    spec: "000 §5, §7",
    method: "POST",
    root: "rest",
    path: "otp/validateOtp",
    request: ValidateOtpRequest,
    encoding: "json",
    response: { kind: "json", schema: ValidateOtpResponse },
    session: "activeOrReset",
    integrity: { key: "session" },
    secrets: { otp: "plain" },
    sealedResponse: { statusMsg: { key: "session", as: "status" } },
    errors: [...ACTIVE_ERRORS, ...INTEGRITY_ERRORS, "OTP.INVALID", "OTP.EXPIRED", "OTP.ATTEMPTS_EXCEEDED"],
    // The verified code is consumed by the commit call that follows; no read answers it.
    invalidates: [],
  }),
} as const;
