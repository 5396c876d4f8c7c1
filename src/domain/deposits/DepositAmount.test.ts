import { describe, it, expect } from "vitest";
import fc from "fast-check";
import { Result } from "effect";
import { validateDepositAmount } from "./DepositAmount";

const fd = { minAmount: 1_000_00n, mulAmount: 100_00n, recurring: false, maxAmount: null };
const rd = { minAmount: 100_00n, mulAmount: 100_00n, recurring: true, maxAmount: 1_00_000_00n };

describe("validateDepositAmount", () => {
  it("needs more than zero", () => {
    expect(validateDepositAmount(0n, fd)).toEqual(Result.fail("DEPOSIT.AMOUNT_REQUIRED"));
    expect(validateDepositAmount(-1n, fd)).toEqual(Result.fail("DEPOSIT.AMOUNT_REQUIRED"));
  });
  it("checks the minimum on both sides", () => {
    expect(validateDepositAmount(99_999n, fd)).toEqual(Result.fail("DEPOSIT.AMOUNT_BELOW_MINIMUM"));
    expect(validateDepositAmount(1n, fd)).toEqual(Result.fail("DEPOSIT.AMOUNT_BELOW_MINIMUM"));
    expect(validateDepositAmount(1_000_00n, fd)).toEqual(Result.succeed(1_000_00n));
  });
  it("checks an FD's amount without a step", () => {
    expect(validateDepositAmount(1_000_01n, fd)).toEqual(Result.succeed(1_000_01n));
  });
  it("checks an optional maximum on both sides", () => {
    expect(validateDepositAmount(1_00_000_00n, rd)).toEqual(Result.succeed(1_00_000_00n));
    expect(validateDepositAmount(1_00_000_01n, rd)).toEqual(Result.fail("DEPOSIT.AMOUNT_ABOVE_MAXIMUM"));
  });
  it("needs an RD amount to be a multiple of mulAmount", () => {
    expect(validateDepositAmount(150_00n, rd)).toEqual(Result.fail("DEPOSIT.AMOUNT_NOT_MULTIPLE"));
    expect(validateDepositAmount(200_00n, rd)).toEqual(Result.succeed(200_00n));
    expect(validateDepositAmount(200_01n, rd)).toEqual(Result.fail("DEPOSIT.AMOUNT_NOT_MULTIPLE"));
  });
  it("imposes no step when mulAmount is zero", () => {
    expect(validateDepositAmount(150_01n, { ...rd, mulAmount: 0n })).toEqual(Result.succeed(150_01n));
  });
  it("accepts every multiple at or above the minimum", () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 1n, max: 1000n }), (k) => {
        expect(Result.isSuccess(validateDepositAmount(k * 100_00n, rd))).toBe(true);
        expect(Result.isSuccess(validateDepositAmount(k * 100_00n + 1n, rd))).toBe(false);
      }),
    );
  });
});
