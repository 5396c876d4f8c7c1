import { describe, expect, it } from "vitest";
import { monthlyInstalment, outstandingPrincipal } from "./LoanInstalment";

describe("monthlyInstalment", () => {
  it("is the reducing-balance EMI rounded up to the rupee: ₹45,00,000 at 8.45 % over 20 years is ₹38,910", () => {
    // 4500000 × 0.00704167 × 1.00704167^240 / (1.00704167^240 − 1) = 38909.76…
    expect(monthlyInstalment(450_000_000, 845, 240)).toBe(3_891_000);
  });

  it("₹1,00,000 at 12 % over 12 months is ₹8,885 (the textbook example, 8884.88)", () => {
    expect(monthlyInstalment(10_000_000, 1200, 12)).toBe(888_500);
  });

  it("repays the principal in equal parts when the loan carries no interest", () => {
    expect(monthlyInstalment(1_200_000, 0, 12)).toBe(100_000);
    expect(monthlyInstalment(1_000_000, 0, 3)).toBe(333_400);
  });

  it("refuses a principal, tenure or rate that is not a loan", () => {
    expect(() => monthlyInstalment(0, 845, 240)).toThrow(RangeError);
    expect(() => monthlyInstalment(100.5, 845, 240)).toThrow(RangeError);
    expect(() => monthlyInstalment(100_000, 845, 0)).toThrow(RangeError);
    expect(() => monthlyInstalment(100_000, -1, 12)).toThrow(RangeError);
    expect(() => monthlyInstalment(100_000, Number.NaN, 12)).toThrow(RangeError);
  });
});

describe("outstandingPrincipal", () => {
  it("is the whole principal before the first instalment", () => {
    expect(outstandingPrincipal(10_000_000, 1200, 888_500, 0)).toBe(10_000_000);
  });

  it("adds the month's interest and takes the instalment: ₹1,00,000 at 12 % after one EMI of ₹8,885 is ₹92,115", () => {
    expect(outstandingPrincipal(10_000_000, 1200, 888_500, 1)).toBe(9_211_500);
  });

  it("is paid off (never negative) after the whole tenure", () => {
    expect(outstandingPrincipal(10_000_000, 1200, 888_500, 12)).toBe(0);
    expect(outstandingPrincipal(450_000_000, 845, 3_891_000, 240)).toBe(0);
    expect(outstandingPrincipal(450_000_000, 845, 3_891_000, 239)).toBeGreaterThan(0);
  });
});
