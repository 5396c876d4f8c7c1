import { describe, expect, it } from "vitest";
import fc from "fast-check";
import {
  DOWNLOAD_FILE_NAMES,
  statementFileName,
  certificateFileName,
  DOWNLOAD_TYPE_CODES,
  NO_ACCOUNTS_MESSAGE,
  OPENING_DATE_WARNING_PERIODS,
  STATEMENT_PAGE_SIZE,
  applyStatementStatus,
  areStatementDatesValid,
  forcedStatementStatus,
  isDownloadOffered,
  isEmptyDownload,
  isStatementPagerShown,
  showsOpeningDateWarning,
  statementDateErrors,
  statementDateWindows,
} from "./StatementForm";
import { STATEMENT_PERIOD_TYPES } from "../dates/StatementPeriod";
import { isWithinWindow } from "../dates/DateWindow";

const APP = "2026-11-22";

describe("status rules (spec 000 section 4)", () => {
  it.each([
    ["savings", "ACTIVE"],
    ["current", "ACTIVE"],
    ["deposit", null],
    ["loan", null],
    ["other", null],
  ] as const)("%s forces %s", (kind, status) => {
    expect(forcedStatementStatus(kind)).toBe(status);
  });

  it("CLOSED forces ascending order and six months; ACTIVE keeps the choice", () => {
    const choice = { sortAscending: false, periodType: "MINI" } as const;
    expect(applyStatementStatus("CLOSED", choice)).toEqual({ sortAscending: true, periodType: "SIX_MONTHS" });
    expect(applyStatementStatus("ACTIVE", choice)).toBe(choice);
    expect(NO_ACCOUNTS_MESSAGE).toBe("No accounts available!");
  });
});

describe("date range (spec 000 section 5)", () => {
  it.each([
    [null, null, "STATEMENT.FROM_DATE_REQUIRED", "STATEMENT.TO_DATE_REQUIRED"],
    ["", " ", "STATEMENT.FROM_DATE_REQUIRED", "STATEMENT.TO_DATE_REQUIRED"],
    ["2026-11-01", null, null, "STATEMENT.TO_DATE_REQUIRED"],
    [" ", null, "STATEMENT.FROM_DATE_REQUIRED", "STATEMENT.TO_DATE_REQUIRED"],
    [null, "2026-11-01", "STATEMENT.FROM_DATE_REQUIRED", null],
    ["2026-11-01", "2026-11-01", null, null],
    ["2026-11-02", "2026-11-01", "STATEMENT.FROM_AFTER_TO", null],
    ["2026-10-31", "2026-11-01", null, null],
  ])("%j..%j -> %s / %s", (from, to, fromError, toError) => {
    expect(statementDateErrors(from, to)).toEqual({ fromDate: fromError, toDate: toError });
    expect(areStatementDatesValid(from, to)).toBe(fromError === null && toError === null);
  });

  it("caps the from-date at the chosen to-date or the application date, the to-date at the application date", () => {
    expect(statementDateWindows(null, APP)).toEqual({
      from: { min: null, max: APP },
      to: { min: null, max: APP },
    });
    const w = statementDateWindows("2026-10-01", APP);
    expect(w.from.max).toBe("2026-10-01");
    expect(isWithinWindow("2026-10-02", w.from)).toBe(false);
    expect(isWithinWindow("2026-11-23", w.to)).toBe(false);
  });
});

describe("opening-date warning", () => {
  it.each([
    ["ONE_MONTH", "2026-10-22", false],
    ["ONE_MONTH", "2026-10-23", true],
    ["SIX_MONTHS", "2026-05-22", false],
    ["SIX_MONTHS", "2026-05-23", true],
    ["CURRENT_YEAR", "2026-04-01", false],
    ["CURRENT_YEAR", "2026-04-02", true],
    ["PREVIOUS_YEAR", "2025-04-01", false],
    ["PREVIOUS_YEAR", "2025-04-02", true],
    ["MINI", "2026-11-22", false],
    ["DATE_RANGE", "2026-11-22", false],
  ] as const)("%s with opening date %s -> %s", (type, opened, warns) => {
    expect(showsOpeningDateWarning(type, opened, APP)).toBe(warns);
  });

  it("counts a closed account's period back from its closing date", () => {
    // Closed on 2026-04-26: its six months run from 2025-10-26.
    expect(showsOpeningDateWarning("SIX_MONTHS", "2025-10-26", "2026-04-26")).toBe(false);
    expect(showsOpeningDateWarning("SIX_MONTHS", "2025-11-01", "2026-04-26")).toBe(true);
  });

  it("lists the predefined periods", () => {
    expect(OPENING_DATE_WARNING_PERIODS).toEqual([
      "ONE_MONTH",
      "SIX_MONTHS",
      "CURRENT_YEAR",
      "PREVIOUS_YEAR",
    ]);
  });
});

describe("download and paging", () => {
  it("offers download only for ascending, non-mini statements", () => {
    fc.assert(
      fc.property(fc.boolean(), fc.constantFrom(...STATEMENT_PERIOD_TYPES), (asc, type) => {
        expect(isDownloadOffered(asc, type)).toBe(asc && type !== "MINI");
      }),
    );
    expect(isDownloadOffered(true, "ONE_MONTH")).toBe(true);
    expect(isDownloadOffered(true, "MINI")).toBe(false);
    expect(isDownloadOffered(false, "ONE_MONTH")).toBe(false);
  });

  it("has the download codes and file names", () => {
    expect(DOWNLOAD_TYPE_CODES).toEqual({ PDF: 1, EXCEL: 2, HTML: 3 });
    expect(DOWNLOAD_FILE_NAMES).toEqual({
      PDF: "Statement.pdf",
      EXCEL: "Statement.xls",
      HTML: "Statement.html",
    });
    expect(isEmptyDownload(0)).toBe(true);
    expect(isEmptyDownload(1)).toBe(false);
  });

  it("pages at 10 and hides the pager at 10 or fewer", () => {
    expect(STATEMENT_PAGE_SIZE).toBe(10);
    expect(isStatementPagerShown(10)).toBe(false);
    expect(isStatementPagerShown(11)).toBe(true);
  });
});

describe("download file names", () => {
  it("name a statement by the account's last four digits and its period", () => {
    expect(statementFileName("10000010000011", "2026-04-01", "2026-06-30", "pdf")).toBe(
      "Statement-0011-2026-04-01-to-2026-06-30.pdf",
    );
    expect(statementFileName("10000020000012", "2026-05-22", "2026-11-21", "xlsx")).toBe(
      "Statement-0012-2026-05-22-to-2026-11-21.xlsx",
    );
  });

  it("name an interest certificate by the account's last four digits and the financial year", () => {
    expect(certificateFileName("10000010000011", 2025)).toBe("InterestCertificate-0011-FY2025-26.pdf");
    expect(certificateFileName("10000010000011", 2099)).toBe("InterestCertificate-0011-FY2099-00.pdf");
  });
});
