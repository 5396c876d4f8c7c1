import { deleteCookie, setCookie } from "hono/cookie";
import { Redacted } from "effect";
import type {
  CaptchaRefusal,
  LoginBadCredentialsBody,
  LoginCaptchaRequiredBody,
} from "../../../src/adapters/rib/contract/auth";
import { endpoints } from "../../../src/adapters/rib/contract/endpoints";
import { SESSION_COOKIE, TOKEN_COOKIE } from "../../../src/adapters/rib/contract/headers";
import { CAPTCHA_AFTER_FAILURES, LOCK_AFTER_FAILURES } from "../kernel/config";
import { findSecureImage, publicImage } from "../customer/secureImages";
import { ApiError } from "../kernel/http/ApiError";
import { cookieOptions } from "../kernel/http/middleware";
import { BodyAnswer, serve, type CallRouter } from "../kernel/http/pipeline";
import { maskMobile } from "../../../src/domain/money/Money";
import { audit } from "../kernel/auth/audit";
import { sendLockNotice } from "../kernel/auth/lockNotice";
import { sendSecurityNotice } from "../kernel/auth/securityNotice";
import { madeUpSecurityInfo } from "./madeUpSecurityInfo";
import { limitPreSignIn } from "../kernel/auth/preSignInLimit";
import { preSignInKey } from "../kernel/auth/preSignInKey";
import { normaliseUsername } from "../kernel/auth/UserRepository";
import { resetDue } from "../security/resetDue";
import { CAPTCHA_OTP_MODULE } from "../kernel/otp/otpMessages";

const LoginErrors = {
  /** `remainingAttempts`: wrong passwords left before the block, counted alike for unknown ids (D33). */
  badCredentials: (remainingAttempts: number) =>
    new ApiError(401, "LOGIN.BAD_CREDENTIALS", "The user id or password is not correct.", {
      remainingAttempts,
    } satisfies Pick<LoginBadCredentialsBody, "remainingAttempts">),
  /** `refused`: why the answer the request carried (picture or code) was not accepted. */
  captchaRequired: (refused?: CaptchaRefusal) =>
    new ApiError(
      428,
      "LOGIN.CAPTCHA_REQUIRED",
      "Captcha is required to proceed further.",
      refused === undefined
        ? {}
        : ({ captchaRefused: refused } satisfies Pick<LoginCaptchaRequiredBody, "captchaRefused">),
    ),
  locked: () => new ApiError(423, "LOGIN.LOCKED", "Unable to login. Your user id is blocked."),
  activeSession: () =>
    new ApiError(
      409,
      "LOGIN.ACTIVE_SESSION_IN_BROWSER",
      "An active session is detected in this browser. Please choose a different browser to login.",
    ),
  checkSecureImage: () =>
    new ApiError(498, "LOGIN.CHECK_SECURE_IMAGE", "Please check the security image to proceed."),
  rateLimited: () =>
    new ApiError(429, "LOGIN.RATE_LIMITED", "Too many attempts. Please try again in a minute."),
} as const;

/** Sign-in, sign-out and the calls before sign-in that concern the user id. */
export function registerAuthRoutes(router: CallRouter): void {
  const { services } = router;
  const { deps, users, sessions, limiter } = services;
  const { db, clock, config } = deps;

  /** The sign-in's audit row (every outcome of the login table). */
  const recordLogin = (username: string, ip: string, outcome: string, at: Date) =>
    audit(db, { event: "LOGIN", username, ip, outcome, at });

  /**
   * The security check's code (the captcha's alternative): null when right, else why not. "expired"
   * and "used" need the code that was sent (OtpService: a right code past its time; the code an
   * earlier attempt used), so for anyone else, and for an unknown id, every refusal is "wrong".
   */
  const checkCaptchaCode = async (
    username: string,
    code: string,
    ip: string,
  ): Promise<CaptchaRefusal | null> => {
    const attempt = { purpose: "CAPTCHA", sessionIdHash: null, username, code } as const;
    try {
      await services.otp.validate({ ...attempt, otac: null, ip });
      return null;
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      if (error.code === "OTP.EXPIRED") return "expired";
      return (await services.otp.isUsedCode(attempt)) ? "used" : "wrong";
    }
  };

  serve(router, endpoints.login, {
    admit: async ({ request, state, now }) => {
      const username = normaliseUsername(request.j_username);
      const ipAllowed = await limiter.hit(`login-ip:${state.ip}`, config.loginRateLimitPerIp);
      const userAllowed = await limiter.hit(`login-user:${username}`, config.loginRateLimitPerUser);
      if (!ipAllowed || !userAllowed) {
        await recordLogin(username, state.ip, "RATE_LIMITED", now);
        throw LoginErrors.rateLimited();
      }
    },
    onIntegrityRefused: ({ request, state, now }) =>
      recordLogin(normaliseUsername(request.j_username), state.ip, "INTEGRITY", now),
    run: async ({ request, secrets, state, now, c }) => {
      const username = normaliseUsername(request.j_username);
      const record = (outcome: string) => recordLogin(username, state.ip, outcome, now);
      if (state.session !== null && sessions.isSessionLive(state.session, now)) {
        await record("ACTIVE_SESSION_IN_BROWSER");
        throw LoginErrors.activeSession();
      }
      const user = await users.find(username);
      // This attempt's place among the failures since the last sign-in, claimed before anything is
      // compared: a burst of attempts cannot pass the captcha threshold or the block together.
      const place = await users.claimAttempt(username, now, LOCK_AFTER_FAILURES);
      if (place === "locked") {
        await record("LOCKED");
        throw LoginErrors.locked();
      }
      if (place === "busy") {
        await record("RATE_LIMITED");
        throw LoginErrors.rateLimited();
      }
      if (place > CAPTCHA_AFTER_FAILURES) {
        // null: solved; undefined: no answer was sent; otherwise why the answer was refused.
        let refused: CaptchaRefusal | null | undefined;
        if (request.captchaId !== undefined && request.captcha !== undefined) {
          const checked = await services.captchas.check(request.captchaId, request.captcha);
          refused = checked === "ok" ? null : checked;
        } else if (request.captchaCode !== undefined) {
          refused = await checkCaptchaCode(username, request.captchaCode, state.ip);
        }
        if (refused !== null) {
          await users.releaseAttempt(username);
          await record("CAPTCHA_REQUIRED");
          throw LoginErrors.captchaRequired(refused);
        }
      }
      const password = secrets.j_password === undefined ? "" : Redacted.value(secrets.j_password);
      const passwordOk = await services.passwords.verify(password, user?.password_hash);
      if (user === null || !passwordOk) {
        const failure = await users.confirmFailure(username, now, LOCK_AFTER_FAILURES, place);
        if (failure.locked) {
          if (failure.lockedNow && user !== null) {
            // Not awaited: the answer leaves as fast as an unknown id's (see lockNotice.ts).
            void sendLockNotice({
              sms: deps.sms,
              db,
              username,
              mobile: user.mobile,
              ip: state.ip,
              at: now,
              failures: LOCK_AFTER_FAILURES,
            });
          }
          await record("LOCKED");
          throw LoginErrors.locked();
        }
        await record("BAD_CREDENTIALS");
        throw LoginErrors.badCredentials(Math.max(LOCK_AFTER_FAILURES - failure.failures, 0));
      }
      if (user.secure_image_id !== null && request.secureAccess !== "true") {
        await users.releaseAttempt(username);
        await record("CHECK_SECURE_IMAGE");
        throw LoginErrors.checkSecureImage();
      }
      const resetWhich = resetDue(user, services.appDate());
      const resetRequired = resetWhich !== null;
      const session = await db.transaction(async (tx) => {
        if (!(await users.recordSuccess(tx, username, now))) return null;
        const sessionState = user.mfa_required ? "PENDING_MFA" : resetRequired ? "PENDING_RESET" : "ACTIVE";
        return sessions.create(tx, username, sessionState, now, resetRequired);
      });
      if (session === null) {
        // Wrong passwords that arrived with this one blocked the id first.
        await record("LOCKED");
        throw LoginErrors.locked();
      }
      await record(user.mfa_required ? "OK_PENDING_MFA" : "OK");
      if (!user.mfa_required && user.own_system !== "Y") {
        // Without a code step nothing marks this device as the customer's own: tell them (the code
        // step's answer tells it for the others, in setAuthOtp). Awaited so the notice and the codes
        // that follow keep their order; a gateway failure is caught inside and never fails the
        // sign-in, and the gateway's own time-out bounds the wait.
        await sendSecurityNotice({
          sms: deps.sms,
          db,
          username,
          kind: "SIGN_IN_NOT_OWN_DEVICE",
          ip: state.ip,
          at: now,
        });
      }
      // A hash made at an older cost is made again now that the password is known (D27).
      if (services.passwords.needsUpgrade(user.password_hash)) {
        await users.upgradePasswordHash(
          username,
          user.password_hash,
          await services.passwords.hash(password),
        );
      }
      state.rollSessionId = session.idHash;
      setCookie(c, SESSION_COOKIE, session.rawId, cookieOptions(state, true));
      setCookie(c, TOKEN_COOKIE, session.token, cookieOptions(state, false));
      return {
        status: 200,
        resetRequired,
        ...(resetWhich !== null ? { resetWhich } : {}),
        mfaRequired: user.mfa_required,
        secureImageSet: user.secure_image_id !== null && user.secure_text !== null,
        customerType: user.customer_type,
      };
    },
  });

  serve(router, endpoints.logout, async ({ state, c }) => {
    if (state.session !== null && state.session.ended_at === null) {
      await sessions.end(state.session.id_hash, "LOGOUT", clock.now());
      await audit(db, {
        event: "LOGOUT",
        username: state.session.username,
        ip: state.ip,
        outcome: "OK",
        at: clock.now(),
      });
    }
    state.rollSessionId = null;
    deleteCookie(c, SESSION_COOKIE, cookieOptions(state, true));
    deleteCookie(c, TOKEN_COOKIE, cookieOptions(state, false));
    return { status: 200 };
  });

  serve(router, endpoints.checkFailCount, {
    admit: ({ request, state }) => limitPreSignIn(limiter, "checkFailCount", state.ip, request.username),
    run: async ({ request }) => {
      // Unknown ids are counted too (`unknown_login_failures`), so the answer is a customer's.
      const count = await users.failureCount(request.username);
      return { count, captchaRequired: count >= CAPTCHA_AFTER_FAILURES };
    },
  });

  serve(router, endpoints.userSecurityInfo, {
    admit: ({ request, state }) => limitPreSignIn(limiter, "userSecurityInfo", state.ip, request.username),
    run: async ({ request: { username } }) => {
      const user = await users.find(username);
      const image =
        user === null || user.secure_image_id === null ? undefined : findSecureImage(user.secure_image_id);
      if (user !== null && image !== undefined && user.secure_text !== null) {
        return { isSecureImageSet: true, secureImage: publicImage(image), secureText: user.secure_text };
      }
      // An unknown id and a customer who has not chosen an image yet answer alike.
      return madeUpSecurityInfo(services.derive("made-up-security-info", normaliseUsername(username)));
    },
  });

  serve(router, endpoints.captchaSendCode, {
    admit: async ({ request, state }) => {
      const name = normaliseUsername(request.username);
      if (
        !(await limiter.hit(`captcha-code:${name}`, 5)) ||
        !(await limiter.hit(`captcha-code-ip:${state.ip}`, 20))
      ) {
        throw new ApiError(429, "REQUEST.RATE_LIMITED", "Too many requests. Please try again in a minute.");
      }
    },
    run: async ({ request, state }) => {
      const name = normaliseUsername(request.username);
      const user = await users.find(name);
      if (user === null) {
        // Any last three digits, 000 to 999, as real numbers have.
        const made = services.derive("made-up-mobile", name);
        const digits = String((((made[0] ?? 0) << 8) | (made[1] ?? 0)) % 1000).padStart(3, "0");
        return { sent: true, maskedMobile: maskMobile(`9876543${digits}`) };
      }
      // Not awaited: the answer leaves as fast as an unknown id's, whatever the gateway takes.
      void services.otp
        .issue({
          purpose: "CAPTCHA",
          sessionIdHash: null,
          username: name,
          module: CAPTCHA_OTP_MODULE,
          mobile: user.mobile,
          ip: state.ip,
        })
        .catch((error: unknown) => {
          // Same answer whether or not a code was sent now, so the answer never reveals a user id.
          if (!(error instanceof ApiError)) {
            console.error(
              `Captcha code not sent: ${error instanceof Error ? error.message : "unknown error"}`,
            );
          }
        });
      return { sent: true, maskedMobile: maskMobile(user.mobile) };
    },
  });

  serve(router, endpoints.captcha, async ({ state }) => {
    if (!(await limiter.hit(`captcha-ip:${state.ip}`, 60))) {
      throw new ApiError(429, "REQUEST.RATE_LIMITED", "Too many requests. Please try again in a minute.");
    }
    return services.captchas.create();
  });

  serve(router, endpoints.secretKey, {
    admit: ({ request, state }) => limitPreSignIn(limiter, "secretKey", state.ip, request.username),
    run: ({ request, state }) => [preSignInKey(services, state.csrfId, request.username)] as const,
  });

  serve(router, endpoints.loggedInSecretKey, ({ session }) => [session.secret_key] as const);

  serve(router, endpoints.authCheck, () => new BodyAnswer(ONE_PIXEL_GIF, { "Content-Type": "image/gif" }));
}

/** A transparent 1x1 GIF. */
const ONE_PIXEL_GIF = Uint8Array.from(
  atob("R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7"),
  (char) => char.charCodeAt(0),
);
