import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { Result } from "effect";
import { isValidAddressLine, normalizeCity, validatePinCode } from "./Address";

describe("validatePinCode (spec 002 sections 5 and 9)", () => {
  it.each([
    ["110001", "IN", undefined, Result.succeed("110001")],
    [" 560034 ", "IN", undefined, Result.succeed("560034")],
    ["999999", "IN", undefined, Result.succeed("999999")],
    ["100000", "IN", "postal", Result.succeed("100000")],
    ["012345", "IN", "postal", Result.fail("PIN.LEADING_ZERO")],
    ["012345", "IN", undefined, Result.fail("PIN.LEADING_ZERO")],
    ["012345", "IN", "spec", Result.succeed("012345")],
    ["000000", "IN", "spec", Result.succeed("000000")],
    ["11000", "IN", undefined, Result.fail("PIN.LENGTH")],
    ["1100011", "IN", undefined, Result.fail("PIN.LENGTH")],
    ["11000A", "IN", undefined, Result.fail("PIN.NOT_NUMERIC")],
    ["110 01", "IN", "spec", Result.fail("PIN.NOT_NUMERIC")],
    ["", "IN", undefined, Result.fail("PIN.REQUIRED")],
    ["   ", "DE", undefined, Result.fail("PIN.REQUIRED")],
    ["sw1a 1aa", "GB", undefined, Result.succeed("SW1A 1AA")],
    ["10115", "DE", undefined, Result.succeed("10115")],
    ["0", "US", undefined, Result.succeed("0")],
  ] as const)("%j in %s (%s) -> %j", (pin, country, rule, expected) => {
    expect(validatePinCode(pin, country, rule)).toEqual(expected);
  });

  it("India: exactly the six-digit codes not starting with 0 pass under the product rule", () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[0-9]{6}$/), (pin) => {
        expect(Result.isSuccess(validatePinCode(pin, "IN"))).toBe(!pin.startsWith("0"));
        expect(Result.isSuccess(validatePinCode(pin, "IN", "spec"))).toBe(true);
      }),
    );
  });

  it("every postal-valid pin is spec-valid", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 8 }), (pin) => {
        if (Result.isSuccess(validatePinCode(pin, "IN", "postal"))) {
          expect(Result.isSuccess(validatePinCode(pin, "IN", "spec"))).toBe(true);
        }
      }),
    );
  });
});

describe("isValidAddressLine", () => {
  it.each([
    ["12/4, M.G. Road", true],
    ["Flat #3 (2nd floor) & Annexe", true],
    ["D'Souza Lane: Block-B", true],
    ["", true],
    ["Street; 5", false],
    ["Strasse ß", false],
    ["<script>", false],
    ["a@b", false],
    ["line\nbreak", false],
  ])("%j -> %s", (line, ok) => {
    expect(isValidAddressLine(line)).toBe(ok);
  });

  it("letters, digits, space and the listed punctuation always pass", () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[A-Za-z0-9 ,.\-/#&()':]*$/), (line) => {
        expect(isValidAddressLine(line)).toBe(true);
      }),
    );
  });
});

describe("normalizeCity", () => {
  it("trims and upper-cases", () => {
    expect(normalizeCity("  new delhi ")).toBe("NEW DELHI");
    expect(normalizeCity("MUMBAI")).toBe("MUMBAI");
  });
});

describe("ADDRESS_PUNCTUATION", () => {
  it("lists the punctuation an address line may hold", async () => {
    const { ADDRESS_PUNCTUATION } = await import("./Address");
    expect(ADDRESS_PUNCTUATION).toBe(",.-/#&()':");
    for (const ch of ADDRESS_PUNCTUATION) expect(isValidAddressLine(`a${ch}b`)).toBe(true);
  });
});
