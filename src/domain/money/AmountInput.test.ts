import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { Result } from "effect";
import { AMOUNT_MAX_DECIMALS, AMOUNT_MAX_LENGTH, formatAmountInput, parseAmount } from "./AmountInput";

const ok = (text: string): bigint | string => {
  const r = parseAmount(text);
  return Result.isSuccess(r) ? r.success : r.failure;
};

describe("parseAmount", () => {
  it.each([
    ["1", 100n],
    ["0.01", 1n],
    [".5", 50n],
    ["5.", 500n],
    ["  42.5 ", 4250n],
    ["1,23,456.78", 12345678n],
    ["123,456.78", 12345678n],
    ["500000", 50000000n],
    ["500000.01", 50000001n],
    ["999999999999.99", 99999999999999n],
    ["12,34,56,789.12", 12345678912n],
  ])("reads %j as %s paise", (text, paise) => {
    expect(ok(text)).toBe(paise);
  });

  it.each([
    ["", "AMOUNT.REQUIRED"],
    ["   ", "AMOUNT.REQUIRED"],
    ["abc", "AMOUNT.INVALID"],
    [".", "AMOUNT.INVALID"],
    ["1,", "AMOUNT.INVALID"],
    [",1", "AMOUNT.INVALID"],
    ["1,,2", "AMOUNT.INVALID"],
    ["-5", "AMOUNT.INVALID"],
    ["1.2.3", "AMOUNT.INVALID"],
    ["1e5", "AMOUNT.INVALID"],
    ["1.234", "AMOUNT.TOO_MANY_DECIMALS"],
    ["9999999999999.99", "AMOUNT.TOO_LONG"],
    ["1234567890123456", "AMOUNT.TOO_LONG"],
    ["0", "AMOUNT.NOT_POSITIVE"],
    ["0.00", "AMOUNT.NOT_POSITIVE"],
    ["0,000.", "AMOUNT.NOT_POSITIVE"],
  ])("refuses %j with %s", (text, code) => {
    expect(ok(text)).toBe(code);
  });

  it("counts 15 characters as the limit, 16 as too long", () => {
    expect("123456789012.34").toHaveLength(AMOUNT_MAX_LENGTH);
    expect(ok("123456789012.34")).toBe(12345678901234n);
    expect(ok("1234567890123.45")).toBe("AMOUNT.TOO_LONG");
    expect(ok("1,234,567,890,123.45")).toBe("AMOUNT.TOO_LONG");
    expect(ok("123,456,789,012.34")).toBe(12345678901234n);
    expect(ok("123456789012345")).toBe(12345678901234500n);
    expect(AMOUNT_MAX_DECIMALS).toBe(2);
  });
});

describe("formatAmountInput", () => {
  it.each([
    [1n, "0.01"],
    [100n, "1.00"],
    [12345678n, "1,23,456.78"],
    [123456789n, "12,34,567.89"],
    [0n, "0.00"],
    [-250n, "-2.50"],
  ])("%s paise -> %s", (paise, text) => {
    expect(formatAmountInput(paise)).toBe(text);
  });

  it("round-trips every amount that fits the field", () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 1n, max: 99_999_999_999_99n }), (p) => {
        expect(ok(formatAmountInput(p))).toBe(p);
      }),
    );
  });
});
