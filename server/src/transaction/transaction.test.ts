import { describe, expect, it } from "vitest";
import { DEMO_TXN_PASSWORD } from "../seed/demoData";
import { Redacted } from "effect";
import type { InProcessBank } from "../testSupport/inProcessBank";
import {
  integrityHeader,
  newBrowser,
  raw,
  refusal,
  seal,
  sessionKey,
  signIn,
  signInActive,
} from "../testSupport/flows";
import { useTestDeps } from "../testSupport/testDatabase";
import { TransactionPasswordRepository } from "./TransactionPasswordRepository";

const deps = useTestDeps();

const browser = () => newBrowser(deps);

/** Checks a transaction password through the client (a JWE under the session key, plus X-RIB-ENC). */
const validate = (b: InProcessBank, password: string) =>
  b.bank.call("validateTransacPwd", { transacPwd: Redacted.make(password) });
/** A wrong transaction password: the refusal. */
const wrongPassword = (b: InProcessBank, password: string) => refusal(validate(b, password));
const allowedAttempts = (b: InProcessBank) => b.bank.call("allowedTxnPwdAttempts", {});
/** A transaction password posted raw, sealed or not, with an integrity header over `covered`. */
async function validateRaw(b: InProcessBank, transacPwd: string, covered: unknown) {
  const key = await sessionKey(b);
  return raw(b, "POST", "/app/rest/transaction/validateTransacPwd", {
    json: { transacPwd },
    headers: { "X-RIB-ENC": await integrityHeader(covered, key) },
  });
}

/** The outcomes of `username`'s lock notices (`LOCK_NOTICE` audit rows), oldest first. */
const lockNoticeOutcomes = async (username: string) =>
  (
    await deps.db.query<{ outcome: string }>(
      "SELECT outcome FROM audit_log WHERE event = 'LOCK_NOTICE' AND username = $1 ORDER BY id",
      [username],
    )
  ).map((row) => row.outcome);

const lockedInDatabase = async (username: string) =>
  (await deps.db.query<{ locked: boolean }>("SELECT locked FROM users WHERE username = $1", [username]))[0]
    ?.locked;

describe("transaction password", () => {
  it("accepts the right password and resets the failure count", async () => {
    const b = browser();
    await signInActive(b, deps.db, "meera");
    expect((await wrongPassword(b, "Wrong#Txn1")).status).toBe(406);
    const right = await validate(b, DEMO_TXN_PASSWORD);
    expect(right).toEqual({ status: 200 });
    expect(await allowedAttempts(b)).toEqual({ maxAttempts: 3, attemptsLeft: 3 });
  });

  it("counts wrong passwords down with remainingAttempts and blocks the user id at the maximum", async () => {
    const b = browser();
    await signInActive(b, deps.db, "meera");
    const token = b.cookies.get("Token");
    const first = await wrongPassword(b, "Wrong#Txn1");
    expect(first.status).toBe(406);
    expect(first.body).toMatchObject({
      code: "TXN_PWD.WRONG",
      statusMsg: "Wrong Transaction Password",
      remainingAttempts: 2,
    });
    expect(await allowedAttempts(b)).toEqual({ maxAttempts: 3, attemptsLeft: 2 });
    expect((await wrongPassword(b, "Wrong#Txn2")).body).toMatchObject({ remainingAttempts: 1 });
    const last = await wrongPassword(b, "Wrong#Txn3");
    expect(last.status).toBe(406);
    expect(last.body).toMatchObject({ code: "TXN_PWD.WRONG", remainingAttempts: 0 });
    expect(await lockedInDatabase("meera")).toBe(true);
    // This browser's session (the test clock stands still, so created_at does not tell sessions apart).
    const [session] = await deps.db.query<{ end_reason: string }>(
      "SELECT end_reason FROM sessions WHERE username = 'meera' AND token = $1",
      [token],
    );
    expect(session?.end_reason).toBe("BLOCKED");
    expect((await refusal(b.bank.call("customerId", {}))).status).toBe(401);
  });

  it("a wrong password holding the last place blocks nothing once a right one started the count again (D51)", async () => {
    const passwords = new TransactionPasswordRepository(deps.db);
    // Three wrong attempts claim every place; a right one, compared meanwhile, resets the count.
    for (const expected of [1, 2, 3]) expect(await passwords.claimAttempt("meera", 3)).toBe(expected);
    expect(
      await deps.db.transaction((tx) => passwords.recordRight(tx, "meera", "no-session", new Date())),
    ).toBe(true);
    // The third wrong one now comes to block: the count no longer stands at the maximum.
    expect(await deps.db.transaction((tx) => passwords.lock(tx, "meera", 3))).toBe(false);
    expect(await lockedInDatabase("meera")).toBe(false);
    // Three wrong ones after the reset do block.
    for (const expected of [1, 2, 3]) expect(await passwords.claimAttempt("meera", 3)).toBe(expected);
    expect(await deps.db.transaction((tx) => passwords.lock(tx, "meera", 3))).toBe(true);
  });

  it("compares no more passwords than allowed when they arrive at once: the right one after them is refused", async () => {
    const b = browser();
    await signInActive(b, deps.db, "meera");
    // Five wrong passwords and then the right one, at once, in one session.
    const passwords = [...Array.from({ length: 5 }, (_, i) => `Wrong#Txn${i}`), DEMO_TXN_PASSWORD];
    const outcomes = await Promise.all(
      passwords.map((password) =>
        validate(b, password).then(
          () => "right",
          async (error: unknown) => {
            const refused = await refusal(Promise.reject(error));
            return `${refused.status} ${refused.code}`;
          },
        ),
      ),
    );
    const [meera] = await deps.db.query<{ locked: boolean; txn_failure_count: number }>(
      "SELECT locked, txn_failure_count FROM users WHERE username = 'meera'",
    );
    // A right one resets the count, so wrong ones after it may block the id again: what holds in
    // every order is that no more than three are counted (a read-then-count counted all five) and
    // a right one is accepted only from a place within them.
    expect(meera!.txn_failure_count).toBeLessThanOrEqual(3);
    if (meera!.locked && outcomes[5] === "right") expect(meera!.txn_failure_count).toBe(3);
  });

  it("keeps the lock after a restart: a new app on the same database refuses sign-in with 423", async () => {
    const b = browser();
    await signInActive(b, deps.db, "meera");
    for (const attempt of ["Wrong#Txn1", "Wrong#Txn2", "Wrong#Txn3"]) await wrongPassword(b, attempt);
    const restarted = newBrowser(deps);
    const refused = await refusal(signIn(restarted, "meera"));
    expect(refused.status).toBe(423);
    expect(refused.code).toBe("LOGIN.LOCKED");
  });

  it("refuses a password not encrypted under the session key", async () => {
    const b = browser();
    await signInActive(b, deps.db, "meera");
    const answer = await validateRaw(b, DEMO_TXN_PASSWORD, { transacPwd: DEMO_TXN_PASSWORD });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ code: "REQUEST.INTEGRITY" });
  });

  it("refuses a body without a matching X-RIB-ENC", async () => {
    const b = browser();
    await signInActive(b, deps.db, "meera");
    const sealed = await seal(DEMO_TXN_PASSWORD, await sessionKey(b));
    const answer = await validateRaw(b, sealed, { transacPwd: "other" });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ code: "REQUEST.INTEGRITY" });
  });
});

describe("transaction/blockUserId", () => {
  it("locks the user id, ends the session and answers 200 again when repeated", async () => {
    const b = browser();
    await signInActive(b, deps.db, "meera");
    const first = await b.bank.call("blockUserId", {});
    expect(first).toEqual({ status: 200 });
    expect(await lockedInDatabase("meera")).toBe(true);
    const again = await b.bank.call("blockUserId", {});
    expect(again.status).toBe(200);
    // One SMS tells the customer of the lock, however often the block is asked for.
    expect(await lockNoticeOutcomes("meera")).toEqual(["SENT"]);
    expect((await refusal(b.bank.call("customerId", {}))).status).toBe(401);
    expect((await refusal(signIn(browser(), "meera"))).status).toBe(423);
  });

  it("answers 200 after the last wrong password already blocked the session", async () => {
    const b = browser();
    await signInActive(b, deps.db, "meera");
    for (const attempt of ["Wrong#Txn1", "Wrong#Txn2", "Wrong#Txn3"]) await wrongPassword(b, attempt);
    expect((await b.bank.call("blockUserId", {})).status).toBe(200);
    // The last wrong password locked the id and sent the notice; the block call sends no second one.
    expect(await lockNoticeOutcomes("meera")).toEqual(["SENT"]);
  });

  it("needs a session", async () => {
    const answer = await refusal(browser().bank.call("blockUserId", {}));
    expect(answer.status).toBe(401);
  });
});
