import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { Result } from "effect";
import {
  GUARDIAN_RELATIONS,
  hasNomineeOnFile,
  isGuardianTypeHolder,
  type NomineeInput,
  nomineeAgeFromDob,
  nomineeNameClashes,
  suggestsAccountNomination,
  validateNominee,
} from "./Nominee";

const SELF = { acnRel: "A", acnRelCode: "1" };
const GUARDIAN = { acnRel: "MI", acnRelCode: "2" };

describe("isGuardianTypeHolder (spec 002 sections 5 and 6)", () => {
  it.each([
    [{ acnRel: "MI", acnRelCode: "2" }, true],
    [{ acnRel: "MA", acnRelCode: 2 }, true],
    [{ acnRel: "MG", acnRelCode: "2" }, true],
    [{ acnRel: "MS", acnRelCode: "2" }, true],
    [{ acnRel: "MI", acnRelCode: "1" }, false],
    [{ acnRel: "MI", acnRelCode: 3 }, false],
    [{ acnRel: "A", acnRelCode: "2" }, false],
    [{ acnRel: "B", acnRelCode: "2" }, false],
    [{ acnRel: "mi", acnRelCode: "2" }, false],
  ])("%j -> %s", (relation, guardian) => {
    expect(isGuardianTypeHolder(relation)).toBe(guardian);
  });
  it("the four guardian relations", () => {
    expect(GUARDIAN_RELATIONS).toEqual(["MI", "MA", "MG", "MS"]);
  });
});

describe("nomineeNameClashes", () => {
  it.each([
    ["Ravi Kumar", "Ravi Kumar", SELF, true],
    ["ravi kumar", "RAVI KUMAR", SELF, true],
    ["  Ravi   Kumar ", "Ravi Kumar", SELF, true],
    ["Ravi Kumar", "Ravi Kumar", GUARDIAN, false],
    ["Ravi Kumar", "Ravi Kumari", SELF, false],
    ["RaviKumar", "Ravi Kumar", SELF, false],
  ])("%j vs %j (%j) -> %s", (nominee, holder, relation, clash) => {
    expect(nomineeNameClashes(nominee, holder, relation)).toBe(clash);
  });

  it("a name always clashes with itself in any case, except for a guardian-type holder", () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[A-Za-z]{1,10}( [A-Za-z]{1,10})?$/), (name) => {
        expect(nomineeNameClashes(name.toUpperCase(), name.toLowerCase(), SELF)).toBe(true);
        expect(nomineeNameClashes(name, name, GUARDIAN)).toBe(false);
      }),
    );
  });
});

describe("hasNomineeOnFile and suggestsAccountNomination (spec 002 sections 3 and 4)", () => {
  it.each([
    ["Sita Devi", true],
    ["NOT AVAILABLE", false],
    ["not available", false],
    [" NOT  AVAILABLE ", false],
    ["", false],
    ["  ", false],
    [null, false],
  ])("on file %j -> %s", (name, onFile) => {
    expect(hasNomineeOnFile(name)).toBe(onFile);
  });

  it.each([
    ["sita devi", "Sita Devi", true],
    ["Sita Devi", "Sita Devi", true],
    ["Sita", "Sita Devi", false],
    ["NOT AVAILABLE", "NOT AVAILABLE", false],
    ["Sita Devi", null, false],
    ["", "", false],
  ])("other %j vs account %j -> %s", (other, account, suggest) => {
    expect(suggestsAccountNomination(other, account)).toBe(suggest);
  });
});

describe("nomineeAgeFromDob (spec 002 section 5)", () => {
  it.each([
    ["2008-11-22", "2026-11-22", Result.succeed(18)],
    ["2008-11-23", "2026-11-22", Result.succeed(17)],
    ["2026-11-22", "2026-11-22", Result.succeed(0)],
    ["2026-11-23", "2026-11-22", Result.fail("NOMINEE.DOB_IN_FUTURE")],
    ["2026-13-01", "2026-11-22", Result.fail("NOMINEE.DOB_INVALID")],
  ])("%s on %s -> %j", (dob, today, expected) => {
    expect(nomineeAgeFromDob(dob, today)).toEqual(expected);
  });
});

describe("validateNominee (spec 002 sections 5, 8 and 9)", () => {
  const base: NomineeInput = {
    name: "Sita Devi",
    age: 30,
    guardianName: "",
    holderName: "Ravi Kumar",
    holder: SELF,
  };
  it.each<[Partial<NomineeInput>, unknown]>([
    [{}, Result.succeed({ name: "Sita Devi", age: 30, isMinor: false, guardianName: "NA" })],
    [
      { age: 18, guardianName: "Ravi" },
      Result.succeed({ name: "Sita Devi", age: 18, isMinor: false, guardianName: "NA" }),
    ],
    [
      { age: 17, guardianName: " Ravi Kumar " },
      Result.succeed({ name: "Sita Devi", age: 17, isMinor: true, guardianName: "Ravi Kumar" }),
    ],
    [
      { age: 1, guardianName: "R. Kumar" },
      Result.succeed({ name: "Sita Devi", age: 1, isMinor: true, guardianName: "R. Kumar" }),
    ],
    [{ age: 17, guardianName: "" }, Result.fail("NOMINEE.GUARDIAN_REQUIRED")],
    [{ age: 17, guardianName: "  " }, Result.fail("NOMINEE.GUARDIAN_REQUIRED")],
    [{ age: 17, guardianName: "na" }, Result.fail("NOMINEE.GUARDIAN_REQUIRED")],
    [{ age: 17, guardianName: "Ravi-K" }, Result.fail("NOMINEE.GUARDIAN_INVALID")],
    [{ age: 0 }, Result.fail("NOMINEE.AGE_INVALID")],
    [{ age: -1 }, Result.fail("NOMINEE.AGE_INVALID")],
    [{ age: 2.5 }, Result.fail("NOMINEE.AGE_INVALID")],
    [{ age: Number.NaN }, Result.fail("NOMINEE.AGE_INVALID")],
    [
      { age: 0, ageFromDob: true, guardianName: "Ravi" },
      Result.succeed({ name: "Sita Devi", age: 0, isMinor: true, guardianName: "Ravi" }),
    ],
    [{ age: -1, ageFromDob: true }, Result.fail("NOMINEE.AGE_INVALID")],
    [{ age: 0, ageFromDob: false }, Result.fail("NOMINEE.AGE_INVALID")],
    [{ name: "" }, Result.fail("NOMINEE.NAME_REQUIRED")],
    [{ name: "   " }, Result.fail("NOMINEE.NAME_REQUIRED")],
    [{ name: "Sita2" }, Result.fail("NOMINEE.NAME_INVALID")],
    [{ name: " ravi kumar " }, Result.fail("NOMINEE.SAME_AS_HOLDER")],
    [
      { name: "Ravi Kumar", holder: GUARDIAN },
      Result.succeed({ name: "Ravi Kumar", age: 30, isMinor: false, guardianName: "NA" }),
    ],
  ])("%j -> %j", (over, expected) => {
    expect(validateNominee({ ...base, ...over })).toEqual(expected);
  });

  it("an adult always gets guardian NA; a valid minor never does", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 120 }), (age) => {
        const result = validateNominee({ ...base, age, guardianName: "Ravi" });
        expect(result).toEqual(
          Result.succeed({
            name: "Sita Devi",
            age,
            isMinor: age < 18,
            guardianName: age < 18 ? "Ravi" : "NA",
          }),
        );
      }),
    );
  });
});
