import { Redacted } from "effect";
import { beforeEach, describe, expect, it } from "vitest";
import { endpointPath, type Endpoint } from "../../../src/adapters/rib/contract/endpoint";
import { endpoints, type EndpointName } from "../../../src/adapters/rib/contract/endpoints";
import { IFSC_SEARCH_PAGE_SIZE } from "../../../src/domain/beneficiary/Ifsc";
import { BRANCHES } from "../seed/demoData";
import { CLOSED_PAYEE_ACCOUNT, DIRECTORY_BANKS, STATES_AND_CITIES } from "../seed/beneficiarySeed";
import { auditCount, raw, refusal, signedInBrowser } from "../testSupport/flows";
import { ACCOUNT_LOOKUPS_PER_MINUTE } from "./beneficiaryRoutes";
import { useTestDeps } from "../testSupport/testDatabase";

/**
 * The beneficiary calls that read the bank's directories: bad input to every beneficiary call, the
 * in-bank account lookup (1028), the IFSC check and search (minimum lengths, paging, no records),
 * the name enquiry (sealed both ways, its wait on the server clock) and the mobile check.
 */

const deps = useTestDeps();

beforeEach(async () => {
  await deps.db.query("DELETE FROM name_enquiry_uses");
  await deps.db.query("DELETE FROM idempotency_keys");
});

const digest = async () =>
  (
    await deps.db.query<{ d: string | null }>(
      `SELECT md5(coalesce((SELECT string_agg(b::text, '|' ORDER BY b.id) FROM beneficiaries b), '') ||
                  coalesce((SELECT string_agg(n::text, '|' ORDER BY n.customer_id) FROM name_enquiry_uses n), '') ||
                  coalesce((SELECT string_agg(k::text, '|' ORDER BY k::text) FROM idempotency_keys k), '')) AS d`,
    )
  )[0]?.d;

/** One request per beneficiary call that breaks its schema. */
const BAD: ReadonlyArray<[EndpointName, { json?: unknown; query?: string }]> = [
  ["beneficiaryAdd", { json: { name: "A", nickName: "A", accountNumber: "1", tranferLimit: 100, type: 4 } }],
  [
    "beneficiaryAdd",
    { json: { name: "A", nickName: "A", accountNumber: "12-34", tranferLimit: 100, type: 2 } },
  ],
  ["beneficiaryAdd", { json: { name: "A", nickName: "A", accountNumber: "1234", tranferLimit: 0, type: 2 } }],
  [
    "beneficiaryAdd",
    { json: { name: "A", nickName: "A", accountNumber: "1234", tranferLimit: 10.5, type: 2 } },
  ],
  ["beneficiaryUpdateStatus", { json: { sequence: "0", otac: "x" } }],
  ["beneficiaryUpdateStatus", { json: { sequence: "1" } }],
  ["pendingBeneficiaryDelete", { json: { sequence: "abc" } }],
  ["beneficiaryUpdate", { json: { sequence: "1", nickName: "", tranferLimit: 100 } }],
  ["beneficiaryRaiseLimit", { json: { sequence: "1", nickName: "A", tranferLimit: -5, otac: "x" } }],
  ["beneficiaryDelete", { json: { sequence: 1 } }],
  ["beneficiaryList", { query: "benType=4" }],
  ["benAccountLookup", { json: { accountNumber: "ABC" } }],
  ["checkBenIfsc", { json: { ifsc: "HDFC" } }],
  ["ifscSearch", { json: { bankName: "HDFC Bank", page: 0 } }],
  ["nameEnquiry", { json: { benAccountNumber: "x", benIfsc: "HDFC0000240", trtype: "3" } }],
];

describe("bad input", () => {
  for (const [name, bad] of BAD) {
    it(`${name} ${JSON.stringify(bad.json ?? bad.query)}: 400, nothing changed`, async () => {
      const browser = await signedInBrowser(deps, "asha");
      const declaration = endpoints[name] as Endpoint;
      const before = await digest();
      const path = `${endpointPath(declaration)}${bad.query === undefined ? "" : `?${bad.query}`}`;
      const answer = await raw(browser, declaration.method, path, {
        ...(bad.json === undefined ? {} : { json: bad.json }),
        headers: { "Idempotency-Key": "bad-input-key" },
      });
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({ code: "REQUEST.INVALID" });
      expect(await digest()).toBe(before);
    });
  }
});

describe("the in-bank account lookup", () => {
  it("names the holder from the bank's accounts", async () => {
    const browser = await signedInBrowser(deps, "asha");
    const found = await browser.bank.call("benAccountLookup", {
      accountNumber: "20000010000021",
      accountType: "SAVCURR",
    });
    expect(found).toEqual({
      accountNumber: "20000010000021",
      name: "Ravi Kumar",
      accountType: 10,
      ifsc: "RIBK0000202",
      branch: "Indiranagar, Bengaluru",
    });
  });

  it("types an NRE savings account 40 and an NRO one as other savings, 10", async () => {
    const browser = await signedInBrowser(deps, "asha");
    const lookup = (accountNumber: string) =>
      browser.bank.call("benAccountLookup", { accountNumber, accountType: "SAVCURR" });
    expect(await lookup("30000010000031")).toMatchObject({ accountType: 40 });
    expect(await lookup("30000020000032")).toMatchObject({ accountType: 10 });
  });

  it("answers 1028 for a number that is not 14 digits, and not found for a closed account", async () => {
    const browser = await signedInBrowser(deps, "asha");
    const short = await refusal(browser.bank.call("benAccountLookup", { accountNumber: "2000001000002" }));
    expect([short.status, short.code]).toEqual([400, "BENEFICIARY.ACCOUNT_NOT_IN_BANK"]);
    expect(short.body).toMatchObject({ errorCode: "1028" });
    const closed = await refusal(
      browser.bank.call("benAccountLookup", { accountNumber: CLOSED_PAYEE_ACCOUNT }),
    );
    expect([closed.status, closed.code]).toEqual([404, "BENEFICIARY.ACCOUNT_NOT_FOUND"]);
    const own = await refusal(browser.bank.call("benAccountLookup", { accountNumber: "10000020000012" }));
    expect([own.status, own.code]).toEqual([422, "BENEFICIARY.OWN_ACCOUNT"]);
  });
  it("answers a few lookups a minute, then 429 until the minute has passed (the server's clock)", async () => {
    await deps.db.query("DELETE FROM rate_limits");
    const browser = await signedInBrowser(deps, "asha");
    for (let i = 0; i < ACCOUNT_LOOKUPS_PER_MINUTE; i += 1) {
      await browser.bank.call("benAccountLookup", { accountNumber: "20000010000021" });
    }
    const refused = await refusal(browser.bank.call("benAccountLookup", { accountNumber: "20000010000021" }));
    expect([refused.status, refused.code]).toEqual([429, "REQUEST.RATE_LIMITED"]);
    deps.clock.advance(61_000);
    expect((await browser.bank.call("benAccountLookup", { accountNumber: "20000010000021" })).name).toBe(
      "Ravi Kumar",
    );
  });
});

describe("the IFSC directory", () => {
  it("holds several hundred codes of at least 8 banks in every state, the demo bank's own among them", async () => {
    const rows = await deps.db.query<{ n: number; banks: number; states: number }>(
      "SELECT count(*)::int AS n, count(DISTINCT bank_name)::int AS banks, count(DISTINCT state)::int AS states FROM ifsc_directory",
    );
    expect(rows[0]?.n).toBeGreaterThanOrEqual(300);
    expect(rows[0]?.banks).toBeGreaterThanOrEqual(DIRECTORY_BANKS.length);
    expect(rows[0]?.states).toBe(STATES_AND_CITIES.length);
    const browser = await signedInBrowser(deps, "asha");
    for (const branch of BRANCHES) {
      const checked = await browser.bank.call("checkBenIfsc", { ifsc: branch.ifsc });
      expect(checked.branch).toMatchObject({ bankName: "Sahyog Bank", branch: branch.name });
    }
  });

  it("checks an IFSC: known, unknown (404 with a message) and of the wrong shape", async () => {
    const browser = await signedInBrowser(deps, "asha");
    expect((await browser.bank.call("checkBenIfsc", { ifsc: "sbin0000800" })).branch).toMatchObject({
      ifsc: "SBIN0000800",
      bankName: "State Bank of India",
      city: "Chennai",
    });
    const unknown = await refusal(browser.bank.call("checkBenIfsc", { ifsc: "SBIN0999999" }));
    expect([unknown.status, unknown.code, unknown.statusMsg]).toEqual([
      404,
      "BENEFICIARY.IFSC_UNKNOWN",
      "Invalid IFSC code",
    ]);
    const shape = await refusal(browser.bank.call("checkBenIfsc", { ifsc: "12345678901" }));
    expect([shape.status, shape.code]).toEqual([400, "BENEFICIARY.IFSC_INVALID"]);
  });

  const short: ReadonlyArray<[string, Record<string, string>]> = [
    ["no criterion", {}],
    ["only spaces", { bankName: "    " }],
    ["an IFSC of 3 characters", { ifsc: "HDF" }],
    ["a bank of 3 characters", { bankName: "HDF" }],
    ["a city of 2 characters", { city: "Mu" }],
    ["a good state with a short city", { state: "Maharashtra", city: "Pu" }],
  ];
  for (const [label, criteria] of short) {
    it(`refuses a search with ${label}`, async () => {
      const browser = await signedInBrowser(deps, "asha");
      const refused = await refusal(browser.bank.call("ifscSearch", criteria));
      expect([refused.status, refused.code]).toEqual([400, "BENEFICIARY.IFSC_SEARCH_CRITERIA"]);
    });
  }

  it("searches at the minimum lengths, ignoring case, 5 rows a page, every row on exactly one page", async () => {
    const browser = await signedInBrowser(deps, "asha");
    expect((await browser.bank.call("ifscSearch", { ifsc: "hdfc" })).totalCount).toBeGreaterThan(
      IFSC_SEARCH_PAGE_SIZE,
    );
    expect(
      (await browser.bank.call("ifscSearch", { city: "pun" })).ifscList.every((r) => /pun/iu.test(r.city)),
    ).toBe(true);
    const first = await browser.bank.call("ifscSearch", { bankName: "axis", state: "Maharashtra" });
    expect(first.pageSize).toBe(5);
    expect(first.ifscList.every((r) => r.bankName === "Axis Bank" && r.state === "Maharashtra")).toBe(true);
    const byBank = await browser.bank.call("ifscSearch", { bankName: "Kotak" });
    const pages = Math.ceil(byBank.totalCount / IFSC_SEARCH_PAGE_SIZE);
    const seen: string[] = [];
    for (let page = 1; page <= pages; page += 1) {
      const answer = await browser.bank.call("ifscSearch", { bankName: "Kotak", page });
      expect(answer.ifscList.length).toBe(page < pages ? 5 : byBank.totalCount - (pages - 1) * 5);
      seen.push(...answer.ifscList.map((r) => r.ifsc));
    }
    expect(new Set(seen).size).toBe(byBank.totalCount);
    expect((await browser.bank.call("ifscSearch", { bankName: "Kotak", page: pages + 1 })).ifscList).toEqual(
      [],
    );
  });

  it("answers an empty page when nothing matches (the screen's No Records Found), and takes % literally", async () => {
    const browser = await signedInBrowser(deps, "asha");
    expect(await browser.bank.call("ifscSearch", { city: "Atlantis" })).toEqual({
      ifscList: [],
      totalCount: 0,
      page: 1,
      pageSize: 5,
    });
    expect((await browser.bank.call("ifscSearch", { bankName: "%%%%" })).totalCount).toBe(0);
    const options = await browser.bank.call("ifscSearchOptions", {});
    expect(options.states).toHaveLength(STATES_AND_CITIES.length);
    expect(options.banks).toContain("Sahyog Bank");
  });
});

describe("the name enquiry", () => {
  const enquiry = (benAccountNumber: string, benIfsc = "HDFC0000240") => ({
    benAccountNumber: Redacted.make(benAccountNumber),
    benIfsc,
    fromAccountNumber: Redacted.make("10000010000011"),
    trtype: "2" as const,
  });

  it("answers the payee bank's name sealed, then makes the customer wait the pooling time on the server clock", async () => {
    const browser = await signedInBrowser(deps, "asha");
    const found = await browser.bank.call("nameEnquiry", enquiry("50100234567891"));
    expect(found).toMatchObject({ nameStatus: "00", payeeName: "Priya Sharma", waitSeconds: 90 });
    // Sealed on the wire: the raw fields are JWEs, not the name.
    expect(found.benificiaryName).not.toContain("Priya");

    const early = await refusal(browser.bank.call("nameEnquiry", enquiry("50100234567891")));
    expect([early.status, early.code]).toEqual([429, "BENEFICIARY.NAME_ENQUIRY_WAIT"]);
    expect(early.body).toMatchObject({ secondsLeft: 90 });

    deps.clock.advance(60_000);
    expect(await browser.bank.call("poolingTime", {})).toEqual({
      data: 1.5,
      waitSeconds: 90,
      secondsLeft: 30,
    });
    const later = await refusal(browser.bank.call("nameEnquiry", enquiry("50100234567891")));
    expect(later.body).toMatchObject({ secondsLeft: 30 });

    deps.clock.advance(30_000);
    expect((await browser.bank.call("poolingTime", {})).secondsLeft).toBe(0);
    const unknown = await browser.bank.call("nameEnquiry", enquiry("11112222333344"));
    expect(unknown).toMatchObject({ nameStatus: "01", payeeName: "" });
    expect(unknown.responseMessage).toContain("HDFC Bank");
  });

  it("answers one of two enquiries sent at the same moment; the other waits", async () => {
    const browser = await signedInBrowser(deps, "asha");
    const outcomes = await Promise.allSettled([
      browser.bank.call("nameEnquiry", enquiry("50100234567891")),
      browser.bank.call("nameEnquiry", enquiry("50100234567891")),
    ]);
    expect(outcomes.filter((o) => o.status === "fulfilled")).toHaveLength(1);
    const waited = outcomes.find((o) => o.status === "rejected");
    expect(waited?.reason).toMatchObject({ status: 429, code: "BENEFICIARY.NAME_ENQUIRY_WAIT" });
  });

  it("refuses a source account that is not the customer's (audited) and an unknown IFSC, without using the wait", async () => {
    const browser = await signedInBrowser(deps, "asha");
    const other = await refusal(
      browser.bank.call("nameEnquiry", {
        ...enquiry("50100234567891"),
        fromAccountNumber: Redacted.make("20000010000021"),
      }),
    );
    expect([other.status, other.code]).toEqual([404, "ACCOUNT.NOT_FOUND"]);
    expect(await auditCount(deps.db, "ACCOUNT_ACCESS", "REFUSED")).toBe(1);
    const unknown = await refusal(browser.bank.call("nameEnquiry", enquiry("50100234567891", "HDFC0999999")));
    expect([unknown.status, unknown.code]).toEqual([404, "BENEFICIARY.IFSC_UNKNOWN"]);
    expect((await browser.bank.call("poolingTime", {})).secondsLeft).toBe(0);
  });
});

describe("the mobile-registration check", () => {
  it("answers the registered mobile masked", async () => {
    const browser = await signedInBrowser(deps, "asha");
    expect(await browser.bank.call("validateMobileNumber", {})).toEqual({
      registered: true,
      maskedMobile: "XXXXXX3210",
    });
  });
});
