import { describe, expect, it } from "vitest";
import { forgotFailureEffects } from "./ForgotCredentials";

describe("forgotFailureEffects (spec 002 section 8)", () => {
  it.each([
    [406, { showServerCause: true, redrawCaptcha: true, clearCardFields: true }],
    [405, { showServerCause: false, redrawCaptcha: true, clearCardFields: false }],
    [407, { showServerCause: false, redrawCaptcha: true, clearCardFields: false }],
    [400, { showServerCause: false, redrawCaptcha: true, clearCardFields: false }],
  ])("%d -> %j", (status, effects) => {
    expect(forgotFailureEffects(status)).toEqual(effects);
  });
});
