import { describe, it, expect } from "vitest";
import fc from "fast-check";
import { Result } from "effect";
import { ATM_PIN_LENGTH, validateAtmPin, validateAtmPinPair } from "./AtmPin";

describe("validateAtmPin (spec 002 section 5)", () => {
  it("is 4 digits", () => {
    expect(ATM_PIN_LENGTH).toBe(4);
    expect(validateAtmPin("0000")).toEqual(Result.succeed("0000"));
    expect(validateAtmPin("1234")).toEqual(Result.succeed("1234"));
  });
  it.each(["1", "12", "123", "12345"])("%s has the wrong length", (pin) => {
    expect(validateAtmPin(pin)).toEqual(Result.fail("ATM_PIN.WRONG_LENGTH"));
  });
  it.each(["12a4", " 1234", "12.4", "abcd", "１２３４"])("%j is refused as not digits", (pin) => {
    expect(validateAtmPin(pin)).toEqual(Result.fail("ATM_PIN.DIGITS_ONLY"));
  });
  it("needs a PIN", () => {
    expect(validateAtmPin("")).toEqual(Result.fail("ATM_PIN.REQUIRED"));
  });
  it("accepts every 4-digit string", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 9999 }), (n) => {
        const pin = String(n).padStart(4, "0");
        expect(validateAtmPin(pin)).toEqual(Result.succeed(pin));
      }),
    );
  });
});

describe("validateAtmPinPair", () => {
  it("needs the confirmation to match", () => {
    expect(validateAtmPinPair("1234", "1234")).toEqual(Result.succeed("1234"));
    expect(validateAtmPinPair("1234", "1235")).toEqual(Result.fail("ATM_PIN.MISMATCH"));
    expect(validateAtmPinPair("1234", "")).toEqual(Result.fail("ATM_PIN.MISMATCH"));
  });
  it("reports the PIN's own error first", () => {
    expect(validateAtmPinPair("123", "123")).toEqual(Result.fail("ATM_PIN.WRONG_LENGTH"));
    expect(validateAtmPinPair("", "1234")).toEqual(Result.fail("ATM_PIN.REQUIRED"));
  });
});
