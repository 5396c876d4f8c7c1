import { Redacted, Schema } from "effect";
import { LoginBadCredentialsBody } from "../../../src/adapters/rib/contract/auth";
import { describe, expect, it } from "vitest";
import { createApp } from "../app";
import { CaptchaService } from "../kernel/captcha/CaptchaService";
import { inProcessBank, type InProcessBank } from "../testSupport/inProcessBank";
import { PRE_SIGN_IN_LIMITS } from "../kernel/auth/preSignInLimit";
import { integrityHeader, newBrowser, outcome, raw, refusal, signIn } from "../testSupport/flows";
import { useTestDeps } from "../testSupport/testDatabase";
import { readOutbox } from "../kernel/sms/DevOutboxSmsGateway";
import { UserRepository } from "../kernel/auth/UserRepository";

const deps = useTestDeps();

const browser = () => newBrowser(deps);
const failCount = (username: string) => browser().bank.call("checkFailCount", { username });
/** A captcha whose answer the test chooses (drawn and stored as the route does). */
const knownCaptcha = (answer: string) =>
  new CaptchaService(deps.db, deps.clock, deps.serverSecret).create(answer);

/** The structure of a JSON value: its keys, nested, and the type of each leaf (not the values). */
function shape(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(shape);
  if (value !== null && typeof value === "object") {
    return Object.fromEntries(
      Object.entries(value)
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([key, inner]) => [key, shape(inner)]),
    );
  }
  return value === null ? "null" : typeof value;
}

/**
 * Asks for the security check's code by SMS and reads it from the outbox once it is there (the
 * code is sent after the answer, so the answer takes as long for an unknown id).
 */
async function sendCaptchaCode(b: InProcessBank, username: string) {
  const [before] = await deps.db.query<{ id: number | null }>("SELECT max(id) AS id FROM sms_outbox");
  const sent = await b.bank.call("captchaSendCode", { username });
  const newCode = async () => {
    const rows = await deps.db.query<{ otp: string }>(
      "SELECT otp FROM sms_outbox WHERE id > $1 AND otp IS NOT NULL ORDER BY id DESC LIMIT 1",
      [before?.id ?? 0],
    );
    return rows[0]?.otp ?? null;
  };
  await expect.poll(newCode).not.toBeNull();
  return { sent, code: (await newCode()) ?? "" };
}

/** The outcomes of the lock notices of `username` (`LOCK_NOTICE` audit rows), oldest first. */
async function lockNoticeOutcomes(username: string): Promise<string[]> {
  const rows = await deps.db.query<{ outcome: string }>(
    "SELECT outcome FROM audit_log WHERE event = 'LOCK_NOTICE' AND username = $1 ORDER BY id",
    [username],
  );
  return rows.map((row) => row.outcome);
}

/** The lock notices in the outbox to `username`'s registered mobile. */
async function lockNotices(username: string): Promise<string[]> {
  const [customer] = await deps.db.query<{ mobile: string }>(
    "SELECT c.mobile FROM users u JOIN customers c ON c.id = u.customer_id WHERE u.username = $1",
    [username],
  );
  return (await readOutbox(deps.db))
    .filter((message) => message.to === customer?.mobile && message.text.includes("was locked"))
    .map((message) => message.text);
}

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
    const { sent, code } = await sendCaptchaCode(b, "ravi");
    expect(sent).toEqual({ sent: true, maskedMobile: "+91 xxxx xxx 780" });
    const wrongCode = await refusal(
      signIn(b, "ravi", { extra: { captchaCode: Redacted.make(code === "000000" ? "111111" : "000000") } }),
    );
    expect(wrongCode.status).toBe(428);
    const ok = await signIn(b, "ravi", { extra: { captchaCode: Redacted.make(code) } });
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

  it("says why a security-check answer was refused: used, expired or wrong; an unknown id only ever hears wrong", async () => {
    await deps.db.query("UPDATE users SET failure_count = 3 WHERE username = 'ravi'");
    const why = async (extra: Record<string, unknown>, username = "ravi") => {
      const refused = await refusal(signIn(browser(), username, { extra }));
      expect(refused.status).toBe(428);
      return (refused.body as { captchaRefused?: string }).captchaRefused;
    };
    expect(await why({})).toBeUndefined();

    // A code passes the check once: a wrong password uses it up, and typing it again is "used".
    const b = browser();
    const { code } = await sendCaptchaCode(b, "ravi");
    const wrongPassword = await refusal(
      signIn(b, "ravi", { password: "Wrong@1234", extra: { captchaCode: Redacted.make(code) } }),
    );
    expect(wrongPassword.status).toBe(401);
    expect(await why({ captchaCode: Redacted.make(code) })).toBe("used");
    expect(await why({ captchaCode: Redacted.make(code === "000000" ? "111111" : "000000") })).toBe("wrong");

    // A new code after the wait, typed after its 5 minutes: "expired".
    deps.clock.advance(91_000);
    const late = await sendCaptchaCode(browser(), "ravi");
    deps.clock.advance(5 * 60_000 + 1000);
    expect(await why({ captchaCode: Redacted.make(late.code) })).toBe("expired");

    // The picture: wrong, then the same picture again is used, and an old one expired.
    const picture = await knownCaptcha("K7RM4");
    expect(await why({ captchaId: picture.captchaId, captcha: "AAAAA" })).toBe("wrong");
    expect(await why({ captchaId: picture.captchaId, captcha: "K7RM4" })).toBe("used");
    const old = await knownCaptcha("HJKLM");
    deps.clock.advance(5 * 60_000 + 1000);
    expect(await why({ captchaId: old.captchaId, captcha: "HJKLM" })).toBe("expired");

    // An unknown id: a code was "sent" (same answer), and any code is wrong.
    await deps.db.query(
      "INSERT INTO unknown_login_failures (username, failure_count, updated_at) VALUES ('ghost', 3, now())",
    );
    await browser().bank.call("captchaSendCode", { username: "ghost" });
    expect(await why({ captchaCode: Redacted.make("123456") }, "ghost")).toBe("wrong");
  });

  it("accepts a solved image captcha and rejects a wrong one", async () => {
    await deps.db.query("UPDATE users SET failure_count = 3 WHERE username = 'ravi'");
    const b = browser();
    const { captchaId, png } = await b.bank.call("captcha", {});
    expect(png.startsWith("iVBORw0KGgo")).toBe(true);
    // No answer is drawn from "AAAAA" (A never repeats five times by chance here: 1 in 23^5).
    expect((await refusal(signIn(b, "ravi", { extra: { captchaId, captcha: "AAAAA" } }))).status).toBe(428);
    const solved = await knownCaptcha("K7RM4");
    expect(
      (await signIn(b, "ravi", { extra: { captchaId: solved.captchaId, captcha: " k7rm4 " } })).status,
    ).toBe(200);
  });

  it("blocks the user id at the sixth failure (423), even with the right password afterwards", async () => {
    await deps.db.query("UPDATE users SET failure_count = 5 WHERE username = 'meera'");
    const b = browser();
    const { code } = await sendCaptchaCode(b, "meera");
    const sixth = await refusal(
      signIn(b, "meera", {
        password: "Wrong@1234",
        extra: { captchaCode: Redacted.make(code) },
      }),
    );
    expect(sixth.status).toBe(423);
    expect(sixth.code).toBe("LOGIN.LOCKED");
    const right = await refusal(signIn(browser(), "meera"));
    expect(right.status).toBe(423);
    expect(await auditOutcomes("meera")).toEqual(["LOCKED", "LOCKED"]);
  });

  it("tells the customer by SMS once when wrong passwords lock the user id, and how to unlock it", async () => {
    await deps.db.query("DELETE FROM sms_outbox");
    await deps.db.query("UPDATE users SET failure_count = 5 WHERE username = 'meera'");
    const captcha = await knownCaptcha("WXY34");
    const sixth = await refusal(
      signIn(browser(), "meera", {
        password: "Wrong@1234",
        extra: { captchaId: captcha.captchaId, captcha: "WXY34" },
      }),
    );
    expect(sixth.status).toBe(423);
    await expect.poll(() => lockNoticeOutcomes("meera")).toEqual(["SENT"]);
    const notices = await lockNotices("meera");
    expect(notices).toHaveLength(1);
    expect(notices[0]).toMatch(
      /^Your internet banking user id was locked on 22-Nov-2026 at \d\d:\d\d IST after 6 wrong passwords\. To unlock it, choose "Forgot password" on the sign-in page\./u,
    );
    // The id stays locked: further attempts, right or wrong, send nothing more.
    expect((await refusal(signIn(browser(), "meera"))).status).toBe(423);
    expect((await refusal(signIn(browser(), "meera", { password: "Wrong@1234" }))).status).toBe(423);
    expect(await lockNotices("meera")).toHaveLength(1);
    expect(await lockNoticeOutcomes("meera")).toEqual(["SENT"]);
  });

  it("sends one lock notice when wrong passwords arrive at once, and none for an unknown id", async () => {
    await deps.db.query("DELETE FROM sms_outbox");
    await deps.db.query("UPDATE users SET failure_count = 3 WHERE username = 'ravi'");
    const answers = ["ACDEF", "HJKLM", "NPRTU", "VWXY3", "4794A", "MWMWM"];
    const captchas = await Promise.all(answers.map(knownCaptcha));
    const statuses = await Promise.all(
      captchas.map((captcha, i) =>
        refusal(
          signIn(browser(), "ravi", {
            password: "Wrong@1234",
            extra: { captchaId: captcha.captchaId, captcha: answers[i]! },
          }),
        ).then((refused) => refused.status),
      ),
    );
    expect(statuses).toContain(423);
    await expect.poll(() => lockNoticeOutcomes("ravi")).toEqual(["SENT"]);
    expect(await lockNotices("ravi")).toHaveLength(1);

    await deps.db.query(
      "INSERT INTO unknown_login_failures (username, failure_count, updated_at) VALUES ('ghost', 5, now())",
    );
    const ghostCaptcha = await knownCaptcha("KLMNP");
    const ghost = await refusal(
      signIn(browser(), "ghost", {
        password: "Wrong@1234",
        extra: { captchaId: ghostCaptcha.captchaId, captcha: "KLMNP" },
      }),
    );
    expect(ghost.status).toBe(423);
    expect(await lockNoticeOutcomes("ghost")).toEqual([]);
    expect(await readOutbox(deps.db)).toHaveLength(1);
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

  it("an early place that fails while later places are still held does not block the id; the sixth does", async () => {
    // Places 1 to 6 are taken at once; 4 to 6 are attempts still under way (waiting for their
    // captcha), which may give their places back. Place 3's wrong password comes in first.
    const users = new UserRepository(deps.db);
    const now = new Date();
    const places: (number | "locked" | "busy")[] = [];
    for (let i = 0; i < 6; i++) places.push(await users.claimAttempt("ravi", now, 6));
    expect(places).toEqual([1, 2, 3, 4, 5, 6]);
    expect(await users.confirmFailure("ravi", now, 6, 3)).toMatchObject({ locked: false, lockedNow: false });
    const [held] = await deps.db.query<{ locked: boolean }>(
      "SELECT locked FROM users WHERE username = 'ravi'",
    );
    expect(held!.locked).toBe(false);
    // The sixth place's wrong password (its captcha solved) blocks the id, once.
    expect(await users.confirmFailure("ravi", now, 6, 6)).toMatchObject({ locked: true, lockedNow: true });
    expect(await users.confirmFailure("ravi", now, 6, 6)).toMatchObject({ locked: true, lockedNow: false });
    await deps.db.query("UPDATE users SET locked = FALSE, failure_count = 0 WHERE username = 'ravi'");
  });

  it("blocks unknown user ids after 6 failures too, so answers never reveal which ids exist", async () => {
    await deps.db.query(
      "INSERT INTO unknown_login_failures (username, failure_count, updated_at) VALUES ('ghost', 5, now())",
    );
    const b = browser();
    const captcha = await knownCaptcha("HJKLM");
    const sixth = await refusal(
      signIn(b, "ghost", { extra: { captchaId: captcha.captchaId, captcha: "HJKLM" } }),
    );
    expect(sixth.body).toMatchObject({ status: 423, code: "LOGIN.LOCKED" });
    expect(await failCount("ghost")).toEqual({
      count: 6,
      captchaRequired: true,
    });
  });

  it("tells the attempts left before the block alike for a customer's id and an unknown one", async () => {
    /** The answers to six wrong passwords, with a solved captcha from the fourth on. */
    const sixWrong = async (username: string) => {
      const answers: { status: number; remainingAttempts?: unknown }[] = [];
      for (let i = 1; i <= 6; i++) {
        const captcha = i > 3 ? await knownCaptcha("HJKLM") : null;
        const extra = captcha === null ? {} : { captchaId: captcha.captchaId, captcha: "HJKLM" };
        const answer = await refusal(signIn(browser(), username, { password: "Wrong@1234", extra }));
        answers.push({
          status: answer.status,
          // A 401's body as the contract declares it.
          ...(answer.status === 401
            ? {
                remainingAttempts: Schema.decodeUnknownSync(LoginBadCredentialsBody)(answer.body)
                  .remainingAttempts,
              }
            : {}),
        });
      }
      return answers;
    };
    const expected = [
      { status: 401, remainingAttempts: 5 },
      { status: 401, remainingAttempts: 4 },
      { status: 401, remainingAttempts: 3 },
      { status: 401, remainingAttempts: 2 },
      { status: 401, remainingAttempts: 1 },
      { status: 423 },
    ];
    expect(await sixWrong("ravi")).toEqual(expected);
    // The next minute: one address may try 10 times a minute.
    deps.clock.advance(61_000);
    expect(await sixWrong("ghost")).toEqual(expected);
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
  it("answers getUserSecurityInfo with the customer's image, else a made-up one stable per user id", async () => {
    const securityInfo = (username: string) => browser().bank.call("userSecurityInfo", { username });
    expect(await securityInfo("asha")).toEqual({
      isSecureImageSet: true,
      secureImage: { id: "beach_1", category: "travel", altKey: "secureImage.travel.beach" },
      secureText: "BlueLotus",
    });
    for (const username of ["ravi", "ghost", "Ghost "]) {
      const made = await securityInfo(username);
      expect(made).toMatchObject({
        isSecureImageSet: true,
        secureText: expect.stringMatching(/^[A-Za-z]+\d{0,2}$/u),
      });
      expect(made.secureImage?.altKey).toMatch(/^secureImage\./u);
      expect(await securityInfo(username)).toEqual(made);
    }
    expect(await securityInfo("ghost")).toEqual(await securityInfo("GHOST"));
    expect(await securityInfo("ghost")).not.toEqual(await securityInfo("ravi"));
  });

  it("answers every call before sign-in for an unknown id as for a customer without a secure image", async () => {
    // ravi is a customer with no secure image yet; ghost is no user id at all.
    const answers = async (username: string) => {
      const b = browser();
      return {
        checkFailCount: await outcome(b.bank.call("checkFailCount", { username })),
        userSecurityInfo: await outcome(b.bank.call("userSecurityInfo", { username })),
        secretKey: await outcome(b.bank.call("secretKey", { username })),
        captchaSendCode: await outcome(b.bank.call("captchaSendCode", { username })),
        wrongPassword: await outcome(signIn(browser(), username, { password: "Wrong@1234" })),
        checkFailCountAfter: await outcome(b.bank.call("checkFailCount", { username })),
      };
    };
    const customer = await answers("ravi");
    const unknown = await answers("ghost");
    for (const call of Object.keys(customer) as (keyof typeof customer)[]) {
      expect(unknown[call].status, call).toBe(customer[call].status);
      expect(shape(unknown[call].body), call).toEqual(shape(customer[call].body));
    }
    // The values that are not the user id's own are equal too.
    expect(unknown.checkFailCount.body).toEqual({ count: 0, captchaRequired: false });
    expect(customer.checkFailCount.body).toEqual(unknown.checkFailCount.body);
    expect(unknown.checkFailCountAfter.body).toEqual(customer.checkFailCountAfter.body);
    expect(unknown.wrongPassword.body).toEqual(customer.wrongPassword.body);
    expect(unknown.userSecurityInfo.body).toMatchObject({ isSecureImageSet: true });
    expect(customer.userSecurityInfo.body).toMatchObject({ isSecureImageSet: true });
    expect(unknown.captchaSendCode.body).toMatchObject({
      sent: true,
      maskedMobile: expect.stringMatching(/^\+91 xxxx xxx \d{3}$/u),
    });
    expect(customer.captchaSendCode.body).toMatchObject({ sent: true });
  });
  it("answers the server date and the configuration without encKey", async () => {
    const b = browser();
    expect(await b.bank.call("serverDate", {})).toEqual({ appDate: "2026-11-22" });
    const config = await b.bank.call("configuration", {});
    expect(config).toMatchObject({
      encKey: null,
      minNeft: 100n,
      maxNeft: 100_000_000n,
      minRtgs: 20_000_000n,
      regenerateOTPTimer: 0,
    });
    const alt = await raw(b, "GET", "/RIBProducer/rest/user/getServerDate");
    expect(alt.body).toEqual({ appDate: "2026-11-22" });
  });
});

describe("limits before sign-in", () => {
  type Call = (b: InProcessBank, username: string) => Promise<unknown>;
  const calls: Record<Exclude<keyof typeof PRE_SIGN_IN_LIMITS, "saveUserFeedback">, Call> = {
    checkFailCount: (b, username) => b.bank.call("checkFailCount", { username }),
    userSecurityInfo: (b, username) => b.bank.call("userSecurityInfo", { username }),
    secretKey: (b, username) => b.bank.call("secretKey", { username }),
    checkUser: (b, username) => b.bank.call("checkUser", { username }),
  };

  /** The statuses of `times` calls in a row from one browser, the i-th for the user id `name(i)`. */
  const statuses = async (b: InProcessBank, times: number, call: Call, name: (i: number) => string) => {
    const out: number[] = [];
    for (let i = 0; i < times; i++) out.push((await outcome(call(b, name(i)))).status);
    return out;
  };
  const limited = { status: 429, body: { code: "REQUEST.RATE_LIMITED" } };

  it.each(Object.keys(calls) as (keyof typeof calls)[])(
    "%s answers 429 REQUEST.RATE_LIMITED over its limit per user id and per address",
    async (name) => {
      const call = calls[name];
      const { perIp, perUser } = PRE_SIGN_IN_LIMITS[name];
      const b = browser();
      expect(await statuses(b, perUser, call, () => "ravi")).not.toContain(429);
      expect(await outcome(call(b, "RAVI"))).toMatchObject(limited);
      // Another id from the same address still answers, until the address's own limit.
      expect((await outcome(call(b, "meera"))).status).not.toBe(429);

      deps.clock.advance(61_000);
      expect(await statuses(b, perIp, call, (i) => `someone${String(i)}`)).not.toContain(429);
      expect(await outcome(call(b, "someone-else"))).toMatchObject(limited);
      deps.clock.advance(61_000);
      expect((await outcome(call(b, "someone-else"))).status).not.toBe(429);
    },
  );

  it("captcha answers 429 after 60 pictures a minute from one address", async () => {
    const b = browser();
    expect(await statuses(b, 60, (client) => client.bank.call("captcha", {}), String)).not.toContain(429);
    expect(await outcome(b.bank.call("captcha", {}))).toMatchObject(limited);
  });

  it("captcha/sendCode answers 429 after 5 a minute for one user id and 20 from one address", async () => {
    const send: Call = (client, username) => client.bank.call("captchaSendCode", { username });
    const b = browser();
    expect(await statuses(b, 5, send, () => "ghost")).not.toContain(429);
    expect(await outcome(send(b, "ghost"))).toMatchObject(limited);
    deps.clock.advance(61_000);
    expect(await statuses(b, 20, send, (i) => `someone${String(i)}`)).not.toContain(429);
    expect(await outcome(send(b, "someone-else"))).toMatchObject(limited);
  });
});
