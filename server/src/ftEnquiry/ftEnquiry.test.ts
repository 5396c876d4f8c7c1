import { beforeAll, describe, expect, it } from "vitest";
import type { BankCalls } from "../../../src/adapters/rib/BankClient";
import type { FtEnquiryResponse } from "../../../src/adapters/rib/contract/ftEnquiry";
import { addTestPayment, ASHA, RAVI, type TestPayment } from "../favourites/testPayments";
import type { InProcessBank } from "../testSupport/inProcessBank";
import { outcome, raw, signedInBrowser } from "../testSupport/flows";
import { useTestDeps } from "../testSupport/testDatabase";

const deps = useTestDeps();

type Request = BankCalls["fundTransactionList"]["request"];

/** Every search names one of the test's payees, so the demo data's payments never count. */
const TOKEN = "Enqtest";

function search(overrides: Partial<Request> = {}): Request {
  return {
    fromDate: null,
    toDate: null,
    fromAmount: null,
    toAmount: null,
    benName: TOKEN,
    type: null,
    beginValue: 0,
    totalrows: 10,
    ...overrides,
  };
}

const enquire = async (b: InProcessBank, request: Request): Promise<FtEnquiryResponse> =>
  b.bank.call("fundTransactionList", request);

const base = (overrides: Partial<TestPayment>): TestPayment => ({
  customerId: ASHA.customerId,
  username: "asha",
  network: "NEFT",
  from: ASHA.savings,
  beneficiaryId: null,
  to: "77711110000001",
  toName: `Priya ${TOKEN}`,
  amount: 100_000,
  at: "2026-11-10T06:00:00Z",
  ...overrides,
});

/** The references written, by what they are. */
const refs: Record<string, string> = {};

beforeAll(async () => {
  const db = deps.db;
  // 13 NEFT payments to Priya on 1 to 13 November, 1,000 to 13,000 rupees.
  for (let day = 1; day <= 13; day += 1) {
    refs[`neft${String(day)}`] = await addTestPayment(
      db,
      base({ amount: day * 100_000, at: `2026-11-${String(day).padStart(2, "0")}T06:00:00Z`, charges: 0 }),
    );
  }
  refs["rtgs"] = await addTestPayment(
    db,
    base({
      network: "RTGS",
      toName: `Rahul ${TOKEN}`,
      amount: 25_000_000,
      charges: 2_950,
      at: "2026-11-14T06:00:00Z",
    }),
  );
  refs["within"] = await addTestPayment(
    db,
    base({
      network: "IFTWB",
      to: RAVI.savings,
      toName: `Ravi ${TOKEN}`,
      amount: 50_000,
      at: "2026-11-15T06:00:00Z",
    }),
  );
  refs["rejected"] = await addTestPayment(
    db,
    base({
      status: "REJECTED",
      errorCode: "R03",
      toName: `Rahul ${TOKEN}`,
      amount: 70_000,
      at: "2026-11-16T06:00:00Z",
    }),
  );
  refs["returned"] = await addTestPayment(
    db,
    base({ status: "RETURNED", toName: `Rahul ${TOKEN}`, amount: 80_000, at: "2026-11-17T06:00:00Z" }),
  );
  refs["awaiting"] = await addTestPayment(
    db,
    base({ status: "AWAITING_CONFIRMATION", amount: 90_000, at: "2026-11-18T14:00:00Z" }),
  );
  refs["rescheduled"] = await addTestPayment(
    db,
    base({ clearingStatus: "NEFT Rescheduled", amount: 95_000, at: "2026-11-19T06:00:00Z" }),
  );
  refs["ravis"] = await addTestPayment(
    db,
    base({
      customerId: RAVI.customerId,
      username: "ravi",
      from: RAVI.savings,
      toName: `Priya ${TOKEN}`,
      at: "2026-11-12T06:00:00Z",
    }),
  );
});

describe("fundTransactionList", () => {
  it("pages the customer's own payments 10 at a time, newest first, with the total", async () => {
    const b = await signedInBrowser(deps, "asha");
    const first = await enquire(b, search());
    expect(first.totalRecords).toBe(19);
    expect(first.transactions).toHaveLength(10);
    expect(first.transactions[0]?.trnRefNumber).toBe(refs["rescheduled"]);
    const second = await enquire(b, search({ beginValue: 10 }));
    expect(second.totalRecords).toBe(19);
    expect(second.transactions).toHaveLength(9);
    const all = [...first.transactions, ...second.transactions].map((row) => row.trnRefNumber);
    expect(new Set(all).size).toBe(19);
    expect(all).not.toContain(refs["ravis"]);
    expect(all[all.length - 1]).toBe(refs["neft1"]);
  });

  it("maps each payment to the spec's status, with the error of one that did not go through", async () => {
    const b = await signedInBrowser(deps, "asha");
    const rows = [
      ...(await enquire(b, search())).transactions,
      ...(await enquire(b, search({ beginValue: 10 }))).transactions,
    ];
    const byRef = new Map(rows.map((row) => [row.trnRefNumber, row]));
    expect(byRef.get(refs["neft1"] ?? "")?.status).toBe("NEFT Success");
    expect(byRef.get(refs["rtgs"] ?? "")).toMatchObject({
      status: "Success",
      amount: 25_000_000n,
      charges: 2_950n,
      totalAmount: 25_002_950n,
      paymentNetwork: "RTGS",
      title: `Rahul ${TOKEN}`,
      date: "2026-11-14",
      accountNumber: ASHA.savings,
    });
    expect(byRef.get(refs["within"] ?? "")?.status).toBe("Internal tr. Success");
    expect(byRef.get(refs["rejected"] ?? "")).toMatchObject({ status: "NEFT Reject", errorCode: "R03" });
    expect(byRef.get(refs["rejected"] ?? "")?.errMsg).not.toBeNull();
    expect(byRef.get(refs["returned"] ?? "")?.status).toBe("Returned");
    expect(byRef.get(refs["awaiting"] ?? "")?.status).toBe("Entered");
    expect(byRef.get(refs["rescheduled"] ?? "")?.status).toBe("NEFT Rescheduled");
    expect(byRef.get(refs["neft1"] ?? "")).toMatchObject({ errorCode: null, errMsg: null });
  });

  it("filters by the date range (the payment's day in India), inclusive", async () => {
    const b = await signedInBrowser(deps, "asha");
    const ranged = await enquire(b, search({ fromDate: "2026-11-03", toDate: "2026-11-05" }));
    expect(ranged.transactions.map((row) => row.trnRefNumber)).toEqual([
      refs["neft5"],
      refs["neft4"],
      refs["neft3"],
    ]);
    // 14:00 UTC on the 18th is 19:30 in India: still the 18th.
    const day = await enquire(b, search({ fromDate: "2026-11-18", toDate: "2026-11-18" }));
    expect(day.transactions.map((row) => row.trnRefNumber)).toEqual([refs["awaiting"]]);
  });

  it("filters by the amount range, inclusive", async () => {
    const b = await signedInBrowser(deps, "asha");
    const ranged = await enquire(b, search({ fromAmount: 1_000_000n, toAmount: 1_200_000n }));
    expect(ranged.transactions.map((row) => row.amount)).toEqual([1_200_000n, 1_100_000n, 1_000_000n]);
    const above = await enquire(b, search({ fromAmount: 20_000_000n }));
    expect(above.transactions.map((row) => row.trnRefNumber)).toEqual([refs["rtgs"]]);
    const below = await enquire(b, search({ toAmount: 50_000n }));
    expect(below.transactions.map((row) => row.trnRefNumber)).toEqual([refs["within"]]);
  });

  it("filters by a part of the beneficiary's name in any case", async () => {
    const b = await signedInBrowser(deps, "asha");
    const rahul = await enquire(b, search({ benName: `rahul ${TOKEN.toUpperCase()}` }));
    expect(rahul.totalRecords).toBe(3);
    expect(rahul.transactions.every((row) => row.title === `Rahul ${TOKEN}`)).toBe(true);
    const none = await enquire(b, search({ benName: `Nobody ${TOKEN}` }));
    expect(none).toEqual({ transactions: [], totalRecords: 0 });
  });

  it("filters by type: NEFT, RTGS, and IMPS - IFSC which the bank does not make", async () => {
    const b = await signedInBrowser(deps, "asha");
    const neft = await enquire(b, search({ type: "NEFT", totalrows: 10, beginValue: 0 }));
    expect(neft.totalRecords).toBe(17);
    expect(neft.transactions.every((row) => row.paymentNetwork === "NEFT")).toBe(true);
    const rtgs = await enquire(b, search({ type: "RTGS" }));
    expect(rtgs.transactions.map((row) => row.trnRefNumber)).toEqual([refs["rtgs"]]);
    const imps = await enquire(b, search({ type: "IMPS - IFSC" }));
    expect(imps.totalRecords).toBe(0);
  });

  it("answers 404 with 3004 to a customer who has made no payment", async () => {
    // meera's payments of the demo data (if any) are taken away for this test's database.
    await deps.db.query(
      "DELETE FROM payments WHERE customer_id = (SELECT customer_id FROM users WHERE username = 'meera')",
    );
    const b = await signedInBrowser(deps, "meera");
    const answer = await outcome(b.bank.call("fundTransactionList", search({ benName: null })));
    expect(answer.status).toBe(404);
    expect(answer.body).toMatchObject({ code: "FT_ENQUIRY.NO_DATA", errorCode: "3004" });
  });

  it("refuses bad criteria with 400 naming the field", async () => {
    const b = await signedInBrowser(deps, "asha");
    const cases: [Record<string, unknown>, string][] = [
      [{ fromDate: "01/11/2026" }, "toDate"],
      [{ toDate: "01/11/2026" }, "fromDate"],
      [{ fromDate: "05/11/2026", toDate: "01/11/2026" }, "fromDate"],
      [{ fromDate: "31/02/2026", toDate: "01/03/2026" }, "fromDate"],
      [{ fromDate: "2026-11-01", toDate: "2026-11-05" }, "fromDate"],
      [{ fromAmount: 5000, toAmount: 4000 }, "toAmount"],
      [{ fromAmount: -1 }, "fromAmount"],
      [{ toAmount: 1.5 }, "toAmount"],
      [{ type: "IMPS" }, "type"],
      [{ totalrows: 11 }, "totalrows"],
      [{ beginValue: -1 }, "beginValue"],
      [{ benName: "a\u0000b" }, "benName"],
    ];
    for (const [overrides, field] of cases) {
      const answer = await raw(b, "POST", "/app/rest/fundTransactionList", {
        json: { ...search(), ...overrides },
      });
      expect(answer.status, JSON.stringify(overrides)).toBe(400);
      expect((answer.body as { statusMsg: string }).statusMsg, JSON.stringify(overrides)).toContain(field);
    }
  });
});
