import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { Result } from "effect";
import { CalendarDate } from "@internationalized/date";
import { FREQUENCY_CODES } from "./Frequency";
import {
  instalmentDate,
  instalmentDates,
  nextInstalmentDate,
  validateNextPaymentDate,
} from "./ScheduleWindow";

const isoDate = fc
  .record({
    year: fc.integer({ min: 1990, max: 2090 }),
    month: fc.integer({ min: 1, max: 12 }),
    day: fc.integer({ min: 1, max: 31 }),
  })
  .map(({ year, month, day }) => new CalendarDate(year, month, day).toString());

describe("modification", () => {
  it.each([
    ["2026-11-21", false, Result.fail("SCHEDULE.NEXT_DATE_BEFORE_START")],
    ["2026-11-22", false, Result.succeed("2026-11-22")],
    ["2027-05-22", false, Result.succeed("2027-05-22")],
    ["2027-05-23", false, Result.fail("SCHEDULE.NEXT_DATE_AFTER_MAX")],
    ["2026-11-21", true, Result.fail("SCHEDULE.NEXT_DATE_BEFORE_START")],
    ["2027-05-23", true, Result.succeed("2027-05-23")],
    ["2027-11-22", true, Result.succeed("2027-11-22")],
    ["2027-11-23", true, Result.fail("SCHEDULE.NEXT_DATE_AFTER_MAX")],
    ["2030-01-01", false, Result.fail("SCHEDULE.NEXT_DATE_AFTER_MAX")],
  ] as const)("next date %s (recurring %s) from start 2026-11-22", (next, recurring, expected) => {
    expect(validateNextPaymentDate(next, "2026-11-22", recurring)).toEqual(expected);
  });

  it("month ends: 31 August + 6 months is the end of February", () => {
    expect(validateNextPaymentDate("2027-02-28", "2026-08-31", false)).toEqual(Result.succeed("2027-02-28"));
    expect(validateNextPaymentDate("2027-03-01", "2026-08-31", false)).toEqual(
      Result.fail("SCHEDULE.NEXT_DATE_AFTER_MAX"),
    );
  });

  it("accepts exactly the dates from the start to the end of the window", () => {
    fc.assert(
      fc.property(isoDate, fc.integer({ min: -30, max: 400 }), fc.boolean(), (start, offset, recurring) => {
        const next = instalmentDate(start, "DA", offset);
        const result = validateNextPaymentDate(next, start, recurring);
        if (offset < 0) expect(result).toEqual(Result.fail("SCHEDULE.NEXT_DATE_BEFORE_START"));
        if (offset >= 0 && offset <= 180) expect(result).toEqual(Result.succeed(next));
        if (offset > 366) expect(result).toEqual(Result.fail("SCHEDULE.NEXT_DATE_AFTER_MAX"));
      }),
    );
  });
});

describe("instalment dates", () => {
  it.each([
    ["DA", ["2026-12-30", "2026-12-31", "2027-01-01"]],
    ["WA", ["2026-12-30", "2027-01-06", "2027-01-13"]],
    ["FN", ["2026-12-30", "2027-01-13", "2027-01-27"]],
    ["MA", ["2026-12-30", "2027-01-30", "2027-02-28"]],
    ["QA", ["2026-12-30", "2027-03-30", "2027-06-30"]],
    ["HY", ["2026-12-30", "2027-06-30", "2027-12-30"]],
    ["YA", ["2026-12-30", "2027-12-30", "2028-12-30"]],
  ] as const)("%s from 2026-12-30", (frequency, dates) => {
    expect(instalmentDates("2026-12-30", frequency, 3)).toEqual(dates);
  });

  it("a monthly payment on the 31st falls on month ends and returns to the 31st", () => {
    expect(instalmentDates("2027-01-31", "MA", 4)).toEqual([
      "2027-01-31",
      "2027-02-28",
      "2027-03-31",
      "2027-04-30",
    ]);
    expect(instalmentDates("2028-02-29", "YA", 2)).toEqual(["2028-02-29", "2029-02-28"]);
  });

  it("no dates for zero or a negative count; a fraction counts whole instalments", () => {
    expect(instalmentDates("2026-12-30", "MA", 0)).toEqual([]);
    expect(instalmentDates("2026-12-30", "MA", -3)).toEqual([]);
    expect(instalmentDates("2026-12-30", "DA", 2.7)).toEqual(["2026-12-30", "2026-12-31"]);
  });

  it("the first instalment is the start date and the dates strictly increase", () => {
    fc.assert(
      fc.property(
        isoDate,
        fc.constantFrom(...FREQUENCY_CODES),
        fc.integer({ min: 1, max: 30 }),
        (start, f, n) => {
          const dates = instalmentDates(start, f, n);
          expect(dates).toHaveLength(n);
          expect(dates[0]).toBe(start);
          for (let i = 1; i < dates.length; i++) expect((dates[i - 1] ?? "") < (dates[i] ?? "")).toBe(true);
          expect(instalmentDate(start, f, n - 1)).toBe(dates[n - 1]);
        },
      ),
    );
  });

  it("finds the next instalment strictly after a date", () => {
    expect(nextInstalmentDate("2026-12-30", "MA", 3, "2026-12-29")).toBe("2026-12-30");
    expect(nextInstalmentDate("2026-12-30", "MA", 3, "2026-12-30")).toBe("2027-01-30");
    expect(nextInstalmentDate("2026-12-30", "MA", 3, "2027-02-27")).toBe("2027-02-28");
    expect(nextInstalmentDate("2026-12-30", "MA", 3, "2027-02-28")).toBeNull();
  });
});
