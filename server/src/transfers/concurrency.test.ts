import { randomUUID } from "node:crypto";
import { Redacted } from "effect";
import { describe, expect, it } from "vitest";
import { createApp } from "../app";
import { DEMO_TXN_PASSWORD } from "../db/seed/demoData";
import { outcome, signInActive } from "../testSupport/flows";
import { inProcessBank } from "../testSupport/inProcessBank";
import { useTestDeps } from "../testSupport/testDatabase";
import { checkLedger } from "./Ledger";

/**
 * No overdraft under concurrency (GUIDE §5; issue 19): 50 payments sent at once from one account
 * whose available balance covers 10 of them post exactly 10. On PostgreSQL (`TEST_DATABASE_URL`)
 * they run in parallel transactions on a pool of connections and the account's row lock decides;
 * on PGlite they are serialised by the single connection and the same must hold.
 */
const deps = useTestDeps();

const SALARY = "10000010000011";
const FAMILY = "10000010000071";

describe("50 simultaneous payments from one account", () => {
  it("post exactly as many as the balance covers, and the ledger still balances", async () => {
    const browser = inProcessBank(createApp(deps));
    await signInActive(browser, deps.db, "asha");
    await browser.bank.call("validateTransacPwd", { transacPwd: Redacted.make(DEMO_TXN_PASSWORD) });
    const [row] = await deps.db.query<{ available: number }>(
      "SELECT balance_paise - hold_paise AS available FROM accounts WHERE account_number = $1",
      [SALARY],
    );
    const available = Number(row?.available);
    const amount = Math.floor(available / 10);
    const answers = await Promise.all(
      Array.from({ length: 50 }, () =>
        outcome(
          browser.bank.call(
            "fundsTransferWithinBank",
            {
              fromAccountNumber: SALARY,
              benAccountNumber: FAMILY,
              transferAmount: amount,
              transComment: "Burst",
              transToComment: "",
              paymentNetwork: "IFT",
            },
            { idempotencyKey: randomUUID() },
          ),
        ),
      ),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(10);
    expect(
      answers
        .filter((answer) => answer.status !== 200)
        .every((answer) => (answer.body as { code: string }).code === "TRANSFER.INSUFFICIENT_BALANCE"),
    ).toBe(true);
    const [after] = await deps.db.query<{ balance_paise: number }>(
      "SELECT balance_paise FROM accounts WHERE account_number = $1",
      [SALARY],
    );
    expect(Number(after?.balance_paise)).toBe(available - 10 * amount);
    expect(Number(after?.balance_paise)).toBeGreaterThanOrEqual(0);
    const lines = await deps.db.query<{ n: number; distinct_sequences: number }>(
      `SELECT count(*)::int AS n, count(DISTINCT sequence)::int AS distinct_sequences FROM transactions
        WHERE account_number = $1 AND description LIKE '%Burst%'`,
      [SALARY],
    );
    expect(lines[0]).toEqual({ n: 10, distinct_sequences: 10 });
    expect(await checkLedger(deps.db)).toEqual({
      postingsSum: 0,
      unbalancedJournals: 0,
      accountMismatches: 0,
      internalMismatches: 0,
    });
  });
});
