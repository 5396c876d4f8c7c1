import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { DEMO_PASSWORD, DEMO_TXN_PASSWORD } from "../seed/demoData";
import { Redacted } from "effect";
import type { OtpDeclaration } from "../../../src/adapters/rib/contract/endpoint";
import { endpoints } from "../../../src/adapters/rib/contract/endpoints";
import { type InProcessBank } from "../testSupport/inProcessBank";
import { PASSWORD_HISTORY_SIZE } from "../../../src/adapters/rib/contract/security";
import { SecurityRepository } from "./SecurityRepository";
import { NEW_PASSWORD_CHECKS_PER_MINUTE } from "./securityRoutes";
import {
  completeMfa,
  newBrowser,
  outcome,
  raw,
  seal,
  sessionKey,
  signIn,
  signInActive,
  verifiedCode,
  type Outcome,
} from "../testSupport/flows";
import { useTestDeps, testPasswordHasher } from "../testSupport/testDatabase";

const deps = useTestDeps();

const NEW_LOGIN = "Fresh@2026";
const NEW_TXN = "Trade#2026x";

beforeEach(async () => {
  await deps.db.query("DELETE FROM idempotency_keys");
  await deps.db.query("UPDATE users SET security_failure_count = 0");
});

const browser = () => newBrowser(deps);
let keySerial = 0;
const newKey = () => `key-${String(Date.now())}-${String((keySerial += 1))}`;

/** The current sign-in password checked through the client (sealed with the session key, X-RIB-ENC). */
const checkLogin = (b: InProcessBank, password: string): Promise<Outcome> =>
  outcome(b.bank.call("securityLoginPwd", { pwd: Redacted.make(password) }));

const checkTxn = (b: InProcessBank, password: string): Promise<Outcome> =>
  outcome(b.bank.call("securityTranPwd", { transacPwd: Redacted.make(password) }));

/** Sends and validates a code of `module` bound to `bind` (as `otpBinding` reads it from a request). */
const verifiedOtac = (b: InProcessBank, module: string, bind: Record<string, string>): Promise<string> =>
  verifiedCode(
    b,
    deps.db,
    { otp: { ...endpoints.securityUpdatePwd.otp, module, bind: Object.keys(bind) } as OtpDeclaration },
    bind,
  );

/** The password change through the client (new passwords sealed with the session key, X-RIB-ENC, Idempotency-Key). */
const updatePwd = (
  b: InProcessBank,
  input: { login?: string; txn?: string; otac: string; key?: string },
): Promise<Outcome> =>
  outcome(
    b.bank.call(
      "securityUpdatePwd",
      {
        ...(input.login !== undefined ? { pwd: Redacted.make(input.login) } : {}),
        pwdFlag: input.login !== undefined ? "Y" : "N",
        ...(input.txn !== undefined ? { transacPwd: Redacted.make(input.txn) } : {}),
        transacPwdFlag: input.txn !== undefined ? "Y" : "N",
        otac: input.otac,
      },
      { idempotencyKey: input.key ?? newKey() },
    ),
  );

/** A sign-in's outcome: the answer, or the refusal's status and body. */
const signInOutcome = (...args: Parameters<typeof signIn>): Promise<Outcome> => outcome(signIn(...args));

const userRow = async (username: string) =>
  (
    await deps.db.query<{
      password_hash: string;
      txn_password_hash: string;
      locked: boolean;
      login_pwd_expiry: string;
      txn_pwd_expiry: string;
      login_reset_required: boolean;
      txn_reset_required: boolean;
    }>("SELECT * FROM users WHERE username = $1", [username])
  )[0];

const liveSessions = async (username: string) =>
  (
    await deps.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM sessions WHERE username = $1 AND ended_at IS NULL",
      [username],
    )
  )[0]?.n;

/** Puts a user's passwords, flags and name back after a test changed them. */
async function restoreUser(username: string, from = username): Promise<void> {
  const passwords = testPasswordHasher();
  await deps.db.query("UPDATE sessions SET ended_at = now(), end_reason = 'LOGOUT' WHERE ended_at IS NULL");
  if (from !== username)
    await deps.db.query("UPDATE users SET username = $2 WHERE username = $1", [from, username]);
  await deps.db.query(
    `UPDATE users SET password_hash = $2, txn_password_hash = $3, locked = FALSE, security_failure_count = 0,
       login_reset_required = FALSE, txn_reset_required = FALSE WHERE username = $1`,
    [username, await passwords.hash(DEMO_PASSWORD), await passwords.hash(DEMO_TXN_PASSWORD)],
  );
  await deps.db.query("DELETE FROM password_history WHERE username = $1", [username]);
}

describe("newUser/checkUser", () => {
  it("answers taken, available and invalid with the spec's codes", async () => {
    const b = browser();
    const taken = await outcome(b.bank.call("checkUser", { username: "asha" }));
    expect(taken.status).toBe(200);
    expect(taken.body).toEqual({ exists: true });
    const available = await outcome(b.bank.call("checkUser", { username: "nobody.here" }));
    expect(available.status).toBe(404);
    expect(available.body).toMatchObject({ code: "USERID.AVAILABLE", errorCode: "1034" });
    const invalid = await outcome(b.bank.call("checkUser", { username: "no spaces!" }));
    expect(invalid.status).toBe(400);
    expect(invalid.body).toMatchObject({ code: "USERID.INVALID", errorCode: "1035" });
    const upper = await outcome(b.bank.call("checkUser", { username: "ASHA" }));
    expect(upper.body).toEqual({ exists: true });
  });
});

describe("securityInfo/loginPwd and tranPwd", () => {
  it("accepts the current passwords (encrypted) and refuses a body without X-RIB-ENC", async () => {
    const b = browser();
    await signInActive(b, deps.db, "ravi");
    expect((await checkLogin(b, DEMO_PASSWORD)).body).toEqual({ statusCode: "00", statusMsg: "Success" });
    expect((await checkTxn(b, DEMO_TXN_PASSWORD)).status).toBe(200);
    const key = await sessionKey(b);
    // Sealed as the client seals it, but without the integrity header: sent raw.
    const bare = await raw(b, "POST", "/app/rest/securityInfo/loginPwd", {
      json: { pwd: await seal(DEMO_PASSWORD, key) },
    });
    expect(bare.status).toBe(400);
    expect(bare.body).toMatchObject({ code: "REQUEST.INTEGRITY" });
  });

  it("counts wrong current passwords across both checks and locks the user id at the third (1019)", async () => {
    const b = browser();
    await signInActive(b, deps.db, "ravi");
    const first = await checkLogin(b, "Wrong@1234");
    expect(first.status).toBe(406);
    expect(first.body).toMatchObject({
      code: "SECURITY.WRONG_LOGIN_PWD",
      statusMsg: "Wrong Current Login Password",
      remainingAttempts: 2,
    });
    const second = await checkTxn(b, "Wrong@1234");
    expect(second.status).toBe(406);
    expect(second.body).toMatchObject({
      code: "SECURITY.WRONG_TXN_PWD",
      statusMsg: "Wrong Current Transaction Password",
      remainingAttempts: 1,
    });
    const third = await checkLogin(b, "Wrong@1234");
    expect(third.status).toBe(403);
    expect(third.body).toMatchObject({ code: "SECURITY.ATTEMPTS_EXCEEDED", statusCode: "1019" });
    expect((await userRow("ravi"))?.locked).toBe(true);
    expect(await liveSessions("ravi")).toBe(0);
    expect((await signInOutcome(browser(), "ravi")).status).toBe(423);
  });

  it("compares no more current passwords than allowed when they arrive at once", async () => {
    const b = browser();
    await signInActive(b, deps.db, "ravi");
    // Four wrong current passwords and then the right one, at once, in one session.
    const answers = await Promise.all([
      ...Array.from({ length: 4 }, () => checkLogin(b, "Wrong@1234")),
      checkLogin(b, DEMO_PASSWORD),
    ]);
    // 401: the block ended the session before the call was admitted.
    for (const answer of answers) expect([200, 401, 403, 406]).toContain(answer.status);
    // A right one resets the count, so wrong ones after it may block the id again: what holds in
    // every order is that no more than three are counted (a read-then-count counted all four).
    const [count] = await deps.db.query<{ n: number }>(
      "SELECT security_failure_count AS n FROM users WHERE username = 'ravi'",
    );
    expect(count!.n).toBeLessThanOrEqual(3);
  });

  it("a right password resets the count", async () => {
    const b = browser();
    await signInActive(b, deps.db, "ravi");
    expect((await checkLogin(b, "Wrong@1234")).status).toBe(406);
    expect((await checkLogin(b, "Wrong@1234")).status).toBe(406);
    expect((await checkLogin(b, DEMO_PASSWORD)).status).toBe(200);
    expect((await checkLogin(b, "Wrong@1234")).body).toMatchObject({ remainingAttempts: 2 });
  });
});

describe("securityInfo/updatePwd", () => {
  beforeEach(async () => {
    await restoreUser("ravi");
  });

  async function ready(b: InProcessBank, which: "login" | "transaction" | "both"): Promise<string> {
    await signInActive(b, deps.db, "ravi");
    expect((await checkLogin(b, DEMO_PASSWORD)).status).toBe(200);
    if (which !== "login") expect((await checkTxn(b, DEMO_TXN_PASSWORD)).status).toBe(200);
    return verifiedOtac(b, "CHANGE_PASSWORD", {
      pwdFlag: which === "transaction" ? "N" : "Y",
      transacPwdFlag: which === "login" ? "N" : "Y",
    });
  }

  it.each([
    ["weak login password", { login: "weakpass" }, "PASSWORD_CHANGE.NOT_STRONG"],
    ["login password equal to the current one", { login: DEMO_PASSWORD }, "PASSWORD_CHANGE.SAME_AS_CURRENT"],
    ["empty login password", { login: "" }, "PASSWORD_CHANGE.REQUIRED"],
    ["weak transaction password", { login: NEW_LOGIN, txn: "Average1" }, "PASSWORD_CHANGE.NOT_STRONG"],
    [
      "transaction password equal to the current one",
      { login: NEW_LOGIN, txn: DEMO_TXN_PASSWORD },
      "PASSWORD_CHANGE.SAME_AS_CURRENT",
    ],
    [
      "transaction password equal to the new login password",
      { login: NEW_LOGIN, txn: NEW_LOGIN },
      "PASSWORD_CHANGE.SAME_AS_LOGIN",
    ],
  ] as const)("refuses a %s with its code and changes nothing", async (_name, passwords, code) => {
    const b = browser();
    const otac = await ready(b, "both");
    const before = await userRow("ravi");
    const answer = await updatePwd(b, {
      login: passwords.login,
      ...("txn" in passwords ? { txn: passwords.txn } : {}),
      otac,
    });
    // The rules are checked before the code is used (a login-only request with a code bound to both).
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ code });
    expect(await userRow("ravi")).toEqual(before);
    expect(await liveSessions("ravi")).toBe(1);
  });

  it("refuses a transaction password equal to the current login password", async () => {
    const b = browser();
    const otac = await ready(b, "transaction");
    const answer = await updatePwd(b, { txn: DEMO_PASSWORD, otac });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ code: "PASSWORD_CHANGE.SAME_AS_LOGIN", field: "transacPwd" });
  });

  it("refuses a change without the current password verified", async () => {
    const b = browser();
    await signInActive(b, deps.db, "ravi");
    const otac = await verifiedOtac(b, "CHANGE_PASSWORD", { pwdFlag: "Y", transacPwdFlag: "N" });
    const answer = await updatePwd(b, { login: NEW_LOGIN, otac });
    expect(answer.status).toBe(403);
    expect(answer.body).toMatchObject({ code: "SECURITY.NOT_VERIFIED" });
    // The transaction password needs its own check when it changes.
    expect((await checkLogin(b, DEMO_PASSWORD)).status).toBe(200);
    const both = await verifiedOtac(b, "CHANGE_PASSWORD", { pwdFlag: "Y", transacPwdFlag: "Y" });
    expect((await updatePwd(b, { login: NEW_LOGIN, txn: NEW_TXN, otac: both })).body).toMatchObject({
      code: "SECURITY.NOT_VERIFIED",
    });
  });

  it("refuses a check older than 5 minutes", async () => {
    const b = browser();
    const otac = await ready(b, "login");
    // The customer keeps the session alive (idle time-out 4 minutes) while the check grows old.
    deps.clock.advance(4 * 60_000);
    expect((await outcome(b.bank.call("extendSession", { fromWarning: false }))).status).toBe(200);
    deps.clock.advance(60_000 + 1000);
    const answer = await updatePwd(b, { login: NEW_LOGIN, otac });
    expect(answer.status).toBe(403);
    expect(answer.body).toMatchObject({ code: "SECURITY.NOT_VERIFIED" });
    expect(await testPasswordHasher().verify(DEMO_PASSWORD, (await userRow("ravi"))!.password_hash)).toBe(
      true,
    );
  });

  it("refuses a change without a verified OTP, and a code bound to other flags", async () => {
    const b = browser();
    await signInActive(b, deps.db, "ravi");
    expect((await checkLogin(b, DEMO_PASSWORD)).status).toBe(200);
    const sent = await outcome(
      b.bank.call("generateOtp", {
        smsForService: "Security settings",
        firstContent: "",
        secondContent: "",
        module: "CHANGE_PASSWORD",
        bind: { pwdFlag: "Y", transacPwdFlag: "N" },
      }),
    );
    const unvalidated = (sent.body as { otac: string }).otac;
    const noOtp = await updatePwd(b, { login: NEW_LOGIN, otac: unvalidated });
    expect(noOtp.status).toBe(403);
    expect(noOtp.body).toMatchObject({ code: "OTP.NOT_VERIFIED" });
    const other = await verifiedOtac(b, "CHANGE_PASSWORD", { pwdFlag: "Y", transacPwdFlag: "Y" });
    const mismatch = await updatePwd(b, { login: NEW_LOGIN, otac: other });
    expect(mismatch.status).toBe(403);
    expect(mismatch.body).toMatchObject({ code: "OTP.NOT_VERIFIED" });
    const otherModule = await verifiedOtac(b, "SECURE_IMAGE", { pwdFlag: "Y", transacPwdFlag: "N" });
    expect((await updatePwd(b, { login: NEW_LOGIN, otac: otherModule })).status).toBe(403);
    expect(await testPasswordHasher().verify(DEMO_PASSWORD, (await userRow("ravi"))!.password_hash)).toBe(
      true,
    );
  });

  it("changes both passwords, sets the expiry, ends every session and the old password fails", async () => {
    const b = browser();
    const otac = await ready(b, "both");
    await deps.db.query(
      "UPDATE users SET login_reset_required = TRUE, txn_reset_required = TRUE WHERE username = 'ravi'",
    );
    const key = newKey();
    const answer = await updatePwd(b, { login: NEW_LOGIN, txn: NEW_TXN, otac, key });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      status: 200,
      which: "both",
      referenceNumber: expect.stringMatching(/^PW20261122\d{6}$/),
    });
    const row = await userRow("ravi");
    expect(await testPasswordHasher().verify(NEW_LOGIN, row!.password_hash)).toBe(true);
    expect(await testPasswordHasher().verify(NEW_TXN, row!.txn_password_hash)).toBe(true);
    expect(String(row!.login_pwd_expiry)).toContain("2027-02-20");
    expect(row!.login_reset_required).toBe(false);
    expect(row!.txn_reset_required).toBe(false);
    expect(await liveSessions("ravi")).toBe(0);
    // the session is over
    expect((await outcome(b.bank.call("prevLogin", {}))).status).toBe(401);
    // the same key again answers the first answer (a lost response)
    const replay = await updatePwd(b, { login: NEW_LOGIN, txn: NEW_TXN, otac, key });
    expect(replay.status).toBe(200);
    expect(replay.body).toEqual(answer.body);
    expect((await signInOutcome(browser(), "ravi")).status).toBe(401);
    expect((await signInOutcome(browser(), "ravi", { password: NEW_LOGIN })).status).toBe(200);
  });

  it("changes only the login password", async () => {
    const b = browser();
    const otac = await ready(b, "login");
    const answer = await updatePwd(b, { login: NEW_LOGIN, otac });
    expect(answer.body).toMatchObject({ which: "login" });
    const row = await userRow("ravi");
    expect(await testPasswordHasher().verify(DEMO_TXN_PASSWORD, row!.txn_password_hash)).toBe(true);
  });

  it("refuses a change straight back to the previous password, and keeps only hashes", async () => {
    const b = browser();
    expect((await updatePwd(b, { login: NEW_LOGIN, otac: await ready(b, "login") })).status).toBe(200);
    const stored = await deps.db.query<{ kind: string; password_hash: string }>(
      "SELECT kind, password_hash FROM password_history WHERE username = 'ravi'",
    );
    expect(stored.map((row) => row.kind)).toEqual(["login"]);
    expect(stored[0]?.password_hash).not.toContain(DEMO_PASSWORD);
    expect(await testPasswordHasher().verify(DEMO_PASSWORD, stored[0]!.password_hash)).toBe(true);

    const again = browser();
    await signIn(again, "ravi", { password: NEW_LOGIN });
    if ((await deps.db.query("SELECT 1 FROM users WHERE username = 'ravi' AND mfa_required")).length > 0) {
      await completeMfa(again, deps.db);
    }
    expect((await checkLogin(again, NEW_LOGIN)).status).toBe(200);
    const otac = await verifiedOtac(again, "CHANGE_PASSWORD", { pwdFlag: "Y", transacPwdFlag: "N" });
    const before = await userRow("ravi");
    const back = await updatePwd(again, { login: DEMO_PASSWORD, otac });
    expect(back.status).toBe(406);
    expect(back.body).toMatchObject({ code: "PASSWORD_CHANGE.RECENTLY_USED", field: "pwd" });
    expect(await userRow("ravi")).toEqual(before);
  });

  it("keeps the hashes of the last PASSWORD_HISTORY_SIZE - 1 replaced passwords per kind", async () => {
    const repository = new SecurityRepository(deps.db);
    for (const hash of ["h1", "h2", "h3", "h4", "h5"]) {
      await repository.rememberReplaced("ravi", "login", hash, deps.clock.now(), PASSWORD_HISTORY_SIZE - 1);
    }
    await repository.rememberReplaced(
      "ravi",
      "transaction",
      "t1",
      deps.clock.now(),
      PASSWORD_HISTORY_SIZE - 1,
    );
    expect(await repository.previousHashes("ravi", "login", PASSWORD_HISTORY_SIZE - 1)).toEqual([
      "h5",
      "h4",
      "h3",
      "h2",
    ]);
    expect(await repository.previousHashes("ravi", "transaction", PASSWORD_HISTORY_SIZE - 1)).toEqual(["t1"]);
  });

  it("a code is used once", async () => {
    const b = browser();
    const otac = await ready(b, "login");
    expect((await updatePwd(b, { login: NEW_LOGIN, otac })).status).toBe(200);
    await restoreUser("ravi");
    const again = browser();
    await signInActive(again, deps.db, "ravi");
    expect((await checkLogin(again, DEMO_PASSWORD)).status).toBe(200);
    const reused = await updatePwd(again, { login: NEW_LOGIN, otac });
    expect(reused.status).toBe(403);
    expect(reused.body).toMatchObject({ code: "OTP.NOT_VERIFIED" });
  });
});

/** The check of new passwords before their code (new passwords sealed with the session key, X-RIB-ENC). */
const checkNewPwd = (b: InProcessBank, input: { login?: string; txn?: string }): Promise<Outcome> =>
  outcome(
    b.bank.call("securityCheckNewPwd", {
      ...(input.login !== undefined ? { pwd: Redacted.make(input.login) } : {}),
      pwdFlag: input.login !== undefined ? "Y" : "N",
      ...(input.txn !== undefined ? { transacPwd: Redacted.make(input.txn) } : {}),
      transacPwdFlag: input.txn !== undefined ? "Y" : "N",
    }),
  );

describe("securityInfo/checkNewPwd: a password the change would refuse is refused before its code", () => {
  const OLD_LOGIN = "Earlier#Pass1";
  const OLD_TXN = "Earlier#Txn22";

  /** Puts `password` among the customer's previous passwords of `kind`, as a change would have left it. */
  const usedBefore = async (username: string, kind: "login" | "transaction", password: string) =>
    deps.db.query(
      "INSERT INTO password_history (username, kind, password_hash, replaced_at) VALUES ($1, $2, $3, now())",
      [username, kind, await testPasswordHasher().hash(password)],
    );

  /** What a check must leave as it was: the customer's passwords and flags, their history, codes and messages. */
  const stateOf = async (username: string) => ({
    user: await userRow(username),
    history: await deps.db.query(
      "SELECT kind, password_hash FROM password_history WHERE username = $1 ORDER BY id",
      [username],
    ),
    codes: await deps.db.query("SELECT otac FROM otp_codes WHERE username = $1 ORDER BY otac", [username]),
    messages: (await deps.db.query<{ n: number }>("SELECT count(*)::int AS n FROM sms_outbox"))[0]?.n,
  });

  beforeEach(async () => {
    for (const username of ["meera", "kiran", "dev"]) await restoreUser(username);
    // As the seed has them: kiran's transaction password and dev's sign-in password must be reset.
    await deps.db.query("UPDATE users SET txn_reset_required = TRUE WHERE username = 'kiran'");
    await deps.db.query("UPDATE users SET login_pwd_expiry = '2026-11-21' WHERE username = 'dev'");
  });

  afterEach(async () => {
    await deps.db.query("DELETE FROM password_history WHERE username IN ('meera', 'kiran', 'dev')");
  });

  it("refuses a recent login password (meera), accepts a fresh one, and changes nothing", async () => {
    await usedBefore("meera", "login", OLD_LOGIN);
    const b = browser();
    await signInActive(b, deps.db, "meera");
    expect((await checkLogin(b, DEMO_PASSWORD)).status).toBe(200);
    const before = await stateOf("meera");
    const reused = await checkNewPwd(b, { login: OLD_LOGIN });
    expect(reused.status).toBe(406);
    expect(reused.body).toEqual({
      status: 406,
      code: "PASSWORD_CHANGE.RECENTLY_USED",
      statusMsg: `The new password cannot be one of your last ${String(PASSWORD_HISTORY_SIZE)} passwords.`,
      field: "pwd",
    });
    const fresh = await checkNewPwd(b, { login: NEW_LOGIN });
    expect(fresh.status).toBe(200);
    expect(fresh.body).toEqual({ statusCode: "00", statusMsg: "Success" });
    expect(await stateOf("meera")).toEqual(before);
    // The session goes on: the check ends nothing.
    expect(await liveSessions("meera")).toBe(1);
  });

  it("refuses a recent transaction password in kiran's forced reset, accepts a fresh one", async () => {
    await usedBefore("kiran", "transaction", OLD_TXN);
    const b = browser();
    expect((await signInOutcome(b, "kiran")).body).toMatchObject({ resetWhich: "transaction" });
    expect((await checkLogin(b, DEMO_PASSWORD)).status).toBe(200);
    expect((await checkTxn(b, DEMO_TXN_PASSWORD)).status).toBe(200);
    const before = await stateOf("kiran");
    const reused = await checkNewPwd(b, { txn: OLD_TXN });
    expect(reused.status).toBe(406);
    expect(reused.body).toMatchObject({ code: "PASSWORD_CHANGE.RECENTLY_USED", field: "transacPwd" });
    expect((await checkNewPwd(b, { txn: NEW_TXN })).status).toBe(200);
    expect(await stateOf("kiran")).toEqual(before);
    expect((await userRow("kiran"))?.txn_reset_required).toBe(true);
  });

  it("refuses a recent login password in dev's forced reset, and the password that is not due", async () => {
    await usedBefore("dev", "login", OLD_LOGIN);
    const b = browser();
    expect((await signInOutcome(b, "dev")).body).toMatchObject({ resetWhich: "login" });
    expect((await checkLogin(b, DEMO_PASSWORD)).status).toBe(200);
    expect((await checkTxn(b, DEMO_TXN_PASSWORD)).status).toBe(200);
    const before = await stateOf("dev");
    expect((await checkNewPwd(b, { login: OLD_LOGIN })).body).toMatchObject({
      code: "PASSWORD_CHANGE.RECENTLY_USED",
      field: "pwd",
    });
    // The same rule as the change: the reset must change the password that is due.
    expect((await checkNewPwd(b, { txn: NEW_TXN })).body).toMatchObject({ code: "REQUEST.INVALID" });
    expect((await checkNewPwd(b, { login: NEW_LOGIN })).status).toBe(200);
    expect(await stateOf("dev")).toEqual(before);
  });

  it("says the change's rules with their fields, never more", async () => {
    const b = browser();
    await signInActive(b, deps.db, "meera");
    expect((await checkLogin(b, DEMO_PASSWORD)).status).toBe(200);
    expect((await checkTxn(b, DEMO_TXN_PASSWORD)).status).toBe(200);
    expect((await checkNewPwd(b, { login: DEMO_PASSWORD })).body).toMatchObject({
      code: "PASSWORD_CHANGE.SAME_AS_CURRENT",
      field: "pwd",
    });
    expect((await checkNewPwd(b, { login: "weakpass" })).body).toMatchObject({
      code: "PASSWORD_CHANGE.NOT_STRONG",
      field: "pwd",
    });
    const sameAsLogin = await checkNewPwd(b, { login: NEW_LOGIN, txn: NEW_LOGIN });
    expect(sameAsLogin.status).toBe(400);
    expect(sameAsLogin.body).toEqual({
      status: 400,
      code: "PASSWORD_CHANGE.SAME_AS_LOGIN",
      statusMsg: "The transaction password cannot be the same as the login password.",
      field: "transacPwd",
    });
  });

  it("needs the current passwords verified, as the change does", async () => {
    const b = browser();
    await signInActive(b, deps.db, "meera");
    await usedBefore("meera", "login", OLD_LOGIN);
    // Without the current password the check says nothing about the history.
    const unverified = await checkNewPwd(b, { login: OLD_LOGIN });
    expect(unverified.status).toBe(403);
    expect(unverified.body).toMatchObject({ code: "SECURITY.NOT_VERIFIED" });
  });

  it(`answers 429 after ${String(NEW_PASSWORD_CHECKS_PER_MINUTE)} checks in a minute, before comparing`, async () => {
    const b = browser();
    await signInActive(b, deps.db, "meera");
    expect((await checkLogin(b, DEMO_PASSWORD)).status).toBe(200);
    for (let check = 0; check < NEW_PASSWORD_CHECKS_PER_MINUTE; check++) {
      expect((await checkNewPwd(b, { login: NEW_LOGIN })).status).toBe(200);
    }
    const limited = await checkNewPwd(b, { login: NEW_LOGIN });
    expect(limited.status).toBe(429);
    expect(limited.body).toMatchObject({ code: "REQUEST.RATE_LIMITED" });
  });
});

describe("forced reset (PENDING_RESET)", () => {
  beforeEach(async () => {
    await restoreUser("kiran");
    await restoreUser("dev");
    await deps.db.query("UPDATE users SET txn_reset_required = TRUE WHERE username = 'kiran'");
    await deps.db.query("UPDATE users SET login_pwd_expiry = '2026-11-21' WHERE username = 'dev'");
  });

  it("login answers which passwords need a reset", async () => {
    const kiran = await signInOutcome(browser(), "kiran");
    expect(kiran.body).toMatchObject({ resetRequired: true, resetWhich: "transaction", mfaRequired: false });
    const dev = await signInOutcome(browser(), "dev");
    expect(dev.body).toMatchObject({ resetRequired: true, resetWhich: "login" });
    const ravi = await signInOutcome(browser(), "ravi");
    expect(ravi.body).toMatchObject({ resetRequired: false });
    expect(ravi.body).not.toHaveProperty("resetWhich");
  });

  it("reaches only the allowed calls", async () => {
    const b = browser();
    expect((await signInOutcome(b, "kiran")).status).toBe(200);
    for (const path of ["prevLogin", "customerDetails", "loginHistory", "secureImages"] as const) {
      const refused = await outcome(b.bank.call(path, {}));
      expect(refused.status, path).toBe(403);
      expect(refused.body, path).toMatchObject({ code: "SESSION.RESET_PENDING" });
    }
    const image = await outcome(
      b.bank.call("generateOtp", {
        smsForService: "x",
        firstContent: "",
        secondContent: "",
        module: "SECURE_IMAGE",
        bind: {},
      }),
    );
    expect(image.status).toBe(403);
    expect((await outcome(b.bank.call("extendSession", { fromWarning: false }))).status).toBe(200);
    expect((await outcome(b.bank.call("customerId", {}))).status).toBe(200);
    expect((await outcome(b.bank.call("authCheck", {}))).status).toBe(200);
    expect((await outcome(b.bank.call("configuration", {}))).status).toBe(200);
    expect((await outcome(b.bank.call("serverDate", {}))).status).toBe(200);
    expect((await checkLogin(b, DEMO_PASSWORD)).status).toBe(200);
    expect((await checkTxn(b, DEMO_TXN_PASSWORD)).status).toBe(200);
    const otac = await verifiedOtac(b, "CHANGE_PASSWORD", { pwdFlag: "N", transacPwdFlag: "Y" });
    const done = await updatePwd(b, { txn: NEW_TXN, otac });
    expect(done.status).toBe(200);
    expect((await userRow("kiran"))?.txn_reset_required).toBe(false);
    const next = browser();
    const again = await signInOutcome(next, "kiran");
    expect(again.body).toMatchObject({ resetRequired: false });
    expect((await outcome(next.bank.call("prevLogin", {}))).status).toBe(200);
    await deps.db.query("UPDATE users SET txn_reset_required = TRUE WHERE username = 'kiran'");
  });

  it("refuses a forced reset back to a recent password", async () => {
    await deps.db.query(
      "INSERT INTO password_history (username, kind, password_hash, replaced_at) VALUES ('kiran', 'transaction', $1, now())",
      [await testPasswordHasher().hash(NEW_TXN)],
    );
    const b = browser();
    expect((await signInOutcome(b, "kiran")).status).toBe(200);
    expect((await checkLogin(b, DEMO_PASSWORD)).status).toBe(200);
    expect((await checkTxn(b, DEMO_TXN_PASSWORD)).status).toBe(200);
    const otac = await verifiedOtac(b, "CHANGE_PASSWORD", { pwdFlag: "N", transacPwdFlag: "Y" });
    const answer = await updatePwd(b, { txn: NEW_TXN, otac });
    expect(answer.status).toBe(406);
    expect(answer.body).toMatchObject({ code: "PASSWORD_CHANGE.RECENTLY_USED", field: "transacPwd" });
    expect((await userRow("kiran"))?.txn_reset_required).toBe(true);
  });

  it("must change the password that is due", async () => {
    const b = browser();
    await signIn(b, "dev");
    expect((await checkLogin(b, DEMO_PASSWORD)).status).toBe(200);
    expect((await checkTxn(b, DEMO_TXN_PASSWORD)).status).toBe(200);
    const otac = await verifiedOtac(b, "CHANGE_PASSWORD", { pwdFlag: "N", transacPwdFlag: "Y" });
    const answer = await updatePwd(b, { txn: NEW_TXN, otac });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ code: "REQUEST.INVALID" });
    const login = await verifiedOtac(b, "CHANGE_PASSWORD", { pwdFlag: "Y", transacPwdFlag: "N" });
    expect((await updatePwd(b, { login: NEW_LOGIN, otac: login })).status).toBe(200);
    const row = await userRow("dev");
    expect(String(row!.login_pwd_expiry)).toContain("2027-02-20");
    const next = await signInOutcome(browser(), "dev", { password: NEW_LOGIN });
    expect(next.body).toMatchObject({ resetRequired: false });
  });

  it("a sign-in with the code step becomes PENDING_RESET, not ACTIVE", async () => {
    await deps.db.query("UPDATE users SET mfa_required = TRUE WHERE username = 'kiran'");
    try {
      const b = browser();
      await signInActive(b, deps.db, "kiran");
      const state = await deps.db.query<{ state: string }>(
        "SELECT state FROM sessions WHERE username = 'kiran' AND ended_at IS NULL",
      );
      expect(state[0]?.state).toBe("PENDING_RESET");
      expect((await outcome(b.bank.call("prevLogin", {}))).status).toBe(403);
    } finally {
      await deps.db.query("UPDATE users SET mfa_required = FALSE WHERE username = 'kiran'");
    }
  });
});

describe("securityInfo/updateUserID", () => {
  beforeEach(async () => {
    const renamed = await deps.db.query("SELECT 1 FROM users WHERE username = 'ravi.new'");
    if (renamed.length > 0) await restoreUser("ravi", "ravi.new");
  });

  async function ready(b: InProcessBank, newUserId: string): Promise<string> {
    await signInActive(b, deps.db, "ravi");
    expect((await checkLogin(b, DEMO_PASSWORD)).status).toBe(200);
    return verifiedOtac(b, "CHANGE_USER_ID", { newUserId });
  }

  const updateUserId = (b: InProcessBank, newUserId: string, otac: string, key = newKey()) =>
    outcome(b.bank.call("securityUpdateUserId", { newUserId, otac }, { idempotencyKey: key }));

  it("refuses a taken or invalid user id, and one without a verified login password", async () => {
    const b = browser();
    const otac = await ready(b, "asha");
    const taken = await updateUserId(b, "asha", otac);
    expect(taken.status).toBe(400);
    expect(taken.body).toMatchObject({ code: "USERID.TAKEN" });
    expect((await updateUserId(b, "no spaces!", otac)).body).toMatchObject({ code: "USERID.INVALID" });
    const fresh = browser();
    await signInActive(fresh, deps.db, "ravi");
    const code = await verifiedOtac(fresh, "CHANGE_USER_ID", { newUserId: "ravi.new" });
    expect((await updateUserId(fresh, "ravi.new", code)).body).toMatchObject({
      code: "SECURITY.NOT_VERIFIED",
    });
  });

  it("refuses a code bound to another user id", async () => {
    const b = browser();
    const otac = await ready(b, "ravi.other");
    const answer = await updateUserId(b, "ravi.new", otac);
    expect(answer.status).toBe(403);
    expect(answer.body).toMatchObject({ code: "OTP.NOT_VERIFIED" });
  });

  it("renames the user id: the new id signs in, the old one is unknown, rows follow", async () => {
    const b = browser();
    const otac = await ready(b, "ravi.new");
    const key = newKey();
    const answer = await updateUserId(b, "ravi.new", otac, key);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ referenceNumber: expect.stringMatching(/^UID20261122\d{6}$/) });
    expect(await liveSessions("ravi.new")).toBe(0);
    // The codes counted for the old id count for the new one: a new id brings no fresh codes.
    for (const table of ["otp_limits", "otp_chains"]) {
      const owners = await deps.db.query<{ username: string }>(
        `SELECT DISTINCT username FROM ${table} WHERE username IN ('ravi', 'ravi.new')`,
      );
      expect(owners.map((row) => row.username)).toEqual(["ravi.new"]);
    }
    const orphans = await deps.db.query("SELECT 1 FROM sessions WHERE username = 'ravi'");
    expect(orphans).toHaveLength(0);
    const keys = await deps.db.query<{ username: string }>(
      "SELECT username FROM idempotency_keys WHERE key = $1",
      [key],
    );
    expect(keys[0]?.username).toBe("ravi.new");
    const replay = await updateUserId(b, "ravi.new", otac, key);
    expect(replay.status).toBe(200);
    expect(replay.body).toEqual(answer.body);
    expect((await signInOutcome(browser(), "ravi")).status).toBe(401);
    const next = browser();
    expect((await signInOutcome(next, "ravi.new")).status).toBe(200);
    expect((await outcome(next.bank.call("customerId", {}))).body).toMatchObject({
      customerId: "CIF10000002",
    });
    const check = await outcome(next.bank.call("checkUser", { username: "ravi" }));
    expect(check.status).toBe(404);
  });
});

describe("loginUser/getCustomerId password expiry", () => {
  it("gives the days left from the expiry date and the notice at 15 days or fewer", async () => {
    await deps.db.query("UPDATE users SET login_pwd_expiry = '2026-11-21' WHERE username = 'dev'");
    await deps.db.query("UPDATE users SET login_pwd_expiry = '2026-12-07' WHERE username = 'meera'");
    const days = async (username: string) => {
      const b = browser();
      expect((await signInOutcome(b, username)).status).toBe(200);
      return (await outcome(b.bank.call("customerId", {}))).body as {
        daysleft: number;
        showPopup: boolean;
      };
    };
    expect(await days("dev")).toMatchObject({ daysleft: -1, showPopup: true });
    expect(await days("meera")).toMatchObject({ daysleft: 15, showPopup: true });
    await deps.db.query("UPDATE users SET login_pwd_expiry = '2026-12-08' WHERE username = 'meera'");
    expect(await days("meera")).toMatchObject({ daysleft: 16, showPopup: false });
  });
});
