import { beforeEach, describe, expect, it } from "vitest";
import { HOME_LOAN_EMI } from "../seed/demoData";
import type {
  DashboardSummaryResponse,
  DashboardWidgetsResponse,
} from "../../../src/adapters/rib/contract/dashboard";
import { DASHBOARD_WIDGETS } from "../../../src/domain/dashboard/DashboardConfig";
import { type InProcessBank } from "../testSupport/inProcessBank";
import { newBrowser, outcome, raw, signedInBrowser } from "../testSupport/flows";
import { useTestDeps, TEST_APP_DATE } from "../testSupport/testDatabase";
import { EVENT_WINDOW_DAYS } from "../../../src/domain/dashboard/DashboardAlerts";
import { FAVOURITE_CATALOGUE } from "./dashboardRoutes";

const deps = useTestDeps();
beforeEach(async () => {
  await deps.db.query("DELETE FROM dashboard_items");
  await deps.db.query("UPDATE users SET security_image_popup = FALSE");
});

const signedIn = (username = "asha"): Promise<InProcessBank> => signedInBrowser(deps, username);

const widgetsOf = async (b: InProcessBank): Promise<DashboardWidgetsResponse> => {
  const response = await outcome(b.bank.call("dashboardWidgets", {}));
  expect(response.status).toBe(200);
  return response.body as DashboardWidgetsResponse;
};

const added = (items: DashboardWidgetsResponse["favourites"]): string[] =>
  items.filter((item) => item.isAdded).map((item) => item.id);

const savedRows = async (username: string): Promise<number> => {
  const rows = await deps.db.query<{ n: number }>(
    "SELECT COUNT(*)::int AS n FROM dashboard_items WHERE username = $1",
    [username],
  );
  return rows[0]?.n ?? 0;
};

/** A save request: every widget in the default order with `on` switched on, and `favourites` added. */
function save(on: Record<string, boolean>, favourites: readonly string[], order?: readonly string[]) {
  const ids = order ?? DASHBOARD_WIDGETS.map((w) => w.id);
  return {
    updateFlag: true,
    widgets: ids.map((id) => ({
      id,
      isAdded: on[id] ?? DASHBOARD_WIDGETS.find((w) => w.id === id)?.isDefault ?? false,
    })),
    favourites: FAVOURITE_CATALOGUE.map((f) => ({ id: f.id, isAdded: favourites.includes(f.id) })),
  };
}

describe("dashboard/getDashboardWidgets", () => {
  it("gives the defaults: every widget on but Know your bank, the eight default favourites by ordering value", async () => {
    const body = await widgetsOf(await signedIn());
    expect(body.widgets.map((w) => [w.id, w.isAdded, w.isDefault])).toEqual([
      ["myFavourite", true, true],
      ["myAssets", true, true],
      ["myLiabilities", true, true],
      ["myAlertsAndUpdates", true, true],
      ["myUpcomingEvents", true, true],
      ["myCalendar", true, true],
      ["knowYourBank", false, false],
    ]);
    expect(body.widgets.find((w) => w.id === "myAssets")?.name).toBe("My Assets");
    expect(added(body.favourites)).toEqual([
      "acnList",
      "acctStmt",
      "addModifyBeneficiary",
      "deposit",
      "updateProfile",
      "eStatements",
      "cardPinServices",
      "chequeServices",
    ]);
    expect(body.favourites.slice(0, 8).map((f) => f.value)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(body.favourites.every((f) => f.isDefault === f.value <= 8)).toBe(true);
  });

  it("refuses a call without a session (401)", async () => {
    const browser = newBrowser(deps);
    expect((await outcome(browser.bank.call("dashboardWidgets", {}))).status).toBe(401);
    expect((await outcome(browser.bank.call("dashboardSummary", {}))).status).toBe(401);
    const saved = await outcome(browser.bank.call("saveDashboardWidgets", save({}, [])));
    expect(saved.status).toBe(401);
    expect(await savedRows("asha")).toBe(0);
  });
});

describe("saveDashboardWidgets", () => {
  it("saves the choices and the widget order, reads them back, and leaves other customers alone", async () => {
    const asha = await signedIn();
    const order = [...DASHBOARD_WIDGETS.map((w) => w.id)].reverse();
    const answer = await outcome(
      asha.bank.call(
        "saveDashboardWidgets",
        save({ knowYourBank: true, myCalendar: false }, ["txnEnquiry", "acnList", "about"], order),
      ),
    );
    expect(answer.status).toBe(200);
    const back = await widgetsOf(asha);
    expect(answer.body).toEqual(back);
    expect(back.widgets.map((w) => w.id)).toEqual(order);
    expect(back.widgets.find((w) => w.id === "knowYourBank")?.isAdded).toBe(true);
    expect(back.widgets.find((w) => w.id === "myCalendar")?.isAdded).toBe(false);
    expect(added(back.favourites)).toEqual(["acnList", "txnEnquiry", "about"]);
    expect(await savedRows("ravi")).toBe(0);
    const ravi = await widgetsOf(await signedIn("ravi"));
    expect(ravi.widgets.find((w) => w.id === "knowYourBank")?.isAdded).toBe(false);
    expect(added(ravi.favourites)).toHaveLength(8);
  });

  it("resets to the defaults with updateFlag false", async () => {
    const asha = await signedIn();
    await outcome(asha.bank.call("saveDashboardWidgets", save({ knowYourBank: true }, ["about"])));
    expect(await savedRows("asha")).toBeGreaterThan(0);
    const reset = await outcome(
      asha.bank.call("saveDashboardWidgets", { updateFlag: false, widgets: [], favourites: [] }),
    );
    expect(reset.status).toBe(200);
    expect(await savedRows("asha")).toBe(0);
    const body = reset.body as DashboardWidgetsResponse;
    expect(body.widgets.find((w) => w.id === "knowYourBank")?.isAdded).toBe(false);
    expect(added(body.favourites)).toHaveLength(8);
  });

  it("accepts ten favourites and refuses eleven with the limit named, nothing changed", async () => {
    const asha = await signedIn();
    const ten = FAVOURITE_CATALOGUE.slice(0, 10).map((f) => f.id);
    expect((await outcome(asha.bank.call("saveDashboardWidgets", save({}, ten)))).status).toBe(200);
    const before = await widgetsOf(asha);
    const eleven = FAVOURITE_CATALOGUE.slice(0, 11).map((f) => f.id);
    const refused = await outcome(
      asha.bank.call("saveDashboardWidgets", save({ knowYourBank: true }, eleven)),
    );
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ code: "REQUEST.INVALID" });
    expect((refused.body as { statusMsg: string }).statusMsg).toContain("at most 10 favourites");
    expect(await widgetsOf(asha)).toEqual(before);
  });

  it("refuses unknown ids, duplicates, a missing widget and a malformed body (400, nothing saved)", async () => {
    const asha = await signedIn();
    const base = save({}, ["acnList"]);
    const bad: ReadonlyArray<readonly [unknown, string]> = [
      [{ ...base, widgets: [...base.widgets.slice(1), { id: "myWeather", isAdded: true }] }, "myWeather"],
      [{ ...base, favourites: [{ id: "launchRocket", isAdded: true }] }, "launchRocket"],
      [{ ...base, widgets: [...base.widgets, base.widgets[0]] }, "more than once"],
      [{ ...base, favourites: [...base.favourites, { id: "acnList", isAdded: false }] }, "more than once"],
      [{ ...base, widgets: base.widgets.slice(1) }, "every one"],
      [{ ...base, updateFlag: "yes" }, "Invalid request"],
      [{ widgets: base.widgets }, "Invalid request"],
    ];
    for (const [json, message] of bad) {
      const answer = await raw(asha, "POST", "/app/rest/saveDashboardWidgets", { json });
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({ code: "REQUEST.INVALID" });
      expect((answer.body as { statusMsg: string }).statusMsg).toContain(message);
    }
    expect(await savedRows("asha")).toBe(0);
  });
});

describe("dashboard/summary", () => {
  it("gives asha's assets, loans, instalments and events from her own accounts only", async () => {
    const answer = await outcome((await signedIn()).bank.call("dashboardSummary", {}));
    expect(answer.status).toBe(200);
    const body = answer.body as DashboardSummaryResponse;
    expect(body.appDate).toBe(TEST_APP_DATE);
    const own = await deps.db.query<{ account_number: string; balance_paise: number; account_group: string }>(
      `SELECT a.account_number, a.balance_paise, a.account_group FROM accounts a
         JOIN account_holders h ON h.account_number = a.account_number
         JOIN users u ON u.customer_id = h.customer_id
        WHERE u.username = 'asha' AND a.status <> 4`,
    );
    const ownNumbers = new Set(own.map((row) => row.account_number));
    const numbers = [
      ...body.assets.accounts.map((a) => a.accountNumber),
      ...body.liabilities.loans.map((l) => l.accountNumber),
      ...body.events.map((e) => e.accountNumber),
    ];
    expect(numbers.every((n) => ownNumbers.has(n))).toBe(true);
    expect(body.assets.accounts.map((a) => a.accountNumber)).toEqual(
      expect.arrayContaining(["10000010000011", "10000020000012", "10000030000013", "10000040000014"]),
    );
    expect(body.assets.total).toBe(body.assets.accounts.reduce((s, a) => s + a.balance, 0n));
    const loanBalances = own.filter((row) => row.account_group === "LN");
    expect(body.liabilities.loans.map((l) => l.accountNumber).sort()).toEqual(
      loanBalances.map((l) => l.account_number).sort(),
    );
    expect(body.liabilities.total).toBe(loanBalances.reduce((s, l) => s + BigInt(l.balance_paise), 0n));
    const homeLoan = body.liabilities.loans.find((l) => l.accountNumber === "10000050000015");
    expect(homeLoan?.emi).toBe(BigInt(HOME_LOAN_EMI));
    expect(homeLoan?.nextDueDate).not.toBeNull();
    const emis = body.events.filter((e) => e.kind === "EMI" && e.accountNumber === "10000050000015");
    expect(emis.length).toBeGreaterThanOrEqual(2);
    expect(emis[0]?.date).toBe(homeLoan?.nextDueDate);
    const dates = body.events.map((e) => e.date);
    expect([...dates].sort()).toEqual(dates);
    const last = new Date(Date.parse(`${TEST_APP_DATE}T00:00:00Z`) + EVENT_WINDOW_DAYS * 86_400_000)
      .toISOString()
      .slice(0, 10);
    expect(dates.every((d) => d >= TEST_APP_DATE && d <= last)).toBe(true);
    expect(body.securityImagePopup).toBe(false);
  });

  it("derives the alerts: an instalment within 7 days, a maturing deposit, low balance, password expiry", async () => {
    const due = new Date(Date.parse(`${TEST_APP_DATE}T00:00:00Z`) + 3 * 86_400_000)
      .toISOString()
      .slice(0, 10);
    const matures = new Date(Date.parse(`${TEST_APP_DATE}T00:00:00Z`) + 20 * 86_400_000)
      .toISOString()
      .slice(0, 10);
    const saved = await deps.db.query<{
      payment_due_on: string;
      maturity_date: string;
      balance_paise: number;
      login_pwd_expiry: string;
    }>(
      `SELECT to_char((SELECT payment_due_on FROM accounts WHERE account_number = '10000050000015'), 'YYYY-MM-DD') AS payment_due_on,
              to_char((SELECT maturity_date FROM accounts WHERE account_number = '10000030000013'), 'YYYY-MM-DD') AS maturity_date,
              (SELECT balance_paise FROM accounts WHERE account_number = '10000020000012') AS balance_paise,
              to_char((SELECT login_pwd_expiry FROM users WHERE username = 'asha'), 'YYYY-MM-DD') AS login_pwd_expiry`,
    );
    const original = saved[0];
    if (original === undefined) throw new Error("No seed values.");
    try {
      await deps.db.query("UPDATE accounts SET payment_due_on = $1 WHERE account_number = '10000050000015'", [
        due,
      ]);
      await deps.db.query("UPDATE accounts SET maturity_date = $1 WHERE account_number = '10000030000013'", [
        matures,
      ]);
      await deps.db.query(
        "UPDATE accounts SET balance_paise = 50000 WHERE account_number = '10000020000012'",
      );
      await deps.db.query(
        "UPDATE users SET login_pwd_expiry = $1, security_image_popup = TRUE WHERE username = 'asha'",
        [due],
      );
      const body = (await outcome((await signedIn()).bank.call("dashboardSummary", {})))
        .body as DashboardSummaryResponse;
      expect(body.alerts).toEqual(
        expect.arrayContaining([
          { code: "PASSWORD_EXPIRING", accountNumber: null, date: due, amount: null, days: 3 },
          {
            code: "EMI_DUE",
            accountNumber: "10000050000015",
            date: due,
            amount: BigInt(HOME_LOAN_EMI),
            days: 3,
          },
          {
            code: "DEPOSIT_MATURING",
            accountNumber: "10000030000013",
            date: matures,
            amount: 57_500_000n,
            days: 20,
          },
          { code: "LOW_BALANCE", accountNumber: "10000020000012", date: null, amount: 50_000n, days: null },
        ]),
      );
      expect(body.events).toEqual(
        expect.arrayContaining([expect.objectContaining({ kind: "MATURITY", date: matures })]),
      );
      expect(body.securityImagePopup).toBe(true);
    } finally {
      await deps.db.query("UPDATE accounts SET payment_due_on = $1 WHERE account_number = '10000050000015'", [
        original.payment_due_on,
      ]);
      await deps.db.query("UPDATE accounts SET maturity_date = $1 WHERE account_number = '10000030000013'", [
        original.maturity_date,
      ]);
      await deps.db.query("UPDATE accounts SET balance_paise = $1 WHERE account_number = '10000020000012'", [
        original.balance_paise,
      ]);
      await deps.db.query("UPDATE users SET login_pwd_expiry = $1 WHERE username = 'asha'", [
        original.login_pwd_expiry,
      ]);
    }
  });

  it("counts meera's NRE and NRO savings accounts in My Assets as savings", async () => {
    const body = (await outcome((await signedIn("meera")).bank.call("dashboardSummary", {})))
      .body as DashboardSummaryResponse;
    expect(body.assets.accounts.map((a) => [a.accountNumber, a.kind, a.productName])).toEqual([
      ["30000010000031", "savings", "NRE Savings Account"],
      ["30000020000032", "savings", "NRO Savings Account"],
    ]);
    expect(body.assets.total).toBe(95_500_000n + 12_075_500n);
  });

  it("gives another customer only their own accounts", async () => {
    const body = (await outcome((await signedIn("ravi")).bank.call("dashboardSummary", {})))
      .body as DashboardSummaryResponse;
    const numbers = body.assets.accounts.map((a) => a.accountNumber);
    expect(numbers.length).toBeGreaterThan(0);
    expect(numbers).not.toContain("10000010000011");
    expect(body.liabilities.loans.map((l) => l.accountNumber)).not.toContain("10000050000015");
  });
});
