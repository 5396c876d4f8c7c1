import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { Result } from "effect";
import {
  confirmMatchesSubmit,
  isQuickPayLimitSubmittable,
  parseQuickPayTotals,
  quickPayGlobalLimit,
  validateQuickPayLimit,
  validateQuickPayPayee,
} from "./QuickPay";

const CONTEXT = {
  sourceAccount: "12345678901234",
  ownAccounts: ["12345678901234", "22222222222222"],
  beneficiaryAccounts: ["33333333333333", "4444"],
};

describe("validateQuickPayPayee", () => {
  it.each([
    ["", "QUICK_PAY.PAYEE_REQUIRED"],
    [" - ", "QUICK_PAY.PAYEE_REQUIRED"],
    ["12345678901234", "QUICK_PAY.PAYEE_IS_SOURCE"],
    ["1234 5678 9012 34", "QUICK_PAY.PAYEE_IS_SOURCE"],
    ["22222222222222", "QUICK_PAY.PAYEE_IS_OWN_ACCOUNT"],
    ["33333333333333", "QUICK_PAY.PAYEE_IS_BENEFICIARY"],
    ["44-44", "QUICK_PAY.PAYEE_IS_BENEFICIARY"],
  ] as const)("refuses %j with %s", (payee, error) => {
    expect(validateQuickPayPayee(payee, CONTEXT)).toEqual(Result.fail(error));
  });

  it("accepts another account as its digits", () => {
    expect(validateQuickPayPayee("5555 5555 5555 55", CONTEXT)).toEqual(Result.succeed("55555555555555"));
    expect(validateQuickPayPayee("12345678901235", CONTEXT)).toEqual(Result.succeed("12345678901235"));
  });

  it("an own account that is not the source is named as an own account", () => {
    expect(
      validateQuickPayPayee("99", {
        sourceAccount: "1",
        ownAccounts: ["8", "99"],
        beneficiaryAccounts: ["99"],
      }),
    ).toEqual(Result.fail("QUICK_PAY.PAYEE_IS_OWN_ACCOUNT"));
  });

  it("never accepts an account of any of the three lists", () => {
    fc.assert(
      fc.property(
        fc.array(fc.stringMatching(/^\d{1,6}$/), { maxLength: 5 }),
        fc.array(fc.stringMatching(/^\d{1,6}$/), { maxLength: 5 }),
        fc.stringMatching(/^\d{1,6}$/),
        fc.stringMatching(/^\d{1,6}$/),
        (own, bens, source, payee) => {
          const ok = Result.isSuccess(
            validateQuickPayPayee(payee, {
              sourceAccount: source,
              ownAccounts: own,
              beneficiaryAccounts: bens,
            }),
          );
          expect(ok).toBe(payee !== source && !own.includes(payee) && !bens.includes(payee));
        },
      ),
    );
  });
});

describe("confirmMatchesSubmit", () => {
  it("compares every field", () => {
    expect(confirmMatchesSubmit({ a: 1n, b: "x" }, { a: 1n, b: "x" })).toBe(true);
    expect(confirmMatchesSubmit({ a: 1n, b: "x" }, { a: 2n, b: "x" })).toBe(false);
    expect(confirmMatchesSubmit({ a: 1n, b: "x" }, { a: 1n, b: "y" })).toBe(false);
    expect(confirmMatchesSubmit<Record<string, unknown>>({ a: 1n }, { a: 1n, b: undefined })).toBe(true);
    expect(confirmMatchesSubmit<Record<string, unknown>>({ a: 1n }, { a: 1n, b: "" })).toBe(false);
    expect(confirmMatchesSubmit<Record<string, unknown>>({ a: 1n, b: "" }, { a: 1n })).toBe(false);
  });
});

describe("quick-pay limit", () => {
  it("the submit stays disabled while the value equals the existing non-zero limit", () => {
    expect(isQuickPayLimitSubmittable(5000n, 5000n)).toBe(false);
    expect(isQuickPayLimitSubmittable(5001n, 5000n)).toBe(true);
    expect(isQuickPayLimitSubmittable(4999n, 5000n)).toBe(true);
    expect(isQuickPayLimitSubmittable(0n, 0n)).toBe(true);
    expect(isQuickPayLimitSubmittable(5000n, 0n)).toBe(true);
  });

  it.each([
    [0n, "QUICK_PAY.LIMIT_NOT_POSITIVE"],
    [-1n, "QUICK_PAY.LIMIT_NOT_POSITIVE"],
    [1n, null],
    [2_500_000n, null],
    [2_500_001n, "QUICK_PAY.LIMIT_ABOVE_MAX"],
  ] as const)("%s paise against a ₹25,000 maximum", (value, error) => {
    expect(validateQuickPayLimit(value, { ftLimits: { quickPayMaxLimit: 2_500_000n } })).toEqual(
      error === null ? Result.succeed(value) : Result.fail(error),
    );
  });

  it("no configured maximum checks only that the limit is positive", () => {
    expect(validateQuickPayLimit(10n ** 12n, {})).toEqual(Result.succeed(10n ** 12n));
    expect(validateQuickPayLimit(10n ** 12n, { ftLimits: {} })).toEqual(Result.succeed(10n ** 12n));
    expect(validateQuickPayLimit(10n ** 12n, { ftLimits: { quickPayMaxLimit: 0n } })).toEqual(
      Result.succeed(10n ** 12n),
    );
  });

  it("global limits come from ftLimits", () => {
    const config = { ftLimits: { withInBankGlobal: 700n, otherBankGlobal: 900n } };
    expect(quickPayGlobalLimit("withinBank", config)).toBe(700n);
    expect(quickPayGlobalLimit("otherBank", config)).toBe(900n);
    expect(quickPayGlobalLimit("withinBank", {})).toBeNull();
    expect(quickPayGlobalLimit("otherBank", {})).toBeNull();
    expect(quickPayGlobalLimit("otherBank", { ftLimits: { otherBankGlobal: 0n } })).toBeNull();
  });
});

describe("parseQuickPayTotals", () => {
  it.each([
    ["0|0", { withinBank: 0n, otherBank: 0n }],
    ["12500|300", { withinBank: 12500n, otherBank: 300n }],
    [" 1|2 ", { withinBank: 1n, otherBank: 2n }],
  ])("reads %j", (data, totals) => {
    expect(parseQuickPayTotals(data)).toEqual(totals);
  });

  it.each(["", "1", "1|", "|2", "1|2|3", "a|2", "1.5|2", "-1|2", "1 | 2"])("refuses %j", (data) => {
    expect(parseQuickPayTotals(data)).toBeNull();
  });

  it("round-trips any two amounts", () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 0n, max: 10n ** 15n }),
        fc.bigInt({ min: 0n, max: 10n ** 15n }),
        (w, o) => {
          expect(parseQuickPayTotals(`${w}|${o}`)).toEqual({ withinBank: w, otherBank: o });
        },
      ),
    );
  });
});
