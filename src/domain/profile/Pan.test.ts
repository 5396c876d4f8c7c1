import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { isValidPan, normalizePan } from "./Pan";

describe("isValidPan (spec 002 section 5)", () => {
  it.each([
    ["ABCDE1234F", true],
    ["AAAPL1234C", true],
    ["ZZZZZ9999Z", true],
    ["ABCDE0000A", true],
    ["abcde1234f", false],
    ["ABCDE1234", false],
    ["ABCDE12345F", false],
    ["ABCD1234F", false],
    ["ABCDEF234F", false],
    ["ABCDE123FF", false],
    ["ABCDE12341", false],
    ["1BCDE1234F", false],
    [" ABCDE1234F", false],
    ["ABCDE1234F ", false],
    ["ABCDE 1234F", false],
    ["ABCDE1234F\n", false],
    ["ÄBCDE1234F", false],
    ["ABCDE١٢٣٤F", false],
    ["", false],
  ])("%j -> %s", (pan, ok) => {
    expect(isValidPan(pan)).toBe(ok);
  });

  it("accepts every 5 letters + 4 digits + 1 letter", () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[A-Z]{5}[0-9]{4}[A-Z]$/), (pan) => {
        expect(isValidPan(pan)).toBe(true);
      }),
    );
  });

  it("refuses anything not 10 characters long", () => {
    fc.assert(
      fc.property(
        fc.string().filter((s) => s.length !== 10),
        (s) => {
          expect(isValidPan(s)).toBe(false);
        },
      ),
    );
  });
});

describe("normalizePan", () => {
  it.each([
    ["abcde1234f", "ABCDE1234F"],
    [" ABCDE 1234 F ", "ABCDE1234F"],
    ["ab\tcde1234f", "ABCDE1234F"],
    ["", ""],
  ])("%j -> %j", (typed, pan) => {
    expect(normalizePan(typed)).toBe(pan);
  });

  it("a valid PAN in any case and spacing normalises to a valid PAN", () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[A-Za-z]{5}[0-9]{4}[A-Za-z]$/), (typed) => {
        expect(isValidPan(normalizePan(` ${typed} `))).toBe(true);
        expect(normalizePan(normalizePan(typed))).toBe(normalizePan(typed));
      }),
    );
  });
});
