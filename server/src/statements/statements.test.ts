import { spawn } from "node:child_process";
import ExcelJS from "exceljs";
import { describe, expect, it } from "vitest";
import type { BankCalls, BinaryFile } from "../../../src/adapters/rib/BankClient";
import { isRibError } from "../../../src/adapters/rib/RibError";
import { statementPeriod } from "../../../src/domain/dates/StatementPeriod";
import { compareIsoDates, shiftIsoDate } from "../../../src/domain/dates/CalendarMath";
import { formatDisplayDate, formatLongDate } from "../../../src/domain/dates/AppDate";
import { formatInr, type Paise } from "../../../src/domain/money/Money";
import { createApp } from "../app";
import { CONTENT_SECURITY_POLICY } from "../kernel/http/middleware";
import { inProcessBank, type InProcessBank } from "../testSupport/inProcessBank";
import {
  auditCount,
  integrityHeader,
  newBrowser,
  outcome,
  raw,
  sessionKey,
  signInActive,
  type Outcome,
} from "../testSupport/flows";
import { TEST_APP_DATE, useTestDeps } from "../testSupport/testDatabase";
import { statementBatches, type StatementScope } from "./statementData";
import { INDIAN_RUPEE_FORMAT, RUPEE_FORMATS } from "./statementExcel";
import { openTaggedPdf, taggedRuns, type TextRun } from "./pdfSupport";

const deps = useTestDeps();

const SAV = "10000010000011";
const DDA = "10000020000012";
const LOAN = "10000050000015";
const CLOSED_SAV = "10000010000081";
const RAVI_PRIMARY = "20000010000021";

interface Row {
  sequence: number;
  date: string;
  description: string;
  chequeNumber: string | null;
  crdr: "DR" | "CR";
  amount: Paise;
  balance: Paise;
}
interface SearchBody {
  transaclist: Row[];
  totalRecords: number;
  fromDate: string;
  toDate: string;
  openingBalance: Paise;
  closingBalance: Paise;
  accountOpenedDate: string;
}

/** A signed-in browser and its session key (for `X-RIB-ENC`). */
interface Customer {
  readonly app: ReturnType<typeof createApp>;
  readonly browser: InProcessBank;
  readonly key: string;
}

async function signedIn(username = "asha"): Promise<Customer> {
  const app = createApp(deps);
  const browser = inProcessBank(app);
  await signInActive(browser, deps.db, username);
  return { app, browser, key: await sessionKey(browser) };
}

function statement(accountNumber: string, overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    accountNumber,
    accountType: "SB",
    stmtType: "SIX_MONTHS",
    fromDate: null,
    toDate: null,
    fromAmount: null,
    toAmount: null,
    fromCheckNumber: null,
    toCheckNumber: null,
    type: null,
    sortByAsc: true,
    totalrows: 10,
    beginValue: 0,
    ...overrides,
  };
}

const search = (customer: Customer, body: Record<string, unknown>): Promise<Outcome> =>
  outcome(customer.browser.bank.call("statementSearch", body as BankCalls["statementSearch"]["request"]));

/** A search the client would not send, with an integrity header over `covered` (none when null). */
async function searchRaw(
  customer: Customer,
  body: Record<string, unknown>,
  covered: unknown = { accountNumber: body["accountNumber"] },
): Promise<Outcome> {
  const headers = covered === null ? {} : { "X-RIB-ENC": await integrityHeader(covered, customer.key) };
  return raw(customer.browser, "POST", "/app/rest/transaction/search", { json: body, headers });
}

async function searchBody(customer: Customer, body: Record<string, unknown>): Promise<SearchBody> {
  const response = await search(customer, body);
  expect(response.status, response.text).toBe(200);
  return response.body as SearchBody;
}

/** Every row of a statement, through the pages of 100. */
async function allRows(customer: Customer, body: Record<string, unknown>): Promise<SearchBody> {
  const first = await searchBody(customer, { ...body, totalrows: 100, beginValue: 0 });
  const rows = [...first.transaclist];
  while (rows.length < first.totalRecords) {
    const next = await searchBody(customer, { ...body, totalrows: 100, beginValue: rows.length });
    expect(next.transaclist.length).toBeGreaterThan(0);
    rows.push(...next.transaclist);
  }
  return { ...first, transaclist: rows };
}

async function dbCount(account: string, from: string, to: string, extra = ""): Promise<number> {
  const rows = await deps.db.query<{ n: number }>(
    `SELECT COUNT(*)::int AS n FROM transactions WHERE account_number = $1 AND posted_on BETWEEN $2::date AND $3::date ${extra}`,
    [account, from, to],
  );
  return rows[0]?.n ?? 0;
}

/** The binary answer of a call, or its refusal's JSON body as bytes. */
interface FileResponse {
  readonly status: number;
  readonly headers: Headers;
  readonly bytes: Buffer;
}

/** A file call through the client: the file's bytes and the answer's headers, or the refusal. */
async function fileOf(customer: Customer, call: Promise<BinaryFile>): Promise<FileResponse> {
  const { browser } = customer;
  try {
    const file = await call;
    return { status: 200, headers: browser.lastHeaders(), bytes: Buffer.from(await file.blob.arrayBuffer()) };
  } catch (error) {
    if (!isRibError(error) || error.status === 0) throw error;
    return {
      status: error.status,
      headers: browser.lastHeaders(),
      bytes: Buffer.from(JSON.stringify(error.body)),
    };
  }
}

/** A file request sent raw (another path, a body the client would refuse, a forged integrity header). */
async function postFile(
  customer: Customer,
  path: string,
  body: Record<string, unknown>,
  encValues: unknown,
): Promise<FileResponse> {
  const { browser } = customer;
  const headers = new Headers(browser.headers());
  headers.set("Content-Type", "application/json");
  headers.set("X-RIB-ENC", await integrityHeader(encValues, customer.key));
  const response = await browser.fetch(path, { method: "POST", headers, body: JSON.stringify(body) });
  return {
    status: response.status,
    headers: response.headers,
    bytes: Buffer.from(await response.arrayBuffer()),
  };
}

/** A statement file through the client (at its declared path under /fis-rpt-svcs). */
const download = (customer: Customer, body: Record<string, unknown>): Promise<FileResponse> =>
  fileOf(
    customer,
    customer.browser.bank.call("statementReport", body as BankCalls["statementReport"]["request"]),
  );

/** A statement request sent raw at the older path /app/rest/report/statement (also one the client would refuse). */
const downloadRaw = (customer: Customer, body: Record<string, unknown>): Promise<FileResponse> =>
  postFile(customer, "/app/rest/report/statement", body, { accountNumber: body["accountNumber"] });

const certificate = (
  customer: Customer,
  accountNumber: string,
  year: number,
  lang: "en" | "hi" | "de" = "en",
): Promise<FileResponse> =>
  fileOf(
    customer,
    customer.browser.bank.call("interestCertificate", { accountNumber, financialYearStart: year, lang }),
  );

/** Runs a poppler tool on the bytes (stdin) and answers its standard output. */
function poppler(
  tool: "pdftotext" | "pdfinfo",
  bytes: Buffer,
  args: readonly string[] = [],
): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(tool, [...args, "-", ...(tool === "pdftotext" ? ["-"] : [])]);
    const out: Buffer[] = [];
    const err: Buffer[] = [];
    child.stdout.on("data", (chunk: Buffer) => out.push(chunk));
    child.stderr.on("data", (chunk: Buffer) => err.push(chunk));
    child.on("error", reject);
    child.on("close", (code) => {
      if (code === 0) resolve(Buffer.concat(out).toString("utf8"));
      else reject(new Error(`${tool} exited ${String(code)}: ${Buffer.concat(err).toString("utf8")}`));
    });
    child.stdin.end(bytes);
  });
}

/** An amount as a spreadsheet cell holds it: a number of rupees. */
const rupeesCell = (amount: Paise): number => Number(amount) / 100;

const signed = (row: Row): Paise => (row.crdr === "CR" ? row.amount : -row.amount);

describe("transaction/search", () => {
  it("answers the six-month statement in pages, ascending, with balances that reconcile with the rows", async () => {
    const asha = await signedIn();
    const period = statementPeriod("SIX_MONTHS", TEST_APP_DATE);
    if (period.kind !== "DATES") throw new Error("six months is a date period");
    const first = await searchBody(asha, statement(SAV));
    expect(first.fromDate).toBe(period.from);
    expect(first.toDate).toBe(TEST_APP_DATE);
    expect(first.accountOpenedDate).toBe("2015-12-10");
    expect(first.transaclist).toHaveLength(10);
    expect(first.totalRecords).toBe(await dbCount(SAV, period.from, period.to));
    const all = await allRows(asha, statement(SAV));
    expect(all.transaclist).toHaveLength(all.totalRecords);
    expect(all.transaclist.slice(0, 10)).toEqual(first.transaclist);
    const keys = all.transaclist.map((row) => `${row.date}#${String(row.sequence).padStart(6, "0")}`);
    expect([...keys].sort()).toEqual(keys);
    expect(new Set(keys).size).toBe(keys.length);
    // Each row's balance follows from the one before; opening + credits - debits = closing.
    let balance = all.openingBalance;
    for (const row of all.transaclist) {
      balance += signed(row);
      expect(row.balance).toBe(balance);
    }
    expect(all.closingBalance).toBe(balance);
    // Descending: the same rows, newest first.
    const descending = await searchBody(asha, statement(SAV, { sortByAsc: false }));
    expect(descending.transaclist[0]).toEqual(all.transaclist[all.transaclist.length - 1]);
    expect(descending.openingBalance).toBe(all.openingBalance);
  });

  it("works out every statement type's period, with the financial year from 1 April", async () => {
    const asha = await signedIn();
    for (const type of ["ONE_MONTH", "SIX_MONTHS", "CURRENT_YEAR", "PREVIOUS_YEAR"] as const) {
      const period = statementPeriod(type, TEST_APP_DATE);
      if (period.kind !== "DATES") throw new Error(`${type} is a date period`);
      const body = await searchBody(asha, statement(SAV, { stmtType: type }));
      expect([type, body.fromDate, body.toDate]).toEqual([type, period.from, period.to]);
      expect(body.totalRecords).toBe(await dbCount(SAV, period.from, period.to));
    }
    const current = await allRows(asha, statement(SAV, { stmtType: "CURRENT_YEAR" }));
    expect(current.fromDate).toBe("2026-04-01");
    expect(current.transaclist.every((row) => row.date >= "2026-04-01")).toBe(true);
    const previous = await allRows(asha, statement(SAV, { stmtType: "PREVIOUS_YEAR" }));
    expect([previous.fromDate, previous.toDate]).toEqual(["2025-04-01", "2026-03-31"]);
    expect(previous.transaclist.every((row) => row.date >= "2025-04-01" && row.date <= "2026-03-31")).toBe(
      true,
    );
    // The previous year's closing balance is the current year's opening balance.
    expect(previous.closingBalance).toBe(current.openingBalance);
    const range = await searchBody(
      asha,
      statement(SAV, {
        stmtType: "DATE_RANGE",
        fromDate: "2025-03-31",
        toDate: "2025-04-01",
        totalrows: 100,
      }),
    );
    expect([range.fromDate, range.toDate]).toEqual(["2025-03-31", "2025-04-01"]);
    expect(range.totalRecords).toBe(await dbCount(SAV, "2025-03-31", "2025-04-01"));
  });

  it("answers the mini statement as the last five rows, newest first", async () => {
    const asha = await signedIn();
    const mini = await searchBody(
      asha,
      statement(SAV, { stmtType: "MINI", sortByAsc: false, totalrows: 10 }),
    );
    expect(mini.transaclist).toHaveLength(5);
    expect(mini.totalRecords).toBe(5);
    const newest = await deps.db.query<{ sequence: number }>(
      "SELECT sequence FROM transactions WHERE account_number = $1 ORDER BY posted_on DESC, sequence DESC LIMIT 5",
      [SAV],
    );
    expect(mini.transaclist.map((row) => row.sequence)).toEqual(newest.map((row) => row.sequence));
  });

  it("filters debits, credits, amounts and cheque numbers without changing the balances", async () => {
    const asha = await signedIn();
    const plain = await searchBody(asha, statement(DDA, { stmtType: "PREVIOUS_YEAR", accountType: "CA" }));
    const debits = await allRows(asha, statement(DDA, { stmtType: "PREVIOUS_YEAR", type: 0 }));
    const credits = await allRows(asha, statement(DDA, { stmtType: "PREVIOUS_YEAR", type: 1 }));
    expect(debits.transaclist.length).toBeGreaterThan(0);
    expect(credits.transaclist.length).toBeGreaterThan(0);
    expect(debits.transaclist.every((row) => row.crdr === "DR")).toBe(true);
    expect(credits.transaclist.every((row) => row.crdr === "CR")).toBe(true);
    expect(debits.totalRecords + credits.totalRecords).toBe(plain.totalRecords);
    expect([debits.openingBalance, debits.closingBalance]).toEqual([
      plain.openingBalance,
      plain.closingBalance,
    ]);
    const amounts = await allRows(
      asha,
      statement(DDA, { stmtType: "PREVIOUS_YEAR", fromAmount: 100_000n, toAmount: 1_000_000n }),
    );
    expect(amounts.transaclist.length).toBeGreaterThan(0);
    expect(amounts.transaclist.every((row) => row.amount >= 100_000n && row.amount <= 1_000_000n)).toBe(true);
    const cheques = await deps.db.query<{ cheque_number: string }>(
      "SELECT cheque_number FROM transactions WHERE account_number = $1 AND cheque_number IS NOT NULL ORDER BY cheque_number::numeric",
      [DDA],
    );
    const low = cheques[0]?.cheque_number ?? "";
    const high = cheques[2]?.cheque_number ?? "";
    const byCheque = await allRows(
      asha,
      statement(DDA, {
        stmtType: "DATE_RANGE",
        fromDate: "2024-01-01",
        toDate: TEST_APP_DATE,
        fromCheckNumber: low,
        toCheckNumber: high,
      }),
    );
    expect(byCheque.transaclist.map((row) => row.chequeNumber)).toEqual(
      expect.arrayContaining([low, cheques[1]?.cheque_number, high]),
    );
    expect(byCheque.transaclist).toHaveLength(3);
  });

  it("answers a closed account's statement, and a deposit without rows in the period as an empty list", async () => {
    const asha = await signedIn();
    const closed = await allRows(
      asha,
      statement(CLOSED_SAV, { stmtType: "DATE_RANGE", fromDate: "2025-01-01", toDate: TEST_APP_DATE }),
    );
    expect(closed.totalRecords).toBe(await dbCount(CLOSED_SAV, "2025-01-01", TEST_APP_DATE));
    expect(closed.totalRecords).toBeGreaterThan(0);
    let balance = closed.openingBalance;
    for (const row of closed.transaclist) balance += signed(row);
    expect(closed.closingBalance).toBe(balance);
    const emptyRange = await searchBody(
      asha,
      statement("10000030000013", {
        accountType: "FD",
        stmtType: "DATE_RANGE",
        fromDate: "2020-01-01",
        toDate: "2020-12-31",
      }),
    );
    expect(emptyRange.transaclist).toEqual([]);
    expect(emptyRange.totalRecords).toBe(0);
  });

  it("counts a closed account's six months back from its closing date, not from today", async () => {
    const asha = await signedIn();
    const [account] = await deps.db.query<{ closed_on: string }>(
      "SELECT to_char(closed_on, 'YYYY-MM-DD') AS closed_on FROM accounts WHERE account_number = $1",
      [CLOSED_SAV],
    );
    const closedOn = account?.closed_on ?? "";
    expect(compareIsoDates(closedOn, shiftIsoDate(TEST_APP_DATE, { months: -6 }))).toBeLessThan(0);
    const sixMonths = await allRows(asha, statement(CLOSED_SAV, { stmtType: "SIX_MONTHS" }));
    expect(sixMonths.fromDate).toBe(shiftIsoDate(closedOn, { months: -6 }));
    expect(sixMonths.toDate).toBe(closedOn);
    expect(sixMonths.totalRecords).toBe(await dbCount(CLOSED_SAV, sixMonths.fromDate, closedOn));
    expect(sixMonths.totalRecords).toBeGreaterThan(0);
    let balance = sixMonths.openingBalance;
    for (const row of sixMonths.transaclist) balance += signed(row);
    expect(sixMonths.closingBalance).toBe(balance);
    // The file of the same request has the same period and rows.
    // At the older path /app/rest/report/statement (the client uses /fis-rpt-svcs).
    const file = await downloadRaw(asha, {
      ...statement(CLOSED_SAV, { stmtType: "SIX_MONTHS" }),
      dwndType: 3,
      lang: "en",
    });
    expect(file.status).toBe(200);
    const html = file.bytes.toString("utf8");
    expect(html).toContain(formatLongDate(closedOn, "en"));
    expect(html.match(/<tr><th scope="row" class="date">/g)?.length ?? 0).toBe(sixMonths.totalRecords);
    // A date range of a closed account is still the customer's, up to today.
    const range = await searchBody(
      asha,
      statement(CLOSED_SAV, { stmtType: "DATE_RANGE", fromDate: closedOn, toDate: TEST_APP_DATE }),
    );
    expect(range.toDate).toBe(TEST_APP_DATE);
  });

  it("refuses bad input with 400 naming the field", async () => {
    const asha = await signedIn();
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ stmtType: "DATE_RANGE", toDate: TEST_APP_DATE }, /fromDate/],
      [{ stmtType: "DATE_RANGE", fromDate: "2026-01-01" }, /toDate/],
      [{ stmtType: "DATE_RANGE", fromDate: "2026-02-01", toDate: "2026-01-01" }, /fromDate/],
      [{ stmtType: "DATE_RANGE", fromDate: "2026-01-01", toDate: "2026-11-23" }, /toDate/],
      [{ stmtType: "DATE_RANGE", fromDate: "2026-02-30", toDate: "2026-03-01" }, /fromDate/],
      [{ fromAmount: 500, toAmount: 100 }, /toAmount/],
      [{ fromAmount: -1 }, /fromAmount/],
      [{ fromCheckNumber: "200", toCheckNumber: "100" }, /toCheckNumber/],
      [{ fromCheckNumber: "12a" }, /fromCheckNumber/],
      [{ stmtType: "YEARLY" }, /stmtType/],
      [{ totalrows: 0 }, /totalrows/],
      [{ beginValue: -1 }, /beginValue/],
      [{ type: 2 }, /type/],
    ];
    for (const [overrides, field] of cases) {
      const response = await searchRaw(asha, statement(SAV, overrides));
      const body = response.body as { code: string; statusMsg: string };
      expect([JSON.stringify(overrides), response.status, body.code]).toEqual([
        JSON.stringify(overrides),
        400,
        "REQUEST.INVALID",
      ]);
      expect(body.statusMsg).toMatch(field);
    }
    const noIntegrity = await searchRaw(asha, statement(SAV), null);
    expect([noIntegrity.status, (noIntegrity.body as { code: string }).code]).toEqual([
      400,
      "REQUEST.INTEGRITY",
    ]);
    const otherValues = await searchRaw(asha, statement(SAV), { accountNumber: DDA });
    expect(otherValues.status).toBe(400);
    expect(await auditCount(deps.db, "ACCOUNT_ACCESS", "REFUSED")).toBe(0);
  });

  it("refuses another customer's account with 404 and an audit row, and needs a session", async () => {
    const asha = await signedIn();
    const before = await auditCount(deps.db, "ACCOUNT_ACCESS", "REFUSED");
    const response = await search(asha, statement(RAVI_PRIMARY));
    expect([response.status, (response.body as { code: string }).code]).toEqual([404, "ACCOUNT.NOT_FOUND"]);
    expect(await auditCount(deps.db, "ACCOUNT_ACCESS", "REFUSED")).toBe(before + 1);
    const anonymous = newBrowser(deps);
    expect(
      (
        await outcome(
          anonymous.bank.call("statementSearch", statement(SAV) as BankCalls["statementSearch"]["request"]),
        )
      ).status,
    ).toBe(401);
  });
});

describe("statement batches", () => {
  it("reads a long period in batches of the given size, in order, each row once", async () => {
    const scope: StatementScope = {
      accountNumber: SAV,
      from: "2024-01-01",
      to: TEST_APP_DATE,
      fromAmount: null,
      toAmount: null,
      fromCheque: null,
      toCheque: null,
      direction: null,
      mini: false,
    };
    const sizes: number[] = [];
    const sequences: number[] = [];
    for await (const batch of statementBatches(deps.db, scope, 50)) {
      sizes.push(batch.length);
      sequences.push(...batch.map((row) => row.sequence));
    }
    const total = await dbCount(SAV, "2024-01-01", TEST_APP_DATE);
    expect(sequences).toHaveLength(total);
    expect(sizes.slice(0, -1).every((size) => size === 50)).toBe(true);
    expect(sizes.length).toBe(Math.ceil(total / 50));
    expect([...sequences].sort((a, b) => a - b)).toEqual(sequences);
  });
});

describe("text runs of the PDF", () => {
  /** A two-page PDF of `runs` (drawn as tagged paragraphs; the second page repeats them). */
  async function pdfOf(runs: readonly TextRun[]): Promise<Buffer> {
    const pdf = openTaggedPdf("en", "Runs");
    for (const page of [1, 2]) {
      if (page === 2) pdf.doc.addPage();
      for (const run of runs) pdf.root.add(taggedRuns(pdf.doc, "P", [run]));
    }
    pdf.root.end();
    pdf.doc.end();
    return Buffer.from(await new Response(pdf.stream).arrayBuffer());
  }

  /** The words pdftotext finds with their boxes (-bbox), in reading order. */
  async function words(bytes: Buffer): Promise<{ text: string; xMin: number; xMax: number; page: number }[]> {
    const html = await poppler("pdftotext", bytes, ["-bbox"]);
    const found: { text: string; xMin: number; xMax: number; page: number }[] = [];
    let page = 0;
    for (const line of html.split("\n")) {
      if (line.includes("<page ")) page += 1;
      const match = /<word xMin="([\d.]+)" yMin="[\d.]+" xMax="([\d.]+)" yMax="[\d.]+">([^<]*)<\/word>/.exec(
        line,
      );
      if (match !== null)
        found.push({ xMin: Number(match[1]), xMax: Number(match[2]), text: match[3] ?? "", page });
    }
    return found;
  }

  it("draws Latin runs glyph by glyph so that every character extracts as itself, on every page", async () => {
    const runs: TextRun[] = [
      { text: "Office fee fi fl ffi", x: 40, y: 40, size: 9 },
      { text: "Überweisung Gebühr ß", x: 40, y: 60, size: 9, bold: true },
      { text: "123.456,78\u00a0₹", x: 40, y: 80, size: 8 },
      { text: "UPI/P2M/600000001234/Grocery", x: 40, y: 100, size: 8 },
    ];
    const text = await poppler("pdftotext", await pdfOf(runs));
    const pages = text.split("\f").filter((page) => page.trim() !== "");
    expect(pages).toHaveLength(2);
    for (const page of pages) {
      expect(page).toContain("Office fee fi fl ffi");
      expect(page).toContain("Überweisung Gebühr ß");
      // No-break and ordinary space share one glyph in Noto Sans: either may come out.
      expect(page).toMatch(/123\.456,78[\s\u00a0]₹/);
      expect(page).toContain("UPI/P2M/600000001234/Grocery");
    }
  });

  it("ends a right-aligned run at its x and starts a left-aligned one there, in Latin and Devanagari", async () => {
    const found = await words(
      await pdfOf([
        { text: "₹12,34,567.89", x: 400, y: 40, size: 8, alignRight: true },
        { text: "-₹5.00", x: 400, y: 60, size: 8, alignRight: true },
        { text: "Balance", x: 100, y: 80, size: 8 },
        { text: "शेष", x: 400, y: 100, size: 8, alignRight: true },
      ]),
    );
    const on = (page: number, text: string) => found.find((word) => word.page === page && word.text === text);
    for (const page of [1, 2]) {
      expect(on(page, "₹12,34,567.89")?.xMax).toBeCloseTo(400, 0);
      expect(on(page, "-₹5.00")?.xMax).toBeCloseTo(400, 0);
      expect(on(page, "Balance")?.xMin).toBeCloseTo(100, 0);
      expect(on(page, "शेष")?.xMax).toBeCloseTo(400, 0);
    }
  });
});

describe("report/statement", () => {
  it("downloads a tagged PDF with every row, the balances with Indian grouping, in English", async () => {
    const asha = await signedIn();
    const body = { ...statement(SAV, { stmtType: "PREVIOUS_YEAR" }), dwndType: 1, lang: "en" };
    const all = await allRows(asha, body);
    const file = await download(asha, body);
    expect(file.status, file.bytes.toString("utf8").slice(0, 200)).toBe(200);
    expect(file.headers.get("Content-Type")).toBe("application/pdf");
    // Named by the account's last four digits and the period, so no download overwrites another.
    expect(file.headers.get("Content-Disposition")).toBe(
      'attachment; filename="Statement-0011-2025-04-01-to-2026-03-31.pdf"',
    );
    // A file answer carries the headers of every answer too (set before the handler runs).
    expect(file.headers.get("Content-Security-Policy")).toBe(CONTENT_SECURITY_POLICY);
    expect(file.headers.get("Cache-Control")).toBe("no-store");
    expect(file.headers.get("X-SFAUTH-TOKEN")).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(file.bytes.subarray(0, 5).toString("latin1")).toBe("%PDF-");
    const info = await poppler("pdfinfo", file.bytes);
    expect(info).toMatch(/Tagged:\s+yes/);
    expect(info).toMatch(/Title:\s+Account statement 10000010000011/);
    const text = await poppler("pdftotext", file.bytes, ["-layout"]);
    expect(text).toContain("Sahyog Bank");
    expect(text).toContain("Account statement");
    expect(text).toContain("1 April 2025 to 31 March 2026");
    // The holder as Indian banks print a statement: name, customer id and postal address.
    expect(text).toMatch(/Account holder +Ms\. Asha Verma/);
    expect(text).toMatch(/Customer ID +CIF10000001/);
    expect(text).toMatch(/Address +Flat 7B, Sea View Apartments, Colaba, Mumbai 400005/);
    expect(text).toContain("Opening balance");
    expect(text).toContain(formatInr(all.openingBalance, "en"));
    expect(text).toContain(formatInr(all.closingBalance, "en"));
    expect(formatInr(all.closingBalance, "en")).toMatch(/^-?₹\d{1,2}(,\d\d)*,\d{3}\.\d\d$/);
    // Every row: its date and balance are on the page, in order.
    let position = 0;
    for (const row of all.transaclist) {
      const line = formatDisplayDate(row.date, "en");
      const balance = formatInr(row.balance, "en");
      const at = text.indexOf(balance, text.indexOf(line, position));
      expect(at, `row ${String(row.sequence)} ${line} ${balance}`).toBeGreaterThan(-1);
      position = text.indexOf(line, position);
    }
    // Descriptions, long reference numbers included, extract as the words they are.
    for (const row of all.transaclist) {
      const firstWord = row.description.split(" ")[0] ?? "";
      expect(text, row.description).toContain(firstWord);
    }
    const credits = all.transaclist
      .filter((row) => row.crdr === "CR")
      .reduce((sum, row) => sum + row.amount, 0n);
    const debits = all.transaclist
      .filter((row) => row.crdr === "DR")
      .reduce((sum, row) => sum + row.amount, 0n);
    expect(all.openingBalance + credits - debits).toBe(all.closingBalance);
    expect(text).toContain(formatInr(credits, "en"));
    expect(text).toContain(formatInr(debits, "en"));
    // "Page n of N" on every page, N the real page count.
    const pages = text.split("\f").filter((page) => page.trim() !== "");
    expect(pages.length).toBeGreaterThan(1);
    pages.forEach((page, index) => {
      expect(page).toContain(`Page ${String(index + 1)} of ${String(pages.length)}`);
    });
    expect(text).toMatch(/Date +Description +Cheque number +Debit +Credit +Balance/);
    expect(text).toMatch(/Account number +10000010000011/);
  });

  it("writes the Hindi PDF with Devanagari that extracts as words, and the German one with its grouping", async () => {
    const asha = await signedIn();
    const body = { ...statement(SAV, { stmtType: "ONE_MONTH" }), dwndType: 1, lang: "hi" };
    const all = await allRows(asha, body);
    const hindi = await download(asha, body);
    expect(hindi.status).toBe(200);
    expect(await poppler("pdfinfo", hindi.bytes)).toMatch(/Tagged:\s+yes/);
    const text = await poppler("pdftotext", hindi.bytes);
    for (const words of ["सहयोग बैंक", "खाता विवरण", "प्रारंभिक शेष", "अंतिम शेष", "खाता संख्या", "विवरण", "शेष"]) {
      expect(text).toContain(words);
    }
    expect(text).toContain(formatInr(all.closingBalance, "hi"));
    const last = all.transaclist[all.transaclist.length - 1] as Row;
    expect(text).toContain(formatDisplayDate(last.date, "hi"));
    // The product and the holder's title in Hindi, not as the bank stores them.
    expect(text).toContain("बचत खाता नियमित");
    expect(text).toContain("सुश्री Asha Verma");
    expect(text).not.toContain("Savings Account Regular");
    expect(text).toMatch(/पृष्ठ 1 \/ 1/);
    // In reading order, label beside value and each row on one line.
    const layout = await poppler("pdftotext", hindi.bytes, ["-layout"]);
    expect(layout).toMatch(/खाता संख्या +10000010000011/);
    expect(layout).toMatch(/अवधि +\d{1,2} \S+ \d{4} से \d{1,2} \S+ \d{4} तक/);
    expect(layout).toMatch(/तारीख़ +विवरण +चेक संख्या +नामे +जमा +शेष/);
    const lastDate = formatDisplayDate(last.date, "hi");
    const lastLine = layout
      .split("\n")
      .filter((line) => line.trimStart().startsWith(lastDate))
      .at(-1);
    expect(
      lastLine,
      layout
        .split("\n")
        .filter((line) => line.includes(lastDate))
        .join("\n"),
    ).toBeDefined();
    expect(lastLine).toContain(last.description.slice(0, 20));
    expect(lastLine).toContain(formatInr(last.balance, "hi"));
    const german = await download(asha, { ...body, lang: "de" });
    const deText = await poppler("pdftotext", german.bytes);
    expect(deText).toContain("Kontoauszug");
    expect(deText).toContain("Anfangssaldo");
    expect(deText).toContain("Sparkonto Standard");
    expect(deText).toContain("Frau Asha Verma");
    expect(deText).toContain(formatDisplayDate(last.date, "de"));
    expect(deText).toContain(formatLongDate(TEST_APP_DATE, "de"));
    expect(deText.replace(/\u00a0/g, " ")).toContain(
      formatInr(all.closingBalance, "de").replace(/\u00a0/g, " "),
    );
  });

  it("downloads Excel (.xlsx) with the rows as dates and numbers and the balances", async () => {
    const asha = await signedIn();
    const body = { ...statement(SAV, { stmtType: "SIX_MONTHS" }), dwndType: 2, lang: "en" };
    const all = await allRows(asha, body);
    const file = await download(asha, body);
    expect(file.status).toBe(200);
    expect(file.headers.get("Content-Type")).toBe(
      "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
    );
    expect(file.headers.get("Content-Disposition")).toMatch(
      /^attachment; filename="Statement-0011-\d{4}-\d\d-\d\d-to-\d{4}-\d\d-\d\d\.xlsx"$/,
    );
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(file.bytes as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    if (sheet === undefined) throw new Error("no worksheet");
    const values: unknown[][] = [];
    sheet.eachRow({ includeEmpty: true }, (row) => values.push((row.values as unknown[]).slice(1)));
    const find = (label: string): unknown[] | undefined => values.find((row) => row[0] === label);
    expect(find("Opening balance")?.[1]).toBe(rupeesCell(all.openingBalance));
    expect(find("Closing balance")?.[1]).toBe(rupeesCell(all.closingBalance));
    expect(find("Account number")?.[1]).toBe(SAV);
    const headerIndex = values.findIndex((row) => row[0] === "Date" && row[5] === "Balance");
    expect(headerIndex).toBeGreaterThan(0);
    const rows = values.slice(headerIndex + 1);
    expect(rows).toHaveLength(all.totalRecords);
    rows.forEach((row, index) => {
      const expected = all.transaclist[index] as Row;
      expect(row[0]).toBeInstanceOf(Date);
      expect((row[0] as Date).toISOString().slice(0, 10)).toBe(expected.date);
      expect(row[1]).toBe(expected.description);
      expect(row[expected.crdr === "DR" ? 3 : 4]).toBe(rupeesCell(expected.amount));
      expect(row[5]).toBe(rupeesCell(expected.balance));
    });
    const firstRow = sheet.getRow(headerIndex + 2);
    // exceljs's reader drops the backslashes of the literal commas it wrote (`##\,##\,##0.00`).
    expect(firstRow.getCell(6).numFmt).toBe(INDIAN_RUPEE_FORMAT.replace(/\\(.)/g, "$1"));
    // The short date of the language, as on the screen (exceljs's reader drops the escapes).
    expect(firstRow.getCell(1).numFmt).toBe("dd/mm/yyyy");

    // German: the standard grouped format, which a German spreadsheet shows as 1.234,50 (grouped in
    // threes, as the German pages); the amounts stay numbers.
    const german = new ExcelJS.Workbook();
    await german.xlsx.load((await download(asha, { ...body, lang: "de" })).bytes as unknown as ArrayBuffer);
    const deSheet = german.worksheets[0];
    if (deSheet === undefined) throw new Error("no German worksheet");
    const deRows: ExcelJS.Row[] = [];
    deSheet.eachRow((row) => deRows.push(row));
    const opening = deRows.find((row) => row.getCell(1).value === "Anfangssaldo");
    expect(opening?.getCell(2).value).toBe(rupeesCell(all.openingBalance));
    expect(opening?.getCell(2).numFmt).toBe("#,##0.00");
    const deHeader = deRows.findIndex((row) => row.getCell(1).value === "Datum");
    const deFirst = deRows[deHeader + 1];
    expect(deFirst?.getCell(6).value).toBe(rupeesCell((all.transaclist[0] as Row).balance));
    expect(deFirst?.getCell(6).numFmt).toBe(RUPEE_FORMATS.de);
    expect(RUPEE_FORMATS.hi).toBe(INDIAN_RUPEE_FORMAT);
  });

  it("downloads one accessible HTML document with every row, also under the report services root", async () => {
    const asha = await signedIn();
    const body = { ...statement(SAV, { stmtType: "SIX_MONTHS" }), dwndType: 3, lang: "de" };
    const all = await allRows(asha, body);
    const file = await download(asha, body);
    expect(file.status).toBe(200);
    expect(file.headers.get("Content-Type")).toBe("text/html; charset=utf-8");
    expect(file.headers.get("Content-Disposition")).toMatch(
      /^attachment; filename="Statement-0011-.+\.html"$/,
    );
    const html = file.bytes.toString("utf8");
    expect(html.startsWith("<!doctype html>")).toBe(true);
    expect(html).toContain('<html lang="de">');
    expect(html).toMatch(/<title>Kontoauszug 10000010000011<\/title>/);
    expect(html).toMatch(/<h1>Kontoauszug<\/h1>/);
    expect(html).toContain("<caption>");
    expect(html.match(/<th scope="col"/g)).toHaveLength(6);
    expect(html).toMatch(/role="region" aria-label="[^"]+" tabindex="0"/);
    expect(html.match(/<th scope="row"/g)).toHaveLength(all.totalRecords);
    expect(html).toContain(`<dd>${formatInr(all.closingBalance, "de")}</dd>`);
    expect(html).not.toMatch(/<script/i);
    const last = all.transaclist[all.transaclist.length - 1] as Row;
    expect(html).toContain(formatInr(last.balance, "de"));
  });

  it("answers a fault set for tests under the report services root too", async () => {
    const asha = await signedIn();
    const set = await raw(asha.browser, "POST", "/dev/faults", {
      json: { path: "report/statement", status: 503 },
    });
    expect(set.status).toBe(200);
    const body = { ...statement(SAV), dwndType: 1, lang: "en" };
    const failed = await download(asha, body);
    expect([failed.status, JSON.parse(failed.bytes.toString("utf8")).code]).toEqual([
      503,
      "SERVICE.UNAVAILABLE",
    ]);
    const next = await download(asha, body);
    expect(next.status).toBe(200);
  });

  it("refuses the mini and descending statements, and a period without rows", async () => {
    const asha = await signedIn();
    const mini = await download(asha, { ...statement(SAV, { stmtType: "MINI" }), dwndType: 1, lang: "en" });
    expect([mini.status, JSON.parse(mini.bytes.toString("utf8")).code]).toEqual([
      400,
      "STATEMENT.NOT_OFFERED",
    ]);
    const descending = await download(asha, {
      ...statement(SAV, { sortByAsc: false }),
      dwndType: 2,
      lang: "en",
    });
    expect([descending.status, JSON.parse(descending.bytes.toString("utf8")).code]).toEqual([
      400,
      "STATEMENT.NOT_OFFERED",
    ]);
    const none = await download(asha, {
      ...statement(SAV, { fromAmount: 9_000_000_000_000n, toAmount: 9_000_000_000_001n }),
      dwndType: 3,
      lang: "en",
    });
    expect([none.status, JSON.parse(none.bytes.toString("utf8")).code]).toEqual([404, "STATEMENT.NO_DATA"]);
    const bad = await downloadRaw(asha, { ...statement(SAV), dwndType: 4, lang: "en" });
    expect([bad.status, JSON.parse(bad.bytes.toString("utf8")).code]).toEqual([400, "REQUEST.INVALID"]);
    const badLang = await downloadRaw(asha, { ...statement(SAV), dwndType: 1, lang: "fr" });
    expect(JSON.parse(badLang.bytes.toString("utf8")).statusMsg).toMatch(/lang/);
  });

  it("refuses another customer's account with 404 and an audit row, and needs a session", async () => {
    const asha = await signedIn();
    const before = await auditCount(deps.db, "ACCOUNT_ACCESS", "REFUSED");
    const other = await download(asha, { ...statement(RAVI_PRIMARY), dwndType: 1, lang: "en" });
    expect([other.status, JSON.parse(other.bytes.toString("utf8")).code]).toEqual([404, "ACCOUNT.NOT_FOUND"]);
    expect(await auditCount(deps.db, "ACCOUNT_ACCESS", "REFUSED")).toBe(before + 1);
    const anonymous = newBrowser(deps);
    const response = await outcome(
      anonymous.bank.call("statementReport", {
        ...statement(SAV),
        dwndType: 1,
        lang: "en",
      } as BankCalls["statementReport"]["request"]),
    );
    expect(response.status).toBe(401);
  });
});

describe("getInterestCertificate", () => {
  it("certifies the interest credited in a financial year as a tagged PDF in English and Hindi", async () => {
    const asha = await signedIn();
    const sums = await deps.db.query<{ interest: string }>(
      `SELECT SUM(amount_paise)::text AS interest FROM transactions
        WHERE account_number = $1 AND direction = 'CR' AND category = 'INTEREST'
          AND posted_on BETWEEN '2025-04-01' AND '2026-03-31'`,
      [SAV],
    );
    const interest = BigInt(sums[0]?.interest ?? "0");
    expect(interest).toBeGreaterThan(0n);
    const file = await certificate(asha, SAV, 2025);
    expect(file.status).toBe(200);
    expect(file.headers.get("Content-Disposition")).toBe(
      'attachment; filename="InterestCertificate-0011-FY2025-26.pdf"',
    );
    expect(await poppler("pdfinfo", file.bytes)).toMatch(/Tagged:\s+yes/);
    const text = await poppler("pdftotext", file.bytes);
    expect(text).toContain("Interest certificate");
    expect(text).toContain("2025-26");
    expect(text).toContain(formatInr(interest, "en"));
    expect(text).toContain("Tax deducted at source (TDS)");
    expect(text).toContain(SAV);
    // As Indian banks print it for the tax return: PAN, customer id and address.
    expect(text).toContain("PAN");
    expect(text).toContain("AKVPV4821K");
    expect(text).toContain("CIF10000001");
    expect(text).toContain("Flat 7B, Sea View Apartments, Colaba, Mumbai 400005");
    expect(text).toContain("Page 1 of 1");
    const hindi = await certificate(asha, SAV, 2025, "hi");
    const hiText = await poppler("pdftotext", hindi.bytes);
    expect(hiText).toContain("ब्याज प्रमाणपत्र");
    expect(hiText).toContain("भुगतान किया गया ब्याज");
    expect(hiText).toContain(formatInr(interest, "hi"));
    expect(hiText).toContain("पैन");
    expect(hiText).toContain("बचत खाता नियमित");
    expect(hiText).not.toContain("Savings Account Regular");
  });

  it("says the PAN is not registered when the bank has none, in every language, instead of failing", async () => {
    const asha = await signedIn();
    await deps.db.query("UPDATE customers SET pan = NULL WHERE id = 'CIF10000001'");
    try {
      for (const [lang, said] of [
        ["en", "Not registered with the bank"],
        ["de", "Bei der Bank nicht hinterlegt"],
        ["hi", "बैंक में पंजीकृत नहीं"],
      ] as const) {
        const file = await certificate(asha, SAV, 2025, lang);
        expect(file.status).toBe(200);
        expect(await poppler("pdftotext", file.bytes)).toContain(said);
      }
    } finally {
      await deps.db.query("UPDATE customers SET pan = 'AKVPV4821K' WHERE id = 'CIF10000001'");
    }
  });

  it("answers NO_INTEREST for a year without interest and NOT_AVAILABLE for a loan, a future year or one before opening", async () => {
    const asha = await signedIn();
    const noInterest = await certificate(asha, DDA, 2025);
    expect([noInterest.status, JSON.parse(noInterest.bytes.toString("utf8")).code]).toEqual([
      404,
      "CERTIFICATE.NO_INTEREST",
    ]);
    for (const [account, year] of [
      [LOAN, 2025],
      [SAV, 2027],
      [SAV, 2014],
      [CLOSED_SAV, 2026 + 1],
    ] as const) {
      const response = await certificate(asha, account, year);
      expect([account, year, response.status, JSON.parse(response.bytes.toString("utf8")).code]).toEqual([
        account,
        year,
        404,
        "CERTIFICATE.NOT_AVAILABLE",
      ]);
    }
  });

  it("refuses bad input, another customer's account (404 + audit) and a call without a session", async () => {
    const asha = await signedIn();
    const badYear = await postFile(
      asha,
      "/app/rest/getInterestCertificate",
      { accountNumber: SAV, financialYearStart: "2025", lang: "en" },
      { accountNumber: SAV, financialYearStart: "2025" },
    );
    expect([badYear.status, JSON.parse(badYear.bytes.toString("utf8")).statusMsg]).toEqual([
      400,
      expect.stringMatching(/financialYearStart/),
    ]);
    const wrongIntegrity = await postFile(
      asha,
      "/app/rest/getInterestCertificate",
      { accountNumber: SAV, financialYearStart: 2025, lang: "en" },
      { accountNumber: SAV, financialYearStart: 2024 },
    );
    expect(JSON.parse(wrongIntegrity.bytes.toString("utf8")).code).toBe("REQUEST.INTEGRITY");
    const before = await auditCount(deps.db, "ACCOUNT_ACCESS", "REFUSED");
    const other = await certificate(asha, RAVI_PRIMARY, 2026);
    expect([other.status, JSON.parse(other.bytes.toString("utf8")).code]).toEqual([404, "ACCOUNT.NOT_FOUND"]);
    expect(await auditCount(deps.db, "ACCOUNT_ACCESS", "REFUSED")).toBe(before + 1);
    const anonymous = newBrowser(deps);
    const response = await outcome(
      anonymous.bank.call("interestCertificate", {
        accountNumber: SAV,
        financialYearStart: 2025,
        lang: "en",
      }),
    );
    expect(response.status).toBe(401);
  });
});
