import { describe, expect, it } from "vitest";
import fc from "fast-check";
import {
  CALENDAR_YEARS_AHEAD,
  CARD_EXPIRY_MONTHS,
  CARD_EXPIRY_YEAR_COUNT,
  SPEND_PRESET_DAYS,
  SPEND_YEARS_BACK,
  calendarWindow,
  capAtMaturity,
  cardExpiryYears,
  defaultCardExpiry,
  depositStartWindow,
  enquiryDateWindow,
  isEmptyWindow,
  isWithinWindow,
  payNowWindow,
  positivePayChequeDateWindow,
  rtgsWindow,
  scheduledModificationWindow,
  scheduledPaymentWindow,
  spendDateWindow,
  spendPresetWindow,
  standingInstructionWindow,
} from "./DateWindow";
import { shiftIsoDate } from "./CalendarMath";

const APP = "2026-11-22";
const isoDate = fc
  .date({ min: new Date("1950-01-01"), max: new Date("2150-12-31"), noInvalidDate: true })
  .map((d) => d.toISOString().slice(0, 10));

describe("isWithinWindow", () => {
  it("includes both ends and excludes the days outside", () => {
    const w = { min: "2026-03-31", max: "2026-04-01" };
    expect(isWithinWindow("2026-03-30", w)).toBe(false);
    expect(isWithinWindow("2026-03-31", w)).toBe(true);
    expect(isWithinWindow("2026-04-01", w)).toBe(true);
    expect(isWithinWindow("2026-04-02", w)).toBe(false);
  });

  it("treats null as no limit", () => {
    expect(isWithinWindow("0001-01-01", { min: null, max: APP })).toBe(true);
    expect(isWithinWindow("9999-12-31", { min: APP, max: null })).toBe(true);
    expect(isWithinWindow("2026-11-21", { min: APP, max: null })).toBe(false);
  });

  it("knows an empty window", () => {
    expect(isEmptyWindow({ min: "2026-11-23", max: "2026-11-22" })).toBe(true);
    expect(isEmptyWindow({ min: "2026-11-22", max: "2026-11-22" })).toBe(false);
    expect(isEmptyWindow({ min: null, max: "2026-11-22" })).toBe(false);
    expect(isEmptyWindow({ min: "2026-11-22", max: null })).toBe(false);
  });
});

describe("payment windows (spec 001)", () => {
  it("Pay Now and RTGS allow today only", () => {
    expect(payNowWindow(APP)).toEqual({ min: APP, max: APP });
    expect(rtgsWindow(APP)).toEqual({ min: APP, max: APP });
    expect(isWithinWindow("2026-11-21", rtgsWindow(APP))).toBe(false);
    expect(isWithinWindow("2026-11-23", payNowWindow(APP))).toBe(false);
    expect(() => payNowWindow("2026-13-01")).toThrow(RangeError);
  });

  it("schedule runs from the next day to 6 months ahead", () => {
    const w = scheduledPaymentWindow(APP);
    expect(w).toEqual({ min: "2026-11-23", max: "2027-05-22" });
    expect(isWithinWindow(APP, w)).toBe(false);
    expect(isWithinWindow("2027-05-23", w)).toBe(false);
    expect(scheduledPaymentWindow("2026-08-31").max).toBe("2027-02-28");
  });

  it("standing instruction runs from the next day to 1 year ahead", () => {
    expect(standingInstructionWindow(APP)).toEqual({ min: "2026-11-23", max: "2027-11-22" });
    expect(standingInstructionWindow("2026-12-31")).toEqual({ min: "2027-01-01", max: "2027-12-31" });
  });

  it("an RC account's maturity date caps the end", () => {
    expect(scheduledPaymentWindow(APP, "2027-01-15")).toEqual({ min: "2026-11-23", max: "2027-01-15" });
    expect(scheduledPaymentWindow(APP, "2030-01-01").max).toBe("2027-05-22");
    expect(standingInstructionWindow(APP, "2027-11-21").max).toBe("2027-11-21");
    expect(standingInstructionWindow(APP, "2027-11-23").max).toBe("2027-11-22");
    expect(isEmptyWindow(scheduledPaymentWindow(APP, APP))).toBe(true);
    expect(capAtMaturity({ min: null, max: null }, APP)).toEqual({ min: null, max: null });
    expect(capAtMaturity({ min: APP, max: "2027-01-01" }, null)).toEqual({ min: APP, max: "2027-01-01" });
  });

  it("modification ends at start + 6 months (one-off) or + 1 year (recurring)", () => {
    expect(scheduledModificationWindow("2026-12-01", false)).toEqual({
      min: "2026-12-01",
      max: "2027-06-01",
    });
    expect(scheduledModificationWindow("2026-12-01", true)).toEqual({ min: "2026-12-01", max: "2027-12-01" });
    expect(isWithinWindow("2026-11-30", scheduledModificationWindow("2026-12-01", true))).toBe(false);
  });

  it("never allows today or a past day for a scheduled payment or standing instruction", () => {
    fc.assert(
      fc.property(isoDate, fc.option(isoDate, { nil: null }), (app, maturity) => {
        for (const w of [scheduledPaymentWindow(app, maturity), standingInstructionWindow(app, maturity)]) {
          expect(isWithinWindow(app, w)).toBe(false);
          expect(isWithinWindow(shiftIsoDate(app, { days: -1 }), w)).toBe(false);
          expect(isWithinWindow(shiftIsoDate(app, { years: 1, days: 1 }), w)).toBe(false);
          if (maturity !== null) expect(isWithinWindow(shiftIsoDate(maturity, { days: 1 }), w)).toBe(false);
        }
        expect(isWithinWindow(shiftIsoDate(app, { months: 6, days: 1 }), scheduledPaymentWindow(app))).toBe(
          false,
        );
      }),
    );
  });
});

describe("product and spend windows", () => {
  it("calendar reaches 20 years ahead", () => {
    expect(CALENDAR_YEARS_AHEAD).toBe(20);
    expect(calendarWindow(APP)).toEqual({ min: null, max: "2046-11-22" });
    expect(calendarWindow("2028-02-29").max).toBe("2048-02-29");
  });

  it("positive pay cheque dates start three months back", () => {
    const w = positivePayChequeDateWindow(APP);
    expect(w).toEqual({ min: "2026-08-22", max: "2046-11-22" });
    expect(isWithinWindow("2026-08-21", w)).toBe(false);
    expect(isWithinWindow("2026-08-22", w)).toBe(true);
    expect(positivePayChequeDateWindow("2026-05-31").min).toBe("2026-02-28");
  });

  it("deposit start reaches 12 months back to the application date", () => {
    expect(depositStartWindow(APP)).toEqual({ min: "2025-11-22", max: APP });
  });

  it("spend presets and the 2-year limit", () => {
    expect(SPEND_PRESET_DAYS).toEqual([30, 90, 180]);
    expect(SPEND_YEARS_BACK).toBe(2);
    expect(spendPresetWindow(30, APP)).toEqual({ min: "2026-10-23", max: APP });
    expect(spendPresetWindow(90, APP)).toEqual({ min: "2026-08-24", max: APP });
    expect(spendPresetWindow(180, APP)).toEqual({ min: "2026-05-26", max: APP });
    const w = spendDateWindow(APP);
    expect(w).toEqual({ min: "2024-11-22", max: APP });
    expect(isWithinWindow("2024-11-21", w)).toBe(false);
    expect(isWithinWindow("2026-11-23", w)).toBe(false);
  });

  it("enquiry dates stop at the system date", () => {
    expect(enquiryDateWindow(APP)).toEqual({ min: null, max: APP });
    expect(isWithinWindow("2026-11-23", enquiryDateWindow(APP))).toBe(false);
    expect(() => enquiryDateWindow("22/11/2026")).toThrow(RangeError);
  });
});

describe("card expiry lists (spec 000 section 5)", () => {
  it("months 01 to 12 and 21 years from the application-date year", () => {
    expect(CARD_EXPIRY_MONTHS).toEqual([
      "01",
      "02",
      "03",
      "04",
      "05",
      "06",
      "07",
      "08",
      "09",
      "10",
      "11",
      "12",
    ]);
    expect(CARD_EXPIRY_YEAR_COUNT).toBe(21);
    const years = cardExpiryYears(APP);
    expect(years).toHaveLength(21);
    expect(years[0]).toBe(2026);
    expect(years[20]).toBe(2046);
    expect(years).not.toContain(2025);
    expect(years).not.toContain(2047);
  });

  it("preselects the application month and year", () => {
    expect(defaultCardExpiry("2026-03-31")).toEqual({ month: "03", year: 2026 });
    expect(defaultCardExpiry("2026-11-01")).toEqual({ month: "11", year: 2026 });
  });
});
