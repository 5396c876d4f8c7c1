import { describe, expect, it } from "vitest";
import { bankApiOn, json, SESSION_KEY, KEY_ROUTE } from "./testing/fakeServer";
import { RibError } from "./RibError";

describe("createBankApi: security settings and feedback", () => {
  it("maps the user id availability answers to the domain's result", async () => {
    const answers: Record<string, Response> = {
      taken: json({ exists: true }),
      free: json({ status: 404, statusMsg: "Available", code: "USERID.AVAILABLE", errorCode: "1034" }, 404),
      "x y": json({ status: 400, statusMsg: "Invalid", code: "USERID.INVALID", errorCode: "1035" }, 400),
      broken: json({ status: 500, statusMsg: "Oops", code: "SERVER.ERROR" }, 500),
    };
    const { api, seen } = bankApiOn({
      "POST /app/rest/newUser/checkUser": (entry) =>
        answers[(JSON.parse(entry.body!) as { username: string }).username]!,
    });
    await expect(api.checkUserIdAvailability("taken")).resolves.toBe("taken");
    await expect(api.checkUserIdAvailability("free")).resolves.toBe("available");
    await expect(api.checkUserIdAvailability("x y")).resolves.toBe("invalid");
    await expect(api.checkUserIdAvailability("broken")).rejects.toMatchObject({
      status: 500,
      code: "SERVER.ERROR",
    });
    expect(JSON.parse(seen[0]!.body!)).toEqual({ username: "taken" });
  });

  it("sends the current login and transaction passwords only as JWEs with X-RIB-ENC", async () => {
    const { api, seen, cipher } = bankApiOn({
      ...KEY_ROUTE,
      "POST /app/rest/securityInfo/loginPwd": () => json({ statusCode: "00", statusMsg: "OK" }),
      "POST /app/rest/securityInfo/tranPwd": () => json({ statusCode: "00", statusMsg: "OK" }),
    });
    await api.verifyCurrentLoginPassword("Demo@1234");
    await api.verifyCurrentTransactionPassword("Txn@12345");
    const login = seen.find((entry) => entry.url.endsWith("loginPwd"))!;
    const txn = seen.find((entry) => entry.url.endsWith("tranPwd"))!;
    expect(login.body).not.toContain("Demo@1234");
    expect(txn.body).not.toContain("Txn@12345");
    const loginBody = JSON.parse(login.body!) as { pwd: string };
    const txnBody = JSON.parse(txn.body!) as { transacPwd: string };
    await expect(cipher.decrypt(loginBody.pwd, SESSION_KEY)).resolves.toBe("Demo@1234");
    await expect(cipher.decrypt(txnBody.transacPwd, SESSION_KEY)).resolves.toBe("Txn@12345");
    expect(JSON.parse(await cipher.decrypt(login.headers["X-RIB-ENC"]!, SESSION_KEY))).toEqual(loginBody);
    expect(JSON.parse(await cipher.decrypt(txn.headers["X-RIB-ENC"]!, SESSION_KEY))).toEqual(txnBody);
  });

  it("keeps the remaining attempts and the 1019 status code of a refused check", async () => {
    const { api } = bankApiOn({
      ...KEY_ROUTE,
      "POST /app/rest/securityInfo/loginPwd": () =>
        json(
          {
            status: 406,
            statusMsg: "Wrong Current Login Password",
            code: "SECURITY.WRONG_LOGIN_PWD",
            remainingAttempts: 2,
          },
          406,
        ),
      "POST /app/rest/securityInfo/tranPwd": () =>
        json(
          {
            status: 403,
            statusMsg: "Exceeded maximum attempts",
            code: "SECURITY.ATTEMPTS_EXCEEDED",
            statusCode: "1019",
          },
          403,
        ),
    });
    const wrong = await api.verifyCurrentLoginPassword("nope").catch((e: unknown) => e);
    expect(wrong).toBeInstanceOf(RibError);
    expect(wrong).toMatchObject({
      status: 406,
      code: "SECURITY.WRONG_LOGIN_PWD",
      body: { remainingAttempts: 2 },
    });
    const exceeded = await api.verifyCurrentTransactionPassword("nope").catch((e: unknown) => e);
    expect(exceeded).toMatchObject({
      status: 403,
      code: "SECURITY.ATTEMPTS_EXCEEDED",
      body: { statusCode: "1019" },
    });
  });

  it("changes both passwords with flags, JWEs, X-RIB-ENC and the Idempotency-Key", async () => {
    const { api, seen, cipher } = bankApiOn({
      ...KEY_ROUTE,
      "POST /app/rest/securityInfo/updatePwd": () =>
        json({ status: 200, statusMsg: "Updated", which: "both", referenceNumber: "PW1" }),
    });
    await expect(
      api.changePasswords({
        loginPassword: "New@12345",
        transactionPassword: "Txn@67890",
        otac: "otac-1",
        idempotencyKey: "key-1",
      }),
    ).resolves.toEqual({ which: "both", referenceNumber: "PW1" });
    const post = seen.find((entry) => entry.url.endsWith("updatePwd"))!;
    expect(post.body).not.toContain("New@12345");
    expect(post.body).not.toContain("Txn@67890");
    const body = JSON.parse(post.body!) as Record<string, string>;
    expect(body).toMatchObject({ pwdFlag: "Y", transacPwdFlag: "Y", otac: "otac-1" });
    await expect(cipher.decrypt(body["pwd"]!, SESSION_KEY)).resolves.toBe("New@12345");
    await expect(cipher.decrypt(body["transacPwd"]!, SESSION_KEY)).resolves.toBe("Txn@67890");
    expect(post.headers["Idempotency-Key"]).toBe("key-1");
    expect(JSON.parse(await cipher.decrypt(post.headers["X-RIB-ENC"]!, SESSION_KEY))).toEqual(body);
  });

  it("sends only the transaction password when only it changes", async () => {
    const { api, seen } = bankApiOn({
      ...KEY_ROUTE,
      "POST /app/rest/securityInfo/updatePwd": () =>
        json({ status: 200, statusMsg: "Updated", which: "transaction", referenceNumber: "PW2" }),
    });
    await api.changePasswords({ transactionPassword: "Txn@67890", otac: "o", idempotencyKey: "k" });
    const body = JSON.parse(seen.find((entry) => entry.url.endsWith("updatePwd"))!.body!) as Record<
      string,
      string
    >;
    expect(body["pwd"]).toBeUndefined();
    expect(body).toMatchObject({ pwdFlag: "N", transacPwdFlag: "Y" });
  });

  it("changes the user id with the Idempotency-Key", async () => {
    const { api, seen } = bankApiOn({
      "POST /app/rest/securityInfo/updateUserID": () =>
        json({ status: 200, statusMsg: "Updated", referenceNumber: "UID1" }),
    });
    await expect(api.changeUserId({ newUserId: "meera2", otac: "o", idempotencyKey: "k2" })).resolves.toEqual(
      {
        referenceNumber: "UID1",
      },
    );
    expect(JSON.parse(seen[0]!.body!)).toEqual({ newUserId: "meera2", otac: "o" });
    expect(seen[0]!.headers["Idempotency-Key"]).toBe("k2");
  });

  it("reads the survey and saves the answers with their total", async () => {
    const text = { en: "Q", de: "F", hi: "प्र" };
    const survey = {
      questions: [{ qid: "Q1", qstn: text, options: [{ optionDesc: text, optionscore: 1 }] }],
      bands: [{ minScor: 1, maxScor: 1, msg: text, cmtNeed: true }],
    };
    const { api, seen } = bankApiOn({
      "GET /app/rest/loginUser/feedbackQuestions": () => json(survey),
      "POST /app/rest/saveUserFeedback": () => json({ status: 200 }),
    });
    await expect(api.getFeedbackQuestions()).resolves.toEqual(survey);
    await api.saveFeedback({
      answers: [
        { qid: "Q1", optionscore: 4 },
        { qid: "Q2", optionscore: 2 },
      ],
      comments: "slow",
    });
    expect(JSON.parse(seen[1]!.body!)).toEqual({
      feedback: [
        { qid: "Q1", optionscore: 4 },
        { qid: "Q2", optionscore: 2 },
      ],
      total: 6,
      comments: "slow",
    });
  });
});
