import { Redacted } from "effect";
import { describe, expect, it } from "vitest";
import { createApp } from "../../app";
import type { AppDeps } from "../http/context";
import { createServices } from "../services";
import { readOutbox } from "../sms/DevOutboxSmsGateway";
import { inProcessBank, type InProcessBank } from "../../testSupport/inProcessBank";
import { latestCode, outcome, refusal, signIn, signInActive } from "../../testSupport/flows";
import { purgeExpired } from "../db/housekeeping";
import { useTestDeps } from "../../testSupport/testDatabase";
import { OTP_LIMITS } from "./otpLimits";

const deps = useTestDeps();

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

const browser = (overrides: Partial<AppDeps["config"]> = {}) =>
  inProcessBank(createApp({ ...deps, config: { ...deps.config, ...overrides } }));

const wrongCode = (right: string) => (right === "000000" ? "111111" : "000000");

const validateAuth = (b: InProcessBank, otp: string, otac: string) =>
  b.bank.call("validateAuthOtp", { otp: Redacted.make(otp), otac });
const validateAction = (b: InProcessBank, otp: string, otac: string) =>
  b.bank.call("validateOtp", { otp: Redacted.make(otp), otac });

/** A `generateOtp` request of the secure image change, with the spec's texts as given. */
const secureImageCode = (
  secImage: string,
  secText: string,
  texts: Partial<Record<"smsForService" | "firstContent" | "secondContent", string>> = {},
) => ({
  smsForService: "Secure image",
  firstContent: "",
  secondContent: "",
  module: "SECURE_IMAGE",
  bind: { secImage, secText },
  ...texts,
});

/** How many audit rows of `username` have `event` and `outcome` (and `detail`, when given). */
async function audited(username: string, event: string, outcome: string, detail?: string): Promise<number> {
  const rows = await deps.db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM audit_log WHERE username = $1 AND event = $2 AND outcome = $3
       AND ($4::text IS NULL OR detail = $4)`,
    [username, event, outcome, detail ?? null],
  );
  return rows[0]?.n ?? 0;
}

/** Signs `username` in on a new browser and asks for the sign-in code. */
async function signInForCode(username = "asha") {
  const b = browser();
  expect((await signIn(b, username)).status).toBe(200);
  return { b, sent: await b.bank.call("authOtp", {}) };
}

describe("wrong codes are counted per user id over 24 hours", () => {
  it("a new sign-in with the right password gives no fresh guesses: the tenth wrong code of the day blocks, then no code is sent", async () => {
    for (let round = 0; round < 3; round++) {
      const { b, sent } = await signInForCode();
      expect(sent.allowedOTPAttemps).toBe(3);
      const wrong = wrongCode(await latestCode(deps.db));
      expect((await refusal(validateAuth(b, wrong, sent.otac))).status).toBe(406);
      expect((await refusal(validateAuth(b, wrong, sent.otac))).status).toBe(406);
      expect((await refusal(validateAuth(b, wrong, sent.otac))).code).toBe("OTP.ATTEMPTS_EXCEEDED");
      // Past the code's life, so the next sign-in's code is a new request, not a regeneration.
      deps.clock.advance(6 * MINUTE);
    }
    // Nine wrong codes: the fourth sign-in's code allows one guess only.
    const fourth = await signInForCode();
    expect(fourth.sent.allowedOTPAttemps).toBe(1);
    const blocked = await refusal(
      validateAuth(fourth.b, wrongCode(await latestCode(deps.db)), fourth.sent.otac),
    );
    expect(blocked.status).toBe(403);
    expect(blocked.code).toBe("OTP.ATTEMPTS_EXCEEDED");
    expect((await refusal(fourth.b.bank.call("loggedInSecretKey", {}))).status).toBe(401);

    // The fifth sign-in gets no code at all, and its session ends.
    deps.clock.advance(6 * MINUTE);
    const outbox = (await readOutbox(deps.db)).length;
    const fifth = browser();
    expect((await signIn(fifth, "asha")).status).toBe(200);
    const refused = await refusal(fifth.bank.call("authOtp", {}));
    expect(refused.status).toBe(403);
    expect(refused.code).toBe("OTP.ATTEMPTS_EXCEEDED");
    expect((await readOutbox(deps.db)).length).toBe(outbox);
    expect((await refusal(fifth.bank.call("loggedInSecretKey", {}))).status).toBe(401);

    expect(await audited("asha", "LOGIN_OTP", "WRONG_CODE", "LOGIN")).toBe(10);
    expect(await audited("asha", "LOGIN_OTP", "CODE_ATTEMPTS_EXCEEDED", "LOGIN")).toBe(3);
    expect(await audited("asha", "LOGIN_OTP", "DAILY_WRONG_LIMIT", "LOGIN")).toBe(2);

    // A day after the first wrong code, places free up again.
    deps.clock.advance(24 * HOUR);
    const next = await signInForCode();
    expect(next.sent.allowedOTPAttemps).toBe(3);
    expect((await validateAuth(next.b, await latestCode(deps.db), next.sent.otac)).statusMsg).toBe("00");
  });

  it("sign-in and action codes share the count, and neither the right password nor a right code resets it", async () => {
    const { b, sent } = await signInForCode();
    const signInCode = await latestCode(deps.db);
    expect((await refusal(validateAuth(b, wrongCode(signInCode), sent.otac))).status).toBe(406);
    expect((await refusal(validateAuth(b, wrongCode(signInCode), sent.otac))).status).toBe(406);
    const { rToken } = await validateAuth(b, signInCode, sent.otac);
    await b.bank.call("setAuthOtp", { rToken, ownSystem: "Y" });
    for (let i = 0; i < 2; i++) {
      const { otac } = await b.bank.call("generateOtp", secureImageCode("beach_1", `Text-${i}`));
      const wrong = wrongCode(await latestCode(deps.db));
      expect((await refusal(validateAction(b, wrong, otac))).status).toBe(406);
      expect((await refusal(validateAction(b, wrong, otac))).status).toBe(406);
      expect((await refusal(validateAction(b, wrong, otac))).code).toBe("OTP.ATTEMPTS_EXCEEDED");
    }
    await b.bank.call("logout", {});

    // Eight wrong codes; a sign-in with the right password leaves two.
    const again = await signInForCode();
    expect(again.sent.allowedOTPAttemps).toBe(2);
    const code = await latestCode(deps.db);
    const wrongOnce = await refusal(validateAuth(again.b, wrongCode(code), again.sent.otac));
    expect(wrongOnce.body).toMatchObject({ code: "OTP.INVALID", remainingAttempts: 1 });
    const confirmed = await validateAuth(again.b, code, again.sent.otac);
    await again.b.bank.call("setAuthOtp", { rToken: confirmed.rToken, ownSystem: "Y" });

    // The right code gave nothing back: the action code allows one guess, and after it not even the right code.
    const action = await again.b.bank.call("generateOtp", secureImageCode("beach_1", "Last-One"));
    expect(action.allowedOTPAttemps).toBe(1);
    const actionCode = await latestCode(deps.db);
    const last = await refusal(validateAction(again.b, wrongCode(actionCode), action.otac));
    expect(last.status).toBe(403);
    expect(last.code).toBe("OTP.ATTEMPTS_EXCEEDED");
    expect((await refusal(validateAction(again.b, actionCode, action.otac))).code).toBe(
      "OTP.ATTEMPTS_EXCEEDED",
    );
    const noCode = await refusal(again.b.bank.call("generateOtp", secureImageCode("beach_1", "Later")));
    expect(noCode.status).toBe(403);
    expect(noCode.body).toMatchObject({ code: "OTP.ATTEMPTS_EXCEEDED" });
    expect((noCode.body as { retryAfterSeconds: number }).retryAfterSeconds).toBeGreaterThan(23 * 3600);

    expect(await audited("asha", "LOGIN_OTP", "WRONG_CODE", "LOGIN")).toBe(3);
    expect(await audited("asha", "ACTION_OTP", "WRONG_CODE", "SECURE_IMAGE")).toBe(7);
    expect(await audited("asha", "ACTION_OTP", "CODE_ATTEMPTS_EXCEEDED", "SECURE_IMAGE")).toBe(2);
    expect(await audited("asha", "ACTION_OTP", "DAILY_WRONG_LIMIT", "SECURE_IMAGE")).toBe(3);
  });

  it("counts no more than the day's wrong codes when guesses at several codes arrive at once", async () => {
    const { otp } = createServices(deps);
    const codes: Array<{ otac: string; code: string }> = [];
    for (let i = 0; i < 4; i++) {
      const { otac } = await otp.issue({
        purpose: "ACTION",
        sessionIdHash: "parallel-guesses",
        username: "meera",
        module: `GUESS_${i}`,
        mobile: "9800000000",
        ip: "127.0.0.1",
      });
      codes.push({ otac, code: await latestCode(deps.db) });
    }
    // Three wrong guesses at each of the four codes, all at once: twelve, and the day allows ten.
    const outcomes = await Promise.all(
      codes.flatMap(({ otac, code }) =>
        Array.from({ length: 3 }, () =>
          otp
            .validate({
              purpose: "ACTION",
              sessionIdHash: "parallel-guesses",
              username: "meera",
              otac,
              code: wrongCode(code),
              ip: "127.0.0.1",
            })
            .then(
              () => "accepted",
              (error: { code?: string }) => error.code,
            ),
        ),
      ),
    );
    expect(outcomes).not.toContain("accepted");
    expect(await audited("meera", "ACTION_OTP", "WRONG_CODE")).toBe(OTP_LIMITS.SIGNED_IN.wrongPerDay);
    const [row] = await deps.db.query<{ n: number }>(
      "SELECT cardinality(wrong_at) AS n FROM otp_limits WHERE username = 'meera' AND scope = 'SIGNED_IN'",
    );
    expect(row?.n).toBe(OTP_LIMITS.SIGNED_IN.wrongPerDay);
    expect(outcomes.filter((code) => code === "OTP.INVALID").length).toBeLessThanOrEqual(8);
  });

  it("keeps the captcha alternative's codes apart: a stranger's wrong guesses never use up the customer's own", async () => {
    // asha's pre-sign-in budget of wrong codes is used up (as anyone knowing her user id could do) ...
    const now = deps.clock.now();
    await deps.db.query(
      "INSERT INTO otp_limits (username, scope, wrong_at) VALUES ('asha', 'PRE_SIGN_IN', $1::timestamptz[])",
      [Array.from({ length: OTP_LIMITS.PRE_SIGN_IN.wrongPerDay }, () => now)],
    );
    const captchaCode = await createServices(deps)
      .otp.issue({
        purpose: "CAPTCHA",
        sessionIdHash: null,
        username: "asha",
        module: "CAPTCHA",
        mobile: "9876543210",
        ip: "127.0.0.1",
      })
      .then(
        () => "sent",
        (error: { code?: string }) => error.code,
      );
    expect(captchaCode).toBe("OTP.ATTEMPTS_EXCEEDED");
    expect(await audited("asha", "CAPTCHA_OTP", "DAILY_WRONG_LIMIT", "CAPTCHA")).toBe(1);
    // ... and her own sign-in code still allows three guesses.
    const { b, sent } = await signInForCode();
    expect(sent.allowedOTPAttemps).toBe(3);
    expect((await validateAuth(b, await latestCode(deps.db), sent.otac)).statusMsg).toBe("00");
  });
});

describe("a new code of a module is a regeneration, whatever its text, binding or session", () => {
  it("waits for the regenerate timer and stops after three regenerations", async () => {
    const first = browser({ regenerateOtpTimerSeconds: 90 });
    await signInActive(first, deps.db, "meera");
    await first.bank.call("generateOtp", secureImageCode("beach_1", "Sail-Away"));

    const otherTexts = await refusal(
      first.bank.call(
        "generateOtp",
        secureImageCode("beach_1", "Sail-Away", {
          smsForService: "Another service",
          firstContent: "Rs 1.00",
          secondContent: "to A/c xx0001",
        }),
      ),
    );
    expect(otherTexts.status).toBe(429);
    expect(otherTexts.body).toMatchObject({ code: "OTP.REGENERATE_WAIT", retryAfterSeconds: 90 });
    deps.clock.advance(30_000);
    const otherBinding = await refusal(
      first.bank.call("generateOtp", secureImageCode("train_1", "Rail-Way9")),
    );
    expect(otherBinding.body).toMatchObject({ code: "OTP.REGENERATE_WAIT", retryAfterSeconds: 60 });

    // A new sign-in does not start afresh either.
    const second = browser({ regenerateOtpTimerSeconds: 90 });
    await signInActive(second, deps.db, "meera");
    const newSession = await refusal(second.bank.call("generateOtp", secureImageCode("gift_1", "Wrapped-1")));
    expect(newSession.code).toBe("OTP.REGENERATE_WAIT");

    for (let i = 1; i <= 3; i++) {
      deps.clock.advance(91_000);
      await second.bank.call("generateOtp", secureImageCode(`image_${i}`, `Text-${i}`));
    }
    deps.clock.advance(91_000);
    const limit = await refusal(second.bank.call("generateOtp", secureImageCode("image_4", "Text-4")));
    expect(limit.status).toBe(403);
    expect(limit.code).toBe("OTP.REGENERATE_LIMIT");
    expect(await audited("meera", "ACTION_OTP", "REGENERATE_LIMIT", "SECURE_IMAGE")).toBe(1);

    // Once the newest code has expired, a new request starts; a right code ends it, so the next
    // code of the module comes at once.
    deps.clock.advance(5 * MINUTE);
    const third = browser({ regenerateOtpTimerSeconds: 90 });
    await signInActive(third, deps.db, "meera");
    const fresh = await third.bank.call("generateOtp", secureImageCode("image_5", "Text-5"));
    expect((await validateAction(third, await latestCode(deps.db), fresh.otac)).status).toBe("00");
    await third.bank.call("generateOtp", secureImageCode("image_6", "Text-6"));
  });

  it("lets one of several codes asked for at once through the wait, whatever their texts", async () => {
    const b = browser({ regenerateOtpTimerSeconds: 90 });
    await signInActive(b, deps.db, "meera");
    const outcomes = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        outcome(
          b.bank.call("generateOtp", secureImageCode("beach_1", `Text-${i}`, { firstContent: `#${i}` })),
        ),
      ),
    );
    expect(outcomes.filter((answer) => answer.status === 200)).toHaveLength(1);
    for (const answer of outcomes.filter((candidate) => candidate.status !== 200)) {
      expect(answer.body).toMatchObject({ code: "OTP.REGENERATE_WAIT" });
    }
  });
});

describe("codes sent are counted per user id over the hour and the day", () => {
  it("sends no more than the hour's codes when they are asked for at once", async () => {
    const b = browser();
    await signInActive(b, deps.db, "meera");
    const { issuedPerHour } = OTP_LIMITS.SIGNED_IN;
    for (let i = 0; i < issuedPerHour - 3; i++) {
      await b.bank.call("generateOtp", { ...secureImageCode("beach_1", "x"), module: `HOUR_${i}` });
    }
    const sentBefore = (await readOutbox(deps.db)).length;
    const outcomes = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        outcome(b.bank.call("generateOtp", { ...secureImageCode("beach_1", "x"), module: `AT_ONCE_${i}` })),
      ),
    );
    expect(outcomes.filter((answer) => answer.status === 200)).toHaveLength(3);
    for (const answer of outcomes.filter((candidate) => candidate.status !== 200)) {
      expect(answer.status).toBe(403);
      expect(answer.body).toMatchObject({ code: "OTP.REGENERATE_LIMIT" });
    }
    expect((await readOutbox(deps.db)).length).toBe(sentBefore + 3);
    expect(await audited("meera", "ACTION_OTP", "HOURLY_ISSUE_LIMIT")).toBe(3);
    // An hour after the first, places free up again.
    deps.clock.advance(HOUR);
    const later = browser();
    await signInActive(later, deps.db, "meera");
    await later.bank.call("generateOtp", { ...secureImageCode("beach_1", "x"), module: "NEXT_HOUR" });
  });

  it("holds the hour's and the day's numbers under a burst of parallel requests", async () => {
    const { otp } = createServices(deps);
    const { issuedPerHour, issuedPerDay } = OTP_LIMITS.SIGNED_IN;
    const burst = (label: string, size: number) =>
      Promise.all(
        Array.from({ length: size }, (_, i) =>
          otp
            .issue({
              purpose: "ACTION",
              sessionIdHash: "burst",
              username: "kiran",
              module: `${label}_${i}`,
              mobile: "9800000001",
              ip: "127.0.0.1",
            })
            .then(
              () => "sent",
              (error: { code?: string }) => error.code,
            ),
        ),
      );
    const codesOfKiran = async () =>
      (
        await deps.db.query<{ n: number }>(
          "SELECT count(*)::int AS n FROM otp_codes WHERE username = 'kiran'",
        )
      )[0]?.n ?? 0;
    const before = await codesOfKiran();
    const firstHour = await burst("FIRST", issuedPerHour * 2);
    expect(firstHour.filter((result) => result === "sent")).toHaveLength(issuedPerHour);
    expect(firstHour.filter((result) => result === "OTP.REGENERATE_LIMIT")).toHaveLength(issuedPerHour);
    let sent = issuedPerHour;
    while (sent + issuedPerHour <= issuedPerDay) {
      deps.clock.advance(HOUR);
      const hour = await burst(`HOUR_${sent}`, issuedPerHour);
      sent += hour.filter((result) => result === "sent").length;
    }
    deps.clock.advance(HOUR);
    const lastHour = await burst("LAST", issuedPerHour);
    expect(lastHour.filter((result) => result === "sent")).toHaveLength(issuedPerDay - sent);
    expect((await codesOfKiran()) - before).toBe(issuedPerDay);
    expect(await audited("kiran", "ACTION_OTP", "DAILY_ISSUE_LIMIT")).toBe(
      issuedPerHour - (issuedPerDay - sent),
    );
  });
});

describe("the text of the message", () => {
  it("is the bank's own text for the module, with the code first; the request's texts never reach it", async () => {
    const b = browser();
    await signInActive(b, deps.db, "meera");
    await b.bank.call(
      "generateOtp",
      secureImageCode("beach_1", "Sail-Away", {
        smsForService: "You won a prize, call 9999999999",
        firstContent: "Rs 1,00,000",
        secondContent: "http://example.test/claim",
      }),
    );
    const [message] = await readOutbox(deps.db);
    expect(message?.text).toMatch(/^\d{6} is your one-time code to change your secure image and text\./u);
    expect(message?.text.startsWith(message.otp ?? "none")).toBe(true);
    for (const text of ["prize", "9999999999", "1,00,000", "example.test", "Sail-Away"]) {
      expect(message?.text).not.toContain(text);
    }
    await b.bank.call("generateOtp", { ...secureImageCode("beach_1", "x"), module: "NOT_A_MODULE_OF_OURS" });
    const [generic] = await readOutbox(deps.db);
    expect(generic?.text).toMatch(/^\d{6} is your one-time code to confirm a request in internet banking\./u);
    expect(generic?.text).not.toContain("NOT_A_MODULE_OF_OURS");
  });
});

describe("housekeeping", () => {
  it("forgets the counts and chains of a user id once its last code is a day old, and keeps newer ones", async () => {
    const now = deps.clock.now();
    const at = (msAgo: number) => new Date(now.getTime() - msAgo);
    await deps.db.query(
      `INSERT INTO otp_limits (username, scope, issued_at, wrong_at) VALUES
         ('old', 'OTP', ARRAY[$1::timestamptz], ARRAY[$1::timestamptz]),
         ('recent', 'OTP', ARRAY[$1::timestamptz, $2::timestamptz], '{}'),
         ('wrongToday', 'OTP', '{}', ARRAY[$2::timestamptz])`,
      [at(25 * HOUR), at(2 * HOUR)],
    );
    await deps.db.query(
      `INSERT INTO otp_chains (username, purpose, module, otac, issued_at, regenerations) VALUES
         ('old', 'ACTION', 'SECURE_IMAGE', 'a', $1, 3), ('recent', 'ACTION', 'SECURE_IMAGE', 'b', $2, 1)`,
      [at(25 * HOUR), at(2 * HOUR)],
    );
    await purgeExpired(deps.db, now);
    const limits = await deps.db.query<{ username: string }>(
      "SELECT username FROM otp_limits WHERE username IN ('old', 'recent', 'wrongToday') ORDER BY username",
    );
    expect(limits.map((row) => row.username)).toEqual(["recent", "wrongToday"]);
    const chains = await deps.db.query<{ username: string }>(
      "SELECT username FROM otp_chains WHERE username IN ('old', 'recent') ORDER BY username",
    );
    expect(chains.map((row) => row.username)).toEqual(["recent"]);
  });
});
