import { Schema } from "effect";
import { describe, expect, it } from "vitest";
import {
  AccountGroupCrDrResponse,
  ExpenseInOutResponse,
  InflowOutflowResponse,
} from "../../../src/adapters/rib/contract/insights";
import { AccountListResponse } from "../../../src/adapters/rib/contract/accounts";
import { TRANSACTION_CATEGORIES } from "../../../src/domain/enquiry/TransactionCategory";
import type { Paise } from "../../../src/domain/money/Money";
import { createApp } from "../app";
import { addDays } from "../kernel/clock";
import { inProcessBank, type InProcessBank } from "../testSupport/inProcessBank";
import type { BankCalls } from "../../../src/adapters/rib/BankClient";
import { auditCount, signInActive, newBrowser, outcome, raw, type Outcome } from "../testSupport/flows";
import { TEST_APP_DATE, useTestDeps } from "../testSupport/testDatabase";
import { CHOOSE_PERIOD_MESSAGE, inflowOutflowPeriods, NO_TRANSACTIONS_MESSAGE } from "./insightsRoutes";

const deps = useTestDeps();

const SAV = "10000010000011";
const DDA = "10000020000012";
const FD = "10000030000013";
const RAVI_PRIMARY = "20000010000021";

async function signedIn(username = "asha", appDate?: string): Promise<InProcessBank> {
  const app = createApp(appDate === undefined ? deps : { ...deps, config: { ...deps.config, appDate } });
  const browser = inProcessBank(app);
  await signInActive(browser, deps.db, username);
  return browser;
}

/** Credits and debits of the accounts between two dates, summed by the database. */
async function dbSums(
  accounts: readonly string[],
  from: string,
  to: string,
  category?: string,
): Promise<{ credit: Paise; debit: Paise }> {
  const rows = await deps.db.query<{ credit: string; debit: string }>(
    `SELECT COALESCE(SUM(CASE WHEN direction = 'CR' THEN amount_paise END), 0)::text AS credit,
            COALESCE(SUM(CASE WHEN direction = 'DR' THEN amount_paise END), 0)::text AS debit
       FROM transactions
      WHERE account_number = ANY(string_to_array($1, ',')) AND posted_on >= $2::date AND posted_on <= $3::date
        AND ($4::text IS NULL OR category = $4::text)`,
    [accounts.join(","), from, to, category ?? null],
  );
  return { credit: BigInt(rows[0]?.credit ?? 0), debit: BigInt(rows[0]?.debit ?? 0) };
}

/** A 200 answer as the client decoded it, checked against the answer's decoded schema once more. */
const decode = <S extends Schema.Constraint>(schema: S, response: Outcome): S["Type"] => {
  expect(response.status, response.text).toBe(200);
  return Schema.decodeUnknownSync(Schema.toType(schema))(response.body);
};

const inflow = (b: InProcessBank, request: BankCalls["inflowOutflowReport"]["request"]): Promise<Outcome> =>
  outcome(b.bank.call("inflowOutflowReport", request));
/** A body the client would not send (it breaks the request's schema), or one only the server refuses. */
const inflowRaw = (b: InProcessBank, body: unknown): Promise<Outcome> =>
  raw(b, "POST", "/app/rest/account/inflowOutflowReport", { json: body });
const expense = (b: InProcessBank, request: BankCalls["expenseInOut"]["request"]): Promise<Outcome> =>
  outcome(b.bank.call("expenseInOut", request));
/** A query as it is, also one the client would not send. */
const expenseRaw = (b: InProcessBank, query: string): Promise<Outcome> =>
  raw(b, "GET", `/app/rest/account/expenseInOut${query === "" ? "" : `?${query}`}`);

describe("inflowOutflowReport periods", () => {
  it("defines view 0 as 6 months, 1 as 4 quarters, 2 as the previous and current financial year", () => {
    expect(inflowOutflowPeriods(0, "2026-11-22")).toEqual([
      { fromDate: "2026-06-01", toDate: "2026-06-30" },
      { fromDate: "2026-07-01", toDate: "2026-07-31" },
      { fromDate: "2026-08-01", toDate: "2026-08-31" },
      { fromDate: "2026-09-01", toDate: "2026-09-30" },
      { fromDate: "2026-10-01", toDate: "2026-10-31" },
      { fromDate: "2026-11-01", toDate: "2026-11-22" },
    ]);
    expect(inflowOutflowPeriods(1, "2026-11-22")).toEqual([
      { fromDate: "2026-01-01", toDate: "2026-03-31" },
      { fromDate: "2026-04-01", toDate: "2026-06-30" },
      { fromDate: "2026-07-01", toDate: "2026-09-30" },
      { fromDate: "2026-10-01", toDate: "2026-11-22" },
    ]);
    expect(inflowOutflowPeriods(1, "2026-03-31").at(-1)).toEqual({
      fromDate: "2026-01-01",
      toDate: "2026-03-31",
    });
    expect(inflowOutflowPeriods(2, "2026-03-31")).toEqual([
      { fromDate: "2024-04-01", toDate: "2025-03-31" },
      { fromDate: "2025-04-01", toDate: "2026-03-31" },
    ]);
    expect(inflowOutflowPeriods(0, "2027-01-31")[0]).toEqual({
      fromDate: "2026-08-01",
      toDate: "2026-08-31",
    });
  });
});

describe("POST inflowOutflowReport", () => {
  it("answers each view with the credits and debits of every period as the database sums them", async () => {
    const b = await signedIn();
    for (const view of [0, 1, 2] as const) {
      for (const account of [SAV, DDA]) {
        const body = decode(
          InflowOutflowResponse,
          await inflow(b, { accountNumber: account, dbtCrdtRprtView: view }),
        );
        expect(body.errorCode).toBe(0);
        expect(body.errorMessage).toBeNull();
        expect(body.dateRangeList).toEqual(inflowOutflowPeriods(view, TEST_APP_DATE));
        expect(body.dateRangeList.at(-1)?.toDate).toBe(TEST_APP_DATE);
        for (const [i, period] of body.dateRangeList.entries()) {
          const expected = await dbSums([account], period.fromDate, period.toDate);
          expect(body.creditList[i]).toBe(expected.credit);
          expect(body.debitList[i]).toBe(expected.debit);
        }
        expect(body.creditList.some((amount) => amount > 0n)).toBe(true);
      }
    }
  });

  it("answers errorCode 110 with a message and no lists when the account has no transactions in the period", async () => {
    const b = await signedIn("asha", "2022-06-30");
    const body = decode(InflowOutflowResponse, await inflow(b, { accountNumber: SAV, dbtCrdtRprtView: 0 }));
    expect(body).toEqual({
      errorCode: 110,
      errorMessage: NO_TRANSACTIONS_MESSAGE,
      dateRangeList: [],
      creditList: [],
      debitList: [],
    });
  });

  it("refuses bad input with 400 REQUEST.INVALID naming the field", async () => {
    const b = await signedIn();
    const cases: [unknown, string][] = [
      [{ accountNumber: SAV, dbtCrdtRprtView: 3 }, "dbtCrdtRprtView"],
      [{ accountNumber: SAV, dbtCrdtRprtView: "0" }, "dbtCrdtRprtView"],
      [{ accountNumber: SAV }, "dbtCrdtRprtView"],
      [{ accountNumber: "12ab", dbtCrdtRprtView: 0 }, "accountNumber"],
      [{ accountNumber: FD, dbtCrdtRprtView: 0 }, "savings and current"],
    ];
    for (const [body, text] of cases) {
      const response = await inflowRaw(b, body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      const error = response.body as { code: string; statusMsg: string };
      expect(error.code).toBe("REQUEST.INVALID");
      expect(error.statusMsg).toContain(text);
    }
  });

  it("reports the first account of the enquiry's list when the request names none", async () => {
    const b = await signedIn();
    const list = decode(AccountListResponse, await outcome(b.bank.call("enquiryAccountList", {})));
    expect(list[0]?.account_number).toBe(SAV);
    for (const view of [0, 2] as const) {
      expect(decode(InflowOutflowResponse, await inflow(b, { dbtCrdtRprtView: view }))).toEqual(
        decode(InflowOutflowResponse, await inflow(b, { accountNumber: SAV, dbtCrdtRprtView: view })),
      );
    }
  });

  it("answers errorCode 110 without an account when the customer has no open savings or current account", async () => {
    const b = await signedIn();
    const own = `SELECT account_number FROM account_holders
                  WHERE customer_id IN (SELECT customer_id FROM account_holders WHERE account_number = $1)`;
    const before = await deps.db.query<{ account_number: string; status: number; closed_on: string | null }>(
      `SELECT account_number, status, closed_on::text FROM accounts WHERE account_number IN (${own})`,
      [SAV],
    );
    await deps.db.query(
      `UPDATE accounts SET status = 4, closed_on = COALESCE(closed_on, $2::date) WHERE account_number IN (${own})`,
      [SAV, TEST_APP_DATE],
    );
    try {
      const body = decode(InflowOutflowResponse, await inflow(b, { dbtCrdtRprtView: 0 }));
      expect(body.errorCode).toBe(110);
      expect(body.dateRangeList).toEqual([]);
    } finally {
      for (const row of before) {
        await deps.db.query(
          "UPDATE accounts SET status = $2, closed_on = $3::date WHERE account_number = $1",
          [row.account_number, row.status, row.closed_on],
        );
      }
    }
  });

  it("refuses another customer's account with 404 and an audit row", async () => {
    const b = await signedIn();
    const before = await auditCount(deps.db, "ACCOUNT_ACCESS", "REFUSED");
    const response = await inflow(b, { accountNumber: RAVI_PRIMARY, dbtCrdtRprtView: 0 });
    expect(response.status).toBe(404);
    expect((response.body as { code: string }).code).toBe("ACCOUNT.NOT_FOUND");
    expect(await auditCount(deps.db, "ACCOUNT_ACCESS", "REFUSED")).toBe(before + 1);
  });
});

describe("GET account/expenseInOut", () => {
  it("sums each category of a preset period of one account as the database does", async () => {
    const b = await signedIn();
    for (const days of ["30", "90", "180"] as const) {
      const body = decode(ExpenseInOutResponse, await expense(b, { accountNumber: SAV, days }));
      const from = addDays(TEST_APP_DATE, -Number(days));
      expect(body.fromDate).toBe(from);
      expect(body.toDate).toBe(TEST_APP_DATE);
      const total = await dbSums([SAV], from, TEST_APP_DATE);
      expect(body.totalCreditAmount).toBe(total.credit);
      expect(body.totalDebitAmount).toBe(total.debit);
      expect(body.txnCategoryList.length).toBeGreaterThan(1);
      const ids = body.txnCategoryList.map((row) => row.txnCategoryID);
      expect(ids).toEqual(TRANSACTION_CATEGORIES.filter((id) => ids.includes(id)));
      for (const row of body.txnCategoryList) {
        const sums = await dbSums([SAV], from, TEST_APP_DATE, row.txnCategoryID);
        expect(row.creditAmount).toBe(sums.credit);
        expect(row.debitAmount).toBe(sums.debit);
        expect(row.creditAmount + row.debitAmount).toBeGreaterThan(0n);
      }
    }
  });

  it("sums a date range, and all the customer's savings and current accounts without an account number", async () => {
    const b = await signedIn();
    const from = addDays(TEST_APP_DATE, -700);
    const to = addDays(TEST_APP_DATE, -400);
    const ranged = decode(
      ExpenseInOutResponse,
      await expense(b, { accountNumber: DDA, fromDate: from, toDate: to }),
    );
    expect(ranged.totalDebitAmount).toBe((await dbSums([DDA], from, to)).debit);
    expect(ranged.totalCreditAmount).toBe((await dbSums([DDA], from, to)).credit);
    const all = decode(ExpenseInOutResponse, await expense(b, { days: "90" }));
    const accounts = await deps.db.query<{ account_number: string }>(
      `SELECT a.account_number FROM accounts a
         JOIN account_holders h ON h.account_number = a.account_number
         JOIN users u ON u.customer_id = h.customer_id
        WHERE u.username = 'asha' AND a.account_group IN ('SAV', 'DDA') AND a.status <> 4`,
    );
    expect(accounts.length).toBeGreaterThanOrEqual(2);
    const expected = await dbSums(
      accounts.map((row) => row.account_number),
      addDays(TEST_APP_DATE, -90),
      TEST_APP_DATE,
    );
    expect(all.totalDebitAmount).toBe(expected.debit);
    expect(all.totalCreditAmount).toBe(expected.credit);
  });

  it("refuses a missing period, other days, dates out of the 2-year window or reversed, with 400", async () => {
    const b = await signedIn();
    const cases: [string, string][] = [
      [`accountNumber=${SAV}`, CHOOSE_PERIOD_MESSAGE],
      ["", CHOOSE_PERIOD_MESSAGE],
      [`accountNumber=${SAV}&days=60`, "days"],
      [`days=30&fromDate=${TEST_APP_DATE}&toDate=${TEST_APP_DATE}`, "not both"],
      [`fromDate=${TEST_APP_DATE}`, "toDate"],
      [`toDate=${TEST_APP_DATE}`, "fromDate"],
      [`fromDate=${addDays(TEST_APP_DATE, -731)}&toDate=${TEST_APP_DATE}`, "2 years"],
      [`fromDate=${TEST_APP_DATE}&toDate=${addDays(TEST_APP_DATE, 1)}`, "toDate"],
      [`fromDate=${TEST_APP_DATE}&toDate=${addDays(TEST_APP_DATE, -1)}`, "from date cannot be after"],
      ["fromDate=2026-02-31&toDate=2026-03-01", "fromDate"],
      ["fromDate=22/10/2026&toDate=2026-11-01", "fromDate"],
      [`accountNumber=${FD}&days=30`, "savings and current"],
    ];
    for (const [query, text] of cases) {
      const response = await expenseRaw(b, query);
      expect(response.status, query).toBe(400);
      const error = response.body as { code: string; statusMsg: string };
      expect(error.code).toBe("REQUEST.INVALID");
      expect(error.statusMsg, query).toContain(text);
    }
    const edge = await expense(b, { fromDate: addDays(TEST_APP_DATE, -730), toDate: TEST_APP_DATE });
    expect(edge.status).toBe(200);
  });

  it("refuses another customer's account with 404 and an audit row", async () => {
    const b = await signedIn();
    const before = await auditCount(deps.db, "ACCOUNT_ACCESS", "REFUSED");
    const response = await expense(b, { accountNumber: RAVI_PRIMARY, days: "30" });
    expect(response.status).toBe(404);
    expect((response.body as { code: string }).code).toBe("ACCOUNT.NOT_FOUND");
    // The account is the pipeline's first check: the same refusal whatever else the query holds.
    const withoutPeriod = await expenseRaw(b, `accountNumber=${RAVI_PRIMARY}`);
    expect([withoutPeriod.status, (withoutPeriod.body as { code: string }).code]).toEqual([
      404,
      "ACCOUNT.NOT_FOUND",
    ]);
    expect(await auditCount(deps.db, "ACCOUNT_ACCESS", "REFUSED")).toBe(before + 2);
  });
});

describe("GET dashboard/getAccountGroupCrDrDetails", () => {
  it("answers each group of the active accounts with this month's credits and debits as the database sums them", async () => {
    const b = await signedIn();
    const body = decode(AccountGroupCrDrResponse, await outcome(b.bank.call("accountGroupCrDr", {})));
    const accounts = await deps.db.query<{ account_number: string; account_group: string }>(
      `SELECT a.account_number, a.account_group FROM accounts a
         JOIN account_holders h ON h.account_number = a.account_number
         JOIN users u ON u.customer_id = h.customer_id
        WHERE u.username = 'asha' AND a.status <> 4`,
    );
    const groups = [...new Set(accounts.map((row) => row.account_group))];
    expect(body.map((row) => row.accountGroup).sort()).toEqual(groups.sort());
    expect(body.slice(0, 2).map((row) => row.accountGroup)).toEqual(["SAV", "DDA"]);
    for (const row of body) {
      const numbers = accounts
        .filter((a) => a.account_group === row.accountGroup)
        .map((a) => a.account_number);
      expect(row.accountCount).toBe(numbers.length);
      expect(row.fromDate).toBe("2026-11-01");
      expect(row.toDate).toBe(TEST_APP_DATE);
      const expected = await dbSums(numbers, "2026-11-01", TEST_APP_DATE);
      expect(row.creditAmount).toBe(expected.credit);
      expect(row.debitAmount).toBe(expected.debit);
    }
    expect(body.find((row) => row.accountGroup === "SAV")?.creditAmount).toBeGreaterThan(0n);
  });

  it("shows only the signed-in customer's accounts", async () => {
    const ravi = decode(
      AccountGroupCrDrResponse,
      await outcome((await signedIn("ravi")).bank.call("accountGroupCrDr", {})),
    );
    const asha = decode(
      AccountGroupCrDrResponse,
      await outcome((await signedIn()).bank.call("accountGroupCrDr", {})),
    );
    expect(ravi).not.toEqual(asha);
  });
});

describe("insights need a session", () => {
  it("answers 401 without one", async () => {
    const b = newBrowser(deps);
    expect((await inflow(b, { accountNumber: SAV, dbtCrdtRprtView: 0 })).status).toBe(401);
    expect((await expense(b, { days: "30" })).status).toBe(401);
    expect((await outcome(b.bank.call("accountGroupCrDr", {}))).status).toBe(401);
  });
});
