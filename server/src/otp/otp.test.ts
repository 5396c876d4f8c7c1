import { compactDecrypt, base64url } from "jose";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createApp } from "../app";
import type { ManualClock } from "../clock";
import type { AppDeps } from "../http/context";
import { TestBrowser } from "../testSupport/TestBrowser";
import { completeMfa, latestCode, sessionKey, signIn, signInActive } from "../testSupport/testBrowserFlows";
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

const browser = (overrides: Partial<AppDeps["config"]> = {}) =>
  new TestBrowser(createApp({ ...deps, config: { ...deps.config, ...overrides } }));

const wrongCode = (right: string) => (right === "000000" ? "111111" : "000000");

async function pendingAsha(b: TestBrowser): Promise<{ otac: string; key: string }> {
  expect((await signIn(b, "asha")).status).toBe(200);
  const sent = await b.rest("POST", "user/authOtp", { json: {} });
  expect(sent.status).toBe(200);
  expect(sent.body).toMatchObject({
    allowedOTPAttemps: 3,
    regenerateOTPTimer: 0,
    maskedMobile: "+91 xxxx xxx 210",
  });
  return { otac: (sent.body as { otac: string }).otac, key: await sessionKey(b) };
}

describe("multi-factor sign-in", () => {
  it("sends the code by SMS, validates it, and setAuthOtp makes the session ACTIVE", async () => {
    const b = browser();
    const { otac, key } = await pendingAsha(b);
    const [message] = (await b.call("GET", "/dev/outbox")).body as Array<{
      to: string;
      text: string;
      otp: string;
      at: string;
    }>;
    expect(message?.to).toBe("9876543210");
    expect(message?.text).toContain(message?.otp ?? "none");
    const validated = await b.rest("POST", "user/validateAuthOTP", {
      json: { otp: await latestCode(deps.db), otac },
      encKey: key,
    });
    expect(validated.status).toBe(200);
    expect(validated.body).toMatchObject({ statusMsg: "00" });
    expect((await b.rest("GET", "customerDetails")).status).toBe(403);
    const badToken = await b.rest("POST", "setAuthOtp", { json: { rToken: "wrong", ownSystem: "Y" } });
    expect(badToken.status).toBe(403);
    const { rToken } = validated.body as { rToken: string };
    expect((await b.rest("POST", "setAuthOtp", { json: { rToken, ownSystem: "N" } })).body).toEqual({
      status: 200,
    });
    expect((await b.rest("GET", "customerDetails")).status).toBe(200);
    expect((await b.rest("GET", "protected/authentication_check.gif")).status).toBe(200);
  });

  it("answers 406 with the attempts left for wrong codes, then 403 and ends the session", async () => {
    const b = browser();
    const { otac, key } = await pendingAsha(b);
    const wrong = wrongCode(await latestCode(deps.db));
    const first = await b.rest("POST", "user/validateAuthOTP", { json: { otp: wrong, otac }, encKey: key });
    expect(first.status).toBe(406);
    expect(first.body).toMatchObject({ code: "OTP.INVALID", remainingAttempts: 2 });
    const second = await b.rest("POST", "user/validateAuthOTP", { json: { otp: wrong, otac }, encKey: key });
    expect(second.body).toMatchObject({ status: 406, remainingAttempts: 1 });
    const third = await b.rest("POST", "user/validateAuthOTP", { json: { otp: wrong, otac }, encKey: key });
    expect(third.status).toBe(403);
    expect(third.body).toMatchObject({ code: "OTP.ATTEMPTS_EXCEEDED" });
    expect((await b.rest("GET", "loginUser/usersec/loggedInUserSecretKey")).status).toBe(401);
  });

  it("rejects a code whose X-RIB-ENC does not match the body (400 REQUEST.INTEGRITY), counting no attempt", async () => {
    const b = browser();
    const { otac, key } = await pendingAsha(b);
    const code = await latestCode(deps.db);
    const mismatch = await b.rest("POST", "user/validateAuthOTP", {
      json: { otp: code, otac },
      encKey: key,
      encValues: { otp: wrongCode(code), otac },
    });
    expect(mismatch.status).toBe(400);
    expect(mismatch.body).toMatchObject({ code: "REQUEST.INTEGRITY" });
    expect((await b.rest("POST", "user/validateAuthOTP", { json: { otp: code, otac } })).status).toBe(400);
    const ok = await b.rest("POST", "user/validateAuthOTP", { json: { otp: code, otac }, encKey: key });
    expect(ok.status).toBe(200);
  });

  it("makes a second request wait (429 OTP.REGENERATE_WAIT) and stops after 3 regenerations (403, session ended)", async () => {
    const b = browser({ regenerateOtpTimerSeconds: 90 });
    expect((await signIn(b, "asha")).status).toBe(200);
    expect((await b.rest("POST", "user/authOtp", { json: {} })).status).toBe(200);
    const early = await b.rest("POST", "user/authOtp", { json: {} });
    expect(early.status).toBe(429);
    expect(early.body).toMatchObject({ code: "OTP.REGENERATE_WAIT" });
    for (let i = 0; i < 3; i++) {
      deps.clock.advance(91_000);
      expect((await b.rest("POST", "user/authOtp", { json: {} })).status).toBe(200);
    }
    deps.clock.advance(91_000);
    const limit = await b.rest("POST", "user/authOtp", { json: {} });
    expect(limit.status).toBe(403);
    expect(limit.body).toMatchObject({ code: "OTP.REGENERATE_LIMIT" });
    expect((await b.rest("GET", "loginUser/usersec/loggedInUserSecretKey")).status).toBe(401);
  });

  it("does not accept a code once it has been used or replaced", async () => {
    const b = browser();
    const { otac: firstOtac, key } = await pendingAsha(b);
    const firstCode = await latestCode(deps.db);
    const second = await b.rest("POST", "user/authOtp", { json: {} });
    const replaced = await b.rest("POST", "user/validateAuthOTP", {
      json: { otp: firstCode, otac: firstOtac },
      encKey: key,
    });
    expect(replaced.status).toBe(406);
    const otac = (second.body as { otac: string }).otac;
    const code = await latestCode(deps.db);
    expect(
      (await b.rest("POST", "user/validateAuthOTP", { json: { otp: code, otac }, encKey: key })).status,
    ).toBe(200);
    expect(
      (await b.rest("POST", "user/validateAuthOTP", { json: { otp: code, otac }, encKey: key })).status,
    ).toBe(406);
  });
});

describe("one-time codes of signed-in actions", () => {
  it("generates a code bound to its module and validates it with an encrypted 00", async () => {
    const b = browser();
    await signInActive(b, deps.db, "ravi");
    const key = await sessionKey(b);
    const generated = await b.rest("POST", "otp/generateOtp", {
      json: {
        smsForService: "NEFT",
        firstContent: "Rs 1,000.00",
        secondContent: "to A/c xx4321",
        module: "NEFT",
      },
    });
    expect(generated.status).toBe(200);
    expect(generated.body).toMatchObject({ allowedOTPAttemps: 3 });
    const { otac } = generated.body as { otac: string };
    const code = await latestCode(deps.db);
    const otherModule = await b.rest("POST", "otp/validateOtp", {
      json: { otp: code, otac, module: "IMPS" },
      encKey: key,
    });
    expect(otherModule.status).toBe(406);
    expect(otherModule.body).toMatchObject({ code: "OTP.INVALID", remainingAttempts: 2 });
    const ok = await b.rest("POST", "otp/validateOtp", {
      json: { otp: code, otac, module: "NEFT" },
      encKey: key,
    });
    expect(ok.status).toBe(200);
    const { statusMsg } = ok.body as { statusMsg: string };
    const { plaintext } = await compactDecrypt(statusMsg, base64url.decode(key));
    expect(new TextDecoder().decode(plaintext)).toBe("00");
  });

  it("counts wrong codes (406 then 403) and needs X-RIB-ENC", async () => {
    const b = browser();
    await signInActive(b, deps.db, "meera");
    const key = await sessionKey(b);
    const { otac } = (
      await b.rest("POST", "otp/generateOtp", {
        json: { smsForService: "Beneficiary", firstContent: "", secondContent: "", module: "BENEFICIARY" },
      })
    ).body as { otac: string };
    const wrong = wrongCode(await latestCode(deps.db));
    expect((await b.rest("POST", "otp/validateOtp", { json: { otp: wrong, otac } })).body).toMatchObject({
      code: "REQUEST.INTEGRITY",
    });
    expect(
      (await b.rest("POST", "otp/validateOtp", { json: { otp: wrong, otac }, encKey: key })).status,
    ).toBe(406);
    expect(
      (await b.rest("POST", "otp/validateOtp", { json: { otp: wrong, otac }, encKey: key })).status,
    ).toBe(406);
    const last = await b.rest("POST", "otp/validateOtp", { json: { otp: wrong, otac }, encKey: key });
    expect(last.status).toBe(403);
    expect(last.body).toMatchObject({ code: "OTP.ATTEMPTS_EXCEEDED" });
    const invalid = await b.rest("POST", "otp/validateOtp", { json: { otp: "12ab", otac }, encKey: key });
    expect(invalid.body).toMatchObject({ status: 400, code: "REQUEST.INVALID" });
  });

  it("needs an ACTIVE session", async () => {
    const b = browser();
    expect((await signIn(b, "asha")).status).toBe(200);
    const pending = await b.rest("POST", "otp/generateOtp", {
      json: { smsForService: "x", firstContent: "", secondContent: "", module: "NEFT" },
    });
    expect(pending.body).toMatchObject({ status: 403, code: "SESSION.MFA_PENDING" });
    expect((await completeMfa(b, deps.db)).status).toBe(200);
  });
});
