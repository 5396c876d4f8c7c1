import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { Result } from "effect";
import {
  AMOUNT_MAX_DECIMALS,
  AMOUNT_MAX_LENGTH,
  countedAmountLength,
  formatAmountInput,
  latinDigits,
  parseAmount,
} from "./AmountInput";
import { formatInr, type MoneyLanguage } from "./Money";

const LANGUAGES: readonly MoneyLanguage[] = ["en", "de", "hi"];

const read = (text: string, language: MoneyLanguage): bigint | string => {
  const r = parseAmount(text, language);
  return Result.isSuccess(r) ? r.success : r.failure;
};

/** Rows that read the same in English and Hindi (both write 1,234.50). */
const EN_HI_ACCEPTED: readonly (readonly [string, bigint])[] = [
  ["1", 100n],
  ["0.01", 1n],
  [".5", 50n],
  ["5.", 500n],
  ["  42.5 ", 4250n],
  ["1234.50", 123450n],
  ["1,234.50", 123450n],
  ["1,234", 123400n],
  ["12,345", 1234500n],
  ["1,23,456.78", 12345678n],
  ["123,456.78", 12345678n],
  ["1,234,567.89", 123456789n],
  ["12,34,56,789.12", 12345678912n],
  ["500000", 50000000n],
  ["500000.01", 50000001n],
  ["999999999999.99", 99999999999999n],
  ["₹1,23,456.50", 12345650n],
  ["₹ 2 500", 250000n],
  ["2500 ₹", 250000n],
  ["1\u00a0234.50", 123450n],
  ["1\u202f234.50", 123450n],
  ["१२३४.५०", 123450n],
  ["१,२३,४५६", 12345600n],
  ["0,000.50", 50n],
];

const EN_HI_REFUSED: readonly (readonly [string, string])[] = [
  ["", "AMOUNT.REQUIRED"],
  ["   ", "AMOUNT.REQUIRED"],
  ["₹", "AMOUNT.REQUIRED"],
  ["abc", "AMOUNT.INVALID"],
  [".", "AMOUNT.INVALID"],
  [",", "AMOUNT.INVALID"],
  ["-5", "AMOUNT.INVALID"],
  ["1e5", "AMOUNT.INVALID"],
  ["₹5₹", "AMOUNT.INVALID"],
  ["5₹0", "AMOUNT.INVALID"],
  ["12,50", "AMOUNT.SEPARATORS"],
  ["1,5", "AMOUNT.SEPARATORS"],
  ["1.234,50", "AMOUNT.SEPARATORS"],
  ["1.234.567", "AMOUNT.SEPARATORS"],
  ["1.2.3", "AMOUNT.SEPARATORS"],
  ["1,", "AMOUNT.SEPARATORS"],
  [",1", "AMOUNT.SEPARATORS"],
  ["1,,234", "AMOUNT.SEPARATORS"],
  ["1234,567", "AMOUNT.SEPARATORS"],
  ["123,45,678", "AMOUNT.SEPARATORS"],
  ["1,234,56,789", "AMOUNT.SEPARATORS"],
  ["1,2345", "AMOUNT.SEPARATORS"],
  ["1.5,0", "AMOUNT.SEPARATORS"],
  ["1.234", "AMOUNT.TOO_MANY_DECIMALS"],
  ["9999999999999.99", "AMOUNT.TOO_LONG"],
  ["1234567890123456", "AMOUNT.TOO_LONG"],
  ["0", "AMOUNT.NOT_POSITIVE"],
  ["0.00", "AMOUNT.NOT_POSITIVE"],
  ["0,000.", "AMOUNT.NOT_POSITIVE"],
];

describe("parseAmount in English and Hindi: a point before the paise, commas between groups", () => {
  for (const language of ["en", "hi"] as const) {
    it.each(EN_HI_ACCEPTED)(`${language}: reads %j as %s paise`, (text, paise) => {
      expect(read(text, language)).toBe(paise);
    });

    it.each(EN_HI_REFUSED)(`${language}: refuses %j with %s`, (text, code) => {
      expect(read(text, language)).toBe(code);
    });
  }
});

describe("parseAmount in German: a comma before the paise, points between groups", () => {
  it.each([
    ["1", 100n],
    ["0,01", 1n],
    [",5", 50n],
    ["5,", 500n],
    ["  42,5 ", 4250n],
    ["1234,50", 123450n],
    ["1.234,50", 123450n],
    ["1.234", 123400n],
    ["12.345", 1234500n],
    ["1.234.567,89", 123456789n],
    ["12.34.567", 123456700n],
    ["1.23.456,78", 12345678n],
    ["999999999999,99", 99999999999999n],
    ["1.234,50 ₹", 123450n],
    ["1.234,50\u00a0₹", 123450n],
    ["₹1.234,50", 123450n],
    ["1 234,50", 123450n],
    ["1\u202f234,50", 123450n],
    ["१२३४,५०", 123450n],
  ] as const)("reads %j as %s paise", (text, paise) => {
    expect(read(text, "de")).toBe(paise);
  });

  it.each([
    ["", "AMOUNT.REQUIRED"],
    ["abc", "AMOUNT.INVALID"],
    [",", "AMOUNT.INVALID"],
    ["-5", "AMOUNT.INVALID"],
    ["12.50", "AMOUNT.SEPARATORS"],
    ["1.5", "AMOUNT.SEPARATORS"],
    ["1,234,567", "AMOUNT.SEPARATORS"],
    ["1,234.50", "AMOUNT.SEPARATORS"],
    ["1234.567", "AMOUNT.SEPARATORS"],
    ["123.45.678", "AMOUNT.SEPARATORS"],
    ["1.", "AMOUNT.SEPARATORS"],
    [".1", "AMOUNT.SEPARATORS"],
    ["1,2.5", "AMOUNT.SEPARATORS"],
    ["1,234", "AMOUNT.TOO_MANY_DECIMALS"],
    ["9999999999999,99", "AMOUNT.TOO_LONG"],
    ["0", "AMOUNT.NOT_POSITIVE"],
    ["0,00", "AMOUNT.NOT_POSITIVE"],
  ] as const)("refuses %j with %s", (text, code) => {
    expect(read(text, "de")).toBe(code);
  });
});

describe("the length of an amount", () => {
  it("counts 15 characters as the limit, 16 as too long, grouping separators not counted", () => {
    expect("123456789012.34").toHaveLength(AMOUNT_MAX_LENGTH);
    expect(read("123456789012.34", "en")).toBe(12345678901234n);
    expect(read("1234567890123.45", "en")).toBe("AMOUNT.TOO_LONG");
    expect(read("1,234,567,890,123.45", "en")).toBe("AMOUNT.TOO_LONG");
    expect(read("123,456,789,012.34", "en")).toBe(12345678901234n);
    expect(read("123.456.789.012,34", "de")).toBe(12345678901234n);
    expect(read("1.234.567.890.123,45", "de")).toBe("AMOUNT.TOO_LONG");
    expect(read("123456789012345", "hi")).toBe(12345678901234500n);
    expect(AMOUNT_MAX_DECIMALS).toBe(2);
  });

  it.each([
    ["1,23,456.50", "en", 9],
    ["1.234,50", "de", 7],
    ["1,234", "de", 5],
    ["₹ 1,234.50", "hi", 7],
  ] as const)("counts %j in %s as %d characters", (text, language, length) => {
    expect(countedAmountLength(text, language)).toBe(length);
  });
});

describe("latinDigits", () => {
  it("writes the Devanagari digits as Latin digits and leaves the rest", () => {
    expect(latinDigits("०१२३४५६७८९")).toBe("0123456789");
    expect(latinDigits("₹ १,२३४.५० a")).toBe("₹ 1,234.50 a");
  });
});

describe("formatAmountInput", () => {
  it.each([
    [1n, "0.01", "0,01"],
    [100n, "1.00", "1,00"],
    [123450n, "1,234.50", "1.234,50"],
    [12345678n, "1,23,456.78", "123.456,78"],
    [123456789n, "12,34,567.89", "1.234.567,89"],
    [0n, "0.00", "0,00"],
    [-250n, "-2.50", "-2,50"],
    [-123456789n, "-12,34,567.89", "-1.234.567,89"],
  ])("%s paise -> %s (en, hi) and %s (de)", (paise, enHi, de) => {
    expect(formatAmountInput(paise, "en")).toBe(enHi);
    expect(formatAmountInput(paise, "hi")).toBe(enHi);
    expect(formatAmountInput(paise, "de")).toBe(de);
  });

  it("round-trips every amount that fits the field, in every language", () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 1n, max: 99_999_999_999_99n }), fc.constantFrom(...LANGUAGES), (p, l) => {
        expect(read(formatAmountInput(p, l), l)).toBe(p);
      }),
    );
  });

  it("reads back the figures of every displayed amount that fits the field, in every language", () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 1n, max: 99_999_999_999_99n }), fc.constantFrom(...LANGUAGES), (p, l) => {
        const figures = formatInr(p, l).replace("₹", "").trim();
        expect(read(figures, l)).toBe(p);
        expect(read(formatInr(p, l), l)).toBe(p);
      }),
    );
  });

  it("refuses the field's text of one language in the other, never reading another amount", () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 1n, max: 99_999_999_999_99n }), (p) => {
        expect(read(formatAmountInput(p, "de"), "en")).toBe("AMOUNT.SEPARATORS");
        expect(read(formatAmountInput(p, "en"), "de")).toBe("AMOUNT.SEPARATORS");
      }),
    );
  });
});
