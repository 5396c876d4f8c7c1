import { compactDecrypt, base64url } from "jose";
import { describe, expect, it } from "vitest";
import { createApp } from "../app";
import type { AppDeps } from "../kernel/http/context";
import { Redacted } from "effect";
import { inProcessBank, type InProcessBank } from "../testSupport/inProcessBank";
import {
  completeMfa,
  integrityHeader,
  latestCode,
  raw,
  refusal,
  sessionKey,
  signIn,
  signInActive,
} from "../testSupport/flows";
import { useTestDeps } from "../testSupport/testDatabase";
import { createServices } from "../kernel/services";

const deps = useTestDeps();

const browser = (overrides: Partial<AppDeps["config"]> = {}) =>
  inProcessBank(createApp({ ...deps, config: { ...deps.config, ...overrides } }));

const wrongCode = (right: string) => (right === "000000" ? "111111" : "000000");

async function pendingAsha(b: InProcessBank): Promise<{ otac: string; key: string }> {
  expect((await signIn(b, "asha")).status).toBe(200);
  const sent = await b.bank.call("authOtp", {});
  expect(sent).toMatchObject({
    allowedOTPAttemps: 3,
    regenerateOTPTimer: 0,
    maskedMobile: "+91 xxxx xxx 210",
  });
  return { otac: sent.otac, key: await sessionKey(b) };
}

/** The sign-in code checked through the client. */
const validateAuth = (b: InProcessBank, otp: string, otac: string) =>
  b.bank.call("validateAuthOtp", { otp: Redacted.make(otp), otac });
/** An action code checked through the client. */
const validateAction = (b: InProcessBank, otp: string, otac: string, module?: string) =>
  b.bank.call("validateOtp", { otp: Redacted.make(otp), otac, ...(module === undefined ? {} : { module }) });
/** A code posted raw, with an X-RIB-ENC over `covered` (none when undefined). */
async function validateRaw(b: InProcessBank, path: string, json: unknown, covered?: unknown, key?: string) {
  const headers = covered === undefined ? {} : { "X-RIB-ENC": await integrityHeader(covered, key ?? "") };
  return raw(b, "POST", `/app/rest/${path}`, { json, headers });
}

describe("a gateway that cannot send", () => {
  it("answers the spec's 'could not send' (406 OTP.GENERATE_FAILED), never a server error", async () => {
    const failing = { send: () => Promise.reject(new Error("gateway down")) };
    const b = inProcessBank(createApp({ ...deps, sms: failing }));
    await signInActive(b, deps.db, "ravi");
    const refused = await refusal(
      b.bank.call("generateOtp", { smsForService: "x", firstContent: "", secondContent: "", module: "NEFT" }),
    );
    expect([refused.status, refused.code]).toEqual([406, "OTP.GENERATE_FAILED"]);
  });
});

describe("multi-factor sign-in", () => {
  it("sends the code by SMS, validates it, and setAuthOtp makes the session ACTIVE", async () => {
    const b = browser();
    const { otac, key } = await pendingAsha(b);
    const [message] = (await raw(b, "GET", "/dev/outbox")).body as Array<{
      to: string;
      text: string;
      otp: string;
      at: string;
    }>;
    expect(message?.to).toBe("9876543210");
    expect(message?.text).toContain(message?.otp ?? "none");
    expect(key).not.toBe("");
    const validated = await validateAuth(b, await latestCode(deps.db), otac);
    expect(validated).toMatchObject({ statusMsg: "00" });
    expect((await refusal(b.bank.call("customerDetails", {}))).status).toBe(403);
    const badToken = await refusal(b.bank.call("setAuthOtp", { rToken: "wrong", ownSystem: "Y" }));
    expect(badToken.status).toBe(403);
    const { rToken } = validated;
    expect(await b.bank.call("setAuthOtp", { rToken, ownSystem: "N" })).toEqual({ status: 200 });
    await b.bank.call("customerDetails", {});
    await b.bank.call("authCheck", {});
  });

  it("answers 406 with the attempts left for wrong codes, then 403 and ends the session", async () => {
    const b = browser();
    const { otac } = await pendingAsha(b);
    const wrong = wrongCode(await latestCode(deps.db));
    const first = await refusal(validateAuth(b, wrong, otac));
    expect(first.status).toBe(406);
    expect(first.body).toMatchObject({ code: "OTP.INVALID", remainingAttempts: 2 });
    const second = await refusal(validateAuth(b, wrong, otac));
    expect(second.body).toMatchObject({ status: 406, remainingAttempts: 1 });
    const third = await refusal(validateAuth(b, wrong, otac));
    expect(third.status).toBe(403);
    expect(third.code).toBe("OTP.ATTEMPTS_EXCEEDED");
    expect((await refusal(b.bank.call("loggedInSecretKey", {}))).status).toBe(401);
  });

  it("rejects a code whose X-RIB-ENC does not match the body (400 REQUEST.INTEGRITY), counting no attempt", async () => {
    const b = browser();
    const { otac, key } = await pendingAsha(b);
    const code = await latestCode(deps.db);
    const path = "user/validateAuthOTP";
    const mismatch = await validateRaw(b, path, { otp: code, otac }, { otp: wrongCode(code), otac }, key);
    expect(mismatch.status).toBe(400);
    expect(mismatch.body).toMatchObject({ code: "REQUEST.INTEGRITY" });
    expect((await validateRaw(b, path, { otp: code, otac })).status).toBe(400);
    const ok = await validateAuth(b, code, otac);
    expect(ok.statusMsg).toBe("00");
  });

  it("makes a second request wait (429 OTP.REGENERATE_WAIT) and stops after 3 regenerations (403, session ended)", async () => {
    const b = browser({ regenerateOtpTimerSeconds: 90 });
    expect((await signIn(b, "asha")).status).toBe(200);
    expect((await b.bank.call("authOtp", {})).otac).not.toBe("");
    const early = await refusal(b.bank.call("authOtp", {}));
    expect(early.status).toBe(429);
    expect(early.code).toBe("OTP.REGENERATE_WAIT");
    for (let i = 0; i < 3; i++) {
      deps.clock.advance(91_000);
      expect((await b.bank.call("authOtp", {})).otac).not.toBe("");
    }
    deps.clock.advance(91_000);
    const limit = await refusal(b.bank.call("authOtp", {}));
    expect(limit.status).toBe(403);
    expect(limit.code).toBe("OTP.REGENERATE_LIMIT");
    expect((await refusal(b.bank.call("loggedInSecretKey", {}))).status).toBe(401);
  });

  it("does not accept a code once it has been used or replaced", async () => {
    const b = browser();
    const { otac: firstOtac } = await pendingAsha(b);
    const firstCode = await latestCode(deps.db);
    const second = await b.bank.call("authOtp", {});
    const replaced = await refusal(validateAuth(b, firstCode, firstOtac));
    expect(replaced.status).toBe(406);
    const otac = second.otac;
    const code = await latestCode(deps.db);
    expect((await validateAuth(b, code, otac)).statusMsg).toBe("00");
    expect((await refusal(validateAuth(b, code, otac))).status).toBe(406);
  });
});

describe("one-time codes of signed-in actions", () => {
  it("generates a code bound to its module and validates it with an encrypted 00", async () => {
    const b = browser();
    await signInActive(b, deps.db, "ravi");
    const key = await sessionKey(b);
    const generated = await b.bank.call("generateOtp", {
      smsForService: "NEFT",
      firstContent: "Rs 1,000.00",
      secondContent: "to A/c xx4321",
      module: "NEFT",
    });
    expect(generated).toMatchObject({ allowedOTPAttemps: 3 });
    const { otac } = generated;
    const code = await latestCode(deps.db);
    const otherModule = await refusal(validateAction(b, code, otac, "IMPS"));
    expect(otherModule.status).toBe(406);
    expect(otherModule.body).toMatchObject({ code: "OTP.INVALID", remainingAttempts: 2 });
    const ok = await validateAction(b, code, otac, "NEFT");
    // The client opens the sealed answer; the sealed value itself is a JWE of the session key.
    expect(ok.status).toBe("00");
    const { plaintext } = await compactDecrypt(ok.statusMsg, base64url.decode(key));
    expect(new TextDecoder().decode(plaintext)).toBe("00");
  });

  it("counts wrong codes (406 then 403) and needs X-RIB-ENC", async () => {
    const b = browser();
    await signInActive(b, deps.db, "meera");
    const key = await sessionKey(b);
    const { otac } = await b.bank.call("generateOtp", {
      smsForService: "Beneficiary",
      firstContent: "",
      secondContent: "",
      module: "BENEFICIARY",
    });
    const wrong = wrongCode(await latestCode(deps.db));
    expect((await validateRaw(b, "otp/validateOtp", { otp: wrong, otac })).body).toMatchObject({
      code: "REQUEST.INTEGRITY",
    });
    expect((await refusal(validateAction(b, wrong, otac))).status).toBe(406);
    expect((await refusal(validateAction(b, wrong, otac))).status).toBe(406);
    const last = await refusal(validateAction(b, wrong, otac));
    expect(last.status).toBe(403);
    expect(last.code).toBe("OTP.ATTEMPTS_EXCEEDED");
    const invalid = await validateRaw(
      b,
      "otp/validateOtp",
      { otp: "12ab", otac },
      { otp: "12ab", otac },
      key,
    );
    expect(invalid.body).toMatchObject({ status: 400, code: "REQUEST.INVALID" });
  });

  it("needs an ACTIVE session", async () => {
    const b = browser();
    expect((await signIn(b, "asha")).status).toBe(200);
    const pending = await refusal(
      b.bank.call("generateOtp", { smsForService: "x", firstContent: "", secondContent: "", module: "NEFT" }),
    );
    expect(pending.body).toMatchObject({ status: 403, code: "SESSION.MFA_PENDING" });
    expect((await completeMfa(b, deps.db)).status).toBe(200);
  });
});

describe("attempt limits when guesses arrive at once", () => {
  /** An action code for meera, issued by the service itself, and the code that was sent. */
  async function issued(): Promise<{ otac: string; code: string }> {
    const { otp } = createServices(deps);
    const { otac } = await otp.issue({
      purpose: "ACTION",
      sessionIdHash: "parallel-guesses",
      username: "meera",
      module: "BENEFICIARY",
      mobile: "9800000000",
      ip: "127.0.0.1",
    });
    return { otac, code: await latestCode(deps.db) };
  }

  it("compares no more than three guesses, and the right code after them is refused", async () => {
    const { otp } = createServices(deps);
    const { otac, code } = await issued();
    // Six wrong guesses and then the right one, all at once: each reads the code before any counts.
    const guesses = [...Array.from({ length: 6 }, () => wrongCode(code)), code];
    const outcomes = await Promise.all(
      guesses.map((guess) =>
        otp
          .validate({
            purpose: "ACTION",
            sessionIdHash: "parallel-guesses",
            username: "meera",
            otac,
            code: guess,
            ip: "127.0.0.1",
          })
          .then(
            () => "accepted",
            (error: { status?: number; code?: string }) => `${error.status} ${error.code}`,
          ),
      ),
    );
    const [row] = await deps.db.query<{ attempts: number; used_at: Date | null }>(
      "SELECT attempts, used_at FROM otp_codes WHERE otac = $1",
      [otac],
    );
    for (const outcome of outcomes) {
      expect(["accepted", "406 OTP.INVALID", "403 OTP.ATTEMPTS_EXCEEDED"]).toContain(outcome);
    }
    expect(row!.attempts).toBeLessThanOrEqual(3);
    if (outcomes[6] === "accepted") {
      // On PostgreSQL the right guess may win a place among the first three: then fewer than three
      // wrong ones counted before it, and none after.
      expect(row!.used_at).not.toBeNull();
      expect(row!.attempts).toBeLessThan(3);
    } else {
      expect(outcomes[6]).toBe("403 OTP.ATTEMPTS_EXCEEDED");
      expect(row!.used_at).toBeNull();
      expect(row!.attempts).toBe(3);
    }
  });
});
