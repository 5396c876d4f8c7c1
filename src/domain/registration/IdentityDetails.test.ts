import { describe, expect, it } from "vitest";
import { Result } from "effect";
import { type IdentityDetailsInput, validateIdentityDetails } from "./IdentityDetails";

const base: IdentityDetailsInput = {
  identifier: " 1234567 ",
  chosen: ["dob", "pan", "email"],
  dob: "22/11/1990",
  pan: "abcde1234f",
  mothersMaidenName: " Devi ",
  email: " a@b.in ",
  isdCode: "+91",
  mobile: "98765 43210",
  captcha: "x7k2",
  today: "2026-11-22",
};

describe("validateIdentityDetails (spec 002 sections 3 and 5)", () => {
  it.each<[Partial<IdentityDetailsInput>, unknown]>([
    [{}, Result.succeed({ identifier: "1234567", dob: "1990-11-22", pan: "ABCDE1234F", email: "a@b.in" })],
    [
      { chosen: ["mothersMaidenName", "mobile", "email"] },
      Result.succeed({
        identifier: "1234567",
        mothersMaidenName: "Devi",
        email: "a@b.in",
        mobile: { isdCode: "91", number: "9876543210" },
      }),
    ],
    [{ identifier: "  " }, Result.fail("IDENTITY.CUSTOMER_REQUIRED")],
    [{ chosen: ["dob", "pan"] }, Result.fail("IDENTITY.TOO_FEW")],
    [{ chosen: ["dob", "pan", "email", "mobile"] }, Result.fail("IDENTITY.TOO_MANY")],
    [{ dob: "31/02/1990" }, Result.fail("IDENTITY.DOB_INVALID")],
    [{ dob: "1990-11-22" }, Result.fail("IDENTITY.DOB_INVALID")],
    [
      { dob: "22/11/2026" },
      Result.succeed({ identifier: "1234567", dob: "2026-11-22", pan: "ABCDE1234F", email: "a@b.in" }),
    ],
    [{ dob: "23/11/2026" }, Result.fail("IDENTITY.DOB_IN_FUTURE")],
    [{ pan: "ABCDE12345" }, Result.fail("IDENTITY.PAN_INVALID")],
    [{ email: "a@b" }, Result.fail("IDENTITY.EMAIL_INVALID")],
    [
      { chosen: ["mothersMaidenName", "pan", "dob"], mothersMaidenName: "D3vi" },
      Result.fail("IDENTITY.MAIDEN_NAME_INVALID"),
    ],
    [{ chosen: ["mobile", "pan", "dob"], isdCode: "" }, Result.fail("MOBILE.ISD_REQUIRED")],
    [{ chosen: ["mobile", "pan", "dob"], mobile: "" }, Result.fail("MOBILE.REQUIRED")],
    [{ chosen: ["mobile", "pan", "dob"], mobile: "12345" }, Result.fail("MOBILE.INVALID")],
    // options not chosen are not checked
    [
      { isdCode: "", mobile: "bad", mothersMaidenName: "" },
      Result.succeed({ identifier: "1234567", dob: "1990-11-22", pan: "ABCDE1234F", email: "a@b.in" }),
    ],
    [{ captcha: "" }, Result.fail("CAPTCHA.REQUIRED")],
    [{ captcha: "  " }, Result.fail("CAPTCHA.REQUIRED")],
  ])("%j -> %j", (over, expected) => {
    expect(validateIdentityDetails({ ...base, ...over })).toEqual(expected);
  });
});
