import { describe, expect, it } from "vitest";
import {
  MINI_STATEMENT_ROWS,
  STATEMENT_PERIOD_TYPES,
  statementPeriod,
  statementPeriodEnd,
} from "./StatementPeriod";

describe("statementPeriod", () => {
  it("offers the six statement types", () => {
    expect(STATEMENT_PERIOD_TYPES).toEqual([
      "MINI",
      "ONE_MONTH",
      "SIX_MONTHS",
      "CURRENT_YEAR",
      "PREVIOUS_YEAR",
      "DATE_RANGE",
    ]);
  });

  it("mini is the last 5 rows, date range is chosen", () => {
    expect(statementPeriod("MINI", "2026-11-22")).toEqual({ kind: "LAST_ROWS", rows: 5 });
    expect(MINI_STATEMENT_ROWS).toBe(5);
    expect(statementPeriod("DATE_RANGE", "2026-11-22")).toEqual({ kind: "CHOSEN_DATES" });
  });

  it.each([
    ["ONE_MONTH", "2026-11-22", "2026-10-22", "2026-11-22"],
    ["ONE_MONTH", "2026-03-31", "2026-02-28", "2026-03-31"],
    ["SIX_MONTHS", "2026-11-22", "2026-05-22", "2026-11-22"],
    ["SIX_MONTHS", "2026-08-31", "2026-02-28", "2026-08-31"],
    ["CURRENT_YEAR", "2026-03-31", "2025-04-01", "2026-03-31"],
    ["CURRENT_YEAR", "2026-04-01", "2026-04-01", "2026-04-01"],
    ["PREVIOUS_YEAR", "2026-03-31", "2024-04-01", "2025-03-31"],
    ["PREVIOUS_YEAR", "2026-04-01", "2025-04-01", "2026-03-31"],
  ] as const)("%s on %s is %s..%s", (type, app, from, to) => {
    expect(statementPeriod(type, app)).toEqual({ kind: "DATES", from, to });
  });
});

describe("statementPeriodEnd", () => {
  it("counts an open account's periods back from the application date", () => {
    expect(statementPeriodEnd("2026-11-22", null)).toBe("2026-11-22");
  });

  it("counts a closed account's periods back from its closing date", () => {
    expect(statementPeriodEnd("2026-11-22", "2026-04-26")).toBe("2026-04-26");
    expect(statementPeriod("SIX_MONTHS", statementPeriodEnd("2026-11-22", "2026-04-26"))).toEqual({
      kind: "DATES",
      from: "2025-10-26",
      to: "2026-04-26",
    });
  });

  it("never ends a period after the application date, even for a closing date recorded later", () => {
    expect(statementPeriodEnd("2026-11-22", "2026-11-22")).toBe("2026-11-22");
    expect(statementPeriodEnd("2026-11-22", "2026-12-01")).toBe("2026-11-22");
  });
});
