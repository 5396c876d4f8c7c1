import { bodyLimit } from "hono/body-limit";
import { deleteCookie } from "hono/cookie";
import { SESSION_COOKIE, TOKEN_COOKIE } from "../../../src/adapters/rib/contract/headers";
import { endpoints } from "../../../src/adapters/rib/contract/endpoints";
import { LOGOUT_BEACON_PATH } from "../../../src/adapters/rib/contract/paths";
import { audit, recentOutcomes } from "../kernel/auth/audit";
import { kolkataDate, kolkataTime } from "../kernel/clock";
import { MAX_SESSION_EXTENSIONS } from "../kernel/config";
import { ApiError } from "../kernel/http/ApiError";
import { cookieOptions, originOf, readCookie } from "../kernel/http/middleware";
import { serve, type CallRouter } from "../kernel/http/pipeline";
import { safeEqual } from "../kernel/secrets";

/** Sign-in outcomes of `audit_log` (event LOGIN) that the login history shows. */
const HISTORY_OUTCOMES: Readonly<Record<string, "SUCCESS" | "FAILURE">> = {
  OK: "SUCCESS",
  OK_PENDING_MFA: "SUCCESS",
  BAD_CREDENTIALS: "FAILURE",
  LOCKED: "FAILURE",
};
/** Entries of the login history. */
const HISTORY_LENGTH = 10;
/** The longest beacon body read (a `Token` value is far shorter). */
const BEACON_MAX_CHARS = 256;

/** Session extension, the unload sign-out beacon and the login history. */
export function registerSessionRoutes(router: CallRouter): void {
  const { app, services } = router;
  const { deps, sessions } = services;
  const { db, clock } = deps;

  serve(router, endpoints.extendSession, async ({ request, session }) => {
    let extensions = session.extensions;
    if (request.fromWarning) {
      const counted = await sessions.extend(session.id_hash, MAX_SESSION_EXTENSIONS);
      if (counted === null) {
        throw new ApiError(403, "SESSION.EXTENSIONS_EXHAUSTED", "The session cannot be extended any more.");
      }
      extensions = counted;
    }
    return {
      extensionsLeft: Math.max(0, MAX_SESSION_EXTENSIONS - extensions),
      idleTimeoutMs: sessions.idleTimeoutMs,
    };
  });

  serve(router, endpoints.loginHistory, async ({ session }) => {
    const rows = await recentOutcomes(
      db,
      "LOGIN",
      session.username,
      Object.keys(HISTORY_OUTCOMES),
      HISTORY_LENGTH,
    );
    return {
      entries: rows.map((row) => {
        const at = new Date(row.at);
        return {
          date: kolkataDate(at),
          time: kolkataTime(at),
          outcome: HISTORY_OUTCOMES[row.outcome] ?? "FAILURE",
        };
      }),
    };
  });

  // Outside the UrlToken guard: a beacon cannot send headers. The SameSite=Strict RIBSESSION
  // cookie plus the session's token in the body make it safe against cross-site requests.
  const beaconLimit = bodyLimit({ maxSize: 1024, onError: (c) => c.body(null, 413) });
  app.post(LOGOUT_BEACON_PATH, beaconLimit, async (c) => {
    const text = (await c.req.text().catch(() => "")).slice(0, BEACON_MAX_CHARS).trim();
    const origin = originOf(c);
    const raw = readCookie(c, origin, SESSION_COOKIE);
    const session = raw === undefined ? null : await sessions.findByRawId(raw);
    if (session !== null && session.ended_at === null && text !== "" && safeEqual(text, session.token)) {
      const now = clock.now();
      await sessions.end(session.id_hash, "LOGOUT", now);
      await audit(db, {
        event: "LOGOUT",
        username: session.username,
        ip: origin.ip,
        outcome: "BEACON",
        at: now,
      });
      deleteCookie(c, SESSION_COOKIE, cookieOptions(origin, true));
      deleteCookie(c, TOKEN_COOKIE, cookieOptions(origin, false));
    }
    c.header("Cache-Control", "no-store");
    return c.body(null, 204);
  });
}
