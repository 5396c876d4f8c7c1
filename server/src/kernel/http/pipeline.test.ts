import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import {
  endpointPath,
  endpointPaths,
  type Endpoint,
  type OwnedAccountDeclaration,
} from "../../../../src/adapters/rib/contract/endpoint";
import { endpoints, type EndpointName } from "../../../../src/adapters/rib/contract/endpoints";
import { validRequest } from "../../../../tests/contract/malformedInputs";
import type { InProcessBank } from "../../testSupport/inProcessBank";
import {
  auditCount,
  newBrowser,
  raw,
  seal,
  sessionKey,
  signIn,
  signInActive,
  type RawAnswer,
} from "../../testSupport/flows";
import { useTestDeps } from "../../testSupport/testDatabase";
import { createServices } from "../services";
import { SessionErrors } from "./ApiError";
import type { AppEnv } from "./context";
import { callRouter, serve, type AnswerOf } from "./pipeline";

const deps = useTestDeps();

const browser = () => newBrowser(deps);
const code = (body: unknown) => (body as { code?: string }).code;

describe("the pipeline's routing", () => {
  it("answers an unknown path under every service root 404 REQUEST.NOT_FOUND, before the UrlToken check", async () => {
    const b = browser();
    for (const path of [
      "/app/rest/no/such/call",
      "/RIBProducer/rest/no/such/call",
      "/fis-rpt-svcs/RIBProducer/rest/no/such/call",
      "/rib-customer/rest/no/such/call",
    ]) {
      const response = await raw(b, "POST", path, { without: ["UrlToken"] });
      expect([response.status, code(response.body)], path).toEqual([404, "REQUEST.NOT_FOUND"]);
    }
  });

  it("answers a declared path with another method 405", async () => {
    const b = browser();
    expect((await raw(b, "GET", "/app/rest/transaction/validateTransacPwd")).status).toBe(405);
    expect((await raw(b, "POST", "/app/rest/account/accountlist", { json: {} })).status).toBe(405);
    expect((await raw(b, "GET", "/app/authentication")).status).toBe(405);
  });

  it("answers a call at every path of its declaration, alsoAt paths included", async () => {
    const b = browser();
    await signInActive(b, deps.db, "ravi");
    for (const path of endpointPaths(endpoints.customerId)) {
      expect((await raw(b, "GET", path)).status, path).toBe(200);
    }
    for (const path of endpointPaths(endpoints.txnCategoryMapping)) {
      expect((await raw(b, "GET", path)).status, path).toBe(200);
    }
  });
});

/** Every declared call that needs a session, from the endpoint table. */
const SESSION_CALLS = (Object.entries(endpoints) as [EndpointName, Endpoint][]).filter(
  ([, call]) => call.session !== "none",
);

/** What a decoder's refusal looks like: a field's path (`["field"]`), a pattern, or its wording. */
const NAMES_THE_REQUEST = /\["|\^|\\d|Missing key|Expected|pattern/u;

/** The request's fields: `{}`, every field of another JSON type, and every field of its type but no valid value. */
function badRequests(call: Endpoint): Record<string, Record<string, unknown>> {
  const valid = validRequest(call.request);
  const fields =
    typeof valid === "object" && valid !== null && !Array.isArray(valid)
      ? Object.entries(valid as Record<string, unknown>)
      : [];
  const each = (change: (value: unknown) => unknown) =>
    Object.fromEntries(fields.map(([field, value]) => [field, change(value)]));
  return {
    "{}": {},
    "every field of another type": each((value) => (typeof value === "string" ? 12345 : "x")),
    "every field of no valid value": each((value) => (typeof value === "number" ? -0.5 : "!")),
  };
}

/** Sends `values` as `call` carries them (the query of a GET, else a JSON or form body), with the browser's headers. */
function send(browser: InProcessBank, call: Endpoint, values: Record<string, unknown>): Promise<RawAnswer> {
  const text = Object.fromEntries(Object.entries(values).map(([field, value]) => [field, String(value)]));
  if (call.method === "GET") {
    const query = new URLSearchParams(text).toString();
    return raw(browser, "GET", `${endpointPath(call)}${query === "" ? "" : `?${query}`}`);
  }
  return call.encoding === "form"
    ? raw(browser, "POST", endpointPath(call), { form: text })
    : raw(browser, "POST", endpointPath(call), { json: values });
}

describe("a call that needs a session, without one", () => {
  it.each(SESSION_CALLS)(
    "%s answers 401 SESSION.REQUIRED and nothing of its request",
    async (_name, call) => {
      const b = browser();
      for (const [label, values] of Object.entries(badRequests(call))) {
        const answer = await send(b, call, values);
        expect([answer.status, answer.body], label).toEqual([401, SessionErrors.required().body()]);
        expect(answer.text, label).not.toMatch(NAMES_THE_REQUEST);
      }
    },
  );

  it.each(SESSION_CALLS.filter(([, call]) => call.method === "POST"))(
    "%s is refused before any of its body is read",
    async (_name, call) => {
      let isRead = false;
      // No size declared and nothing queued: the server reads only if it pulls.
      const body = new ReadableStream<Uint8Array>(
        {
          pull: (controller) => {
            isRead = true;
            controller.enqueue(new TextEncoder().encode("{}"));
            controller.close();
          },
        },
        { highWaterMark: 0 },
      );
      const b = browser();
      const headers = { ...b.headers(), "Content-Type": "application/json" };
      const answer = await b.fetch(endpointPath(call), {
        method: "POST",
        headers,
        body,
        duplex: "half",
      } as RequestInit);
      expect(answer.status).toBe(401);
      expect(isRead).toBe(false);
    },
  );
});

describe("the session gate's kinds of session", () => {
  it("refuses a session still waiting for the sign-in code at a signed-in call before its body, and checks the body of a call it may make", async () => {
    const b = browser();
    expect((await signIn(b, "asha")).status).toBe(200);
    const neft = await raw(b, "POST", endpointPath(endpoints.neftRtgs), { json: {} });
    expect([neft.status, (neft.body as { code: string }).code]).toEqual([403, "SESSION.MFA_PENDING"]);
    expect(neft.text).not.toMatch(NAMES_THE_REQUEST);
    const setAuthOtp = await raw(b, "POST", endpointPath(endpoints.setAuthOtp), { json: {} });
    expect(setAuthOtp.status).toBe(400);
  });

  it("still answers a malformed body of a signed-in call 400, naming the field", async () => {
    const b = browser();
    await signInActive(b, deps.db, "asha");
    const answer = await raw(b, "POST", endpointPath(endpoints.neftRtgs), { json: {} });
    expect([answer.status, (answer.body as { code: string }).code]).toEqual([400, "REQUEST.INVALID"]);
    expect((answer.body as { statusMsg: string }).statusMsg).toContain("fromAccountNumber");
  });
});

describe("a declared account of the customer's own", () => {
  /** meera's NRO account: never asha's. */
  const ANOTHER_CUSTOMERS_ACCOUNT = "30000020000032";
  const owning = (Object.keys(endpoints) as EndpointName[]).filter(
    (name) => (endpoints[name] as Endpoint).ownedAccounts !== undefined,
  );

  it("is declared on every call that reads one of the customer's accounts", () => {
    expect(owning).toEqual(
      expect.arrayContaining([
        "fundsTransferWithinBank",
        "neftRtgs",
        "neftRtgsCharges",
        "checkFreezeState",
        "accountDetail",
        "updateNicknames",
        "accountInformation",
        "primarySignature",
        "transactionList",
        "transactionListFraud",
        "updateTranCategory",
        "checkDuplicateFraudTrans",
        "markFraudTransaction",
        "statementSearch",
        "statementReport",
        "interestCertificate",
        "inflowOutflowReport",
        "expenseInOut",
        "nameEnquiry",
      ]),
    );
  });

  /** The field an entry names, for the test's title. */
  const entryName = (entry: OwnedAccountDeclaration): string =>
    typeof entry === "string"
      ? entry
      : "eachItem" in entry
        ? `each item's ${entry.eachItem}`
        : `${entry.field} (${entry.when.field} ${entry.when.values.join("/")})`;

  /** A valid request of `call` whose `entry` names another customer's account (sealed, when the field is). */
  async function foreignRequest(
    b: InProcessBank,
    call: Endpoint,
    entry: OwnedAccountDeclaration,
  ): Promise<unknown> {
    const valid = validRequest(call.request);
    if (typeof entry !== "string" && "eachItem" in entry) {
      return (valid as Record<string, unknown>[]).map((item) => ({
        ...item,
        [entry.eachItem]: ANOTHER_CUSTOMERS_ACCOUNT,
      }));
    }
    const field = typeof entry === "string" ? entry : entry.field;
    const condition = typeof entry === "string" ? {} : { [entry.when.field]: entry.when.values[0] };
    const request: Record<string, unknown> = {
      ...(valid as Record<string, unknown>),
      ...condition,
      [field]: ANOTHER_CUSTOMERS_ACCOUNT,
    };
    // Sealed fields travel as the client seals them, so they open.
    for (const [secret, transport] of Object.entries(call.secrets ?? {})) {
      const plain = request[secret];
      if (transport === "sealed" && typeof plain === "string") {
        request[secret] = await seal(plain, await sessionKey(b));
      }
    }
    return request;
  }

  it.each(
    owning.flatMap((name) =>
      ((endpoints[name] as Endpoint).ownedAccounts ?? []).map(
        (entry) => [name, entryName(entry), entry] as const,
      ),
    ),
  )(
    "%s: another customer's account in %s answers 404 ACCOUNT.NOT_FOUND, audited, before the handler",
    async (name, _field, entry) => {
      const call = endpoints[name] as Endpoint;
      const b = browser();
      await signInActive(b, deps.db, "asha");
      const request = await foreignRequest(b, call, entry);
      const path = endpointPath(call);
      const fields = request as Record<string, unknown>;
      const query = new URLSearchParams(
        (call.method === "GET" ? Object.keys(fields) : (call.queryFields ?? [])).map((field) => [
          field,
          String(fields[field]),
        ]),
      ).toString();
      const before = await auditCount(deps.db, "ACCOUNT_ACCESS", "REFUSED");
      // No integrity header: the account is checked before it, so the refusal is the account's.
      const answer =
        call.method === "GET"
          ? await raw(b, "GET", `${path}?${query}`)
          : await raw(b, "POST", query === "" ? path : `${path}?${query}`, { json: request });
      expect([answer.status, (answer.body as { code: string }).code], answer.text).toEqual([
        404,
        "ACCOUNT.NOT_FOUND",
      ]);
      expect(await auditCount(deps.db, "ACCOUNT_ACCESS", "REFUSED")).toBe(before + 1);
    },
  );
});

describe("a handler's answer", () => {
  /** `serverDate` served alone by `run`, behind only the request's facts (no guard, no session). */
  function serveDate(run: () => AnswerOf<typeof endpoints.serverDate>): Hono<AppEnv> {
    const app = new Hono<AppEnv>();
    const router = callRouter(app, createServices(deps), () => [
      async (c, next) => {
        c.set("req", {
          csrfId: "test",
          ip: "127.0.0.1",
          isHttps: false,
          secureCookies: false,
          session: null,
          rollSessionId: null,
          sfauthToken: "test",
          sfauthRecorded: false,
        });
        await next();
      },
    ]);
    serve(router, endpoints.serverDate, run);
    return app;
  }

  it("goes out encoded by the response schema: only its declared fields", async () => {
    const leaky = { appDate: "2026-11-22", internalNote: "not for the customer" };
    const response = await serveDate(() => leaky).request(endpointPath(endpoints.serverDate));
    expect([response.status, await response.json()]).toEqual([200, { appDate: "2026-11-22" }]);
  });

  it("is typed by the response schema: the compiler refuses one that does not fit", async () => {
    // @ts-expect-error `appDat` is not the schema's `appDate`
    const app = serveDate(() => ({ appDat: "2026-11-22" }));
    app.onError((_error, c) => c.text("failed", 500));
    expect((await app.request(endpointPath(endpoints.serverDate))).status).toBe(500);
  });

  it("fails the call when it does not fit the response schema, instead of reaching the customer", async () => {
    const app = serveDate(() => ({ appDate: "22/11/2026" }));
    const errors: string[] = [];
    app.onError((error, c) => {
      errors.push(error.message);
      return c.text("failed", 500);
    });
    const response = await app.request(endpointPath(endpoints.serverDate));
    expect([response.status, await response.text()]).toEqual([500, "failed"]);
    expect(errors).toEqual([expect.stringMatching(/^The answer of serverDate does not fit .*appDate/u)]);
    // The reason names the field, never the value.
    expect(errors[0]).not.toContain("22/11/2026");
  });
});
