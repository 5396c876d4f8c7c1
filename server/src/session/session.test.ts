import { describe, expect, it } from "vitest";
import { createApp } from "../app";
import { MAX_SESSION_EXTENSIONS } from "../kernel/config";
import type { AppDeps } from "../kernel/http/context";
import { inProcessBank, type InProcessBank } from "../testSupport/inProcessBank";
import { newBrowser, refusal, signIn, signInActive } from "../testSupport/flows";
import { useTestDeps } from "../testSupport/testDatabase";

const deps = useTestDeps();

const browser = (overrides: Partial<AppDeps["config"]> = {}) =>
  inProcessBank(createApp({ ...deps, config: { ...deps.config, ...overrides } }));

const customerCall = (b: InProcessBank) => b.bank.call("customerId", {});
const extend = (b: InProcessBank, fromWarning: boolean) => b.bank.call("extendSession", { fromWarning });

describe("session/extend", () => {
  it("counts an extension from the warning and restarts the idle clock past the old expiry", async () => {
    const b = browser();
    await signInActive(b, deps.db, "meera");
    deps.clock.advance(deps.config.sessionIdleTimeoutMs - 10_000);
    const extended = await extend(b, true);
    expect(extended).toEqual({
      extensionsLeft: MAX_SESSION_EXTENSIONS - 1,
      idleTimeoutMs: deps.config.sessionIdleTimeoutMs,
    });
    // Past the expiry the session would have had without the extension.
    deps.clock.advance(60_000);
    await customerCall(b);
  });

  it("keeps the session alive quietly without counting an extension", async () => {
    const b = browser();
    await signInActive(b, deps.db, "meera");
    deps.clock.advance(deps.config.sessionIdleTimeoutMs - 1_000);
    const quiet = await extend(b, false);
    expect(quiet).toMatchObject({ extensionsLeft: MAX_SESSION_EXTENSIONS });
    deps.clock.advance(deps.config.sessionIdleTimeoutMs - 1_000);
    await customerCall(b);
  });

  it("refuses an extension beyond the maximum with 403 SESSION.EXTENSIONS_EXHAUSTED", async () => {
    const b = browser();
    await signInActive(b, deps.db, "meera");
    for (let i = 1; i <= MAX_SESSION_EXTENSIONS; i++) {
      const answer = await extend(b, true);
      expect(answer).toMatchObject({ extensionsLeft: MAX_SESSION_EXTENSIONS - i });
    }
    const refused = await refusal(extend(b, true));
    expect(refused.status).toBe(403);
    expect(refused.code).toBe("SESSION.EXTENSIONS_EXHAUSTED");
  });

  it("answers 401 to an extension after the idle time-out", async () => {
    const b = browser();
    await signInActive(b, deps.db, "meera");
    deps.clock.advance(deps.config.sessionIdleTimeoutMs + 1);
    const late = await refusal(extend(b, true));
    expect(late.status).toBe(401);
    expect(late.code).toBe("SESSION.REQUIRED");
  });
});

describe("configured idle time-out", () => {
  it("ends a session after the configured idle time, not the 4-minute default", async () => {
    const b = browser({ sessionIdleTimeoutMs: 60_000 });
    await signInActive(b, deps.db, "meera");
    deps.clock.advance(59_000);
    await customerCall(b);
    deps.clock.advance(60_001);
    const expired = await refusal(customerCall(b));
    expect(expired.status).toBe(401);
    expect(expired.code).toBe("SESSION.REQUIRED");
  });

  it("ends a session at its absolute lifetime however often it is kept alive", async () => {
    const b = browser({ sessionMaxLifetimeMs: 600_000 });
    await signInActive(b, deps.db, "meera");
    // A quiet keep-alive every 200 s: never idle, and still signed in just before the lifetime ends.
    for (let at = 200_000; at < 600_000; at += 200_000) {
      deps.clock.advance(200_000);
      await extend(b, false);
    }
    deps.clock.advance(199_000);
    await customerCall(b);
    deps.clock.advance(1_001);
    const ended = await refusal(extend(b, false));
    expect([ended.status, ended.code]).toEqual([401, "SESSION.REQUIRED"]);
    const [row] = await deps.db.query<{ end_reason: string }>(
      "SELECT end_reason FROM sessions WHERE username = 'meera' ORDER BY created_at DESC LIMIT 1",
    );
    expect(row?.end_reason).toBe("EXPIRED");
  });

  it("reports the configured time-outs in getConfigurationData", async () => {
    const b = browser({ sessionIdleTimeoutMs: 90_000, timeoutWarningMs: 25_000, feedbackTimeoutMs: 45_000 });
    const config = await b.bank.call("configuration", {});
    expect(config).toMatchObject({
      idleTimeoutMs: 90_000,
      timeoutWarningMs: 25_000,
      feedbackTimeoutMs: 45_000,
      maxIdleExtensions: MAX_SESSION_EXTENSIONS,
      txnPwdRequired: true,
    });
  });
});

describe("POST /app/logout/beacon", () => {
  it("ends the session when the body is the session's token", async () => {
    const b = browser();
    await signInActive(b, deps.db, "meera");
    const token = b.cookies.get("Token") ?? "";
    // What navigator.sendBeacon sends: the browser's cookies and the token as plain text, no other header.
    const answer = await b.fetch("/app/logout/beacon", {
      method: "POST",
      headers: { "Content-Type": "text/plain;charset=UTF-8" },
      body: token,
    });
    expect(answer.status).toBe(204);
    const after = await refusal(customerCall(b));
    expect(after.status).toBe(401);
    // This browser's session (the test clock stands still, so created_at does not tell sessions apart).
    const [row] = await deps.db.query<{ end_reason: string }>(
      "SELECT end_reason FROM sessions WHERE username = 'meera' AND token = $1",
      [token],
    );
    expect(row?.end_reason).toBe("LOGOUT");
    // A new sign-in in the same browser is not refused as an active session.
    expect((await signIn(b, "meera")).status).toBe(200);
  });

  it("leaves the session alone with a wrong body or without the session cookie", async () => {
    const b = browser();
    await signInActive(b, deps.db, "meera");
    const beacon = (from: InProcessBank, body: string) =>
      from.fetch("/app/logout/beacon", { method: "POST", headers: { "Content-Type": "text/plain" }, body });
    const wrong = await beacon(b, "not-the-token");
    expect(wrong.status).toBe(204);
    // Another browser (no session cookie) sending this session's token.
    const noCookie = await beacon(newBrowser(deps), b.cookies.get("Token") ?? "");
    expect(noCookie.status).toBe(204);
    const tooLong = await beacon(b, `${b.cookies.get("Token") ?? ""}${" ".repeat(2048)}`);
    expect(tooLong.status).toBe(413);
    await customerCall(b);
  });
});

describe("loginUser/loginHistory", () => {
  it("lists the customer's own sign-in attempts, newest first, in Asia/Kolkata time", async () => {
    const b = browser();
    expect((await refusal(signIn(b, "meera", { password: "Wrong#Pass1" }))).status).toBe(401);
    deps.clock.advance(61_000);
    expect((await refusal(signIn(b, "ravi", { password: "Wrong#Pass1" }))).status).toBe(401);
    deps.clock.advance(61_000);
    await signInActive(b, deps.db, "meera");
    const { entries } = await b.bank.call("loginHistory", {});
    expect(entries).toHaveLength(2);
    expect(entries[0]).toMatchObject({ outcome: "SUCCESS", date: "2026-11-22" });
    expect(entries[1]).toMatchObject({ outcome: "FAILURE", date: "2026-11-22" });
    expect(entries[0]!.time > entries[1]!.time).toBe(true);
    expect(entries[0]!.time).toMatch(/^\d{2}:\d{2}:\d{2}$/);
  });

  it("needs a session", async () => {
    const answer = await refusal(browser().bank.call("loginHistory", {}));
    expect(answer.status).toBe(401);
  });
});
