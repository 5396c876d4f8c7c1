import { describe, expect, it } from "vitest";
import { ACCOUNTS } from "../seed/demoData";
import { useTestDeps } from "../testSupport/testDatabase";
import { checkLedger } from "./Ledger";

const deps = useTestDeps();

describe("the seeded ledger", () => {
  it("balances: postings sum to zero and every balance equals its postings", async () => {
    expect(await checkLedger(deps.db)).toEqual({
      postingsSum: 0n,
      unbalancedJournals: 0,
      accountMismatches: 0,
      internalMismatches: 0,
    });
  });

  it("keeps every demo balance, and every statement runs line by line to it without going below zero", async () => {
    for (const account of ACCOUNTS) {
      const [row] = await deps.db.query<{ balance_paise: number }>(
        "SELECT balance_paise FROM accounts WHERE account_number = $1",
        [account.number],
      );
      expect(Number(row?.balance_paise), account.number).toBe(account.balance);
    }
    const lines = await deps.db.query<{
      account_number: string;
      sequence: number;
      direction: string;
      amount_paise: number;
      balance_after_paise: number;
    }>(
      `SELECT t.account_number, t.sequence, t.direction, t.amount_paise, t.balance_after_paise
         FROM transactions t JOIN accounts a ON a.account_number = t.account_number
        WHERE a.account_group IN ('SAV', 'DDA') ORDER BY t.account_number, t.sequence`,
    );
    const last = new Map<string, { sequence: number; balance: number }>();
    for (const line of lines) {
      const before = last.get(line.account_number);
      if (before !== undefined) {
        expect(line.sequence).toBe(before.sequence + 1);
        const delta = line.direction === "CR" ? Number(line.amount_paise) : -Number(line.amount_paise);
        expect(Number(line.balance_after_paise), `${line.account_number} #${String(line.sequence)}`).toBe(
          before.balance + delta,
        );
      }
      expect(Number(line.balance_after_paise)).toBeGreaterThanOrEqual(0);
      last.set(line.account_number, { sequence: line.sequence, balance: Number(line.balance_after_paise) });
    }
    const balances = await deps.db.query<{ account_number: string; balance_paise: number }>(
      "SELECT account_number, balance_paise FROM accounts WHERE account_group IN ('SAV', 'DDA')",
    );
    for (const account of balances) {
      const end = last.get(account.account_number);
      if (end !== undefined) expect(end.balance, account.account_number).toBe(Number(account.balance_paise));
    }
  });

  it("gives asha a history of every network and outcome, posted through the ledger", async () => {
    const rows = await deps.db.query<{
      network: string;
      status: string;
      clearing_status: string;
      journal: boolean;
    }>(
      `SELECT network, status, clearing_status, journal_id IS NOT NULL AS journal FROM payments
        WHERE customer_id = 'CIF10000001' ORDER BY created_at`,
    );
    expect(new Set(rows.map((row) => row.network))).toEqual(new Set(["IFT", "IFTWB", "NEFT", "RTGS"]));
    expect(rows.map((row) => row.clearing_status)).toEqual(
      expect.arrayContaining([
        "Returned",
        "NEFT Success",
        "Success",
        "Internal tr. Success",
        "NEFT Reject",
        "Next Day Processing",
      ]),
    );
    expect(rows.filter((row) => row.status === "REJECTED").every((row) => !row.journal)).toBe(true);
    const [reversal] = await deps.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM journals WHERE kind = 'REVERSAL' AND reverses IS NOT NULL",
    );
    expect(reversal?.n).toBe(1);
    const [frozen] = await deps.db.query<{ freeze_state: string }>(
      "SELECT freeze_state FROM accounts WHERE account_number = '10000010000051'",
    );
    expect(frozen?.freeze_state).toBe("DEBIT");
    const [neha] = await deps.db.query<{ mobile: string }>(
      "SELECT c.mobile FROM users u JOIN customers c ON c.id = u.customer_id WHERE u.username = 'neha'",
    );
    expect(neha?.mobile).toBe("");
  });
});
