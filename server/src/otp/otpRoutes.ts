import { Redacted } from "effect";
import { endpoints } from "../../../src/adapters/rib/contract/endpoints";
import { audit } from "../kernel/auth/audit";
import { sendSecurityNotice } from "../kernel/auth/securityNotice";
import { ApiError, SessionErrors } from "../kernel/http/ApiError";
import { encryptForClient } from "../kernel/http/integrity";
import { serve, type CallRouter } from "../kernel/http/pipeline";
import { randomToken, safeEqual, sha256 } from "../kernel/secrets";
import { maskMobile } from "../../../src/domain/money/Money";
import { LOGIN_OTP_MODULE } from "../kernel/otp/otpMessages";
import { describeBoundAction } from "./otpActions";

/** The multi-factor sign-in calls and the one-time codes of signed-in actions. */
export function registerOtpRoutes(router: CallRouter): void {
  const { services } = router;
  const { deps, sessions, users, otp } = services;
  const { clock, db } = deps;

  /**
   * Ends the pending session when the sign-in code step is failed for good (403 answers of
   * docs/API.md; the service has audited the block), without a new session id for the answer.
   */
  const endOnLimit = async (
    idHash: string,
    state: { rollSessionId: string | null },
    error: unknown,
  ): Promise<never> => {
    if (
      error instanceof ApiError &&
      (error.code === "OTP.ATTEMPTS_EXCEEDED" || error.code === "OTP.REGENERATE_LIMIT")
    ) {
      state.rollSessionId = null;
      await sessions.end(
        idHash,
        error.code === "OTP.ATTEMPTS_EXCEEDED" ? "OTP_ATTEMPTS" : "OTP_REGENERATIONS",
        clock.now(),
      );
    }
    throw error;
  };

  serve(router, endpoints.authOtp, async ({ session, state }) => {
    if (session.state !== "PENDING_MFA")
      throw new ApiError(400, "REQUEST.INVALID", "The sign-in code is already confirmed.");
    const user = await users.find(session.username);
    if (user === null) throw SessionErrors.required();
    const { otac, allowedAttempts } = await otp
      .issue({
        purpose: "LOGIN",
        sessionIdHash: session.id_hash,
        username: session.username,
        module: LOGIN_OTP_MODULE,
        mobile: user.mobile,
        ip: state.ip,
      })
      .catch((error: unknown) => endOnLimit(session.id_hash, state, error));
    return {
      otac,
      allowedOTPAttemps: allowedAttempts,
      regenerateOTPTimer: deps.config.regenerateOtpTimerSeconds,
      maskedMobile: maskMobile(user.mobile),
    };
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
        ip: state.ip,
      })
      .catch((error: unknown) => endOnLimit(session.id_hash, state, error));
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

  serve(router, endpoints.setAuthOtp, async ({ request, session, state }) => {
    if (
      session.state !== "PENDING_MFA" ||
      session.r_token_hash === null ||
      !safeEqual(sha256(request.rToken), session.r_token_hash)
    ) {
      throw SessionErrors.mfaPending();
    }
    await sessions.update(session.id_hash, "ACTIVE", null);
    await users.setOwnSystem(session.username, request.ownSystem);
    if (request.ownSystem === "N") {
      // A sign-in from a device the customer says is not their own: a notice to the registered
      // mobile. A gateway failure is caught inside and never fails the sign-in.
      await sendSecurityNotice({
        sms: deps.sms,
        db,
        username: session.username,
        kind: "SIGN_IN_NOT_OWN_DEVICE",
        ip: state.ip,
        at: clock.now(),
      });
    }
    return { status: 200 };
  });

  // The spec's smsForService, firstContent and secondContent are accepted but never used: the SMS is
  // the bank's own text for the module, and a new code of a module is a regeneration whatever they
  // say (docs/DECISIONS.md D35).
  serve(router, endpoints.generateOtp, async ({ request, session, state }) => {
    const user = await users.find(session.username);
    if (user === null) throw SessionErrors.required();
    const { otac, allowedAttempts } = await otp.issue({
      purpose: "ACTION",
      sessionIdHash: session.id_hash,
      username: session.username,
      module: request.module,
      bind: request.bind,
      boundAction: await describeBoundAction(db, user.customer_id, request.module, request.bind),
      mobile: user.mobile,
      ip: state.ip,
    });
    return { otac, allowedOTPAttemps: allowedAttempts };
  });

  serve(router, endpoints.validateOtp, async ({ request, secrets, session, state }) => {
    await otp.validate({
      purpose: "ACTION",
      sessionIdHash: session.id_hash,
      username: session.username,
      otac: request.otac,
      code: secrets.otp === undefined ? "" : Redacted.value(secrets.otp),
      module: request.module,
      ip: state.ip,
    });
    return { statusMsg: await encryptForClient("00", session.secret_key) };
  });
}
