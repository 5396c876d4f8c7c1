import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { isValidNationalId, NATIONAL_ID_LENGTH } from "./NationalId";

describe("isValidNationalId (spec 000 section 5, spec 002 section 3)", () => {
  it.each([
    ["123456789012", true],
    ["000000000000", true],
    ["12345678901", false],
    ["1234567890123", false],
    ["1234 5678 9012", false],
    ["12345678901a", false],
    ["१२३४५६७८९०१२", false],
    ["", false],
  ])("%j -> %s", (id, ok) => {
    expect(isValidNationalId(id)).toBe(ok);
  });

  it("exactly 12 digits", () => {
    expect(NATIONAL_ID_LENGTH).toBe(12);
    fc.assert(
      fc.property(fc.stringMatching(/^[0-9]{0,20}$/), (digits) => {
        expect(isValidNationalId(digits)).toBe(digits.length === 12);
      }),
    );
  });
});
