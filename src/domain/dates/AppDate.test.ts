import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { CalendarDate, parseDate } from "@internationalized/date";
import {
  daysBetween,
  daysInMonth,
  formatDisplayDate,
  formatLongDate,
  isIsoDate,
  isLeapYear,
  MONTH_NAMES,
  parseDisplayDate,
} from "./AppDate";

/** Any real date in years 1-9999, as yyyy-MM-dd. */
const isoDate = fc
  .record({
    year: fc.integer({ min: 1, max: 9999 }),
    month: fc.integer({ min: 1, max: 12 }),
    day: fc.integer({ min: 1, max: 31 }),
  })
  .filter(({ year, month, day }) => day <= daysInMonth(year, month))
  .map(
    ({ year, month, day }) =>
      `${String(year).padStart(4, "0")}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`,
  );

describe("leap years and month lengths", () => {
  it.each([
    [2024, true],
    [2026, false],
    [1900, false],
    [2000, true],
    [2100, false],
    [2400, true],
  ])("%d leap: %s", (year, leap) => {
    expect(isLeapYear(year)).toBe(leap);
  });

  it("agrees with @internationalized/date on every month", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 9999 }), fc.integer({ min: 1, max: 12 }), (year, month) => {
        expect(daysInMonth(year, month)).toBe(
          new CalendarDate(year, month, 1).calendar.getDaysInMonth(new CalendarDate(year, month, 1)),
        );
      }),
    );
  });
});

describe("formatDisplayDate", () => {
  it.each([
    ["2026-11-22", "22/11/2026"],
    ["2024-02-29", "29/02/2024"],
    ["0001-01-01", "01/01/0001"],
    ["9999-12-31", "31/12/9999"],
  ])("%s -> %s", (iso, display) => {
    expect(formatDisplayDate(iso)).toBe(display);
  });

  it.each([
    ["en", "24/11/2026"],
    ["de", "24.11.2026"],
    ["hi", "24/11/2026"],
  ] as const)("in %s the short date is %s, as the date field of the language shows it", (lang, text) => {
    expect(formatDisplayDate("2026-11-24", lang)).toBe(text);
    expect(parseDisplayDate(text)).toBe("2026-11-24");
  });

  it.each([
    "2026-02-29",
    "2026-13-01",
    "2026-00-10",
    "2026-04-31",
    "0000-01-01",
    "26-11-22",
    "2026-11-22T00:00",
    "",
    "22/11/2026",
  ])("throws for %j", (bad) => {
    expect(() => formatDisplayDate(bad)).toThrow(RangeError);
    expect(isIsoDate(bad)).toBe(false);
  });
});

describe("parseDisplayDate", () => {
  it.each([
    ["22/11/2026", "2026-11-22"],
    [" 22/11/2026 ", "2026-11-22"],
    ["1/2/2026", "2026-02-01"],
    ["01.02.2026", "2026-02-01"],
    ["01-02-2026", "2026-02-01"],
    ["29/02/2024", "2024-02-29"],
    ["29/02/2000", "2000-02-29"],
    ["31/12/9999", "9999-12-31"],
  ])("%j -> %s", (text, iso) => {
    expect(parseDisplayDate(text)).toBe(iso);
  });

  it.each([
    "29/02/2026",
    "29/02/1900",
    "31/04/2026",
    "32/01/2026",
    "00/01/2026",
    "01/00/2026",
    "01/13/2026",
    "01/01/26",
    "01/01/0000",
    "2026-11-22",
    "22/11/2026x",
    "aa/bb/cccc",
    "",
    "१२/११/२०२६",
  ])("null for %j", (text) => {
    expect(parseDisplayDate(text)).toBeNull();
  });

  it("round-trips with formatDisplayDate", () => {
    fc.assert(
      fc.property(isoDate, (iso) => {
        expect(parseDisplayDate(formatDisplayDate(iso))).toBe(iso);
      }),
    );
  });

  it("accepts exactly the dates @internationalized/date accepts", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 9999 }),
        fc.integer({ min: 0, max: 13 }),
        fc.integer({ min: 0, max: 32 }),
        (y, m, d) => {
          const text = `${String(d).padStart(2, "0")}/${String(m).padStart(2, "0")}/${String(y).padStart(4, "0")}`;
          const iso = `${String(y).padStart(4, "0")}-${String(m).padStart(2, "0")}-${String(d).padStart(2, "0")}`;
          let isReal = true;
          try {
            isReal = parseDate(iso).toString() === iso;
          } catch {
            isReal = false;
          }
          expect(parseDisplayDate(text)).toBe(isReal ? iso : null);
        },
      ),
    );
  });
});

describe("formatLongDate", () => {
  it.each([
    ["2026-11-22", "en", "22 November 2026"],
    ["2026-11-22", "de", "22. November 2026"],
    ["2026-11-22", "hi", "22 नवंबर 2026"],
    ["2026-03-05", "de", "5. März 2026"],
    ["2026-01-01", "hi", "1 जनवरी 2026"],
    ["2026-05-31", "en", "31 May 2026"],
  ] as const)("%s in %s -> %s", (iso, lang, text) => {
    expect(formatLongDate(iso, lang)).toBe(text);
  });

  it("has twelve distinct month names per language", () => {
    for (const names of Object.values(MONTH_NAMES)) {
      expect(names).toHaveLength(12);
      expect(new Set(names).size).toBe(12);
    }
  });

  it("writes every date as Intl's long date of en-IN, de-DE and hi-IN does", () => {
    const locales = { en: "en-IN", de: "de-DE", hi: "hi-IN" } as const;
    fc.assert(
      fc.property(isoDate, fc.constantFrom("en" as const, "de" as const, "hi" as const), (iso, lang) => {
        const [y, m, d] = iso.split("-").map(Number) as [number, number, number];
        if (y < 1000) return;
        const intl = new Intl.DateTimeFormat(locales[lang], { dateStyle: "long", timeZone: "UTC" }).format(
          new Date(Date.UTC(y, m - 1, d)),
        );
        expect(formatLongDate(iso, lang)).toBe(intl);
      }),
    );
  });

  it("throws for an invalid date", () => {
    expect(() => formatLongDate("2026-02-30", "en")).toThrow(RangeError);
  });
});

describe("daysBetween", () => {
  it.each([
    ["2026-11-22", "2026-11-22", 0],
    ["2026-11-22", "2026-11-23", 1],
    ["2026-11-23", "2026-11-22", -1],
    ["2024-02-28", "2024-03-01", 2],
    ["2026-02-28", "2026-03-01", 1],
    ["2026-01-01", "2027-01-01", 365],
    ["2024-01-01", "2025-01-01", 366],
    ["1970-01-01", "2000-01-01", 10957],
    ["0001-01-01", "9999-12-31", 3652058],
  ])("%s -> %s is %d", (from, to, days) => {
    expect(daysBetween(from, to)).toBe(days);
  });

  it("agrees with @internationalized/date", () => {
    fc.assert(
      fc.property(isoDate, isoDate, (a, b) => {
        expect(daysBetween(a, b)).toBe(parseDate(b).compare(parseDate(a)));
      }),
    );
  });

  it("is antisymmetric and additive", () => {
    fc.assert(
      fc.property(isoDate, isoDate, isoDate, (a, b, c) => {
        expect(daysBetween(a, b)).toBe(-daysBetween(b, a));
        expect(daysBetween(a, b) + daysBetween(b, c)).toBe(daysBetween(a, c));
      }),
    );
  });

  it("throws for an invalid date", () => {
    expect(() => daysBetween("2026-02-30", "2026-03-01")).toThrow(RangeError);
    expect(() => daysBetween("2026-03-01", "x")).toThrow('Not a calendar date in yyyy-MM-dd: "x".');
  });
});
