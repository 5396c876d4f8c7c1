import { mkdtemp, mkdir, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createApp } from "../../app";
import { SFAUTH_WINDOW } from "../config";
import type { ManualClock } from "../clock";
import type { AppDeps } from "./context";
import { CONTENT_SECURITY_POLICY } from "./middleware";
import { inProcessBank } from "../../testSupport/inProcessBank";
import { newBrowser, raw, refusal, signIn, signInActive } from "../../testSupport/flows";
import { openTestDeps, resetSignInState } from "../../testSupport/testDatabase";

let deps: AppDeps & { clock: ManualClock };
let distDir: string;
beforeAll(async () => {
  distDir = await mkdtemp(join(tmpdir(), "rib-dist-"));
  await mkdir(join(distDir, "assets"));
  await mkdir(join(distDir, "i18n"));
  await writeFile(join(distDir, "index.html"), "<!doctype html><title>Bank</title>");
  await writeFile(join(distDir, "assets", "app-1234.js"), "console.log('app')");
  await writeFile(join(distDir, "i18n", "en.json"), '{"common":{"ok":"OK"}}');
  deps = await openTestDeps({ distDir });
});
afterAll(async () => {
  await deps.db.close();
  await rm(distDir, { recursive: true, force: true });
});
beforeEach(async () => {
  await resetSignInState(deps.db);
});

const browser = () => newBrowser(deps);
const sfAuth = (b: ReturnType<typeof browser>) => b.headers()["X-SFAUTH-TOKEN"] ?? "";

describe("headers on every answer", () => {
  it("sends the security headers on API, static and error answers, and no-store on API answers", async () => {
    const b = browser();
    for (const response of [
      await raw(b, "GET", "/app/rest/user/getServerDate"),
      await raw(b, "GET", "/some/screen"),
      await raw(b, "GET", "/app/rest/no/such/call"),
      await raw(b, "POST", "/app/rest/newUser/checkFailCount", { json: {} }),
    ]) {
      expect(response.headers.get("Content-Security-Policy")).toBe(CONTENT_SECURITY_POLICY);
      expect(response.headers.get("X-Content-Type-Options")).toBe("nosniff");
      expect(response.headers.get("Referrer-Policy")).toBe("no-referrer");
      expect(response.headers.get("X-Frame-Options")).toBe("DENY");
      expect(response.headers.get("Permissions-Policy")).toContain("camera=()");
      expect(response.headers.get("Cross-Origin-Opener-Policy")).toBe("same-origin");
    }
    const api = await raw(b, "GET", "/app/rest/getConfigurationData");
    expect(api.headers.get("Cache-Control")).toBe("no-store");
    expect(api.headers.get("X-SFAUTH-TOKEN")).toMatch(/^[A-Za-z0-9_-]{32}$/);
  });

  it("sets a readable CSRF-ID cookie on the first answer only", async () => {
    const b = browser();
    const first = await raw(b, "GET", "/app/rest/user/getServerDate");
    expect(first.headers.getSetCookie().join()).toMatch(/CSRF-ID=[A-Za-z0-9_-]+; Path=\/; SameSite=Strict/);
    expect(first.headers.getSetCookie().join()).not.toContain("HttpOnly");
    const second = await raw(b, "GET", "/app/rest/user/getServerDate");
    expect(second.headers.getSetCookie()).toEqual([]);
  });
});

describe("UrlToken", () => {
  it("rejects a replayed value (400 REQUEST.REPLAYED) and a missing or malformed one (400 REQUEST.INVALID)", async () => {
    const b = browser();
    const token = "A".repeat(16) + "b".repeat(16);
    const replayed = { headers: { UrlToken: token } };
    expect((await raw(b, "GET", "/app/rest/getConfigurationData", replayed)).status).toBe(200);
    const replay = await raw(b, "GET", "/app/rest/getConfigurationData", replayed);
    expect(replay.status).toBe(400);
    expect(replay.body).toMatchObject({ code: "REQUEST.REPLAYED" });
    expect(
      (await raw(b, "GET", "/app/rest/getConfigurationData", { without: ["UrlToken"] })).body,
    ).toMatchObject({
      code: "REQUEST.INVALID",
    });
    expect(
      (await raw(b, "GET", "/app/rest/getConfigurationData", { headers: { UrlToken: "short" } })).body,
    ).toMatchObject({
      code: "REQUEST.INVALID",
    });
    expect((await raw(b, "POST", "/app/logout", { without: ["UrlToken"] })).status).toBe(400);
  });

  it("lets exactly one of several simultaneous calls with the same value through", async () => {
    const b = browser();
    const token = "C".repeat(16) + "d".repeat(16);
    const answers = await Promise.all(
      Array.from({ length: 5 }, () =>
        raw(b, "GET", "/app/rest/getConfigurationData", { headers: { UrlToken: token } }),
      ),
    );
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
    for (const refused of answers.filter((answer) => answer.status !== 200)) {
      expect(refused.status).toBe(400);
      expect(refused.body).toMatchObject({ code: "REQUEST.REPLAYED" });
    }
  });

  it("refuses a replay without a new X-SFAUTH-TOKEN, so the session goes on", async () => {
    const b = browser();
    await signInActive(b, deps.db, "ravi");
    const token = "E".repeat(16) + "f".repeat(16);
    expect((await raw(b, "GET", "/app/rest/customerDetails", { headers: { UrlToken: token } })).status).toBe(
      200,
    );
    // As a browser that retries a request by itself sends it again.
    const retried = await raw(b, "GET", "/app/rest/customerDetails", { headers: { UrlToken: token } });
    expect(retried.status).toBe(400);
    expect(retried.body).toMatchObject({ code: "REQUEST.REPLAYED" });
    expect(retried.headers.get("X-SFAUTH-TOKEN")).toBeNull();
    // The token the client still holds is one the session knows.
    expect((await raw(b, "GET", "/app/rest/customerDetails")).status).toBe(200);
    // A forged Token and a made-up X-SFAUTH-TOKEN are refused too; every such refusal is audited.
    expect((await raw(b, "GET", "/app/rest/customerDetails", { headers: { Token: "forged" } })).status).toBe(
      403,
    );
    const madeUp = { headers: { "X-SFAUTH-TOKEN": "made-up" } };
    expect((await raw(b, "GET", "/app/rest/customerDetails", madeUp)).status).toBe(403);
    const rows = await deps.db.query<{ outcome: string; username: string | null }>(
      "SELECT outcome, username FROM audit_log WHERE event = 'REQUEST_REFUSED' ORDER BY id",
    );
    expect(rows).toEqual([
      { outcome: "REQUEST.REPLAYED", username: null },
      { outcome: "SESSION.TOKEN_MISMATCH", username: "ravi" },
      { outcome: "SESSION.SFAUTH_INVALID", username: "ravi" },
    ]);
  });
});

describe("session checks", () => {
  it("answers 401 without a session and 403 when the Token header does not match", async () => {
    const b = browser();
    const none = await refusal(b.bank.call("customerDetails", {}));
    expect([none.status, none.code]).toEqual([401, "SESSION.REQUIRED"]);
    expect(none.body).toMatchObject({ status: 401, code: "SESSION.REQUIRED" });
    await signInActive(b, deps.db, "ravi");
    const noToken = await raw(b, "GET", "/app/rest/customerDetails", { without: ["Token"] });
    expect(noToken.status).toBe(403);
    expect(noToken.body).toMatchObject({ code: "SESSION.TOKEN_MISMATCH" });
    const wrong = await raw(b, "GET", "/app/rest/customerDetails", { headers: { Token: "forged" } });
    expect(wrong.body).toMatchObject({ status: 403, code: "SESSION.TOKEN_MISMATCH" });
    await b.bank.call("customerDetails", {});
  });

  it(`accepts any of the last ${SFAUTH_WINDOW} X-SFAUTH-TOKEN values (parallel requests) and rejects older or made-up ones`, async () => {
    const b = browser();
    await signInActive(b, deps.db, "ravi");
    const shared = sfAuth(b);
    // As many calls at once as an HTTP/2 connection commonly carries, all with the same token.
    const parallel = await Promise.all(
      Array.from({ length: 100 }, () =>
        raw(b, "GET", "/app/rest/protected/authentication_check.gif", {
          headers: { "X-SFAUTH-TOKEN": shared },
        }),
      ),
    );
    expect(parallel.map((r) => r.status)).toEqual(Array(100).fill(200));
    expect(parallel[0]?.headers.get("Content-Type")).toBe("image/gif");
    const old = sfAuth(b);
    for (let i = 0; i < SFAUTH_WINDOW; i++) await b.bank.call("customerId", {});
    const stale = await raw(b, "GET", "/app/rest/loginUser/getCustomerId", {
      headers: { "X-SFAUTH-TOKEN": old },
    });
    expect(stale.status).toBe(403);
    expect(stale.body).toMatchObject({ code: "SESSION.SFAUTH_INVALID" });
    const madeUp = { headers: { "X-SFAUTH-TOKEN": "made-up" } };
    expect((await raw(b, "GET", "/app/rest/loginUser/getCustomerId", madeUp)).status).toBe(403);
    await b.bank.call("customerId", {});
  });

  it("keeps the session alive while used and ends it after 240 s idle (401)", async () => {
    const b = browser();
    await signInActive(b, deps.db, "ravi");
    deps.clock.advance(200_000);
    await b.bank.call("authCheck", {});
    deps.clock.advance(200_000);
    await b.bank.call("authCheck", {});
    deps.clock.advance(241_000);
    const expired = await refusal(b.bank.call("authCheck", {}));
    expect(expired.status).toBe(401);
    expect(expired.code).toBe("SESSION.REQUIRED");
    // An expired session no longer counts as live: the same browser may sign in again.
    expect((await signIn(b, "ravi")).status).toBe(200);
  });

  it("ends the other sessions of a customer on a new sign-in (409 SESSION.SUPERSEDED)", async () => {
    const first = browser();
    await signInActive(first, deps.db, "ravi");
    const second = browser();
    await signInActive(second, deps.db, "ravi");
    const superseded = await refusal(first.bank.call("customerDetails", {}));
    expect(superseded.status).toBe(409);
    expect(superseded.code).toBe("SESSION.SUPERSEDED");
    await second.bank.call("customerDetails", {});
  });

  it("lets a PENDING_MFA session reach only the multi-factor calls (403 SESSION.MFA_PENDING)", async () => {
    const b = browser();
    expect((await signIn(b, "asha")).status).toBe(200);
    const blocked = await refusal(b.bank.call("customerDetails", {}));
    expect(blocked.status).toBe(403);
    expect(blocked.code).toBe("SESSION.MFA_PENDING");
    expect((await refusal(b.bank.call("authCheck", {}))).status).toBe(403);
    expect(await b.bank.call("loggedInSecretKey", {})).toHaveLength(1);
  });

  it("logs out idempotently, clears the cookies and ends the session", async () => {
    const b = browser();
    await signInActive(b, deps.db, "ravi");
    const cookie = b.cookies.get("RIBSESSION");
    const out = await b.bank.call("logout", {});
    expect(out).toEqual({ status: 200 });
    expect(b.cookies.has("RIBSESSION")).toBe(false);
    expect(await b.bank.call("logout", {})).toEqual({ status: 200 });
    if (cookie !== undefined) b.cookies.set("RIBSESSION", cookie);
    expect((await refusal(b.bank.call("customerDetails", {}))).status).toBe(401);
  });
});

describe("request bodies", () => {
  it("rejects a body that fails its schema with 400 naming the field, changing nothing", async () => {
    const b = browser();
    await signInActive(b, deps.db, "ravi");
    const bad = await raw(b, "POST", "/app/rest/configureSecureLoginAccess", {
      json: { imageId: "rose_2", secureText: "a b" },
    });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ code: "REQUEST.INVALID" });
    expect((bad.body as { statusMsg: string }).statusMsg).toContain("secureText");
    const missing = await raw(b, "POST", "/app/rest/configureSecureLoginAccess", {
      json: { secureText: "Valid_Text" },
    });
    expect((missing.body as { statusMsg: string }).statusMsg).toContain("imageId");
    const huge = await raw(b, "POST", "/app/rest/newUser/checkFailCount", {
      json: { username: "x".repeat(70_000) },
    });
    expect(huge.status).toBe(413);
    expect(huge.body).toMatchObject({ code: "REQUEST.INVALID" });
    const notJson = await raw(b, "POST", "/app/rest/configureSecureLoginAccess", {
      headers: { "Content-Type": "application/json" },
    });
    expect(notJson.status).toBe(400);
    const rows = await deps.db.query<{ secure_image_id: string | null }>(
      "SELECT secure_image_id FROM users WHERE username = 'ravi'",
    );
    expect(rows[0]?.secure_image_id).toBeNull();
  });
});

describe("static files and demo mode", () => {
  it("serves index.html for screens, the files themselves with their cache rules, and i18n", async () => {
    const b = browser();
    for (const path of ["/", "/logout", "/error", "/anything/else"]) {
      const response = await raw(b, "GET", path);
      expect(response.status).toBe(200);
      expect(response.text).toContain("<title>Bank</title>");
      expect(response.headers.get("Cache-Control")).toBe("no-cache");
    }
    const asset = await raw(b, "GET", "/assets/app-1234.js");
    expect(asset.headers.get("Cache-Control")).toContain("immutable");
    expect(asset.headers.get("Content-Type")).toContain("javascript");
    expect((await raw(b, "GET", "/i18n/en.json")).body).toEqual({ common: { ok: "OK" } });
    expect((await raw(b, "GET", "/i18n/xx.json")).status).toBe(404);
    expect((await raw(b, "GET", "/../package.json")).text).not.toContain("dependencies");
  });

  it("mounts /dev/outbox only outside production", async () => {
    const dev = await raw(browser(), "GET", "/dev/outbox");
    expect(dev.status).toBe(200);
    expect(Array.isArray(dev.body)).toBe(true);
    const production = inProcessBank(createApp({ ...deps, config: { ...deps.config, isProduction: true } }));
    const response = await raw(production, "GET", "/dev/outbox");
    expect(response.text).not.toMatch(/^\[/);
    expect(response.text).toContain("<title>Bank</title>");
  });
});
