import type { Hono } from "hono";
import {
  AuthOtpRequest,
  GenerateOtpRequest,
  SetAuthOtpRequest,
  ValidateAuthOtpRequest,
  ValidateOtpRequest,
  type AuthOtpResponse,
} from "../../../src/adapters/rib/contract/otp";
import { RIB_ENC_HEADER } from "../../../src/adapters/rib/contract/headers";
import { Paths } from "../../../src/adapters/rib/contract/paths";
import { ALLOWED_OTP_ATTEMPTS } from "../config";
import { audit } from "../auth/audit";
import { ApiError, SessionErrors } from "../http/ApiError";
import type { AppEnv } from "../http/context";
import { checkIntegrity, encryptForClient } from "../http/integrity";
import { readJson, requireSession } from "../http/middleware";
import { decodeRequest } from "../http/validate";
import { randomToken, safeEqual, sha256 } from "../secrets";
import { maskMobile } from "../../../src/domain/money/Money";
import type { Services } from "../services";

const LOGIN_MODULE = "LOGIN";

/** The multi-factor sign-in calls and the one-time codes of signed-in actions. */
export function registerOtpRoutes(rest: Hono<AppEnv>, services: Services): void {
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

  rest.post(`/${Paths.authOtp}`, async (c) => {
    const session = await requireSession(c, sessions, clock, { allowPending: true });
    decodeRequest(AuthOtpRequest, await readJson(c));
    if (session.state !== "PENDING_MFA")
      throw new ApiError(400, "REQUEST.INVALID", "The sign-in code is already confirmed.");
    const user = await users.find(session.username);
    if (user === null) throw SessionErrors.required();
    const state = c.get("req");
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
    return c.json(body);
  });

  rest.post(`/${Paths.validateAuthOtp}`, async (c) => {
    const session = await requireSession(c, sessions, clock, { allowPending: true });
    const body = await readJson(c);
    const request = decodeRequest(ValidateAuthOtpRequest, body);
    await checkIntegrity(c.req.header(RIB_ENC_HEADER), session.secret_key, body);
    if (session.state !== "PENDING_MFA")
      throw new ApiError(400, "REQUEST.INVALID", "The sign-in code is already confirmed.");
    const state = c.get("req");
    await otp
      .validate({
        purpose: "LOGIN",
        sessionIdHash: session.id_hash,
        username: session.username,
        otac: request.otac,
        code: request.otp,
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
    return c.json({ statusMsg: "00", rToken });
  });

  rest.post(`/${Paths.setAuthOtp}`, async (c) => {
    const session = await requireSession(c, sessions, clock, { allowPending: true });
    const request = decodeRequest(SetAuthOtpRequest, await readJson(c));
    if (
      session.state !== "PENDING_MFA" ||
      session.r_token_hash === null ||
      !safeEqual(sha256(request.rToken), session.r_token_hash)
    ) {
      throw SessionErrors.mfaPending();
    }
    await sessions.update(session.id_hash, "ACTIVE", null);
    await db.query("UPDATE users SET own_system = $2 WHERE username = $1", [
      session.username,
      request.ownSystem,
    ]);
    return c.json({ status: 200 });
  });

  rest.post(`/${Paths.generateOtp}`, async (c) => {
    const session = await requireSession(c, sessions, clock);
    const request = decodeRequest(GenerateOtpRequest, await readJson(c));
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
    return c.json({ otac, allowedOTPAttemps: ALLOWED_OTP_ATTEMPTS });
  });

  rest.post(`/${Paths.validateOtp}`, async (c) => {
    const session = await requireSession(c, sessions, clock);
    const body = await readJson(c);
    const request = decodeRequest(ValidateOtpRequest, body);
    await checkIntegrity(c.req.header(RIB_ENC_HEADER), session.secret_key, body);
    await otp.validate({
      purpose: "ACTION",
      sessionIdHash: session.id_hash,
      username: session.username,
      otac: request.otac,
      code: request.otp,
      module: request.module,
    });
    return c.json({ statusMsg: await encryptForClient("00", session.secret_key) });
  });
}
