import { addDays } from "../kernel/clock";
import type { PasswordHasher } from "../kernel/secrets";
import type { Database, Queryable } from "../kernel/db/Database";
import {
  ACCOUNTS,
  BRANCHES,
  CUSTOMERS,
  DEMO_PASSWORD,
  DEMO_TXN_PASSWORD,
  HOME_LOAN_EMI,
  type AccountSeed,
} from "./demoData";
import { mulberry32, randomIntBetween } from "./prng";
import { seedLedger } from "./ledgerSeed";
import { seedFavourites } from "./favouriteSeed";
import { seedBeneficiaries } from "./beneficiarySeed";
import { CLOSED_STATUS_CODE } from "../../../src/domain/accounts/AccountStatus";

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

/**
 * Random debits: description ("{ref}" is replaced by a payment reference), category, min and max
 * paise, and the payee a cheque names when the payment may be made by cheque (null: never by
 * cheque, as nobody pays a pharmacy or a food order by cheque). A cheque keeps its payment's category.
 */
const DEBITS: ReadonlyArray<readonly [string, string, number, number, string | null]> = [
  ["UPI/{ref}/Swiggy/food order", "FOOD", 18_000, 120_000, null],
  ["UPI/{ref}/BigBasket/groceries", "GROCERY", 60_000, 450_000, null],
  ["POS/Reliance Fresh", "GROCERY", 30_000, 300_000, null],
  ["BillPay/BEST electricity", "UTILITIES", 150_000, 600_000, "BEST electricity"],
  ["BillPay/Airtel postpaid", "UTILITIES", 49_900, 99_900, null],
  ["ATM/Cash withdrawal", "CASH", 200_000, 1_000_000, null],
  ["NEFT/{ref}/Rent to landlord", "RENT", 2_500_000, 2_500_000, "Rent to landlord"],
  ["IMPS/{ref}/Transfer to friend", "TRANSFER", 100_000, 800_000, null],
  ["POS/IRCTC tickets", "TRAVEL", 80_000, 650_000, null],
  ["UPI/{ref}/Pharmacy", "HEALTH", 20_000, 250_000, null],
  ["UPI/{ref}/Amazon/shopping", "SHOPPING", 49_900, 900_000, null],
  ["NEFT/{ref}/School fees", "EDUCATION", 1_500_000, 4_500_000, "School fees"],
  ["BillPay/LIC premium", "INSURANCE", 250_000, 1_200_000, "LIC premium"],
  ["POS/Miscellaneous", "OTHERS", 10_000, 150_000, null],
];

/** A payment reference for a description: NEFT `N` + yyMMdd + six digits, UPI and IMPS twelve digits. */
function withReference(description: string, date: string, random: () => number): string {
  if (!description.includes("{ref}")) return description;
  const digits = (n: number): string =>
    Array.from({ length: n }, () => String(randomIntBetween(random, 0, 9))).join("");
  const reference = description.startsWith("NEFT")
    ? `N${date.slice(2, 4)}${date.slice(5, 7)}${date.slice(8, 10)}${digits(6)}`
    : digits(12);
  return description.replace("{ref}", reference);
}

/** The last day of a quarter (March, June, September, December). */
function isQuarterEnd(date: string): boolean {
  const monthDay = date.slice(5);
  return ["03-31", "06-30", "09-30", "12-31"].includes(monthDay);
}

type PlannedRow = Omit<TransactionSeed, "balanceAfter" | "sequence">;

/**
 * Instalments of a recurring deposit, or the EMIs of a loan, on the 5th of each month, with balances
 * that end at the account's balance. A loan is also debited each month's interest before its EMI
 * (on the balance before it, at the loan's rate), so every EMI repays interest and principal as a
 * customer's loan statement shows; the rows are built back from the final balance.
 */
function instalmentRows(account: AccountSeed, endDate: string, days: number): TransactionSeed[] {
  const isLoan = account.group === "LN";
  const dates: string[] = [];
  for (let offset = days; offset >= 1; offset--) {
    const date = addDays(endDate, -offset);
    if (Number(date.slice(8, 10)) === 5) dates.push(date);
  }
  if (!isLoan) {
    const amount = account.deposit?.original ?? 0;
    let balance = account.balance - amount * dates.length;
    return dates.map((date, index) => {
      balance += amount;
      return {
        sequence: index + 1,
        date,
        description: "Instalment received",
        direction: "CR",
        amount,
        balanceAfter: balance,
        category: "LOAN",
        cheque: null,
      };
    });
  }
  const emi = account.loan?.emi ?? 0;
  const monthlyRate = account.interestBp / 10_000 / 12;
  // Backwards from the final balance: the balance before a month's interest and EMI.
  const months: { date: string; before: number; interest: number }[] = [];
  let after = account.balance;
  for (const date of [...dates].reverse()) {
    const beforeEmi = after + emi;
    const before = Math.round(beforeEmi / (1 + monthlyRate));
    months.unshift({ date, before, interest: beforeEmi - before });
    after = before;
  }
  const rows: TransactionSeed[] = [];
  for (const { date, before, interest } of months) {
    rows.push({
      sequence: rows.length + 1,
      date,
      description: "Interest for the month",
      direction: "DR",
      amount: interest,
      balanceAfter: before + interest,
      category: "INTEREST",
      cheque: null,
    });
    rows.push({
      sequence: rows.length + 1,
      date,
      description: "EMI received",
      direction: "CR",
      amount: emi,
      balanceAfter: before + interest - emi,
      category: "LOAN",
      cheque: null,
    });
  }
  return rows;
}

/**
 * The history of a closed fixed deposit: the opening credit, quarterly interest, TDS and the
 * maturity payout on the closing date, which leaves the balance at 0.
 */
function closedDepositRows(account: AccountSeed, openedOn: string, closedOn: string): TransactionSeed[] {
  const deposit = account.deposit;
  if (deposit === undefined) return [];
  const interest = deposit.maturity - deposit.original;
  const quarter = Math.floor(interest / 4);
  const planned: PlannedRow[] = [
    {
      date: openedOn,
      description: "Deposit opened by transfer from 10000010000011",
      direction: "CR",
      amount: deposit.original,
      category: "TRANSFER",
      cheque: null,
    },
  ];
  for (let q = 1; q <= 4; q++) {
    planned.push({
      date: q === 4 ? closedOn : addDays(openedOn, q * 91),
      description: "Interest capitalised",
      direction: "CR",
      amount: q === 4 ? interest - 3 * quarter : quarter,
      category: "INTEREST",
      cheque: null,
    });
  }
  if (deposit.tds > 0) {
    planned.push({
      date: closedOn,
      description: "TDS on interest",
      direction: "DR",
      amount: deposit.tds,
      category: "OTHERS",
      cheque: null,
    });
  }
  planned.push({
    date: closedOn,
    description: "Maturity proceeds to 10000010000011",
    direction: "DR",
    amount: deposit.maturity - deposit.tds,
    category: "TRANSFER",
    cheque: null,
  });
  let balance = 0;
  return planned.map((row, index) => {
    balance += row.direction === "CR" ? row.amount : -row.amount;
    return { ...row, sequence: index + 1, balanceAfter: balance };
  });
}

/**
 * The history of an open fixed deposit whose interest accrues until maturity: the one credit that
 * placed it, on its opening date, so its statement shows where its balance came from.
 */
function openDepositRows(account: AccountSeed, openedOn: string): TransactionSeed[] {
  const deposit = account.deposit;
  if (deposit === undefined) return [];
  return [
    {
      sequence: 1,
      date: openedOn,
      description: "Deposit opened by transfer from 10000010000011",
      direction: "CR",
      amount: deposit.original,
      balanceAfter: deposit.original,
      category: "TRANSFER",
      cheque: null,
    },
  ];
}

/** The monthly home-loan EMI paid from the primary savings account (spec: EMI rows, category LOAN). */
const SAVINGS_EMI = { account: "10000010000011", loan: "10000050000015", day: 5 } as const;

/**
 * Generates `months` months of transactions of a savings, current or NRI account ending the day
 * before `endDate`: salary or client payments, random spending with UPI/NEFT/IMPS references and
 * cheques, quarterly interest, and at each month's end a transfer to or from the customer's other
 * accounts that keeps the month's closing balance on a path to `finalBalance`. Every balance is the
 * previous one plus or minus the amount, none is negative, and the last is `finalBalance`.
 */
function operativeRows(
  account: AccountSeed,
  endDate: string,
  days: number,
  finalBalance: number,
  random: () => number,
): TransactionSeed[] {
  const rows: TransactionSeed[] = [];
  const startBalance = Math.max(finalBalance, 1_500_000) * (0.7 + 0.3 * random());
  let balance = Math.round(startBalance);
  let chequeNumber = randomIntBetween(random, 100_001, 800_000);
  const dates = Array.from({ length: days }, (_, i) => addDays(endDate, i - days));
  const months = [...new Set(dates.map((d) => d.slice(0, 7)))];
  const push = (row: PlannedRow): void => {
    const delta = row.direction === "CR" ? row.amount : -row.amount;
    if (balance + delta < 0) return;
    balance += delta;
    rows.push({ ...row, sequence: rows.length + 1, balanceAfter: balance });
  };
  for (const [monthIndex, month] of months.entries()) {
    const monthDates = dates.filter((d) => d.startsWith(month));
    for (const date of monthDates) {
      const dayOfMonth = Number(date.slice(8, 10));
      if (dayOfMonth === 1) {
        const current = account.group === "DDA";
        push({
          date,
          description: withReference(
            current ? "NEFT/{ref}/Client payment" : "NEFT/{ref}/Salary credit",
            date,
            random,
          ),
          direction: "CR",
          amount: current ? randomIntBetween(random, 30_000_000, 45_000_000) : 12_500_000,
          category: "INCOME",
          cheque: null,
        });
      }
      if (account.number === SAVINGS_EMI.account && dayOfMonth === SAVINGS_EMI.day) {
        push({
          date,
          description: withReference(`NACH/{ref}/Home loan EMI ${SAVINGS_EMI.loan}`, date, random),
          direction: "DR",
          amount: HOME_LOAN_EMI,
          category: "LOAN",
          cheque: null,
        });
      }
      if (random() < 0.35) {
        const [description, category, min, max, chequePayee] =
          DEBITS[randomIntBetween(random, 0, DEBITS.length - 1)] ?? DEBITS[0]!;
        const chequeChance = account.group === "DDA" ? 0.3 : account.group === "SAV" ? 0.12 : 0;
        const byCheque = random() < chequeChance && chequePayee !== null;
        const cheque = byCheque ? String(chequeNumber++) : null;
        push({
          date,
          description:
            cheque === null ? withReference(description, date, random) : `CHQ/${cheque}/${chequePayee}`,
          direction: "DR",
          amount: randomIntBetween(random, min, max),
          category,
          cheque,
        });
      }
      if (account.interestBp > 0 && isQuarterEnd(date)) {
        const interest = Math.floor((balance * account.interestBp) / 40_000);
        if (interest > 0) {
          push({
            date,
            description: "Interest credit",
            direction: "CR",
            amount: interest,
            category: "INTEREST",
            cheque: null,
          });
        }
      }
    }
    const last = monthDates[monthDates.length - 1] ?? endDate;
    const share = (monthIndex + 1) / months.length;
    const wobble = monthIndex === months.length - 1 ? 0 : (random() - 0.5) * 0.2 * startBalance;
    const target = Math.max(0, Math.round(startBalance + (finalBalance - startBalance) * share + wobble));
    const sweep = target - balance;
    if (sweep !== 0) {
      push({
        date: last,
        description: withReference(
          sweep > 0 ? "NEFT/{ref}/Transfer from own account" : "IMPS/{ref}/Transfer to own account",
          last,
          random,
        ),
        direction: sweep > 0 ? "CR" : "DR",
        amount: Math.abs(sweep),
        category: "TRANSFER",
        cheque: null,
      });
    }
  }
  return rows;
}

/**
 * Generates `months` months of transactions of `account` ending the day before `endDate` (the
 * application date, or the closing date of a closed account) that end at the account's balance. A
 * closed savings or current account ends with the transfer of its balance on the closing date.
 */
export function generateTransactions(
  account: AccountSeed,
  endDate: string,
  months: number,
  random: () => number,
): TransactionSeed[] {
  const days = Math.round(months * 30.44);
  if (account.group === "LN" || account.group === "RC") return instalmentRows(account, endDate, days);
  if (account.closedDaysAgo === undefined)
    return operativeRows(account, endDate, days, account.balance, random);
  const beforeClosing = randomIntBetween(random, 500_000, 2_500_000);
  const rows = operativeRows(account, endDate, days, beforeClosing, random);
  const sequence = rows.length + 1;
  return [
    ...rows,
    {
      sequence,
      date: endDate,
      description: "Account closed: balance transferred to 10000010000011",
      direction: "DR",
      amount: beforeClosing,
      balanceAfter: 0,
      category: "TRANSFER",
      cheque: null,
    },
  ];
}

/**
 * Inserts the demo data when the database has no customers yet; returns whether it seeded. Dates
 * follow `appDate`; instants the clock compares (a beneficiary's activation) follow `now`, the
 * clock at seeding, so none lies ahead of it.
 */
export async function seedIfEmpty(
  db: Database,
  appDate: string,
  passwords: PasswordHasher,
  now: Date,
): Promise<boolean> {
  // The demo passwords are published, so every demo customer may share one hash of each: at
  // OWASP's cost a hash takes about a second, and a first start hashes two, not two per customer.
  // Hashed only when the database is empty (a restart of a seeded one hashes nothing).
  const customers = await db.query<{ n: number }>("SELECT count(*)::int AS n FROM customers");
  if ((customers[0]?.n ?? 0) > 0) return false;
  const hashes = { login: await passwords.hash(DEMO_PASSWORD), txn: await passwords.hash(DEMO_TXN_PASSWORD) };
  return db.transaction(async (tx) => {
    const existing = await tx.query<{ n: number }>("SELECT count(*)::int AS n FROM customers");
    if ((existing[0]?.n ?? 0) > 0) return false;
    await seed(tx, appDate, hashes, now);
    return true;
  });
}

async function seed(
  tx: Queryable,
  appDate: string,
  hashes: { login: string; txn: string },
  now: Date,
): Promise<void> {
  const random = mulberry32(SEED);
  for (const branch of BRANCHES) {
    await tx.query(
      "INSERT INTO branches (code, name, address2, address3, ifsc, micr) VALUES ($1, $2, $3, $4, $5, $6)",
      [branch.code, branch.name, branch.address2, branch.address3, branch.ifsc, branch.micr],
    );
  }
  for (const customer of CUSTOMERS) {
    await tx.query(
      `INSERT INTO customers (id, customer_code, prefix, first_name, last_name, customer_type, birth_date, mobile, email,
         address3, address4, customer_since, branch_code, rm_name, rm_mobile, pan)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16)`,
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
        customer.pan ?? null,
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
        hashes.login,
        hashes.txn,
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
    const closedOn = account.closedDaysAgo === undefined ? null : addDays(appDate, -account.closedDaysAgo);
    const termMonths = account.deposit?.termMonths ?? null;
    const loan = account.loan;
    await tx.query(
      `INSERT INTO accounts (account_number, account_group, account_type, product_name, branch_code, opened_on, balance_paise,
         interest_rate_bp, original_paise, maturity_paise, maturity_date, term_months, disbursed_on, emi_paise, payment_due_on,
         nickname, status, closed_on, mode_of_operation, nominee_name, accrued_interest_paise, tds_paise, auto_renew,
         disbursed_paise, payoff_paise, lien_fd_number, has_mandate)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24,
         $25, $26, $27)`,
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
        loan === undefined ? null : opened,
        loan?.emi ?? null,
        loan === undefined ? null : addDays(appDate, 13),
        account.nickname ?? null,
        closedOn === null ? 0 : CLOSED_STATUS_CODE,
        closedOn,
        account.mode ?? (account.holders.length > 1 ? "JOINT" : "SINGLE"),
        account.nominee ?? null,
        account.accruedInterest ?? 0,
        account.deposit?.tds ?? null,
        account.deposit?.autoRenew ?? false,
        loan?.disbursed ?? null,
        loan === undefined ? null : account.balance + (account.accruedInterest ?? 0),
        loan?.lienFdNumber ?? null,
        account.hasMandate ?? false,
      ],
    );
    for (const [position, customerId] of account.holders.entries()) {
      await tx.query(
        "INSERT INTO account_holders (account_number, customer_id, role, position) VALUES ($1, $2, $3, $4)",
        [account.number, customerId, position === 0 ? "primary" : "joint", position + 1],
      );
    }
    const rows =
      account.deposit !== undefined && closedOn !== null
        ? closedDepositRows(account, opened, closedOn)
        : account.historyMonths > 0
          ? generateTransactions(account, closedOn ?? appDate, account.historyMonths, random)
          : account.group === "CD" && account.deposit !== undefined
            ? openDepositRows(account, opened)
            : [];
    if (rows.length > 0) {
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
  await seedBeneficiaries(tx, appDate, now);
  await seedLedger(tx, appDate);
  await seedFavourites(tx, new Date(`${appDate}T04:30:00Z`));
}
