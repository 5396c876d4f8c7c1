import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { CalendarDate } from "@internationalized/date";
import { PAYMENT_NETWORKS } from "./PaymentNetwork";
import {
  isPastNeftCutOff,
  isPaymentDateAllowed,
  paymentDateWindow,
  postsScheduledPayment,
  waitsForCutOffConfirmation,
} from "./PaymentDates";

const isoDate = fc
  .record({
    year: fc.integer({ min: 2000, max: 2080 }),
    month: fc.integer({ min: 1, max: 12 }),
    day: fc.integer({ min: 1, max: 28 }),
  })
  .map(({ year, month, day }) => new CalendarDate(year, month, day).toString());

const TODAY = "2026-11-22";

describe("paymentDateWindow", () => {
  it("Pay Now is today only, on every network", () => {
    for (const network of PAYMENT_NETWORKS) {
      expect(paymentDateWindow({ option: "payNow", network, today: TODAY })).toEqual({
        min: TODAY,
        max: TODAY,
      });
    }
  });

  it("RTGS is today only whatever the option", () => {
    expect(paymentDateWindow({ option: "schedule", network: "RTGS", today: TODAY })).toEqual({
      min: TODAY,
      max: TODAY,
    });
    expect(paymentDateWindow({ option: "standingInstruction", network: "RTGS", today: TODAY })).toEqual({
      min: TODAY,
      max: TODAY,
    });
  });

  it("a scheduled payment runs from tomorrow to 6 months, a standing instruction to 1 year", () => {
    expect(paymentDateWindow({ option: "schedule", network: "IFTWB", today: TODAY })).toEqual({
      min: "2026-11-23",
      max: "2027-05-22",
    });
    expect(paymentDateWindow({ option: "standingInstruction", network: "NEFT", today: TODAY })).toEqual({
      min: "2026-11-23",
      max: "2027-11-22",
    });
  });

  it("an RC account's maturity date caps the window", () => {
    expect(
      paymentDateWindow({
        option: "standingInstruction",
        network: "IFTWB",
        today: TODAY,
        maturityDate: "2027-01-15",
      }),
    ).toEqual({ min: "2026-11-23", max: "2027-01-15" });
    expect(
      paymentDateWindow({ option: "schedule", network: "IFTWB", today: TODAY, maturityDate: "2030-01-01" }),
    ).toEqual({ min: "2026-11-23", max: "2027-05-22" });
  });

  it("checks a date on both sides of each bound", () => {
    const si = { option: "standingInstruction", network: "IFTWB", today: TODAY } as const;
    expect(isPaymentDateAllowed("2026-11-22", si)).toBe(false);
    expect(isPaymentDateAllowed("2026-11-23", si)).toBe(true);
    expect(isPaymentDateAllowed("2027-11-22", si)).toBe(true);
    expect(isPaymentDateAllowed("2027-11-23", si)).toBe(false);
    const rtgs = { option: "payNow", network: "RTGS", today: TODAY } as const;
    expect(isPaymentDateAllowed("2026-11-21", rtgs)).toBe(false);
    expect(isPaymentDateAllowed(TODAY, rtgs)).toBe(true);
    expect(isPaymentDateAllowed("2026-11-23", rtgs)).toBe(false);
  });

  it("never allows a past date, nor a date after the maturity date", () => {
    fc.assert(
      fc.property(
        isoDate,
        isoDate,
        fc.integer({ min: -400, max: 400 }),
        fc.constantFrom("payNow", "schedule", "standingInstruction" as const),
        fc.constantFrom(...PAYMENT_NETWORKS),
        (today, maturityDate, offset, option, network) => {
          const date = shift(today, offset);
          const allowed = isPaymentDateAllowed(date, { option, network, today, maturityDate });
          if (date < today) expect(allowed).toBe(false);
          if (option !== "payNow" && network !== "RTGS" && date > maturityDate) expect(allowed).toBe(false);
          if (option !== "payNow" && network !== "RTGS" && date === today) expect(allowed).toBe(false);
        },
      ),
    );
  });
});

function shift(iso: string, days: number): string {
  const [y, m, d] = iso.split("-").map(Number) as [number, number, number];
  return new CalendarDate(y, m, d).add({ days }).toString();
}

describe("postsScheduledPayment", () => {
  it("Pay Now posts a transfer, the other two add a scheduled payment", () => {
    expect(postsScheduledPayment("payNow")).toBe(false);
    expect(postsScheduledPayment("schedule")).toBe(true);
    expect(postsScheduledPayment("standingInstruction")).toBe(true);
  });
});

describe("the NEFT cut-off", () => {
  it.each([
    ["17:59", false],
    ["17:59:59", false],
    ["18:00", true],
    ["18:00:00", true],
    ["18:00:59", true],
    ["23:59:59", true],
    ["00:00:00", false],
  ])("at %s the 18:00 cut-off has passed: %s", (time, passed) => {
    expect(isPastNeftCutOff(time, "18:00")).toBe(passed);
  });

  it("a 00:00 cut-off has always passed", () => {
    expect(isPastNeftCutOff("00:00:00", "00:00")).toBe(true);
  });

  it("compares the times, not their text", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 23 * 60 + 59 }),
        fc.integer({ min: 0, max: 23 * 60 + 59 }),
        (at, cutOff) => {
          const hhmm = (minutes: number) =>
            `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;
          expect(isPastNeftCutOff(`${hhmm(at)}:30`, hhmm(cutOff))).toBe(at >= cutOff);
        },
      ),
    );
  });

  it.each(["6:00", "24:00", "18:60", "18:00:60", "", "18.00"])("refuses %j as a time of day", (time) => {
    expect(() => isPastNeftCutOff(time, "18:00")).toThrow(RangeError);
    expect(() => isPastNeftCutOff("18:00", time)).toThrow(RangeError);
  });

  it("only a NEFT waits for the cut-off confirmation", () => {
    for (const network of PAYMENT_NETWORKS) {
      expect(waitsForCutOffConfirmation(network, "18:30:00", "18:00"), network).toBe(network === "NEFT");
      expect(waitsForCutOffConfirmation(network, "17:30:00", "18:00"), network).toBe(false);
    }
  });
});
