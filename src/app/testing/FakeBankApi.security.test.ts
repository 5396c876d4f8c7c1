import { describe, expect, it } from "vitest";
import {
  FAKE_LOGIN_PASSWORD,
  FAKE_OTP,
  FAKE_TXN_PASSWORD,
  FAKE_VERIFIED_OTAC,
  FakeBankApi,
  meera,
} from "./FakeBankApi";

const NEW_LOGIN = "Fresh@2026";
const NEW_TXN = "Trade#2026x";

describe("FakeBankApi: security settings and feedback", () => {
  it("answers the user id availability like the server", async () => {
    const api = new FakeBankApi();
    await expect(api.checkUserIdAvailability("kiran")).resolves.toBe("taken");
    await expect(api.checkUserIdAvailability("new.user")).resolves.toBe("available");
    await expect(api.checkUserIdAvailability("no spaces")).resolves.toBe("invalid");
  });

  it("counts wrong current passwords and blocks at the third (1019)", async () => {
    const api = new FakeBankApi();
    await expect(api.verifyCurrentLoginPassword("nope")).rejects.toMatchObject({
      status: 406,
      code: "SECURITY.WRONG_LOGIN_PWD",
      body: { remainingAttempts: 2 },
    });
    await expect(api.verifyCurrentTransactionPassword("nope")).rejects.toMatchObject({
      code: "SECURITY.WRONG_TXN_PWD",
      body: { remainingAttempts: 1 },
    });
    await expect(api.verifyCurrentLoginPassword("nope")).rejects.toMatchObject({
      status: 403,
      code: "SECURITY.ATTEMPTS_EXCEEDED",
      body: { statusCode: "1019" },
    });
    expect(api.blocked).toBe(true);
  });

  it("changes passwords after the checks and a code bound to the flags, then ends the session", async () => {
    const api = new FakeBankApi();
    await expect(
      api.changePasswords({ loginPassword: NEW_LOGIN, otac: FAKE_VERIFIED_OTAC, idempotencyKey: "k0" }),
    ).rejects.toMatchObject({ code: "SECURITY.NOT_VERIFIED" });
    await api.verifyCurrentLoginPassword(FAKE_LOGIN_PASSWORD);
    await api.verifyCurrentTransactionPassword(FAKE_TXN_PASSWORD);
    await expect(
      api.changePasswords({ loginPassword: "weak", otac: FAKE_VERIFIED_OTAC, idempotencyKey: "k1" }),
    ).rejects.toMatchObject({ status: 400, code: "PASSWORD_CHANGE.NOT_STRONG" });
    await expect(
      api.changePasswords({
        loginPassword: NEW_LOGIN,
        transactionPassword: NEW_LOGIN,
        otac: FAKE_VERIFIED_OTAC,
        idempotencyKey: "k2",
      }),
    ).rejects.toMatchObject({ code: "PASSWORD_CHANGE.SAME_AS_LOGIN" });
    const { otac } = await api.generateOtp({
      smsForService: "Password change",
      firstContent: "",
      secondContent: "",
      module: "CHANGE_PASSWORD",
      bind: { pwdFlag: "Y", transacPwdFlag: "N" },
    });
    await api.validateOtp({ otp: FAKE_OTP, otac });
    await expect(
      api.changePasswords({ transactionPassword: NEW_TXN, otac, idempotencyKey: "k3" }),
    ).rejects.toMatchObject({ code: "OTP.NOT_VERIFIED" });
    const done = await api.changePasswords({ loginPassword: NEW_LOGIN, otac, idempotencyKey: "k4" });
    expect(done.which).toBe("login");
    expect(api.currentLoginPassword).toBe(NEW_LOGIN);
    expect(api.sessionEnded).toBe(true);
    await expect(
      api.changePasswords({ loginPassword: NEW_LOGIN, otac, idempotencyKey: "k4" }),
    ).resolves.toEqual(done);
  });

  it("renames the user id once the login password is checked", async () => {
    const api = new FakeBankApi([meera()]);
    await api.verifyCurrentLoginPassword(FAKE_LOGIN_PASSWORD);
    await expect(
      api.changeUserId({ newUserId: "kiran", otac: FAKE_VERIFIED_OTAC, idempotencyKey: "u1" }),
    ).rejects.toMatchObject({ code: "USERID.TAKEN" });
    await api.changeUserId({ newUserId: "meera.new", otac: FAKE_VERIFIED_OTAC, idempotencyKey: "u2" });
    expect(api.customers.has("meera.new")).toBe(true);
    expect(api.customers.has("meera")).toBe(false);
    await expect(api.checkUserIdAvailability("meera")).rejects.toMatchObject({ status: 401 });
  });

  it("serves three questions of five options and re-validates the answers", async () => {
    const api = new FakeBankApi();
    const survey = await api.getFeedbackQuestions();
    expect(survey.questions).toHaveLength(3);
    expect(survey.questions.every((question) => question.options.length === 5)).toBe(true);
    expect(survey.bands.find((band) => band.cmtNeed)).toMatchObject({ minScor: 3, maxScor: 7 });
    const low = ["Q1", "Q2", "Q3"].map((qid) => ({ qid, optionscore: 1 }));
    await expect(api.saveFeedback({ answers: low.slice(0, 2), comments: "" })).rejects.toMatchObject({
      code: "FEEDBACK.INCOMPLETE",
    });
    await expect(api.saveFeedback({ answers: low, comments: " " })).rejects.toMatchObject({
      code: "FEEDBACK.COMMENT_REQUIRED",
    });
    await api.saveFeedback({ answers: low, comments: "Too slow" });
    expect(api.savedFeedback).toEqual([{ answers: low, comments: "Too slow" }]);
  });
});
