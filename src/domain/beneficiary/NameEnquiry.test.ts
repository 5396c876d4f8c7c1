import { describe, expect, it } from "vitest";
import fc from "fast-check";
import {
  DEFAULT_NAME_ENQUIRY_WAIT_SECONDS,
  nameEnquiryFailure,
  nameEnquirySecondsLeft,
  nameEnquiryWaitSeconds,
} from "./NameEnquiry";

describe("name enquiry wait", () => {
  it("is the configured minutes times 60, else 90 seconds", () => {
    expect(DEFAULT_NAME_ENQUIRY_WAIT_SECONDS).toBe(90);
    expect(nameEnquiryWaitSeconds()).toBe(90);
    expect(nameEnquiryWaitSeconds(1.5)).toBe(90);
    expect(nameEnquiryWaitSeconds(2)).toBe(120);
    expect(nameEnquiryWaitSeconds(0)).toBe(90);
    expect(nameEnquiryWaitSeconds(-1)).toBe(90);
    expect(nameEnquiryWaitSeconds(Number.NaN)).toBe(90);
    expect(nameEnquiryWaitSeconds(Number.POSITIVE_INFINITY)).toBe(90);
    expect(nameEnquiryWaitSeconds(0.5)).toBe(30);
  });

  it("counts down to 0 and stays there", () => {
    expect(nameEnquirySecondsLeft(0, 90)).toBe(90);
    expect(nameEnquirySecondsLeft(89, 90)).toBe(1);
    expect(nameEnquirySecondsLeft(89.5, 90)).toBe(1);
    expect(nameEnquirySecondsLeft(90, 90)).toBe(0);
    expect(nameEnquirySecondsLeft(91, 90)).toBe(0);
  });

  it("never rises as time passes", () => {
    fc.assert(
      fc.property(fc.nat(500), fc.nat(500), fc.nat(300), (a, b, wait) => {
        const [early, late] = a <= b ? [a, b] : [b, a];
        expect(nameEnquirySecondsLeft(late, wait)).toBeLessThanOrEqual(nameEnquirySecondsLeft(early, wait));
        expect(nameEnquirySecondsLeft(late, wait)).toBeGreaterThanOrEqual(0);
      }),
    );
  });
});

describe("nameEnquiryFailure", () => {
  it.each([
    [{}, { code: "BENEFICIARY.PAYEE_NOT_VERIFIED" }],
    [{ status: null, responseMessage: "x" }, { code: "BENEFICIARY.PAYEE_NOT_VERIFIED" }],
    [{ status: "", responseMessage: "x" }, { code: "BENEFICIARY.PAYEE_NOT_VERIFIED" }],
    [{ responseMessage: "x" }, { code: "BENEFICIARY.PAYEE_NOT_VERIFIED" }],
    [{ status: "F" }, { code: "BENEFICIARY.PAYEE_NOT_VERIFIED" }],
    [{ status: "F", responseMessage: "  " }, { code: "BENEFICIARY.PAYEE_NOT_VERIFIED" }],
    [{ status: "F", responseMessage: " Account closed " }, { message: "Account closed" }],
  ] as const)("%o shows %o", (answer, shown) => {
    expect(nameEnquiryFailure(answer)).toEqual(shown);
  });
});
