import { Redacted } from "effect";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ManualClock } from "../kernel/clock";
import { DEMO_TXN_PASSWORD } from "../seed/demoData";
import type { AppDeps } from "../kernel/http/context";
import { newBrowser, refusal, signIn, signInActive } from "../testSupport/flows";
import { TEST_PASSWORD_HASH_LOG_N, openTestDeps } from "../testSupport/testDatabase";

// The seed hashed at the tests' cost; this server hashes at one step more, as a bank does after
// raising the cost: stored hashes move to the new cost at the next right password.
const RAISED = TEST_PASSWORD_HASH_LOG_N + 1;
let deps: AppDeps & { clock: ManualClock };
beforeAll(async () => {
  deps = await openTestDeps();
  deps = { ...deps, config: { ...deps.config, passwordHashing: { logN: RAISED, r: 8, p: 1 } } };
});
afterAll(async () => {
  await deps.db.close();
});

const hashes = async (username: string) =>
  (
    await deps.db.query<{ password_hash: string; txn_password_hash: string }>(
      "SELECT password_hash, txn_password_hash FROM users WHERE username = $1",
      [username],
    )
  )[0]!;
const costOf = (hash: string) => Number(hash.split("$")[1]);

describe("password hashes at a raised cost", () => {
  it("leave a hash alone after a wrong password and upgrade it after the right one, which still signs in", async () => {
    const before = await hashes("ravi");
    expect(costOf(before.password_hash)).toBe(TEST_PASSWORD_HASH_LOG_N);
    expect((await refusal(signIn(newBrowser(deps), "ravi", { password: "Wrong@1234" }))).status).toBe(401);
    expect((await hashes("ravi")).password_hash).toBe(before.password_hash);

    const b = newBrowser(deps);
    await signInActive(b, deps.db, "ravi");
    const after = await hashes("ravi");
    expect(costOf(after.password_hash)).toBe(RAISED);
    await b.bank.call("logout", {});
    expect((await signIn(newBrowser(deps), "ravi")).status).toBe(200);
    expect((await hashes("ravi")).password_hash).toBe(after.password_hash);
  });

  it("upgrade the transaction password's hash after the right transaction password", async () => {
    const b = newBrowser(deps);
    await signInActive(b, deps.db, "asha");
    expect(costOf((await hashes("asha")).txn_password_hash)).toBe(TEST_PASSWORD_HASH_LOG_N);
    await b.bank.call("validateTransacPwd", { transacPwd: Redacted.make(DEMO_TXN_PASSWORD) });
    expect(costOf((await hashes("asha")).txn_password_hash)).toBe(RAISED);
    await b.bank.call("validateTransacPwd", { transacPwd: Redacted.make(DEMO_TXN_PASSWORD) });
  });
});
