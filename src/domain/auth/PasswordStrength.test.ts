import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { PASSWORD_SPECIAL_CHARACTERS, passwordStrength } from "./PasswordStrength";

describe("passwordStrength (spec 000 section 5)", () => {
  it.each([
    ["Demo@1234", "Strong"],
    ["aB3!aB3!", "Strong"],
    ["Abcdef1*", "Strong"],
    ["Abcdef1^", "Strong"],
    ["Abc1!xyz", "Strong"],
    // 7 characters with all four classes: not Strong, but Average (6+ and 2+ classes)
    ["aB3!aB3", "Average"],
    // a special character outside !@#$%^&* does not count
    ["Abcdef1_", "Average"],
    ["Abcdef1?", "Average"],
    // no digit / no upper / no lower
    ["Abcdefg!", "Average"],
    ["abcdef1!", "Average"],
    ["ABCDEF1!", "Average"],
    ["abcdE1", "Average"],
    ["abc123", "Average"],
    ["ABC123", "Average"],
    ["abcDEF", "Average"],
    // fewer than 6 characters
    ["aB3!a", "Weak"],
    ["Ab1", "Weak"],
    // one class only
    ["abcdefgh", "Weak"],
    ["ABCDEFGHIJ", "Weak"],
    ["12345678", "Weak"],
    ["!@#$%^&*", "Weak"],
    ["a!!!!!!!", "Weak"],
    ["", "Weak"],
    // non-ASCII letters are not lower or upper case letters of the rule
    ["äöüÄÖÜ12", "Weak"],
    ["पासवर्ड1234", "Weak"],
  ])("%j is %s", (password, level) => {
    expect(passwordStrength(password)).toBe(level);
  });

  const lower = fc.constantFrom(..."abcdefghijklmnopqrstuvwxyz");
  const upper = fc.constantFrom(..."ABCDEFGHIJKLMNOPQRSTUVWXYZ");
  const digit = fc.constantFrom(..."0123456789");
  const special = fc.constantFrom(..."!@#$%^&*");

  it("anything 8+ long with all four classes is Strong", () => {
    fc.assert(
      fc.property(
        lower,
        upper,
        digit,
        special,
        fc.string({ minLength: 4, maxLength: 30 }),
        (l, u, d, s, rest) => {
          expect(passwordStrength(`${rest}${s}${d}${u}${l}`)).toBe("Strong");
        },
      ),
    );
  });

  it("shorter than 6 is always Weak", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 5, unit: "grapheme-ascii" }), (password) => {
        expect(passwordStrength(password)).toBe("Weak");
      }),
    );
  });

  it("is Weak without two of lower, upper and digit", () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[a-z!@#$%^&* ]{0,40}$/), (password) => {
        expect(passwordStrength(password)).toBe("Weak");
      }),
    );
  });

  it("never gets weaker when a character is appended", () => {
    const rank = { Weak: 0, Average: 1, Strong: 2 } as const;
    fc.assert(
      fc.property(
        fc.string({ unit: "grapheme-ascii", maxLength: 20 }),
        fc.string({ unit: "grapheme-ascii", minLength: 1, maxLength: 1 }),
        (p, c) => {
          expect(rank[passwordStrength(p + c)]).toBeGreaterThanOrEqual(rank[passwordStrength(p)]);
        },
      ),
    );
  });
});

describe("PASSWORD_SPECIAL_CHARACTERS", () => {
  it("lists the spec's special characters", () => {
    expect(PASSWORD_SPECIAL_CHARACTERS).toBe("!@#$%^&*");
  });
});
