import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { Result } from "effect";
import {
  IDENTITY_OPTIONS,
  IDENTITY_OPTIONS_MESSAGE_KEYS,
  type IdentityOption,
  REQUIRED_IDENTITY_OPTIONS,
  validateIdentityOptions,
} from "./IdentityOptions";

describe("validateIdentityOptions (spec 002 section 5: exactly 3 of 5)", () => {
  it.each<[IdentityOption[], unknown]>([
    [[], Result.fail("IDENTITY.TOO_FEW")],
    [["dob"], Result.fail("IDENTITY.TOO_FEW")],
    [["dob", "pan"], Result.fail("IDENTITY.TOO_FEW")],
    [["dob", "pan", "pan"], Result.fail("IDENTITY.TOO_FEW")],
    [["dob", "pan", "email"], Result.succeed(["dob", "pan", "email"])],
    [["mobile", "email", "mothersMaidenName"], Result.succeed(["mothersMaidenName", "email", "mobile"])],
    [
      ["mobile", "email", "mothersMaidenName", "email"],
      Result.succeed(["mothersMaidenName", "email", "mobile"]),
    ],
    [["dob", "pan", "email", "mobile"], Result.fail("IDENTITY.TOO_MANY")],
    [["dob", "pan", "mothersMaidenName", "email", "mobile"], Result.fail("IDENTITY.TOO_MANY")],
  ])("%j -> %j", (chosen, expected) => {
    expect(validateIdentityOptions(chosen)).toEqual(expected);
  });

  it("succeeds exactly for 3 distinct options", () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...IDENTITY_OPTIONS), { maxLength: 8 }), (chosen) => {
        const distinct = new Set(chosen).size;
        const result = validateIdentityOptions(chosen);
        if (distinct === 3) expect(Result.isSuccess(result)).toBe(true);
        else expect(result).toEqual(Result.fail(distinct > 3 ? "IDENTITY.TOO_MANY" : "IDENTITY.TOO_FEW"));
      }),
    );
  });

  it("constants and message keys", () => {
    expect(REQUIRED_IDENTITY_OPTIONS).toBe(3);
    expect(IDENTITY_OPTIONS).toHaveLength(5);
    expect(IDENTITY_OPTIONS_MESSAGE_KEYS).toEqual({
      "IDENTITY.TOO_MANY": "securityQuestions.form.select.errorMsg",
      "IDENTITY.TOO_FEW": "securityQuestions.form.select.errorMsgLess",
    });
  });
});
