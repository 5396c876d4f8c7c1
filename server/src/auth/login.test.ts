import { Redacted } from "effect";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createApp } from "../app";
import type { ManualClock } from "../clock";
import type { AppDeps } from "../http/context";
import { inProcessBank } from "../testSupport/inProcessBank";
import { integrityHeader, latestCode, newBrowser, raw, refusal, signIn } from "../testSupport/flows";
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

const browser = () => newBrowser(deps);
const failCount = (username: string) => browser().bank.call("checkFailCount", { username });
const captchaAnswer = (svg: string) => [...svg.matchAll(/>([A-Z0-9])<\/text>/g)].map((m) => m[1]).join("");

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
      const answer = await signIn(b, username);
      expect(answer.status).toBe(200);
      expect(answer).toEqual(body);
      const cookies = b.lastHeaders().getSetCookie().join("\n");
      expect(cookies).toMatch(/RIBSESSION=[^;]+; Path=\/; HttpOnly; SameSite=Strict/);
      expect(cookies).toMatch(/Token=[^;]+; Path=\/; SameSite=Strict/);
      expect(cookies).not.toMatch(/Token=[^;]+;[^\n]*HttpOnly/);
      expect(await auditOutcomes(username)).toContain(username === "asha" ? "OK_PENDING_MFA" : "OK");
    }
  });

  it("marks the session cookie Secure over https", async () => {
    const b = inProcessBank(createApp(deps), "https://bank.example");
    const answer = await signIn(b, "ravi");
    expect(answer.status).toBe(200);
    expect(b.lastHeaders().getSetCookie().join("\n")).toMatch(/RIBSESSION=[^\n]*Secure/);
  });

  it("answers 401 for a wrong password and for an unknown user id alike, and audits both", async () => {
    const wrong = await refusal(signIn(browser(), "ravi", { password: "Wrong@1234" }));
    expect(wrong.status).toBe(401);
    expect(wrong.body).toMatchObject({ status: 401, code: "LOGIN.BAD_CREDENTIALS" });
    const unknown = await refusal(signIn(browser(), "nobody", { password: "Wrong@1234" }));
    expect(unknown.status).toBe(401);
    expect(unknown.statusMsg).toBe(wrong.statusMsg);
    expect(unknown.body).toEqual(wrong.body);
    expect(await auditOutcomes("ravi")).toEqual(["BAD_CREDENTIALS"]);
    expect(await auditOutcomes("nobody")).toEqual(["BAD_CREDENTIALS"]);
    expect(await failCount("ravi")).toEqual({ count: 1, captchaRequired: false });
  });

  it("demands a captcha after 3 failures, accepts the code from the SMS outbox, and resets the count", async () => {
    for (let i = 0; i < 3; i++)
      expect((await refusal(signIn(browser(), "ravi", { password: "Wrong@1234" }))).status).toBe(401);
    expect(await failCount("ravi")).toEqual({ count: 3, captchaRequired: true });
    const withoutCaptcha = await refusal(signIn(browser(), "ravi"));
    expect(withoutCaptcha.status).toBe(428);
    expect(withoutCaptcha.code).toBe("LOGIN.CAPTCHA_REQUIRED");

    const b = browser();
    const sent = await b.bank.call("captchaSendCode", { username: "ravi" });
    expect(sent).toEqual({ sent: true, maskedMobile: "+91 xxxx xxx 780" });
    const wrongCode = await refusal(
      signIn(b, "ravi", {
        extra: {
          captchaCode: Redacted.make("000000" === (await latestCode(deps.db)) ? "111111" : "000000"),
        },
      }),
    );
    expect(wrongCode.status).toBe(428);
    const ok = await signIn(b, "ravi", { extra: { captchaCode: Redacted.make(await latestCode(deps.db)) } });
    expect(ok.status).toBe(200);
    expect(await failCount("ravi")).toEqual({ count: 0, captchaRequired: false });
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
    const { captchaId, svg } = await b.bank.call("captcha", {});
    expect(svg).toMatch(/^<svg/);
    const answer = captchaAnswer(svg);
    expect(answer).toHaveLength(5);
    const wrong = { captchaId, captcha: answer === "AAAAA" ? "BBBBB" : "AAAAA" };
    expect((await refusal(signIn(b, "ravi", { extra: wrong }))).status).toBe(428);
    const second = await b.bank.call("captcha", {});
    const secondAnswer = captchaAnswer(second.svg);
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
    await b.bank.call("captchaSendCode", { username: "meera" });
    const sixth = await refusal(
      signIn(b, "meera", {
        password: "Wrong@1234",
        extra: { captchaCode: Redacted.make(await latestCode(deps.db)) },
      }),
    );
    expect(sixth.status).toBe(423);
    expect(sixth.code).toBe("LOGIN.LOCKED");
    const right = await refusal(signIn(browser(), "meera"));
    expect(right.status).toBe(423);
    expect(await auditOutcomes("meera")).toEqual(["LOCKED", "LOCKED"]);
  });

  it("a burst of wrong passwords with the right one passes neither the captcha threshold nor the block", async () => {
    // Seven wrong passwords and the right one at once, each from a browser of its own: every
    // attempt claims its place before its password is compared.
    const attempts = [...Array.from({ length: 7 }, () => "Wrong@1234"), undefined];
    const outcomes = await Promise.all(
      attempts.map((password) =>
        signIn(browser(), "ravi", password === undefined ? {} : { password }).then(
          () => "signed in",
          async (error: unknown) => {
            const refused = await refusal(Promise.reject(error));
            return `${refused.status} ${refused.code}`;
          },
        ),
      ),
    );
    for (const outcome of outcomes) {
      // 429: the places left were all taken by attempts still under way.
      expect([
        "signed in",
        "401 LOGIN.BAD_CREDENTIALS",
        "428 LOGIN.CAPTCHA_REQUIRED",
        "429 LOGIN.RATE_LIMITED",
      ]).toContain(outcome);
    }
    // Only the first three places are compared without a captcha.
    expect(outcomes.filter((o) => o === "401 LOGIN.BAD_CREDENTIALS").length).toBeLessThanOrEqual(3);
    const [ravi] = await deps.db.query<{ locked: boolean; failure_count: number }>(
      "SELECT locked, failure_count FROM users WHERE username = 'ravi'",
    );
    expect(ravi!.locked).toBe(false);
    expect(ravi!.failure_count).toBeLessThanOrEqual(3);
  });

  it("blocks unknown user ids after 6 failures too, so answers never reveal which ids exist", async () => {
    await deps.db.query(
      "INSERT INTO unknown_login_failures (username, failure_count, updated_at) VALUES ('ghost', 5, now())",
    );
    const b = browser();
    const captcha = await b.bank.call("captcha", {});
    const answer = captchaAnswer(captcha.svg);
    const sixth = await refusal(
      signIn(b, "ghost", { extra: { captchaId: captcha.captchaId, captcha: answer } }),
    );
    expect(sixth.body).toMatchObject({ status: 423, code: "LOGIN.LOCKED" });
    expect(await failCount("ghost")).toEqual({
      count: 6,
      captchaRequired: true,
    });
  });

  it("asks for a reset when the sign-in password has expired", async () => {
    await deps.db.query("UPDATE users SET login_pwd_expiry = '2026-11-21' WHERE username = 'ravi'");
    try {
      expect(await signIn(browser(), "ravi")).toMatchObject({ status: 200, resetRequired: true });
    } finally {
      await deps.db.query("UPDATE users SET login_pwd_expiry = '2027-01-06' WHERE username = 'ravi'");
    }
  });

  it("answers 409 (not 421, which browsers retry by themselves) when this browser still holds a live session", async () => {
    const b = browser();
    expect((await signIn(b, "ravi")).status).toBe(200);
    const again = await refusal(signIn(b, "meera"));
    expect(again.status).toBe(409);
    expect(again.code).toBe("LOGIN.ACTIVE_SESSION_IN_BROWSER");
    expect(await b.bank.call("logout", {})).toEqual({ status: 200 });
    expect((await signIn(b, "meera")).status).toBe(200);
  });

  it("answers 498 when the customer has a secure image and did not confirm it", async () => {
    const response = await refusal(signIn(browser(), "meera", { secureAccess: false }));
    expect(response.status).toBe(498);
    expect(response.code).toBe("LOGIN.CHECK_SECURE_IMAGE");
    expect((await signIn(browser(), "ravi", { secureAccess: false })).status).toBe(200);
  });

  it("rate limits more than 10 attempts a minute from one address (429)", async () => {
    const b = browser();
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++)
      statuses.push((await refusal(signIn(b, `someone${i}`, { password: "Wrong@1234" }))).status);
    expect(statuses.slice(0, 10).every((s) => s === 401 || s === 428 || s === 423)).toBe(true);
    expect(statuses[10]).toBe(429);
    const limited = await refusal(signIn(b, "ravi"));
    expect(limited.body).toMatchObject({ status: 429, code: "LOGIN.RATE_LIMITED" });
    deps.clock.advance(61_000);
    expect((await signIn(b, "ravi")).status).toBe(200);
  });

  it("rejects a missing or wrong X-RIB-ENC (400 REQUEST.INTEGRITY) and an invalid form (400 REQUEST.INVALID)", async () => {
    const b = browser();
    const [key = ""] = await b.bank.call("secretKey", { username: "ravi" });
    const form = { j_username: "ravi", j_password: "Demo@1234", submit: "Login" };
    const signInWith = async (values: Record<string, string>, integrity?: Promise<string>) =>
      raw(b, "POST", "/app/authentication", {
        form: values,
        ...(integrity === undefined ? {} : { headers: { "X-RIB-ENC": await integrity } }),
      });
    const none = await signInWith(form);
    expect(none.body).toMatchObject({ status: 400, code: "REQUEST.INTEGRITY" });
    const mismatch = await signInWith(form, integrityHeader({ ...form, j_username: "asha" }, key));
    expect(mismatch.body).toMatchObject({ status: 400, code: "REQUEST.INTEGRITY" });
    const [otherKey = ""] = await b.bank.call("secretKey", { username: "meera" });
    expect((await signInWith(form, integrityHeader(form, otherKey))).status).toBe(400);
    const invalid = await signInWith({ j_username: "ravi" }, integrityHeader({ j_username: "ravi" }, key));
    expect(invalid.status).toBe(400);
    expect(invalid.body).toMatchObject({ code: "REQUEST.INVALID" });
    expect((invalid.body as { statusMsg: string }).statusMsg).toContain("j_password");
    expect((await signInWith(form, integrityHeader(form, key))).status).toBe(200);
  });

  it("gives a stable pre-login key per browser and user id, different across browsers", async () => {
    const a = browser();
    const first = await a.bank.call("secretKey", { username: "asha" });
    const again = await a.bank.call("secretKey", { username: "asha" });
    const other = await browser().bank.call("secretKey", { username: "asha" });
    expect(first).toEqual(again);
    expect(first).not.toEqual(other);
    expect(first[0]).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });
});

describe("before sign-in", () => {
  it("answers getUserSecurityInfo for known and unknown user ids without telling them apart", async () => {
    const securityInfo = (username: string) => browser().bank.call("userSecurityInfo", { username });
    expect(await securityInfo("asha")).toEqual({
      isSecureImageSet: true,
      secureImage: { id: "beach_1", category: "travel", altKey: "secureImage.travel.beach" },
      secureText: "BlueLotus",
    });
    expect(await securityInfo("ravi")).toEqual({
      isSecureImageSet: false,
      secureImage: null,
      secureText: null,
    });
    const unknown1 = await securityInfo("ghost");
    const unknown2 = await securityInfo("ghost");
    expect(unknown1).toEqual(unknown2);
    expect(unknown1).toMatchObject({ isSecureImageSet: true });
    const sent = await browser().bank.call("captchaSendCode", { username: "ghost" });
    expect(sent).toMatchObject({ sent: true });
  });

  it("answers the server date and the configuration without encKey", async () => {
    const b = browser();
    expect(await b.bank.call("serverDate", {})).toEqual({ appDate: "2026-11-22" });
    const config = await b.bank.call("configuration", {});
    expect(config).toMatchObject({
      encKey: null,
      minNeft: 100,
      maxNeft: 100_000_000,
      minRtgs: 20_000_000,
      regenerateOTPTimer: 0,
    });
    const alt = await raw(b, "GET", "/RIBProducer/rest/user/getServerDate");
    expect(alt.body).toEqual({ appDate: "2026-11-22" });
  });
});
