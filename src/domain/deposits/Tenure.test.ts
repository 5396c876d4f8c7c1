import { describe, it, expect } from "vitest";
import fc from "fast-check";
import { Result } from "effect";
import {
  DAYS_PER_TENURE_MONTH,
  DAYS_PER_TENURE_YEAR,
  DISPLAY_DAYS_PER_MONTH,
  FD_DAY_CHOICES,
  FD_MAX_DAYS,
  FD_MAX_MONTHS,
  FD_MAX_YEARS,
  FD_MONTH_CHOICES,
  RD_MONTH_CHOICES,
  SIX_MONTHS_TENURE_DAYS,
  TAX_SAVER_TENURE_YEARS,
  parseProductTerm,
  productTermDays,
  productTermDisplayDays,
  productTermYears,
  rdTenureDisplay,
  tenureDays,
  tenureYearChoices,
  validateTenure,
} from "./Tenure";

describe("tenure constants (spec 002 section 9)", () => {
  it("has the spec's numbers", () => {
    expect(DAYS_PER_TENURE_YEAR).toBe(360);
    expect(DAYS_PER_TENURE_MONTH).toBe(30);
    expect(SIX_MONTHS_TENURE_DAYS).toBe(181);
    expect(DISPLAY_DAYS_PER_MONTH).toBe(31.417);
    expect([FD_MAX_YEARS, FD_MAX_MONTHS, FD_MAX_DAYS]).toEqual([10, 12, 31]);
    expect(RD_MONTH_CHOICES).toEqual([0, 3, 6, 9]);
    expect(TAX_SAVER_TENURE_YEARS).toBe(5);
    expect(FD_MONTH_CHOICES).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    expect(FD_DAY_CHOICES).toHaveLength(32);
    expect(FD_DAY_CHOICES[0]).toBe(0);
    expect(FD_DAY_CHOICES[31]).toBe(31);
  });
});

describe("tenureDays", () => {
  it.each([
    [{ years: 0, months: 0, days: 0 }, 0],
    [{ years: 0, months: 0, days: 7 }, 7],
    [{ years: 0, months: 1, days: 0 }, 30],
    [{ years: 1, months: 0, days: 0 }, 360],
    [{ years: 0, months: 5, days: 0 }, 150],
    [{ years: 0, months: 6, days: 0 }, 181],
    [{ years: 0, months: 7, days: 0 }, 210],
    [{ years: 0, months: 6, days: 1 }, 181],
    [{ years: 1, months: 6, days: 0 }, 540],
    [{ years: 0, months: 5, days: 30 }, 180],
    [{ years: 0, months: 5, days: 31 }, 181],
    [{ years: 10, months: 12, days: 31 }, 3991],
    [{ years: 5, months: 0, days: 0 }, 1800],
  ])("%o is %i days", (tenure, days) => {
    expect(tenureDays(tenure)).toBe(days);
  });

  it("is 360y + 30m + d for every tenure other than exactly six months", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10 }),
        fc.integer({ min: 0, max: 12 }),
        fc.integer({ min: 0, max: 31 }),
        (years, months, days) => {
          fc.pre(!(years === 0 && months === 6 && days === 0));
          expect(tenureDays({ years, months, days })).toBe(years * 360 + months * 30 + days);
        },
      ),
    );
  });

  it("never decreases when days are added", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10 }),
        fc.integer({ min: 0, max: 12 }),
        fc.integer({ min: 0, max: 30 }),
        (years, months, days) => {
          expect(tenureDays({ years, months, days: days + 1 })).toBeGreaterThanOrEqual(
            tenureDays({ years, months, days }),
          );
        },
      ),
    );
  });
});

describe("product terms", () => {
  it.each([
    ["7,0", { days: 7, months: 0 }],
    ["0,120", { days: 0, months: 120 }],
    [" 15 , 3 ", { days: 15, months: 3 }],
  ])("reads %s", (text, term) => {
    expect(parseProductTerm(text)).toEqual(term);
  });
  it.each(["", "7", "7,", ",3", "a,1", "1,2,3", "-1,2", "1.5,2", "x7,0", "7,0x"])("refuses %j", (text) => {
    expect(parseProductTerm(text)).toBeNull();
  });
  it("counts days on the 30-day month", () => {
    expect(productTermDays({ days: 7, months: 0 })).toBe(7);
    expect(productTermDays({ days: 1, months: 120 })).toBe(3601);
  });
  it("shows months at 31.417 days, rounded", () => {
    expect(productTermDisplayDays({ days: 0, months: 1 })).toBe(31);
    expect(productTermDisplayDays({ days: 0, months: 2 })).toBe(63);
    expect(productTermDisplayDays({ days: 5, months: 12 })).toBe(382);
    expect(productTermDisplayDays({ days: 7, months: 0 })).toBe(7);
  });
  it("shows the maximum in whole years", () => {
    expect(productTermYears({ days: 0, months: 120 })).toBe(10);
    expect(productTermYears({ days: 0, months: 11 })).toBe(0);
    expect(productTermYears({ days: 0, months: 12 })).toBe(1);
    expect(productTermYears({ days: 359, months: 0 })).toBe(0);
    expect(productTermYears({ days: 360, months: 0 })).toBe(1);
  });
  it("offers years from 0 to the largest maximum, capped at 10", () => {
    expect(tenureYearChoices([])).toEqual([0]);
    expect(
      tenureYearChoices([
        { days: 0, months: 36 },
        { days: 0, months: 60 },
      ]),
    ).toEqual([0, 1, 2, 3, 4, 5]);
    expect(tenureYearChoices([{ days: 0, months: 240 }])).toHaveLength(11);
    expect(tenureYearChoices([{ days: 0, months: 132 }]).at(-1)).toBe(10);
    expect(tenureYearChoices([{ days: 0, months: 120 }]).at(-1)).toBe(10);
  });
});

describe("validateTenure", () => {
  const min = { days: 7, months: 0 };
  const max = { days: 0, months: 120 };
  it("allows both ends", () => {
    expect(validateTenure({ years: 0, months: 0, days: 7 }, min, max)).toEqual(Result.succeed(7));
    expect(validateTenure({ years: 10, months: 0, days: 0 }, min, max)).toEqual(Result.succeed(3600));
  });
  it("refuses one day below the minimum and one day above the maximum", () => {
    expect(validateTenure({ years: 0, months: 0, days: 6 }, min, max)).toEqual(
      Result.fail("DEPOSIT.TENURE_TOO_SHORT"),
    );
    expect(validateTenure({ years: 10, months: 0, days: 1 }, min, max)).toEqual(
      Result.fail("DEPOSIT.TENURE_TOO_LONG"),
    );
  });
  it("uses 181 for six months against a 181-day minimum", () => {
    const sixMonthMin = { days: 1, months: 6 };
    expect(validateTenure({ years: 0, months: 6, days: 0 }, sixMonthMin, max)).toEqual(Result.succeed(181));
    expect(validateTenure({ years: 0, months: 5, days: 30 }, sixMonthMin, max)).toEqual(
      Result.fail("DEPOSIT.TENURE_TOO_SHORT"),
    );
  });
  it.each([
    { years: -1, months: 0, days: 10 },
    { years: 11, months: 0, days: 0 },
    { years: 0, months: -1, days: 10 },
    { years: 0, months: 13, days: 0 },
    { years: 0, months: 0, days: -1 },
    { years: 0, months: 0, days: 32 },
    { years: 0.5, months: 0, days: 10 },
    { years: 0, months: 1.5, days: 10 },
    { years: 0, months: 0, days: 10.5 },
  ])("refuses components outside the choices %o", (tenure) => {
    expect(validateTenure(tenure, { days: 0, months: 0 }, { days: 0, months: 1000 })).toEqual(
      Result.fail("DEPOSIT.TENURE_INVALID"),
    );
  });
  it("accepts the largest choices", () => {
    expect(
      validateTenure({ years: 10, months: 12, days: 31 }, { days: 0, months: 0 }, { days: 0, months: 1000 }),
    ).toEqual(Result.succeed(3991));
    expect(
      validateTenure({ years: 0, months: 0, days: 0 }, { days: 0, months: 0 }, { days: 0, months: 1000 }),
    ).toEqual(Result.succeed(0));
  });
});

describe("rdTenureDisplay", () => {
  it.each([
    [0, { unit: "months", value: 0 }],
    [6, { unit: "months", value: 6 }],
    [11, { unit: "months", value: 11 }],
    [12, { unit: "years", value: 1 }],
    [18, { unit: "years", value: 1.5 }],
    [120, { unit: "years", value: 10 }],
  ])("%i months", (months, shown) => {
    expect(rdTenureDisplay(months)).toEqual(shown);
  });
});
