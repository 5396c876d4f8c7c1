import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { Result } from "effect";
import { type PersonalDetailsInput, validatePersonalDetailsChange } from "./PersonalDetails";

const base: PersonalDetailsInput = {
  currentPan: "ABCDE1234F",
  currentEmail: "old@bank.in",
  pan: "",
  nationalId: "",
  email: "",
};

describe("validatePersonalDetailsChange (spec 002 sections 5 and 7)", () => {
  it.each<[Partial<PersonalDetailsInput>, unknown]>([
    [{}, Result.fail("PERSONAL_DETAILS.NO_CHANGE")],
    [{ pan: "ABCDE1234F", email: "OLD@bank.in " }, Result.fail("PERSONAL_DETAILS.NO_CHANGE")],
    [{ pan: "abcde1234f" }, Result.fail("PERSONAL_DETAILS.NO_CHANGE")],
    [{ pan: "ABCDE1234G" }, Result.succeed({ pan: "ABCDE1234G", nationalId: "NA", email: "NA" })],
    [{ pan: "zyxwv 9876 a" }, Result.succeed({ pan: "ZYXWV9876A", nationalId: "NA", email: "NA" })],
    [{ pan: "ABCDE12345" }, Result.fail("PERSONAL_DETAILS.PAN_INVALID")],
    [
      { nationalId: "1234 5678 9012" },
      Result.succeed({ pan: "NA", nationalId: "123456789012", email: "NA" }),
    ],
    [{ nationalId: "12345678901" }, Result.fail("PERSONAL_DETAILS.NATIONAL_ID_INVALID")],
    [{ email: " new@bank.in " }, Result.succeed({ pan: "NA", nationalId: "NA", email: "new@bank.in" })],
    [{ email: "new@bank" }, Result.fail("PERSONAL_DETAILS.EMAIL_INVALID")],
    [
      { currentPan: null, pan: "ABCDE1234F" },
      Result.succeed({ pan: "ABCDE1234F", nationalId: "NA", email: "NA" }),
    ],
    [
      { currentEmail: null, email: "a@b.in" },
      Result.succeed({ pan: "NA", nationalId: "NA", email: "a@b.in" }),
    ],
    [
      { pan: "QWERT1234Y", nationalId: "123456789012", email: "x@y.co" },
      Result.succeed({ pan: "QWERT1234Y", nationalId: "123456789012", email: "x@y.co" }),
    ],
    [{ pan: "bad", nationalId: "1", email: "bad" }, Result.fail("PERSONAL_DETAILS.PAN_INVALID")],
    [{ nationalId: "1", email: "bad" }, Result.fail("PERSONAL_DETAILS.NATIONAL_ID_INVALID")],
  ])("%j -> %j", (over, expected) => {
    expect(validatePersonalDetailsChange({ ...base, ...over })).toEqual(expected);
  });

  it("a success always changes at least one field; unchanged ones are NA", () => {
    fc.assert(
      fc.property(
        fc.constantFrom("", "ABCDE1234F", "QWERT1234Y"),
        fc.constantFrom("", "123456789012"),
        fc.constantFrom("", "old@bank.in", "new@bank.in"),
        (pan, nationalId, email) => {
          const result = validatePersonalDetailsChange({ ...base, pan, nationalId, email });
          const changed = pan === "QWERT1234Y" || nationalId !== "" || email === "new@bank.in";
          expect(Result.isSuccess(result)).toBe(changed);
          if (Result.isSuccess(result)) {
            expect(Object.values(result.success).some((v) => v !== "NA")).toBe(true);
          }
        },
      ),
    );
  });
});

describe("validatePersonalDetailsChange: the record's e-mail is compared trimmed and in any case", () => {
  it("an e-mail equal to a mixed-case record is no change", () => {
    expect(
      validatePersonalDetailsChange({ ...base, currentEmail: " Old@Bank.IN ", email: "old@bank.in" }),
    ).toEqual(Result.fail("PERSONAL_DETAILS.NO_CHANGE"));
  });
});
