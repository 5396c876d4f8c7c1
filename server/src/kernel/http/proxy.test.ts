import type { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { HOST_COOKIE_PREFIX } from "../../../../src/adapters/rib/contract/headers";
import { LOGOUT_BEACON_PATH } from "../../../../src/adapters/rib/contract/paths";
import { createApp } from "../../app";
import type { ServerConfig } from "../config";
import { inProcessBank, type InProcessBank } from "../../testSupport/inProcessBank";
import { raw, refusal, signIn } from "../../testSupport/flows";
import { useTestDeps } from "../../testSupport/testDatabase";
import type { AppEnv } from "./context";

const deps = useTestDeps();

const HSTS = "max-age=31536000; includeSubDomains";

/**
 * A browser on an app with `settings`, whose requests arrive from a socket at `socketAddress` with
 * the headers `forwarded()` gives (as a reverse proxy would add them).
 */
function browserBehind(
  settings: Partial<Pick<ServerConfig, "trustProxy" | "publicUrl">>,
  forwarded: () => Record<string, string>,
  options: { socketAddress?: string; origin?: string } = {},
): InProcessBank {
  const app = createApp({ ...deps, config: { ...deps.config, ...settings } });
  const env = { incoming: { socket: { remoteAddress: options.socketAddress ?? "10.0.0.2" } } };
  const proxied = {
    request: (url: string, init: RequestInit) => {
      const headers = new Headers(init.headers);
      for (const [name, value] of Object.entries(forwarded())) headers.set(name, value);
      return app.request(url, { ...init, headers }, env);
    },
  } as unknown as Hono<AppEnv>;
  return inProcessBank(proxied, options.origin);
}

async function lastLoginAddress(username: string): Promise<string | undefined> {
  const [row] = await deps.db.query<{ ip: string }>(
    "SELECT ip FROM audit_log WHERE event = 'LOGIN' AND username = $1 ORDER BY id DESC LIMIT 1",
    [username],
  );
  return row?.ip;
}

describe("behind a TLS proxy (TRUST_PROXY, PUBLIC_URL)", () => {
  it("with TRUST_PROXY=0 ignores forwarding headers: the socket's address, plain cookies, no HSTS", async () => {
    const b = browserBehind({ trustProxy: 0 }, () => ({
      "X-Forwarded-For": "203.0.113.9",
      "X-Forwarded-Proto": "https",
    }));
    expect((await signIn(b, "ravi")).status).toBe(200);
    expect(await lastLoginAddress("ravi")).toBe("10.0.0.2");
    expect(b.lastHeaders().get("Strict-Transport-Security")).toBeNull();
    expect([...b.cookies.keys()].sort()).toEqual(["CSRF-ID", "RIBSESSION", "Token"]);
    expect(b.lastHeaders().getSetCookie().join("\n")).not.toMatch(/Secure/);
  });

  it("with TRUST_PROXY=1 takes the client's address and https from the proxy: __Host- cookies and HSTS", async () => {
    const b = browserBehind({ trustProxy: 1 }, () => ({
      "X-Forwarded-For": "198.51.100.1, 203.0.113.9",
      "X-Forwarded-Proto": "https",
    }));
    expect((await signIn(b, "ravi")).status).toBe(200);
    expect(await lastLoginAddress("ravi")).toBe("203.0.113.9");
    expect(b.lastHeaders().get("Strict-Transport-Security")).toBe(HSTS);
    const cookies = b.lastHeaders().getSetCookie().join("\n");
    expect(cookies).toMatch(/^__Host-RIBSESSION=[^;]+; Path=\/; HttpOnly; Secure; SameSite=Strict$/m);
    expect(cookies).toMatch(/^__Host-Token=[^;]+; Path=\/; Secure; SameSite=Strict$/m);
    expect(cookies).not.toMatch(/Domain=/i);
  });

  it("counts the per-address sign-in limit per client behind the proxy, and per socket when it is not trusted", async () => {
    let client = 0;
    const address = () => ({ "X-Forwarded-For": `203.0.113.${client}` });
    const trusted = browserBehind({ trustProxy: 1 }, address);
    const untrusted = browserBehind({ trustProxy: 0 }, address, { socketAddress: "10.0.0.3" });
    const statuses = async (b: InProcessBank) => {
      const seen: number[] = [];
      for (client = 1; client <= 11; client++) {
        seen.push((await refusal(signIn(b, `someone${client}`, { password: "Wrong@1234" }))).status);
      }
      return seen;
    };
    // Eleven clients through the proxy: one attempt each, none limited.
    expect(await statuses(trusted)).not.toContain(429);
    // Eleven forged headers on one direct connection: one bucket, the 11th is limited.
    expect((await statuses(untrusted))[10]).toBe(429);
  });

  it("with an https PUBLIC_URL uses __Host- cookies on every call, the client's Token included", async () => {
    const b = browserBehind({ publicUrl: "https://netbanking.example.in" }, () => ({}));
    expect((await signIn(b, "ravi")).status).toBe(200);
    expect([...b.cookies.keys()].sort()).toEqual(
      ["CSRF-ID", "RIBSESSION", "Token"].map((name) => `${HOST_COOKIE_PREFIX}${name}`),
    );
    expect(b.lastHeaders().get("Strict-Transport-Security")).toBe(HSTS);
    // A call that needs the session: the server reads __Host-RIBSESSION, the client sends __Host-Token.
    const [key] = await b.bank.call("loggedInSecretKey", {});
    expect(key).not.toBe("");
    const token = b.cookies.get(`${HOST_COOKIE_PREFIX}Token`) ?? "";
    const beacon = await raw(b, "POST", LOGOUT_BEACON_PATH, {
      body: token,
      headers: { "Content-Type": "text/plain" },
    });
    expect(beacon.status).toBe(204);
    expect(beacon.headers.getSetCookie().join("\n")).toMatch(/^__Host-RIBSESSION=; Max-Age=0; Path=\/;/m);
    expect(b.cookies.has(`${HOST_COOKIE_PREFIX}RIBSESSION`)).toBe(false);
    expect((await refusal(b.bank.call("loggedInSecretKey", {}))).status).toBe(401);
  });

  it("does not take a plain cookie for the session on a secure origin", async () => {
    const plain = browserBehind({}, () => ({}));
    expect((await signIn(plain, "ravi")).status).toBe(200);
    const secure = browserBehind({ publicUrl: "https://netbanking.example.in" }, () => ({}));
    for (const [name, value] of plain.cookies) secure.cookies.set(name, value);
    expect((await refusal(secure.bank.call("loggedInSecretKey", {}))).status).toBe(401);
  });
});
