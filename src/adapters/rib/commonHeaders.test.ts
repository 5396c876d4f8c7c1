import { describe, expect, it } from "vitest";
import { commonHeaders, createUrlToken, readBankCookie, readCookie } from "./commonHeaders";
import { InMemorySessionStore } from "../storage/InMemorySessionStore";

describe("createUrlToken", () => {
  it("makes 32 characters of [A-Za-z0-9]", () => {
    expect(createUrlToken()).toMatch(/^[A-Za-z0-9]{32}$/);
  });

  it("makes a new value each time", () => {
    const tokens = new Set(Array.from({ length: 50 }, () => createUrlToken()));
    expect(tokens.size).toBe(50);
  });

  it("skips biased bytes (248 and above)", () => {
    let call = 0;
    const token = createUrlToken((array) => {
      array.fill(call++ === 0 ? 250 : 0);
      return array;
    });
    expect(token).toBe("A".repeat(32));
  });
});

describe("readCookie", () => {
  it("finds a cookie among others and decodes it", () => {
    expect(readCookie("CSRF-ID=abc; Token=t%2B1; other=x", "Token")).toBe("t+1");
  });
  it("is undefined when absent", () => {
    expect(readCookie("CSRF-ID=abc", "Token")).toBeUndefined();
  });
});

describe("readBankCookie", () => {
  it("reads the __Host- cookie of a secure origin first, else the plain one (http on 127.0.0.1)", () => {
    expect(readBankCookie("__Host-CSRF-ID=c; __Host-Token=secure", "Token")).toBe("secure");
    expect(readBankCookie("Token=plain; __Host-Token=secure", "Token")).toBe("secure");
    expect(readBankCookie("CSRF-ID=c; Token=plain", "Token")).toBe("plain");
    expect(readBankCookie("X__Host-Token=no", "Token")).toBeUndefined();
  });
});

describe("commonHeaders", () => {
  it("sends the __Host-Token cookie's value as Token on a secure origin", () => {
    const headers = commonHeaders({ store: new InMemorySessionStore(), cookies: () => "__Host-Token=tok-s" });
    expect(headers["Token"]).toBe("tok-s");
  });

  it("carries Token, UrlToken, the newest X-SFAUTH-TOKEN and the no-cache pair", () => {
    const store = new InMemorySessionStore();
    store.setSfAuthToken("sf-1");
    store.setSfAuthToken("sf-2");
    const headers = commonHeaders({ store, cookies: () => "Token=tok-9; CSRF-ID=c" });
    expect(headers).toMatchObject({
      Token: "tok-9",
      "X-SFAUTH-TOKEN": "sf-2",
      "Cache-Control": "no-cache, no-store",
      Pragma: "no-cache",
    });
    expect(headers["UrlToken"]).toMatch(/^[A-Za-z0-9]{32}$/);
  });

  it("leaves out Token and X-SFAUTH-TOKEN before sign-in", () => {
    const headers = commonHeaders({ store: new InMemorySessionStore(), cookies: () => "" });
    expect(headers["Token"]).toBeUndefined();
    expect(headers["X-SFAUTH-TOKEN"]).toBeUndefined();
  });

  it("uses a new UrlToken per request", () => {
    const store = new InMemorySessionStore();
    const a = commonHeaders({ store, cookies: () => "" });
    const b = commonHeaders({ store, cookies: () => "" });
    expect(a["UrlToken"]).not.toBe(b["UrlToken"]);
  });
});
