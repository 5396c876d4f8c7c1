import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { Result } from "effect";
import { validatePassword, validateUsername } from "./Username";

describe("validateUsername", () => {
  it.each([
    ["ravi", "ravi"],
    ["  ravi  ", "ravi"],
    ["ravi.kumar_01-x", "ravi.kumar_01-x"],
    ["abc", "abc"],
    ["a".repeat(30), "a".repeat(30)],
    ["\travi\n", "ravi"],
  ])("accepts %j as %j", (text, username) => {
    expect(validateUsername(text)).toEqual(Result.succeed(username));
  });

  it.each([
    ["", "USERNAME.REQUIRED"],
    ["    ", "USERNAME.REQUIRED"],
    ["ab", "USERNAME.INVALID"],
    ["a".repeat(31), "USERNAME.INVALID"],
    ["ravi kumar", "USERNAME.INVALID"],
    ["ravi@bank", "USERNAME.INVALID"],
    ["रवि कुमार", "USERNAME.INVALID"],
    ["jörg", "USERNAME.INVALID"],
  ] as const)("refuses %j with %s", (text, error) => {
    expect(validateUsername(text)).toEqual(Result.fail(error));
  });

  it("succeeds exactly for a trimmed 3-30 of letters, digits, . _ -", () => {
    fc.assert(
      fc.property(fc.string({ unit: "grapheme-ascii", maxLength: 40 }), (text) => {
        const result = validateUsername(text);
        const trimmed = text.trim();
        if (/^[A-Za-z0-9._-]{3,30}$/.test(trimmed)) expect(result).toEqual(Result.succeed(trimmed));
        else expect(Result.isFailure(result)).toBe(true);
      }),
    );
  });
});

describe("validatePassword", () => {
  it("empty is PASSWORD.REQUIRED", () => {
    expect(validatePassword("")).toEqual(Result.fail("PASSWORD.REQUIRED"));
  });

  it.each([" ", "  secret  ", "x", "Demo@1234"])("accepts %j unchanged", (text) => {
    expect(validatePassword(text)).toEqual(Result.succeed(text));
  });

  it("never changes a non-empty password", () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1 }), (text) => {
        expect(validatePassword(text)).toEqual(Result.succeed(text));
      }),
    );
  });
});
