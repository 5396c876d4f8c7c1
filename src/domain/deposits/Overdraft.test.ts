import { describe, it, expect } from "vitest";
import fc from "fast-check";
import { Result } from "effect";
import { ODFD_ACCOUNT_RELATIONSHIP, isOdfdEligible, validateOverdraftAmount } from "./Overdraft";

describe("isOdfdEligible", () => {
  it("needs principal not above the balance and relationship A", () => {
    expect(ODFD_ACCOUNT_RELATIONSHIP).toBe("A");
    expect(isOdfdEligible({ principalAmount: 100n, availAccBalance: 100n, accRelationShip: "A" })).toBe(true);
    expect(isOdfdEligible({ principalAmount: 99n, availAccBalance: 100n, accRelationShip: "A" })).toBe(true);
    expect(isOdfdEligible({ principalAmount: 101n, availAccBalance: 100n, accRelationShip: "A" })).toBe(
      false,
    );
    expect(isOdfdEligible({ principalAmount: 100n, availAccBalance: 100n, accRelationShip: "J" })).toBe(
      false,
    );
  });
});

describe("validateOverdraftAmount", () => {
  it("allows up to the maximum", () => {
    expect(validateOverdraftAmount(50_000_00n, 50_000_00n)).toEqual(Result.succeed(50_000_00n));
    expect(validateOverdraftAmount(50_000_01n, 50_000_00n)).toEqual(Result.fail("ODFD.AMOUNT_ABOVE_MAXIMUM"));
    expect(validateOverdraftAmount(1n, 50_000_00n)).toEqual(Result.succeed(1n));
    expect(validateOverdraftAmount(0n, 50_000_00n)).toEqual(Result.fail("ODFD.AMOUNT_REQUIRED"));
  });
  it("is monotonic: below an accepted amount is accepted", () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 1n, max: 10n ** 12n }),
        fc.bigInt({ min: 1n, max: 10n ** 12n }),
        (a, max) => {
          expect(Result.isSuccess(validateOverdraftAmount(a, max))).toBe(a <= max);
        },
      ),
    );
  });
});
