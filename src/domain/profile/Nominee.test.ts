import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { Result } from "effect";
import { isGuardianTypeHolder, type NomineeInput, validateNominee } from "./Nominee";

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
    [{ age: -1, ageFromDob: true }, Result.fail("NOMINEE.DOB_IN_FUTURE")],
    [{ age: 0, ageFromDob: true, guardianName: "" }, Result.fail("NOMINEE.GUARDIAN_REQUIRED")],
    [
      { age: 18, ageFromDob: true },
      Result.succeed({ name: "Sita Devi", age: 18, isMinor: false, guardianName: "NA" }),
    ],
    [
      { age: 17, ageFromDob: true, guardianName: "Ravi" },
      Result.succeed({ name: "Sita Devi", age: 17, isMinor: true, guardianName: "Ravi" }),
    ],
    [
      { name: "Ravi Kumar", holder: { acnRel: "MA", acnRelCode: 2 } },
      Result.succeed({ name: "Ravi Kumar", age: 30, isMinor: false, guardianName: "NA" }),
    ],
    [{ name: "Ravi Kumar", holder: { acnRel: "MA", acnRelCode: 1 } }, Result.fail("NOMINEE.SAME_AS_HOLDER")],
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
