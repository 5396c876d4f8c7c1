import { describe, expect, it } from "vitest";
import { Redacted } from "effect";
import { base64url } from "jose";
import { JoseTransactionCipher } from "../crypto/JoseTransactionCipher";
import { InMemorySessionStore } from "../storage/InMemorySessionStore";
import { createBankClient, EMPTY_FILE_CODE, fileNameOf, IDEMPOTENCY_KEY_HEADER } from "./BankClient";
import { canonicalJson } from "./contract/canonicalJson";
import { RibError } from "./RibError";

/**
 * The generic client's mechanics on a recorded `fetch` (what it puts on the wire and how it reads
 * answers). That every declared call works against the real server is proven by
 * tests/contract/endpoints.contract.test.ts.
 */

const SESSION_KEY = base64url.encode(new Uint8Array(32).fill(9));

interface Seen {
  readonly url: string;
  readonly method: string;
  readonly headers: Record<string, string>;
  readonly body: string | undefined;
}

const json = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json", ...headers } });

/** A client whose `fetch` answers by "METHOD path" (query left out); an unknown one fails like the network. */
function clientOn(routes: Record<string, (seen: Seen) => Response | Promise<Response>>) {
  const seen: Seen[] = [];
  const store = new InMemorySessionStore();
  const cipher = new JoseTransactionCipher();
  const fakeFetch = (async (url: string, init: RequestInit) => {
    const entry: Seen = {
      url,
      method: init.method ?? "GET",
      headers: init.headers as Record<string, string>,
      body: init.body as string | undefined,
    };
    seen.push(entry);
    const route = routes[`${entry.method} ${url.split("?")[0] ?? ""}`];
    if (route === undefined) throw new TypeError("Failed to fetch");
    return route(entry);
  }) as unknown as typeof fetch;
  const bank = createBankClient({ fetch: fakeFetch, store, cipher, cookies: () => "Token=tok" });
  return { bank, seen, store, cipher };
}

const keyRoute = { "GET /app/rest/loginUser/usersec/loggedInUserSecretKey": () => json([SESSION_KEY]) };

describe("createBankClient", () => {
  it("sends the common headers, keeps the newest X-SFAUTH-TOKEN and decodes the answer", async () => {
    const { bank, seen, store } = clientOn({
      "GET /app/rest/user/getServerDate": () =>
        json({ appDate: "2026-11-22" }, 200, { "X-SFAUTH-TOKEN": "sf-1" }),
    });
    await expect(bank.call("serverDate", {})).resolves.toEqual({ appDate: "2026-11-22" });
    await bank.call("serverDate", {});
    expect(seen[0]?.headers).toMatchObject({
      Token: "tok",
      "Cache-Control": "no-cache, no-store",
      Pragma: "no-cache",
    });
    expect(seen[0]?.headers["UrlToken"]).toMatch(/^[A-Za-z0-9]{32}$/);
    expect(seen[1]?.headers["X-SFAUTH-TOKEN"]).toBe("sf-1");
    expect(store.getSfAuthToken()).toBe("sf-1");
  });

  it("puts a GET's fields in the query and a POST's in a JSON body, with query fields in both", async () => {
    const { bank, seen, cipher } = clientOn({
      ...keyRoute,
      "GET /app/rest/account/accountInformation": () =>
        json({ accountNumber: "10000010000011", modeOfOperation: "SINGLE", holders: [] }),
      "POST /app/rest/account/viewAcct": () => json({}),
    });
    await bank.call("accountInformation", { accountNumber: "10000010000011" }).catch(() => undefined);
    expect(seen[0]?.url).toBe("/app/rest/account/accountInformation?accountNumber=10000010000011");
    expect(seen[0]?.body).toBeUndefined();
    await bank
      .call("accountDetail", { accountNumber: "10000010000011", accountType: "SAV" })
      .catch(() => undefined);
    const detail = seen.find((entry) => entry.url.includes("viewAcct"));
    expect(detail?.url).toBe("/app/rest/account/viewAcct?accountNumber=10000010000011&accountType=SAV");
    expect(detail?.headers["Content-Type"]).toBe("application/json");
    expect(JSON.parse(detail?.body ?? "")).toEqual({ accountNumber: "10000010000011", accountType: "SAV" });
    // The integrity header covers the declared fields only.
    const covered = await cipher.decrypt(detail?.headers["X-RIB-ENC"] ?? "", SESSION_KEY);
    expect(covered).toBe(canonicalJson({ accountNumber: "10000010000011" }));
  });

  it("seals a sealed secret with the session key and never sends it in clear", async () => {
    const { bank, seen, cipher } = clientOn({
      ...keyRoute,
      "POST /app/rest/transaction/validateTransacPwd": () => json({ status: 200 }),
    });
    await bank.call("validateTransacPwd", { transacPwd: Redacted.make("Txn@12345") });
    const sent = seen.find((entry) => entry.url.endsWith("validateTransacPwd"));
    expect(sent?.body).not.toContain("Txn@12345");
    const { transacPwd } = JSON.parse(sent?.body ?? "{}") as { transacPwd: string };
    await expect(cipher.decrypt(transacPwd, SESSION_KEY)).resolves.toBe("Txn@12345");
    const covered = await cipher.decrypt(sent?.headers["X-RIB-ENC"] ?? "", SESSION_KEY);
    expect(covered).toBe(canonicalJson({ transacPwd }));
  });

  it("refuses a secret that is not Redacted and a request that breaks its schema, sending nothing", async () => {
    const { bank, seen } = clientOn({ ...keyRoute });
    await expect(
      bank.call("validateTransacPwd", { transacPwd: "plain" as unknown as Redacted.Redacted<string> }),
    ).rejects.toMatchObject({ status: 0, code: "REQUEST.INVALID" });
    await expect(bank.call("checkFailCount", { username: "" })).rejects.toMatchObject({
      status: 0,
      code: "REQUEST.INVALID",
    });
    expect(seen.filter((entry) => !entry.url.includes("SecretKey"))).toEqual([]);
  });

  it("sends a form body with the integrity header of the pre-sign-in key, and forgets the old session first", async () => {
    const preSignIn = base64url.encode(new Uint8Array(32).fill(7));
    const { bank, seen, store, cipher } = clientOn({
      "POST /app/authentication": () =>
        json({ status: 200, mfaRequired: false, resetRequired: false, secureImageRequired: false }),
    });
    store.setSecretKey("old-session-key");
    await bank
      .call(
        "login",
        { j_username: "asha", j_password: Redacted.make("Demo@1234"), submit: "Login" },
        { integrityKey: Redacted.make(preSignIn) },
      )
      .catch(() => undefined);
    expect(store.getSecretKey()).toBeUndefined();
    expect(seen[0]?.headers["Content-Type"]).toBe("application/x-www-form-urlencoded");
    expect(new URLSearchParams(seen[0]?.body).get("j_password")).toBe("Demo@1234");
    const covered = await cipher.decrypt(seen[0]?.headers["X-RIB-ENC"] ?? "", preSignIn);
    expect(JSON.parse(covered)).toMatchObject({ j_username: "asha", j_password: "Demo@1234" });
    await expect(
      bank.call("login", { j_username: "asha", j_password: Redacted.make("x") }),
    ).rejects.toMatchObject({ code: "REQUEST.INVALID" });
  });

  it("demands the flow's idempotency key on a call that changes state and sends it", async () => {
    const { bank, seen } = clientOn({
      "POST /app/rest/securityInfo/updateUserID": () => json({ status: 200, referenceNumber: "UI1" }),
    });
    const request = { newUserId: "asha2026", otac: "otac-1" };
    await expect(bank.call("securityUpdateUserId", request)).rejects.toMatchObject({
      code: "REQUEST.INVALID",
    });
    expect(seen).toEqual([]);
    await bank.call("securityUpdateUserId", request, { idempotencyKey: "flow-0001" }).catch(() => undefined);
    expect(seen[0]?.headers[IDEMPOTENCY_KEY_HEADER]).toBe("flow-0001");
  });

  it("opens a sealed answer field into its declared field (the account number's configuration key: contract test)", async () => {
    const cipher = new JoseTransactionCipher();
    const sealedStatus = await cipher.encrypt("00", SESSION_KEY);
    const { bank } = clientOn({
      ...keyRoute,
      "POST /app/rest/otp/validateOtp": () => json({ statusMsg: sealedStatus }),
    });
    const validated = await bank.call("validateOtp", { otp: Redacted.make("123456"), otac: "o" });
    expect(validated.status).toBe("00");
    // A sealed field that does not open is a broken answer, not a value.
    const broken = clientOn({
      ...keyRoute,
      "POST /app/rest/otp/validateOtp": () => json({ statusMsg: "not-a-jwe" }),
    });
    await expect(
      broken.bank.call("validateOtp", { otp: Redacted.make("123456"), otac: "o" }),
    ).rejects.toMatchObject({
      code: "RESPONSE.INVALID",
    });
  });

  it("rejects non-2xx answers with the catalogue's code, broken answers and lost connections", async () => {
    const { bank } = clientOn({
      "GET /app/rest/loginUser/prevlogin": () =>
        json({ status: 409, statusMsg: "one more active session detected", code: "SESSION.SUPERSEDED" }, 409),
      "GET /app/rest/user/getServerDate": () => json({ date: "x" }),
    });
    const superseded = await bank.call("prevLogin", {}).catch((error: unknown) => error);
    expect(superseded).toBeInstanceOf(RibError);
    expect(superseded).toMatchObject({ _tag: "BankApiFailure", status: 409, code: "SESSION.SUPERSEDED" });
    await expect(bank.call("serverDate", {})).rejects.toMatchObject({
      status: 200,
      code: "RESPONSE.INVALID",
    });
    await expect(bank.call("configuration", {})).rejects.toMatchObject({
      status: 0,
      code: "NETWORK.OFFLINE",
    });
  });

  it("reads a file answer with its name, and refuses an empty one", async () => {
    let bytes = "%PDF-1.7";
    const { bank } = clientOn({
      ...keyRoute,
      "POST /app/rest/getInterestCertificate": () =>
        new Response(bytes, {
          headers: {
            "Content-Type": "application/pdf",
            "Content-Disposition": 'attachment; filename="IC-2025.pdf"',
          },
        }),
    });
    const request = { accountNumber: "10000010000011", financialYearStart: 2025, lang: "en" } as const;
    const file = await bank.call("interestCertificate", request);
    expect(file.fileName).toBe("IC-2025.pdf");
    expect(await file.blob.text()).toBe("%PDF-1.7");
    bytes = "";
    await expect(bank.call("interestCertificate", request)).rejects.toMatchObject({ code: EMPTY_FILE_CODE });
  });

  it("forgets the session after signing out, even when the answer fails", async () => {
    const { bank, store } = clientOn({});
    store.setSecretKey("k");
    store.setSfAuthToken("sf");
    await expect(bank.call("logout", {})).rejects.toMatchObject({ code: "NETWORK.OFFLINE" });
    expect(store.getSecretKey()).toBeUndefined();
    expect(store.getSfAuthToken()).toBeUndefined();
  });
});

describe("fileNameOf", () => {
  it("reads RFC 6266 names, plain and extended", () => {
    expect(fileNameOf(`attachment; filename*=UTF-8''Statement%20%E0%A4%95.pdf`)).toBe("Statement क.pdf");
    expect(fileNameOf('attachment; filename="Statement.xlsx"')).toBe("Statement.xlsx");
    expect(fileNameOf("attachment")).toBeNull();
    expect(fileNameOf(null)).toBeNull();
  });
});
