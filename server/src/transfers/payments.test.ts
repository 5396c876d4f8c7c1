import { randomUUID } from "node:crypto";
import { Redacted } from "effect";
import { beforeEach, describe, expect, it } from "vitest";
import type { BankCalls } from "../../../src/adapters/rib/BankClient";
import { endpoints } from "../../../src/adapters/rib/contract/endpoints";
import type { Paise } from "../../../src/domain/money/Money";
import { createApp } from "../app";
import type { ServerConfig } from "../kernel/config";
import { DEMO_TXN_PASSWORD } from "../seed/demoData";
import { inProcessBank, type InProcessBank } from "../testSupport/inProcessBank";
import { auditCount, outcome, raw, signInActive, verifiedCode } from "../testSupport/flows";
import { TEST_APP_DATE, useTestDeps } from "../testSupport/testDatabase";
import { checkLedger } from "./Ledger";

const deps = useTestDeps();

const SALARY = "10000010000011";
const BUSINESS = "10000020000012";
const FAMILY = "10000010000071";
const FD = "10000030000013";
const RAVI = "20000010000021";
const SUNITA = "20000020000022";
/** Another customer's account in the bank that asha has no beneficiary for. */
const AHEAD_PAYEE = "10000010000111";
const PRIYA = { account: "50100234567891", ifsc: "HDFC0000240" };
const MEERA_NRE = "30000010000031";
const MEERA_NRO = "30000020000032";

type WithinBank = BankCalls["fundsTransferWithinBank"]["request"];
type Neft = BankCalls["neftRtgs"]["request"];

/** A browser of `username` on an app with `transfers` settings over the test configuration. */
async function customer(
  username = "asha",
  transfers: Partial<ServerConfig["transfers"]> = {},
): Promise<InProcessBank> {
  const config = { ...deps.config, transfers: { ...deps.config.transfers, ...transfers } };
  const browser = inProcessBank(createApp({ ...deps, config }));
  await signInActive(browser, deps.db, username);
  const answer = await browser.bank.call("validateTransacPwd", {
    transacPwd: Redacted.make(DEMO_TXN_PASSWORD),
  });
  expect(answer.status).toBe(200);
  return browser;
}

async function balance(account: string): Promise<Paise> {
  const [row] = await deps.db.query<{ balance_paise: number }>(
    "SELECT balance_paise FROM accounts WHERE account_number = $1",
    [account],
  );
  return BigInt(row?.balance_paise ?? 0);
}

async function beneficiaryId(customerId: string, account: string): Promise<string> {
  const [row] = await deps.db.query<{ id: string }>(
    "SELECT id::text AS id FROM beneficiaries WHERE customer_id = $1 AND account_number = $2",
    [customerId, account],
  );
  if (row === undefined) throw new Error(`No beneficiary ${account}`);
  return row.id;
}

async function paymentCount(): Promise<number> {
  const [row] = await deps.db.query<{ n: number }>("SELECT count(*)::int AS n FROM payments");
  return row?.n ?? 0;
}

const own = (amount: Paise, overrides: Partial<WithinBank> = {}): WithinBank => ({
  fromAccountNumber: SALARY,
  benAccountNumber: FAMILY,
  transferAmount: amount,
  transComment: "Groceries",
  transToComment: "From salary",
  paymentNetwork: "IFT",
  ...overrides,
});

/** An own-account transfer as sent raw: its amount as the wire carries it (any JSON value). */
const ownRaw = (transferAmount: unknown, overrides: Partial<WithinBank> = {}): Record<string, unknown> => ({
  ...own(0n, overrides),
  transferAmount,
});

async function withinBank(browser: InProcessBank, request: WithinBank, key = randomUUID()) {
  const withCode =
    request.paymentNetwork === "IFTWB" && request.otac === undefined
      ? { ...request, otac: await verifiedCode(browser, deps.db, endpoints.fundsTransferWithinBank, request) }
      : request;
  return outcome(browser.bank.call("fundsTransferWithinBank", withCode, { idempotencyKey: key }));
}

async function neft(browser: InProcessBank, request: Omit<Neft, "otac">, key = randomUUID()) {
  const otac = await verifiedCode(browser, deps.db, endpoints.neftRtgs, request);
  return outcome(browser.bank.call("neftRtgs", { ...request, otac }, { idempotencyKey: key }));
}

async function toPriya(amount: Paise, overrides: Partial<Neft> = {}): Promise<Omit<Neft, "otac">> {
  return {
    fromAccountNumber: SALARY,
    benAccountNumber: PRIYA.account,
    benIfsc: PRIYA.ifsc,
    transferAmount: amount,
    paymentNetwork: "NEFT",
    narrationFromAccount: "Books",
    benSequence: await beneficiaryId("CIF10000001", PRIYA.account),
    ...overrides,
  };
}

beforeEach(async () => {
  await deps.db.query("DELETE FROM idempotency_keys");
  await deps.db.query("UPDATE accounts SET freeze_state = 'NONE' WHERE account_number <> '10000010000051'");
});

describe("own-account transfer (IFT)", () => {
  it("moves the money in one journal, without a code, and shows it in both statements", async () => {
    const b = await customer();
    const [from, to] = [await balance(SALARY), await balance(FAMILY)];
    const answer = await withinBank(b, own(123_456n));
    expect(answer.status, answer.text).toBe(200);
    const body = answer.body as BankCalls["fundsTransferWithinBank"]["response"];
    expect(body).toMatchObject({ success: true, statusCode: 1, data: expect.stringMatching(/^FT\d{10}$/) });
    expect(body.payment).toMatchObject({
      status: "COMPLETED",
      amount: 123_456n,
      charges: 0n,
      totalDebit: 123_456n,
      valueDate: TEST_APP_DATE,
      availableBalance: from - 123_456n,
    });
    expect(await balance(SALARY)).toBe(from - 123_456n);
    expect(await balance(FAMILY)).toBe(to + 123_456n);
    const statement = await b.bank.call("statementSearch", {
      accountNumber: SALARY,
      accountType: "SB",
      stmtType: "MINI",
      fromDate: null,
      toDate: null,
      fromAmount: null,
      toAmount: null,
      fromCheckNumber: null,
      toCheckNumber: null,
      type: null,
      sortByAsc: false,
      totalrows: 5,
      beginValue: 0,
    });
    expect(statement.transaclist[0]).toMatchObject({
      crdr: "DR",
      amount: 123_456n,
      balance: from - 123_456n,
      description: expect.stringContaining(body.data),
    });
    expect(await checkLedger(deps.db)).toMatchObject({
      postingsSum: 0n,
      accountMismatches: 0,
      internalMismatches: 0,
    });
  });

  it("refuses without a transaction password verified moments before, and changes nothing", async () => {
    const b = inProcessBank(createApp(deps));
    await signInActive(b, deps.db, "asha");
    const before = await balance(SALARY);
    const answer = await withinBank(b, own(1_000n));
    expect(answer.status).toBe(403);
    expect((answer.body as { code: string }).code).toBe("TXN_PWD.REQUIRED");
    expect(await balance(SALARY)).toBe(before);
  });

  it("runs once per key: a retry answers the first result; the same key with another body is refused", async () => {
    const b = await customer();
    const before = await balance(SALARY);
    const key = randomUUID();
    const first = await withinBank(b, own(50_000n), key);
    const again = await withinBank(b, own(50_000n), key);
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);
    expect(await balance(SALARY)).toBe(before - 50_000n);
    const other = await withinBank(b, own(60_000n), key);
    expect(other.status).toBe(422);
    expect((other.body as { code: string }).code).toBe("IDEMPOTENCY.MISMATCH");
    expect(await balance(SALARY)).toBe(before - 50_000n);
  });

  it.each([
    ["the same account", own(1_000n, { benAccountNumber: SALARY }), "TRANSFER.SAME_ACCOUNT"],
    ["more than the available balance", own(28_456_076n), "TRANSFER.INSUFFICIENT_BALANCE"],
    ["a fixed deposit as the source", own(1_000n, { fromAccountNumber: FD }), "TRANSFER.SOURCE_NOT_ALLOWED"],
    ["another date than today", own(1_000n, { paymentDate: "2026-11-23" }), "TRANSFER.DATE_NOT_TODAY"],
  ])("refuses %s (422, nothing changed)", async (_, request, code) => {
    const b = await customer();
    const [count, before] = [await paymentCount(), await balance(request.fromAccountNumber)];
    const answer = await withinBank(b, request);
    expect(answer.status, answer.text).toBe(422);
    expect((answer.body as { code: string }).code).toBe(code);
    expect(await paymentCount()).toBe(count);
    expect(await balance(request.fromAccountNumber)).toBe(before);
  });

  it("refuses a frozen source account", async () => {
    const b = await customer();
    await deps.db.query("UPDATE accounts SET freeze_state = 'DEBIT' WHERE account_number = $1", [SALARY]);
    const answer = await withinBank(b, own(1_000n));
    expect((answer.body as { code: string }).code).toBe("TRANSFER.ACCOUNT_FROZEN");
    const state = await b.bank.call("checkFreezeState", { accountNumber: SALARY });
    expect(state).toEqual({
      accountNumber: SALARY,
      freezeState: "DEBIT",
      debitAllowed: false,
      creditAllowed: true,
    });
  });

  it("never credits an NRE account from an NRO one (meera), but pays NRE to NRO", async () => {
    const b = await customer("meera");
    const refused = await withinBank(
      b,
      own(10_000n, { fromAccountNumber: MEERA_NRO, benAccountNumber: MEERA_NRE }),
    );
    expect((refused.body as { code: string }).code).toBe("TRANSFER.NRE_CREDIT_NOT_ALLOWED");
    const paid = await withinBank(
      b,
      own(10_000n, { fromAccountNumber: MEERA_NRE, benAccountNumber: MEERA_NRO }),
    );
    expect(paid.status, paid.text).toBe(200);
    const sources = await b.bank.call("transferSourceAccounts", { paymentNetwork: "IFT" });
    expect(sources.map((s) => [s.account_number, s.nonResident, s.ownTargets])).toEqual([
      [MEERA_NRE, "NRE", [MEERA_NRO]],
      [MEERA_NRO, "NRO", []],
    ]);
  });

  it("answers another customer's account as not found and audits the reach", async () => {
    const b = await customer();
    const before = await auditCount(deps.db, "ACCOUNT_ACCESS", "REFUSED");
    const into = await withinBank(b, own(1_000n, { benAccountNumber: MEERA_NRO }));
    const from = await withinBank(b, own(1_000n, { fromAccountNumber: MEERA_NRO, benAccountNumber: SALARY }));
    expect([into.status, from.status]).toEqual([404, 404]);
    expect((into.body as { code: string }).code).toBe("ACCOUNT.NOT_FOUND");
    expect(await auditCount(deps.db, "ACCOUNT_ACCESS", "REFUSED")).toBe(before + 2);
  });
});

describe("Pay Now within the bank (IFTWB)", () => {
  it("pays an active beneficiary with a code bound to the payment", async () => {
    const b = await customer();
    const [from, to] = [await balance(SALARY), await balance(RAVI)];
    const request = own(75_000n, {
      paymentNetwork: "IFTWB",
      benAccountNumber: RAVI,
      benSequence: await beneficiaryId("CIF10000001", RAVI),
    });
    const answer = await withinBank(b, request);
    expect(answer.status, answer.text).toBe(200);
    expect(await balance(SALARY)).toBe(from - 75_000n);
    expect(await balance(RAVI)).toBe(to + 75_000n);
  });

  it("refuses a code sent for another payment (another amount or payee), and a missing code", async () => {
    const b = await customer();
    const before = await balance(SALARY);
    const request = own(75_000n, {
      paymentNetwork: "IFTWB",
      benAccountNumber: RAVI,
      benSequence: await beneficiaryId("CIF10000001", RAVI),
    });
    const otac = await verifiedCode(b, deps.db, endpoints.fundsTransferWithinBank, request);
    const otherAmount = await withinBank(b, { ...request, transferAmount: 75_001n, otac });
    expect(otherAmount.status).toBe(403);
    expect((otherAmount.body as { code: string }).code).toBe("OTP.NOT_VERIFIED");
    const sunita = await beneficiaryId("CIF10000001", SUNITA);
    const otherPayee = await withinBank(b, {
      ...request,
      benAccountNumber: SUNITA,
      benSequence: sunita,
      otac,
    });
    expect((otherPayee.body as { code: string }).code).toBe("OTP.NOT_VERIFIED");
    const none = await withinBank(b, { ...request, otac: "" });
    expect((none.body as { code: string }).code).toBe("OTP.NOT_VERIFIED");
    expect(await balance(SALARY)).toBe(before);
  });

  it("holds the beneficiary's transfer limit and, in its first 24 hours, the new-beneficiary cap", async () => {
    const b = await customer("asha", { newBeneficiaryCapPaise: 4_000_000n });
    const ravi = await beneficiaryId("CIF10000001", RAVI);
    const above = await withinBank(
      b,
      own(10_000_001n, {
        fromAccountNumber: BUSINESS,
        paymentNetwork: "IFTWB",
        benAccountNumber: RAVI,
        benSequence: ravi,
      }),
    );
    // A refusal of the amount names the request's amount field, so the screen goes back to it.
    expect(above.body).toMatchObject({ code: "TRANSFER.ABOVE_BENEFICIARY_LIMIT", field: "transferAmount" });
    // Sunita was added this morning: 30,000 + 15,000 rupees passes the 40,000 cap.
    const sunita = await beneficiaryId("CIF10000001", SUNITA);
    const first = own(3_000_000n, { paymentNetwork: "IFTWB", benAccountNumber: SUNITA, benSequence: sunita });
    expect((await withinBank(b, first)).status).toBe(200);
    const second = await withinBank(b, { ...first, transferAmount: 1_500_000n });
    expect(second.status).toBe(422);
    expect((second.body as { code: string }).code).toBe("TRANSFER.NEW_BENEFICIARY_CAP");
  });

  it("lists what is left of the new-beneficiary cap, the cap less the payments in its window, and a payment meets exactly that", async () => {
    const sunita = await beneficiaryId("CIF10000001", SUNITA);
    const paidToSunita = async () => {
      const [row] = await deps.db.query<{ paid: number }>(
        `SELECT coalesce(sum(amount_paise), 0) AS paid FROM payments
          WHERE beneficiary_id = $1 AND status IN ('COMPLETED', 'AWAITING_CONFIRMATION')`,
        [sunita],
      );
      return BigInt(row?.paid ?? 0);
    };
    // Sunita was added this morning; whatever earlier payments took, ₹20,000 of this cap is left.
    const cap = (await paidToSunita()) + 2_000_000n;
    const b = await customer("asha", { newBeneficiaryCapPaise: cap });
    const left = async () =>
      (await b.bank.call("activeBeneficiariesWithinBank", {})).beneficiaryList.find(
        (payee) => payee.sequence === sunita,
      )?.coolingOffRemaining;
    expect(await left()).toBe(2_000_000n);
    const payment = own(500_000n, { paymentNetwork: "IFTWB", benAccountNumber: SUNITA, benSequence: sunita });
    expect((await withinBank(b, payment)).status).toBe(200);
    expect(await left()).toBe(cap - (await paidToSunita()));
    expect(await left()).toBe(1_500_000n);

    const [debited, payments] = [await balance(SALARY), await paymentCount()];
    const above = await withinBank(b, { ...payment, transferAmount: 1_500_001n });
    expect([above.status, above.body]).toMatchObject([
      422,
      { code: "TRANSFER.NEW_BENEFICIARY_CAP", field: "transferAmount" },
    ]);
    expect([await balance(SALARY), await paymentCount()]).toEqual([debited, payments]);
    expect((await withinBank(b, { ...payment, transferAmount: 1_500_000n })).status).toBe(200);
    expect(await left()).toBe(0n);
    // A beneficiary long past its first hours has no cap to tell.
    const ravi = await beneficiaryId("CIF10000001", RAVI);
    const listed = (await b.bank.call("activeBeneficiariesWithinBank", {})).beneficiaryList;
    expect(listed.find((payee) => payee.sequence === ravi)).toMatchObject({
      coolingOffUntil: null,
      coolingOffRemaining: null,
    });
  });

  it("caps a beneficiary whose stored activation lies ahead of the clock as a new one, and lists that cooling-off", async () => {
    const b = await customer();
    const activated = deps.clock.now().getTime() + 53 * 60_000;
    const [row] = await deps.db.query<{ id: string }>(
      `INSERT INTO beneficiaries (customer_id, type, name, nickname, account_number, ifsc, bank_name, branch_name,
         account_type, transfer_limit_paise, status, created_at, activated_at)
       VALUES ('CIF10000001', 2, 'Kiran Rao', 'Kiran', $1, 'RIBK0000101', 'Sahyog Bank', 'Fort, Mumbai', 10,
         10000000, 'ACTIVE', $2, $2)
       RETURNING id::text AS id`,
      [AHEAD_PAYEE, new Date(activated)],
    );
    const sequence = row?.id ?? "";
    const request = own(3_000_000n, {
      fromAccountNumber: BUSINESS,
      paymentNetwork: "IFTWB",
      benAccountNumber: AHEAD_PAYEE,
      benSequence: sequence,
    });
    expect((await withinBank(b, request)).status).toBe(200);
    const [debited, payments] = [await balance(BUSINESS), await paymentCount()];
    const second = await withinBank(b, request);
    expect([second.status, (second.body as { code: string }).code]).toEqual([
      422,
      "TRANSFER.NEW_BENEFICIARY_CAP",
    ]);
    expect(await balance(BUSINESS)).toBe(debited);
    expect(await paymentCount()).toBe(payments);
    const listed = (await b.bank.call("beneficiaryList", { benType: "2" })).beneficiaryList;
    const hours = deps.config.transfers.newBeneficiaryHours;
    expect(listed.find((payee) => payee.sequence === sequence)?.coolingOffUntil).toBe(
      new Date(activated + hours * 3_600_000).toISOString(),
    );
  });

  it("holds the daily limit of the network", async () => {
    const [today] = await deps.db.query<{ used: number }>(
      `SELECT coalesce(sum(amount_paise), 0) AS used FROM payments
        WHERE customer_id = 'CIF10000001' AND network = 'IFTWB' AND booked_on = $1`,
      [TEST_APP_DATE],
    );
    const used = BigInt(today?.used ?? 0);
    const limit = used + 300_000n;
    const b = await customer("asha", {
      dailyLimitPaise: { ...deps.config.transfers.dailyLimitPaise, IFTWB: limit },
    });
    const ravi = await beneficiaryId("CIF10000001", RAVI);
    const request = own(200_000n, { paymentNetwork: "IFTWB", benAccountNumber: RAVI, benSequence: ravi });
    expect((await withinBank(b, request)).status).toBe(200);
    const second = await withinBank(b, request);
    expect((second.body as { code: string }).code).toBe("TRANSFER.DAILY_LIMIT");
    const limits = await b.bank.call("neftRtgsLimits", {});
    expect(limits.daily.IFTWB).toEqual({ limit, used: used + 200_000n, remaining: 100_000n });
  });

  it("refuses an inactive beneficiary (closed account) and a pending one", async () => {
    const b = await customer();
    const arjun = await beneficiaryId("CIF10000001", "10000010000101");
    const inactive = await withinBank(
      b,
      own(1_000n, { paymentNetwork: "IFTWB", benAccountNumber: "10000010000101", benSequence: arjun }),
    );
    expect((inactive.body as { code: string }).code).toBe("TRANSFER.BENEFICIARY_NOT_ACTIVE");
    const farhan = await beneficiaryId("CIF10000001", "917010012345678");
    const pending = await neft(
      b,
      await toPriya(1_000n, {
        benAccountNumber: "917010012345678",
        benIfsc: "UTIB0000123",
        benSequence: farhan,
      }),
    );
    expect((pending.body as { code: string }).code).toBe("TRANSFER.BENEFICIARY_NOT_ACTIVE");
  });

  it("answers another customer's beneficiary as not found and audits it", async () => {
    const [ravisOwn] = await deps.db.query<{ id: string }>(
      `INSERT INTO beneficiaries (customer_id, type, name, nickname, account_number, ifsc, bank_name, branch_name,
         account_type, transfer_limit_paise, status, created_at, activated_at)
       VALUES ('CIF10000002', 2, 'Asha Verma', 'Asha', $1, 'RIBK0000101', 'Sahyog Bank', 'Fort', 10, 1000000,
         'ACTIVE', now(), now()) RETURNING id::text AS id`,
      [FAMILY],
    );
    const b = await customer();
    const before = await auditCount(deps.db, "TRANSFER_ACCESS", "REFUSED");
    const answer = await withinBank(
      b,
      own(1_000n, { paymentNetwork: "IFTWB", benAccountNumber: FAMILY, benSequence: ravisOwn?.id ?? "" }),
    );
    expect(answer.status).toBe(404);
    expect((answer.body as { code: string }).code).toBe("TRANSFER.BENEFICIARY_NOT_FOUND");
    expect(await auditCount(deps.db, "TRANSFER_ACCESS", "REFUSED")).toBe(before + 1);
  });
});

describe("NEFT and RTGS", () => {
  it("pays by NEFT to the outward clearing; from a current account with charges and GST", async () => {
    const b = await customer();
    const before = await balance(SALARY);
    const free = await neft(b, await toPriya(500_000n));
    expect(free.status, free.text).toBe(200);
    expect((free.body as { payment: { charges: Paise } }).payment.charges).toBe(0n);
    expect(await balance(SALARY)).toBe(before - 500_000n);

    const charges = await b.bank.call("neftRtgsCharges", {
      fromAccountNumber: BUSINESS,
      transferAmount: 500_000n,
      paymentNetwork: "NEFT",
    });
    // 5,000 rupees from a current account: 2.50 rupees and 18% GST.
    expect(charges).toEqual({ charge: 250n, gst: 45n, charges: 295n, totalDebit: 500_295n });
    const business = await balance(BUSINESS);
    const paid = await neft(b, await toPriya(500_000n, { fromAccountNumber: BUSINESS, charges: 295n }));
    expect(paid.status, paid.text).toBe(200);
    expect(await balance(BUSINESS)).toBe(business - 500_295n);
    const stale = await neft(b, await toPriya(500_000n, { fromAccountNumber: BUSINESS, charges: 0n }));
    expect((stale.body as { code: string }).code).toBe("TRANSFER.CHARGES_CHANGED");
    expect(await checkLedger(deps.db)).toMatchObject({
      postingsSum: 0n,
      accountMismatches: 0,
      internalMismatches: 0,
    });
  });

  it("holds the networks' bounds: NEFT from 1 rupee, RTGS from 2 lakh", async () => {
    const b = await customer();
    const below = await neft(b, await toPriya(50n));
    expect((below.body as { code: string }).code).toBe("TRANSFER.AMOUNT_BELOW_MIN");
    const rtgs = await neft(b, await toPriya(10_000_000n, { paymentNetwork: "RTGS" }));
    expect((rtgs.body as { code: string }).code).toBe("TRANSFER.AMOUNT_BELOW_MIN");
  });

  it("after the cut-off stores the NEFT without a debit; the confirmation completes it once, next working day", async () => {
    const b = await customer("asha", { neftCutOff: "10:00" });
    const before = await balance(SALARY);
    const request = await toPriya(400_000n);
    const stored = await neft(b, request);
    expect(stored.status, stored.text).toBe(200);
    const body = stored.body as BankCalls["neftRtgs"]["response"];
    expect(body).toMatchObject({
      statusCode: 0,
      payment: { status: "AWAITING_CONFIRMATION", availableBalance: null },
    });
    expect(await balance(SALARY)).toBe(before);

    const confirm = {
      reference: body.data,
      fromAccountNumber: SALARY,
      benAccountNumber: PRIYA.account,
      transferAmount: 400_000n,
      benIfsc: PRIYA.ifsc,
      paymentNetwork: "NEFT" as const,
      narrationFromAccount: "Books",
      cutOffFlag: "N" as const,
    };
    const mismatch = await outcome(
      b.bank.call(
        "neftRtgsCutOffConfirm",
        { ...confirm, transferAmount: 400_001n },
        { idempotencyKey: randomUUID() },
      ),
    );
    expect((mismatch.body as { code: string }).code).toBe("TRANSFER.CONFIRMATION_MISMATCH");
    const key = randomUUID();
    const done = await b.bank.call("neftRtgsCutOffConfirm", confirm, { idempotencyKey: key });
    // 22 November 2026 is a Sunday: the next working day is Monday the 23rd.
    expect(done).toMatchObject({
      statusCode: 1,
      data: body.data,
      payment: { status: "COMPLETED", valueDate: "2026-11-23" },
    });
    expect(await balance(SALARY)).toBe(before - 400_000n);
    const replay = await b.bank.call("neftRtgsCutOffConfirm", confirm, { idempotencyKey: key });
    expect(replay).toEqual(done);
    const twice = await outcome(
      b.bank.call("neftRtgsCutOffConfirm", confirm, { idempotencyKey: randomUUID() }),
    );
    expect((twice.body as { code: string }).code).toBe("TRANSFER.NOT_AWAITING_CONFIRMATION");
    expect(await balance(SALARY)).toBe(before - 400_000n);

    // An instruction of an earlier day has lapsed: it is not confirmed, nothing is debited.
    const older = (await neft(b, await toPriya(300_000n))).body as BankCalls["neftRtgs"]["response"];
    await deps.db.query("UPDATE payments SET booked_on = '2026-11-21' WHERE reference = $1", [older.data]);
    const lapsed = await outcome(
      b.bank.call(
        "neftRtgsCutOffConfirm",
        { ...confirm, reference: older.data, transferAmount: 300_000n },
        { idempotencyKey: randomUUID() },
      ),
    );
    expect((lapsed.body as { code: string }).code).toBe("TRANSFER.NOT_AWAITING_CONFIRMATION");
    expect(await balance(SALARY)).toBe(before - 400_000n);
  });

  it("refuses a confirmation of another customer's payment as not found", async () => {
    const b = await customer("meera");
    const [asha] = await deps.db.query<{ reference: string }>(
      "SELECT reference FROM payments WHERE customer_id = 'CIF10000001' LIMIT 1",
    );
    const answer = await outcome(
      b.bank.call(
        "neftRtgsCutOffConfirm",
        {
          reference: asha?.reference ?? "",
          fromAccountNumber: MEERA_NRO,
          benAccountNumber: PRIYA.account,
          transferAmount: 1_000n,
          benIfsc: PRIYA.ifsc,
          paymentNetwork: "NEFT",
          narrationFromAccount: "",
          cutOffFlag: "N",
        },
        { idempotencyKey: randomUUID() },
      ),
    );
    expect(answer.status).toBe(404);
    expect((answer.body as { code: string }).code).toBe("TRANSFER.PAYMENT_NOT_FOUND");
  });
});

describe("bad input", () => {
  const bodies: ReadonlyArray<readonly [string, string, Record<string, unknown>]> = [
    ["fundsTransfer/withInBank", "no amount", ownRaw(undefined)],
    ["fundsTransfer/withInBank", "a zero amount", ownRaw(0)],
    ["fundsTransfer/withInBank", "a fraction of a paisa", ownRaw(10.5)],
    ["fundsTransfer/withInBank", "a negative amount", ownRaw(-100)],
    [
      "fundsTransfer/withInBank",
      "letters in the account",
      ownRaw(100, { fromAccountNumber: "1000001000001A" }),
    ],
    ["fundsTransfer/withInBank", "an unknown network", { ...ownRaw(100), paymentNetwork: "IMPS" }],
    ["neftRtgs", "a lower-case IFSC", { ...ownRaw(100), benIfsc: "hdfc0000240", paymentNetwork: "NEFT" }],
    [
      "neftRtgs/charges",
      "a string amount",
      { fromAccountNumber: SALARY, transferAmount: "100", paymentNetwork: "NEFT" },
    ],
    ["fundTransferNEFTRTGS", "a bad reference", { reference: "XX1", cutOffFlag: "N" }],
    [
      "fundTransfer/receipt",
      "an unknown download type",
      { reference: "FT1000000001", dwndType: 2, lang: "en" },
    ],
  ];

  it.each(bodies)("%s refuses %s with 400 and changes nothing", async (path, _, body) => {
    const b = await customer();
    const [count, before] = [await paymentCount(), await balance(SALARY)];
    const answer = await raw(b, "POST", `/app/rest/${path}`, {
      json: body,
      headers: { "Idempotency-Key": randomUUID() },
    });
    expect(answer.status, answer.text).toBe(400);
    expect((answer.body as { code: string }).code).toBe("REQUEST.INVALID");
    expect(await paymentCount()).toBe(count);
    expect(await balance(SALARY)).toBe(before);
  });
});

describe("receipt, limits and source accounts", () => {
  it("downloads the receipt as a tagged PDF and as HTML in the asked language with the amount in words", async () => {
    const b = await customer();
    const paid = await withinBank(b, own(123_456n));
    const reference = (paid.body as { data: string }).data;
    const pdf = await raw(b, "POST", "/app/rest/fundTransfer/receipt", {
      json: { reference, dwndType: 1, lang: "en" },
    });
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get("Content-Type")).toBe("application/pdf");
    expect(pdf.text.startsWith("%PDF-1.7")).toBe(true);
    expect(pdf.text).toContain("/MarkInfo");
    const html = await raw(b, "POST", "/app/rest/fundTransfer/receipt", {
      json: { reference, dwndType: 3, lang: "de" },
    });
    expect(html.headers.get("Content-Disposition")).toBe(`attachment; filename="Receipt-${reference}.html"`);
    expect(html.text).toContain('<html lang="de">');
    expect(html.text).toContain("eintausendzweihundertvierunddreißig Rupien und sechsundfünfzig Paise");
    expect(html.text).toContain(`<h1>Zahlungsbeleg ${reference}</h1>`);
  });

  it("names whom a NEFT paid: the holder the bank recorded, the nickname, the masked account, the bank and the IFSC", async () => {
    const b = await customer();
    const paid = await neft(b, await toPriya(200_000n));
    const reference = (paid.body as { data: string }).data;
    const lines = async (lang: "en" | "hi") => {
      const html = await raw(b, "POST", "/app/rest/fundTransfer/receipt", {
        json: { reference, dwndType: 3, lang },
      });
      expect(html.text).not.toContain(PRIYA.account);
      return [...html.text.matchAll(/<dt>([^<]*)<\/dt><dd>([^<]*)<\/dd>/gu)].map(([, dt, dd]) => [dt, dd]);
    };
    expect(await lines("en")).toEqual(
      expect.arrayContaining([
        ["Payee", "Priya Sharma"],
        ["Nickname", "Priya HDFC"],
        ["To account", "XXXXXXXXXX7891"],
        ["Payee&#39;s bank", "HDFC Bank, Koramangala"],
        ["IFSC", PRIYA.ifsc],
      ]),
    );
    expect(await lines("hi")).toEqual(
      expect.arrayContaining([
        ["प्राप्तकर्ता", "Priya Sharma"],
        ["प्राप्तकर्ता का बैंक", "HDFC Bank, Koramangala"],
        ["आईएफएससी", PRIYA.ifsc],
      ]),
    );
  });

  it("answers another customer's receipt as not found, audited", async () => {
    const b = await customer("meera");
    const [asha] = await deps.db.query<{ reference: string }>(
      "SELECT reference FROM payments WHERE customer_id = 'CIF10000001' LIMIT 1",
    );
    const before = await auditCount(deps.db, "TRANSFER_ACCESS", "REFUSED");
    const answer = await raw(b, "POST", "/app/rest/fundTransfer/receipt", {
      json: { reference: asha?.reference, dwndType: 3, lang: "en" },
    });
    expect(answer.status).toBe(404);
    expect(await auditCount(deps.db, "TRANSFER_ACCESS", "REFUSED")).toBe(before + 1);
  });

  it("lists the sources of a network: savings, current and RC, not deposits, loans or joint mandates", async () => {
    const b = await customer();
    const sources = await b.bank.call("transferSourceAccounts", { paymentNetwork: "NEFT" });
    expect(sources.map((s) => [s.account_number, s.account_grp_code])).toEqual([
      [SALARY, "SAV"],
      ["10000010000071", "SAV"],
      [BUSINESS, "DDA"],
      ["10000040000014", "RC"],
    ]);
    expect(sources.find((s) => s.account_grp_code === "RC")?.maturityDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const limits = await b.bank.call("neftRtgsLimits", {});
    expect(limits).toMatchObject({
      minRtgs: 20_000_000n,
      neftCutOff: "18:00",
      afterNeftCutOff: false,
      appDate: TEST_APP_DATE,
      nextWorkingDay: "2026-11-23",
    });
  });
});
