import { describe, expect, it } from "vitest";
import { bankApiOn, json, SESSION_KEY, KEY_ROUTE } from "./testing/fakeServer";
import { EMPTY_FILE_CODE, fileNameOf } from "./FetchBankApi";
import { canonicalJson } from "./contract/canonicalJson";
import type { StatementRequest, StatementResponse } from "./contract/statements";

const REQUEST: StatementRequest = {
  accountNumber: "10000010000011",
  accountType: "SB101",
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
};

const ANSWER: StatementResponse = {
  transaclist: [
    {
      sequence: 7,
      date: "2026-10-01",
      valueDate: "2026-10-01",
      description: "SALARY",
      chequeNumber: null,
      crdr: "CR",
      amount: 9_500_000,
      balance: 12_000_000,
    },
  ],
  totalRecords: 1,
  fromDate: "2026-05-22",
  toDate: "2026-11-22",
  openingBalance: 2_500_000,
  closingBalance: 12_000_000,
  accountOpenedDate: "2019-06-14",
};

function file(bytes: string, type: string, disposition: string | null, status = 200): Response {
  const headers: Record<string, string> = { "Content-Type": type };
  if (disposition !== null) headers["Content-Disposition"] = disposition;
  return new Response(bytes, { status, headers });
}

describe("createBankApi: statements", () => {
  it("searches a statement with X-RIB-ENC over the account number alone (session key)", async () => {
    const { api, seen, cipher } = bankApiOn({
      ...KEY_ROUTE,
      "POST /app/rest/transaction/search": () => json(ANSWER),
    });
    expect(await api.searchStatement(REQUEST)).toEqual(ANSWER);
    const call = seen.find((entry) => entry.url.endsWith("transaction/search"))!;
    expect(JSON.parse(call.body!)).toEqual(REQUEST);
    expect(await cipher.decrypt(call.headers["X-RIB-ENC"]!, SESSION_KEY)).toBe(
      canonicalJson({ accountNumber: "10000010000011" }),
    );
  });

  it("downloads a statement from the report services root as a Blob named by Content-Disposition", async () => {
    const { api, seen, cipher } = bankApiOn({
      ...KEY_ROUTE,
      "POST /fis-rpt-svcs/RIBProducer/rest/report/statement": () =>
        file("%PDF-1.7 rows", "application/pdf", 'attachment; filename="Statement.pdf"'),
    });
    const answer = await api.downloadStatement({ ...REQUEST, dwndType: 1, lang: "hi" });
    expect(answer.fileName).toBe("Statement.pdf");
    expect(answer.blob.type).toBe("application/pdf");
    expect(await answer.blob.text()).toBe("%PDF-1.7 rows");
    const call = seen.find((entry) => entry.url.endsWith("report/statement"))!;
    expect(JSON.parse(call.body!)).toMatchObject({
      dwndType: 1,
      lang: "hi",
      accountNumber: "10000010000011",
    });
    expect(call.headers["Accept"]).toBe("*/*");
    expect(await cipher.decrypt(call.headers["X-RIB-ENC"]!, SESSION_KEY)).toBe(
      canonicalJson({ accountNumber: "10000010000011" }),
    );
  });

  it("rejects an error answer of a download with its code, and an empty file with the empty-file code", async () => {
    const { api } = bankApiOn({
      ...KEY_ROUTE,
      "POST /fis-rpt-svcs/RIBProducer/rest/report/statement": (seen) =>
        JSON.parse(seen.body!).dwndType === 2
          ? json({ status: 404, code: "STATEMENT.NO_DATA", statusMsg: "No transactions." }, 404)
          : file("", "application/pdf", 'attachment; filename="Statement.pdf"'),
    });
    await expect(api.downloadStatement({ ...REQUEST, dwndType: 2, lang: "en" })).rejects.toMatchObject({
      status: 404,
      code: "STATEMENT.NO_DATA",
    });
    await expect(api.downloadStatement({ ...REQUEST, dwndType: 1, lang: "en" })).rejects.toMatchObject({
      code: EMPTY_FILE_CODE,
    });
  });

  it("asks for the interest certificate with X-RIB-ENC over the account and the year", async () => {
    const { api, seen, cipher } = bankApiOn({
      ...KEY_ROUTE,
      "POST /app/rest/getInterestCertificate": (call) =>
        JSON.parse(call.body!).financialYearStart === 2025
          ? file("%PDF-1.7 certificate", "application/pdf", null)
          : json({ status: 404, code: "CERTIFICATE.NO_INTEREST", statusMsg: "No Interest" }, 404),
    });
    const answer = await api.getInterestCertificate({
      accountNumber: "10000010000011",
      financialYearStart: 2025,
      lang: "de",
    });
    // Without a Content-Disposition the certificate keeps its own name.
    expect(answer.fileName).toBe("InterestCertificate.pdf");
    const call = seen.find((entry) => entry.url.endsWith("getInterestCertificate"))!;
    expect(await cipher.decrypt(call.headers["X-RIB-ENC"]!, SESSION_KEY)).toBe(
      canonicalJson({ accountNumber: "10000010000011", financialYearStart: 2025 }),
    );
    await expect(
      api.getInterestCertificate({ accountNumber: "10000010000011", financialYearStart: 2024, lang: "en" }),
    ).rejects.toMatchObject({ status: 404, code: "CERTIFICATE.NO_INTEREST" });
  });

  it("reads the file name of a Content-Disposition header", () => {
    expect(fileNameOf('attachment; filename="Statement.xlsx"')).toBe("Statement.xlsx");
    expect(fileNameOf("attachment; filename=Statement.html")).toBe("Statement.html");
    expect(fileNameOf("attachment; filename*=UTF-8''Kontoauszug%20%C3%BC.pdf; filename=\"x.pdf\"")).toBe(
      "Kontoauszug ü.pdf",
    );
    expect(fileNameOf("attachment")).toBeNull();
    expect(fileNameOf(null)).toBeNull();
  });
});
