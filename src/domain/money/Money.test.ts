import { describe, expect, it } from "vitest";
import fc from "fast-check";
import {
  AMOUNT_SEPARATORS,
  formatInr,
  formatRupeeFigures,
  groupDigitsInThrees,
  groupIndianDigits,
  maskMobile,
  NBSP,
  paiseFromNumber,
} from "./Money";

describe("paiseFromNumber", () => {
  it.each([0, 1, 100, -250, Number.MAX_SAFE_INTEGER, Number.MIN_SAFE_INTEGER])(
    "accepts the integer %d",
    (n) => {
      expect(paiseFromNumber(n)).toBe(BigInt(n));
    },
  );

  it.each([0.5, -1.25, Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY, 2 ** 53])(
    "throws for %d",
    (n) => {
      expect(() => paiseFromNumber(n)).toThrow(
        `An amount in paise must be a safe integer, got ${String(n)}.`,
      );
    },
  );

  it("is exact for every safe integer", () => {
    fc.assert(
      fc.property(fc.maxSafeInteger(), (n) => {
        expect(paiseFromNumber(n).toString()).toBe(String(n));
      }),
    );
  });
});

describe("groupIndianDigits", () => {
  it.each([
    ["0", "0"],
    ["999", "999"],
    ["1000", "1,000"],
    ["99999", "99,999"],
    ["100000", "1,00,000"],
    ["12345678", "1,23,45,678"],
    ["123456789", "12,34,56,789"],
    ["1234567890123", "12,34,56,78,90,123"],
  ])("%s -> %s", (digits, expected) => {
    expect(groupIndianDigits(digits, ",")).toBe(expected);
  });
});

describe("groupDigitsInThrees", () => {
  it.each([
    ["0", "0"],
    ["999", "999"],
    ["1000", "1.000"],
    ["100000", "100.000"],
    ["1234567", "1.234.567"],
    ["12345678", "12.345.678"],
  ])("%s -> %s", (digits, expected) => {
    expect(groupDigitsInThrees(digits, ".")).toBe(expected);
  });
});

describe("formatRupeeFigures", () => {
  it("writes the figures with the language's separators and no sign or currency", () => {
    expect(formatRupeeFigures(123_456_789n, "en")).toBe("12,34,567.89");
    expect(formatRupeeFigures(123_456_789n, "hi")).toBe("12,34,567.89");
    expect(formatRupeeFigures(123_456_789n, "de")).toBe("1.234.567,89");
    expect(AMOUNT_SEPARATORS.de).toEqual({ decimal: ",", group: "." });
  });
});

describe("formatInr", () => {
  it.each([
    [0n, "₹0.00", `0,00${NBSP}₹`],
    [5n, "₹0.05", `0,05${NBSP}₹`],
    [100n, "₹1.00", `1,00${NBSP}₹`],
    [99_999n, "₹999.99", `999,99${NBSP}₹`],
    [100_000n, "₹1,000.00", `1.000,00${NBSP}₹`],
    [123_450n, "₹1,234.50", `1.234,50${NBSP}₹`],
    [10_000_000n, "₹1,00,000.00", `100.000,00${NBSP}₹`],
    [28_456_075n, "₹2,84,560.75", `284.560,75${NBSP}₹`],
    [123_456_789n, "₹12,34,567.89", `1.234.567,89${NBSP}₹`],
    [1_234_567_890n, "₹1,23,45,678.90", `12.345.678,90${NBSP}₹`],
    [-500n, "-₹5.00", `-5,00${NBSP}₹`],
    [-1_234_567_890n, "-₹1,23,45,678.90", `-12.345.678,90${NBSP}₹`],
    [123_456_789_012_345_678_901n, "₹12,34,56,78,90,12,34,56,789.01", `1.234.567.890.123.456.789,01${NBSP}₹`],
  ])("%s paise -> %s (en, hi) and %s (de)", (amount, enHi, de) => {
    expect(formatInr(amount, "en")).toBe(enHi);
    expect(formatInr(amount, "hi")).toBe(enHi);
    expect(formatInr(amount, "de")).toBe(de);
  });

  it("agrees with Intl en-IN where the host has it", () => {
    const intl = new Intl.NumberFormat("en-IN", { style: "currency", currency: "INR" });
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), (n) => {
        expect(formatInr(BigInt(n), "en")).toBe(intl.format(n / 100));
      }),
    );
  });

  it("round-trips: the digits of the text are the amount", () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: -(10n ** 30n), max: 10n ** 30n }),
        fc.constantFrom("en", "de", "hi"),
        (n, lang) => {
          const text = formatInr(n, lang as "en" | "de" | "hi");
          const digits = text.replace(/[^0-9]/g, "");
          expect(BigInt(digits)).toBe(n < 0n ? -n : n);
          expect(text.startsWith("-")).toBe(n < 0n);
        },
      ),
    );
  });

  it("agrees with Intl de where the host has it: German grouping in threes", () => {
    const intl = new Intl.NumberFormat("de", { style: "currency", currency: "INR" });
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), (n) => {
        expect(formatInr(BigInt(n), "de")).toBe(intl.format(n / 100));
      }),
    );
  });

  it("groups the rupees as 3 then 2s in en and hi, in threes in de, and always prints two paise digits", () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 10n ** 25n }), (n) => {
        const en = formatInr(n, "en");
        expect(en).toMatch(/^₹\d{1,2}(,\d{2})*,\d{3}\.\d{2}$|^₹\d{1,3}\.\d{2}$/);
        expect(formatInr(n, "hi")).toBe(en);
        expect(formatInr(n, "de")).toMatch(new RegExp(`^\\d{1,3}(\\.\\d{3})*,\\d{2}${NBSP}₹$`));
      }),
    );
  });
});

describe("maskMobile prefixes", () => {
  it.each([
    ["9876543210", "+91 xxxx xxx 210"],
    ["919876543210", "+91 xxxx xxx 210"],
    ["09876543210", "+91 xxxx xxx 210"],
    ["819876543210", "+91 xxxx xxx xxx"],
    ["19876543210", "+91 xxxx xxx xxx"],
    ["98765432100", "+91 xxxx xxx xxx"],
    ["9198765432", "+91 xxxx xxx 432"],
    ["+91 xxxx xxx 345", "+91 xxxx xxx 345"],
    ["+91 xxxx xxx xxx", "+91 xxxx xxx xxx"],
    ["+91 xxxx xxx 34", "+91 xxxx xxx xxx"],
  ])("%s -> %s", (input, expected) => {
    expect(maskMobile(input)).toBe(expected);
  });
});

describe("maskMobile", () => {
  it.each([
    ["9876543210", "+91 xxxx xxx 210"],
    ["98765 43210", "+91 xxxx xxx 210"],
    ["+91 98765-43210", "+91 xxxx xxx 210"],
    ["919876543210", "+91 xxxx xxx 210"],
    ["09876543210", "+91 xxxx xxx 210"],
    ["", "+91 xxxx xxx xxx"],
    ["12345", "+91 xxxx xxx xxx"],
    ["98765432101", "+91 xxxx xxx xxx"],
    ["98765abc10", "+91 xxxx xxx xxx"],
  ])("%j -> %s", (input, expected) => {
    expect(maskMobile(input)).toBe(expected);
  });

  it("never shows more than the last three digits", () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[6-9]\d{9}$/), (mobile) => {
        const masked = maskMobile(mobile);
        expect(masked).toBe(`+91 xxxx xxx ${mobile.slice(-3)}`);
        expect(masked.replace(/^\+91/, "").replace(/\D/g, "")).toBe(mobile.slice(-3));
      }),
    );
  });

  it("never leaks digits of malformed input", () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const masked = maskMobile(text);
        expect(masked).toMatch(/^\+91 xxxx xxx (\d{3}|xxx)$/);
      }),
    );
  });
});
