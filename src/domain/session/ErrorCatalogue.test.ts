import { describe, expect, it } from "vitest";
import fc from "fast-check";
import {
  ANOTHER_SESSION_CODE,
  behaviourFor,
  type CatalogueCondition,
  catalogueBehaviour,
  errorMessageKey,
  GENERIC_ERROR_KEY,
  SERVICE_UNAVAILABLE_CODE,
} from "./ErrorCatalogue";

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

const msg = (messageCode: string | null, returnToForm: boolean, clearConflictingNicknames = false) => ({
  kind: "showMessage",
  messageCode,
  returnToForm,
  clearConflictingNicknames,
});

describe("catalogueBehaviour: HTTP rows (spec 000 section 8)", () => {
  it.each([
    [401, true, { kind: "endSession", to: "logout", reason: "unauthorized", messageCode: null }],
    [401, false, { kind: "endSession", to: "login", reason: "unauthorized", messageCode: null }],
    [403, true, { kind: "endSession", to: "logout", reason: "forbidden", messageCode: null }],
    [403, false, { kind: "endSession", to: "logout", reason: "forbidden", messageCode: null }],
    [409, true, { kind: "endSession", to: "logout", reason: "conflict", messageCode: ANOTHER_SESSION_CODE }],
    [409, false, { kind: "endSession", to: "error", reason: "conflict", messageCode: ANOTHER_SESSION_CODE }],
    [400, true, { kind: "serviceModal", okGoesTo: "dashboard", messageCode: SERVICE_UNAVAILABLE_CODE }],
    [500, false, { kind: "serviceModal", okGoesTo: "logout", messageCode: SERVICE_UNAVAILABLE_CODE }],
    [503, true, { kind: "serviceModal", okGoesTo: "dashboard", messageCode: SERVICE_UNAVAILABLE_CODE }],
    [0, true, { kind: "endSession", to: "logout", reason: "offline", messageCode: "NETWORK.OFFLINE" }],
    [-1, false, { kind: "endSession", to: "logout", reason: "offline", messageCode: "NETWORK.OFFLINE" }],
    [404, true, msg(null, true)],
    [406, true, msg(null, true)],
    [502, false, msg(null, true)],
  ] as const)("%d signed in %s -> %j", (status, isSignedIn, behaviour) => {
    expect(catalogueBehaviour({ kind: "http", status, isSignedIn })).toEqual(behaviour);
  });

  it("agrees with behaviourFor on every status", () => {
    fc.assert(
      fc.property(fc.integer({ min: -5, max: 999 }), fc.boolean(), (status, isSignedIn) => {
        const b = catalogueBehaviour({ kind: "http", status, isSignedIn });
        const simple = behaviourFor({ status, isSignedIn });
        const expected =
          simple === "serviceModal"
            ? "serviceModal"
            : simple === "showMessage"
              ? "showMessage"
              : "endSession";
        expect(b.kind).toBe(expected);
      }),
    );
  });
});

describe("catalogueBehaviour: login statuses", () => {
  it.each([
    [200, { kind: "success" }],
    [428, { kind: "captchaRequired" }],
    [421, { kind: "message", message: "activeSessionInBrowser" }],
    [409, { kind: "message", message: "activeSessionInBrowser" }],
    [498, { kind: "message", message: "checkSecureImage" }],
    [423, { kind: "message", message: "generic" }],
    [420, { kind: "message", message: "generic" }],
    [440, { kind: "message", message: "generic" }],
    [444, { kind: "message", message: "generic" }],
    [426, { kind: "message", message: "generic" }],
    [429, { kind: "message", message: "generic" }],
  ] as const)("login %d -> %j", (status, outcome) => {
    expect(catalogueBehaviour({ kind: "login", status })).toEqual({ kind: "login", outcome });
  });
});

describe("catalogueBehaviour: per-call 406", () => {
  const call = (
    c: "transactionPassword" | "otpGenerate" | "otpValidate",
    status: number,
    customerType: "R" | "NR" = "R",
  ): CatalogueCondition => ({ kind: "call", call: c, status, isSignedIn: true, customerType });

  it.each([
    [
      call("transactionPassword", 406),
      { kind: "wrongTransactionPassword", messageCode: "TRANSACTION_PASSWORD.WRONG" },
    ],
    [call("otpGenerate", 406), { kind: "otpGenerateFailed", messageCode: "OTP.GENERATE_FAILED" }],
    [call("otpGenerate", 406, "NR"), { kind: "otpGenerateFailed", messageCode: "OTP.GENERATE_FAILED_NR" }],
    [call("otpValidate", 406), { kind: "invalidOtp", messageCode: "OTP.INVALID" }],
    [call("otpValidate", 405), msg(null, true)],
    [call("otpValidate", 407), msg(null, true)],
    [
      call("transactionPassword", 401),
      { kind: "endSession", to: "logout", reason: "unauthorized", messageCode: null },
    ],
    [
      call("otpGenerate", 500, "NR"),
      { kind: "serviceModal", okGoesTo: "dashboard", messageCode: SERVICE_UNAVAILABLE_CODE },
    ],
  ])("%j -> %j", (condition, behaviour) => {
    expect(catalogueBehaviour(condition)).toEqual(behaviour);
  });

  it("the OTP limit blocks and cancels to the dashboard, or to sign-in before login", () => {
    expect(catalogueBehaviour({ kind: "otpLimitReached", isPreLogin: false })).toEqual({
      kind: "flowBlocked",
      cancelTo: "dashboard",
      messageCode: "OTP.BLOCKED",
    });
    expect(catalogueBehaviour({ kind: "otpLimitReached", isPreLogin: true })).toEqual({
      kind: "flowBlocked",
      cancelTo: "login",
      messageCode: "OTP.BLOCKED",
    });
  });
});

describe("catalogueBehaviour: data rows", () => {
  it.each<[CatalogueCondition, unknown]>([
    [{ kind: "loginDetails", errorCode: 1001 }, msg("LOGIN_DETAILS.ERROR", false)],
    [{ kind: "loginDetails", errorCode: "1001" }, msg("LOGIN_DETAILS.ERROR", false)],
    [{ kind: "loginDetails", errorCode: 1000 }, { kind: "none" }],
    [{ kind: "loginDetails", errorCode: null }, { kind: "none" }],
    [
      { kind: "inflowOutflow", errorCode: 110 },
      { kind: "hideGraphs", messageCode: "INFLOW_OUTFLOW.UNAVAILABLE" },
    ],
    [
      { kind: "inflowOutflow", errorCode: "110" },
      { kind: "hideGraphs", messageCode: "INFLOW_OUTFLOW.UNAVAILABLE" },
    ],
    [{ kind: "inflowOutflow", errorCode: 111 }, { kind: "none" }],
    [{ kind: "inflowOutflow", errorCode: null }, { kind: "none" }],
    [
      { kind: "transactionList", rowCount: 0 },
      { kind: "noData", messageCode: "TRANSACTIONS.NO_DATA" },
    ],
    [{ kind: "transactionList", rowCount: 1 }, { kind: "none" }],
    [{ kind: "nicknameSave", success: false }, msg(null, false, true)],
    [{ kind: "nicknameSave", success: true }, { kind: "none" }],
    [{ kind: "fraudMarking", callFailed: false, statusCode: 3045 }, msg("FRAUD_MARKING.EXCEPTION", false)],
    [{ kind: "fraudMarking", callFailed: false, statusCode: "3045" }, msg("FRAUD_MARKING.EXCEPTION", false)],
    [{ kind: "fraudMarking", callFailed: true, statusCode: null }, msg("FRAUD_MARKING.EXCEPTION", false)],
    [{ kind: "fraudMarking", callFailed: false, statusCode: 3046 }, msg(null, false)],
    [{ kind: "fraudMarking", callFailed: false, statusCode: null }, msg(null, false)],
    [
      { kind: "pdf", byteLength: 0 },
      { kind: "errorFlag", messageCode: "DOWNLOAD.EMPTY" },
    ],
    [{ kind: "pdf", byteLength: 1 }, { kind: "none" }],
    [{ kind: "interestCertificate", failure: "NoInterest" }, msg("CERTIFICATE.NO_INTEREST", false)],
    [{ kind: "interestCertificate", failure: "nointerest" }, msg("CERTIFICATE.NOT_AVAILABLE", false)],
    [{ kind: "interestCertificate", failure: "" }, msg("CERTIFICATE.NOT_AVAILABLE", false)],
    [{ kind: "serviceFailure" }, msg(null, true)],
    [
      { kind: "credentialsChanged" },
      { kind: "endSession", to: "logout", reason: "credentialsChanged", messageCode: null },
    ],
  ])("%j -> %j", (condition, behaviour) => {
    expect(catalogueBehaviour(condition)).toEqual(behaviour);
  });
});

describe("catalogue codes", () => {
  it("are stable", () => {
    expect(SERVICE_UNAVAILABLE_CODE).toBe("SERVICE.UNAVAILABLE");
    expect(ANOTHER_SESSION_CODE).toBe("SESSION.ANOTHER_ACTIVE");
  });
});
