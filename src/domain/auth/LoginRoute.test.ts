import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { afterMfaRoute, loginRoute } from "./LoginRoute";

describe("loginRoute (spec 000 section 4)", () => {
  it.each([
    [true, true, true, "scrtyInfo.view"],
    [true, true, false, "scrtyInfo.view"],
    [true, false, true, "scrtyInfo.view"],
    [true, false, false, "scrtyInfo.view"],
    [false, true, true, "authOtp"],
    [false, true, false, "authOtp"],
    [false, false, false, "configureSecureLoginAccess"],
    [false, false, true, "dashboard"],
  ] as const)("reset %s, mfa %s, image %s -> %s", (resetRequired, mfaRequired, secureImageSet, state) => {
    expect(loginRoute({ resetRequired, mfaRequired, secureImageSet })).toBe(state);
  });

  it("after the code, the same image rule as a sign-in without the code", () => {
    fc.assert(
      fc.property(fc.boolean(), (secureImageSet) => {
        expect(afterMfaRoute({ secureImageSet })).toBe(
          loginRoute({ resetRequired: false, mfaRequired: false, secureImageSet }),
        );
      }),
    );
  });

  it.each([
    [true, "dashboard"],
    [false, "configureSecureLoginAccess"],
  ] as const)("afterMfaRoute image %s -> %s", (secureImageSet, state) => {
    expect(afterMfaRoute({ secureImageSet })).toBe(state);
  });
});
