import { describe, it, expect } from "vitest";
import fc from "fast-check";
import {
  DEPOSIT_PAYLOAD_VERSION,
  EXCLUDED_FROM_CHANGE,
  MATURITY_INSTRUCTIONS,
  changeableInstructions,
  interestFrequency,
  maturityChangeNeedsCreditAccount,
  maturityDate,
  maturityPayload,
  needsTransferAccount,
  openFormInstructions,
  termsFlag,
} from "./Maturity";

describe("maturityDate", () => {
  it.each([
    ["2026-01-15", { years: 1, months: 0, days: 0 }, "2027-01-15"],
    ["2026-01-31", { years: 0, months: 1, days: 0 }, "2026-02-28"],
    ["2028-01-31", { years: 0, months: 1, days: 0 }, "2028-02-29"],
    ["2026-03-31", { years: 0, months: 0, days: 1 }, "2026-04-01"],
    ["2026-11-22", { years: 0, months: 6, days: 0 }, "2027-05-22"],
    ["2026-11-22", { years: 5, months: 0, days: 0 }, "2031-11-22"],
    ["2026-11-22", { years: 1, months: 2, days: 10 }, "2028-02-01"],
    ["2026-11-22", { years: 0, months: 0, days: 0 }, "2026-11-22"],
  ])("%s + %o = %s", (start, tenure, end) => {
    expect(maturityDate(start, tenure)).toBe(end);
  });
  it("throws on a bad date", () => {
    expect(() => maturityDate("2026-02-30", { years: 1, months: 0, days: 0 })).toThrow(RangeError);
  });
  it("is never before the start", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10 }),
        fc.integer({ min: 0, max: 12 }),
        fc.integer({ min: 0, max: 31 }),
        (years, months, days) => {
          expect(maturityDate("2026-11-22", { years, months, days }) >= "2026-11-22").toBe(true);
        },
      ),
    );
  });
});

describe("maturity instructions", () => {
  it("names the codes", () => {
    expect(MATURITY_INSTRUCTIONS).toEqual({
      2: "TRANSFER",
      3: "RENEW_PRINCIPAL",
      4: "RENEW_PRINCIPAL_AND_INTEREST",
      5: "LEAVE_INTEREST",
    });
    expect(EXCLUDED_FROM_CHANGE).toEqual([4, 5, 6]);
    expect(DEPOSIT_PAYLOAD_VERSION).toBe(2);
  });
  it("drops 4, 5 and 6 from the change list", () => {
    const list = [1, 2, 3, 4, 5, 6, 7].map((matInstCode) => ({ matInstCode }));
    expect(changeableInstructions(list).map((i) => i.matInstCode)).toEqual([1, 2, 3, 7]);
  });
  it("gives a tax-saver deposit the first instruction only", () => {
    expect(openFormInstructions(["a", "b", "c"], true)).toEqual(["a"]);
    expect(openFormInstructions(["a", "b", "c"], false)).toEqual(["a", "b", "c"]);
  });
  it.each([
    [1, false],
    [2, true],
    [3, false],
  ])("code %i needs a transfer account: %s", (code, needs) => {
    expect(needsTransferAccount(code)).toBe(needs);
    expect(maturityChangeNeedsCreditAccount(code)).toBe(!needs);
  });
  it("maps the codes to the order", () => {
    const product = { interestDisbursementOption: 1, interestMaturityOption: 1 };
    expect(maturityPayload(2, 0, product)).toEqual({
      principalMeturityInstruction: 2,
      interestDisbursementOption: 1,
      interestMaturityOption: 2,
    });
    expect(maturityPayload(3, 0, product)).toEqual({
      principalMeturityInstruction: 3,
      interestDisbursementOption: 1,
      interestMaturityOption: 2,
    });
    expect(maturityPayload(4, 0, product)).toEqual({
      principalMeturityInstruction: 3,
      interestDisbursementOption: 1,
      interestMaturityOption: 1,
    });
    expect(maturityPayload(5, 3, product)).toEqual({
      principalMeturityInstruction: 5,
      interestDisbursementOption: 1,
      interestMaturityOption: 1,
    });
    expect(maturityPayload(4, 1, product)).toEqual({
      principalMeturityInstruction: 3,
      interestDisbursementOption: 2,
      interestMaturityOption: 2,
    });
    expect(maturityPayload(5, 2, product)).toEqual({
      principalMeturityInstruction: 5,
      interestDisbursementOption: 2,
      interestMaturityOption: 2,
    });
  });
  it("gives the interest frequency by product type", () => {
    expect([0, 1, 2, 3, 4, -1].map(interestFrequency)).toEqual([
      "AT_MATURITY",
      "MONTHLY",
      "QUARTERLY",
      "QUARTERLY",
      null,
      null,
    ]);
  });
  it("sends the terms flag", () => {
    expect(termsFlag(false)).toBe("0");
    expect(termsFlag(true)).toBe("1");
  });
});
