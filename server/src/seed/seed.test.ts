import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { isValidInBankAccountNumber } from "../../../src/domain/beneficiary/Beneficiary";
import { TRANSACTION_CATEGORIES } from "../../../src/domain/enquiry/TransactionCategory";
import type { Database } from "../kernel/db/Database";
import { migrate } from "../kernel/db/migrate";
import { coolingOffUntil } from "../beneficiary/BeneficiaryRepository";
import { openTestDatabase, TEST_APP_DATE, testConfig, testPasswordHasher } from "../testSupport/testDatabase";
import { ACCOUNTS } from "./demoData";
import { seedIfEmpty } from "./seed";

/**
 * The clock at seeding: 07:26 in India on the application date, before the time of day a seed
 * fixed to the calendar once gave the beneficiary "added this morning" (08:19 India time).
 */
const SEEDED_AT = new Date(`${TEST_APP_DATE}T01:56:00Z`);
/** The hours of the new-beneficiary cap (the configured default). */
const CAP_HOURS = testConfig().transfers.newBeneficiaryHours;

let db: Database;
beforeAll(async () => {
  db = await openTestDatabase();
  await migrate(db);
  await seedIfEmpty(db, TEST_APP_DATE, testPasswordHasher(), SEEDED_AT);
});
afterAll(async () => {
  await db.close();
});

interface TxnRow {
  account_number: string;
  sequence: number;
  posted_on: string;
  description: string;
  direction: "DR" | "CR";
  amount: number;
  balance: number;
  category: string;
  cheque_number: string | null;
}

async function transactions(accountNumber: string): Promise<TxnRow[]> {
  const rows = await db.query<TxnRow>(
    `SELECT account_number, sequence, to_char(posted_on, 'YYYY-MM-DD') AS posted_on, description, direction,
            amount_paise::int AS amount, balance_after_paise::bigint::text AS balance, category, cheque_number
       FROM transactions WHERE account_number = $1 ORDER BY sequence`,
    [accountNumber],
  );
  return rows.map((r) => ({ ...r, balance: Number(r.balance) }));
}

describe("demo seed", () => {
  it("adds and activates every beneficiary before the clock at seeding, the new one within its cap's hours", async () => {
    const rows = await db.query<{ name: string; created_at: Date; activated_at: Date | null }>(
      "SELECT name, created_at, activated_at FROM beneficiaries ORDER BY id",
    );
    expect(rows.length).toBeGreaterThan(0);
    const ahead = rows.filter(
      (row) =>
        new Date(row.created_at).getTime() > SEEDED_AT.getTime() ||
        (row.activated_at !== null && new Date(row.activated_at).getTime() > SEEDED_AT.getTime()),
    );
    expect(ahead.map((row) => row.name)).toEqual([]);
    const sunita = rows.find((row) => row.name === "Sunita Kumar");
    const activated = new Date(sunita?.activated_at ?? 0).getTime();
    expect(SEEDED_AT.getTime() - activated).toBeGreaterThan(0);
    expect(SEEDED_AT.getTime() - activated).toBeLessThan(CAP_HOURS * 3_600_000);
    const capped = rows.filter(
      (row) =>
        coolingOffUntil(
          row.activated_at === null ? null : new Date(row.activated_at),
          SEEDED_AT,
          CAP_HOURS,
        ) !== null,
    );
    expect(capped.map((row) => row.name)).toEqual(["Sunita Kumar"]);
  });

  it("every seeded account number, and every one a lien or a transaction names, is a 14-digit in-bank number", async () => {
    const stored = await db.query<{ account_number: string }>(
      "SELECT account_number FROM accounts UNION ALL SELECT lien_fd_number FROM accounts WHERE lien_fd_number IS NOT NULL",
    );
    const named = (await db.query<{ description: string }>("SELECT DISTINCT description FROM transactions"))
      .map((r) => /(?:from|to|EMI) (\d+)$/.exec(r.description)?.[1])
      .filter((n) => n !== undefined);
    expect(named.length).toBeGreaterThan(0);
    const numbers = [...ACCOUNTS.map((a) => a.number), ...stored.map((r) => r.account_number), ...named];
    expect(numbers.filter((n) => !isValidInBankAccountNumber(n))).toEqual([]);
    expect(new Set(ACCOUNTS.map((a) => a.number)).size).toBe(ACCOUNTS.length);
    const seeded = new Set(ACCOUNTS.map((a) => a.number));
    expect(named.filter((n) => !seeded.has(n))).toEqual([]);
  });

  it("asha's salary account carries a direct-debit mandate; accounts without one do not", async () => {
    const rows = await db.query<{ account_number: string }>(
      "SELECT account_number FROM accounts WHERE has_mandate ORDER BY account_number",
    );
    expect(rows.map((r) => r.account_number)).toEqual(["10000010000011"]);
  });

  it("every account's rows reconcile: each balance is the previous one plus or minus the amount, ending at the account's balance", async () => {
    for (const account of ACCOUNTS) {
      const rows = await transactions(account.number);
      const sign = account.group === "LN" ? -1 : 1;
      for (let i = 1; i < rows.length; i++) {
        const previous = rows[i - 1]!;
        const row = rows[i]!;
        const delta = (row.direction === "CR" ? sign : -sign) * row.amount;
        expect(row.balance, `${account.number} #${String(row.sequence)}`).toBe(previous.balance + delta);
        expect(row.posted_on >= previous.posted_on).toBe(true);
      }
      if (rows.length > 0) {
        expect(rows[rows.length - 1]?.balance).toBe(account.balance);
        if (account.group !== "LN") expect(Math.min(...rows.map((r) => r.balance))).toBeGreaterThanOrEqual(0);
      }
    }
  });

  it("asha's savings and current accounts have 24 months with every category, cheques on both, references, salary, EMI and quarterly interest", async () => {
    const sav = await transactions("10000010000011");
    const dda = await transactions("10000020000012");
    expect(sav[0]?.posted_on.startsWith("2024-11")).toBe(true);
    expect(dda[0]?.posted_on.startsWith("2024-11")).toBe(true);
    expect(sav[sav.length - 1]?.posted_on).toBe("2026-11-21");
    const categories = new Set([...sav, ...dda].map((r) => r.category));
    expect([...categories].sort()).toEqual([...TRANSACTION_CATEGORIES].sort());
    expect(new Set(sav.map((r) => r.category)).size).toBe(TRANSACTION_CATEGORIES.length);
    expect(sav.some((r) => r.cheque_number !== null)).toBe(true);
    expect(dda.some((r) => r.cheque_number !== null)).toBe(true);
    const all = [...sav, ...dda];
    expect(all.some((r) => /^NEFT\/N\d{12}\//.test(r.description))).toBe(true);
    expect(all.some((r) => /^IMPS\/\d{12}\//.test(r.description))).toBe(true);
    expect(all.some((r) => /^UPI\/\d{12}\//.test(r.description))).toBe(true);
    const salaries = sav.filter((r) => r.category === "INCOME" && r.description.includes("Salary"));
    expect(new Set(salaries.map((r) => r.posted_on.slice(0, 7))).size).toBeGreaterThanOrEqual(24);
    const emis = sav.filter((r) => r.category === "LOAN" && r.direction === "DR");
    expect(emis.length).toBeGreaterThanOrEqual(24);
    const interest = sav.filter((r) => r.category === "INTEREST");
    expect(interest.length).toBeGreaterThanOrEqual(8);
    expect(interest.every((r) => ["03-31", "06-30", "09-30", "12-31"].includes(r.posted_on.slice(5)))).toBe(
      true,
    );
  });

  it("asha has a joint family account with three joint holders, a gold loan with a lien FD and two closed accounts at 0", async () => {
    const holders = await db.query<{ customer_id: string; role: string; position: number }>(
      "SELECT customer_id, role, position FROM account_holders WHERE account_number = '10000010000071' ORDER BY position",
    );
    expect(holders.map((h) => [h.customer_id, h.role])).toEqual([
      ["CIF10000001", "primary"],
      ["CIF10000007", "joint"],
      ["CIF10000008", "joint"],
      ["CIF10000009", "joint"],
    ]);
    const gold = await db.query<{ account_group: string; account_type: string; lien_fd_number: string }>(
      "SELECT account_group, account_type, lien_fd_number FROM accounts WHERE account_number = '10000060000016'",
    );
    expect(gold[0]).toEqual({ account_group: "LN", account_type: "GL", lien_fd_number: "10000030000013" });
    const closed = await db.query<{
      account_number: string;
      account_group: string;
      balance: string;
      closed_on: string;
    }>(
      `SELECT account_number, account_group, balance_paise::text AS balance, to_char(closed_on, 'YYYY-MM-DD') AS closed_on
         FROM accounts a JOIN account_holders h USING (account_number)
        WHERE h.customer_id = 'CIF10000001' AND a.status = 4 ORDER BY account_number`,
    );
    expect(closed.map((c) => [c.account_number, c.account_group, c.balance])).toEqual([
      ["10000010000081", "SAV", "0"],
      ["10000030000091", "CD", "0"],
    ]);
    for (const account of closed) {
      const rows = await transactions(account.account_number);
      expect(rows.length).toBeGreaterThan(0);
      expect(rows[rows.length - 1]?.posted_on).toBe(account.closed_on);
      expect(rows[rows.length - 1]?.balance).toBe(0);
    }
  });

  it("meera's NRE and NRO accounts are savings accounts (group SAV) whose type names the scheme", async () => {
    const rows = await db.query<{ account_number: string; account_group: string; account_type: string }>(
      `SELECT a.account_number, a.account_group, a.account_type
         FROM accounts a JOIN account_holders h USING (account_number)
        WHERE h.customer_id = 'CIF10000003' ORDER BY a.account_number`,
    );
    expect(rows.map((r) => [r.account_number, r.account_group, r.account_type])).toEqual([
      ["30000010000031", "SAV", "NRE"],
      ["30000020000032", "SAV", "NRO"],
    ]);
    // Every seeded account is in one of the groups the spec names (none of them a scheme).
    const groups = await db.query<{ account_group: string }>("SELECT DISTINCT account_group FROM accounts");
    expect(groups.map((g) => g.account_group).sort()).toEqual(["CD", "DDA", "LN", "RC", "SAV"]);
  });

  it("asha's open fixed deposit shows the one credit that placed it, on its opening date", async () => {
    const [deposit] = await db.query<{ opened_on: string; balance: string }>(
      `SELECT to_char(opened_on, 'YYYY-MM-DD') AS opened_on, balance_paise::text AS balance
         FROM accounts WHERE account_number = '10000030000013'`,
    );
    const rows = await transactions("10000030000013");
    expect(rows.map((r) => [r.posted_on, r.direction, r.amount, r.balance, r.category])).toEqual([
      [deposit?.opened_on, "CR", Number(deposit?.balance), Number(deposit?.balance), "TRANSFER"],
    ]);
  });

  it("every deposit has its deposit fields and every loan its loan fields", async () => {
    const rows = await db.query<Record<string, unknown>>(
      `SELECT account_group, original_paise, maturity_paise, maturity_date, term_months, tds_paise,
              disbursed_on, disbursed_paise, emi_paise, payment_due_on, payoff_paise
         FROM accounts WHERE account_group IN ('CD', 'RC', 'LN')`,
    );
    expect(rows.length).toBeGreaterThanOrEqual(5);
    for (const row of rows) {
      const fields =
        row["account_group"] === "LN"
          ? ["disbursed_on", "disbursed_paise", "emi_paise", "payment_due_on", "payoff_paise"]
          : ["original_paise", "maturity_paise", "maturity_date", "term_months", "tds_paise"];
      for (const field of fields) expect(row[field], field).not.toBeNull();
    }
  });

  it("every loan's EMI is the standard formula of its principal, rate and tenure, and its balance what the EMIs paid leave", async () => {
    const loans = await db.query<{
      account_number: string;
      disbursed: string;
      emi: string;
      rate: number;
      balance: string;
      days: number;
    }>(
      `SELECT account_number, disbursed_paise::text AS disbursed, emi_paise::text AS emi, interest_rate_bp AS rate,
              balance_paise::text AS balance, ($1::date - opened_on)::int AS days
         FROM accounts WHERE account_group = 'LN' ORDER BY account_number`,
      [TEST_APP_DATE],
    );
    expect(loans.length).toBe(ACCOUNTS.filter((a) => a.group === "LN").length);
    for (const loan of loans) {
      const seed = ACCOUNTS.find((a) => a.number === loan.account_number);
      const months = seed?.loan?.termMonths ?? 0;
      const principal = Number(loan.disbursed);
      const r = loan.rate / 12 / 10_000;
      // EMI = P·r·(1+r)^n / ((1+r)^n − 1), quoted in whole rupees (rounded up).
      const formula = (principal * r * (1 + r) ** months) / ((1 + r) ** months - 1);
      expect(Number(loan.emi), loan.account_number).toBe(Math.ceil(formula / 100) * 100);
      // After k EMIs: P·(1+r)^k − EMI·((1+r)^k − 1)/r, within a rupee of the paisa-rounded schedule.
      const k = Math.floor(loan.days / 30.44);
      const emi = Number(loan.emi);
      const left = principal * (1 + r) ** k - (emi * ((1 + r) ** k - 1)) / r;
      expect(Math.abs(Number(loan.balance) - left), loan.account_number).toBeLessThan(100);
      expect(Number(loan.balance)).toBeLessThan(principal);
    }
    // The home loan's EMI is what the salary account pays each month, well within the salary.
    const home = loans.find((l) => l.account_number === "10000050000015");
    const debits = (await transactions("10000010000011")).filter((r) =>
      r.description.includes("Home loan EMI"),
    );
    expect(debits.length).toBeGreaterThan(0);
    expect(new Set(debits.map((r) => r.amount))).toEqual(new Set([Number(home?.emi)]));
    const salary = (await transactions("10000010000011")).find((r) => r.description.includes("Salary"));
    expect(Number(home?.emi)).toBeLessThan((salary?.amount ?? 0) / 2);
  });

  it("a loan's statement shows each month's interest debited before its EMI is credited", async () => {
    const rows = await transactions("10000050000015");
    const emis = rows.filter((r) => r.description === "EMI received");
    const interest = rows.filter((r) => r.category === "INTEREST" && r.direction === "DR");
    expect(emis.length).toBeGreaterThanOrEqual(11);
    expect(interest.map((r) => r.posted_on)).toEqual(emis.map((r) => r.posted_on));
    // 8.45 % a year on the balance before the month: within a rupee.
    for (const row of interest) {
      const before = row.balance - row.amount;
      expect(Math.abs(row.amount - (before * 845) / 120_000)).toBeLessThan(100);
    }
  });

  it("a cheque pays only what people pay by cheque (rent, fees, premiums, electricity), never a pharmacy or a food order", async () => {
    const cheques = await db.query<{ category: string; description: string }>(
      "SELECT category, description FROM transactions WHERE cheque_number IS NOT NULL",
    );
    expect(cheques.length).toBeGreaterThan(0);
    for (const cheque of cheques) {
      expect(["RENT", "EDUCATION", "INSURANCE", "UTILITIES"], cheque.description).toContain(cheque.category);
      expect(cheque.description).toMatch(
        /^CHQ\/\d+\/(Rent to landlord|School fees|LIC premium|BEST electricity)$/,
      );
    }
  });
});
