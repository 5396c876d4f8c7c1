import { describe, expect, it } from "vitest";
import {
  NEFT_CUT_OFF_FLAG,
  PAYMENT_NETWORKS,
  PAYMENT_NETWORK_NAMES,
  isAllowedSourceAccount,
  isMaturedRecurringDeposit,
  isNrePayee,
  isPaymentNetwork,
  mayCreditPayee,
  nameEnquiryTrType,
  needsCutOffConfirmation,
  paymentFlow,
  scheduledTrnType,
  sourceAccountGroups,
  transferNeedsOtp,
} from "./PaymentNetwork";

describe("payment networks", () => {
  it("are the six codes of the contract, each named", () => {
    expect(PAYMENT_NETWORKS).toEqual(["IFT", "IFTWB", "NEFT", "RTGS", "IMPS/P2A", "IMPS/P2P"]);
    expect(Object.keys(PAYMENT_NETWORK_NAMES).sort()).toEqual([...PAYMENT_NETWORKS].sort());
    expect(PAYMENT_NETWORK_NAMES).toEqual({
      IFT: "Own account transfer",
      IFTWB: "Within bank transfer",
      NEFT: "NEFT",
      RTGS: "RTGS",
      "IMPS/P2A": "IMPS to account number and IFSC",
      "IMPS/P2P": "IMPS to mobile number and MMID",
    });
    for (const n of PAYMENT_NETWORKS) expect(isPaymentNetwork(n)).toBe(true);
  });

  it.each(["", "ift", "IMPS", "P2A", "UPI", "NEFT "])("%j is no network", (code) => {
    expect(isPaymentNetwork(code)).toBe(false);
  });
});

describe("source accounts", () => {
  it.each([
    ["own", ["SAV", "DDA", "RC"]],
    ["thirdParty", ["SAV", "DDA", "RC"]],
    ["neftRtgs", ["SAV", "DDA", "RC"]],
    ["quickPay", ["SAV", "DDA", "RC"]],
    ["imps", ["SAV", "DDA"]],
  ] as const)("%s takes %j", (flow, groups) => {
    expect(sourceAccountGroups(flow)).toEqual(groups);
    for (const g of groups) expect(isAllowedSourceAccount(flow, g)).toBe(true);
    for (const g of ["FD", "CD", "LN", "sav", ""]) expect(isAllowedSourceAccount(flow, g)).toBe(false);
  });

  it("IMPS refuses RC accounts", () => {
    expect(isAllowedSourceAccount("imps", "RC")).toBe(false);
    expect(isAllowedSourceAccount("quickPay", "RC")).toBe(true);
  });
});

describe("the flow of a payment network", () => {
  it.each([
    ["IFT", "own"],
    ["IFTWB", "thirdParty"],
    ["NEFT", "neftRtgs"],
    ["RTGS", "neftRtgs"],
    ["IMPS/P2A", "imps"],
    ["IMPS/P2P", "imps"],
  ] as const)("%s runs in the %s flow", (network, flow) => {
    expect(paymentFlow(network)).toBe(flow);
  });
});

describe("a recurring deposit as the source", () => {
  const TODAY = "2026-11-22";

  it("pays until its maturity date, that day included", () => {
    expect(isMaturedRecurringDeposit({ groupCode: "RC", maturityDate: "2026-11-23" }, TODAY)).toBe(false);
    expect(isMaturedRecurringDeposit({ groupCode: "RC", maturityDate: TODAY }, TODAY)).toBe(false);
    expect(isMaturedRecurringDeposit({ groupCode: "RC", maturityDate: "2026-11-21" }, TODAY)).toBe(true);
  });

  it("without a maturity date, or of another group, never matures as a source", () => {
    expect(isMaturedRecurringDeposit({ groupCode: "RC", maturityDate: null }, TODAY)).toBe(false);
    expect(isMaturedRecurringDeposit({ groupCode: "SAV", maturityDate: "2020-01-01" }, TODAY)).toBe(false);
    expect(isMaturedRecurringDeposit({ groupCode: "FD", maturityDate: "2020-01-01" }, TODAY)).toBe(false);
  });

  it("refuses a maturity date that is not real", () => {
    expect(() => isMaturedRecurringDeposit({ groupCode: "RC", maturityDate: "2026-02-30" }, TODAY)).toThrow(
      RangeError,
    );
  });
});

describe("an NRE payee", () => {
  it("is an account whose type code names NRE, or a beneficiary of account type 40", () => {
    expect(isNrePayee({ typeCode: "NRE" })).toBe(true);
    expect(isNrePayee({ typeCode: "sb-nre01" })).toBe(true);
    expect(isNrePayee({ typeCode: "NRO" })).toBe(false);
    expect(isNrePayee({ typeCode: "SB" })).toBe(false);
    expect(isNrePayee({ typeCode: null })).toBe(false);
    expect(isNrePayee({ beneficiaryAccountType: 40 })).toBe(true);
    for (const type of [10, 11, 12, 13, 14]) expect(isNrePayee({ beneficiaryAccountType: type })).toBe(false);
  });

  it.each([
    ["NRE", true],
    ["NRO", false],
    ["SB", false],
    [null, false],
  ] as const)("is credited from a %s source: %s", (source, allowed) => {
    expect(mayCreditPayee(source, { typeCode: "NRE" })).toBe(allowed);
    expect(mayCreditPayee(source, { beneficiaryAccountType: 40 })).toBe(allowed);
  });

  it("any other payee is credited from any source", () => {
    for (const source of ["NRE", "NRO", "SB", null]) {
      expect(mayCreditPayee(source, { typeCode: "SB" })).toBe(true);
      expect(mayCreditPayee(source, { typeCode: "NRO" })).toBe(true);
      expect(mayCreditPayee(source, { beneficiaryAccountType: 10 })).toBe(true);
    }
  });
});

describe("codes of the calls", () => {
  it("scheduled trnType: IFT within the bank, NEFT to another bank", () => {
    expect(scheduledTrnType(2)).toBe("IFT");
    expect(scheduledTrnType(3)).toBe("NEFT");
  });

  it("the cut-off flag is N and statusCode 0 asks for the cut-off confirmation", () => {
    expect(NEFT_CUT_OFF_FLAG).toBe("N");
    expect(needsCutOffConfirmation(0)).toBe(true);
    expect(needsCutOffConfirmation(1)).toBe(false);
    expect(needsCutOffConfirmation(-1)).toBe(false);
  });

  it("name-enquiry trtype: 1 for NEFT/RTGS, 2 for beneficiary add and quick pay", () => {
    expect(nameEnquiryTrType("neftRtgs")).toBe(1);
    expect(nameEnquiryTrType("beneficiaryOrQuickPay")).toBe(2);
  });

  it.each([
    ["own", false],
    ["mmid", false],
    ["thirdParty", true],
    ["neftRtgs", true],
    ["imps", true],
    ["quickPay", true],
  ] as const)("%s needs an OTP: %s", (step, expected) => {
    expect(transferNeedsOtp(step)).toBe(expected);
  });
});
