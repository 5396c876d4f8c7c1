import { describe, it, expect } from "vitest";
import { Result } from "effect";
import {
  GUARDIAN_RELATIONS,
  NOMINEE_ADULT_AGE,
  NO_GUARDIAN,
  ageOn,
  guardianToSend,
  hasNomineeOnFile,
  isNomineeSameAsHolder,
  nomineeAgeFromDob,
  nomineeMinorFlag,
  offersAccountNominationConsent,
  validateNomineeAge,
} from "./DepositNominee";

describe("nominee name rules", () => {
  it("knows NOT AVAILABLE means none", () => {
    expect(hasNomineeOnFile("NOT AVAILABLE")).toBe(false);
    expect(hasNomineeOnFile(" not available ")).toBe(false);
    expect(hasNomineeOnFile("")).toBe(false);
    expect(hasNomineeOnFile("  ")).toBe(false);
    expect(hasNomineeOnFile("Asha")).toBe(true);
  });
  it("refuses the holder's own name, ignoring case", () => {
    expect(isNomineeSameAsHolder("ravi kumar", "Ravi Kumar ", "A", "1")).toBe(true);
    expect(isNomineeSameAsHolder("Ravi", "Ravi Kumar", "A", "1")).toBe(false);
    expect(isNomineeSameAsHolder(" RAVI KUMAR ", "ravi kumar", "A", "1")).toBe(true);
  });
  it("lets guardian-type holders with code 2 name themselves", () => {
    expect(GUARDIAN_RELATIONS).toEqual(["MI", "MA", "MG", "MS"]);
    for (const rel of GUARDIAN_RELATIONS) {
      expect(isNomineeSameAsHolder("Ravi", "ravi", rel, "2")).toBe(false);
      expect(isNomineeSameAsHolder("Ravi", "ravi", rel, "1")).toBe(true);
    }
    expect(isNomineeSameAsHolder("Ravi", "ravi", "MX", "2")).toBe(true);
  });
  it("offers the consent popup when Other Nomination repeats the account nominee", () => {
    expect(offersAccountNominationConsent("ASHA", "asha")).toBe(true);
    expect(offersAccountNominationConsent("Asha R", "asha")).toBe(false);
    expect(offersAccountNominationConsent("NOT AVAILABLE", "NOT AVAILABLE")).toBe(false);
  });
});

describe("nominee age", () => {
  it("is above 0; 18 is not a minor", () => {
    expect(NOMINEE_ADULT_AGE).toBe(18);
    expect(validateNomineeAge(0)).toEqual(Result.fail("NOMINEE.AGE_INVALID"));
    expect(validateNomineeAge(-3)).toEqual(Result.fail("NOMINEE.AGE_INVALID"));
    expect(validateNomineeAge(2.5)).toEqual(Result.fail("NOMINEE.AGE_INVALID"));
    expect(validateNomineeAge(1)).toEqual(Result.succeed({ age: 1, minor: true }));
    expect(validateNomineeAge(17)).toEqual(Result.succeed({ age: 17, minor: true }));
    expect(validateNomineeAge(18)).toEqual(Result.succeed({ age: 18, minor: false }));
  });
  it("computes the age on the application date", () => {
    expect(ageOn("2008-11-22", "2026-11-22")).toBe(18);
    expect(ageOn("2008-11-23", "2026-11-22")).toBe(17);
    expect(ageOn("2008-12-01", "2026-11-22")).toBe(17);
    expect(ageOn("2008-10-30", "2026-11-22")).toBe(18);
    expect(ageOn("2008-11-21", "2026-11-22")).toBe(18);
    expect(ageOn("2026-11-23", "2026-11-22")).toBe(-1);
  });
  it("refuses a date of birth after the application date", () => {
    expect(nomineeAgeFromDob("2026-11-23", "2026-11-22")).toEqual(Result.fail("NOMINEE.DOB_IN_FUTURE"));
    expect(nomineeAgeFromDob("2026-11-22", "2026-11-22")).toEqual(Result.succeed({ age: 0, minor: true }));
    expect(nomineeAgeFromDob("2008-11-23", "2026-11-22")).toEqual(Result.succeed({ age: 17, minor: true }));
    expect(nomineeAgeFromDob("2008-11-22", "2026-11-22")).toEqual(Result.succeed({ age: 18, minor: false }));
  });
  it("sends NA as guardian for an adult and the minor flag", () => {
    expect(NO_GUARDIAN).toBe("NA");
    expect(guardianToSend(false, "Mother")).toBe("NA");
    expect(guardianToSend(true, "Mother")).toBe("Mother");
    expect(nomineeMinorFlag(true)).toBe(1);
    expect(nomineeMinorFlag(false)).toBe(0);
  });
});
