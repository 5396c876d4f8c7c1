import { Redacted } from "effect";
import { describe, expect, it } from "vitest";
import { isRibError } from "../../adapters/rib/RibError";
import { DASHBOARD_SUMMARY, DEFAULT_DASHBOARD_WIDGETS } from "./fixtures/home";
import { ContractViolation, ScriptedBank } from "./ScriptedBank";

describe("ScriptedBank", () => {
  it("answers a call from its default fixture and records the request", async () => {
    const bank = new ScriptedBank();
    expect(await bank.call("dashboardSummary", {})).toEqual(DASHBOARD_SUMMARY);
    expect(bank.calls("dashboardSummary")).toEqual([{}]);
    expect(bank.names).toEqual(["dashboardSummary"]);
  });

  it("answers a scripted value or a function of the request, for every call or once", async () => {
    const bank = new ScriptedBank();
    const none = { ...DASHBOARD_SUMMARY, alerts: [] };
    bank.answer("dashboardSummary", none, { once: true });
    expect((await bank.call("dashboardSummary", {})).alerts).toEqual([]);
    expect(await bank.call("dashboardSummary", {})).toEqual(DASHBOARD_SUMMARY);
    bank.answer("saveDashboardWidgets", (request) => ({
      ...DEFAULT_DASHBOARD_WIDGETS,
      widgets: DEFAULT_DASHBOARD_WIDGETS.widgets.map((w) => ({
        ...w,
        isAdded: request.widgets.find((c) => c.id === w.id)?.isAdded ?? w.isAdded,
      })),
    }));
    const saved = await bank.call("saveDashboardWidgets", {
      updateFlag: true,
      widgets: [{ id: "knowYourBank", isAdded: true }],
      favourites: [],
    });
    expect(saved.widgets.find((w) => w.id === "knowYourBank")?.isAdded).toBe(true);
  });

  it("rejects with a RibError of the scripted status, code and body", async () => {
    const bank = new ScriptedBank();
    bank.fail("updateNicknames", { status: 400, code: "REQUEST.INVALID", body: { field: "nickname" } });
    const failure: unknown = await bank
      .call("updateNicknames", [
        { account_number: "10000010000011", account_type_code: "SB101", shrt_account_names: "Salary" },
      ])
      .catch((error: unknown) => error);
    expect(isRibError(failure)).toBe(true);
    expect(failure).toMatchObject({ status: 400, code: "REQUEST.INVALID", body: { field: "nickname" } });
  });

  it("holds the answers of a pending call until it is released", async () => {
    const bank = new ScriptedBank();
    const release = bank.pending("dashboardWidgets");
    let answered = false;
    const answer = bank.call("dashboardWidgets", {}).then(() => (answered = true));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(answered).toBe(false);
    expect(bank.calls("dashboardWidgets")).toHaveLength(1);
    release();
    await answer;
    expect(answered).toBe(true);
  });

  it("refuses a request the declaration's schema refuses, naming the call", async () => {
    const bank = new ScriptedBank();
    await expect(
      bank.call("inflowOutflowReport", { accountNumber: "12", dbtCrdtRprtView: 0 }),
    ).rejects.toThrow(/ScriptedBank inflowOutflowReport: the request does not match the contract/);
    expect(bank.violations).toHaveLength(1);
  });

  it("requires secret fields as Redacted values and checks them unwrapped", async () => {
    const bank = new ScriptedBank();
    bank.answer("validateTransacPwd", { status: 0 } as never);
    await expect(bank.call("validateTransacPwd", { transacPwd: "plain" } as never)).rejects.toThrow(
      /transacPwd must be a Redacted value/,
    );
    await expect(bank.call("validateTransacPwd", { transacPwd: Redacted.make("") })).rejects.toThrow(
      /does not match the contract/,
    );
  });

  it("refuses an answer the server could not give, scripted as a value or by a function", async () => {
    const bank = new ScriptedBank();
    expect(() => bank.answer("dashboardSummary", { ...DASHBOARD_SUMMARY, appDate: "22/11/2026" })).toThrow(
      ContractViolation,
    );
    bank.answer("dashboardWidgets", () => ({ widgets: [], favourites: "none" }) as never);
    await expect(bank.call("dashboardWidgets", {})).rejects.toThrow(
      /ScriptedBank dashboardWidgets: the answer does not match the contract/,
    );
  });

  it("fails loudly, with the call's name, for a call without a default or a script", async () => {
    const bank = new ScriptedBank();
    await expect(bank.call("checkUser", { username: "kiran" })).rejects.toThrow(
      /ScriptedBank checkUser: has no default fixture and was not scripted/,
    );
  });

  it("answers the scripts given once in their order, then the standing script", async () => {
    const bank = new ScriptedBank()
      .fail("checkUser", { status: 404, code: "USERID.AVAILABLE" })
      .answer("checkUser", { exists: true }, { once: true })
      .fail("checkUser", { status: 400, code: "USERID.INVALID" }, { once: true });
    const outcome = (request: Promise<unknown>) =>
      request.then(
        () => "taken",
        (error: unknown) => (isRibError(error) ? error.code : "other"),
      );
    expect(await outcome(bank.call("checkUser", { username: "kiran" }))).toBe("taken");
    expect(await outcome(bank.call("checkUser", { username: "kiran" }))).toBe("USERID.INVALID");
    expect(await outcome(bank.call("checkUser", { username: "kiran" }))).toBe("USERID.AVAILABLE");
    expect(await outcome(bank.call("checkUser", { username: "kiran" }))).toBe("USERID.AVAILABLE");
  });

  it("decodes every default fixture with its response schema", async () => {
    const bank = new ScriptedBank();
    for (const name of [
      "serverDate",
      "prevLogin",
      "customerId",
      "customerDetails",
      "enquiryAccountList",
      "dashboardWidgets",
      "dashboardSummary",
      "accountGroupCrDr",
    ] as const) {
      await expect(bank.call(name, {})).resolves.toBeDefined();
    }
    await expect(
      bank.call("inflowOutflowReport", { accountNumber: "10000010000011", dbtCrdtRprtView: 0 }),
    ).resolves.toBeDefined();
    await expect(bank.call("expenseInOut", { days: "30" })).resolves.toBeDefined();
    await expect(
      bank.call("saveDashboardWidgets", { updateFlag: false, widgets: [], favourites: [] }),
    ).resolves.toBeDefined();
    expect(bank.violations).toEqual([]);
  });
});
