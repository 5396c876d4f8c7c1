import type { ConfigurationResponse, ServerDateResponse } from "../../../src/adapters/rib/contract/config";
import { endpoints } from "../../../src/adapters/rib/contract/endpoints";
import { TOKEN_HEADER } from "../../../src/adapters/rib/contract/headers";
import { ALLOWED_OTP_ATTEMPTS, ALLOWED_REGENERATE_ATTEMPTS, MAX_SESSION_EXTENSIONS } from "../kernel/config";
import { serve, type CallRouter } from "../kernel/http/pipeline";
import { safeEqual } from "../kernel/secrets";

/** The application date and the configuration. */
export function registerConfigRoutes(router: CallRouter): void {
  const { services } = router;
  const { deps } = services;
  const limits = deps.config.transfers.limits;

  serve(router, endpoints.serverDate, (): ServerDateResponse => ({ appDate: services.appDate() }));

  serve(router, endpoints.configuration, ({ session, c }) => {
    const token = c.req.header(TOKEN_HEADER);
    const signedIn =
      session !== null &&
      session.state === "ACTIVE" &&
      services.sessions.isSessionLive(session, deps.clock.now()) &&
      token !== undefined &&
      safeEqual(token, session.token);
    const body: ConfigurationResponse = {
      encKey: signedIn ? services.derive("enckey", session.id_hash).toString("base64url") : null,
      updateMsg: "",
      ...limits,
      regenerateOTPTimer: deps.config.regenerateOtpTimerSeconds,
      allowedOtpAttempts: ALLOWED_OTP_ATTEMPTS,
      allowedRegenerateAttempts: ALLOWED_REGENERATE_ATTEMPTS,
      idleTimeoutMs: deps.config.sessionIdleTimeoutMs,
      timeoutWarningMs: deps.config.timeoutWarningMs,
      feedbackTimeoutMs: deps.config.feedbackTimeoutMs,
      maxIdleExtensions: MAX_SESSION_EXTENSIONS,
      txnPwdRequired: deps.config.txnPwdRequired,
    };
    return body;
  });
}
