import { randomUUID } from "node:crypto";
import { Redacted } from "effect";
import { describe, expect, it } from "vitest";
import { endpoints } from "../../../src/adapters/rib/contract/endpoints";
import type { Paise } from "../../../src/domain/money/Money";
import { createApp } from "../app";
import { DEMO_TXN_PASSWORD } from "../seed/demoData";
import { outcome, signInActive, verifiedCode } from "../testSupport/flows";
import { inProcessBank } from "../testSupport/inProcessBank";
import { useTestDeps } from "../testSupport/testDatabase";
import { checkLedger } from "./Ledger";

/**
 * No overdraft under concurrency (GUIDE §5; issue 19): 50 payments sent at once from one account
 * whose available balance covers 10 of them post exactly 10. On PostgreSQL (`TEST_DATABASE_URL`)
 * they run in parallel transactions on a pool of connections and the account's row lock decides;
 * on PGlite they are serialised by the single connection and the same must hold. The same for the
 * new-beneficiary cap: payments sent at once to a new beneficiary never add up to more than it.
 */
const deps = useTestDeps();

const SALARY = "10000010000011";
const FAMILY = "10000010000071";
const BUSINESS = "10000020000012";
/** Another customer's account in the bank that asha has no beneficiary for. */
const NEW_PAYEE = "10000010000111";

describe("50 simultaneous payments from one account", () => {
  it("post exactly as many as the balance covers, and the ledger still balances", async () => {
    const browser = inProcessBank(createApp(deps));
    await signInActive(browser, deps.db, "asha");
    await browser.bank.call("validateTransacPwd", { transacPwd: Redacted.make(DEMO_TXN_PASSWORD) });
    const [row] = await deps.db.query<{ available: number }>(
      "SELECT balance_paise - hold_paise AS available FROM accounts WHERE account_number = $1",
      [SALARY],
    );
    const available = BigInt(row?.available ?? 0);
    const amount = available / 10n;
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
    expect(BigInt(after?.balance_paise ?? 0)).toBe(available - 10n * amount);
    expect(BigInt(after?.balance_paise ?? 0)).toBeGreaterThanOrEqual(0n);
    const lines = await deps.db.query<{ n: number; distinct_sequences: number }>(
      `SELECT count(*)::int AS n, count(DISTINCT sequence)::int AS distinct_sequences FROM transactions
        WHERE account_number = $1 AND description LIKE '%Burst%'`,
      [SALARY],
    );
    expect(lines[0]).toEqual({ n: 10, distinct_sequences: 10 });
    expect(await checkLedger(deps.db)).toEqual({
      postingsSum: 0n,
      unbalancedJournals: 0,
      accountMismatches: 0,
      internalMismatches: 0,
    });
  });
});

describe("simultaneous payments to a new beneficiary", () => {
  it("never add up to more than the new-beneficiary cap, also when its stored activation lies ahead of the clock", async () => {
    const browser = inProcessBank(createApp(deps));
    await signInActive(browser, deps.db, "asha");
    await browser.bank.call("validateTransacPwd", { transacPwd: Redacted.make(DEMO_TXN_PASSWORD) });
    const cap = BigInt(deps.config.transfers.newBeneficiaryCapPaise);
    const [row] = await deps.db.query<{ id: string }>(
      `INSERT INTO beneficiaries (customer_id, type, name, nickname, account_number, ifsc, bank_name, branch_name,
         account_type, transfer_limit_paise, status, created_at, activated_at)
       VALUES ('CIF10000001', 2, 'Kiran Rao', 'Kiran', $1, 'RIBK0000101', 'Sahyog Bank', 'Fort, Mumbai', 10,
         $2, 'ACTIVE', $3, $3)
       RETURNING id::text AS id`,
      [NEW_PAYEE, cap * 2n, new Date(deps.clock.now().getTime() + 53 * 60_000)],
    );
    const amount = cap / 5n;
    const request = {
      fromAccountNumber: BUSINESS,
      benAccountNumber: NEW_PAYEE,
      benSequence: row?.id ?? "",
      transferAmount: amount,
      transComment: "Burst to a new payee",
      transToComment: "",
      paymentNetwork: "IFTWB" as const,
    };
    // A validated code for each payment first (one at a time, as a customer confirms them), then all at once.
    const codes: string[] = [];
    for (let i = 0; i < 8; i++) {
      codes.push(await verifiedCode(browser, deps.db, endpoints.fundsTransferWithinBank, request));
    }
    const before = await balanceOf(BUSINESS);
    const answers = await Promise.all(
      codes.map((otac) =>
        outcome(
          browser.bank.call(
            "fundsTransferWithinBank",
            { ...request, otac },
            { idempotencyKey: randomUUID() },
          ),
        ),
      ),
    );
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(5);
    expect(
      answers
        .filter((answer) => answer.status !== 200)
        .map((answer) => (answer.body as { code: string }).code),
    ).toEqual(Array(3).fill("TRANSFER.NEW_BENEFICIARY_CAP"));
    const [paid] = await deps.db.query<{ total: number }>(
      "SELECT coalesce(sum(amount_paise), 0)::bigint AS total FROM payments WHERE beneficiary_id = $1",
      [row?.id],
    );
    expect(BigInt(paid?.total ?? 0)).toBe(cap);
    expect(await balanceOf(BUSINESS)).toBe(before - cap);
  });
});

async function balanceOf(account: string): Promise<Paise> {
  const [row] = await deps.db.query<{ balance_paise: number }>(
    "SELECT balance_paise FROM accounts WHERE account_number = $1",
    [account],
  );
  return BigInt(row?.balance_paise ?? 0);
}
