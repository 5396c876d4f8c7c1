import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { ADULT_AGE, ageInYears, isMinorAge } from "./Age";

describe("ageInYears", () => {
  it.each([
    ["2008-11-22", "2026-11-22", 18],
    ["2008-11-23", "2026-11-22", 17],
    ["2008-11-21", "2026-11-22", 18],
    ["2008-12-01", "2026-11-22", 17],
    ["2008-10-30", "2026-11-22", 18],
    ["2026-11-22", "2026-11-22", 0],
    ["2026-11-23", "2026-11-22", -1],
    ["2027-11-22", "2026-11-22", -1],
    ["2027-11-23", "2026-11-22", -2],
    ["2008-02-29", "2026-02-28", 17],
    ["2008-02-29", "2026-03-01", 18],
    ["2008-02-29", "2028-02-29", 20],
    ["2008-02-30", "2026-03-01", null],
    ["2008-01-01", "26-03-01", null],
    ["", "2026-03-01", null],
  ])("%s on %s -> %s", (dob, today, age) => {
    expect(ageInYears(dob, today)).toBe(age);
  });

  it("grows by one on each birthday and is never negative for a past birth date", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1900, max: 2100 }),
        fc.integer({ min: 1, max: 12 }),
        fc.integer({ min: 1, max: 28 }),
        fc.integer({ min: 0, max: 120 }),
        (y, m, d, years) => {
          const iso = (yy: number) => `${yy}-${String(m).padStart(2, "0")}-${String(d).padStart(2, "0")}`;
          expect(ageInYears(iso(y), iso(y + years))).toBe(years);
        },
      ),
    );
  });
});

describe("isMinorAge (spec 002 section 9: adult age 18)", () => {
  it.each([
    [0, true],
    [17, true],
    [17.99, true],
    [18, false],
    [19, false],
  ])("%d -> %s", (age, minor) => {
    expect(isMinorAge(age)).toBe(minor);
  });
  it("adult age constant", () => {
    expect(ADULT_AGE).toBe(18);
  });
});
