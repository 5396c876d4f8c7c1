import { describe, expect, it } from "vitest";
import fc from "fast-check";
import {
  FINANCIAL_YEAR_START_MONTH,
  financialYear,
  previousFinancialYear,
  financialYearLabel,
} from "./FinancialYear";
import { compareIsoDates } from "./CalendarMath";

describe("financialYear", () => {
  it.each([
    ["2026-03-31", "2025-04-01", "2026-03-31", "2024-04-01", "2025-03-31"],
    ["2026-04-01", "2026-04-01", "2027-03-31", "2025-04-01", "2026-03-31"],
    ["2026-01-01", "2025-04-01", "2026-03-31", "2024-04-01", "2025-03-31"],
    ["2026-12-31", "2026-04-01", "2027-03-31", "2025-04-01", "2026-03-31"],
  ])("%s is in %s..%s, the previous year %s..%s", (app, start, end, pStart, pEnd) => {
    expect(financialYear(app)).toEqual({ start, end });
    expect(previousFinancialYear(app)).toEqual({ start: pStart, end: pEnd });
    expect(FINANCIAL_YEAR_START_MONTH).toBe(4);
  });

  it("always contains the application date and starts right after the previous year", () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date("1901-01-01"), max: new Date("2199-12-31"), noInvalidDate: true }),
        (d) => {
          const app = d.toISOString().slice(0, 10);
          const fy = financialYear(app);
          expect(compareIsoDates(fy.start, app)).toBeLessThanOrEqual(0);
          expect(compareIsoDates(app, fy.end)).toBeLessThanOrEqual(0);
          expect(previousFinancialYear(app).end).toBe(`${fy.start.slice(0, 4)}-03-31`);
        },
      ),
    );
  });
});

describe("financialYearLabel", () => {
  it("names a financial year by its start year and the next year's last two digits", () => {
    expect(financialYearLabel(2025)).toBe("2025-26");
    expect(financialYearLabel(2008)).toBe("2008-09");
    expect(financialYearLabel(2099)).toBe("2099-00");
  });
});
