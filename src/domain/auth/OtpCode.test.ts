import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { Result } from "effect";
import {
  DEFAULT_REGENERATE_WAIT_SECONDS,
  normalizeOtp,
  OTP_LENGTH,
  otpCountdownAnnouncement,
  validateOtp,
} from "./OtpCode";

const DEVANAGARI = "०१२३४५६७८९";

describe("normalizeOtp", () => {
  it.each([
    ["123456", "123456"],
    ["123 456", "123456"],
    ["123-456", "123456"],
    [" 12 34 56 ", "123456"],
    ["12.34.56", "123456"],
    ["१२३४५६", "123456"],
    ["१२३ 456", "123456"],
    ["0\u00a01\u20132", "012"],
    ["abc", ""],
    ["", ""],
  ])("%j -> %j", (input, digits) => {
    expect(normalizeOtp(input)).toBe(digits);
  });

  it("maps each Devanagari digit to its ASCII digit", () => {
    expect(normalizeOtp(DEVANAGARI)).toBe("0123456789");
  });

  it("keeps only ASCII digits and is idempotent", () => {
    fc.assert(
      fc.property(fc.string({ unit: "binary", maxLength: 24 }), (input) => {
        const once = normalizeOtp(input);
        expect(once).toMatch(/^[0-9]*$/);
        expect(normalizeOtp(once)).toBe(once);
      }),
    );
  });

  it("separators anywhere never change the code", () => {
    fc.assert(
      fc.property(
        fc.stringMatching(/^[0-9]{6}$/),
        fc.array(fc.constantFrom(" ", "-", ".", "\u00a0", "\t"), { minLength: 7, maxLength: 7 }),
        (code, seps) => {
          const spaced = [...code].map((d, i) => `${seps[i] ?? ""}${d}`).join("") + (seps[6] ?? "");
          expect(normalizeOtp(spaced)).toBe(code);
        },
      ),
    );
  });

  it("Devanagari and ASCII forms of a code are the same code", () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[0-9]{6}$/), (code) => {
        const devanagari = [...code].map((d) => DEVANAGARI[Number(d)]).join("");
        expect(normalizeOtp(devanagari)).toBe(code);
      }),
    );
  });
});

describe("validateOtp", () => {
  it.each([
    ["123456", "123456"],
    ["123 456", "123456"],
    ["१२३४५६", "123456"],
    ["000000", "000000"],
  ])("accepts %j as %s", (input, code) => {
    expect(validateOtp(input)).toEqual(Result.succeed(code));
  });

  it.each([
    ["", "OTP.REQUIRED"],
    ["   ", "OTP.REQUIRED"],
    ["abcdef", "OTP.REQUIRED"],
    ["12345", "OTP.LENGTH"],
    ["1234567", "OTP.LENGTH"],
    ["1", "OTP.LENGTH"],
  ] as const)("refuses %j with %s", (input, error) => {
    expect(validateOtp(input)).toEqual(Result.fail(error));
  });

  it("succeeds exactly when six digits remain", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 12 }), (input) => {
        const digits = normalizeOtp(input);
        const result = validateOtp(input);
        if (digits.length === OTP_LENGTH) expect(result).toEqual(Result.succeed(digits));
        else expect(result).toEqual(Result.fail(digits === "" ? "OTP.REQUIRED" : "OTP.LENGTH"));
      }),
    );
  });

  it("constants", () => {
    expect(OTP_LENGTH).toBe(6);
    expect(DEFAULT_REGENERATE_WAIT_SECONDS).toBe(90);
  });
});

describe("otpCountdownAnnouncement", () => {
  it.each([
    [90, null],
    [61, null],
    [60, 60],
    [59, null],
    [30, 30],
    [11, null],
    [10, 10],
    [9, null],
    [1, null],
    [0, 0],
    [-0, 0],
    [-1, null],
    [30.5, null],
    [Number.NaN, null],
  ])("%d -> %s", (seconds, announced) => {
    expect(otpCountdownAnnouncement(seconds)).toBe(announced);
  });

  it("announces at most four times in a whole countdown", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 600 }), (start) => {
        const announced = Array.from({ length: start + 1 }, (_, i) =>
          otpCountdownAnnouncement(start - i),
        ).filter((s) => s !== null);
        expect(announced.length).toBeLessThanOrEqual(4);
        expect(announced.at(-1)).toBe(0);
      }),
    );
  });
});
