import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { isValidPersonName } from "./PersonName";

describe("isValidPersonName (spec 002 section 5)", () => {
  it.each([
    ["Asha", true],
    ["A. K. Sharma", true],
    ["ravi kumar", true],
    ["R.", true],
    ["x", true],
    ["", false],
    [" ", false],
    [".", false],
    [". .", false],
    ["Ravi-Kumar", false],
    ["O'Neil", false],
    ["Ravi1", false],
    ["रवि", true],
    ["रवि कुमार", true],
    ["\u0939\u093f", true],
    ["\u093f", false],
    ["Jürgen", true],
    ["Ravi_Kumar", false],
    ["Ravi\tKumar", false],
  ])("%j -> %s", (name, ok) => {
    expect(isValidPersonName(name)).toBe(ok);
  });

  it("any mix of letters, dots and spaces with a letter is valid", () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[A-Za-z. ]*[A-Za-z][A-Za-z. ]*$/), (name) => {
        expect(isValidPersonName(name)).toBe(true);
      }),
    );
  });

  it("a character outside letters, dot and space always fails", () => {
    fc.assert(
      fc.property(
        fc.string(),
        fc.string().filter((c) => /[^\p{L}\p{M}. ]/u.test(c)),
        (a, bad) => {
          expect(isValidPersonName(`${a}${bad}`)).toBe(false);
        },
      ),
    );
  });
});
