import { mkdtemp, mkdir, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createApp } from "../app";
import type { ManualClock } from "../clock";
import type { AppDeps } from "./context";
import { CONTENT_SECURITY_POLICY } from "./middleware";
import { TestBrowser } from "../testSupport/TestBrowser";
import { signIn, signInActive } from "../testSupport/flows";
import { openTestDeps, resetSignInState } from "../testSupport/testDatabase";

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

const browser = () => new TestBrowser(createApp(deps));

describe("headers on every answer", () => {
  it("sends the security headers on API, static and error answers, and no-store on API answers", async () => {
    const b = browser();
    for (const response of [
      await b.rest("GET", "user/getServerDate"),
      await b.call("GET", "/some/screen"),
      await b.rest("GET", "no/such/call"),
      await b.rest("POST", "newUser/checkFailCount", { json: {} }),
    ]) {
      expect(response.headers.get("Content-Security-Policy")).toBe(CONTENT_SECURITY_POLICY);
      expect(response.headers.get("X-Content-Type-Options")).toBe("nosniff");
      expect(response.headers.get("Referrer-Policy")).toBe("no-referrer");
      expect(response.headers.get("X-Frame-Options")).toBe("DENY");
      expect(response.headers.get("Permissions-Policy")).toContain("camera=()");
      expect(response.headers.get("Cross-Origin-Opener-Policy")).toBe("same-origin");
    }
    const api = await b.rest("GET", "getConfigurationData");
    expect(api.headers.get("Cache-Control")).toBe("no-store");
    expect(api.headers.get("X-SFAUTH-TOKEN")).toMatch(/^[A-Za-z0-9_-]{32}$/);
  });

  it("sets a readable CSRF-ID cookie on the first answer only", async () => {
    const b = browser();
    const first = await b.rest("GET", "user/getServerDate");
    expect(first.headers.getSetCookie().join()).toMatch(/CSRF-ID=[A-Za-z0-9_-]+; Path=\/; SameSite=Strict/);
    expect(first.headers.getSetCookie().join()).not.toContain("HttpOnly");
    const second = await b.rest("GET", "user/getServerDate");
    expect(second.headers.getSetCookie()).toEqual([]);
  });
});

describe("UrlToken", () => {
  it("rejects a replayed value (400 REQUEST.REPLAYED) and a missing or malformed one (400 REQUEST.INVALID)", async () => {
    const b = browser();
    const token = "A".repeat(16) + "b".repeat(16);
    expect((await b.rest("GET", "getConfigurationData", { urlToken: token })).status).toBe(200);
    const replay = await b.rest("GET", "getConfigurationData", { urlToken: token });
    expect(replay.status).toBe(400);
    expect(replay.body).toMatchObject({ code: "REQUEST.REPLAYED" });
    expect((await b.rest("GET", "getConfigurationData", { urlToken: null })).body).toMatchObject({
      code: "REQUEST.INVALID",
    });
    expect((await b.rest("GET", "getConfigurationData", { urlToken: "short" })).body).toMatchObject({
      code: "REQUEST.INVALID",
    });
    expect((await b.call("POST", "/app/logout", { urlToken: null })).status).toBe(400);
  });

  it("lets exactly one of several simultaneous calls with the same value through", async () => {
    const b = browser();
    const token = "C".repeat(16) + "d".repeat(16);
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => b.rest("GET", "getConfigurationData", { urlToken: token })),
    );
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
    for (const refused of answers.filter((answer) => answer.status !== 200)) {
      expect(refused.status).toBe(400);
      expect(refused.body).toMatchObject({ code: "REQUEST.REPLAYED" });
    }
  });
});

describe("session checks", () => {
  it("answers 401 without a session and 403 when the Token header does not match", async () => {
    const b = browser();
    expect((await b.rest("GET", "customerDetails")).body).toMatchObject({
      status: 401,
      code: "SESSION.REQUIRED",
    });
    await signInActive(b, deps.db, "ravi");
    const noToken = await b.rest("GET", "customerDetails", { noToken: true });
    expect(noToken.status).toBe(403);
    expect(noToken.body).toMatchObject({ code: "SESSION.TOKEN_MISMATCH" });
    const wrong = await b.rest("GET", "customerDetails", { headers: { Token: "forged" } });
    expect(wrong.body).toMatchObject({ status: 403, code: "SESSION.TOKEN_MISMATCH" });
    expect((await b.rest("GET", "customerDetails")).status).toBe(200);
  });

  it("accepts any of the last 16 X-SFAUTH-TOKEN values (parallel requests) and rejects older or made-up ones", async () => {
    const b = browser();
    await signInActive(b, deps.db, "ravi");
    const shared = b.sfauth ?? "";
    const parallel = await Promise.all(
      Array.from({ length: 8 }, () =>
        b.rest("GET", "protected/authentication_check.gif", { sfauth: shared }),
      ),
    );
    expect(parallel.map((r) => r.status)).toEqual(Array(8).fill(200));
    expect(parallel[0]?.headers.get("Content-Type")).toBe("image/gif");
    const old = b.sfauth ?? "";
    for (let i = 0; i < 16; i++) expect((await b.rest("GET", "loginUser/getCustomerId")).status).toBe(200);
    const stale = await b.rest("GET", "loginUser/getCustomerId", { sfauth: old });
    expect(stale.status).toBe(403);
    expect(stale.body).toMatchObject({ code: "SESSION.SFAUTH_INVALID" });
    expect((await b.rest("GET", "loginUser/getCustomerId", { sfauth: "made-up" })).status).toBe(403);
    expect((await b.rest("GET", "loginUser/getCustomerId")).status).toBe(200);
  });

  it("keeps the session alive while used and ends it after 240 s idle (401)", async () => {
    const b = browser();
    await signInActive(b, deps.db, "ravi");
    deps.clock.advance(200_000);
    expect((await b.rest("GET", "protected/authentication_check.gif")).status).toBe(200);
    deps.clock.advance(200_000);
    expect((await b.rest("GET", "protected/authentication_check.gif")).status).toBe(200);
    deps.clock.advance(241_000);
    const expired = await b.rest("GET", "protected/authentication_check.gif");
    expect(expired.status).toBe(401);
    expect(expired.body).toMatchObject({ code: "SESSION.REQUIRED" });
    // An expired session no longer counts as live: the same browser may sign in again.
    expect((await signIn(b, "ravi")).status).toBe(200);
  });

  it("ends the other sessions of a customer on a new sign-in (409 SESSION.SUPERSEDED)", async () => {
    const first = browser();
    await signInActive(first, deps.db, "ravi");
    const second = browser();
    await signInActive(second, deps.db, "ravi");
    const superseded = await first.rest("GET", "customerDetails");
    expect(superseded.status).toBe(409);
    expect(superseded.body).toMatchObject({ code: "SESSION.SUPERSEDED" });
    expect((await second.rest("GET", "customerDetails")).status).toBe(200);
  });

  it("lets a PENDING_MFA session reach only the multi-factor calls (403 SESSION.MFA_PENDING)", async () => {
    const b = browser();
    expect((await signIn(b, "asha")).status).toBe(200);
    const blocked = await b.rest("GET", "customerDetails");
    expect(blocked.status).toBe(403);
    expect(blocked.body).toMatchObject({ code: "SESSION.MFA_PENDING" });
    expect((await b.rest("GET", "protected/authentication_check.gif")).status).toBe(403);
    expect((await b.rest("GET", "loginUser/usersec/loggedInUserSecretKey")).status).toBe(200);
  });

  it("logs out idempotently, clears the cookies and ends the session", async () => {
    const b = browser();
    await signInActive(b, deps.db, "ravi");
    const cookie = b.cookies.get("RIBSESSION");
    const out = await b.call("POST", "/app/logout");
    expect(out.body).toEqual({ status: 200 });
    expect(b.cookies.has("RIBSESSION")).toBe(false);
    expect((await b.call("POST", "/app/logout")).status).toBe(200);
    if (cookie !== undefined) b.cookies.set("RIBSESSION", cookie);
    expect((await b.rest("GET", "customerDetails")).status).toBe(401);
  });
});

describe("request bodies", () => {
  it("rejects a body that fails its schema with 400 naming the field, changing nothing", async () => {
    const b = browser();
    await signInActive(b, deps.db, "ravi");
    const bad = await b.rest("POST", "configureSecureLoginAccess", {
      json: { imageId: "rose_2", secureText: "a b" },
    });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ code: "REQUEST.INVALID" });
    expect((bad.body as { statusMsg: string }).statusMsg).toContain("secureText");
    const missing = await b.rest("POST", "configureSecureLoginAccess", {
      json: { secureText: "Valid_Text" },
    });
    expect((missing.body as { statusMsg: string }).statusMsg).toContain("imageId");
    const huge = await b.rest("POST", "newUser/checkFailCount", { json: { username: "x".repeat(70_000) } });
    expect(huge.status).toBe(413);
    expect(huge.body).toMatchObject({ code: "REQUEST.INVALID" });
    const notJson = await b.rest("POST", "configureSecureLoginAccess", {
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
      const response = await b.call("GET", path);
      expect(response.status).toBe(200);
      expect(response.text).toContain("<title>Bank</title>");
      expect(response.headers.get("Cache-Control")).toBe("no-cache");
    }
    const asset = await b.call("GET", "/assets/app-1234.js");
    expect(asset.headers.get("Cache-Control")).toContain("immutable");
    expect(asset.headers.get("Content-Type")).toContain("javascript");
    expect((await b.call("GET", "/i18n/en.json")).body).toEqual({ common: { ok: "OK" } });
    expect((await b.call("GET", "/i18n/xx.json")).status).toBe(404);
    expect((await b.call("GET", "/../package.json")).text).not.toContain("dependencies");
  });

  it("mounts /dev/outbox only outside production", async () => {
    const dev = await browser().call("GET", "/dev/outbox");
    expect(dev.status).toBe(200);
    expect(Array.isArray(dev.body)).toBe(true);
    const production = new TestBrowser(
      createApp({ ...deps, config: { ...deps.config, isProduction: true } }),
    );
    const response = await production.call("GET", "/dev/outbox");
    expect(response.text).not.toMatch(/^\[/);
    expect(response.text).toContain("<title>Bank</title>");
  });
});
