import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { Result } from "effect";
import { validateSecureText } from "./SecureText";

describe("validateSecureText", () => {
  it.each(["abcd", "My_Text-1", "A1_-", "x".repeat(20), "2026", "____"])("accepts %j as typed", (text) => {
    expect(validateSecureText(text)).toEqual(Result.succeed(text));
  });

  it.each([
    ["", "SECURE_TEXT.REQUIRED"],
    ["   ", "SECURE_TEXT.REQUIRED"],
    ["\t\n", "SECURE_TEXT.REQUIRED"],
    ["abc", "SECURE_TEXT.TOO_SHORT"],
    ["a", "SECURE_TEXT.TOO_SHORT"],
    ["x".repeat(21), "SECURE_TEXT.TOO_LONG"],
    ["my text", "SECURE_TEXT.INVALID_CHARACTERS"],
    [" abcd", "SECURE_TEXT.INVALID_CHARACTERS"],
    ["abcd!", "SECURE_TEXT.INVALID_CHARACTERS"],
    ["Grüße", "SECURE_TEXT.INVALID_CHARACTERS"],
    ["नमस्ते", "SECURE_TEXT.INVALID_CHARACTERS"],
    ["a.b", "SECURE_TEXT.INVALID_CHARACTERS"],
    ["<script>", "SECURE_TEXT.INVALID_CHARACTERS"],
  ] as const)("refuses %j with %s", (text, error) => {
    expect(validateSecureText(text)).toEqual(Result.fail(error));
  });

  it("accepts exactly 4-20 of letters, digits, _ and -", () => {
    fc.assert(
      fc.property(fc.string({ unit: "grapheme-ascii", maxLength: 30 }), (text) => {
        const result = validateSecureText(text);
        expect(Result.isSuccess(result)).toBe(/^[A-Za-z0-9_-]{4,20}$/.test(text));
      }),
    );
  });

  it("length errors only for well-formed characters", () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[A-Za-z0-9_-]{1,40}$/), (text) => {
        const result = validateSecureText(text);
        if (text.length < 4) expect(result).toEqual(Result.fail("SECURE_TEXT.TOO_SHORT"));
        else if (text.length > 20) expect(result).toEqual(Result.fail("SECURE_TEXT.TOO_LONG"));
        else expect(result).toEqual(Result.succeed(text));
      }),
    );
  });
});
