import { Redacted } from "effect";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { BankCalls } from "../../../src/adapters/rib/BankClient";
import { endpoints } from "../../../src/adapters/rib/contract/endpoints";
import { DEMO_TXN_PASSWORD } from "../seed/demoData";
import { CLOSED_PAYEE_ACCOUNT } from "../seed/beneficiarySeed";
import { readOutbox } from "../kernel/sms/DevOutboxSmsGateway";
import { auditCount, refusal, signedInBrowser, verifiedCode } from "../testSupport/flows";
import type { InProcessBank } from "../testSupport/inProcessBank";
import { useTestDeps } from "../testSupport/testDatabase";

/**
 * The beneficiary calls against a real database: every payee fact from the bank, the pending
 * beneficiary and its activation by a bound code, modify and delete, another customer's sequence,
 * idempotent replays and the lists. Bad input, the IFSC search and the name enquiry are in
 * beneficiaryLookups.test.ts.
 */

const deps = useTestDeps();

interface Row {
  id: number;
  nickname: string;
  transfer_limit_paise: number;
  status: string;
  activated_at: Date | null;
  deleted_at: Date | null;
}
let seeded: Row[] = [];

beforeAll(async () => {
  seeded = await deps.db.query<Row>(
    "SELECT id, nickname, transfer_limit_paise, status, activated_at, deleted_at FROM beneficiaries ORDER BY id",
  );
});

beforeEach(async () => {
  // Put asha's seeded beneficiaries back and drop the ones a test added.
  await deps.db.query("DELETE FROM beneficiaries WHERE id > $1", [seeded.at(-1)?.id ?? 0]);
  for (const row of seeded) {
    await deps.db.query(
      `UPDATE beneficiaries SET nickname = $2, transfer_limit_paise = $3, status = $4, activated_at = $5, deleted_at = $6
        WHERE id = $1`,
      [row.id, row.nickname, row.transfer_limit_paise, row.status, row.activated_at, row.deleted_at],
    );
  }
  await deps.db.query("DELETE FROM idempotency_keys");
  await deps.db.query("UPDATE customers SET mobile = '9876543210' WHERE id = 'CIF10000001'");
});

type AddRequest = BankCalls["beneficiaryAdd"]["request"];

const IN_BANK: AddRequest = {
  name: "Someone Else",
  nickName: "Kiran",
  accountNumber: "10000010000051",
  tranferLimit: 2_500_000n,
  type: 2,
};

const OTHER_BANK: AddRequest = {
  name: "Anita Deshpande",
  nickName: "Anita",
  accountNumber: "7412589630",
  tranferLimit: 1_000_000n,
  type: 3,
  ifsc: "KKBK0000958",
  accountType: 10,
  emailId: "anita@example.in",
  mobileNumber: "9822012345",
};

let keys = 0;
const key = () => `b-${String(++keys)}-${String(Date.now())}`;

async function asha(): Promise<InProcessBank> {
  const browser = await signedInBrowser(deps, "asha");
  await browser.bank.call("validateTransacPwd", { transacPwd: Redacted.make(DEMO_TXN_PASSWORD) });
  return browser;
}

const add = (browser: InProcessBank, request: AddRequest, idempotencyKey = key()) =>
  browser.bank.call("beneficiaryAdd", request, { idempotencyKey });

const rowOf = async (sequence: string) =>
  (
    await deps.db.query<{
      name: string;
      bank_name: string;
      branch_name: string;
      status: string;
      nickname: string;
      transfer_limit_paise: number;
      activated_at: Date | null;
      deleted_at: Date | null;
    }>(
      "SELECT name, bank_name, branch_name, status, nickname, transfer_limit_paise, activated_at, deleted_at FROM beneficiaries WHERE id = $1",
      [sequence],
    )
  )[0];

const digest = async () =>
  (
    await deps.db.query<{ d: string | null }>(
      "SELECT md5(string_agg(b::text, '|' ORDER BY b.id)) AS d FROM beneficiaries b",
    )
  )[0]?.d;

async function seededSequence(nickname: string): Promise<string> {
  const rows = await deps.db.query<{ id: number }>("SELECT id FROM beneficiaries WHERE nickname = $1", [
    nickname,
  ]);
  const id = rows[0]?.id;
  if (id === undefined) throw new Error(`No seeded beneficiary ${nickname}`);
  return String(id);
}

async function activate(browser: InProcessBank, sequence: string, idempotencyKey = key()) {
  const otac = await verifiedCode(browser, deps.db, endpoints.beneficiaryUpdateStatus, { sequence });
  return browser.bank.call("beneficiaryUpdateStatus", { sequence, type: 2, otac }, { idempotencyKey });
}

describe("adding a beneficiary", () => {
  it("within the bank: PENDING with the bank's holder name and branch, then ACTIVE by a code bound to its sequence", async () => {
    const browser = await asha();
    const added = await add(browser, IN_BANK);
    expect(added).toMatchObject({ success: true, status: "PENDING", data: expect.stringMatching(/^\d+$/) });
    // The client's name is not believed: the bank names the holder.
    expect(await rowOf(added.data)).toMatchObject({
      name: "Kiran Desai",
      bank_name: "Sahyog Bank",
      branch_name: "Fort, Mumbai",
      status: "PENDING",
    });
    const pending = await browser.bank.call("pendingBeneficiaryList", {});
    expect(pending.beneficiaryList.map((b) => b.sequence)).toContain(added.data);

    const activated = await activate(browser, added.data);
    expect(activated).toMatchObject({ status: "ACTIVE", data: added.data });
    // The code's SMS named the payee as the bank recorded it, so the customer knows what it confirms.
    const codeSms = (await readOutbox(deps.db)).find((m) => m.otp !== null);
    expect(codeSms?.text).toContain("one-time code to add Kiran Desai (account ending 0051) as a payee.");
    const list = await browser.bank.call("beneficiaryList", { benType: "2" });
    const shown = list.beneficiaryList.find((b) => b.sequence === added.data);
    expect(shown).toMatchObject({ status: "ACTIVE", name: "Kiran Desai", rnBenAcctNo: "XXXXXXXXXX0051" });
    // The first 24 hours after activation: cooling-off.
    const now = deps.clock.now().getTime();
    expect(Date.parse(shown?.coolingOffUntil ?? "")).toBe(now + 24 * 3600_000);
    // A security notice for the addition and one for the activation.
    const notices = (await readOutbox(deps.db)).filter((m) => m.otp === null).map((m) => m.text);
    expect(notices.some((t) => t.includes("new beneficiary was added"))).toBe(true);
    expect(notices.some((t) => t.includes("new beneficiary was confirmed"))).toBe(true);
  });

  it("answers the cooling-off of the hours the payments enforce, as the bank configured them", async () => {
    const added = await add(await asha(), IN_BANK);
    await activate(await asha(), added.data);
    const config = { ...deps.config, transfers: { ...deps.config.transfers, newBeneficiaryHours: 48 } };
    const browser = await signedInBrowser({ ...deps, config }, "asha");
    const list = await browser.bank.call("beneficiaryList", { benType: "2" });
    const shown = list.beneficiaryList.find((b) => b.sequence === added.data);
    expect(Date.parse(shown?.coolingOffUntil ?? "")).toBe(deps.clock.now().getTime() + 48 * 3600_000);
  });

  it("at another bank: the bank and branch from the IFSC directory", async () => {
    const browser = await asha();
    const added = await add(browser, { ...OTHER_BANK, ifsc: "kkbk0000958" });
    expect(await rowOf(added.data)).toMatchObject({
      name: "Anita Deshpande",
      bank_name: "Kotak Mahindra Bank",
      branch_name: "Kothrud",
      status: "PENDING",
    });
  });

  it("accepts a limit of exactly ₹5,00,000 and refuses one paisa more", async () => {
    const browser = await asha();
    const over = await refusal(add(browser, { ...OTHER_BANK, tranferLimit: 50_000_001n }));
    expect([over.status, over.code]).toEqual([400, "BENEFICIARY.LIMIT_TOO_HIGH"]);
    const added = await add(browser, { ...OTHER_BANK, tranferLimit: 50_000_000n });
    expect((await rowOf(added.data))?.transfer_limit_paise).toBe(50_000_000);
  });

  const refusals: ReadonlyArray<[string, Partial<AddRequest>, number, string, string?]> = [
    [
      "an in-bank number that is not 14 digits (1028)",
      { accountNumber: "1000001000005" },
      400,
      "BENEFICIARY.ACCOUNT_NOT_IN_BANK",
      "1028",
    ],
    ["a closed account", { accountNumber: CLOSED_PAYEE_ACCOUNT }, 404, "BENEFICIARY.ACCOUNT_NOT_FOUND"],
    [
      "an account the bank does not have",
      { accountNumber: "99999999999999" },
      404,
      "BENEFICIARY.ACCOUNT_NOT_FOUND",
    ],
    ["a deposit account", { accountNumber: "10000030000013" }, 404, "BENEFICIARY.ACCOUNT_NOT_FOUND"],
    ["the customer's own account", { accountNumber: "10000010000011" }, 422, "BENEFICIARY.OWN_ACCOUNT"],
    ["an account she holds jointly", { accountNumber: "10000010000071" }, 422, "BENEFICIARY.OWN_ACCOUNT"],
    ["the same payee twice (Ravi)", { accountNumber: "20000010000021" }, 422, "BENEFICIARY.DUPLICATE"],
    ["a nickname of spaces", { nickName: "   " }, 400, "BENEFICIARY.NICKNAME_REQUIRED"],
  ];
  for (const [label, change, status, code, errorCode] of refusals) {
    it(`refuses ${label}, changing nothing`, async () => {
      const browser = await asha();
      const before = await digest();
      const refused = await refusal(add(browser, { ...IN_BANK, ...change }));
      expect([refused.status, refused.code]).toEqual([status, code]);
      if (errorCode !== undefined) expect(refused.body).toMatchObject({ errorCode });
      expect(await digest()).toBe(before);
    });
  }

  const otherRefusals: ReadonlyArray<[string, Partial<AddRequest>, number, string]> = [
    [
      "the same payee at the same branch twice (Priya)",
      { accountNumber: "50100234567891", ifsc: "HDFC0000240" },
      422,
      "BENEFICIARY.DUPLICATE",
    ],
    ["an IFSC not in the directory", { ifsc: "HDFC0999999" }, 404, "BENEFICIARY.IFSC_UNKNOWN"],
    ["an IFSC of the wrong shape", { ifsc: "1234ABCDEFG" }, 400, "BENEFICIARY.IFSC_INVALID"],
    ["a name with digits", { name: "Anita 2" }, 400, "BENEFICIARY.NAME_INVALID"],
    ["no e-mail address", { emailId: " " }, 400, "BENEFICIARY.DETAILS_REQUIRED"],
  ];
  for (const [label, change, status, code] of otherRefusals) {
    it(`at another bank refuses ${label}, changing nothing`, async () => {
      const browser = await asha();
      const before = await digest();
      const refused = await refusal(add(browser, { ...OTHER_BANK, ...change }));
      expect([refused.status, refused.code]).toEqual([status, code]);
      expect(await digest()).toBe(before);
    });
  }

  it("refuses a customer without a registered mobile (no code could reach them)", async () => {
    const browser = await asha();
    await deps.db.query("UPDATE customers SET mobile = '' WHERE id = 'CIF10000001'");
    expect(await browser.bank.call("validateMobileNumber", {})).toEqual({
      registered: false,
      maskedMobile: null,
    });
    const before = await digest();
    const refused = await refusal(add(browser, OTHER_BANK));
    expect([refused.status, refused.code]).toEqual([422, "PROFILE.MOBILE_NOT_REGISTERED"]);
    expect(await digest()).toBe(before);
  });

  it("answers a replay with the same key once, and refuses the same key with another body", async () => {
    const browser = await asha();
    const idempotencyKey = key();
    const first = await add(browser, OTHER_BANK, idempotencyKey);
    const again = await add(browser, OTHER_BANK, idempotencyKey);
    expect(again).toEqual(first);
    const count = await deps.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM beneficiaries WHERE account_number = $1",
      [OTHER_BANK.accountNumber],
    );
    expect(count[0]?.n).toBe(1);
    const mismatch = await refusal(add(browser, { ...OTHER_BANK, nickName: "Other" }, idempotencyKey));
    expect([mismatch.status, mismatch.code]).toEqual([422, "IDEMPOTENCY.MISMATCH"]);
  });

  it("adds the same payee once when two additions arrive at the same moment (the other is a duplicate, never a 500)", async () => {
    const browser = await asha();
    const outcomes = await Promise.allSettled([
      add(browser, OTHER_BANK),
      add(browser, OTHER_BANK),
      add(browser, OTHER_BANK),
    ]);
    expect(outcomes.filter((o) => o.status === "fulfilled")).toHaveLength(1);
    for (const failed of outcomes.filter((o) => o.status === "rejected")) {
      expect(failed.reason).toMatchObject({ status: 422, code: "BENEFICIARY.DUPLICATE" });
    }
    const rows = await deps.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM beneficiaries WHERE account_number = $1 AND status <> 'DELETED'",
      [OTHER_BANK.accountNumber],
    );
    expect(rows[0]?.n).toBe(1);
  });

  it("needs the transaction password verified moments before", async () => {
    const browser = await signedInBrowser(deps, "asha");
    const refused = await refusal(add(browser, OTHER_BANK));
    expect([refused.status, refused.code]).toEqual([403, "TXN_PWD.REQUIRED"]);
  });
});

describe("pending beneficiaries", () => {
  it("a code bound to another beneficiary is refused and activates nothing", async () => {
    const browser = await asha();
    const farhan = await seededSequence("Farhan");
    const other = (await add(browser, OTHER_BANK)).data;
    const otac = await verifiedCode(browser, deps.db, endpoints.beneficiaryUpdateStatus, {
      sequence: farhan,
    });
    const refused = await refusal(
      browser.bank.call("beneficiaryUpdateStatus", { sequence: other, otac }, { idempotencyKey: key() }),
    );
    expect([refused.status, refused.code]).toEqual([403, "OTP.NOT_VERIFIED"]);
    expect((await rowOf(other))?.status).toBe("PENDING");
    expect((await rowOf(farhan))?.status).toBe("PENDING");
    // The code still activates the beneficiary it was sent for.
    await browser.bank.call("beneficiaryUpdateStatus", { sequence: farhan, otac }, { idempotencyKey: key() });
    expect((await rowOf(farhan))?.status).toBe("ACTIVE");
  });

  it("an active beneficiary is not activated again, and a replay of an activation answers the first answer", async () => {
    const browser = await asha();
    const farhan = await seededSequence("Farhan");
    const idempotencyKey = key();
    const otac = await verifiedCode(browser, deps.db, endpoints.beneficiaryUpdateStatus, {
      sequence: farhan,
    });
    const request = { sequence: farhan, type: 3 as const, otac };
    const first = await browser.bank.call("beneficiaryUpdateStatus", request, { idempotencyKey });
    const replay = await browser.bank.call("beneficiaryUpdateStatus", request, { idempotencyKey });
    expect(replay).toEqual(first);
    const again = await refusal(activate(browser, farhan));
    expect([again.status, again.code]).toEqual([422, "BENEFICIARY.NOT_PENDING"]);
  });

  it("deletes a pending one (the row stays, DELETED) but not an active one", async () => {
    const browser = await asha();
    const farhan = await seededSequence("Farhan");
    const deleted = await browser.bank.call(
      "pendingBeneficiaryDelete",
      { sequence: farhan },
      { idempotencyKey: key() },
    );
    expect(deleted.status).toBe("DELETED");
    expect(await rowOf(farhan)).toMatchObject({ status: "DELETED", deleted_at: expect.any(Date) });
    expect((await browser.bank.call("pendingBeneficiaryList", {})).beneficiaryList).toEqual([]);
    const ravi = await seededSequence("Ravi");
    const refused = await refusal(
      browser.bank.call("pendingBeneficiaryDelete", { sequence: ravi }, { idempotencyKey: key() }),
    );
    expect([refused.status, refused.code]).toEqual([422, "BENEFICIARY.NOT_PENDING"]);
  });
});

describe("modify and delete", () => {
  it("lowers the limit and renames without a code; a raise is refused there", async () => {
    const browser = await asha();
    const ravi = await seededSequence("Ravi");
    await browser.bank.call(
      "beneficiaryUpdate",
      { sequence: ravi, nickName: "Ravi K", tranferLimit: 5_000_000n },
      { idempotencyKey: key() },
    );
    expect(await rowOf(ravi)).toMatchObject({ nickname: "Ravi K", transfer_limit_paise: 5_000_000 });
    const before = await digest();
    const raise = await refusal(
      browser.bank.call(
        "beneficiaryUpdate",
        { sequence: ravi, nickName: "Ravi K", tranferLimit: 5_000_001n },
        { idempotencyKey: key() },
      ),
    );
    expect([raise.status, raise.code]).toEqual([403, "BENEFICIARY.LIMIT_RAISE_NEEDS_CODE"]);
    expect(await digest()).toBe(before);
  });

  it("raises the limit with a code bound to the sequence, nickname and limit; a code for another limit is refused", async () => {
    const browser = await asha();
    const ravi = await seededSequence("Ravi");
    const asked = { sequence: ravi, nickName: "Ravi", tranferLimit: 20_000_000n };
    const otherLimit = await verifiedCode(browser, deps.db, endpoints.beneficiaryRaiseLimit, {
      ...asked,
      tranferLimit: 15_000_000n,
    });
    const refused = await refusal(
      browser.bank.call("beneficiaryRaiseLimit", { ...asked, otac: otherLimit }, { idempotencyKey: key() }),
    );
    expect([refused.status, refused.code]).toEqual([403, "OTP.NOT_VERIFIED"]);
    expect((await rowOf(ravi))?.transfer_limit_paise).toBe(10_000_000);
    const otac = await verifiedCode(browser, deps.db, endpoints.beneficiaryRaiseLimit, asked);
    await browser.bank.call("beneficiaryRaiseLimit", { ...asked, otac }, { idempotencyKey: key() });
    expect((await rowOf(ravi))?.transfer_limit_paise).toBe(20_000_000);
  });

  it("refuses a raise above ₹5,00,000 even with a code", async () => {
    const browser = await asha();
    const ravi = await seededSequence("Ravi");
    const asked = { sequence: ravi, nickName: "Ravi", tranferLimit: 50_000_100n };
    const otac = await verifiedCode(browser, deps.db, endpoints.beneficiaryRaiseLimit, asked);
    const refused = await refusal(
      browser.bank.call("beneficiaryRaiseLimit", { ...asked, otac }, { idempotencyKey: key() }),
    );
    expect([refused.status, refused.code]).toEqual([400, "BENEFICIARY.LIMIT_TOO_HIGH"]);
  });

  it("does not modify an inactive beneficiary (its account closed)", async () => {
    const browser = await asha();
    const arjun = await seededSequence("Arjun old account");
    const refused = await refusal(
      browser.bank.call(
        "beneficiaryUpdate",
        { sequence: arjun, nickName: "Arjun", tranferLimit: 100n },
        { idempotencyKey: key() },
      ),
    );
    expect([refused.status, refused.code]).toEqual([422, "BENEFICIARY.NOT_ACTIVE"]);
  });

  it("deletes with the transaction password and no code: the row stays, the lists drop it, the payee can be added again", async () => {
    const browser = await asha();
    const ravi = await seededSequence("Ravi");
    const idempotencyKey = key();
    const deleted = await browser.bank.call("beneficiaryDelete", { sequence: ravi }, { idempotencyKey });
    expect(deleted).toMatchObject({ success: true, status: "DELETED", data: ravi });
    expect(await browser.bank.call("beneficiaryDelete", { sequence: ravi }, { idempotencyKey })).toEqual(
      deleted,
    );
    expect((await rowOf(ravi))?.status).toBe("DELETED");
    const list = await browser.bank.call("allActiveBeneficiaries", {});
    expect(list.beneficiaryList.map((b) => b.sequence)).not.toContain(ravi);
    const again = await refusal(
      browser.bank.call("beneficiaryDelete", { sequence: ravi }, { idempotencyKey: key() }),
    );
    expect([again.status, again.code]).toEqual([404, "BENEFICIARY.NOT_FOUND"]);
    const readded = await add(browser, { ...IN_BANK, accountNumber: "20000010000021" });
    expect(readded.status).toBe("PENDING");
  });

  it("needs the transaction password to delete", async () => {
    const browser = await signedInBrowser(deps, "asha");
    const ravi = await seededSequence("Ravi");
    const refused = await refusal(
      browser.bank.call("beneficiaryDelete", { sequence: ravi }, { idempotencyKey: key() }),
    );
    expect([refused.status, refused.code]).toEqual([403, "TXN_PWD.REQUIRED"]);
    expect((await rowOf(ravi))?.status).toBe("ACTIVE");
  });
});

describe("another customer's beneficiary", () => {
  it("is not found for every call that names one, audited, and nothing changes", async () => {
    const ravi = await signedInBrowser(deps, "ravi");
    await ravi.bank.call("validateTransacPwd", { transacPwd: Redacted.make(DEMO_TXN_PASSWORD) });
    const farhan = await seededSequence("Farhan");
    const priya = await seededSequence("Priya HDFC");
    const before = await digest();
    const attempts: Array<() => Promise<unknown>> = [
      () =>
        ravi.bank.call("beneficiaryUpdateStatus", { sequence: farhan, otac: "x" }, { idempotencyKey: key() }),
      () => ravi.bank.call("pendingBeneficiaryDelete", { sequence: farhan }, { idempotencyKey: key() }),
      () =>
        ravi.bank.call(
          "beneficiaryUpdate",
          { sequence: priya, nickName: "P", tranferLimit: 100n },
          { idempotencyKey: key() },
        ),
      () =>
        ravi.bank.call(
          "beneficiaryRaiseLimit",
          { sequence: priya, nickName: "P", tranferLimit: 100n, otac: "x" },
          { idempotencyKey: key() },
        ),
      () => ravi.bank.call("beneficiaryDelete", { sequence: priya }, { idempotencyKey: key() }),
    ];
    for (const attempt of attempts) {
      const refused = await refusal(attempt());
      expect([refused.status, refused.code]).toEqual([404, "BENEFICIARY.NOT_FOUND"]);
    }
    expect(await auditCount(deps.db, "BENEFICIARY_ACCESS", "REFUSED")).toBe(attempts.length);
    expect(await digest()).toBe(before);
    expect((await ravi.bank.call("allActiveBeneficiaries", {})).beneficiaryList).toEqual([]);
  });
});

describe("the lists", () => {
  it("show asha's beneficiaries of each kind with status, type, bank, limit and the cooling-off of a new one", async () => {
    const browser = await asha();
    const inBank = (await browser.bank.call("beneficiaryList", { benType: "2" })).beneficiaryList;
    expect(inBank.map((b) => [b.name, b.status])).toEqual([
      ["Arjun Verma", "INACTIVE"],
      ["Ravi Kumar", "ACTIVE"],
      ["Sunita Kumar", "ACTIVE"],
    ]);
    expect(inBank.find((b) => b.name === "Sunita Kumar")?.coolingOffUntil).not.toBeNull();
    expect(inBank.find((b) => b.name === "Ravi Kumar")?.coolingOffUntil).toBeNull();
    const other = (await browser.bank.call("beneficiaryList", { benType: "3" })).beneficiaryList;
    expect(new Set(other.map((b) => b.bankName)).size).toBe(3);
    expect(other.every((b) => b.status === "ACTIVE")).toBe(true);
    const all = (await browser.bank.call("beneficiaryList", {})).beneficiaryList;
    expect(all).toHaveLength(6);
    const within = (await browser.bank.call("activeBeneficiariesWithinBank", {})).beneficiaryList;
    expect(within.map((b) => b.name).sort()).toEqual(["Ravi Kumar", "Sunita Kumar"]);
    const outside = (await browser.bank.call("activeBeneficiariesOtherBank", {})).beneficiaryList;
    expect(outside).toHaveLength(3);
    expect((await browser.bank.call("allActiveBeneficiaries", {})).beneficiaryList).toHaveLength(5);
    const pending = (await browser.bank.call("pendingBeneficiaryList", {})).beneficiaryList;
    expect(pending.map((b) => [b.name, b.status, b.bankName])).toEqual([
      ["Farhan Ali", "PENDING", "Axis Bank"],
    ]);
  });
});
