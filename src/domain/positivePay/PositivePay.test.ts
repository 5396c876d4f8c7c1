import { describe, it, expect } from "vitest";
import fc from "fast-check";
import { Result } from "effect";
import { shiftIsoDate } from "../dates/CalendarMath";
import {
  NO_ACCOUNTS_MESSAGES,
  NO_CHEQUE_BOOK_MESSAGE,
  POSITIVE_PAY_LIST_PAGE_SIZE,
  POSITIVE_PAY_STATUS_SUCCESS,
  POSITIVE_PAY_TOGGLE_MESSAGES,
  parseCheckAdditionalInfo,
  showsPositivePayPager,
  validatePositivePayCheque,
  validatePositivePayModify,
  validatePositivePayToggle,
  type PositivePayCheque,
} from "./PositivePay";

const appDate = "2026-11-22";
const cheque: PositivePayCheque = {
  checkNum: "42",
  checkDate: "2026-11-01",
  checkAmount: 1_500_00n,
  payeeName: " Asha Traders ",
};

describe("validatePositivePayCheque (spec 002 sections 5 and 9)", () => {
  it("pads the number and trims the payee", () => {
    expect(validatePositivePayCheque(cheque, appDate)).toEqual(
      Result.succeed({ ...cheque, checkNum: "000042", payeeName: "Asha Traders" }),
    );
  });
  it.each(["0", "000000", "", "12a", "1234567"])("refuses cheque number %j", (checkNum) => {
    expect(validatePositivePayCheque({ ...cheque, checkNum }, appDate)).toEqual(
      Result.fail("POSITIVE_PAY.CHEQUE_NUMBER_INVALID"),
    );
  });
  it("allows three months back and refuses the day before", () => {
    expect(Result.isSuccess(validatePositivePayCheque({ ...cheque, checkDate: "2026-08-22" }, appDate))).toBe(
      true,
    );
    expect(validatePositivePayCheque({ ...cheque, checkDate: "2026-08-21" }, appDate)).toEqual(
      Result.fail("POSITIVE_PAY.DATE_OUT_OF_RANGE"),
    );
    expect(Result.isSuccess(validatePositivePayCheque({ ...cheque, checkDate: appDate }, appDate))).toBe(
      true,
    );
  });
  it("refuses a zero amount and a blank payee", () => {
    expect(validatePositivePayCheque({ ...cheque, checkAmount: 0n }, appDate)).toEqual(
      Result.fail("POSITIVE_PAY.AMOUNT_REQUIRED"),
    );
    expect(Result.isSuccess(validatePositivePayCheque({ ...cheque, checkAmount: 1n }, appDate))).toBe(true);
    expect(validatePositivePayCheque({ ...cheque, payeeName: "  " }, appDate)).toEqual(
      Result.fail("POSITIVE_PAY.PAYEE_REQUIRED"),
    );
  });
  it("never accepts a date more than three months back", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 400 }), (daysBack) => {
        const date = shiftIsoDate("2026-08-22", { days: -daysBack });
        expect(validatePositivePayCheque({ ...cheque, checkDate: date }, appDate)).toEqual(
          Result.fail("POSITIVE_PAY.DATE_OUT_OF_RANGE"),
        );
      }),
    );
  });
});

describe("validatePositivePayModify", () => {
  it("needs a change", () => {
    expect(validatePositivePayModify(cheque, { ...cheque, payeeName: "Asha Traders" }, appDate)).toEqual(
      Result.fail("POSITIVE_PAY.NO_CHANGES"),
    );
  });
  it("ignores spaces around the payee on either side", () => {
    const plain = { ...cheque, payeeName: "Asha Traders" };
    expect(validatePositivePayModify(plain, { ...plain, payeeName: "  Asha Traders  " }, appDate)).toEqual(
      Result.fail("POSITIVE_PAY.NO_CHANGES"),
    );
  });
  it.each([{ checkDate: "2026-11-02" }, { checkAmount: 1_500_01n }, { payeeName: "Asha Traders Ltd" }])(
    "accepts a change in %o",
    (change) => {
      expect(Result.isSuccess(validatePositivePayModify(cheque, { ...cheque, ...change }, appDate))).toBe(
        true,
      );
    },
  );
  it("still validates the change", () => {
    expect(validatePositivePayModify(cheque, { ...cheque, checkAmount: 0n }, appDate)).toEqual(
      Result.fail("POSITIVE_PAY.AMOUNT_REQUIRED"),
    );
  });
});

describe("validatePositivePayToggle", () => {
  it("needs the state to differ", () => {
    expect(validatePositivePayToggle(true, true)).toEqual(Result.fail("POSITIVE_PAY.ALREADY_ENABLED"));
    expect(validatePositivePayToggle(false, false)).toEqual(Result.fail("POSITIVE_PAY.ALREADY_DISABLED"));
    expect(validatePositivePayToggle(false, true)).toEqual(Result.succeed(true));
    expect(validatePositivePayToggle(true, false)).toEqual(Result.succeed(false));
  });
  it("keeps the spec's texts", () => {
    expect(POSITIVE_PAY_TOGGLE_MESSAGES["POSITIVE_PAY.ALREADY_ENABLED"]).toBe(
      "Positive Pay already enabled for this account",
    );
    expect(POSITIVE_PAY_TOGGLE_MESSAGES["POSITIVE_PAY.ALREADY_DISABLED"]).toBe(
      "Positive Pay already disabled for this account",
    );
    expect(NO_ACCOUNTS_MESSAGES).toEqual({
      SAVINGS: "No Savings account available",
      CURRENT: "No Current account available",
      OVERDRAFT: "No Overdraft/Cash Credit account available",
    });
    expect(NO_CHEQUE_BOOK_MESSAGE).toBe("Selected account is not having any issued Cheque book");
    expect(POSITIVE_PAY_STATUS_SUCCESS).toBe("Positve Pay Status Updated Successfully");
  });
});

describe("list and additional info", () => {
  it("hides the pager at 5 rows or fewer", () => {
    expect(POSITIVE_PAY_LIST_PAGE_SIZE).toBe(5);
    expect(showsPositivePayPager(5)).toBe(false);
    expect(showsPositivePayPager(6)).toBe(true);
    expect(showsPositivePayPager(0)).toBe(false);
  });
  it("reads the pipe-separated data", () => {
    expect(parseCheckAdditionalInfo("10| 1234 |400002003|STATE BANK")).toEqual({
      checkTransactionCode: "10",
      shortAccountNumber: "1234",
      micrCode: "400002003",
      draweeBankName: "STATE BANK",
    });
    expect(parseCheckAdditionalInfo("10|1234|400002003")).toBeNull();
    expect(parseCheckAdditionalInfo("10|1234|400002003|BANK|X")).toBeNull();
    expect(parseCheckAdditionalInfo("")).toBeNull();
  });
});
