import { describe, expect, it } from "vitest";
import { TRANSACTION_CATEGORIES } from "../../../src/domain/enquiry/TransactionCategory";
import { addDays } from "../kernel/clock";
import { Redacted } from "effect";
import type { BankCalls } from "../../../src/adapters/rib/BankClient";
import { type InProcessBank } from "../testSupport/inProcessBank";
import { auditCount, signedInBrowser, newBrowser, outcome, raw, type Outcome } from "../testSupport/flows";
import { TEST_APP_DATE, useTestDeps } from "../testSupport/testDatabase";
import { FRAUD_REPORT_MAX_AGE_DAYS } from "../../../src/domain/enquiry/Categorisation";
import type { Paise } from "../../../src/domain/money/Money";

const deps = useTestDeps();

const SAV = "10000010000011";
const DDA = "10000020000012";
const FD = "10000030000013";
const RAVI_PRIMARY = "20000010000021";
const RAVI_JOINT = "20000020000022";

/** `yyyy-MM-dd` to `dd/MM/yyyy`, the wire's form of the criteria's dates. */
const dmy = (iso: string): string => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;

/** Criteria as the wire carries them: the dates `dd/MM/yyyy` (the client's schema does this). */
const wire = (criteria: Record<string, unknown>): Record<string, unknown> => ({
  ...criteria,
  fromDate: dmy(String(criteria.fromDate)),
  toDate: dmy(String(criteria.toDate)),
});

const signedIn = (username = "asha"): Promise<InProcessBank> => signedInBrowser(deps, username);

function enquiry(accountNumber: string, overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    accountNumber,
    accountType: "SB",
    fromDate: addDays(TEST_APP_DATE, -400),
    toDate: TEST_APP_DATE,
    fromAmount: null,
    toAmount: null,
    fromCheckNumber: null,
    toCheckNumber: null,
    type: null,
    stmtType: "ENQUIRY",
    sortByAsc: false,
    totalrows: 10,
    beginValue: 0,
    ...overrides,
  };
}

interface Row {
  sequence: number;
  date: string;
  amount: Paise;
  crdr: string;
  trnCateogry: string;
  categoryDescription: string;
  fruadpostedTime: string | null;
}
interface ListBody {
  transaclist: Row[];
  totalRecords: number;
  canCategorise: boolean;
}

/** A transaction of the seed on `account`: direction and age window in days before the application date. */
async function seedTxn(
  account: string,
  direction: "DR" | "CR",
  minAge: number,
  maxAge: number,
): Promise<{ sequence: number; date: string; amount: Paise; category: string }> {
  const rows = await deps.db.query<{ sequence: number; date: string; amount: number; category: string }>(
    `SELECT t.sequence, to_char(t.posted_on, 'YYYY-MM-DD') AS date, t.amount_paise AS amount, t.category
       FROM transactions t
      WHERE t.account_number = $1 AND t.direction = $2
        AND t.posted_on BETWEEN $3::date AND $4::date
        AND NOT EXISTS (SELECT 1 FROM fraud_marks f WHERE f.account_number = t.account_number AND f.sequence = t.sequence)
      ORDER BY t.posted_on DESC, t.sequence DESC LIMIT 1`,
    [account, direction, addDays(TEST_APP_DATE, -maxAge), addDays(TEST_APP_DATE, -minAge)],
  );
  const row = rows[0];
  if (row === undefined)
    throw new Error(`No ${direction} row on ${account} aged ${String(minAge)}-${String(maxAge)} days.`);
  return { ...row, amount: BigInt(row.amount) };
}

type ListRequest = BankCalls["transactionList"]["request"];

const list = (b: InProcessBank, body: Record<string, unknown>, fraud = false): Promise<Outcome> =>
  outcome(b.bank.call(fraud ? "transactionListFraud" : "transactionList", body as ListRequest));
/** Criteria sent as they are (the client would refuse some of them before sending). */
const listRaw = (b: InProcessBank, body: unknown): Promise<Outcome> =>
  raw(b, "POST", "/app/rest/transaction/transactionList", { json: body });

describe("transaction/transactionList", () => {
  it("lists ten rows a page with categories, newest first, and counts all matches", async () => {
    const b = await signedIn();
    const first = await list(b, enquiry(SAV));
    expect(first.status).toBe(200);
    const body = first.body as ListBody;
    expect(body.transaclist).toHaveLength(10);
    expect(body.totalRecords).toBeGreaterThan(10);
    expect(body.canCategorise).toBe(true);
    const [top] = body.transaclist;
    expect(TRANSACTION_CATEGORIES).toContain(top?.trnCateogry);
    expect(top?.categoryDescription).not.toBe("");
    const dates = body.transaclist.map((row) => row.date);
    expect([...dates].sort().reverse()).toEqual(dates);
    const second = (await list(b, enquiry(SAV, { beginValue: 10 }))).body as ListBody;
    expect(second.totalRecords).toBe(body.totalRecords);
    expect(second.transaclist[0]?.sequence).not.toBe(top?.sequence);
    const dbCount = await deps.db.query<{ n: number }>(
      "SELECT COUNT(*)::int AS n FROM transactions WHERE account_number = $1 AND posted_on BETWEEN $2::date AND $3::date",
      [SAV, addDays(TEST_APP_DATE, -400), TEST_APP_DATE],
    );
    expect(body.totalRecords).toBe(dbCount[0]?.n);
  });

  it("filters debits, credits and the amount range; lists the current account too", async () => {
    const b = await signedIn();
    const debits = (await list(b, enquiry(SAV, { type: 0, totalrows: 100 }))).body as ListBody;
    expect(debits.transaclist.length).toBeGreaterThan(0);
    expect(debits.transaclist.every((row) => row.crdr === "DR")).toBe(true);
    const credits = (await list(b, enquiry(SAV, { type: 1, totalrows: 100 }))).body as ListBody;
    expect(credits.transaclist.every((row) => row.crdr === "CR")).toBe(true);
    const ranged = (await list(b, enquiry(SAV, { fromAmount: 100_000n, toAmount: 500_000n, totalrows: 100 })))
      .body as ListBody;
    expect(ranged.transaclist.every((row) => row.amount >= 100_000n && row.amount <= 500_000n)).toBe(true);
    const dda = await list(b, enquiry(DDA, { accountType: "CA" }));
    expect(dda.status).toBe(200);
  });

  it("refuses bad criteria with 400 naming the field", async () => {
    const b = await signedIn();
    const cases: [Record<string, unknown>, string][] = [
      [{ toDate: dmy(addDays(TEST_APP_DATE, 1)) }, "toDate"],
      [{ fromDate: dmy(TEST_APP_DATE), toDate: dmy(addDays(TEST_APP_DATE, -1)) }, "fromDate"],
      [{ fromDate: "31/02/2026" }, "fromDate"],
      [{ fromAmount: 5000, toAmount: 4000 }, "toAmount"],
      [{ fromCheckNumber: "200", toCheckNumber: "100" }, "toCheckNumber"],
      [{ type: 2 }, "type"],
      [{ fromDate: "2026-01-01" }, "fromDate"],
      [{ fromAmount: -100 }, "fromAmount"],
      [{ toAmount: 1e300 }, "toAmount"],
    ];
    for (const [overrides, field] of cases) {
      const response = await listRaw(b, { ...wire(enquiry(SAV)), ...overrides });
      expect(response.status, JSON.stringify(overrides)).toBe(400);
      const error = response.body as { code: string; statusMsg: string };
      expect(error.code).toBe("REQUEST.INVALID");
      expect(error.statusMsg).toContain(field);
    }
  });

  it("refuses a deposit account with 400 and another customer's account with 404 and an audit row", async () => {
    const b = await signedIn();
    const fd = await list(b, enquiry(FD));
    expect(fd.status).toBe(400);
    expect((fd.body as { code: string }).code).toBe("ENQUIRY.ACCOUNT_NOT_ELIGIBLE");
    const before = await auditCount(deps.db, "ACCOUNT_ACCESS", "REFUSED");
    for (const fraud of [false, true]) {
      const other = await list(b, enquiry(RAVI_PRIMARY), fraud);
      expect(other.status).toBe(404);
      expect((other.body as { code: string }).code).toBe("ACCOUNT.NOT_FOUND");
    }
    // The account is the pipeline's first check: the same refusal with criteria the enquiry refuses.
    const backwards = await listRaw(b, {
      ...wire(enquiry(RAVI_PRIMARY)),
      fromDate: dmy(TEST_APP_DATE),
      toDate: "01/01/2026",
    });
    expect([backwards.status, (backwards.body as { code: string }).code]).toEqual([404, "ACCOUNT.NOT_FOUND"]);
    expect(await auditCount(deps.db, "ACCOUNT_ACCESS", "REFUSED")).toBe(before + 3);
  });

  it("refuses a closed savings account with 400 ACCOUNT_NOT_ELIGIBLE", async () => {
    const b = await signedIn();
    await deps.db.query("UPDATE accounts SET status = 4, closed_on = $2::date WHERE account_number = $1", [
      DDA,
      TEST_APP_DATE,
    ]);
    try {
      const closed = await list(b, enquiry(DDA));
      expect(closed.status).toBe(400);
      expect((closed.body as { code: string }).code).toBe("ENQUIRY.ACCOUNT_NOT_ELIGIBLE");
    } finally {
      await deps.db.query("UPDATE accounts SET status = 0, closed_on = NULL WHERE account_number = $1", [
        DDA,
      ]);
    }
    expect((await list(b, enquiry(DDA))).status).toBe(200);
  });

  it("tells a joint holder who is not primary that categorisation is not offered", async () => {
    const b = await signedIn("ravi");
    const joint = (await list(b, enquiry(RAVI_JOINT))).body as ListBody;
    expect(joint.canCategorise).toBe(false);
    const own = (await list(b, enquiry(RAVI_PRIMARY))).body as ListBody;
    expect(own.canCategorise).toBe(true);
  });
});

describe("category lists", () => {
  it("answers every category with an English name on both paths", async () => {
    const b = await signedIn();
    for (const response of [
      await outcome(b.bank.call("categoryList", {})),
      await outcome(b.bank.call("txnCategoryMapping", {})),
      // The mapping's other path, as older screens call it.
      await raw(b, "GET", "/app/rest/loginUser/getTxnCategoryMapping"),
    ]) {
      expect(response.status).toBe(200);
      const body = response.body as { txnCategoryID: string; categoryDescription: string }[];
      expect(body.map((c) => c.txnCategoryID)).toEqual([...TRANSACTION_CATEGORIES]);
      expect(body.every((c) => c.categoryDescription.length > 0)).toBe(true);
    }
  });

  it("needs a session", async () => {
    const b = newBrowser(deps);
    expect((await outcome(b.bank.call("categoryList", {}))).status).toBe(401);
  });
});

describe("transaction/updateTranCategory", () => {
  const categoryOf = async (account: string, sequence: number): Promise<string | undefined> =>
    (
      await deps.db.query<{ category: string }>(
        "SELECT category FROM transactions WHERE account_number = $1 AND sequence = $2",
        [account, sequence],
      )
    )[0]?.category;
  const update = (b: InProcessBank, changes: BankCalls["updateTranCategory"]["request"]): Promise<Outcome> =>
    outcome(b.bank.call("updateTranCategory", changes));
  /** Changes sent as they are (the client would not send an empty list). */
  const updateRaw = (b: InProcessBank, changes: unknown): Promise<Outcome> =>
    raw(b, "POST", "/app/rest/transaction/updateTranCategory", { json: changes });

  it("saves every change in one go, audits it, and the next list shows it", async () => {
    const b = await signedIn();
    const sav = await seedTxn(SAV, "DR", 0, 60);
    const dda = await seedTxn(DDA, "DR", 0, 200);
    const newSav = sav.category === "TRAVEL" ? "HEALTH" : "TRAVEL";
    const newDda = dda.category === "RENT" ? "FOOD" : "RENT";
    const response = await update(b, [
      { account: SAV, sequence: sav.sequence, category: newSav },
      { account: DDA, sequence: dda.sequence, category: newDda },
    ]);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ value: true });
    expect(await categoryOf(SAV, sav.sequence)).toBe(newSav);
    expect(await categoryOf(DDA, dda.sequence)).toBe(newDda);
    const audited = await deps.db.query<{ old_category: string; username: string }>(
      "SELECT old_category, username FROM category_changes WHERE account_number = $1 AND sequence = $2",
      [SAV, sav.sequence],
    );
    expect(audited).toEqual([{ old_category: sav.category, username: "asha" }]);
    const listed = (await list(b, enquiry(SAV, { fromDate: sav.date, toDate: sav.date, totalrows: 100 })))
      .body as ListBody;
    const row = listed.transaclist.find((r) => r.sequence === sav.sequence);
    expect(row?.trnCateogry).toBe(newSav);
    expect(row?.categoryDescription).toBe(newSav === "TRAVEL" ? "Travel" : "Health");
  });

  it("changes nothing when one sequence does not exist or one category is unknown", async () => {
    const b = await signedIn();
    const sav = await seedTxn(SAV, "DR", 0, 60);
    const target = sav.category === "CASH" ? "LOAN" : "CASH";
    const changesBefore = await deps.db.query("SELECT id FROM category_changes");
    const missing = await update(b, [
      { account: SAV, sequence: sav.sequence, category: target },
      { account: SAV, sequence: 99_999_999, category: target },
    ]);
    expect(missing.status).toBe(400);
    expect((missing.body as { statusMsg: string }).statusMsg).toContain("sequence");
    const unknown = await update(b, [
      { account: SAV, sequence: sav.sequence, category: target },
      { account: SAV, sequence: sav.sequence, category: "CASINO" },
    ]);
    expect(unknown.status).toBe(400);
    expect((unknown.body as { statusMsg: string }).statusMsg).toContain("category");
    const empty = await updateRaw(b, []);
    expect(empty.status).toBe(400);
    expect(await categoryOf(SAV, sav.sequence)).toBe(sav.category);
    expect(await deps.db.query("SELECT id FROM category_changes")).toEqual(changesBefore);
  });

  it("refuses another customer's account with 404 and an audit row, changing nothing", async () => {
    const b = await signedIn();
    const theirs = await seedTxn(RAVI_PRIMARY, "DR", 0, 200);
    const before = await auditCount(deps.db, "ACCOUNT_ACCESS", "REFUSED");
    const response = await update(b, [
      {
        account: RAVI_PRIMARY,
        sequence: theirs.sequence,
        category: "CASH" === theirs.category ? "LOAN" : "CASH",
      },
    ]);
    expect(response.status).toBe(404);
    expect(await auditCount(deps.db, "ACCOUNT_ACCESS", "REFUSED")).toBe(before + 1);
    expect(await categoryOf(RAVI_PRIMARY, theirs.sequence)).toBe(theirs.category);
  });

  it("changes nothing when one of several accounts is another customer's", async () => {
    const b = await signedIn();
    const own = await seedTxn(SAV, "DR", 0, 60);
    const theirs = await seedTxn(RAVI_PRIMARY, "DR", 0, 200);
    const target = own.category === "CASH" ? "LOAN" : "CASH";
    const response = await update(b, [
      { account: SAV, sequence: own.sequence, category: target },
      { account: RAVI_PRIMARY, sequence: theirs.sequence, category: target },
    ]);
    expect(response.status).toBe(404);
    expect(await categoryOf(SAV, own.sequence)).toBe(own.category);
    expect(await categoryOf(RAVI_PRIMARY, theirs.sequence)).toBe(theirs.category);
  });

  it("refuses a joint holder who is not primary, and a deposit account, with 422 (never 403 or 409)", async () => {
    const ravi = await signedIn("ravi");
    const joint = await seedTxn(RAVI_JOINT, "DR", 0, 200);
    const target = joint.category === "CASH" ? "LOAN" : "CASH";
    const refused = await update(ravi, [{ account: RAVI_JOINT, sequence: joint.sequence, category: target }]);
    expect(refused.status).toBe(422);
    expect((refused.body as { code: string }).code).toBe("ENQUIRY.CATEGORISE_NOT_ALLOWED");
    expect(await categoryOf(RAVI_JOINT, joint.sequence)).toBe(joint.category);
    const asha = await signedIn();
    const fd = await update(asha, [{ account: FD, sequence: 1, category: "CASH" }]);
    expect(fd.status).toBe(422);
  });
});

describe("fraud reports", () => {
  async function checkDuplicate(
    b: InProcessBank,
    account: string,
    txn: { sequence: number; date: string },
    encAccount?: string,
  ): Promise<Outcome> {
    // The client seals encAccountNumber with the session key and adds the integrity header.
    return outcome(
      b.bank.call("checkDuplicateFraudTrans", {
        sequence: txn.sequence,
        accountNumber: account,
        transactionDate: txn.date,
        encAccountNumber: Redacted.make(encAccount ?? account),
        description: "UPI",
      }),
    );
  }

  async function mark(
    b: InProcessBank,
    account: string,
    txn: { sequence: number; date: string; amount: Paise },
  ): Promise<Outcome> {
    return outcome(
      b.bank.call("markFraudTransaction", {
        accountNumber: account,
        transactionDate: txn.date,
        amount: txn.amount,
        sequence: txn.sequence,
        fraudtrnchk: 0,
        fraudcidfro: 0,
        fraudcrdblk: 1,
        fraudComment: "I did not make this payment.",
      }),
    );
  }

  const markCount = async (): Promise<number> =>
    (await deps.db.query<{ n: number }>("SELECT COUNT(*)::int AS n FROM fraud_marks"))[0]?.n ?? 0;

  it("checks, marks once with a reference, and shows the mark in both lists", async () => {
    const b = await signedIn();
    const txn = await seedTxn(SAV, "DR", 0, 30);
    const before = await checkDuplicate(b, SAV, txn);
    expect(before.status).toBe(200);
    expect(before.body).toEqual({ value: false, errorMessage: null });

    const marked = await mark(b, SAV, txn);
    expect(marked.status).toBe(200);
    const result = marked.body as {
      success: boolean;
      data: string;
      statusCode: number | null;
      statusMsg: string;
    };
    expect(result.success).toBe(true);
    expect(result.data).toMatch(/^FRD\d{8}\d{6,}$/);
    expect(result.statusCode).toBeNull();
    const stored = await deps.db.query<{
      reference: string;
      username: string;
      comment: string;
      block_card: number;
    }>(
      "SELECT reference, username, comment, block_card FROM fraud_marks WHERE account_number = $1 AND sequence = $2",
      [SAV, txn.sequence],
    );
    expect(stored).toEqual([
      { reference: result.data, username: "asha", comment: "I did not make this payment.", block_card: 1 },
    ]);
    expect(await auditCount(deps.db, "FRAUD_MARK", "OK")).toBe(1);

    const after = await checkDuplicate(b, SAV, txn);
    expect(after.body).toEqual({
      value: true,
      errorMessage: "This transaction is already reported as fraud.",
    });

    const count = await markCount();
    const again = await mark(b, SAV, txn);
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ success: false, data: null, statusCode: null });
    expect((again.body as { statusMsg: string }).statusMsg).toContain("already reported");
    expect(await markCount()).toBe(count);
    expect(await auditCount(deps.db, "FRAUD_MARK", "DUPLICATE")).toBe(1);

    const window = { fromDate: txn.date, toDate: txn.date, totalrows: 100 };
    const all = (await list(b, enquiry(SAV, window))).body as ListBody;
    expect(all.transaclist.find((r) => r.sequence === txn.sequence)?.fruadpostedTime).toMatch(
      /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/,
    );
    const fraudOnly = (await list(b, enquiry(SAV, { totalrows: 100 }), true)).body as ListBody;
    expect(fraudOnly.transaclist.map((r) => r.sequence)).toContain(txn.sequence);
    expect(fraudOnly.transaclist.every((r) => r.fruadpostedTime !== null)).toBe(true);
    const marks = await deps.db.query<{ n: number }>(
      "SELECT COUNT(*)::int AS n FROM fraud_marks WHERE account_number = $1",
      [SAV],
    );
    expect(fraudOnly.totalRecords).toBe(marks[0]?.n);
    expect(fraudOnly.transaclist).toHaveLength(fraudOnly.totalRecords);
  });

  it("keeps one report when the same transaction is reported twice at the same time", async () => {
    const b = await signedIn();
    const txn = await seedTxn(DDA, "DR", 0, 60);
    const count = await markCount();
    const answers = await Promise.all([mark(b, DDA, txn), mark(b, DDA, txn)]);
    expect(answers.map((a) => a.status)).toEqual([200, 200]);
    const successes = answers.filter((a) => (a.body as { success: boolean }).success);
    expect(successes).toHaveLength(1);
    expect(await markCount()).toBe(count + 1);
  });

  it("refuses a credit with a plain message and an old debit with status code 3045, storing nothing", async () => {
    const b = await signedIn();
    const count = await markCount();
    const credit = await seedTxn(SAV, "CR", 0, 60);
    const creditAnswer = (await mark(b, SAV, credit)).body as {
      success: boolean;
      statusCode: number | null;
      statusMsg: string;
    };
    expect(creditAnswer).toMatchObject({ success: false, statusCode: null });
    expect(creditAnswer.statusMsg).toContain("debit");
    const old = await seedTxn(SAV, "DR", FRAUD_REPORT_MAX_AGE_DAYS + 1, FRAUD_REPORT_MAX_AGE_DAYS + 120);
    const oldAnswer = (await mark(b, SAV, old)).body as { success: boolean; statusCode: number | null };
    expect(oldAnswer).toMatchObject({ success: false, statusCode: 3045 });
    expect(await markCount()).toBe(count);
  });

  it("refuses a wrong amount, date or sequence with 400 and a missing or wrong X-RIB-ENC, storing nothing", async () => {
    const b = await signedIn();
    const txn = await seedTxn(SAV, "DR", 0, 30);
    const count = await markCount();
    for (const wrong of [
      { ...txn, amount: txn.amount + 1n },
      { ...txn, date: addDays(txn.date, -1) },
      { ...txn, sequence: 99_999_999 },
    ]) {
      const response = await mark(b, SAV, wrong);
      expect(response.status).toBe(400);
      expect((response.body as { code: string }).code).toBe("REQUEST.INVALID");
    }
    // Without its integrity header: sent raw.
    const noEnc = await raw(b, "POST", "/app/rest/transaction/markFraudTransaction", {
      json: {
        accountNumber: SAV,
        transactionDate: txn.date,
        // Sent raw: the wire's integer paise.
        amount: Number(txn.amount),
        sequence: txn.sequence,
        fraudtrnchk: 0,
        fraudcidfro: 0,
        fraudcrdblk: 0,
        fraudComment: "",
      },
    });
    expect(noEnc.status).toBe(400);
    expect((noEnc.body as { code: string }).code).toBe("REQUEST.INTEGRITY");
    const badCheck = await checkDuplicate(b, SAV, txn, DDA);
    expect(badCheck.status).toBe(400);
    expect((badCheck.body as { code: string }).code).toBe("REQUEST.INTEGRITY");
    const noSuch = await checkDuplicate(b, SAV, { sequence: 99_999_999, date: txn.date });
    expect(noSuch.status).toBe(400);
    expect(await markCount()).toBe(count);
  });

  it("refuses another customer's account with 404 and an audit row", async () => {
    const b = await signedIn();
    const theirs = await seedTxn(RAVI_PRIMARY, "DR", 0, 60);
    const count = await markCount();
    const before = await auditCount(deps.db, "ACCOUNT_ACCESS", "REFUSED");
    expect((await checkDuplicate(b, RAVI_PRIMARY, theirs)).status).toBe(404);
    expect((await mark(b, RAVI_PRIMARY, theirs)).status).toBe(404);
    expect(await auditCount(deps.db, "ACCOUNT_ACCESS", "REFUSED")).toBe(before + 2);
    expect(await markCount()).toBe(count);
  });
});
