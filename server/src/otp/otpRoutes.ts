import { Redacted } from "effect";
import type { AuthOtpResponse } from "../../../src/adapters/rib/contract/otp";
import { endpoints } from "../../../src/adapters/rib/contract/endpoints";
import { ALLOWED_OTP_ATTEMPTS } from "../config";
import { audit } from "../auth/audit";
import { ApiError, SessionErrors } from "../http/ApiError";
import { encryptForClient } from "../http/integrity";
import { serve, type CallRouter } from "../http/pipeline";
import { randomToken, safeEqual, sha256 } from "../secrets";
import { maskMobile } from "../../../src/domain/money/Money";

const LOGIN_MODULE = "LOGIN";

/** The multi-factor sign-in calls and the one-time codes of signed-in actions. */
export function registerOtpRoutes(router: CallRouter): void {
  const { services } = router;
  const { deps, sessions, users, otp } = services;
  const { clock, db } = deps;

  /** Ends the session when the code step is failed for good (403 answers of docs/API.md). */
  const endOnLimit = async (idHash: string, username: string, ip: string, error: unknown): Promise<never> => {
    if (
      error instanceof ApiError &&
      (error.code === "OTP.ATTEMPTS_EXCEEDED" || error.code === "OTP.REGENERATE_LIMIT")
    ) {
      await sessions.end(
        idHash,
        error.code === "OTP.ATTEMPTS_EXCEEDED" ? "OTP_ATTEMPTS" : "OTP_REGENERATIONS",
        clock.now(),
      );
      await audit(db, { event: "LOGIN_OTP", username, ip, outcome: error.code, at: clock.now() });
    }
    throw error;
  };

  serve(router, endpoints.authOtp, async ({ session, state }) => {
    if (session.state !== "PENDING_MFA")
      throw new ApiError(400, "REQUEST.INVALID", "The sign-in code is already confirmed.");
    const user = await users.find(session.username);
    if (user === null) throw SessionErrors.required();
    const { otac } = await otp
      .issue({
        purpose: "LOGIN",
        sessionIdHash: session.id_hash,
        username: session.username,
        module: LOGIN_MODULE,
        binding: null,
        mobile: user.mobile,
        text: (code) =>
          `${code} is your one-time code to sign in to internet banking. Valid for 5 minutes. Never share it.`,
      })
      .catch(async (error: unknown) => {
        if (error instanceof ApiError && error.code === "OTP.REGENERATE_LIMIT") state.rollSessionId = null;
        return endOnLimit(session.id_hash, session.username, state.ip, error);
      });
    const body: AuthOtpResponse = {
      otac,
      allowedOTPAttemps: ALLOWED_OTP_ATTEMPTS,
      regenerateOTPTimer: deps.config.regenerateOtpTimerSeconds,
      maskedMobile: maskMobile(user.mobile),
    };
    return body;
  });

  serve(router, endpoints.validateAuthOtp, async ({ request, secrets, session, state }) => {
    if (session.state !== "PENDING_MFA")
      throw new ApiError(400, "REQUEST.INVALID", "The sign-in code is already confirmed.");
    await otp
      .validate({
        purpose: "LOGIN",
        sessionIdHash: session.id_hash,
        username: session.username,
        otac: request.otac,
        code: secrets.otp === undefined ? "" : Redacted.value(secrets.otp),
      })
      .catch(async (error: unknown) => {
        if (error instanceof ApiError && error.code === "OTP.ATTEMPTS_EXCEEDED") state.rollSessionId = null;
        return endOnLimit(session.id_hash, session.username, state.ip, error);
      });
    const rToken = randomToken(24);
    await sessions.update(session.id_hash, "PENDING_MFA", sha256(rToken));
    await audit(db, {
      event: "LOGIN_OTP",
      username: session.username,
      ip: state.ip,
      outcome: "OK",
      at: clock.now(),
    });
    return { statusMsg: "00", rToken };
  });

  serve(router, endpoints.setAuthOtp, async ({ request, session }) => {
    if (
      session.state !== "PENDING_MFA" ||
      session.r_token_hash === null ||
      !safeEqual(sha256(request.rToken), session.r_token_hash)
    ) {
      throw SessionErrors.mfaPending();
    }
    await sessions.update(session.id_hash, "ACTIVE", null);
    await users.setOwnSystem(session.username, request.ownSystem);
    return { status: 200 };
  });

  serve(router, endpoints.generateOtp, async ({ request, session }) => {
    const user = await users.find(session.username);
    if (user === null) throw SessionErrors.required();
    const { otac } = await otp.issue({
      purpose: "ACTION",
      sessionIdHash: session.id_hash,
      username: session.username,
      module: request.module,
      binding: {
        smsForService: request.smsForService,
        firstContent: request.firstContent,
        secondContent: request.secondContent,
      },
      bind: request.bind,
      mobile: user.mobile,
      text: (code) =>
        `${code} is your one-time code for ${request.smsForService || request.module}` +
        `${request.firstContent ? ` ${request.firstContent}` : ""}${request.secondContent ? ` ${request.secondContent}` : ""}. Never share it.`,
    });
    return { otac, allowedOTPAttemps: ALLOWED_OTP_ATTEMPTS };
  });

  serve(router, endpoints.validateOtp, async ({ request, secrets, session }) => {
    await otp.validate({
      purpose: "ACTION",
      sessionIdHash: session.id_hash,
      username: session.username,
      otac: request.otac,
      code: secrets.otp === undefined ? "" : Redacted.value(secrets.otp),
      module: request.module,
    });
    return { statusMsg: await encryptForClient("00", session.secret_key) };
  });
}
