import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { behaviourFor, errorMessageKey, GENERIC_ERROR_KEY } from "./ErrorCatalogue";

describe("behaviourFor (spec 000 section 8)", () => {
  it.each([
    [401, true, "logout"],
    [401, false, "login"],
    [403, true, "logout"],
    [403, false, "logout"],
    [409, true, "logout"],
    [409, false, "error"],
    [400, true, "serviceModal"],
    [400, false, "serviceModal"],
    [500, true, "serviceModal"],
    [500, false, "serviceModal"],
    [503, true, "serviceModal"],
    [503, false, "serviceModal"],
    [0, true, "offline"],
    [0, false, "offline"],
    [-1, true, "offline"],
    [Number.NaN, false, "offline"],
    [404, true, "showMessage"],
    [406, true, "showMessage"],
    [422, false, "showMessage"],
    [429, true, "showMessage"],
    [502, true, "showMessage"],
    [504, false, "showMessage"],
  ] as const)("%d signed in %s -> %s", (status, isSignedIn, behaviour) => {
    expect(behaviourFor({ status, isSignedIn })).toBe(behaviour);
  });

  it("every status outside the catalogue shows the message", () => {
    const special = new Set([400, 401, 403, 409, 500, 503]);
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 999 }).filter((s) => !special.has(s)),
        fc.boolean(),
        (status, isSignedIn) => {
          expect(behaviourFor({ status, isSignedIn })).toBe("showMessage");
        },
      ),
    );
  });

  it("no answer is always offline", () => {
    fc.assert(
      fc.property(fc.integer({ max: 0 }), fc.boolean(), (status, isSignedIn) => {
        expect(behaviourFor({ status, isSignedIn })).toBe("offline");
      }),
    );
  });
});

describe("errorMessageKey", () => {
  it.each([
    ["LOGIN.BAD_CREDENTIALS", "errors:LOGIN.BAD_CREDENTIALS"],
    ["SESSION.SUPERSEDED", "errors:SESSION.SUPERSEDED"],
    ["OTP.INVALID", "errors:OTP.INVALID"],
    ["SECURE_TEXT.TOO_SHORT", "errors:SECURE_TEXT.TOO_SHORT"],
    ["A.B.C", "errors:A.B.C"],
    ["", GENERIC_ERROR_KEY],
    ["LOGIN", GENERIC_ERROR_KEY],
    ["login.bad", GENERIC_ERROR_KEY],
    ["LOGIN.", GENERIC_ERROR_KEY],
    [".LOGIN", GENERIC_ERROR_KEY],
    ["LOGIN..X", GENERIC_ERROR_KEY],
    ["errors:LOGIN.X", GENERIC_ERROR_KEY],
    ["LOGIN.X\n", GENERIC_ERROR_KEY],
  ])("%j -> %s", (code, key) => {
    expect(errorMessageKey(code)).toBe(key);
  });

  it("is always a key of the errors namespace", () => {
    fc.assert(
      fc.property(fc.string(), (code) => {
        expect(errorMessageKey(code).startsWith("errors:")).toBe(true);
      }),
    );
  });
});
