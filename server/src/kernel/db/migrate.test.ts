import { readdirSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import type { Database } from "./Database";
import { migrate } from "./migrate";
import { seedIfEmpty } from "../../seed/seed";
import {
  openTestDatabase,
  TEST_APP_DATE,
  TEST_START_MS,
  testPasswordHasher,
} from "../../testSupport/testDatabase";

/** Every numbered migration in the migrations folder, in order (0001, 0002, ...). */
const VERSIONS = readdirSync(fileURLToPath(new URL("./migrations/", import.meta.url)))
  .filter((name) => /^\d{4}_.*\.sql$/.test(name))
  .sort()
  .map((name) => name.slice(0, 4));

const opened: Database[] = [];
afterAll(async () => {
  for (const db of opened) await db.close();
});

async function snapshot(db: Database) {
  return {
    customers: await db.query("SELECT * FROM customers ORDER BY id"),
    users: await db.query(
      "SELECT username, customer_id, secure_image_id, secure_text, mfa_required, login_pwd_expiry, txn_pwd_expiry FROM users ORDER BY username",
    ),
    accounts: await db.query("SELECT * FROM accounts ORDER BY account_number"),
    holders: await db.query("SELECT * FROM account_holders ORDER BY account_number, position"),
    transactions: await db.query(
      "SELECT account_number, sequence, posted_on, description, direction, amount_paise, balance_after_paise FROM transactions ORDER BY account_number, sequence",
    ),
  };
}

describe("migrations and seed", () => {
  it("run twice without change and seed the same data every time", async () => {
    const first = await openTestDatabase();
    opened.push(first);
    expect(VERSIONS.slice(0, 2)).toEqual(["0001", "0002"]);
    expect(await migrate(first)).toEqual(VERSIONS);
    const seededAt = new Date(TEST_START_MS);
    expect(await seedIfEmpty(first, TEST_APP_DATE, testPasswordHasher(), seededAt)).toBe(true);
    const before = await snapshot(first);
    expect(await migrate(first)).toEqual([]);
    expect(await seedIfEmpty(first, TEST_APP_DATE, testPasswordHasher(), seededAt)).toBe(false);
    expect(await snapshot(first)).toEqual(before);

    const second = await openTestDatabase();
    opened.push(second);
    await migrate(second);
    await seedIfEmpty(second, TEST_APP_DATE, testPasswordHasher(), seededAt);
    expect(await snapshot(second)).toEqual(before);
  });

  it("seeds the demo customers as described", async () => {
    const db = opened[0];
    if (db === undefined) throw new Error("first test did not run");
    const users = await db.query<{
      username: string;
      mfa_required: boolean;
      secure_image_id: string | null;
      login_pwd_expiry: string;
    }>("SELECT username, mfa_required, secure_image_id, login_pwd_expiry FROM users ORDER BY username");
    expect(users.map((u) => [u.username, u.mfa_required, u.secure_image_id !== null])).toEqual([
      ["asha", true, true],
      ["dev", false, true],
      ["kiran", false, true],
      ["meera", false, true],
      ["neha", false, true],
      ["ravi", false, false],
    ]);
    expect(users.find((u) => u.username === "dev")?.login_pwd_expiry).toBe("2026-11-21");
    expect(users.find((u) => u.username === "meera")?.login_pwd_expiry).toBe("2026-11-25");
    const ashaGroups = await db.query<{ account_group: string }>(
      `SELECT a.account_group FROM accounts a JOIN account_holders h USING (account_number)
        WHERE h.customer_id = 'CIF10000001' ORDER BY a.account_group`,
    );
    expect(ashaGroups.map((g) => g.account_group)).toEqual([
      "CD",
      "CD",
      "DDA",
      "LN",
      "LN",
      "RC",
      "SAV",
      "SAV",
      "SAV",
    ]);
    const ravi = await db.query<{ role: string }>(
      "SELECT role FROM account_holders WHERE customer_id = 'CIF10000002' ORDER BY role",
    );
    expect(ravi.map((r) => r.role)).toEqual(["joint", "primary"]);
    const span = await db.query<{ first: string; last: string; balance: number; n: number }>(
      `SELECT min(posted_on) AS first, max(posted_on) AS last, count(*)::int AS n,
              (SELECT balance_after_paise FROM transactions WHERE account_number = '10000010000011' ORDER BY sequence DESC LIMIT 1) AS balance
         FROM transactions WHERE account_number = '10000010000011'`,
    );
    expect(span[0]?.first.startsWith("2024-11")).toBe(true);
    expect(span[0]?.last.startsWith("2026-11")).toBe(true);
    expect(span[0]?.balance).toBe(28_456_075);
    expect(span[0]?.n).toBeGreaterThan(200);
    const hashes = await db.query<{ password_hash: string }>("SELECT password_hash FROM users");
    expect(hashes.every((h) => h.password_hash.startsWith("scrypt$"))).toBe(true);
  });

  it("0010 turns an account stored with the group NRE or NRO into a savings account of that scheme", async () => {
    const db = await openTestDatabase();
    opened.push(db);
    await migrate(db);
    await db.exec(
      `INSERT INTO branches (code, name, address2, address3, ifsc, micr) VALUES ('CHN003', 'Chennai', '', '', 'RIBK0000103', '600123003');
       INSERT INTO accounts (account_number, account_group, account_type, product_name, branch_code, opened_on) VALUES
         ('30000010000031', 'NRE', 'NRE', 'NRE Savings Account', 'CHN003', '2020-01-01'),
         ('30000020000032', 'NRO', 'NRO', 'NRO Savings Account', 'CHN003', '2020-01-01'),
         ('30000030000033', 'SAV', 'SB', 'Savings Account Regular', 'CHN003', '2020-01-01');
       DELETE FROM schema_migrations WHERE version = '0010';`,
    );
    expect(await migrate(db)).toEqual(["0010"]);
    const rows = await db.query<{ account_number: string; account_group: string; account_type: string }>(
      "SELECT account_number, account_group, account_type FROM accounts ORDER BY account_number",
    );
    expect(rows.map((r) => [r.account_number, r.account_group, r.account_type])).toEqual([
      ["30000010000031", "SAV", "NRE"],
      ["30000020000032", "SAV", "NRO"],
      ["30000030000033", "SAV", "SB"],
    ]);
  }, 60_000);

  it("0011 gives a database made before it the likelihood scale for the recommend question", async () => {
    const db = await openTestDatabase();
    opened.push(db);
    await migrate(db);
    await db.exec(
      `UPDATE feedback_options SET text_en = 'Good', text_de = 'Gut', text_hi = 'अच्छा' WHERE qid = 'Q3' AND score = 4;
       DELETE FROM schema_migrations WHERE version = '0011';`,
    );
    expect(await migrate(db)).toEqual(["0011"]);
    const rows = await db.query<{ qid: string; score: number; text_en: string }>(
      "SELECT qid, score, text_en FROM feedback_options WHERE qid IN ('Q1', 'Q3') ORDER BY qid, score",
    );
    expect(rows.map((r) => [r.qid, r.score, r.text_en])).toEqual([
      ["Q1", 1, "Very poor"],
      ["Q1", 2, "Poor"],
      ["Q1", 3, "Average"],
      ["Q1", 4, "Good"],
      ["Q1", 5, "Excellent"],
      ["Q3", 1, "Very unlikely"],
      ["Q3", 2, "Unlikely"],
      ["Q3", 3, "Neither likely nor unlikely"],
      ["Q3", 4, "Likely"],
      ["Q3", 5, "Very likely"],
    ]);
  }, 60_000);
});
