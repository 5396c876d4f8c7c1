import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { Result } from "effect";
import { CalendarDate } from "@internationalized/date";
import { isInWindow } from "./DateWindow";
import { FREQUENCY_CODES } from "./Frequency";
import {
  SCHEDULE_HORIZON_MONTHS,
  STANDING_INSTRUCTION_HORIZON_YEARS,
  instalmentDate,
  instalmentDates,
  modificationMaxDate,
  nextInstalmentDate,
  scheduleDateWindow,
  standingInstructionDateWindow,
  validateNextPaymentDate,
} from "./ScheduleWindow";

const isoDate = fc
  .record({
    year: fc.integer({ min: 1990, max: 2090 }),
    month: fc.integer({ min: 1, max: 12 }),
    day: fc.integer({ min: 1, max: 31 }),
  })
  .map(({ year, month, day }) => new CalendarDate(year, month, day).toString());

describe("payment date windows", () => {
  it("the horizons are 6 months and 1 year", () => {
    expect(SCHEDULE_HORIZON_MONTHS).toBe(6);
    expect(STANDING_INSTRUCTION_HORIZON_YEARS).toBe(1);
  });

  it("a scheduled payment runs from the next day to 6 months ahead", () => {
    expect(scheduleDateWindow("2026-11-22")).toEqual({ min: "2026-11-23", max: "2027-05-22" });
    expect(scheduleDateWindow("2026-12-31")).toEqual({ min: "2027-01-01", max: "2027-06-30" });
    expect(scheduleDateWindow("2026-08-31")).toEqual({ min: "2026-09-01", max: "2027-02-28" });
    expect(scheduleDateWindow("2027-08-31")).toEqual({ min: "2027-09-01", max: "2028-02-29" });
  });

  it("a standing instruction runs from the next day to 1 year ahead", () => {
    expect(standingInstructionDateWindow("2026-11-22")).toEqual({ min: "2026-11-23", max: "2027-11-22" });
    expect(standingInstructionDateWindow("2028-02-29")).toEqual({ min: "2028-03-01", max: "2029-02-28" });
    expect(standingInstructionDateWindow("2027-03-31")).toEqual({ min: "2027-04-01", max: "2028-03-31" });
  });

  it("boundaries on both sides: today and the day after the end are outside", () => {
    const w = scheduleDateWindow("2026-11-22");
    expect(isInWindow("2026-11-22", w)).toBe(false);
    expect(isInWindow("2026-11-23", w)).toBe(true);
    expect(isInWindow("2027-05-22", w)).toBe(true);
    expect(isInWindow("2027-05-23", w)).toBe(false);
    const si = standingInstructionDateWindow("2026-11-22");
    expect(isInWindow("2027-11-22", si)).toBe(true);
    expect(isInWindow("2027-11-23", si)).toBe(false);
  });

  it("never includes today, and the schedule window lies inside the standing-instruction window", () => {
    fc.assert(
      fc.property(isoDate, (today) => {
        const s = scheduleDateWindow(today);
        const si = standingInstructionDateWindow(today);
        expect(isInWindow(today, s)).toBe(false);
        expect(isInWindow(today, si)).toBe(false);
        expect(s.min).toBe(si.min);
        expect(s.max <= si.max).toBe(true);
        expect(s.min < s.max).toBe(true);
      }),
    );
  });

  it("refuses a date that is not real", () => {
    expect(() => scheduleDateWindow("2026-13-01")).toThrow(RangeError);
    expect(() => standingInstructionDateWindow("")).toThrow(RangeError);
  });
});

describe("modification", () => {
  it("ends 6 months after the start for a one-off and 1 year after for a recurring instruction", () => {
    expect(modificationMaxDate("2026-11-22", false)).toBe("2027-05-22");
    expect(modificationMaxDate("2026-11-22", true)).toBe("2027-11-22");
    expect(modificationMaxDate("2028-02-29", true)).toBe("2029-02-28");
    expect(modificationMaxDate("2026-08-31", false)).toBe("2027-02-28");
  });

  it.each([
    ["2026-11-21", false, Result.fail("SCHEDULE.NEXT_DATE_BEFORE_START")],
    ["2026-11-22", false, Result.succeed("2026-11-22")],
    ["2027-05-22", false, Result.succeed("2027-05-22")],
    ["2027-05-23", false, Result.fail("SCHEDULE.NEXT_DATE_AFTER_MAX")],
    ["2026-11-21", true, Result.fail("SCHEDULE.NEXT_DATE_BEFORE_START")],
    ["2027-05-23", true, Result.succeed("2027-05-23")],
    ["2027-11-22", true, Result.succeed("2027-11-22")],
    ["2027-11-23", true, Result.fail("SCHEDULE.NEXT_DATE_AFTER_MAX")],
  ] as const)("next date %s (recurring %s) from start 2026-11-22", (next, recurring, expected) => {
    expect(validateNextPaymentDate(next, "2026-11-22", recurring)).toEqual(expected);
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
