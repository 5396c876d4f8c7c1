import { describe, expect, it } from "vitest";
import { capWindow, earlierDate, isInWindow, toCalendarDate } from "./DateWindow";

describe("DateWindow", () => {
  it("reads a real date and refuses anything else", () => {
    expect(toCalendarDate("2026-11-22").toString()).toBe("2026-11-22");
    expect(() => toCalendarDate("2026-02-30")).toThrow(RangeError);
    expect(() => toCalendarDate("22/11/2026")).toThrow('Not a calendar date in yyyy-MM-dd: "22/11/2026".');
  });

  it("includes both ends and nothing outside", () => {
    const w = { min: "2026-11-23", max: "2027-05-22" };
    expect(isInWindow("2026-11-22", w)).toBe(false);
    expect(isInWindow("2026-11-23", w)).toBe(true);
    expect(isInWindow("2027-05-22", w)).toBe(true);
    expect(isInWindow("2027-05-23", w)).toBe(false);
  });

  it("takes the earlier date, either way round", () => {
    expect(earlierDate("2026-01-02", "2026-01-01")).toBe("2026-01-01");
    expect(earlierDate("2026-01-01", "2026-01-02")).toBe("2026-01-01");
    expect(earlierDate("2026-01-01", "2026-01-01")).toBe("2026-01-01");
  });

  it("caps the end of a window only when a cap is given", () => {
    const w = { min: "2026-11-23", max: "2027-11-22" };
    expect(capWindow(w, undefined)).toEqual(w);
    expect(capWindow(w, "2027-01-01")).toEqual({ min: "2026-11-23", max: "2027-01-01" });
    expect(capWindow(w, "2028-01-01")).toEqual(w);
  });
});
