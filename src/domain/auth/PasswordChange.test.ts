import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { Result } from "effect";
import {
  securityCheckOutcome,
  securityInfoLogoutDelayMs,
  SPEC_SECURITY_INFO_COUNTDOWN_MS,
  validateLoginPasswordChange,
  validateNewPasswords,
  validateTransactionPasswordChange,
} from "./PasswordChange";
import { passwordStrength } from "./PasswordStrength";

const OLD = "Old@12345";
const NEW = "New@12345";

describe("validateLoginPasswordChange (spec 002 section 5)", () => {
  it.each([
    [{ current: OLD, next: NEW, confirm: NEW }, Result.succeed(NEW)],
    [{ current: OLD, next: "", confirm: "" }, Result.fail("PASSWORD_CHANGE.REQUIRED")],
    [{ current: OLD, next: "New@123", confirm: "New@123" }, Result.fail("PASSWORD_CHANGE.NOT_STRONG")],
    [{ current: OLD, next: "Newabc123", confirm: "Newabc123" }, Result.fail("PASSWORD_CHANGE.NOT_STRONG")],
    [{ current: OLD, next: NEW, confirm: "New@12346" }, Result.fail("PASSWORD_CHANGE.CONFIRM_MISMATCH")],
    [{ current: OLD, next: NEW, confirm: "" }, Result.fail("PASSWORD_CHANGE.CONFIRM_MISMATCH")],
    [{ current: NEW, next: NEW, confirm: NEW }, Result.fail("PASSWORD_CHANGE.SAME_AS_CURRENT")],
    // case matters: a password differing only in case is a different password
    [{ current: "new@12345", next: "New@12345", confirm: "New@12345" }, Result.succeed("New@12345")],
    // 8 characters is the Strong boundary
    [{ current: OLD, next: "Ab1!abcd", confirm: "Ab1!abcd" }, Result.succeed("Ab1!abcd")],
    [{ current: OLD, next: "Ab1!abc", confirm: "Ab1!abc" }, Result.fail("PASSWORD_CHANGE.NOT_STRONG")],
  ] as const)("%j -> %j", (change, expected) => {
    expect(validateLoginPasswordChange(change)).toEqual(expected);
  });

  it("accepts exactly the Strong new passwords that differ and are confirmed", () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (current, next) => {
        const result = validateLoginPasswordChange({ current, next, confirm: next });
        const ok = next !== "" && passwordStrength(next) === "Strong" && next !== current;
        expect(Result.isSuccess(result)).toBe(ok);
      }),
    );
  });
});

describe("validateTransactionPasswordChange (spec 002 section 5)", () => {
  const LOGIN = "Login@1234";
  it.each([
    [{ current: OLD, next: NEW, confirm: NEW, loginPassword: LOGIN }, Result.succeed(NEW)],
    [{ current: OLD, next: "", confirm: "", loginPassword: LOGIN }, Result.fail("PASSWORD_CHANGE.REQUIRED")],
    [
      { current: OLD, next: "weak", confirm: "weak", loginPassword: LOGIN },
      Result.fail("PASSWORD_CHANGE.NOT_STRONG"),
    ],
    [
      { current: OLD, next: NEW, confirm: OLD, loginPassword: LOGIN },
      Result.fail("PASSWORD_CHANGE.CONFIRM_MISMATCH"),
    ],
    [
      { current: NEW, next: NEW, confirm: NEW, loginPassword: LOGIN },
      Result.fail("PASSWORD_CHANGE.SAME_AS_CURRENT"),
    ],
    [
      { current: OLD, next: LOGIN, confirm: LOGIN, loginPassword: LOGIN },
      Result.fail("PASSWORD_CHANGE.SAME_AS_LOGIN"),
    ],
    // equal to both: the current-password rule is named first
    [
      { current: LOGIN, next: LOGIN, confirm: LOGIN, loginPassword: LOGIN },
      Result.fail("PASSWORD_CHANGE.SAME_AS_CURRENT"),
    ],
  ] as const)("%j -> %j", (change, expected) => {
    expect(validateTransactionPasswordChange(change)).toEqual(expected);
  });

  it("never accepts the login password", () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (current, login) => {
        const result = validateTransactionPasswordChange({
          current,
          next: login,
          confirm: login,
          loginPassword: login,
        });
        expect(Result.isSuccess(result)).toBe(false);
      }),
    );
  });
});

describe("validateNewPasswords (registration and reset updatePwd)", () => {
  it.each([
    [{ password: NEW, confirmPassword: NEW }, Result.succeed({ password: NEW, transactionPassword: null })],
    [
      { password: "", confirmPassword: "" },
      Result.fail({ field: "password", error: "PASSWORD_CHANGE.REQUIRED" }),
    ],
    [
      { password: "abc", confirmPassword: "abc" },
      Result.fail({ field: "password", error: "PASSWORD_CHANGE.NOT_STRONG" }),
    ],
    [
      { password: NEW, confirmPassword: OLD },
      Result.fail({ field: "password", error: "PASSWORD_CHANGE.CONFIRM_MISMATCH" }),
    ],
    [
      { password: NEW, confirmPassword: NEW, transactionPassword: { next: OLD, confirm: OLD } },
      Result.succeed({ password: NEW, transactionPassword: OLD }),
    ],
    [
      { password: NEW, confirmPassword: NEW, transactionPassword: { next: NEW, confirm: NEW } },
      Result.fail({ field: "transactionPassword", error: "PASSWORD_CHANGE.SAME_AS_LOGIN" }),
    ],
    [
      { password: NEW, confirmPassword: NEW, transactionPassword: { next: OLD, confirm: NEW } },
      Result.fail({ field: "transactionPassword", error: "PASSWORD_CHANGE.CONFIRM_MISMATCH" }),
    ],
    [
      { password: NEW, confirmPassword: NEW, transactionPassword: { next: "", confirm: "" } },
      Result.fail({ field: "transactionPassword", error: "PASSWORD_CHANGE.REQUIRED" }),
    ],
  ] as const)("%j -> %j", (input, expected) => {
    expect(validateNewPasswords(input)).toEqual(expected);
  });
});

describe("securityCheckOutcome (spec 002 section 8)", () => {
  it.each([
    ["loginPassword", 200, undefined, "OK"],
    ["loginPassword", 299, undefined, "OK"],
    ["loginPassword", 300, undefined, "FAILED"],
    ["loginPassword", 199, undefined, "FAILED"],
    ["loginPassword", 406, undefined, "WRONG_CURRENT_LOGIN_PASSWORD"],
    ["transactionPassword", 406, undefined, "WRONG_CURRENT_TRANSACTION_PASSWORD"],
    ["transactionPassword", 406, "1019", "MAX_ATTEMPTS_EXCEEDED"],
    ["loginPassword", 200, 1019, "MAX_ATTEMPTS_EXCEEDED"],
    ["loginPassword", 200, "1018", "OK"],
    ["loginPassword", 500, undefined, "FAILED"],
  ] as const)("%s %d %s -> %s", (check, httpStatus, statusCode, outcome) => {
    const input = statusCode === undefined ? { check, httpStatus } : { check, httpStatus, statusCode };
    expect(securityCheckOutcome(input)).toBe(outcome);
  });
});

describe("securityInfoLogoutDelayMs (GUIDE section 5)", () => {
  it("ends the session at once by default; the spec's 3 s only as configuration", () => {
    expect(securityInfoLogoutDelayMs()).toBe(0);
    expect(securityInfoLogoutDelayMs({ useSpecCountdown: false })).toBe(0);
    expect(securityInfoLogoutDelayMs({ useSpecCountdown: true })).toBe(3_000);
    expect(SPEC_SECURITY_INFO_COUNTDOWN_MS).toBe(3_000);
  });
});
