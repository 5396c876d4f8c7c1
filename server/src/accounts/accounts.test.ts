import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { HOME_LOAN_EMI } from "../seed/demoData";
import { Schema } from "effect";
import {
  AccountDetailResponse,
  AccountInformationResponse,
  AccountNamesResponse,
  AccountNicknamesResponse,
  CustomerDetailsAndRmResponse,
  NicknameUpdateResponse,
  PrimarySignatureResponse,
} from "../../../src/adapters/rib/contract/accounts";
import { isJointRelationshipFlag } from "../../../src/domain/accounts/AccountGroup";
import type { ManualClock } from "../kernel/clock";
import type { AppDeps } from "../kernel/http/context";
import { decryptFromClient } from "../kernel/http/integrity";
import { type InProcessBank } from "../testSupport/inProcessBank";
import type { BankCalls } from "../../../src/adapters/rib/BankClient";
import {
  auditCount,
  integrityHeader,
  newBrowser,
  outcome,
  raw,
  sessionKey,
  signedInBrowser,
  type Outcome,
} from "../testSupport/flows";
import { openTestDeps, resetSignInState } from "../testSupport/testDatabase";
import { maskName, signatureSvg } from "./accountRoutes";

let deps: AppDeps & { clock: ManualClock };
beforeAll(async () => {
  deps = await openTestDeps();
});
afterAll(async () => {
  await deps.db.close();
});

const SAV = "10000010000011";
const DDA = "10000020000012";
const FD = "10000030000013";
const RD = "10000040000014";
const HOME_LOAN = "10000050000015";
const GOLD_LOAN = "10000060000016";
const JOINT = "10000010000071";
const CLOSED_SAV = "10000010000081";
const CLOSED_FD = "10000030000091";
const RAVI_PRIMARY = "20000010000021";
const RAVI_JOINT = "20000020000022";

/** The nicknames of the seed, put back before each test. */
let seedNicknames: Array<{ account_number: string; nickname: string | null }> = [];
beforeAll(async () => {
  seedNicknames = await deps.db.query(
    "SELECT account_number, nickname FROM accounts ORDER BY account_number",
  );
});
beforeEach(async () => {
  await resetSignInState(deps.db);
  for (const row of seedNicknames) {
    await deps.db.query("UPDATE accounts SET nickname = $2 WHERE account_number = $1", [
      row.account_number,
      row.nickname,
    ]);
  }
});

const signedIn = (username = "asha"): Promise<InProcessBank> => signedInBrowser(deps, username);

const refusedAudits = (): Promise<number> => auditCount(deps.db, "ACCOUNT_ACCESS", "REFUSED");

async function nicknames(): Promise<Record<string, string | null>> {
  const rows = await deps.db.query<{ account_number: string; nickname: string | null }>(
    "SELECT account_number, nickname FROM accounts ORDER BY account_number",
  );
  return Object.fromEntries(rows.map((r) => [r.account_number, r.nickname]));
}

/** An account's detail through the client (number and type in the query, X-RIB-ENC over the number). */
const viewAccount = (browser: InProcessBank, accountNumber: string, accountType: string): Promise<Outcome> =>
  outcome(
    browser.bank.call("accountDetail", {
      accountNumber,
      accountType,
    } as BankCalls["accountDetail"]["request"]),
  );

/** A detail request the client would not send: its own query and body, an integrity header over `covered` or none. */
async function viewAccountRaw(
  browser: InProcessBank,
  query: string,
  body: unknown,
  covered: unknown = body,
): Promise<Outcome> {
  const headers =
    covered === null ? {} : { "X-RIB-ENC": await integrityHeader(covered, await sessionKey(browser)) };
  return raw(browser, "POST", `/app/rest/account/viewAcct?${query}`, { json: body, headers });
}

async function detailOf(
  browser: InProcessBank,
  accountNumber: string,
  type: string,
): Promise<AccountDetailResponse> {
  const response = await viewAccount(browser, accountNumber, type);
  expect(response.status, response.text).toBe(200);
  // The client decoded the answer; checked against the detail's decoded schema once more.
  return Schema.decodeUnknownSync(Schema.toType(AccountDetailResponse))(response.body);
}

const updateNicknames = (
  browser: InProcessBank,
  items: BankCalls["updateNicknames"]["request"],
): Promise<Outcome> => outcome(browser.bank.call("updateNicknames", items));
/** A nickname list sent as it is (the client would refuse some of these before sending). */
const updateNicknamesRaw = (browser: InProcessBank, items: unknown): Promise<Outcome> =>
  raw(browser, "POST", "/app/rest/account/updateaccountnames", { json: items });

describe("POST account/viewAcct", () => {
  it("answers a savings account's detail whose encrypted number the configuration key decrypts", async () => {
    const browser = await signedIn();
    const detail = await detailOf(browser, SAV, "SB");
    const config = await outcome(browser.bank.call("configuration", {}));
    const encKey = (config.body as { encKey: string }).encKey;
    expect(await decryptFromClient(detail.encAccountNumber, encKey)).toBe(SAV);
    expect(detail).toMatchObject({
      status: 0,
      groupCode: "SAV",
      accountType: "SB",
      productName: "Savings Account Regular",
      balance: 28_456_075n,
      interestRate: 275,
      brachDesc: "Fort, Mumbai",
      currencyCode: "INR",
      title1: "Ms. Asha Verma",
      title2: "",
      acnRelCode: 1,
      acnRel: "P",
      closedDate: null,
      nickname: "Salary",
      deposit: null,
      loan: null,
    });
    expect(detail.encAccountNumber).not.toContain(SAV);
  });

  it("a current account, the joint account with four titles, and ravi as joint holder (code 2, A)", async () => {
    const asha = await signedIn();
    expect((await detailOf(asha, DDA, "CA")).groupCode).toBe("DDA");
    const joint = await detailOf(asha, JOINT, "SB");
    expect([joint.title1, joint.title2, joint.title3, joint.title4]).toEqual([
      "Ms. Asha Verma",
      "Mr. Arjun Verma",
      "Mrs. Lata Verma",
      "Ms. Kavya Verma",
    ]);
    const ravi = await signedIn("ravi");
    const asJoint = await detailOf(ravi, RAVI_JOINT, "SB");
    expect(isJointRelationshipFlag(asJoint.acnRelCode, asJoint.acnRel)).toBe(true);
    expect(isJointRelationshipFlag(joint.acnRelCode, joint.acnRel)).toBe(false);
    expect(asJoint).toMatchObject({
      acnRelCode: 2,
      acnRel: "A",
      title1: "Mrs. Sunita Kumar",
      title2: "Mr. Ravi Kumar",
    });
  });

  it("deposits carry the deposit fields and loans the loan fields", async () => {
    const browser = await signedIn();
    const fd = await detailOf(browser, FD, "FD");
    expect(fd.loan).toBeNull();
    expect(fd.deposit).toMatchObject({
      originalAmount: 50_000_000n,
      maturityValue: 57_500_000n,
      tdsDeduction: 215_000n,
      term: 24,
      scheduleProcessingFlag: "Y",
    });
    const rd = await detailOf(browser, RD, "RD");
    expect(rd.deposit?.term).toBe(36);
    const home = await detailOf(browser, HOME_LOAN, "HL");
    expect(home.deposit).toBeNull();
    expect(home.loan).toMatchObject({
      currPaymentAmt: BigInt(HOME_LOAN_EMI),
      totalPaymentDue: BigInt(HOME_LOAN_EMI),
      paymentDueDate: "2026-12-05",
      customerId: "CIF10000001",
      isGoldLoanProdType: false,
      lienMarkedFdNumber: null,
    });
    expect(home.loan?.payoffAmount).toBeGreaterThan(home.balance);
    const gold = await detailOf(browser, GOLD_LOAN, "GL");
    expect(gold.loan).toMatchObject({ isGoldLoanProdType: true, lienMarkedFdNumber: FD });
  });

  it("closed accounts answer status 4 with their closing date", async () => {
    const browser = await signedIn();
    const sav = await detailOf(browser, CLOSED_SAV, "SB");
    expect(sav).toMatchObject({ status: 4, balance: 0n });
    expect(sav.closedDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const fd = await detailOf(browser, CLOSED_FD, "FD");
    expect(fd.status).toBe(4);
    expect(fd.closedDate).not.toBeNull();
    expect(fd.deposit?.originalAmount).toBe(20_000_000n);
  });

  it("refuses bad input with 400: a malformed number, a missing type, a body that differs, a wrong type, no X-RIB-ENC", async () => {
    const browser = await signedIn();
    const before = await refusedAudits();
    const bad = await viewAccountRaw(browser, "accountNumber=12ab&accountType=SB", { accountNumber: "12ab" });
    expect(bad.status).toBe(400);
    expect((bad.body as { code: string }).code).toBe("REQUEST.INVALID");
    const noType = await viewAccountRaw(browser, `accountNumber=${SAV}`, { accountNumber: SAV });
    expect(noType.status).toBe(400);
    expect((noType.body as { statusMsg: string }).statusMsg).toContain("accountType");
    const differs = await viewAccountRaw(browser, `accountNumber=${SAV}&accountType=SB`, {
      accountNumber: DDA,
    });
    expect(differs.status).toBe(400);
    const wrongType = await viewAccount(browser, SAV, "FD");
    expect(wrongType.status).toBe(400);
    expect((wrongType.body as { statusMsg: string }).statusMsg).toContain("accountType");
    const noHeader = await viewAccountRaw(
      browser,
      `accountNumber=${SAV}&accountType=SB`,
      { accountNumber: SAV },
      null,
    );
    expect(noHeader.status).toBe(400);
    expect((noHeader.body as { code: string }).code).toBe("REQUEST.INTEGRITY");
    expect(await refusedAudits()).toBe(before);
  });

  it("another customer's account answers 404 ACCOUNT.NOT_FOUND and is audited", async () => {
    const browser = await signedIn();
    const before = await refusedAudits();
    const response = await viewAccount(browser, RAVI_PRIMARY, "SB");
    expect(response.status).toBe(404);
    expect((response.body as { code: string }).code).toBe("ACCOUNT.NOT_FOUND");
    expect(await refusedAudits()).toBe(before + 1);
  });

  it("answers 401 without a session", async () => {
    const browser = newBrowser(deps);
    const response = await viewAccount(browser, SAV, "SB");
    expect(response.status).toBe(401);
  });
});

describe("POST updateaccountnames", () => {
  it("saves trimmed nicknames of a group and answers success", async () => {
    const browser = await signedIn();
    const response = await updateNicknames(browser, [
      { account_number: SAV, account_type_code: "SB", shrt_account_names: "  Daily spend " },
      { account_number: DDA, account_type_code: "CA", shrt_account_names: "Shop_account-2." },
    ]);
    expect(response.status).toBe(200);
    expect(Schema.decodeUnknownSync(NicknameUpdateResponse)(response.body)).toEqual({
      success: true,
      statusMsg: "Nicknames updated",
      conflicts: [],
    });
    const saved = await nicknames();
    expect(saved[SAV]).toBe("Daily spend");
    expect(saved[DDA]).toBe("Shop_account-2.");
    const list = await outcome(browser.bank.call("accountList", {}));
    const sav = (list.body as Array<{ account_number: string; accNoWithNickName: string }>).find(
      (a) => a.account_number === SAV,
    );
    expect(sav?.accNoWithNickName).toBe(`${SAV} - Daily spend`);
  });

  it("keeps a nickname in Devanagari or with German letters", async () => {
    const browser = await signedIn();
    const response = await updateNicknames(browser, [
      { account_number: SAV, account_type_code: "SB", shrt_account_names: "घर खर्च" },
      { account_number: DDA, account_type_code: "CA", shrt_account_names: "Geschäft" },
    ]);
    expect(response.status).toBe(200);
    expect((response.body as { success: boolean }).success).toBe(true);
    const saved = await nicknames();
    expect(saved[SAV]).toBe("घर खर्च");
    expect(saved[DDA]).toBe("Geschäft");
  });

  it("a nickname another account already has (any case, spaces) saves nothing and names the conflict", async () => {
    const browser = await signedIn();
    const before = await nicknames();
    const response = await updateNicknames(browser, [
      { account_number: DDA, account_type_code: "CA", shrt_account_names: "Shop" },
      { account_number: FD, account_type_code: "FD", shrt_account_names: "  family " },
    ]);
    expect(response.status).toBe(200);
    expect(Schema.decodeUnknownSync(NicknameUpdateResponse)(response.body)).toEqual({
      success: false,
      statusMsg: "Nickname family already exists",
      conflicts: [{ account_number: FD, shrt_account_names: "family" }],
    });
    expect(await nicknames()).toEqual(before);
  });

  it("the same nickname twice in one request saves nothing; an account keeping its own nickname is no conflict", async () => {
    const browser = await signedIn();
    const before = await nicknames();
    const twice = await updateNicknames(browser, [
      { account_number: DDA, account_type_code: "CA", shrt_account_names: "Joint" },
      { account_number: RD, account_type_code: "RD", shrt_account_names: "JOINT" },
    ]);
    const body = Schema.decodeUnknownSync(NicknameUpdateResponse)(twice.body);
    expect(body.success).toBe(false);
    expect(body.conflicts.map((c) => c.account_number)).toEqual([DDA, RD]);
    expect(await nicknames()).toEqual(before);
    const own = await updateNicknames(browser, [
      { account_number: SAV, account_type_code: "SB", shrt_account_names: "SALARY" },
    ]);
    expect((own.body as { success: boolean }).success).toBe(true);
    expect((await nicknames())[SAV]).toBe("SALARY");
  });

  it("refuses empty, too long, odd characters, repeated accounts, wrong types, closed accounts and an empty list with 400, changing nothing", async () => {
    const browser = await signedIn();
    const before = await nicknames();
    const cases: Array<[unknown, string]> = [
      [[{ account_number: SAV, account_type_code: "SB", shrt_account_names: "   " }], "empty"],
      [
        [{ account_number: SAV, account_type_code: "SB", shrt_account_names: "x".repeat(21) }],
        "shrt_account_names",
      ],
      [[{ account_number: SAV, account_type_code: "SB", shrt_account_names: "<b>hi</b>" }], "letters"],
      [
        [
          { account_number: SAV, account_type_code: "SB", shrt_account_names: "One" },
          { account_number: SAV, account_type_code: "SB", shrt_account_names: "Two" },
        ],
        "repeated",
      ],
      [[{ account_number: SAV, account_type_code: "CA", shrt_account_names: "One" }], "account_type_code"],
      [[{ account_number: CLOSED_SAV, account_type_code: "SB", shrt_account_names: "Old" }], "closed"],
      [[], "Invalid request"],
      [{ account_number: SAV }, "Invalid request"],
    ];
    for (const [body, message] of cases) {
      const response = await updateNicknamesRaw(browser, body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect((response.body as { code: string }).code).toBe("REQUEST.INVALID");
      expect((response.body as { statusMsg: string }).statusMsg).toContain(message);
    }
    expect(await nicknames()).toEqual(before);
  });

  it("another customer's account in the list answers 404, is audited and nothing is saved", async () => {
    const browser = await signedIn();
    const before = await nicknames();
    const audits = await refusedAudits();
    const response = await updateNicknames(browser, [
      { account_number: SAV, account_type_code: "SB", shrt_account_names: "Mine" },
      { account_number: RAVI_PRIMARY, account_type_code: "SB", shrt_account_names: "Theirs" },
    ]);
    expect(response.status).toBe(404);
    expect((response.body as { code: string }).code).toBe("ACCOUNT.NOT_FOUND");
    expect(await refusedAudits()).toBe(audits + 1);
    expect(await nicknames()).toEqual(before);
  });

  it("two requests at once giving two accounts the same new nickname keep exactly one", async () => {
    const browser = await signedIn();
    const answers = await Promise.all([
      updateNicknames(browser, [
        { account_number: DDA, account_type_code: "CA", shrt_account_names: "Twin" },
      ]),
      updateNicknames(browser, [{ account_number: RD, account_type_code: "RD", shrt_account_names: "twin" }]),
    ]);
    expect(answers.map((a) => a.status)).toEqual([200, 200]);
    expect(answers.map((a) => (a.body as { success: boolean }).success).sort()).toEqual([false, true]);
    const saved = await nicknames();
    expect([saved[DDA], saved[RD]].filter((n) => n?.toLowerCase() === "twin")).toHaveLength(1);
  });

  it("is served under the second service root too", async () => {
    const browser = await signedIn();
    // The client calls the first root; the second is reached raw.
    const response = await raw(browser, "POST", "/RIBProducer/rest/updateaccountnames", {
      json: [{ account_number: RD, account_type_code: "RD", shrt_account_names: "Holiday" }],
    });
    expect(response.status).toBe(200);
    expect((await nicknames())[RD]).toBe("Holiday");
  });

  it("answers 401 without a session", async () => {
    const browser = newBrowser(deps);
    const response = await updateNicknames(browser, [
      { account_number: SAV, account_type_code: "SB", shrt_account_names: "x" },
    ]);
    expect(response.status).toBe(401);
  });
});

describe("GET account/fetchAccountNickNames and account/fetchaccountnames", () => {
  it("groups asha's active accounts by kind in list order with their nicknames", async () => {
    const browser = await signedIn();
    const response = await outcome(browser.bank.call("accountNicknames", {}));
    expect(response.status).toBe(200);
    const groups = Schema.decodeUnknownSync(AccountNicknamesResponse)(response.body);
    expect(groups.map((g) => g.kind)).toEqual(["savings", "current", "deposit", "loan"]);
    expect(groups[0]?.accounts.map((a) => [a.account_number, a.shrt_account_names])).toEqual([
      [SAV, "Salary"],
      [JOINT, "Family"],
    ]);
    expect(groups[2]?.accounts.map((a) => a.account_number)).toEqual([FD, RD]);
    expect(groups[3]?.accounts.map((a) => a.account_number)).toEqual([HOME_LOAN, GOLD_LOAN]);
    const all = groups.flatMap((g) => g.accounts.map((a) => a.account_number));
    expect(all).not.toContain(CLOSED_SAV);
    expect(all.some((n) => n.startsWith("2000"))).toBe(false);
  });

  it("lists numbers with names for ravi, his joint account included, nobody else's", async () => {
    const browser = await signedIn("ravi");
    const response = await outcome(browser.bank.call("accountNames", {}));
    expect(response.status).toBe(200);
    const names = Schema.decodeUnknownSync(AccountNamesResponse)(response.body);
    expect(names.map((n) => n.account_number)).toEqual([RAVI_PRIMARY, RAVI_JOINT]);
    expect(names[0]?.accNoWithNickName).toBe(RAVI_PRIMARY);
  });

  it("answer 401 without a session", async () => {
    const browser = newBrowser(deps);
    expect((await outcome(browser.bank.call("accountNicknames", {}))).status).toBe(401);
    expect((await outcome(browser.bank.call("accountNames", {}))).status).toBe(401);
  });
});

describe("GET getCustomerDetailsAndRM", () => {
  it("answers name, id, address, branch and the RM's mobile masked to its last three digits", async () => {
    const browser = await signedIn();
    const response = await outcome(browser.bank.call("customerDetailsAndRm", {}));
    expect(response.status).toBe(200);
    const body = Schema.decodeUnknownSync(CustomerDetailsAndRmResponse)(response.body);
    expect(body).toEqual({
      customerName: "Ms. Asha Verma",
      customerId: "CIF10000001",
      mad3: "Flat 7B, Sea View Apartments, Colaba",
      mad4: "Mumbai 400005",
      bankDetails: {
        branchName: "Fort, Mumbai",
        branchAdd2: "12 Dalal Street, Fort",
        branchAdd3: "Mumbai 400001",
        ifsc: "RIBK0000101",
      },
      rmName: "Rahul Mehta",
      rmMobileno: "+91 xxxx xxx 345",
    });
    expect(response.text).not.toContain("9820012345");
  });

  it("answers 401 without a session", async () => {
    const browser = newBrowser(deps);
    expect((await outcome(browser.bank.call("customerDetailsAndRm", {}))).status).toBe(401);
  });
});

describe("GET account/accountInformation", () => {
  it("answers branch codes, opening date, mode of operation and the masked nominee", async () => {
    const browser = await signedIn();
    const response = await outcome(browser.bank.call("accountInformation", { accountNumber: SAV }));
    expect(response.status).toBe(200);
    const info = Schema.decodeUnknownSync(AccountInformationResponse)(response.body);
    expect(info).toMatchObject({
      accountNumber: SAV,
      productName: "Savings Account Regular",
      status: 0,
      ifsc: "RIBK0000101",
      micr: "400532002",
      branchName: "Fort, Mumbai",
      currencyCode: "INR",
      modeOfOperation: "SINGLE",
      nomineeRegistered: true,
      nomineeName: "Axxxx Vxxxx",
    });
    expect(response.text).not.toContain("Arjun");
    const joint = Schema.decodeUnknownSync(AccountInformationResponse)(
      await browser.bank.call("accountInformation", { accountNumber: JOINT }),
    );
    expect(joint.modeOfOperation).toBe("EITHER_OR_SURVIVOR");
    const dda = Schema.decodeUnknownSync(AccountInformationResponse)(
      await browser.bank.call("accountInformation", { accountNumber: DDA }),
    );
    expect(dda).toMatchObject({ nomineeRegistered: false, nomineeName: null });
  });

  it("refuses a missing or malformed number with 400 and another customer's with 404 and an audit row", async () => {
    const browser = await signedIn();
    const before = await refusedAudits();
    const missing = await raw(browser, "GET", "/app/rest/account/accountInformation");
    expect(missing.status).toBe(400);
    expect((missing.body as { statusMsg: string }).statusMsg).toContain("accountNumber");
    expect((await raw(browser, "GET", "/app/rest/account/accountInformation?accountNumber=abc")).status).toBe(
      400,
    );
    expect(await refusedAudits()).toBe(before);
    const other = await outcome(browser.bank.call("accountInformation", { accountNumber: RAVI_JOINT }));
    expect(other.status).toBe(404);
    expect((other.body as { code: string }).code).toBe("ACCOUNT.NOT_FOUND");
    expect(await refusedAudits()).toBe(before + 1);
  });

  it("answers 401 without a session", async () => {
    const browser = newBrowser(deps);
    expect((await outcome(browser.bank.call("accountInformation", { accountNumber: SAV }))).status).toBe(401);
  });
});

describe("GET account/primarySignature", () => {
  it("answers the primary holder's signature as an SVG data URL with its text alternative", async () => {
    const browser = await signedIn();
    const response = await outcome(browser.bank.call("primarySignature", { accountnumber: SAV }));
    expect(response.status).toBe(200);
    const body = Schema.decodeUnknownSync(PrimarySignatureResponse)(response.body);
    expect(body.holderName).toBe("Asha Verma");
    expect(body.altText).toBe("Specimen signature of Asha Verma");
    expect(body.signatureSvg.startsWith("data:image/svg+xml;base64,")).toBe(true);
    const svg = Buffer.from(body.signatureSvg.split(",")[1] ?? "", "base64").toString("utf8");
    expect(svg).toBe(signatureSvg("Asha Verma"));
    expect(svg).toContain("<svg");
    expect(signatureSvg("Asha Verma")).toBe(signatureSvg("Asha Verma"));
    expect(signatureSvg("Asha Verma")).not.toBe(signatureSvg("Ravi Kumar"));
    expect(signatureSvg("<x&y>")).not.toContain("<x&y>");
  });

  it("a joint holder and another customer both get 404 with an audit row; a bad number 400", async () => {
    const browser = await signedIn("ravi");
    const before = await refusedAudits();
    const joint = await outcome(browser.bank.call("primarySignature", { accountnumber: RAVI_JOINT }));
    expect(joint.status).toBe(404);
    expect((joint.body as { code: string }).code).toBe("ACCOUNT.NOT_FOUND");
    const other = await outcome(browser.bank.call("primarySignature", { accountnumber: SAV }));
    expect(other.status).toBe(404);
    expect(await refusedAudits()).toBe(before + 2);
    const bad = await raw(browser, "GET", "/app/rest/account/primarySignature?accountNumber=20000010000021");
    expect(bad.status).toBe(400);
    expect((bad.body as { statusMsg: string }).statusMsg).toContain("accountnumber");
    const own = await outcome(browser.bank.call("primarySignature", { accountnumber: RAVI_PRIMARY }));
    expect(own.status).toBe(200);
  });

  it("answers 401 without a session", async () => {
    const browser = newBrowser(deps);
    expect((await outcome(browser.bank.call("primarySignature", { accountnumber: SAV }))).status).toBe(401);
  });
});

describe("maskName", () => {
  it("keeps the first letter of each word", () => {
    expect(maskName(" Kavya  Verma ")).toBe("Kxxxx Vxxxx");
    expect(maskName("A")).toBe("A");
  });
});
