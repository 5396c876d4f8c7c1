import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { Result } from "effect";
import {
  IFSC_LENGTH,
  IFSC_SEARCH_MIN_LENGTH,
  IFSC_SEARCH_PAGE_SIZE,
  isIfscSearchTermLongEnough,
  isValidIfsc,
  validateIfsc,
  validateIfscSearch,
} from "./Ifsc";

describe("isValidIfsc", () => {
  it.each([
    // [code, current, legacy]
    ["SBIN0001234", true, true],
    ["HDFC0ABC123", true, false],
    ["ABCD1234567", true, true],
    ["sbin0001234", true, true],
    ["ABCDEFGHIJK", true, false],
    ["AB-D1234567", true, false],
    ["A@CD1234567", true, false],
    ["1BCD1234567", false, false],
    ["ABC11234567", false, false],
    ["ABCD123456", false, false],
    ["ABCD12345678", false, false],
    ["SBIN000123-", false, false],
    ["SBIN000 234", false, false],
    ["", false, false],
    ["SBIN000123४", false, false],
  ] as const)("%j: current %s, legacy %s", (code, current, legacy) => {
    expect(isValidIfsc(code)).toBe(current);
    expect(isValidIfsc(code, "current")).toBe(current);
    expect(isValidIfsc(code, "legacy")).toBe(legacy);
  });

  it("the legacy rule is stricter: every legacy code is a current code", () => {
    fc.assert(
      fc.property(fc.string({ unit: "grapheme-ascii", minLength: 9, maxLength: 13 }), (code) => {
        if (isValidIfsc(code, "legacy")) expect(isValidIfsc(code, "current")).toBe(true);
      }),
    );
    fc.assert(
      fc.property(fc.stringMatching(/^[A-Za-z]{4}[0-9]{7}$/), (code) => {
        expect(isValidIfsc(code, "legacy")).toBe(true);
        expect(isValidIfsc(code, "current")).toBe(true);
      }),
    );
  });

  it("current accepts exactly: 4 non-digits then 7 of A-Z, a-z, 0-9", () => {
    fc.assert(
      fc.property(fc.string({ unit: "grapheme-ascii", maxLength: 14 }), (code) => {
        expect(isValidIfsc(code)).toBe(/^[^0-9]{4}[A-Za-z0-9]{7}$/.test(code));
      }),
    );
  });
});

describe("validateIfsc", () => {
  it("the length is 11", () => {
    expect(IFSC_LENGTH).toBe(11);
  });

  it.each([
    ["", "current", "BENEFICIARY.IFSC_REQUIRED"],
    ["   ", "legacy", "BENEFICIARY.IFSC_REQUIRED"],
    ["SBIN000123", "current", "BENEFICIARY.IFSC_LENGTH"],
    ["SBIN00012345", "current", "BENEFICIARY.IFSC_LENGTH"],
    ["1BIN0001234", "current", "BENEFICIARY.IFSC_INVALID"],
    ["HDFC0ABC123", "legacy", "BENEFICIARY.IFSC_INVALID"],
  ] as const)("%j (%s) fails with %s", (code, rule, error) => {
    expect(validateIfsc(code, rule)).toEqual(Result.fail(error));
  });

  it("succeeds with the code as typed", () => {
    expect(validateIfsc("HDFC0ABC123")).toEqual(Result.succeed("HDFC0ABC123"));
    expect(validateIfsc("SBIN0001234", "legacy")).toEqual(Result.succeed("SBIN0001234"));
    expect(validateIfsc("HDFC0ABC123", "current")).toEqual(Result.succeed("HDFC0ABC123"));
  });

  it("counts characters, not UTF-16 units", () => {
    expect(validateIfsc("😀BCD1234567")).toEqual(Result.succeed("😀BCD1234567"));
    expect(validateIfsc("😀BCD123456")).toEqual(Result.fail("BENEFICIARY.IFSC_LENGTH"));
  });

  it("agrees with isValidIfsc", () => {
    fc.assert(
      fc.property(
        fc.string({ maxLength: 14 }),
        fc.constantFrom("current", "legacy" as const),
        (code, rule) => {
          expect(Result.isSuccess(validateIfsc(code, rule))).toBe(isValidIfsc(code, rule));
        },
      ),
    );
  });
});

describe("IFSC search", () => {
  it("needs 4 characters of IFSC, 4 of bank name, 3 of city; 5 rows a page", () => {
    expect(IFSC_SEARCH_MIN_LENGTH).toEqual({ ifsc: 4, bankName: 4, city: 3 });
    expect(IFSC_SEARCH_PAGE_SIZE).toBe(5);
    expect(isIfscSearchTermLongEnough("ifsc", "SBI")).toBe(false);
    expect(isIfscSearchTermLongEnough("ifsc", "SBIN")).toBe(true);
    expect(isIfscSearchTermLongEnough("bankName", "Sta")).toBe(false);
    expect(isIfscSearchTermLongEnough("bankName", "Stat")).toBe(true);
    expect(isIfscSearchTermLongEnough("city", "Pu")).toBe(false);
    expect(isIfscSearchTermLongEnough("city", "Pun")).toBe(true);
    expect(isIfscSearchTermLongEnough("city", "  Pu  ")).toBe(false);
    expect(isIfscSearchTermLongEnough("city", "दिल्ली".slice(0, 3))).toBe(true);
  });
});

describe("validateIfscSearch", () => {
  it("needs at least one criterion that is not only spaces", () => {
    expect(validateIfscSearch({})).toEqual(Result.fail({ code: "BENEFICIARY.IFSC_SEARCH_EMPTY" }));
    expect(validateIfscSearch({ bankName: "   ", branch: "" })).toEqual(
      Result.fail({ code: "BENEFICIARY.IFSC_SEARCH_EMPTY" }),
    );
  });

  it("refuses the first measured field below its minimum, in screen order", () => {
    expect(validateIfscSearch({ ifsc: "SBI", city: "Pu" })).toEqual(
      Result.fail({ code: "BENEFICIARY.IFSC_SEARCH_TOO_SHORT", field: "ifsc" }),
    );
    expect(validateIfscSearch({ bankName: "Axi" })).toEqual(
      Result.fail({ code: "BENEFICIARY.IFSC_SEARCH_TOO_SHORT", field: "bankName" }),
    );
    expect(validateIfscSearch({ state: "Maharashtra", city: " Pu " })).toEqual(
      Result.fail({ code: "BENEFICIARY.IFSC_SEARCH_TOO_SHORT", field: "city" }),
    );
  });

  it("takes a state or branch of any length, and answers the trimmed criteria given", () => {
    expect(validateIfscSearch({ state: "Goa" })).toEqual(Result.succeed({ state: "Goa" }));
    expect(validateIfscSearch({ branch: "K" })).toEqual(Result.succeed({ branch: "K" }));
    expect(validateIfscSearch({ ifsc: " SBIN ", bankName: "", city: "Pun" })).toEqual(
      Result.succeed({ ifsc: "SBIN", city: "Pun" }),
    );
  });

  it("agrees with isIfscSearchTermLongEnough for any single measured field", () => {
    fc.assert(
      fc.property(
        fc.constantFrom("ifsc", "bankName", "city" as const),
        fc.string({ maxLength: 8 }),
        (field, value) => {
          const result = validateIfscSearch({ [field]: value });
          if (value.trim() === "") expect(Result.isFailure(result)).toBe(true);
          else expect(Result.isSuccess(result)).toBe(isIfscSearchTermLongEnough(field, value));
        },
      ),
    );
  });
});
