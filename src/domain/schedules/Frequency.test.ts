import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { Result } from "effect";
import {
  FREQUENCY_CODES,
  FREQUENCY_NAMES,
  MIN_INSTALMENTS,
  type FrequencyCode,
  isFrequencyCode,
  maxInstalments,
  validateInstalments,
} from "./Frequency";

const TABLE: readonly (readonly [FrequencyCode, string, number])[] = [
  ["DA", "Daily", 3653],
  ["WA", "Weekly", 522],
  ["FN", "Fortnightly", 242],
  ["MA", "Monthly", 120],
  ["QA", "Quarterly", 40],
  ["HY", "Half Yearly", 20],
  ["YA", "Yearly", 10],
];

describe("frequencies", () => {
  it("lists the seven codes in order of interval", () => {
    expect(FREQUENCY_CODES).toEqual(["DA", "WA", "FN", "MA", "QA", "HY", "YA"]);
  });

  it.each(TABLE)("%s is %s with at most %i instalments", (code, name, max) => {
    expect(FREQUENCY_NAMES[code]).toBe(name);
    expect(maxInstalments(code)).toBe(max);
    expect(isFrequencyCode(code)).toBe(true);
  });

  it.each(["", "da", "MO", "D", "DAA", "toString", "FN "])("%j is no frequency code", (code) => {
    expect(isFrequencyCode(code)).toBe(false);
  });

  it("the maximum falls as the interval grows", () => {
    const maxima = FREQUENCY_CODES.map(maxInstalments);
    expect(maxima).toEqual([...maxima].sort((a, b) => b - a));
  });
});

describe("validateInstalments", () => {
  it("the minimum is 2", () => {
    expect(MIN_INSTALMENTS).toBe(2);
  });

  it.each(TABLE)("%s: 1 too few, 2 and %i accepted, one more too many", (code, _name, max) => {
    expect(validateInstalments(1, code)).toEqual(Result.fail("SCHEDULE.INSTALMENTS_TOO_FEW"));
    expect(validateInstalments(2, code)).toEqual(Result.succeed(2));
    expect(validateInstalments(max, code)).toEqual(Result.succeed(max));
    expect(validateInstalments(max - 1, code)).toEqual(Result.succeed(max - 1));
    expect(validateInstalments(max + 1, code)).toEqual(Result.fail("SCHEDULE.INSTALMENTS_TOO_MANY"));
  });

  it.each([0, -1, -100])("%i is too few", (n) => {
    expect(validateInstalments(n, "MA")).toEqual(Result.fail("SCHEDULE.INSTALMENTS_TOO_FEW"));
  });

  it.each([2.5, Number.NaN, Number.POSITIVE_INFINITY, 1e300])("%d is not a count", (n) => {
    expect(validateInstalments(n, "DA")).toEqual(Result.fail("SCHEDULE.INSTALMENTS_INVALID"));
  });

  it("accepts exactly the integers from 2 to the maximum", () => {
    fc.assert(
      fc.property(fc.constantFrom(...FREQUENCY_CODES), fc.integer({ min: -10, max: 4000 }), (code, n) => {
        expect(Result.isSuccess(validateInstalments(n, code))).toBe(n >= 2 && n <= maxInstalments(code));
      }),
    );
  });
});
