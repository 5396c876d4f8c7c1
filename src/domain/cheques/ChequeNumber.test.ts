import { describe, it, expect } from "vitest";
import fc from "fast-check";
import { Result } from "effect";
import {
  CHEQUE_ERROR_CODES,
  CHEQUE_LIST_PAGE_SIZE,
  CHEQUE_NUMBER_LENGTH,
  CHEQUE_RANGE_LIMIT,
  padChequeNumber,
  validateChequeNumber,
  validateChequeRange,
  validateStopCheque,
} from "./ChequeNumber";

describe("cheque numbers (spec 002 sections 5 and 9)", () => {
  it("has the constants", () => {
    expect(CHEQUE_NUMBER_LENGTH).toBe(6);
    expect(CHEQUE_RANGE_LIMIT).toBe(50);
    expect(CHEQUE_LIST_PAGE_SIZE).toBe(5);
    expect(CHEQUE_ERROR_CODES).toEqual({ LEAF_COUNT_ERROR: "107", RETURN_TO_VIEW: "106" });
  });
  it("pads to 6 digits", () => {
    expect(padChequeNumber("1")).toBe("000001");
    expect(padChequeNumber("123456")).toBe("123456");
  });
  it.each([
    ["1", "000001"],
    ["42", "000042"],
    ["999999", "999999"],
    [" 12 ", "000012"],
    ["000100", "000100"],
  ])("accepts %j as %s", (input, padded) => {
    expect(validateChequeNumber(input)).toEqual(Result.succeed(padded));
  });
  it.each([
    ["", "CHEQUE.NUMBER_REQUIRED"],
    ["   ", "CHEQUE.NUMBER_REQUIRED"],
    ["12a", "CHEQUE.NUMBER_DIGITS_ONLY"],
    ["-1", "CHEQUE.NUMBER_DIGITS_ONLY"],
    ["1 2", "CHEQUE.NUMBER_DIGITS_ONLY"],
    ["1234567", "CHEQUE.NUMBER_TOO_LONG"],
    ["0", "CHEQUE.NUMBER_ZERO"],
    ["000000", "CHEQUE.NUMBER_ZERO"],
  ])("refuses %j", (input, error) => {
    expect(validateChequeNumber(input)).toEqual(Result.fail(error));
  });
  it("round-trips every number 1..999999", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 999_999 }), (n) => {
        const result = validateChequeNumber(String(n));
        expect(result).toEqual(Result.succeed(String(n).padStart(6, "0")));
      }),
    );
  });
});

describe("validateChequeRange", () => {
  it("allows 50 leaves (end - start = 49) and refuses 51 (end - start = 50)", () => {
    expect(validateChequeRange("100001", "100050")).toEqual(
      Result.succeed({ from: "100001", to: "100050", count: 50 }),
    );
    expect(validateChequeRange("100001", "100051")).toEqual(Result.fail("CHEQUE.RANGE_TOO_LARGE"));
  });
  it("allows a range of one and refuses start after end", () => {
    expect(validateChequeRange("12", "000012")).toEqual(
      Result.succeed({ from: "000012", to: "000012", count: 1 }),
    );
    expect(validateChequeRange("13", "12")).toEqual(Result.fail("CHEQUE.RANGE_START_AFTER_END"));
  });
  it("checks both numbers", () => {
    expect(validateChequeRange("0", "12")).toEqual(Result.fail("CHEQUE.NUMBER_ZERO"));
    expect(validateChequeRange("12", "x")).toEqual(Result.fail("CHEQUE.NUMBER_DIGITS_ONLY"));
  });
  it("accepts exactly spans 0..49", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 900_000 }), fc.integer({ min: -5, max: 60 }), (from, span) => {
        fc.pre(from + span >= 1);
        const result = validateChequeRange(String(from), String(from + span));
        expect(Result.isSuccess(result)).toBe(span >= 0 && span < 50);
      }),
    );
  });
});

describe("validateStopCheque", () => {
  it("stops one cheque as a range of one", () => {
    expect(validateStopCheque({ kind: "SINGLE", number: "7", reasonCode: "01" })).toEqual(
      Result.succeed({ from: "000007", to: "000007", count: 1 }),
    );
  });
  it("stops a range", () => {
    expect(validateStopCheque({ kind: "RANGE", from: "7", to: "9", reasonCode: "01" })).toEqual(
      Result.succeed({ from: "000007", to: "000009", count: 3 }),
    );
    expect(validateStopCheque({ kind: "RANGE", from: "1", to: "51", reasonCode: "01" })).toEqual(
      Result.fail("CHEQUE.RANGE_TOO_LARGE"),
    );
  });
  it("needs a reason after valid numbers", () => {
    expect(validateStopCheque({ kind: "SINGLE", number: "7", reasonCode: " " })).toEqual(
      Result.fail("CHEQUE.STOP_REASON_REQUIRED"),
    );
    expect(validateStopCheque({ kind: "SINGLE", number: "0", reasonCode: "" })).toEqual(
      Result.fail("CHEQUE.NUMBER_ZERO"),
    );
  });
});
