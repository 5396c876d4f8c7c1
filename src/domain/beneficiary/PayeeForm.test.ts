import { describe, expect, it } from "vitest";
import { Result } from "effect";
import { type PayeeFormInput, validatePayeeForm } from "./PayeeForm";

const ok: PayeeFormInput = {
  payeeName: "Ravi Kumar",
  accountNumber: "00112233",
  confirmAccountNumber: "00112233",
  ifscCode: "SBIN0001234",
};

describe("validatePayeeForm (older screens)", () => {
  it("accepts a complete form", () => {
    expect(validatePayeeForm(ok)).toEqual(Result.succeed(ok));
  });

  it.each([
    [{ ...ok, payeeName: "" }, "PAYEE.NAME_REQUIRED"],
    [{ ...ok, payeeName: "  " }, "PAYEE.NAME_REQUIRED"],
    [{ ...ok, accountNumber: "" }, "PAYEE.ACCOUNT_REQUIRED"],
    [{ ...ok, accountNumber: "  " }, "PAYEE.ACCOUNT_REQUIRED"],
    [{ ...ok, ifscCode: "   " }, "PAYEE.IFSC_REQUIRED"],
    [{ ...ok, confirmAccountNumber: " " }, "PAYEE.CONFIRM_ACCOUNT_REQUIRED"],
    [{ ...ok, ifscCode: "" }, "PAYEE.IFSC_REQUIRED"],
    [{ ...ok, confirmAccountNumber: "00112234" }, "PAYEE.ACCOUNT_MISMATCH"],
    [{ ...ok, ifscCode: "HDFC0ABC123" }, "PAYEE.IFSC_INVALID"],
    [{ ...ok, ifscCode: "SBIN000123" }, "PAYEE.IFSC_INVALID"],
    [{ ...ok, ifscCode: "SB1N0001234" }, "PAYEE.IFSC_INVALID"],
  ] as const)("refuses %o with %s", (form, error) => {
    expect(validatePayeeForm(form)).toEqual(Result.fail(error));
  });

  it("checks required fields before the match and the IFSC format", () => {
    expect(
      validatePayeeForm({ payeeName: "", accountNumber: "", confirmAccountNumber: "", ifscCode: "" }),
    ).toEqual(Result.fail("PAYEE.NAME_REQUIRED"));
    expect(validatePayeeForm({ ...ok, accountNumber: "", ifscCode: "" })).toEqual(
      Result.fail("PAYEE.ACCOUNT_REQUIRED"),
    );
    expect(validatePayeeForm({ ...ok, confirmAccountNumber: "", ifscCode: "" })).toEqual(
      Result.fail("PAYEE.CONFIRM_ACCOUNT_REQUIRED"),
    );
    expect(validatePayeeForm({ ...ok, confirmAccountNumber: "1", ifscCode: "" })).toEqual(
      Result.fail("PAYEE.IFSC_REQUIRED"),
    );
    expect(validatePayeeForm({ ...ok, confirmAccountNumber: "1", ifscCode: "bad" })).toEqual(
      Result.fail("PAYEE.ACCOUNT_MISMATCH"),
    );
  });
});
