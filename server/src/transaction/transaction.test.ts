import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createApp } from "../app";
import type { ManualClock } from "../clock";
import { DEMO_TXN_PASSWORD } from "../db/seed/demoData";
import type { AppDeps } from "../http/context";
import { encryptForClient } from "../http/integrity";
import { TestBrowser } from "../testSupport/TestBrowser";
import { sessionKey, signIn, signInActive } from "../testSupport/testBrowserFlows";
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

/** Posts a transaction password as the client does: a JWE under the session key, plus X-RIB-ENC. */
async function validate(b: TestBrowser, password: string) {
  const key = await sessionKey(b);
  const json = { transacPwd: await encryptForClient(password, key) };
  return b.rest("POST", "transaction/validateTransacPwd", { json, encKey: key });
}

const lockedInDatabase = async (username: string) =>
  (await deps.db.query<{ locked: boolean }>("SELECT locked FROM users WHERE username = $1", [username]))[0]
    ?.locked;

describe("transaction password", () => {
  it("accepts the right password and resets the failure count", async () => {
    const b = browser();
    await signInActive(b, deps.db, "meera");
    expect((await validate(b, "Wrong#Txn1")).status).toBe(406);
    const right = await validate(b, DEMO_TXN_PASSWORD);
    expect(right.status).toBe(200);
    expect(right.body).toEqual({ status: 200 });
    const attempts = await b.rest("GET", "transaction/allowedTxnPwdAttemps");
    expect(attempts.body).toEqual({ maxAttempts: 3, attemptsLeft: 3 });
  });

  it("counts wrong passwords down with remainingAttempts and blocks the user id at the maximum", async () => {
    const b = browser();
    await signInActive(b, deps.db, "meera");
    const first = await validate(b, "Wrong#Txn1");
    expect(first.status).toBe(406);
    expect(first.body).toMatchObject({
      code: "TXN_PWD.WRONG",
      statusMsg: "Wrong Transaction Password",
      remainingAttempts: 2,
    });
    expect((await b.rest("GET", "transaction/allowedTxnPwdAttemps")).body).toEqual({
      maxAttempts: 3,
      attemptsLeft: 2,
    });
    expect((await validate(b, "Wrong#Txn2")).body).toMatchObject({ remainingAttempts: 1 });
    const last = await validate(b, "Wrong#Txn3");
    expect(last.status).toBe(406);
    expect(last.body).toMatchObject({ code: "TXN_PWD.WRONG", remainingAttempts: 0 });
    expect(await lockedInDatabase("meera")).toBe(true);
    const [session] = await deps.db.query<{ end_reason: string }>(
      "SELECT end_reason FROM sessions WHERE username = 'meera' ORDER BY created_at DESC LIMIT 1",
    );
    expect(session?.end_reason).toBe("BLOCKED");
    expect((await b.rest("GET", "loginUser/getCustomerId")).status).toBe(401);
  });

  it("keeps the lock after a restart: a new app on the same database refuses sign-in with 423", async () => {
    const b = browser();
    await signInActive(b, deps.db, "meera");
    for (const attempt of ["Wrong#Txn1", "Wrong#Txn2", "Wrong#Txn3"]) await validate(b, attempt);
    const restarted = new TestBrowser(createApp(deps));
    const refused = await signIn(restarted, "meera");
    expect(refused.status).toBe(423);
    expect(refused.body).toMatchObject({ code: "LOGIN.LOCKED" });
  });

  it("refuses a password not encrypted under the session key", async () => {
    const b = browser();
    await signInActive(b, deps.db, "meera");
    const key = await sessionKey(b);
    const json = { transacPwd: DEMO_TXN_PASSWORD };
    const answer = await b.rest("POST", "transaction/validateTransacPwd", { json, encKey: key });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ code: "REQUEST.INTEGRITY" });
  });

  it("refuses a body without a matching X-RIB-ENC", async () => {
    const b = browser();
    await signInActive(b, deps.db, "meera");
    const key = await sessionKey(b);
    const json = { transacPwd: await encryptForClient(DEMO_TXN_PASSWORD, key) };
    const answer = await b.rest("POST", "transaction/validateTransacPwd", {
      json,
      encKey: key,
      encValues: { transacPwd: "other" },
    });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ code: "REQUEST.INTEGRITY" });
  });
});

describe("transaction/blockUserId", () => {
  it("locks the user id, ends the session and answers 200 again when repeated", async () => {
    const b = browser();
    await signInActive(b, deps.db, "meera");
    const first = await b.rest("POST", "transaction/blockUserId", { json: {} });
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ status: 200 });
    expect(await lockedInDatabase("meera")).toBe(true);
    const again = await b.rest("POST", "transaction/blockUserId", { json: {} });
    expect(again.status).toBe(200);
    expect((await b.rest("GET", "loginUser/getCustomerId")).status).toBe(401);
    expect((await signIn(browser(), "meera")).status).toBe(423);
  });

  it("answers 200 after the last wrong password already blocked the session", async () => {
    const b = browser();
    await signInActive(b, deps.db, "meera");
    for (const attempt of ["Wrong#Txn1", "Wrong#Txn2", "Wrong#Txn3"]) await validate(b, attempt);
    expect((await b.rest("POST", "transaction/blockUserId", { json: {} })).status).toBe(200);
  });

  it("needs a session", async () => {
    const answer = await browser().rest("POST", "transaction/blockUserId", { json: {} });
    expect(answer.status).toBe(401);
  });
});
