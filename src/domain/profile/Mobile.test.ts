import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { Result } from "effect";
import { DEFAULT_ISD_CODE, splitMobileForReset, validateMobile } from "./Mobile";

describe("validateMobile (spec 002 sections 3, 5 and 9)", () => {
  it.each([
    [{ isdCode: "91", number: "9876543210" }, Result.succeed({ isdCode: "91", number: "9876543210" })],
    [{ isdCode: "+91", number: "98765 43210" }, Result.succeed({ isdCode: "91", number: "9876543210" })],
    [{ isdCode: "91", number: "98765-432.10" }, Result.succeed({ isdCode: "91", number: "9876543210" })],
    [{ isdCode: "91", number: "987654321" }, Result.fail("MOBILE.INVALID")],
    [{ isdCode: "91", number: "98765432101" }, Result.fail("MOBILE.INVALID")],
    [{ isdCode: "91", number: "98765x3210" }, Result.fail("MOBILE.INVALID")],
    [{ isdCode: "91", number: "" }, Result.fail("MOBILE.REQUIRED")],
    [{ isdCode: "91", number: " - " }, Result.fail("MOBILE.REQUIRED")],
    [{ isdCode: "", number: "9876543210" }, Result.fail("MOBILE.ISD_REQUIRED")],
    [{ isdCode: "+", number: "9876543210" }, Result.fail("MOBILE.ISD_REQUIRED")],
    [{ isdCode: "1234", number: "9876543210" }, Result.fail("MOBILE.ISD_REQUIRED")],
    [{ isdCode: "9a", number: "9876543210" }, Result.fail("MOBILE.ISD_REQUIRED")],
    [{ isdCode: "49", number: "1512345678" }, Result.succeed({ isdCode: "49", number: "1512345678" })],
    [{ isdCode: "49", number: "1234" }, Result.succeed({ isdCode: "49", number: "1234" })],
    [{ isdCode: "49", number: "123" }, Result.fail("MOBILE.INVALID")],
    [{ isdCode: "49", number: "1234567890123" }, Result.succeed({ isdCode: "49", number: "1234567890123" })],
    [{ isdCode: "49", number: "12345678901234" }, Result.fail("MOBILE.INVALID")],
    [{ isdCode: "971", number: "123456789012" }, Result.succeed({ isdCode: "971", number: "123456789012" })],
    [{ isdCode: "971", number: "1234567890123" }, Result.fail("MOBILE.INVALID")],
  ])("%j -> %j", (mobile, expected) => {
    expect(validateMobile(mobile)).toEqual(expected);
  });

  it("India is the default ISD code and takes exactly 10 digits", () => {
    expect(DEFAULT_ISD_CODE).toBe("91");
    fc.assert(
      fc.property(fc.stringMatching(/^[0-9]{1,14}$/), (number) => {
        expect(Result.isSuccess(validateMobile({ isdCode: "91", number }))).toBe(number.length === 10);
      }),
    );
  });
});

describe("splitMobileForReset (spec 002 section 3)", () => {
  it.each([
    ["9876543210", { head: "987654", lastFour: "3210" }],
    ["1234", { head: "", lastFour: "1234" }],
    ["123", { head: "123", lastFour: "" }],
    ["", { head: "", lastFour: "" }],
  ])("%j -> %j", (number, parts) => {
    expect(splitMobileForReset(number)).toEqual(parts);
  });

  it("the parts join back to the number", () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[0-9]{0,15}$/), (number) => {
        const { head, lastFour } = splitMobileForReset(number);
        expect(head + lastFour).toBe(number);
        expect(lastFour.length).toBe(number.length >= 4 ? 4 : 0);
      }),
    );
  });
});
