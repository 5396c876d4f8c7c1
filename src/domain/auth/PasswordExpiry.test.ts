import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { passwordExpiryNotice } from "./PasswordExpiry";

describe("passwordExpiryNotice (spec 000 section 4)", () => {
  it.each([
    [30, false, true],
    [7, false, true],
    [6, false, true],
    [5, false, false],
    [4, false, false],
    [1, false, false],
    [0, true, false],
    [-1, true, false],
    [-365, true, false],
    [5.5, false, true],
    [0.5, false, false],
    [Number.POSITIVE_INFINITY, false, true],
    [Number.NEGATIVE_INFINITY, true, false],
    [Number.NaN, true, false],
  ])("%d days left: expired %s, skippable %s", (daysLeft, isExpired, isSkippable) => {
    expect(passwordExpiryNotice(daysLeft)).toEqual({ isExpired, isSkippable });
  });

  it("an expired password can never be skipped", () => {
    fc.assert(
      fc.property(fc.double(), (daysLeft) => {
        const notice = passwordExpiryNotice(daysLeft);
        expect(notice.isExpired && notice.isSkippable).toBe(false);
      }),
    );
  });

  it("skippable exactly above five days", () => {
    fc.assert(
      fc.property(fc.integer({ min: -10_000, max: 10_000 }), (daysLeft) => {
        expect(passwordExpiryNotice(daysLeft)).toEqual({
          isExpired: daysLeft <= 0,
          isSkippable: daysLeft > 5,
        });
      }),
    );
  });
});
