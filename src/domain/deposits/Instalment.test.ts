import { describe, it, expect } from "vitest";
import fc from "fast-check";
import { INSTALMENT_DAYS, RD_SCHEDULE_CODE, dayWithSuffix, isValidInstalmentDay } from "./Instalment";

describe("dayWithSuffix (spec 002 section 9)", () => {
  it.each([
    [1, "1st"],
    [2, "2nd"],
    [3, "3rd"],
    [4, "4th"],
    [10, "10th"],
    [11, "11th"],
    [12, "12th"],
    [13, "13th"],
    [20, "20th"],
    [21, "21st"],
    [22, "22nd"],
    [23, "23rd"],
    [24, "24th"],
    [30, "30th"],
    [31, "31st"],
  ])("%i is %s", (day, text) => {
    expect(dayWithSuffix(day)).toBe(text);
  });
  it("always starts with the day and ends with a suffix", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 31 }), (day) => {
        expect(dayWithSuffix(day)).toMatch(new RegExp(`^${day}(st|nd|rd|th)$`));
      }),
    );
  });
});

describe("instalment days", () => {
  it("offers 1 to 31", () => {
    expect(INSTALMENT_DAYS).toHaveLength(31);
    expect(INSTALMENT_DAYS[0]).toBe(1);
    expect(INSTALMENT_DAYS[30]).toBe(31);
    expect(RD_SCHEDULE_CODE).toBe("1MAE");
  });
  it.each([
    [0, false],
    [1, true],
    [31, true],
    [32, false],
    [1.5, false],
  ])("%d valid: %s", (day, ok) => {
    expect(isValidInstalmentDay(day)).toBe(ok);
  });
});
