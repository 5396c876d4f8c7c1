import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { Result } from "effect";
import {
  BENEFICIARY_ACCOUNT_TYPE_NAMES,
  BENEFICIARY_LIST_PAGE_SIZE,
  BENEFICIARY_MAX_TRANSFER_LIMIT,
  BENEFICIARY_TYPE,
  IN_BANK_ACCOUNT_LOOKUP_ERROR_CODE,
  IN_BANK_ACCOUNT_NUMBER_LENGTH,
  isBeneficiaryAccountType,
  isBeneficiaryType,
  isValidInBankAccountNumber,
  isValidNameCharacters,
  MASKED_ACCOUNT_VISIBLE_CHARACTERS,
  maskAccountNumber,
  validateAccountConfirmation,
  validateBeneficiaryName,
  validateBeneficiaryNickname,
  validateBeneficiaryTransferLimit,
} from "./Beneficiary";

describe("beneficiary codes", () => {
  it("types: 2 within the bank, 3 other bank", () => {
    expect(BENEFICIARY_TYPE).toEqual({ withinBank: 2, otherBank: 3 });
    expect(isBeneficiaryType(2)).toBe(true);
    expect(isBeneficiaryType(3)).toBe(true);
    expect(isBeneficiaryType(1)).toBe(false);
    expect(isBeneficiaryType(4)).toBe(false);
  });

  it.each([
    [10, "Savings"],
    [11, "Current"],
    [12, "Overdraft"],
    [13, "Cash Credit"],
    [14, "Loan"],
    [40, "NRE"],
  ] as const)("account type %i is %s", (code, name) => {
    expect(BENEFICIARY_ACCOUNT_TYPE_NAMES[code]).toBe(name);
    expect(isBeneficiaryAccountType(code)).toBe(true);
  });

  it.each([9, 15, 39, 41, 0, -10, 10.5])("%d is no account type", (code) => {
    expect(isBeneficiaryAccountType(code)).toBe(false);
  });
});

describe("validateBeneficiaryTransferLimit", () => {
  it("the maximum is ₹5,00,000", () => {
    expect(BENEFICIARY_MAX_TRANSFER_LIMIT).toBe(50_000_000n);
  });

  it.each([
    [50_000_000n, Result.succeed(50_000_000n)],
    [50_000_001n, Result.fail("BENEFICIARY.LIMIT_TOO_HIGH")],
    [49_999_999n, Result.succeed(49_999_999n)],
    [0n, Result.succeed(0n)],
    [-1n, Result.fail("BENEFICIARY.LIMIT_NEGATIVE")],
  ] as const)("%s paise", (limit, expected) => {
    expect(validateBeneficiaryTransferLimit(limit)).toEqual(expected);
  });

  it("accepts exactly 0 to the maximum", () => {
    fc.assert(
      fc.property(fc.bigInt({ min: -(10n ** 9n), max: 10n ** 9n }), (limit) => {
        expect(Result.isSuccess(validateBeneficiaryTransferLimit(limit))).toBe(
          limit >= 0n && limit <= 50_000_000n,
        );
      }),
    );
  });
});

describe("in-bank account number", () => {
  it("is 14 digits; lookup error 1028 means the same", () => {
    expect(IN_BANK_ACCOUNT_NUMBER_LENGTH).toBe(14);
    expect(IN_BANK_ACCOUNT_LOOKUP_ERROR_CODE).toBe(1028);
  });

  it.each([
    ["12345678901234", true],
    ["1234567890123", false],
    ["123456789012345", false],
    ["1234567890123a", false],
    ["1234 567890123", false],
    ["١٢٣٤٥٦٧٨٩٠١٢٣٤", false],
    ["", false],
  ])("%j: %s", (n, ok) => {
    expect(isValidInBankAccountNumber(n)).toBe(ok);
  });

  it("accepts exactly 14 ASCII digits", () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{0,20}$/), (n) => {
        expect(isValidInBankAccountNumber(n)).toBe(n.length === 14);
      }),
    );
  });
});

describe("maskAccountNumber", () => {
  it.each([
    ["10000010000051", "XXXXXXXXXX0051"],
    ["30412345678", "XXXXXXX5678"],
    ["AB12CD34", "XXXXCD34"],
    ["1234", "1234"],
    ["12", "12"],
    ["", ""],
  ])("%j is shown as %j", (accountNumber, shown) => {
    expect(maskAccountNumber(accountNumber)).toBe(shown);
  });

  it("keeps the length and only the last four characters", () => {
    expect(MASKED_ACCOUNT_VISIBLE_CHARACTERS).toBe(4);
    fc.assert(
      fc.property(fc.stringMatching(/^[A-Za-z0-9]{0,34}$/), (accountNumber) => {
        const masked = maskAccountNumber(accountNumber);
        expect(masked).toHaveLength(accountNumber.length);
        expect(masked.slice(-4)).toBe(accountNumber.slice(-4));
        expect(masked.slice(0, -4).replaceAll("X", "")).toBe("");
      }),
    );
  });
});

describe("validateAccountConfirmation", () => {
  it.each([
    ["", "12345678901234", 2, "BENEFICIARY.ACCOUNT_REQUIRED"],
    [" ", "12345678901234", 3, "BENEFICIARY.ACCOUNT_REQUIRED"],
    ["12345678901234", "", 2, "BENEFICIARY.ACCOUNT_CONFIRM_REQUIRED"],
    ["12345678901234", "  ", 3, "BENEFICIARY.ACCOUNT_CONFIRM_REQUIRED"],
    ["12345678901234", "12345678901235", 2, "BENEFICIARY.ACCOUNT_MISMATCH"],
    ["987654", "987655", 3, "BENEFICIARY.ACCOUNT_MISMATCH"],
    ["1234567890123", "1234567890123", 2, "BENEFICIARY.ACCOUNT_NOT_IN_BANK"],
  ] as const)("%j / %j (type %i) fails with %s", (a, b, type, error) => {
    expect(validateAccountConfirmation(a, b, type)).toEqual(Result.fail(error));
  });

  it("accepts matching numbers: 14 digits within the bank, any other bank number", () => {
    expect(validateAccountConfirmation("12345678901234", "12345678901234", 2)).toEqual(
      Result.succeed("12345678901234"),
    );
    expect(validateAccountConfirmation("1234567890123", "1234567890123", 3)).toEqual(
      Result.succeed("1234567890123"),
    );
  });

  it("succeeds only when both are equal", () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{1,16}$/), fc.stringMatching(/^\d{1,16}$/), (a, b) => {
        expect(Result.isSuccess(validateAccountConfirmation(a, b, 3))).toBe(a === b);
      }),
    );
  });
});

describe("names and nicknames", () => {
  it.each(["Ravi Kumar", "R. K. Sharma", "Anne-Marie", "O'Brien", "Ravi1", "Ravi_K", "Ravi\tK"])(
    "name characters of %j",
    (name) => {
      expect(isValidNameCharacters(name)).toBe(/^[A-Za-z. ]*$/.test(name));
    },
  );

  it("letters of any script with their marks count", () => {
    expect(isValidNameCharacters("राम कुमार")).toBe(true);
    expect(isValidNameCharacters("Jürgen Müller")).toBe(true);
  });

  it.each([
    ["", "BENEFICIARY.NAME_REQUIRED"],
    ["   ", "BENEFICIARY.NAME_REQUIRED"],
    ["Ravi 2", "BENEFICIARY.NAME_INVALID_CHARACTERS"],
    ["Ravi@bank", "BENEFICIARY.NAME_INVALID_CHARACTERS"],
  ] as const)("name %j fails with %s", (name, error) => {
    expect(validateBeneficiaryName(name)).toEqual(Result.fail(error));
  });

  it("a valid name succeeds as typed", () => {
    expect(validateBeneficiaryName("R. Kumar")).toEqual(Result.succeed("R. Kumar"));
  });

  it("a nickname may not be empty", () => {
    expect(validateBeneficiaryNickname("")).toEqual(Result.fail("BENEFICIARY.NICKNAME_REQUIRED"));
    expect(validateBeneficiaryNickname("  ")).toEqual(Result.fail("BENEFICIARY.NICKNAME_REQUIRED"));
    expect(validateBeneficiaryNickname("Mum")).toEqual(Result.succeed("Mum"));
    expect(validateBeneficiaryNickname("M")).toEqual(Result.succeed("M"));
  });

  it("the beneficiary list shows 5 rows a page", () => {
    expect(BENEFICIARY_LIST_PAGE_SIZE).toBe(5);
  });
});
