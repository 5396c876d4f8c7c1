import type { Context, MiddlewareHandler } from "hono";
import { getCookie, setCookie } from "hono/cookie";
import type { CookieOptions } from "hono/utils/cookie";
import {
  CSRF_COOKIE,
  SESSION_COOKIE,
  SFAUTH_HEADER,
  TOKEN_HEADER,
  URL_TOKEN_HEADER,
  URL_TOKEN_PATTERN,
} from "../../../../src/adapters/rib/contract/headers";
import type { Endpoint } from "../../../../src/adapters/rib/contract/endpoint";
import { endpoints } from "../../../../src/adapters/rib/contract/endpoints";
import { CHANGE_PASSWORD_OTP_MODULE } from "../../../../src/adapters/rib/contract/security";
import type { SessionRow, SessionStore } from "../auth/SessionStore";
import type { Clock } from "../clock";
import type { Queryable } from "../db/Database";
import { randomToken, safeEqual } from "../secrets";
import { ApiError, SessionErrors, invalidRequest } from "./ApiError";
import type { AppEnv, RequestState } from "./context";
import { requestOrigin, type OriginFacts, type OriginSettings, type RequestOrigin } from "./requestOrigin";
import { UrlTokenLedger } from "./UrlTokenLedger";

/**
 * The two `<style>` elements React Aria inserts at run time, allowed by their SHA-256 only (no
 * 'unsafe-inline'): usePress's `touch-action: pan-x pan-y pinch-zoom` rule (stops the double-tap
 * zoom delay) and usePreventScroll's `overscroll-behavior: contain` rule (modal scroll locking on
 * iOS). Their texts are in react-aria 3 `dist/private/interactions/usePress.mjs` and
 * `dist/private/overlays/usePreventScroll.mjs`; a server test pins both hashes to those texts.
 */
export const REACT_ARIA_STYLE_HASHES = [
  "'sha256-38RhXrc7EdReTKsOm23ZPOCUgniTUUcjky8QOOrQx6o='",
  "'sha256-gYiS/BvZvRcK27JIXTuwhZ3hs2+VJ1X+2gUlE+farlg='",
] as const;

/** The Content-Security-Policy of every response. */
export const CONTENT_SECURITY_POLICY = `default-src 'self'; script-src 'self'; style-src 'self' ${REACT_ARIA_STYLE_HASHES.join(" ")}; img-src 'self' data:; font-src 'self'; connect-src 'self'; frame-ancestors 'none'; base-uri 'none'; form-action 'self'; object-src 'none'`;

/**
 * Security headers on every response. They are set before the handler runs, so they travel with the
 * answer it builds: a header added after the answer is finalised makes Hono rebuild it as a full
 * web `Response` (a stream), which takes the Node adapter off its fast path for every call
 * (docs/PERFORMANCE.md, "Server reads under load"). Handlers therefore answer through `c.json`,
 * `c.body` or `c.text`, never with a `Response` of their own.
 */
export function securityHeaders(settings: OriginSettings): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const origin = requestOrigin(originFacts(c), settings);
    c.set("origin", origin);
    c.header("Content-Security-Policy", CONTENT_SECURITY_POLICY);
    c.header("X-Content-Type-Options", "nosniff");
    c.header("Referrer-Policy", "no-referrer");
    c.header("X-Frame-Options", "DENY");
    c.header(
      "Permissions-Policy",
      "camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()",
    );
    c.header("Cross-Origin-Opener-Policy", "same-origin");
    c.header("Cross-Origin-Resource-Policy", "same-origin");
    // No answer is cached unless it says otherwise: every API answer (also a 400, 404, 413 or 500
    // that no call's guard saw) carries tokens or customer data; the app's own files set theirs.
    c.header("Cache-Control", "no-store");
    if (origin.secureCookies) {
      c.header("Strict-Transport-Security", "max-age=31536000; includeSubDomains");
    }
    await next();
  };
}

/** The socket, URL and forwarding headers of a request (see {@link requestOrigin}). */
function originFacts(c: Context<AppEnv>): OriginFacts {
  type Incoming = { socket?: { remoteAddress?: string; encrypted?: boolean } };
  const socket = (c.env as { incoming?: Incoming } | undefined)?.incoming?.socket;
  return {
    socketAddress: socket?.remoteAddress,
    socketEncrypted: socket === undefined ? undefined : socket.encrypted === true,
    url: c.req.url,
    forwardedFor: c.req.header("X-Forwarded-For"),
    forwardedProto: c.req.header("X-Forwarded-Proto"),
  };
}

/**
 * The request's origin as {@link securityHeaders} worked it out (`TRUST_PROXY`, `PUBLIC_URL`); from
 * the socket alone where that middleware did not run.
 */
export function originOf(c: Context<AppEnv>): RequestOrigin {
  return (
    (c.get("origin") as RequestOrigin | undefined) ??
    requestOrigin(originFacts(c), { trustProxy: 0, publicUrl: undefined })
  );
}

/** Whether the customer's connection is HTTPS (by the socket, or the nearest trusted proxy). */
export function isHttps(c: Context<AppEnv>): boolean {
  return originOf(c).isHttps;
}

/** The client's address (see {@link requestOrigin}; "local" when there is no socket, as in tests). */
export function clientIp(c: Context<AppEnv>): string {
  return originOf(c).ip;
}

/**
 * Options of a cookie the server sets or deletes: SameSite=Strict, Path=/, and on a secure origin
 * the `__Host-` prefix (Hono adds it to the name and forces Secure and no Domain), so a cookie
 * cannot be planted from plain HTTP or another host. Names are those of `contract/headers.ts`.
 */
export function cookieOptions(state: { readonly secureCookies: boolean }, httpOnly: boolean): CookieOptions {
  const base = { path: "/", sameSite: "Strict" as const, httpOnly };
  return state.secureCookies ? { ...base, secure: true, prefix: "host" } : { ...base, secure: false };
}

/** Reads a cookie the server set, under the name {@link cookieOptions} gave it for this origin. */
export function readCookie(
  c: Context<AppEnv>,
  state: { readonly secureCookies: boolean },
  name: string,
): string | undefined {
  return getCookie(c, name, state.secureCookies ? "host" : undefined);
}

/**
 * Every API call: no-store, the `CSRF-ID` cookie, the `UrlToken` replay check, the session of the
 * `RIBSESSION` cookie, and a new `X-SFAUTH-TOKEN` on the way out (added to the session's window).
 * Gives the guard of one call (one ledger of UrlTokens for all of them).
 */
export function apiGuard(
  db: Queryable,
  sessions: SessionStore,
  clock: Clock,
): (call: Pick<Endpoint, "withoutUrlToken">) => MiddlewareHandler<AppEnv> {
  const urlTokens = new UrlTokenLedger(db, clock);
  return (call) => async (c, next) => {
    const origin = originOf(c);
    const existingCsrf = readCookie(c, origin, CSRF_COOKIE);
    const state: RequestState = {
      csrfId: existingCsrf !== undefined && /^[A-Za-z0-9_-]{16,64}$/.test(existingCsrf) ? existingCsrf : "",
      ip: origin.ip,
      isHttps: origin.isHttps,
      secureCookies: origin.secureCookies,
      session: null,
      rollSessionId: null,
      sfauthToken: randomToken(24),
      sfauthRecorded: false,
    };
    c.set("req", state);
    if (state.csrfId === "") {
      state.csrfId = randomToken(24);
      setCookie(c, CSRF_COOKIE, state.csrfId, cookieOptions(state, false));
    }
    // Before the handler, so they go out with its answer or its error (see securityHeaders).
    c.header("Cache-Control", "no-store");
    c.header("Pragma", "no-cache");
    try {
      const urlToken = c.req.header(URL_TOKEN_HEADER);
      // The application date doubles as the health check, so it also answers without a UrlToken.
      const isHealthCheck = urlToken === undefined && call.withoutUrlToken === true;
      if (isHealthCheck) {
        // nothing to record
      } else if (urlToken === undefined || !URL_TOKEN_PATTERN.test(urlToken)) {
        throw invalidRequest("Invalid request: the UrlToken header is missing or malformed.");
      } else {
        const fresh = await urlTokens.record(urlToken);
        if (!fresh) throw new ApiError(400, "REQUEST.REPLAYED", "This request was already made.");
      }
      // Only a request that passed the UrlToken check gets a new X-SFAUTH-TOKEN: a refused one
      // (a replay, or a request the browser retried by itself) never reaches the session's window,
      // and a token the session does not know would make the client's next call fail with 403.
      c.header(SFAUTH_HEADER, state.sfauthToken);
      const rawSession = readCookie(c, state, SESSION_COOKIE);
      if (rawSession !== undefined) state.session = await sessions.findByRawId(rawSession);
      if (state.session !== null && sessions.isSessionLive(state.session, clock.now())) {
        state.rollSessionId = state.session.id_hash;
      }
      await next();
    } finally {
      if (state.rollSessionId !== null && !state.sfauthRecorded) {
        await sessions.pushSfauth(state.rollSessionId, state.sfauthToken);
      }
    }
  };
}

/** Options of {@link requireSession}. */
export interface RequireSessionOptions {
  /** Let a session that still waits for the sign-in code through (multi-factor calls, keys, logout). */
  readonly allowPending?: boolean;
  /** Let a session with a password reset due through (the calls of the reset, {@link resetPendingAllows}). */
  readonly allowReset?: boolean;
}

/**
 * The checks of a call that needs a session: 401 none or expired, 409 superseded, 403 `Token`
 * mismatch, 403 `X-SFAUTH-TOKEN` outside the window, 403 still pending the code or a reset.
 * Reads nothing of the request but its cookie and headers, and writes only to end an idle session;
 * {@link touchSession} records the activity once the call is let through.
 */
export async function verifySession(
  c: Context<AppEnv>,
  sessions: SessionStore,
  clock: Clock,
  options: RequireSessionOptions = {},
): Promise<SessionRow> {
  const state = c.get("req");
  const session = state.session;
  const now = clock.now();
  if (session === null) throw SessionErrors.required();
  if (session.ended_at !== null) {
    throw session.end_reason === "SUPERSEDED" ? SessionErrors.superseded() : SessionErrors.required();
  }
  if (!sessions.isSessionLive(session, now)) {
    state.rollSessionId = null;
    await sessions.end(session.id_hash, "EXPIRED", now);
    throw SessionErrors.required();
  }
  const token = c.req.header(TOKEN_HEADER);
  if (token === undefined || !safeEqual(token, session.token)) throw SessionErrors.tokenMismatch();
  const sfauth = c.req.header(SFAUTH_HEADER);
  if (sfauth === undefined || !session.sfauth_tokens.some((issued) => safeEqual(issued, sfauth))) {
    throw SessionErrors.sfauthInvalid();
  }
  if (session.state === "PENDING_RESET") {
    if (options.allowReset !== true) throw resetPending();
  } else if (session.state !== "ACTIVE" && options.allowPending !== true) throw SessionErrors.mfaPending();
  return session;
}

/** Records a checked session's activity: restarts the idle timer and adds the response's `X-SFAUTH-TOKEN`. */
export async function touchSession(
  c: Context<AppEnv>,
  sessions: SessionStore,
  clock: Clock,
  session: SessionRow,
): Promise<void> {
  const state = c.get("req");
  await sessions.touch(session.id_hash, clock.now(), state.sfauthToken);
  state.sfauthRecorded = true;
}

/** {@link verifySession}, then {@link touchSession}: the whole session check of a call. */
export async function requireSession(
  c: Context<AppEnv>,
  sessions: SessionStore,
  clock: Clock,
  options: RequireSessionOptions = {},
): Promise<SessionRow> {
  const session = await verifySession(c, sessions, clock, options);
  await touchSession(c, sessions, clock, session);
  return session;
}

/** The refusal of a call a session with a password reset due may not make (403 `SESSION.RESET_PENDING`). */
export function resetPending(): ApiError {
  return new ApiError(403, "SESSION.RESET_PENDING", "Please change your password before you continue.");
}

/**
 * Whether a session with a password reset due may make some request of a call, before its body is
 * read: those the endpoint table declares `activeOrReset` or `any` ({@link resetPendingAllows}
 * decides the request itself once it is decoded).
 */
export function resetPendingMayAllow(call: Pick<Endpoint, "session">): boolean {
  return call.session === "any" || call.session === "activeOrReset";
}

/**
 * Whether a session with a password reset due (`PENDING_RESET`) may make a call: those the endpoint
 * table declares `activeOrReset` (or `any`), and of `otp/generateOtp` only codes of module
 * `CHANGE_PASSWORD`. Others answer 403 `SESSION.RESET_PENDING`.
 */
export function resetPendingAllows(call: Endpoint, request: unknown): boolean {
  if (call.session === "any") return true;
  if (call.session !== "activeOrReset") return false;
  if (call !== endpoints.generateOtp) return true;
  return (request as { module?: unknown } | null)?.module === CHANGE_PASSWORD_OTP_MODULE;
}

/** Reads a JSON request body; 400 `REQUEST.INVALID` when it is not JSON. */
export async function readJson(c: Context<AppEnv>): Promise<unknown> {
  const type = c.req.header("Content-Type") ?? "";
  if (!type.toLowerCase().startsWith("application/json")) {
    throw invalidRequest("Invalid request: the body must be application/json.");
  }
  try {
    return await c.req.json();
  } catch {
    throw invalidRequest("Invalid request: the body is not valid JSON.");
  }
}
