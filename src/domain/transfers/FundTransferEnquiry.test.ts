import { describe, expect, it } from "vitest";
import { Result } from "effect";
import {
  FUND_TRANSFER_ENQUIRY_PAGE_SIZE,
  FUND_TRANSFER_ENQUIRY_TYPES,
  enquiryFailureKind,
  showsEnquiryFooter,
  validateFundTransferSearch,
} from "./FundTransferEnquiry";

const base = { useDateRange: true, fromDate: "2026-11-01", toDate: "2026-11-22" };

describe("validateFundTransferSearch", () => {
  it.each([
    [{ ...base, fromDate: "" }, "ENQUIRY.FROM_DATE_REQUIRED"],
    [{ ...base, toDate: "" }, "ENQUIRY.TO_DATE_REQUIRED"],
    [{ ...base, fromDate: "", toDate: "" }, "ENQUIRY.FROM_DATE_REQUIRED"],
    [{ ...base, fromDate: "2026-11-23" }, "ENQUIRY.DATE_RANGE_REVERSED"],
    [{ ...base, fromAmount: 101n, toAmount: 100n }, "ENQUIRY.AMOUNT_RANGE_REVERSED"],
  ] as const)("refuses %o with %s", (search, error) => {
    expect(validateFundTransferSearch(search)).toEqual(Result.fail(error));
  });

  it.each([
    base,
    { ...base, fromDate: "2026-11-22" },
    { ...base, fromAmount: 100n, toAmount: 100n },
    { ...base, fromAmount: 99n, toAmount: 100n },
    { ...base, fromAmount: 500n },
    { ...base, toAmount: 1n },
    { useDateRange: false, fromDate: "", toDate: "" },
    { useDateRange: false, fromDate: "2026-12-01", toDate: "2026-11-01" },
  ])("accepts %o", (search) => {
    expect(validateFundTransferSearch(search)).toEqual(Result.succeed(search));
  });
});

describe("enquiry list and failures", () => {
  it("types, page size and footer", () => {
    expect(FUND_TRANSFER_ENQUIRY_TYPES).toEqual(["NEFT", "RTGS", "IMPS - IFSC"]);
    expect(FUND_TRANSFER_ENQUIRY_PAGE_SIZE).toBe(10);
    expect(showsEnquiryFooter(10)).toBe(false);
    expect(showsEnquiryFooter(11)).toBe(true);
  });

  it.each([
    [{ errorCode: "1031" }, "ENQUIRY.THIRD_PARTY_ERROR"],
    [{ errorCode: 1031 }, "ENQUIRY.THIRD_PARTY_ERROR"],
    [{ errorCode: "3004" }, "ENQUIRY.NO_DATA"],
    [{ errorCode: 3004, httpStatus: 200 }, "ENQUIRY.NO_DATA"],
    [{ httpStatus: 404 }, "ENQUIRY.NO_DATA"],
    [{ httpStatus: 500 }, "ENQUIRY.OTHER"],
    [{ errorCode: "1030" }, "ENQUIRY.OTHER"],
    [{}, "ENQUIRY.OTHER"],
  ] as const)("%o shows %s", (failure, kind) => {
    expect(enquiryFailureKind(failure)).toBe(kind);
  });
});
