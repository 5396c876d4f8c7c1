import { describe, expect, it } from "vitest";
import { approveIndicator, offersMandateCancellation } from "./Approval";

describe("approval", () => {
  it("approve sends N and reject sends R", () => {
    expect(approveIndicator("approve")).toBe("N");
    expect(approveIndicator("reject")).toBe("R");
  });

  it("offers mandate cancellation only for accounts with the mandate flag", () => {
    expect(offersMandateCancellation({ accMandFlag: true })).toBe(true);
    expect(offersMandateCancellation({ accMandFlag: false })).toBe(false);
    expect(offersMandateCancellation({})).toBe(false);
  });
});
