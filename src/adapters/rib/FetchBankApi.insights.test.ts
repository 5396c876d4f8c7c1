import { describe, expect, it } from "vitest";
import { bankApiOn, json } from "./testing/fakeServer";

const EXPENSE = {
  fromDate: "2026-10-23",
  toDate: "2026-11-22",
  totalCreditAmount: 100,
  totalDebitAmount: 50,
  txnCategoryList: [{ txnCategoryID: "RENT", creditAmount: 100, debitAmount: 50 }],
};

describe("insights calls of the bank client", () => {
  it("posts the inflow/outflow request and decodes the report, error 110 included", async () => {
    const report = { errorCode: 110, errorMessage: "none", dateRangeList: [], creditList: [], debitList: [] };
    const { api, seen } = bankApiOn(() => json(report));
    expect(await api.getInflowOutflow({ accountNumber: "10000010000011", dbtCrdtRprtView: 2 })).toEqual(
      report,
    );
    expect(seen[0]?.method).toBe("POST");
    expect(seen[0]?.url).toBe("/app/rest/inflowOutflowReport");
    expect(JSON.parse(seen[0]?.body ?? "{}")).toEqual({
      accountNumber: "10000010000011",
      dbtCrdtRprtView: 2,
    });
  });

  it("asks account/expenseInOut for a preset or a date range in the query", async () => {
    const { api, seen } = bankApiOn(() => json(EXPENSE));
    expect(await api.getExpenseInOut({ accountNumber: "10000010000011", days: 30 })).toEqual(EXPENSE);
    await api.getExpenseInOut({ fromDate: "2025-01-01", toDate: "2025-02-01" });
    expect(seen.map((s) => `${s.method} ${s.url}`)).toEqual([
      "GET /app/rest/account/expenseInOut?accountNumber=10000010000011&days=30",
      "GET /app/rest/account/expenseInOut?fromDate=2025-01-01&toDate=2025-02-01",
    ]);
  });

  it("gets the account-group credits and debits and refuses an answer of another shape", async () => {
    const groups = [
      {
        accountGroup: "SAV",
        accountCount: 1,
        fromDate: "2026-11-01",
        toDate: "2026-11-22",
        creditAmount: 1,
        debitAmount: 2,
      },
    ];
    const { api, seen } = bankApiOn(() => json(groups));
    expect(await api.getAccountGroupCrDr()).toEqual(groups);
    expect(seen[0]?.url).toBe("/app/rest/dashboard/getAccountGroupCrDrDetails");
    const broken = bankApiOn(() => json([{ accountGroup: "SAV" }]));
    await expect(broken.api.getAccountGroupCrDr()).rejects.toMatchObject({ status: 200 });
  });
});
