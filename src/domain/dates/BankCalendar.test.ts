import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { CalendarDate } from "@internationalized/date";
import { isBankWorkingDay, nextBankWorkingDay } from "./BankCalendar";
import { compareIsoDates, shiftIsoDate } from "./CalendarMath";

const isoDate = fc
  .record({
    year: fc.integer({ min: 1990, max: 2090 }),
    month: fc.integer({ min: 1, max: 12 }),
    day: fc.integer({ min: 1, max: 28 }),
  })
  .map(({ year, month, day }) => new CalendarDate(year, month, day).toString());

describe("isBankWorkingDay", () => {
  it.each(["2026-11-23", "2026-11-24", "2026-11-25", "2026-11-26", "2026-11-27"])(
    "%s, a weekday, is a working day",
    (date) => {
      expect(isBankWorkingDay(date)).toBe(true);
    },
  );

  it("Sundays are not", () => {
    expect(isBankWorkingDay("2026-11-22")).toBe(false);
    expect(isBankWorkingDay("2026-11-01")).toBe(false);
  });

  it.each([
    ["2026-11-07", "first", true],
    ["2026-11-14", "second", false],
    ["2026-11-21", "third", true],
    ["2026-11-28", "fourth", false],
    ["2026-10-31", "fifth", true],
  ])("%s, the %s Saturday of its month, is a working day: %s", (date, _nth, working) => {
    expect(isBankWorkingDay(date)).toBe(working);
  });

  it("a configured bank holiday is not, on any weekday", () => {
    expect(isBankWorkingDay("2026-11-24", ["2026-11-24"])).toBe(false);
    expect(isBankWorkingDay("2026-11-07", ["2026-11-07"])).toBe(false);
    expect(isBankWorkingDay("2026-11-25", ["2026-11-24"])).toBe(true);
  });

  it("refuses a date that is not a real one", () => {
    expect(() => isBankWorkingDay("2026-02-30")).toThrow(RangeError);
  });

  it("agrees with the weekday of the proleptic Gregorian calendar on any date", () => {
    fc.assert(
      fc.property(isoDate, (date) => {
        const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
        const nth = Math.ceil(Number(date.slice(8)) / 7);
        const expected = weekday !== 0 && !(weekday === 6 && (nth === 2 || nth === 4));
        expect(isBankWorkingDay(date)).toBe(expected);
      }),
    );
  });
});

describe("nextBankWorkingDay", () => {
  it.each([
    ["2026-11-13", [], "2026-11-16", "over the second Saturday and the Sunday"],
    ["2026-11-20", [], "2026-11-21", "the third Saturday works"],
    ["2026-11-22", [], "2026-11-23", "from a Sunday"],
    ["2026-11-23", ["2026-11-24", "2026-11-25"], "2026-11-26", "over two holidays"],
    ["2026-12-31", ["2027-01-01"], "2027-01-02", "into the next year, over a holiday"],
  ])("after %s (holidays %j) is %s: %s", (date, holidays, next) => {
    expect(nextBankWorkingDay(date, holidays)).toBe(next);
  });

  it("is the first working day after the date, whatever the holidays", () => {
    fc.assert(
      fc.property(isoDate, fc.array(fc.integer({ min: 1, max: 10 }), { maxLength: 6 }), (date, offsets) => {
        const holidays = offsets.map((days) => shiftIsoDate(date, { days }));
        const next = nextBankWorkingDay(date, holidays);
        expect(compareIsoDates(next, date)).toBeGreaterThan(0);
        expect(isBankWorkingDay(next, holidays)).toBe(true);
        for (let day = shiftIsoDate(date, { days: 1 }); day !== next; day = shiftIsoDate(day, { days: 1 })) {
          expect(isBankWorkingDay(day, holidays)).toBe(false);
        }
      }),
    );
  });
});
