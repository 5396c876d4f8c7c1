import { describe, expect, it } from "vitest";
import { AccountListResponse } from "../../../src/adapters/rib/contract/accounts";
import { Schema } from "effect";
import { accountKind } from "../../../src/domain/accounts/AccountGroup";
import type { InProcessBank } from "../testSupport/inProcessBank";
import { newBrowser, refusal, signedInBrowser } from "../testSupport/flows";
import { useTestDeps } from "../testSupport/testDatabase";

const deps = useTestDeps();

// The client decodes the answer; the test checks it against the list's decoded schema once more.
const decode = Schema.decodeUnknownSync(Schema.toType(AccountListResponse));

const signedIn = (username: string): Promise<InProcessBank> => signedInBrowser(deps, username);

type ListName = "accountList" | "enquiryAccountList" | "closedAccountList" | "statementAccountList";

/** One of the account lists through the app's client, checked against the list's schema once more. */
async function list(browser: InProcessBank, name: ListName): Promise<AccountListResponse> {
  return decode(await browser.bank.call(name, {}));
}

describe("account lists", () => {
  it("asha's active list has her accounts in kind order with the spec's fields, and nobody else's", async () => {
    const browser = await signedIn("asha");
    const accounts = await list(browser, "accountList");
    const numbers = accounts.map((a) => a.account_number);
    // Savings (the primary account first, then the joint family account) before current.
    expect(numbers.slice(0, 3)).toEqual(["10000010000011", "10000010000071", "10000020000012"]);
    expect(numbers).toContain("10000030000013");
    expect(numbers).toContain("10000050000015");
    expect(numbers.some((n) => n.startsWith("2000"))).toBe(false);
    const order = accounts.map((a) => a.clas.code);
    // Savings/current ("") before deposits (D) before loans (L).
    expect(order.join("")).toMatch(/^D*L*$/);
    expect(order.indexOf("L")).toBeGreaterThan(order.lastIndexOf("D"));
    const savings = accounts[0];
    expect(savings?.account_grp_code).toBe("SAV");
    expect(savings?.acnPrimaryHolder).toBe(true);
    expect(typeof savings?.balance).toBe("bigint");
    expect(savings?.rnAcctNo).not.toContain("10000010000011");
    const deposit = accounts.find((a) => a.account_number === "10000030000013");
    expect(deposit?.clas.code).toBe("D");
    expect(deposit?.bal_Available).toBe(deposit?.balance);
    expect(accounts.every((a) => a.status !== 4)).toBe(true);
  });

  it("the enquiry list holds only active savings and current accounts", async () => {
    const browser = await signedIn("asha");
    const accounts = await list(browser, "enquiryAccountList");
    expect(accounts.length).toBeGreaterThan(0);
    expect(accounts.every((a) => ["SAV", "DDA"].includes(a.account_grp_code) && a.status !== 4)).toBe(true);
  });

  it("the closed list holds only closed accounts with their closing date and group; statements list both", async () => {
    const browser = await signedIn("asha");
    const active = await list(browser, "accountList");
    const closed = await list(browser, "closedAccountList");
    expect(closed.every((a) => a.status === 4 && a.closedDate !== null && a.grp === a.account_grp_code)).toBe(
      true,
    );
    expect(closed.map((a) => a.account_number)).toEqual(["10000010000081", "10000030000091"]);
    expect(closed.length).toBeGreaterThanOrEqual(2);
    expect(closed.every((a) => a.balance === 0n)).toBe(true);
    const statement = await list(browser, "statementAccountList");
    expect(statement.length).toBe(active.length + closed.length);
  });

  it("meera's NRE and NRO accounts are savings accounts in her active, statement and enquiry lists", async () => {
    const browser = await signedIn("meera");
    const expected = [
      ["30000010000031", "SAV", "NRE", "NRE Savings Account", "savings"],
      ["30000020000032", "SAV", "NRO", "NRO Savings Account", "savings"],
    ];
    for (const name of ["accountList", "statementAccountList", "enquiryAccountList"] as const) {
      const accounts = await list(browser, name);
      expect(
        accounts.map((a) => [
          a.account_number,
          a.account_grp_code,
          a.account_type_code,
          a.prodType,
          accountKind({
            groupCode: a.account_grp_code,
            typeCode: a.account_type_code,
            classCode: a.clas.code,
          }),
        ]),
        name,
      ).toEqual(expected);
    }
    expect(await list(browser, "closedAccountList")).toEqual([]);
  });

  it("ravi sees his joint account as a joint holder, not as primary", async () => {
    const browser = await signedIn("ravi");
    const accounts = await list(browser, "accountList");
    const joint = accounts.find((a) => a.account_number === "20000020000022");
    expect(joint?.acnPrimaryHolder).toBe(false);
    expect(joint?.holderCount).toBe(2);
    expect(joint?.accMandFlag).toBe(false);
    expect(accounts.some((a) => a.account_number.startsWith("1000"))).toBe(false);
  });

  it("accMandFlag is the account's direct-debit mandate, apart from how many hold it", async () => {
    const browser = await signedIn("asha");
    const accounts = await list(browser, "statementAccountList");
    const flags = accounts.map((a) => [a.account_number, a.accMandFlag, a.holderCount]);
    // The salary account pays the home-loan EMI by NACH direct debit; the family account has four holders.
    expect(flags).toContainEqual(["10000010000011", true, 1]);
    expect(flags).toContainEqual(["10000010000071", false, 4]);
    expect(accounts.filter((a) => a.accMandFlag).map((a) => a.account_number)).toEqual(["10000010000011"]);
  });

  it("answers 401 without a session", async () => {
    const browser = newBrowser(deps);
    const refused = await refusal(browser.bank.call("accountList", {}));
    expect([refused.status, refused.code]).toEqual([401, "SESSION.REQUIRED"]);
  });
});
