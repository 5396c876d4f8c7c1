import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { Redacted } from "effect";
import { endpoints } from "../../../../src/adapters/rib/contract/endpoints";
import { createApp } from "../../app";
import type { ManualClock } from "../clock";
import { DEMO_PASSWORD, DEMO_TXN_PASSWORD } from "../../seed/demoData";
import type { AppDeps } from "../http/context";
import { readOutbox } from "../sms/DevOutboxSmsGateway";
import type { SmsGateway } from "../sms/SmsGateway";
import { inProcessBank, type InProcessBank } from "../../testSupport/inProcessBank";
import { latestCode, newBrowser, refusal, signIn, signInActive, verifiedCode } from "../../testSupport/flows";
import { openTestDeps, resetSignInState, testPasswordHasher } from "../../testSupport/testDatabase";
import { noticeTime, securityNoticeText } from "./securityNotice";

let deps: AppDeps & { clock: ManualClock };
beforeAll(async () => {
  deps = await openTestDeps();
});
afterAll(async () => {
  await deps.db.close();
});

beforeEach(async () => {
  await resetSignInState(deps.db);
  await deps.db.query("DELETE FROM sms_outbox");
  await deps.db.query("DELETE FROM idempotency_keys");
  await deps.db.query("UPDATE users SET own_system = NULL, security_failure_count = 0");
});

const browser = () => newBrowser(deps);

/** A gateway that sends codes but cannot send anything else (a notice fails). */
const noticesFail = (): SmsGateway => ({
  send: (message) =>
    message.otp === null ? Promise.reject(new Error("gateway down")) : deps.sms.send(message),
});

/** The registered mobile of `username`. */
async function mobileOf(username: string): Promise<string> {
  const [row] = await deps.db.query<{ mobile: string }>(
    "SELECT c.mobile FROM users u JOIN customers c ON c.id = u.customer_id WHERE u.username = $1",
    [username],
  );
  return row?.mobile ?? "";
}

/** The notices (messages without a code) in the outbox, oldest first: number and text. */
async function notices(): Promise<Array<{ to: string; text: string }>> {
  return (await readOutbox(deps.db))
    .filter((message) => message.otp === null)
    .reverse()
    .map(({ to, text }) => ({ to, text }));
}

/** The outcomes of the `SECURITY_NOTICE` audit rows of `username`: "<kind> <outcome>", oldest first. */
async function audited(username: string): Promise<string[]> {
  const rows = await deps.db.query<{ outcome: string; detail: string }>(
    "SELECT outcome, detail FROM audit_log WHERE event = 'SECURITY_NOTICE' AND username = $1 ORDER BY id",
    [username],
  );
  return rows.map((row) => `${row.detail} ${row.outcome}`);
}

describe("security notices by SMS", () => {
  it("the texts say what happened and when, in India time, and never a secret", () => {
    const at = new Date("2026-11-22T08:35:00Z");
    expect(noticeTime(at)).toBe("22-Nov-2026 at 14:05 IST");
    expect(securityNoticeText("SIGN_IN_NOT_OWN_DEVICE", at)).toBe(
      "Your internet banking was signed in on 22-Nov-2026 at 14:05 IST from a device not marked as your own. " +
        "If this was not you, call the bank at once and never share your password or codes with anyone.",
    );
    expect(securityNoticeText("BOTH_PASSWORDS_CHANGED", at)).toContain(
      "login and transaction passwords were changed on 22-Nov-2026 at 14:05 IST",
    );
  });

  it("a sign-in without a device marked as own tells the registered mobile; a marked one does not", async () => {
    const b = browser();
    expect((await signIn(b, "ravi")).status).toBe(200);
    expect(await notices()).toEqual([
      { to: await mobileOf("ravi"), text: securityNoticeText("SIGN_IN_NOT_OWN_DEVICE", deps.clock.now()) },
    ]);
    expect(await audited("ravi")).toEqual(["SIGN_IN_NOT_OWN_DEVICE SENT"]);

    await deps.db.query("UPDATE users SET own_system = 'Y' WHERE username = 'ravi'");
    expect((await signIn(browser(), "ravi")).status).toBe(200);
    expect(await notices()).toHaveLength(1);
  });

  it("after the code step, the answer 'not my own device' sends a notice and 'my own' none", async () => {
    for (const ownSystem of ["Y", "N"] as const) {
      const b = browser();
      expect((await signIn(b, "asha")).mfaRequired).toBe(true);
      const sent = await b.bank.call("authOtp", {});
      const validated = await b.bank.call("validateAuthOtp", {
        otp: Redacted.make(await latestCode(deps.db)),
        otac: sent.otac,
      });
      expect((await b.bank.call("setAuthOtp", { rToken: validated.rToken, ownSystem })).status).toBe(200);
      await b.bank.call("logout", {});
    }
    expect(await notices()).toEqual([
      { to: await mobileOf("asha"), text: securityNoticeText("SIGN_IN_NOT_OWN_DEVICE", deps.clock.now()) },
    ]);
  });

  it("a gateway that cannot send never blocks the sign-in: logged without the text, audited NOT_SENT", async () => {
    const b = inProcessBank(createApp({ ...deps, sms: noticesFail() }));
    expect((await signIn(b, "ravi")).status).toBe(200);
    // The session is live.
    expect(await b.bank.call("prevLogin", {})).toBeDefined();
    expect(await notices()).toEqual([]);
    expect(await audited("ravi")).toEqual(["SIGN_IN_NOT_OWN_DEVICE NOT_SENT"]);
  });

  it("a customer without a registered mobile gets none, and nothing fails", async () => {
    const mobile = await mobileOf("ravi");
    await deps.db.query(
      "UPDATE customers SET mobile = '' WHERE id = (SELECT customer_id FROM users WHERE username = 'ravi')",
    );
    try {
      expect((await signIn(browser(), "ravi")).status).toBe(200);
      expect(await notices()).toEqual([]);
      expect(await audited("ravi")).toEqual(["SIGN_IN_NOT_OWN_DEVICE NO_MOBILE"]);
    } finally {
      await deps.db.query(
        "UPDATE customers SET mobile = $1 WHERE id = (SELECT customer_id FROM users WHERE username = 'ravi')",
        [mobile],
      );
    }
  });

  it("a password change tells the mobile after it is done, and a failing gateway does not undo it", async () => {
    const passwords = testPasswordHasher();
    const newLogin = "Notice@2026";
    try {
      const b = inProcessBank(createApp({ ...deps, sms: noticesFail() }));
      await signInActive(b, deps.db, "meera");
      await b.bank.call("securityLoginPwd", { pwd: Redacted.make(DEMO_PASSWORD) });
      const request = { pwdFlag: "Y", transacPwdFlag: "N" } as const;
      const otac = await verifiedCode(b, deps.db, endpoints.securityUpdatePwd, request);
      const answer = await b.bank.call(
        "securityUpdatePwd",
        { ...request, pwd: Redacted.make(newLogin), otac },
        { idempotencyKey: "notice-password-1" },
      );
      expect(answer.which).toBe("login");
      const [row] = await deps.db.query<{ password_hash: string }>(
        "SELECT password_hash FROM users WHERE username = 'meera'",
      );
      expect(await passwords.verify(newLogin, row?.password_hash)).toBe(true);
      expect(await audited("meera")).toContain("LOGIN_PASSWORD_CHANGED NOT_SENT");

      // With a working gateway the same change is told.
      await deps.db.query("DELETE FROM sms_outbox");
      const c = browser();
      await signIn(c, "meera", { password: newLogin });
      await c.bank.call("securityLoginPwd", { pwd: Redacted.make(newLogin) });
      const again = await verifiedCode(c, deps.db, endpoints.securityUpdatePwd, request);
      await c.bank.call(
        "securityUpdatePwd",
        { ...request, pwd: Redacted.make("Another@2026"), otac: again },
        { idempotencyKey: "notice-password-2" },
      );
      expect((await notices()).map((notice) => notice.text)).toContain(
        securityNoticeText("LOGIN_PASSWORD_CHANGED", deps.clock.now()),
      );
    } finally {
      await deps.db.query(
        "UPDATE users SET password_hash = $1, login_reset_required = FALSE WHERE username = 'meera'",
        [await passwords.hash(DEMO_PASSWORD)],
      );
      await deps.db.query("DELETE FROM password_history WHERE username = 'meera'");
      await deps.db.query("UPDATE sessions SET ended_at = now() WHERE ended_at IS NULL");
    }
  });

  it("a user id change tells the mobile under the new id", async () => {
    try {
      const b = browser();
      await signInActive(b, deps.db, "ravi");
      await deps.db.query("DELETE FROM sms_outbox");
      await b.bank.call("securityLoginPwd", { pwd: Redacted.make(DEMO_PASSWORD) });
      const request = { newUserId: "ravi.notice" };
      const otac = await verifiedCode(b, deps.db, endpoints.securityUpdateUserId, request);
      await b.bank.call("securityUpdateUserId", { ...request, otac }, { idempotencyKey: "notice-user-id" });
      expect(await notices()).toEqual([
        { to: await mobileOf("ravi.notice"), text: securityNoticeText("USER_ID_CHANGED", deps.clock.now()) },
      ]);
      expect(await audited("ravi.notice")).toContain("USER_ID_CHANGED SENT");
    } finally {
      await deps.db.query("UPDATE sessions SET ended_at = now() WHERE ended_at IS NULL");
      await deps.db.query("UPDATE users SET username = 'ravi' WHERE username = 'ravi.notice'");
      await deps.db.query("UPDATE otp_codes SET username = 'ravi' WHERE username = 'ravi.notice'");
    }
  });

  it("a secure image change tells the mobile", async () => {
    const b: InProcessBank = browser();
    await signInActive(b, deps.db, "meera");
    await deps.db.query("DELETE FROM sms_outbox");
    await b.bank.call("validateTransacPwd", { transacPwd: Redacted.make(DEMO_TXN_PASSWORD) });
    const request = { secImage: "lotus_2", secText: "Notice-28" };
    const otac = await verifiedCode(b, deps.db, endpoints.setUserSecurityInfo, request);
    await b.bank.call("setUserSecurityInfo", { ...request, otac }, { idempotencyKey: "notice-image" });
    expect(await notices()).toEqual([
      { to: await mobileOf("meera"), text: securityNoticeText("SECURE_IMAGE_CHANGED", deps.clock.now()) },
    ]);
  });

  it("a block by wrong current passwords sends one lock notice", async () => {
    try {
      const b = browser();
      await deps.db.query("UPDATE users SET own_system = 'Y' WHERE username = 'ravi'");
      await signInActive(b, deps.db, "ravi");
      for (let i = 0; i < 3; i++) {
        await refusal(b.bank.call("securityLoginPwd", { pwd: Redacted.make("Wrong@2026") }));
      }
      const texts = (await notices()).map((notice) => notice.text);
      expect(texts).toHaveLength(1);
      expect(texts[0]).toContain("Your internet banking user id was locked on");
      expect(texts[0]).toContain("after 3 wrong passwords");
    } finally {
      await deps.db.query(
        "UPDATE users SET locked = FALSE, security_failure_count = 0 WHERE username = 'ravi'",
      );
    }
  });
});
