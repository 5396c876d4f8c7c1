import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { CAPTCHA_FAILURE_THRESHOLD, loginOutcome } from "./LoginStatus";

describe("loginOutcome (spec 000 section 8, login rows)", () => {
  it("200 is success", () => {
    expect(loginOutcome(200)).toEqual({ kind: "success" });
  });

  it("428 demands the captcha", () => {
    expect(loginOutcome(428)).toEqual({ kind: "captchaRequired" });
  });

  it.each([
    [421, "activeSessionInBrowser"],
    [409, "activeSessionInBrowser"],
    [498, "checkSecureImage"],
    [401, "badCredentials"],
    [400, "invalidRequest"],
    [423, "generic"],
    [420, "generic"],
    [440, "generic"],
    [444, "generic"],
    [426, "generic"],
    [429, "generic"],
    [500, "generic"],
    [503, "generic"],
    [0, "generic"],
    [-1, "generic"],
    [201, "generic"],
  ] as const)("%d shows %s", (status, message) => {
    expect(loginOutcome(status)).toEqual({ kind: "message", message });
  });

  it("any status outside the table shows the generic message", () => {
    const known = new Set([200, 428, 421, 409, 498, 401, 400]);
    fc.assert(
      fc.property(
        fc.integer({ min: -1000, max: 1000 }).filter((s) => !known.has(s)),
        (status) => {
          expect(loginOutcome(status)).toEqual({ kind: "message", message: "generic" });
        },
      ),
    );
  });

  it("demands a captcha from the third failure on", () => {
    expect(CAPTCHA_FAILURE_THRESHOLD).toBe(3);
  });
});
