import type { Context, Hono } from "hono";
import { deleteCookie, setCookie } from "hono/cookie";
import {
  CaptchaSendCodeRequest,
  CheckFailCountRequest,
  LoginRequest,
  SecretKeyRequest,
  UserSecurityInfoRequest,
  type LoginSuccessResponse,
} from "../../../src/adapters/rib/contract/auth";
import { RIB_ENC_HEADER, SESSION_COOKIE, TOKEN_COOKIE } from "../../../src/adapters/rib/contract/headers";
import { LOGIN_PATH, LOGOUT_PATH, Paths } from "../../../src/adapters/rib/contract/paths";
import { CAPTCHA_AFTER_FAILURES, LOCK_AFTER_FAILURES } from "../config";
import { SECURE_IMAGES, findSecureImage, publicImage } from "../customer/secureImages";
import { ApiError, invalidRequest } from "../http/ApiError";
import type { AppEnv } from "../http/context";
import { checkIntegrity } from "../http/integrity";
import { cookieOptions, readJson, requireSession } from "../http/middleware";
import { decodeRequest } from "../http/validate";
import { DUMMY_PASSWORD_HASH, verifyPassword } from "../secrets";
import { maskMobile } from "../../../src/domain/money/Money";
import type { Services } from "../services";
import { audit } from "./audit";
import { normaliseUsername } from "./UserRepository";
import { resetDue } from "../security/resetDue";

const LoginErrors = {
  badCredentials: () => new ApiError(401, "LOGIN.BAD_CREDENTIALS", "The user id or password is not correct."),
  captchaRequired: () =>
    new ApiError(428, "LOGIN.CAPTCHA_REQUIRED", "Captcha is required to proceed further."),
  locked: () => new ApiError(423, "LOGIN.LOCKED", "Unable to login. Your user id is blocked."),
  activeSession: () =>
    new ApiError(
      421,
      "LOGIN.ACTIVE_SESSION_IN_BROWSER",
      "An active session is detected in this browser. Please choose a different browser to login.",
    ),
  checkSecureImage: () =>
    new ApiError(498, "LOGIN.CHECK_SECURE_IMAGE", "Please check the security image to proceed."),
  rateLimited: () =>
    new ApiError(429, "LOGIN.RATE_LIMITED", "Too many attempts. Please try again in a minute."),
} as const;

const MADE_UP_WORDS = ["Sunrise", "Harbour", "Saffron", "Monsoon", "Garden", "Silver", "Meadow", "Lantern"];

/** The pre-login secret key: HMAC of the server secret over the browser's CSRF-ID and the user id. */
export function preLoginKey(services: Services, csrfId: string, username: string): string {
  return services.derive("seckey", `${csrfId}\u0000${normaliseUsername(username)}`).toString("base64url");
}

async function readForm(c: Context<AppEnv>): Promise<Record<string, string>> {
  const type = (c.req.header("Content-Type") ?? "").toLowerCase();
  if (!type.startsWith("application/x-www-form-urlencoded")) {
    throw invalidRequest("Invalid request: the body must be a form (application/x-www-form-urlencoded).");
  }
  const params = new URLSearchParams(await c.req.text());
  const form: Record<string, string> = {};
  for (const [key, value] of params) form[key] = value;
  return form;
}

/** Sign-in, sign-out and the calls before sign-in that concern the user id. */
export function registerAuthRoutes(app: Hono<AppEnv>, rest: Hono<AppEnv>, services: Services): void {
  const { deps, users, sessions, limiter } = services;
  const { db, clock, config } = deps;

  app.post(LOGIN_PATH, async (c) => {
    const state = c.get("req");
    const now = clock.now();
    const form = await readForm(c);
    const request = decodeRequest(LoginRequest, form);
    const username = normaliseUsername(request.j_username);
    const record = (outcome: string) =>
      audit(db, { event: "LOGIN", username, ip: state.ip, outcome, at: now });
    const ipAllowed = limiter.hit(`login-ip:${state.ip}`, config.loginRateLimitPerIp);
    const userAllowed = limiter.hit(`login-user:${username}`, config.loginRateLimitPerUser);
    if (!ipAllowed || !userAllowed) {
      await record("RATE_LIMITED");
      throw LoginErrors.rateLimited();
    }
    try {
      await checkIntegrity(c.req.header(RIB_ENC_HEADER), preLoginKey(services, state.csrfId, username), form);
    } catch (error) {
      await record("INTEGRITY");
      throw error;
    }
    if (state.session !== null && services.sessions.isSessionLive(state.session, now)) {
      await record("ACTIVE_SESSION_IN_BROWSER");
      throw LoginErrors.activeSession();
    }
    const user = await users.find(username);
    const failures = await users.failureCount(username);
    if (user?.locked === true || (user === null && failures >= LOCK_AFTER_FAILURES)) {
      await record("LOCKED");
      throw LoginErrors.locked();
    }
    if (failures >= CAPTCHA_AFTER_FAILURES) {
      let solved = false;
      if (request.captchaId !== undefined && request.captcha !== undefined) {
        solved = await services.captchas.verify(request.captchaId, request.captcha);
      } else if (request.captchaCode !== undefined) {
        solved = await services.otp
          .validate({
            purpose: "CAPTCHA",
            sessionIdHash: null,
            username,
            otac: null,
            code: request.captchaCode,
          })
          .then(
            () => true,
            () => false,
          );
      }
      if (!solved) {
        await record("CAPTCHA_REQUIRED");
        throw LoginErrors.captchaRequired();
      }
    }
    const passwordOk = await verifyPassword(request.j_password, user?.password_hash ?? DUMMY_PASSWORD_HASH);
    if (user === null || !passwordOk) {
      const count = await users.recordFailure(username, now, LOCK_AFTER_FAILURES);
      if (count >= LOCK_AFTER_FAILURES) {
        await record("LOCKED");
        throw LoginErrors.locked();
      }
      await record("BAD_CREDENTIALS");
      throw LoginErrors.badCredentials();
    }
    if (user.secure_image_id !== null && request.secureAccess !== "true") {
      await record("CHECK_SECURE_IMAGE");
      throw LoginErrors.checkSecureImage();
    }
    const appDate = services.appDate();
    const resetWhich = resetDue(user, appDate);
    const resetRequired = resetWhich !== null;
    const session = await db.transaction(async (tx) => {
      await users.recordSuccess(tx, username, now);
      const state = user.mfa_required ? "PENDING_MFA" : resetRequired ? "PENDING_RESET" : "ACTIVE";
      return sessions.create(tx, username, state, now, resetRequired);
    });
    await record(user.mfa_required ? "OK_PENDING_MFA" : "OK");
    state.rollSessionId = session.idHash;
    setCookie(c, SESSION_COOKIE, session.rawId, cookieOptions(state, true));
    setCookie(c, TOKEN_COOKIE, session.token, cookieOptions(state, false));
    const body: LoginSuccessResponse = {
      status: 200,
      resetRequired,
      ...(resetWhich !== null ? { resetWhich } : {}),
      mfaRequired: user.mfa_required,
      secureImageSet: user.secure_image_id !== null && user.secure_text !== null,
      customerType: user.customer_type,
    };
    return c.json(body, 200);
  });

  app.post(LOGOUT_PATH, async (c) => {
    const state = c.get("req");
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
    return c.json({ status: 200 }, 200);
  });

  rest.post(`/${Paths.checkFailCount}`, async (c) => {
    const { username } = decodeRequest(CheckFailCountRequest, await readJson(c));
    const count = await users.failureCount(username);
    return c.json({ count, captchaRequired: count >= CAPTCHA_AFTER_FAILURES });
  });

  rest.post(`/${Paths.userSecurityInfo}`, async (c) => {
    const { username } = decodeRequest(UserSecurityInfoRequest, await readJson(c));
    const user = await users.find(username);
    if (user !== null) {
      const image = user.secure_image_id === null ? undefined : findSecureImage(user.secure_image_id);
      return c.json({
        isSecureImageSet: image !== undefined,
        secureImage: image === undefined ? null : publicImage(image),
        secureText: user.secure_text,
      });
    }
    const made = services.derive("made-up-security-info", normaliseUsername(username));
    const image = SECURE_IMAGES[(made[0] ?? 0) % SECURE_IMAGES.length] ?? SECURE_IMAGES[0];
    const word = MADE_UP_WORDS[(made[1] ?? 0) % MADE_UP_WORDS.length] ?? "Sunrise";
    return c.json({
      isSecureImageSet: true,
      secureImage: image === undefined ? null : publicImage(image),
      secureText: `${word}${(made[2] ?? 0) % 100}`,
    });
  });

  rest.post(`/${Paths.captchaSendCode}`, async (c) => {
    const state = c.get("req");
    const { username } = decodeRequest(CaptchaSendCodeRequest, await readJson(c));
    const name = normaliseUsername(username);
    if (!limiter.hit(`captcha-code:${name}`, 5) || !limiter.hit(`captcha-code-ip:${state.ip}`, 20)) {
      throw new ApiError(429, "REQUEST.RATE_LIMITED", "Too many requests. Please try again in a minute.");
    }
    const user = await users.find(name);
    if (user === null) {
      const made = services.derive("made-up-mobile", name);
      return c.json({
        sent: true,
        maskedMobile: maskMobile(`9876543${100 + (((made[0] ?? 0) * 3 + (made[1] ?? 0)) % 900)}`),
      });
    }
    await services.otp
      .issue({
        purpose: "CAPTCHA",
        sessionIdHash: null,
        username: name,
        module: "CAPTCHA",
        binding: null,
        mobile: user.mobile,
        text: (code) =>
          `${code} is your sign-in verification code. It is valid for 5 minutes. Never share it with anyone.`,
      })
      .catch((error: unknown) => {
        // Same answer whether or not a code was sent now, so the answer never reveals a user id.
        if (!(error instanceof ApiError)) throw error;
      });
    return c.json({ sent: true, maskedMobile: maskMobile(user.mobile) });
  });

  rest.get(`/${Paths.captcha}`, async (c) => {
    if (!limiter.hit(`captcha-ip:${c.get("req").ip}`, 60)) {
      throw new ApiError(429, "REQUEST.RATE_LIMITED", "Too many requests. Please try again in a minute.");
    }
    return c.json(await services.captchas.create());
  });

  rest.post(`/${Paths.secretKey}`, async (c) => {
    const { username } = decodeRequest(SecretKeyRequest, await readJson(c));
    return c.json([preLoginKey(services, c.get("req").csrfId, username)]);
  });

  rest.get(`/${Paths.loggedInSecretKey}`, async (c) => {
    const session = await requireSession(c, sessions, clock, { allowPending: true });
    return c.json([session.secret_key]);
  });

  rest.get(`/${Paths.authCheck}`, async (c) => {
    await requireSession(c, sessions, clock);
    return c.body(ONE_PIXEL_GIF, 200, { "Content-Type": "image/gif" });
  });
}

/** A transparent 1x1 GIF. */
const ONE_PIXEL_GIF = Uint8Array.from(
  atob("R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7"),
  (char) => char.charCodeAt(0),
);
