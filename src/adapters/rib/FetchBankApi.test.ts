import { describe, expect, it } from "vitest";
import { bankApiOn, json, SESSION_KEY } from "./testing/fakeServer";
import { JoseTransactionCipher } from "../crypto/JoseTransactionCipher";
import { InMemorySessionStore } from "../storage/InMemorySessionStore";
import { base64url } from "jose";
import { createBankApi } from "./FetchBankApi";
import { RibError } from "./RibError";

const KEY = base64url.encode(new Uint8Array(32).fill(3));

describe("createBankApi", () => {
  it("decodes a response with the contract schema and sends the common headers", async () => {
    const { api, seen } = bankApiOn({
      "GET /app/rest/user/getServerDate": () => json({ appDate: "2026-11-22" }, 200, "sf-1"),
    });
    await expect(api.getServerDate()).resolves.toEqual({ appDate: "2026-11-22" });
    const headers = seen[0]!.headers;
    expect(headers["Token"]).toBe("tok");
    expect(headers["UrlToken"]).toMatch(/^[A-Za-z0-9]{32}$/);
    expect(headers["Cache-Control"]).toBe("no-cache, no-store");
    expect(headers["Pragma"]).toBe("no-cache");
  });

  it("echoes the newest X-SFAUTH-TOKEN of any response", async () => {
    const { api, seen, store } = bankApiOn({
      "GET /app/rest/user/getServerDate": () => json({ appDate: "2026-11-22" }, 200, "sf-1"),
      "POST /app/rest/newUser/checkFailCount": () =>
        json({ status: 401, statusMsg: "x", code: "SESSION.REQUIRED" }, 401, "sf-2"),
    });
    await api.getServerDate();
    await api.checkFailCount("meera").catch(() => undefined);
    await api.getServerDate();
    expect(seen[1]!.headers["X-SFAUTH-TOKEN"]).toBe("sf-1");
    expect(seen[2]!.headers["X-SFAUTH-TOKEN"]).toBe("sf-2");
    expect(store.getSfAuthToken()).toBe("sf-1");
  });

  it("sends JSON bodies", async () => {
    const { api, seen } = bankApiOn({
      "POST /app/rest/newUser/checkFailCount": () => json({ count: 3, captchaRequired: true }),
    });
    await expect(api.checkFailCount("meera")).resolves.toEqual({ count: 3, captchaRequired: true });
    expect(seen[0]!.headers["Content-Type"]).toBe("application/json");
    expect(JSON.parse(seen[0]!.body!)).toEqual({ username: "meera" });
  });

  it("rejects a non-2xx answer with a typed RibError carrying the code", async () => {
    const { api } = bankApiOn({
      "GET /app/rest/loginUser/prevlogin": () =>
        json({ status: 409, statusMsg: "one more active session detected", code: "SESSION.SUPERSEDED" }, 409),
    });
    const error = await api.getPreviousLogin().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RibError);
    expect(error).toMatchObject({ _tag: "BankApiFailure", status: 409, code: "SESSION.SUPERSEDED" });
  });

  it("rejects a network failure with status 0", async () => {
    const { api } = bankApiOn({});
    await expect(api.getConfiguration()).rejects.toMatchObject({ status: 0, code: "NETWORK.OFFLINE" });
  });

  it("rejects an answer that breaks the contract", async () => {
    const { api } = bankApiOn({ "GET /app/rest/user/getServerDate": () => json({ appDate: 5 }) });
    await expect(api.getServerDate()).rejects.toMatchObject({ code: "RESPONSE.INVALID" });
  });

  it("signs in with a form body and X-RIB-ENC over its fields with the pre-login key", async () => {
    const { api, seen, cipher } = bankApiOn({
      "POST /app/rest/loginUser/usersec/seckey": () => json([KEY]),
      "POST /app/authentication": () =>
        json(
          { status: 200, resetRequired: false, mfaRequired: true, secureImageSet: true, customerType: "R" },
          200,
          "sf-9",
        ),
    });
    const answer = await api.login({
      username: "meera",
      password: "Secret#123",
      secureAccess: true,
      captcha: { captchaId: "c1", answer: "AB12C" },
    });
    expect(answer).toEqual({
      status: 200,
      resetRequired: false,
      mfaRequired: true,
      secureImageSet: true,
      customerType: "R",
    });
    expect(JSON.parse(seen[0]!.body!)).toEqual({ username: "meera" });
    const post = seen[1]!;
    expect(post.headers["Content-Type"]).toBe("application/x-www-form-urlencoded");
    const form = Object.fromEntries(new URLSearchParams(post.body));
    expect(form).toEqual({
      j_username: "meera",
      j_password: "Secret#123",
      "remember-me": "false",
      submit: "Login",
      captchaId: "c1",
      captcha: "AB12C",
      secureAccess: "true",
    });
    const plaintext = await cipher.decrypt(post.headers["X-RIB-ENC"]!, KEY);
    expect(JSON.parse(plaintext)).toEqual(form);
    expect(Object.keys(JSON.parse(plaintext))).toEqual(Object.keys(form).sort());
  });

  it("resolves a refused sign-in with its status and code", async () => {
    const { api } = bankApiOn({
      "POST /app/rest/loginUser/usersec/seckey": () => json([KEY]),
      "POST /app/authentication": () =>
        json({ status: 428, statusMsg: "captcha", code: "LOGIN.CAPTCHA_REQUIRED" }, 428),
    });
    await expect(api.login({ username: "meera", password: "x" })).resolves.toEqual({
      status: 428,
      code: "LOGIN.CAPTCHA_REQUIRED",
    });
  });

  it("validates the sign-in code with X-RIB-ENC under the session key, fetched once", async () => {
    const { api, seen, cipher } = bankApiOn({
      "GET /app/rest/loginUser/usersec/loggedInUserSecretKey": () => json([SESSION_KEY]),
      "POST /app/rest/user/validateAuthOTP": () => json({ statusMsg: "00", rToken: "r-1" }),
    });
    await expect(api.validateSignInCode({ otp: "123456", otac: "o-1" })).resolves.toEqual({ rToken: "r-1" });
    await api.validateSignInCode({ otp: "123456", otac: "o-1" });
    expect(seen.filter((s) => s.url.endsWith("loggedInUserSecretKey"))).toHaveLength(1);
    const plaintext = await cipher.decrypt(seen[1]!.headers["X-RIB-ENC"]!, SESSION_KEY);
    expect(plaintext).toBe('{"otac":"o-1","otp":"123456"}');
  });

  it("keeps the remaining attempts of a wrong code in the error body", async () => {
    const { api } = bankApiOn({
      "GET /app/rest/loginUser/usersec/loggedInUserSecretKey": () => json([SESSION_KEY]),
      "POST /app/rest/user/validateAuthOTP": () =>
        json({ status: 406, statusMsg: "wrong", code: "OTP.INVALID", remainingAttempts: 2 }, 406),
    });
    await expect(api.validateSignInCode({ otp: "000000", otac: "o" })).rejects.toMatchObject({
      status: 406,
      code: "OTP.INVALID",
      body: { remainingAttempts: 2 },
    });
  });

  it("forgets the session state on logout even when the call fails", async () => {
    const { api, store } = bankApiOn({});
    store.setSecretKey(SESSION_KEY);
    store.setSfAuthToken("sf");
    await expect(api.logout()).rejects.toMatchObject({ status: 0 });
    expect(store.getSecretKey()).toBeUndefined();
    expect(store.getSfAuthToken()).toBeUndefined();
  });

  it("decrypts the status of otp/validateOtp", async () => {
    const cipher = new JoseTransactionCipher();
    const statusMsg = await cipher.encrypt("00", SESSION_KEY);
    const { api } = bankApiOn({
      "GET /app/rest/loginUser/usersec/loggedInUserSecretKey": () => json([SESSION_KEY]),
      "POST /app/rest/otp/validateOtp": () => json({ statusMsg }),
    });
    await expect(api.validateOtp({ otp: "123456", otac: "o" })).resolves.toBe(true);
  });

  it("fetches a secure image's SVG with the common headers", async () => {
    const { api, seen } = bankApiOn({
      "GET /app/rest/dashboard/getImage?id=lotus_2": () =>
        new Response("<svg/>", { headers: { "Content-Type": "image/svg+xml" } }),
    });
    await expect(api.getSecureImageSvg("lotus_2")).resolves.toBe("<svg/>");
    expect(seen[0]!.headers["UrlToken"]).toMatch(/^[A-Za-z0-9]{32}$/);
  });

  it("extends the session from the warning and as a quiet keep-alive", async () => {
    const { api, seen } = bankApiOn({
      "POST /app/rest/session/extend": () => json({ extensionsLeft: 9, idleTimeoutMs: 240000 }),
    });
    await expect(api.extendSession({ fromWarning: true })).resolves.toEqual({ extensionsLeft: 9 });
    await api.extendSession({ fromWarning: false });
    expect(JSON.parse(seen[0]!.body!)).toEqual({ fromWarning: true });
    expect(JSON.parse(seen[1]!.body!)).toEqual({ fromWarning: false });
  });

  it("rejects an exhausted extension with its code", async () => {
    const { api } = bankApiOn({
      "POST /app/rest/session/extend": () =>
        json({ status: 403, statusMsg: "x", code: "SESSION.EXTENSIONS_EXHAUSTED" }, 403),
    });
    await expect(api.extendSession({ fromWarning: true })).rejects.toMatchObject({
      status: 403,
      code: "SESSION.EXTENSIONS_EXHAUSTED",
    });
  });

  it("queues the sign-out beacon with the Token cookie value as a text/plain body", async () => {
    const sent: { url: string; data: Blob }[] = [];
    const api = createBankApi({
      store: new InMemorySessionStore(),
      cipher: new JoseTransactionCipher(),
      cookies: () => "CSRF-ID=c; Token=tok-123",
      sendBeacon: (url, data) => {
        sent.push({ url, data });
        return true;
      },
    });
    expect(api.logoutBeacon()).toBe(true);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.url).toBe("/app/logout/beacon");
    expect(sent[0]!.data.type).toBe("text/plain");
    await expect(sent[0]!.data.text()).resolves.toBe("tok-123");
  });

  it("queues no beacon without a Token cookie", () => {
    const sent: unknown[] = [];
    const api = createBankApi({
      store: new InMemorySessionStore(),
      cipher: new JoseTransactionCipher(),
      cookies: () => "",
      sendBeacon: (url, data) => sent.push({ url, data }) > 0,
    });
    expect(api.logoutBeacon()).toBe(false);
    expect(sent).toHaveLength(0);
  });

  it("sends the transaction password only as a JWE under the session key, with X-RIB-ENC", async () => {
    const { api, seen, cipher } = bankApiOn({
      "GET /app/rest/loginUser/usersec/loggedInUserSecretKey": () => json([SESSION_KEY]),
      "POST /app/rest/transaction/validateTransacPwd": () => json({ status: 200 }),
    });
    await api.validateTransactionPassword("Txn@12345");
    const post = seen[1]!;
    expect(post.body).not.toContain("Txn@12345");
    const body = JSON.parse(post.body!) as { transacPwd: string };
    await expect(cipher.decrypt(body.transacPwd, SESSION_KEY)).resolves.toBe("Txn@12345");
    const integrity = await cipher.decrypt(post.headers["X-RIB-ENC"]!, SESSION_KEY);
    expect(JSON.parse(integrity)).toEqual(body);
  });

  it("keeps the remaining attempts of a wrong transaction password in the error body", async () => {
    const { api } = bankApiOn({
      "GET /app/rest/loginUser/usersec/loggedInUserSecretKey": () => json([SESSION_KEY]),
      "POST /app/rest/transaction/validateTransacPwd": () =>
        json(
          {
            status: 406,
            statusMsg: "Wrong Transaction Password",
            code: "TXN_PWD.WRONG",
            remainingAttempts: 2,
          },
          406,
        ),
    });
    const error = await api.validateTransactionPassword("nope").catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RibError);
    expect(error).toMatchObject({ status: 406, code: "TXN_PWD.WRONG", body: { remainingAttempts: 2 } });
  });

  it("reads the allowed attempts, blocks the user id and reads the sign-in history", async () => {
    const { api, seen } = bankApiOn({
      "GET /app/rest/transaction/allowedTxnPwdAttemps": () => json({ maxAttempts: 3, attemptsLeft: 2 }),
      "POST /app/rest/transaction/blockUserId": () => json({ status: 200 }),
      "GET /app/rest/loginUser/loginHistory": () =>
        json({ entries: [{ date: "2026-11-22", time: "10:30:00", outcome: "FAILURE" }] }),
    });
    await expect(api.getAllowedTransactionPasswordAttempts()).resolves.toEqual({
      maxAttempts: 3,
      attemptsLeft: 2,
    });
    await api.blockUserId();
    expect(JSON.parse(seen[1]!.body!)).toEqual({});
    await expect(api.getLoginHistory()).resolves.toEqual({
      entries: [{ date: "2026-11-22", time: "10:30:00", outcome: "FAILURE" }],
    });
  });

  it("changes the secure image with the Idempotency-Key header", async () => {
    const { api, seen } = bankApiOn({
      "POST /app/rest/setUserSecurityInfo": () => json({ referenceNumber: "SI123", status: 200 }),
    });
    await expect(
      api.changeSecureImage({
        imageId: "lotus_2",
        secureText: "blue-sky",
        otac: "o-1",
        idempotencyKey: "k-1",
      }),
    ).resolves.toEqual({ referenceNumber: "SI123" });
    expect(seen[0]!.headers["Idempotency-Key"]).toBe("k-1");
    expect(JSON.parse(seen[0]!.body!)).toEqual({ secImage: "lotus_2", secText: "blue-sky", otac: "o-1" });
  });
});
