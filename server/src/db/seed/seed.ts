import { addDays } from "../../clock";
import { hashPassword } from "../../secrets";
import type { Database, Queryable } from "../Database";
import {
  ACCOUNTS,
  BRANCHES,
  CUSTOMERS,
  DEMO_PASSWORD,
  DEMO_TXN_PASSWORD,
  type AccountSeed,
} from "./demoData";
import { mulberry32, randomIntBetween } from "./prng";

/** The fixed seed of the demo data's generator. */
export const SEED = 20261122;

/** One generated transaction row. */
export interface TransactionSeed {
  readonly sequence: number;
  readonly date: string;
  readonly description: string;
  readonly direction: "DR" | "CR";
  readonly amount: number;
  readonly balanceAfter: number;
  readonly category: string;
  readonly cheque: string | null;
}

const DEBITS: ReadonlyArray<readonly [string, string, number, number]> = [
  ["UPI/Swiggy/food order", "FOOD", 18_000, 120_000],
  ["UPI/BigBasket/groceries", "GROCERY", 60_000, 450_000],
  ["POS/Reliance Fresh", "GROCERY", 30_000, 300_000],
  ["BillPay/BEST electricity", "UTILITIES", 150_000, 600_000],
  ["BillPay/Airtel postpaid", "UTILITIES", 49_900, 99_900],
  ["ATM/Cash withdrawal", "CASH", 200_000, 1_000_000],
  ["NEFT/Rent to landlord", "RENT", 2_500_000, 2_500_000],
  ["IMPS/Transfer to friend", "TRANSFER", 100_000, 800_000],
  ["POS/IRCTC tickets", "TRAVEL", 80_000, 650_000],
  ["UPI/Pharmacy", "HEALTH", 20_000, 250_000],
];

/** Generates `months` months of transactions ending on `appDate` that end at `finalBalance`. */
export function generateTransactions(
  account: AccountSeed,
  appDate: string,
  months: number,
  random: () => number,
): TransactionSeed[] {
  const days = Math.round(months * 30.44);
  const rows: Array<Omit<TransactionSeed, "balanceAfter" | "sequence">> = [];
  const isLoan = account.group === "LN";
  const isRecurring = account.group === "RC";
  for (let offset = days; offset >= 1; offset--) {
    const date = addDays(appDate, -offset);
    const dayOfMonth = Number(date.slice(8, 10));
    if (isLoan || isRecurring) {
      if (dayOfMonth === 5) {
        const amount = isLoan ? (account.loan?.emi ?? 0) : (account.deposit?.original ?? 0);
        rows.push({
          date,
          description: isLoan ? "EMI received" : "Instalment received",
          direction: "CR",
          amount,
          category: "LOAN",
          cheque: null,
        });
      }
      continue;
    }
    if (dayOfMonth === 1) {
      const salary = account.group === "DDA" ? randomIntBetween(random, 30_000_000, 45_000_000) : 12_500_000;
      rows.push({
        date,
        description: account.group === "DDA" ? "NEFT/Client payment" : "NEFT/Salary credit",
        direction: "CR",
        amount: salary,
        category: "INCOME",
        cheque: null,
      });
    }
    if (random() < 0.35) {
      const [description, category, min, max] =
        DEBITS[randomIntBetween(random, 0, DEBITS.length - 1)] ?? DEBITS[0]!;
      const cheque =
        account.group === "DDA" && random() < 0.1
          ? String(100_000 + randomIntBetween(random, 1, 899_999))
          : null;
      rows.push({
        date,
        description: cheque === null ? description : "CHQ/Cheque paid",
        direction: "DR",
        amount: randomIntBetween(random, min, max),
        category,
        cheque,
      });
    }
    if (dayOfMonth === 28 && random() < 0.5) {
      rows.push({
        date,
        description: "Interest credit",
        direction: "CR",
        amount: randomIntBetween(random, 1_000, 90_000),
        category: "INTEREST",
        cheque: null,
      });
    }
  }
  const sign = isLoan ? -1 : 1;
  const net = rows.reduce((sum, row) => sum + (row.direction === "CR" ? sign : -sign) * row.amount, 0);
  let balance = account.balance - net;
  return rows.map((row, index) => {
    balance += (row.direction === "CR" ? sign : -sign) * row.amount;
    return { ...row, sequence: index + 1, balanceAfter: balance };
  });
}

/** Inserts the demo data when the database has no customers yet; returns whether it seeded. */
export async function seedIfEmpty(db: Database, appDate: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const existing = await tx.query<{ n: number }>("SELECT count(*)::int AS n FROM customers");
    if ((existing[0]?.n ?? 0) > 0) return false;
    await seed(tx, appDate);
    return true;
  });
}

async function seed(tx: Queryable, appDate: string): Promise<void> {
  const random = mulberry32(SEED);
  for (const branch of BRANCHES) {
    await tx.query(
      "INSERT INTO branches (code, name, address2, address3, ifsc) VALUES ($1, $2, $3, $4, $5)",
      [branch.code, branch.name, branch.address2, branch.address3, branch.ifsc],
    );
  }
  for (const customer of CUSTOMERS) {
    await tx.query(
      `INSERT INTO customers (id, customer_code, prefix, first_name, last_name, customer_type, birth_date, mobile, email,
         address3, address4, customer_since, branch_code, rm_name, rm_mobile)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15)`,
      [
        customer.id,
        customer.code,
        customer.prefix,
        customer.firstName,
        customer.lastName,
        customer.type,
        customer.birthDate,
        customer.mobile,
        customer.email,
        customer.address3,
        customer.address4,
        customer.customerSince,
        customer.branch,
        customer.rmName,
        customer.rmMobile,
      ],
    );
    const user = customer.user;
    if (user === undefined) continue;
    const lastLogin = `${addDays(appDate, -user.lastLoginDaysAgo)}T04:30:00Z`;
    await tx.query(
      `INSERT INTO users (username, customer_id, password_hash, txn_password_hash, secure_image_id, secure_text, mfa_required,
         login_pwd_expiry, txn_pwd_expiry, last_login_at, last_fail_login_at, txn_reset_required)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)`,
      [
        user.username,
        customer.id,
        await hashPassword(DEMO_PASSWORD),
        await hashPassword(DEMO_TXN_PASSWORD),
        user.secureImageId,
        user.secureText,
        user.mfaRequired,
        addDays(appDate, user.loginPwdDays),
        addDays(appDate, user.txnPwdDays),
        lastLogin,
        `${addDays(appDate, -user.lastLoginDaysAgo - 20)}T12:10:00Z`,
        user.txnResetRequired ?? false,
      ],
    );
  }
  for (const account of ACCOUNTS) {
    const opened = addDays(appDate, -account.openedDaysAgo);
    const termMonths = account.deposit?.termMonths ?? null;
    await tx.query(
      `INSERT INTO accounts (account_number, account_group, account_type, product_name, branch_code, opened_on, balance_paise,
         interest_rate_bp, original_paise, maturity_paise, maturity_date, term_months, disbursed_on, emi_paise, payment_due_on)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15)`,
      [
        account.number,
        account.group,
        account.type,
        account.product,
        account.branch,
        opened,
        account.balance,
        account.interestBp,
        account.deposit?.original ?? null,
        account.deposit?.maturity ?? null,
        termMonths === null ? null : addDays(opened, Math.round(termMonths * 30.44)),
        termMonths,
        account.loan === undefined ? null : opened,
        account.loan?.emi ?? null,
        account.loan === undefined ? null : addDays(appDate, 13),
      ],
    );
    for (const [position, customerId] of account.holders.entries()) {
      await tx.query(
        "INSERT INTO account_holders (account_number, customer_id, role, position) VALUES ($1, $2, $3, $4)",
        [account.number, customerId, position === 0 ? "primary" : "joint", position + 1],
      );
    }
    if (account.historyMonths > 0) {
      const rows = generateTransactions(account, appDate, account.historyMonths, random);
      for (let start = 0; start < rows.length; start += 100) {
        const chunk = rows.slice(start, start + 100);
        const params: unknown[] = [];
        const values = chunk.map((row) => {
          params.push(
            account.number,
            row.sequence,
            row.date,
            row.description,
            row.direction,
            row.amount,
            row.balanceAfter,
            row.category,
            row.cheque,
          );
          const base = params.length - 9;
          return `($${base + 1}, $${base + 2}, $${base + 3}, $${base + 3}, $${base + 4}, $${base + 5}, $${base + 6}, $${base + 7}, $${base + 8}, $${base + 9})`;
        });
        await tx.query(
          `INSERT INTO transactions (account_number, sequence, posted_on, value_on, description, direction, amount_paise,
             balance_after_paise, category, cheque_number) VALUES ${values.join(", ")}`,
          params,
        );
      }
    }
  }
}
