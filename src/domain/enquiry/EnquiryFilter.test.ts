import { describe, expect, it } from "vitest";
import fc from "fast-check";
import {
  ENQUIRY_ACCOUNT_GROUPS,
  ENQUIRY_DEBIT_TYPE,
  ENQUIRY_PAGE_SIZE,
  capAtSystemDate,
  hasSearchFilters,
  isAmountRangeValid,
  isChequeRangeValid,
  isClosingBalanceShown,
  isEnquiryAccount,
  isEnquiryFooterShown,
  searchFilterErrors,
} from "./EnquiryFilter";

const none = { fromAmount: null, toAmount: null, fromCheque: null, toCheque: null };

describe("enquiry accounts and paging", () => {
  it.each([
    ["SAV", true],
    ["dda", true],
    [" SAV ", true],
    ["CD", false],
    ["RC", false],
    ["FD", false],
  ])("%s -> %s", (group, offered) => {
    expect(isEnquiryAccount(group)).toBe(offered);
  });

  it("pages at 10 and hides the footer at 10 or fewer", () => {
    expect(ENQUIRY_ACCOUNT_GROUPS).toEqual(["SAV", "DDA"]);
    expect(ENQUIRY_PAGE_SIZE).toBe(10);
    expect(ENQUIRY_DEBIT_TYPE).toBe(0);
    expect(isEnquiryFooterShown(10)).toBe(false);
    expect(isEnquiryFooterShown(11)).toBe(true);
  });
});

describe("amount and cheque ranges", () => {
  it.each([
    [null, null, true],
    [100n, null, true],
    [null, 100n, true],
    [100n, 100n, true],
    [100n, 99n, false],
    [100n, 101n, true],
    [null, -1n, true],
  ])("amount %s..%s -> %s", (from, to, ok) => {
    expect(isAmountRangeValid(from, to)).toBe(ok);
  });

  it.each([
    [null, null, true],
    ["000100", "99", false],
    ["100", "100", true],
    ["100", "101", true],
    ["100", "099", false],
    ["100", "", true],
    ["", "5", true],
    [" 12 ", "11", false],
    ["12", "1a", true],
    ["a1", "0", true],
    ["12", "a1", true],
    ["1a", "0", true],
    ["12", " 11 ", false],
  ])("cheque %j..%j -> %s", (from, to, ok) => {
    expect(isChequeRangeValid(from, to)).toBe(ok);
  });

  it("flags each refusal separately", () => {
    expect(searchFilterErrors(none)).toEqual([]);
    expect(searchFilterErrors({ fromAmount: 5n, toAmount: 4n, fromCheque: "9", toCheque: "8" })).toEqual([
      "FILTER.TO_AMOUNT_BELOW_FROM",
      "FILTER.TO_CHEQUE_BELOW_FROM",
    ]);
    expect(searchFilterErrors({ ...none, fromCheque: "9", toCheque: "8" })).toEqual([
      "FILTER.TO_CHEQUE_BELOW_FROM",
    ]);
    expect(searchFilterErrors({ ...none, fromAmount: 5n, toAmount: 4n })).toEqual([
      "FILTER.TO_AMOUNT_BELOW_FROM",
    ]);
  });

  it("an ordered amount range is accepted whatever the values", () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 0n, max: 10n ** 14n }),
        fc.bigInt({ min: 0n, max: 10n ** 14n }),
        (a, b) => {
          expect(isAmountRangeValid(a, b)).toBe(b >= a);
          expect(isChequeRangeValid(a.toString(), b.toString())).toBe(b >= a);
        },
      ),
    );
  });
});

describe("closing balance column", () => {
  it.each([
    [none, true],
    [{ ...none, fromAmount: 0n }, false],
    [{ ...none, toAmount: 1n }, false],
    [{ ...none, fromCheque: "1" }, false],
    [{ ...none, toCheque: "1" }, false],
    [{ ...none, fromCheque: " ", toCheque: "" }, true],
  ])("%o -> shown %s", (filters, shown) => {
    expect(isClosingBalanceShown(filters)).toBe(shown);
    expect(hasSearchFilters(filters)).toBe(!shown);
  });
});

describe("capAtSystemDate", () => {
  it("keeps earlier dates and caps later ones", () => {
    expect(capAtSystemDate("2026-11-21", "2026-11-22")).toBe("2026-11-21");
    expect(capAtSystemDate("2026-11-22", "2026-11-22")).toBe("2026-11-22");
    expect(capAtSystemDate("2026-11-23", "2026-11-22")).toBe("2026-11-22");
  });
});
