import { describe, it, expect } from "vitest";
import { Result } from "effect";
import {
  FUNDING_ACCOUNT_GROUPS,
  SENIOR_CITIZEN_AGE,
  SENIOR_TAX_SAVER_PRODUCT_TYPES,
  canFundDeposit,
  isOfferedTaxSaverProduct,
  isSeniorCitizenProduct,
  nonResidentDepositType,
  preClosureDecision,
  usesPrimaryUserLookup,
  validateTaxSaver,
} from "./DepositEligibility";

describe("funding accounts", () => {
  it.each([
    ["SAV", true],
    ["DDA", true],
    ["RC", false],
    ["LN", false],
    ["sav", false],
    ["", false],
  ])("%s: %s", (group, ok) => {
    expect(canFundDeposit(group)).toBe(ok);
  });
  it("lists SAV and DDA", () => {
    expect(FUNDING_ACCOUNT_GROUPS).toEqual(["SAV", "DDA"]);
  });
});

describe("validateTaxSaver", () => {
  it("needs a PAN first", () => {
    expect(validateTaxSaver({ hasPanOnRecord: false, singleHolder: false, acnRelCode: "1" })).toEqual(
      Result.fail("DEPOSIT.TAX_SAVER_PAN_REQUIRED"),
    );
    expect(validateTaxSaver({ hasPanOnRecord: false, singleHolder: true, acnRelCode: "2" })).toEqual(
      Result.fail("DEPOSIT.TAX_SAVER_PAN_REQUIRED"),
    );
  });
  it("needs a single holder or relation code 2", () => {
    const base = { hasPanOnRecord: true };
    expect(validateTaxSaver({ ...base, singleHolder: false, acnRelCode: "1" })).toEqual(
      Result.fail("DEPOSIT.TAX_SAVER_ACCOUNT_UNSUITABLE"),
    );
    expect(validateTaxSaver({ ...base, singleHolder: false, acnRelCode: "3" })).toEqual(
      Result.fail("DEPOSIT.TAX_SAVER_ACCOUNT_UNSUITABLE"),
    );
    expect(Result.isSuccess(validateTaxSaver({ ...base, singleHolder: true, acnRelCode: "1" }))).toBe(true);
    expect(Result.isSuccess(validateTaxSaver({ ...base, singleHolder: false, acnRelCode: "2" }))).toBe(true);
  });
});

describe("senior-citizen tax-saver products", () => {
  it("starts at age 60", () => {
    expect(SENIOR_CITIZEN_AGE).toBe(60);
    expect(isSeniorCitizenProduct(59)).toBe(false);
    expect(isSeniorCitizenProduct(60)).toBe(true);
    expect(isSeniorCitizenProduct(61)).toBe(true);
  });
  it("limits senior products to 7567, 7566, 7565", () => {
    expect(SENIOR_TAX_SAVER_PRODUCT_TYPES).toEqual(["7567", "7566", "7565"]);
    for (const prodType of ["7567", "7566", "7565"])
      expect(isOfferedTaxSaverProduct({ citizenAge: 60, prodType })).toBe(true);
    expect(isOfferedTaxSaverProduct({ citizenAge: 60, prodType: "7564" })).toBe(false);
    expect(isOfferedTaxSaverProduct({ citizenAge: 59, prodType: "7564" })).toBe(true);
  });
});

describe("nonResidentDepositType", () => {
  it.each([
    ["NR", true, "NRE01", "NRRD"],
    ["NR", false, "NRE01", "NRE"],
    ["NR", false, "nro22", "NRO"],
    ["NR", false, "SB101", null],
    ["R", true, "NRE01", null],
    ["R", false, "NRO01", null],
  ])("%s recurring=%s %s -> %s", (type, recurring, sch, expected) => {
    expect(nonResidentDepositType(type, recurring, sch)).toBe(expected);
  });
});

describe("usesPrimaryUserLookup", () => {
  it("only for relation B code 2 and all holders", () => {
    expect(usesPrimaryUserLookup("B", "2", "ALL_ACCOUNT_HOLDERS")).toBe(true);
    expect(usesPrimaryUserLookup("B", "2", "SELF")).toBe(false);
    expect(usesPrimaryUserLookup("B", "1", "ALL_ACCOUNT_HOLDERS")).toBe(false);
    expect(usesPrimaryUserLookup("A", "2", "ALL_ACCOUNT_HOLDERS")).toBe(false);
  });
});

describe("preClosureDecision", () => {
  it.each([
    [{ linkedAcctNbr: "123", isAllowedToClose: true }, "ALLOWED"],
    [{ linkedAcctNbr: "123", isAllowedToClose: false }, "REROUTE_POPUP"],
    [{ linkedAcctNbr: null, isAllowedToClose: false }, "REROUTE_POPUP"],
    [{ linkedAcctNbr: null, isAllowedToClose: true }, "NOT_LISTED"],
    [{ linkedAcctNbr: "  ", isAllowedToClose: true }, "NOT_LISTED"],
  ])("%o -> %s", (account, decision) => {
    expect(preClosureDecision(account)).toBe(decision);
  });
});
