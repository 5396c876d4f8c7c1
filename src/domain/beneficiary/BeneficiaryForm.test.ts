import { describe, expect, it } from "vitest";
import { Result } from "effect";
import { type BeneficiaryFormInput, validateBeneficiaryForm } from "./BeneficiaryForm";

const inBank: BeneficiaryFormInput = {
  type: 2,
  name: "Ravi Kumar",
  nickName: "Ravi",
  accountNumber: "12345678901234",
  confirmAccountNumber: "12345678901234",
  transferLimit: 50_000_000n,
  nameConsent: true,
};

const otherBank: BeneficiaryFormInput = {
  ...inBank,
  type: 3,
  accountNumber: "998877",
  confirmAccountNumber: "998877",
  ifsc: "HDFC0ABC123",
  accountType: 10,
  emailId: "ravi@example.in",
  mobileNumber: "9876543210",
};

describe("validateBeneficiaryForm", () => {
  it("accepts a complete form within the bank and at another bank", () => {
    expect(validateBeneficiaryForm(inBank)).toEqual(Result.succeed(inBank));
    expect(validateBeneficiaryForm(otherBank)).toEqual(Result.succeed(otherBank));
  });

  it("ignores the other-bank fields within the bank", () => {
    const form = { ...inBank, ifsc: "", accountType: 99 };
    expect(validateBeneficiaryForm(form)).toEqual(Result.succeed(form));
  });

  it.each([
    [{ ...inBank, name: "" }, "BENEFICIARY.NAME_REQUIRED"],
    [{ ...inBank, name: "R2" }, "BENEFICIARY.NAME_INVALID_CHARACTERS"],
    [{ ...inBank, nickName: " " }, "BENEFICIARY.NICKNAME_REQUIRED"],
    [{ ...inBank, accountNumber: "" }, "BENEFICIARY.ACCOUNT_REQUIRED"],
    [{ ...inBank, confirmAccountNumber: "12345678901233" }, "BENEFICIARY.ACCOUNT_MISMATCH"],
    [{ ...inBank, accountNumber: "1234", confirmAccountNumber: "1234" }, "BENEFICIARY.ACCOUNT_NOT_IN_BANK"],
    [{ ...inBank, transferLimit: 50_000_001n }, "BENEFICIARY.LIMIT_TOO_HIGH"],
    [{ ...inBank, nameConsent: false }, "BENEFICIARY.NAME_CONSENT_REQUIRED"],
    [{ ...otherBank, ifsc: undefined }, "BENEFICIARY.IFSC_REQUIRED"],
    [{ ...otherBank, ifsc: "HDFC0ABC12" }, "BENEFICIARY.IFSC_LENGTH"],
    [{ ...otherBank, ifsc: "1DFC0ABC123" }, "BENEFICIARY.IFSC_INVALID"],
    [{ ...otherBank, accountType: undefined }, "BENEFICIARY.ACCOUNT_TYPE_REQUIRED"],
    [{ ...otherBank, accountType: 15 }, "BENEFICIARY.ACCOUNT_TYPE_REQUIRED"],
    [{ ...otherBank, emailId: undefined }, "BENEFICIARY.EMAIL_REQUIRED"],
    [{ ...otherBank, emailId: "  " }, "BENEFICIARY.EMAIL_REQUIRED"],
    [{ ...otherBank, mobileNumber: undefined }, "BENEFICIARY.MOBILE_REQUIRED"],
    [{ ...otherBank, mobileNumber: "" }, "BENEFICIARY.MOBILE_REQUIRED"],
    [{ ...otherBank, mobileNumber: "   " }, "BENEFICIARY.MOBILE_REQUIRED"],
    [{ ...otherBank, nameConsent: false }, "BENEFICIARY.NAME_CONSENT_REQUIRED"],
  ] as const)("refuses %o with %s", (form, error) => {
    expect(validateBeneficiaryForm(form as BeneficiaryFormInput)).toEqual(Result.fail(error));
  });

  it("names the first failure in screen order", () => {
    expect(
      validateBeneficiaryForm({ ...otherBank, name: "", nickName: "", ifsc: "", nameConsent: false }),
    ).toEqual(Result.fail("BENEFICIARY.NAME_REQUIRED"));
    expect(validateBeneficiaryForm({ ...otherBank, nickName: "", accountNumber: "" })).toEqual(
      Result.fail("BENEFICIARY.NICKNAME_REQUIRED"),
    );
    expect(validateBeneficiaryForm({ ...otherBank, transferLimit: 60_000_000n, ifsc: "" })).toEqual(
      Result.fail("BENEFICIARY.LIMIT_TOO_HIGH"),
    );
    expect(validateBeneficiaryForm({ ...otherBank, accountType: 1, emailId: "" })).toEqual(
      Result.fail("BENEFICIARY.ACCOUNT_TYPE_REQUIRED"),
    );
    expect(validateBeneficiaryForm({ ...otherBank, emailId: "", mobileNumber: "" })).toEqual(
      Result.fail("BENEFICIARY.EMAIL_REQUIRED"),
    );
    expect(validateBeneficiaryForm({ ...otherBank, mobileNumber: "", nameConsent: false })).toEqual(
      Result.fail("BENEFICIARY.MOBILE_REQUIRED"),
    );
  });
});
