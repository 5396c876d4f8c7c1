import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { Result } from "effect";
import {
  checkSchemeEnrolment,
  INSURANCE_NOMINATION_TYPES,
  SCHEME_AGE_BOUNDS,
  type SchemeEnrolment,
  schemeAgeBounds,
} from "./GovernmentScheme";

const base: SchemeEnrolment = {
  schemeCode: "PMJJBY",
  customerAge: 30,
  accountGroup: "SAV",
  balance: 50_000n,
  premium: 43_600n,
  alreadyEnrolled: false,
};

describe("checkSchemeEnrolment (spec 002 sections 5, 8 and 9)", () => {
  it.each<[Partial<SchemeEnrolment>, unknown]>([
    [{}, Result.succeed("PMJJBY")],
    [{ customerAge: 17 }, Result.fail("INSURANCE.AGE_BELOW_MIN")],
    [{ customerAge: 18 }, Result.succeed("PMJJBY")],
    [{ customerAge: 50 }, Result.succeed("PMJJBY")],
    [{ customerAge: 51 }, Result.fail("INSURANCE.AGE_ABOVE_MAX")],
    [{ customerAge: 50.5 }, Result.fail("INSURANCE.AGE_ABOVE_MAX")],
    [{ customerAge: Number.NaN }, Result.fail("INSURANCE.AGE_BELOW_MIN")],
    [{ schemeCode: "PMSBY", customerAge: 17 }, Result.fail("INSURANCE.AGE_BELOW_MIN")],
    [{ schemeCode: "PMSBY", customerAge: 18 }, Result.succeed("PMSBY")],
    [{ schemeCode: "PMSBY", customerAge: 51 }, Result.succeed("PMSBY")],
    [{ schemeCode: "PMSBY", customerAge: 70 }, Result.succeed("PMSBY")],
    [{ schemeCode: "PMSBY", customerAge: 71 }, Result.fail("INSURANCE.AGE_ABOVE_MAX")],
    [{ balance: 43_600n }, Result.succeed("PMJJBY")],
    [{ balance: 43_599n }, Result.fail("INSURANCE.INSUFFICIENT_BALANCE")],
    [{ balance: 0n }, Result.fail("INSURANCE.INSUFFICIENT_BALANCE")],
    [{ alreadyEnrolled: true }, Result.fail("INSURANCE.ALREADY_ENROLLED")],
    [{ alreadyEnrolled: true, customerAge: 80, balance: 0n }, Result.fail("INSURANCE.ALREADY_ENROLLED")],
    [{ accountGroup: "DDA" }, Result.fail("INSURANCE.NOT_SAVINGS")],
    [{ accountGroup: "sav" }, Result.fail("INSURANCE.NOT_SAVINGS")],
    [{ accountGroup: "DDA", alreadyEnrolled: true }, Result.fail("INSURANCE.NOT_SAVINGS")],
    [{ customerAge: 17, balance: 0n }, Result.fail("INSURANCE.AGE_BELOW_MIN")],
    [{ bounds: { minAge: 21, maxAge: 45 }, customerAge: 20 }, Result.fail("INSURANCE.AGE_BELOW_MIN")],
    [{ bounds: { minAge: 21, maxAge: 45 }, customerAge: 21 }, Result.succeed("PMJJBY")],
    [{ bounds: { minAge: 21, maxAge: 45 }, customerAge: 46 }, Result.fail("INSURANCE.AGE_ABOVE_MAX")],
  ])("%o -> %o", (over, expected) => {
    expect(checkSchemeEnrolment({ ...base, ...over })).toEqual(expected);
  });

  it("the age window is monotonic: inside the bounds passes, outside fails", () => {
    fc.assert(
      fc.property(
        fc.constantFrom("PMJJBY", "PMSBY"),
        fc.integer({ min: 0, max: 110 }),
        (schemeCode, customerAge) => {
          const { minAge, maxAge } = SCHEME_AGE_BOUNDS[schemeCode];
          const ok = Result.isSuccess(checkSchemeEnrolment({ ...base, schemeCode, customerAge }));
          expect(ok).toBe(customerAge >= minAge && customerAge <= maxAge);
        },
      ),
    );
  });

  it("passes exactly when the balance covers the premium", () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 0n, max: 10_000_000n }),
        fc.bigInt({ min: 0n, max: 10_000_000n }),
        (balance, premium) => {
          expect(Result.isSuccess(checkSchemeEnrolment({ ...base, balance, premium }))).toBe(
            balance >= premium,
          );
        },
      ),
    );
  });
});

describe("schemeAgeBounds", () => {
  it.each([
    ["PMJJBY", undefined, { minAge: 18, maxAge: 50 }],
    ["PMSBY", undefined, { minAge: 18, maxAge: 70 }],
    ["PMSBY", { minAge: 18, maxAge: 65 }, { minAge: 18, maxAge: 65 }],
    ["PMSBY", { minAge: 40, maxAge: 40 }, { minAge: 40, maxAge: 40 }],
    ["PMSBY", { minAge: 41, maxAge: 40 }, { minAge: 18, maxAge: 70 }],
    ["PMJJBY", { minAge: 18.5, maxAge: 40 }, { minAge: 18, maxAge: 50 }],
    ["PMJJBY", { minAge: 18, maxAge: Number.NaN }, { minAge: 18, maxAge: 50 }],
  ] as const)("%s with %j -> %j", (code, fromServer, bounds) => {
    expect(schemeAgeBounds(code, fromServer)).toEqual(bounds);
  });

  it("nomination types", () => {
    expect(INSURANCE_NOMINATION_TYPES).toEqual(["NONOMINATION", "ACTNOMINATION", "OTRNOMINATION"]);
  });
});
