import { describe, expect, it } from "vitest";
import { callNeedsOtp, flowCall, otpRequestOf, requestWithCode } from "./flowCall";

/** A payment within the bank from the form's values, as the payment screens map it. */
const withinBank = (paymentNetwork: "IFT" | "IFTWB") =>
  flowCall("fundsTransferWithinBank", {
    fromAccountNumber: "10000010000011",
    benAccountNumber: "10000000000042",
    transferAmount: 150_000n,
    transComment: "Rent",
    transToComment: "Rent",
    paymentNetwork,
    ...(paymentNetwork === "IFTWB" ? { benSequence: "1", paymentDate: "2026-11-27" } : {}),
  });

describe("a commit call: one request for the code's binding and the commit", () => {
  it("binds the code to the fields its declaration names, read from the request that is sent", () => {
    const call = withinBank("IFTWB");
    const { module, bind } = otpRequestOf(call, "Pay within the bank");
    const sent = requestWithCode(call, "otac-action-1");
    expect(module).toBe("FUNDS_TRANSFER_IFTWB");
    expect(bind).toEqual({
      fromAccountNumber: "10000010000011",
      benAccountNumber: "10000000000042",
      transferAmount: "150000",
    });
    for (const [field, value] of Object.entries(bind ?? {})) expect(String(sent[field])).toBe(value);
    expect(sent).toEqual({ ...call.request, otac: "otac-action-1" });
  });

  it("asks for a code only where the declaration does (`otp.when`), and sends no code field without one", () => {
    expect(callNeedsOtp(withinBank("IFTWB"))).toBe(true);
    const own = withinBank("IFT");
    expect(callNeedsOtp(own)).toBe(false);
    expect(otpRequestOf(own, "Own-account transfer").bind).toEqual({});
    expect(requestWithCode(own, null)).not.toHaveProperty("otac");
    expect(callNeedsOtp(flowCall("beneficiaryDelete", { sequence: "2", type: 3 }))).toBe(false);
  });
});
