import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createApp } from "../app";
import type { ManualClock } from "../clock";
import type { AppDeps } from "../http/context";
import { TestBrowser } from "../testSupport/TestBrowser";
import { latestCode, signIn } from "../testSupport/flows";
import { openTestDeps, resetSignInState } from "../testSupport/testDatabase";

let deps: AppDeps & { clock: ManualClock };
beforeAll(async () => {
  deps = await openTestDeps();
});
afterAll(async () => {
  await deps.db.close();
});
beforeEach(async () => {
  await resetSignInState(deps.db);
});

const browser = () => new TestBrowser(createApp(deps));

async function auditOutcomes(username: string): Promise<string[]> {
  const rows = await deps.db.query<{ outcome: string }>(
    "SELECT outcome FROM audit_log WHERE event = 'LOGIN' AND username = $1 ORDER BY id",
    [username],
  );
  return rows.map((row) => row.outcome);
}

describe("POST /app/authentication", () => {
  it("signs in each demo user with the right flags and cookies", async () => {
    const expected = {
      asha: { status: 200, resetRequired: false, mfaRequired: true, secureImageSet: true, customerType: "R" },
      ravi: {
        status: 200,
        resetRequired: false,
        mfaRequired: false,
        secureImageSet: false,
        customerType: "R",
      },
      meera: {
        status: 200,
        resetRequired: false,
        mfaRequired: false,
        secureImageSet: true,
        customerType: "NR",
      },
    } as const;
    for (const [username, body] of Object.entries(expected)) {
      const b = browser();
      const response = await signIn(b, username);
      expect(response.status).toBe(200);
      expect(response.body).toEqual(body);
      const cookies = response.headers.getSetCookie().join("\n");
      expect(cookies).toMatch(/RIBSESSION=[^;]+; Path=\/; HttpOnly; SameSite=Strict/);
      expect(cookies).toMatch(/Token=[^;]+; Path=\/; SameSite=Strict/);
      expect(cookies).not.toMatch(/Token=[^;]+;[^\n]*HttpOnly/);
      expect(await auditOutcomes(username)).toContain(username === "asha" ? "OK_PENDING_MFA" : "OK");
    }
  });

  it("marks the session cookie Secure over https", async () => {
    const b = new TestBrowser(createApp(deps), "https://bank.example");
    const response = await signIn(b, "ravi");
    expect(response.status).toBe(200);
    expect(response.headers.getSetCookie().join("\n")).toMatch(/RIBSESSION=[^\n]*Secure/);
  });

  it("answers 401 for a wrong password and for an unknown user id alike, and audits both", async () => {
    const wrong = await signIn(browser(), "ravi", { password: "Wrong@1234" });
    expect(wrong.status).toBe(401);
    expect(wrong.body).toMatchObject({ status: 401, code: "LOGIN.BAD_CREDENTIALS" });
    const unknown = await signIn(browser(), "nobody", { password: "Wrong@1234" });
    expect(unknown.status).toBe(401);
    expect((unknown.body as { statusMsg: string }).statusMsg).toBe(
      (wrong.body as { statusMsg: string }).statusMsg,
    );
    expect(await auditOutcomes("ravi")).toEqual(["BAD_CREDENTIALS"]);
    expect(await auditOutcomes("nobody")).toEqual(["BAD_CREDENTIALS"]);
    const count = await browser().rest("POST", "newUser/checkFailCount", { json: { username: "ravi" } });
    expect(count.body).toEqual({ count: 1, captchaRequired: false });
  });

  it("demands a captcha after 3 failures, accepts the code from the SMS outbox, and resets the count", async () => {
    for (let i = 0; i < 3; i++)
      expect((await signIn(browser(), "ravi", { password: "Wrong@1234" })).status).toBe(401);
    const count = await browser().rest("POST", "newUser/checkFailCount", { json: { username: "ravi" } });
    expect(count.body).toEqual({ count: 3, captchaRequired: true });
    const withoutCaptcha = await signIn(browser(), "ravi");
    expect(withoutCaptcha.status).toBe(428);
    expect(withoutCaptcha.body).toMatchObject({ code: "LOGIN.CAPTCHA_REQUIRED" });

    const b = browser();
    const sent = await b.rest("POST", "captcha/sendCode", { json: { username: "ravi" } });
    expect(sent.body).toEqual({ sent: true, maskedMobile: "+91 xxxx xxx 780" });
    const wrongCode = await signIn(b, "ravi", {
      extra: { captchaCode: "000000" === (await latestCode(deps.db)) ? "111111" : "000000" },
    });
    expect(wrongCode.status).toBe(428);
    const ok = await signIn(b, "ravi", { extra: { captchaCode: await latestCode(deps.db) } });
    expect(ok.status).toBe(200);
    const after = await browser().rest("POST", "newUser/checkFailCount", { json: { username: "ravi" } });
    expect(after.body).toEqual({ count: 0, captchaRequired: false });
    expect(await auditOutcomes("ravi")).toEqual([
      "BAD_CREDENTIALS",
      "BAD_CREDENTIALS",
      "BAD_CREDENTIALS",
      "CAPTCHA_REQUIRED",
      "CAPTCHA_REQUIRED",
      "OK",
    ]);
  });

  it("accepts a solved image captcha and rejects a wrong one", async () => {
    await deps.db.query("UPDATE users SET failure_count = 3 WHERE username = 'ravi'");
    const b = browser();
    const captcha = await b.rest("GET", "captcha");
    const { captchaId, svg } = captcha.body as { captchaId: string; svg: string };
    expect(svg).toMatch(/^<svg/);
    const answer = [...svg.matchAll(/>([A-Z0-9])<\/text>/g)].map((m) => m[1]).join("");
    expect(answer).toHaveLength(5);
    expect(
      (await signIn(b, "ravi", { extra: { captchaId, captcha: answer === "AAAAA" ? "BBBBB" : "AAAAA" } }))
        .status,
    ).toBe(428);
    const second = (await b.rest("GET", "captcha")).body as { captchaId: string; svg: string };
    const secondAnswer = [...second.svg.matchAll(/>([A-Z0-9])<\/text>/g)].map((m) => m[1]).join("");
    expect(
      (
        await signIn(b, "ravi", {
          extra: { captchaId: second.captchaId, captcha: secondAnswer.toLowerCase() },
        })
      ).status,
    ).toBe(200);
  });

  it("blocks the user id at the sixth failure (423), even with the right password afterwards", async () => {
    await deps.db.query("UPDATE users SET failure_count = 5 WHERE username = 'meera'");
    const b = browser();
    await b.rest("POST", "captcha/sendCode", { json: { username: "meera" } });
    const sixth = await signIn(b, "meera", {
      password: "Wrong@1234",
      extra: { captchaCode: await latestCode(deps.db) },
    });
    expect(sixth.status).toBe(423);
    expect(sixth.body).toMatchObject({ code: "LOGIN.LOCKED" });
    const right = await signIn(browser(), "meera");
    expect(right.status).toBe(423);
    expect(await auditOutcomes("meera")).toEqual(["LOCKED", "LOCKED"]);
  });

  it("blocks unknown user ids after 6 failures too, so answers never reveal which ids exist", async () => {
    await deps.db.query(
      "INSERT INTO unknown_login_failures (username, failure_count, updated_at) VALUES ('ghost', 5, now())",
    );
    const b = browser();
    const captcha = (await b.rest("GET", "captcha")).body as { captchaId: string; svg: string };
    const answer = [...captcha.svg.matchAll(/>([A-Z0-9])<\/text>/g)].map((m) => m[1]).join("");
    const sixth = await signIn(b, "ghost", { extra: { captchaId: captcha.captchaId, captcha: answer } });
    expect(sixth.body).toMatchObject({ status: 423, code: "LOGIN.LOCKED" });
    expect(
      (await browser().rest("POST", "newUser/checkFailCount", { json: { username: "ghost" } })).body,
    ).toEqual({
      count: 6,
      captchaRequired: true,
    });
  });

  it("asks for a reset when the sign-in password has expired", async () => {
    await deps.db.query("UPDATE users SET login_pwd_expiry = '2026-11-21' WHERE username = 'ravi'");
    try {
      expect((await signIn(browser(), "ravi")).body).toMatchObject({ status: 200, resetRequired: true });
    } finally {
      await deps.db.query("UPDATE users SET login_pwd_expiry = '2027-01-06' WHERE username = 'ravi'");
    }
  });

  it("answers 421 when this browser still holds a live session", async () => {
    const b = browser();
    expect((await signIn(b, "ravi")).status).toBe(200);
    const again = await signIn(b, "meera");
    expect(again.status).toBe(421);
    expect(again.body).toMatchObject({ code: "LOGIN.ACTIVE_SESSION_IN_BROWSER" });
    expect((await b.call("POST", "/app/logout")).status).toBe(200);
    expect((await signIn(b, "meera")).status).toBe(200);
  });

  it("answers 498 when the customer has a secure image and did not confirm it", async () => {
    const response = await signIn(browser(), "meera", { secureAccess: false });
    expect(response.status).toBe(498);
    expect(response.body).toMatchObject({ code: "LOGIN.CHECK_SECURE_IMAGE" });
    expect((await signIn(browser(), "ravi", { secureAccess: false })).status).toBe(200);
  });

  it("rate limits more than 10 attempts a minute from one address (429)", async () => {
    const b = browser();
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++)
      statuses.push((await signIn(b, `someone${i}`, { password: "Wrong@1234" })).status);
    expect(statuses.slice(0, 10).every((s) => s === 401 || s === 428 || s === 423)).toBe(true);
    expect(statuses[10]).toBe(429);
    const limited = await signIn(b, "ravi");
    expect(limited.body).toMatchObject({ status: 429, code: "LOGIN.RATE_LIMITED" });
    deps.clock.advance(61_000);
    expect((await signIn(b, "ravi")).status).toBe(200);
  });

  it("rejects a missing or wrong X-RIB-ENC (400 REQUEST.INTEGRITY) and an invalid form (400 REQUEST.INVALID)", async () => {
    const b = browser();
    const key =
      (
        (await b.rest("POST", "loginUser/usersec/seckey", { json: { username: "ravi" } })).body as string[]
      )[0] ?? "";
    const form = { j_username: "ravi", j_password: "Demo@1234", submit: "Login" };
    const none = await b.call("POST", "/app/authentication", { form });
    expect(none.body).toMatchObject({ status: 400, code: "REQUEST.INTEGRITY" });
    const mismatch = await b.call("POST", "/app/authentication", {
      form,
      encKey: key,
      encValues: { ...form, j_username: "asha" },
    });
    expect(mismatch.body).toMatchObject({ status: 400, code: "REQUEST.INTEGRITY" });
    const otherKey =
      (
        (await b.rest("POST", "loginUser/usersec/seckey", { json: { username: "meera" } })).body as string[]
      )[0] ?? "";
    expect((await b.call("POST", "/app/authentication", { form, encKey: otherKey })).status).toBe(400);
    const invalid = await b.call("POST", "/app/authentication", {
      form: { j_username: "ravi" },
      encKey: key,
    });
    expect(invalid.status).toBe(400);
    expect(invalid.body).toMatchObject({ code: "REQUEST.INVALID" });
    expect((invalid.body as { statusMsg: string }).statusMsg).toContain("j_password");
    expect((await b.call("POST", "/app/authentication", { form, encKey: key })).status).toBe(200);
  });

  it("gives a stable pre-login key per browser and user id, different across browsers", async () => {
    const a = browser();
    const first = await a.rest("POST", "loginUser/usersec/seckey", { json: { username: "asha" } });
    const again = await a.rest("POST", "loginUser/usersec/seckey", { json: { username: "asha" } });
    const other = await browser().rest("POST", "loginUser/usersec/seckey", { json: { username: "asha" } });
    expect(first.body).toEqual(again.body);
    expect(first.body).not.toEqual(other.body);
    expect((first.body as string[])[0]).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });
});

describe("before sign-in", () => {
  it("answers getUserSecurityInfo for known and unknown user ids without telling them apart", async () => {
    const asha = await browser().rest("POST", "getUserSecurityInfo", { json: { username: "asha" } });
    expect(asha.body).toEqual({
      isSecureImageSet: true,
      secureImage: { id: "beach_1", category: "travel", altKey: "secureImage.travel.beach" },
      secureText: "BlueLotus",
    });
    const ravi = await browser().rest("POST", "getUserSecurityInfo", { json: { username: "ravi" } });
    expect(ravi.body).toEqual({ isSecureImageSet: false, secureImage: null, secureText: null });
    const unknown1 = await browser().rest("POST", "getUserSecurityInfo", { json: { username: "ghost" } });
    const unknown2 = await browser().rest("POST", "getUserSecurityInfo", { json: { username: "ghost" } });
    expect(unknown1.body).toEqual(unknown2.body);
    expect(unknown1.body).toMatchObject({ isSecureImageSet: true });
    const sent = await browser().rest("POST", "captcha/sendCode", { json: { username: "ghost" } });
    expect(sent.body).toMatchObject({ sent: true });
  });

  it("answers the server date and the configuration without encKey", async () => {
    const b = browser();
    expect((await b.rest("GET", "user/getServerDate")).body).toEqual({ appDate: "2026-11-22" });
    const config = await b.rest("GET", "getConfigurationData");
    expect(config.body).toMatchObject({
      encKey: null,
      minNeft: 100,
      maxNeft: 100_000_000,
      minRtgs: 20_000_000,
      regenerateOTPTimer: 0,
    });
    const alt = await b.call("GET", "/RIBProducer/rest/user/getServerDate");
    expect(alt.body).toEqual({ appDate: "2026-11-22" });
  });
});
