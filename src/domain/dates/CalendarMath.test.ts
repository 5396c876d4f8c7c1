import { describe, expect, it } from "vitest";
import { compareIsoDates, minIsoDate, shiftIsoDate, toCalendarDate } from "./CalendarMath";

describe("CalendarMath", () => {
  it("reads a real date and refuses others", () => {
    expect(toCalendarDate("2024-02-29").toString()).toBe("2024-02-29");
    expect(() => toCalendarDate("2023-02-29")).toThrow(RangeError);
    expect(() => toCalendarDate("29/02/2024")).toThrow(/yyyy-MM-dd/);
  });

  it.each([
    ["2026-08-31", { months: 6 }, "2027-02-28"],
    ["2027-08-31", { months: 6 }, "2028-02-29"],
    ["2026-12-31", { days: 1 }, "2027-01-01"],
    ["2024-02-29", { years: 1 }, "2025-02-28"],
    ["2026-03-31", { months: -1 }, "2026-02-28"],
  ])("%s shifted by %o is %s", (from, by, to) => {
    expect(shiftIsoDate(from, by)).toBe(to);
  });

  it("compares and picks the earlier date", () => {
    expect(compareIsoDates("2026-03-31", "2026-04-01")).toBeLessThan(0);
    expect(compareIsoDates("2026-04-01", "2026-04-01")).toBe(0);
    expect(compareIsoDates("2026-04-02", "2026-04-01")).toBeGreaterThan(0);
    expect(minIsoDate("2026-04-01", "2026-03-31")).toBe("2026-03-31");
    expect(minIsoDate("2026-03-31", "2026-04-01")).toBe("2026-03-31");
    expect(minIsoDate("2026-04-01", "2026-04-01")).toBe("2026-04-01");
  });
});
