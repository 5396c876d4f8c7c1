import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { EMAIL_MAX_LENGTH, isValidEmail } from "./Email";

describe("isValidEmail (spec 002 section 5)", () => {
  it.each([
    ["a@b.in", true],
    ["first.last@bank.co.in", true],
    ["user+tag@example.com", true],
    ["o'neil@example.org", true],
    ["x_y-z@sub-domain.example.com", true],
    ["1@2.de", true],
    ["a@b.c", false],
    ["a@b.c1", false],
    ["a@b", false],
    ["@b.in", false],
    ["a@", false],
    ["a", false],
    ["", false],
    ["a b@c.in", false],
    ["a@b c.in", false],
    [".a@b.in", false],
    ["a.@b.in", false],
    ["a..b@c.in", false],
    ["a@@b.in", false],
    ["a@b..in", false],
    ["a@.b.in", false],
    ["a@-b.in", false],
    ["a@b-.in", false],
    ["a@b.in.", false],
    ['"a"@b.in', false],
    ["a@[1.2.3.4]", false],
    ["ä@b.in", false],
  ])("%j -> %s", (email, ok) => {
    expect(isValidEmail(email)).toBe(ok);
  });

  it("label length boundary: 63 characters pass, 64 do not", () => {
    expect(isValidEmail(`a@${"b".repeat(63)}.in`)).toBe(true);
    expect(isValidEmail(`a@${"b".repeat(64)}.in`)).toBe(false);
  });

  it("total length boundary: 254 pass, 255 do not", () => {
    const domain = `${"d".repeat(60)}.${"e".repeat(60)}.${"f".repeat(60)}.in`;
    const at254 = `${"l".repeat(EMAIL_MAX_LENGTH - 1 - domain.length)}@${domain}`;
    expect(at254.length).toBe(254);
    expect(isValidEmail(at254)).toBe(true);
    expect(isValidEmail(`l${at254}`)).toBe(false);
  });

  it("accepts generated simple addresses and never one with a space", () => {
    fc.assert(
      fc.property(
        fc.stringMatching(/^[a-z0-9]{1,20}$/),
        fc.stringMatching(/^[a-z0-9]{1,20}$/),
        fc.stringMatching(/^[a-z]{2,6}$/),
        (local, host, tld) => {
          expect(isValidEmail(`${local}@${host}.${tld}`)).toBe(true);
          expect(isValidEmail(`${local} @${host}.${tld}`)).toBe(false);
        },
      ),
    );
  });
});

describe("isValidEmail edge cases", () => {
  it.each([
    ["ab.cd", false],
    ["bank.co.in", false],
    ["a@b.in1", false],
    ["a@b.1in", false],
    ["a@b.i1n", false],
  ])("%j -> %s", (email, ok) => {
    expect(isValidEmail(email)).toBe(ok);
  });
});
