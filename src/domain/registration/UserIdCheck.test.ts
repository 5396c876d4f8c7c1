import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { Result } from "effect";
import { userIdAvailability, validateRegistrationSubmit } from "./UserIdCheck";

describe("userIdAvailability (spec 002 sections 7 and 8)", () => {
  it.each([
    [{ success: true }, "taken"],
    [{ success: true, errorCode: 1034 }, "taken"],
    [{ success: false, errorCode: 1034 }, "available"],
    [{ success: false, errorCode: "1034" }, "available"],
    [{ success: false, errorCode: 1035 }, "invalid"],
    [{ success: false, errorCode: "1035" }, "invalid"],
    [{ success: false, errorCode: 1033 }, "error"],
    [{ success: false, errorCode: 1036 }, "error"],
    [{ success: false, errorCode: null }, "error"],
    [{ success: false }, "error"],
  ] as const)("%j -> %s", (answer, availability) => {
    expect(userIdAvailability(answer)).toBe(availability);
  });
});

describe("validateRegistrationSubmit (spec 002 section 5)", () => {
  it.each([
    [{ userId: "ravi01", checkedUserId: "ravi01", checked: "available" }, Result.succeed("ravi01")],
    [
      { userId: "ravi01", checkedUserId: null, checked: null },
      Result.fail("REGISTRATION.USER_ID_NOT_CHECKED"),
    ],
    [
      { userId: "ravi01", checkedUserId: "ravi01", checked: null },
      Result.fail("REGISTRATION.USER_ID_NOT_CHECKED"),
    ],
    [
      { userId: "ravi02", checkedUserId: "ravi01", checked: "available" },
      Result.fail("REGISTRATION.USER_ID_NOT_CHECKED"),
    ],
    [
      { userId: "ravi01", checkedUserId: "ravi01", checked: "taken" },
      Result.fail("REGISTRATION.USER_ID_UNAVAILABLE"),
    ],
    [
      { userId: "ravi01", checkedUserId: "ravi01", checked: "invalid" },
      Result.fail("REGISTRATION.USER_ID_UNAVAILABLE"),
    ],
    [
      { userId: "ravi01", checkedUserId: "ravi01", checked: "error" },
      Result.fail("REGISTRATION.USER_ID_UNAVAILABLE"),
    ],
  ] as const)("%j -> %j", (input, expected) => {
    expect(validateRegistrationSubmit(input)).toEqual(expected);
  });

  it("a user id other than the checked one always needs a new check", () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (userId, checkedUserId) => {
        fc.pre(userId !== checkedUserId);
        expect(validateRegistrationSubmit({ userId, checkedUserId, checked: "available" })).toEqual(
          Result.fail("REGISTRATION.USER_ID_NOT_CHECKED"),
        );
      }),
    );
  });
});
