import { describe, expect, it } from "vitest";
import { forwardedAddress, forwardedHttps, requestOrigin, type OriginFacts } from "./requestOrigin";

const facts = (over: Partial<OriginFacts> = {}): OriginFacts => ({
  socketAddress: "10.0.0.2",
  socketEncrypted: false,
  url: "http://bank.internal/app",
  forwardedFor: "198.51.100.1, 203.0.113.9",
  forwardedProto: "https",
  ...over,
});
const trustNone = { trustProxy: 0, publicUrl: undefined };
const trustOne = { trustProxy: 1, publicUrl: undefined };

describe("requestOrigin", () => {
  it("ignores the forwarding headers when no proxy is trusted", () => {
    expect(requestOrigin(facts(), trustNone)).toEqual({
      ip: "10.0.0.2",
      isHttps: false,
      secureCookies: false,
    });
  });

  it("takes the address the nearest trusted proxy saw and the scheme it set", () => {
    expect(requestOrigin(facts(), trustOne)).toEqual({
      ip: "203.0.113.9",
      isHttps: true,
      secureCookies: true,
    });
    expect(requestOrigin(facts(), { trustProxy: 2, publicUrl: undefined }).ip).toBe("198.51.100.1");
  });

  it("falls back to the socket when a header is missing, short or malformed", () => {
    for (const forwardedFor of [
      undefined,
      "",
      "not-an-address",
      "203.0.113.9 ; rm -rf",
      "999.1.1.1",
      ", ,",
    ]) {
      expect(requestOrigin(facts({ forwardedFor }), trustOne).ip).toBe("10.0.0.2");
    }
    expect(
      requestOrigin(facts({ forwardedFor: "203.0.113.9" }), { trustProxy: 2, publicUrl: undefined }).ip,
    ).toBe("10.0.0.2");
    for (const forwardedProto of [undefined, "", "gopher", "https, ftp"]) {
      expect(requestOrigin(facts({ forwardedProto }), trustOne).isHttps).toBe(false);
    }
    expect(requestOrigin(facts({ forwardedProto: "http", socketEncrypted: true }), trustOne).isHttps).toBe(
      false,
    );
    expect(requestOrigin(facts({ forwardedProto: "bogus", socketEncrypted: true }), trustOne).isHttps).toBe(
      true,
    );
  });

  it("trusts the socket's TLS over the URL, and the URL only without a socket (in-process tests)", () => {
    expect(
      requestOrigin(facts({ url: "https://bank.example/", socketEncrypted: false }), trustNone).isHttps,
    ).toBe(false);
    expect(requestOrigin(facts({ socketEncrypted: true }), trustNone).isHttps).toBe(true);
    const inProcess = facts({
      socketAddress: undefined,
      socketEncrypted: undefined,
      url: "https://bank.example/",
    });
    expect(requestOrigin(inProcess, trustNone)).toEqual({ ip: "local", isHttps: true, secureCookies: true });
  });

  it("makes cookies secure for an https PUBLIC_URL even when the hop to the server is plain HTTP", () => {
    const origin = requestOrigin(facts(), { trustProxy: 0, publicUrl: "https://netbanking.example.in" });
    expect(origin).toEqual({ ip: "10.0.0.2", isHttps: false, secureCookies: true });
    expect(requestOrigin(facts(), { trustProxy: 0, publicUrl: "http://127.0.0.1:8080" }).secureCookies).toBe(
      false,
    );
  });
});

describe("forwarding headers", () => {
  it("reads addresses with ports, in brackets, and IPv6", () => {
    expect(forwardedAddress("203.0.113.9:4711", 1)).toBe("203.0.113.9");
    expect(forwardedAddress("[2001:DB8::1]:4711", 1)).toBe("2001:db8::1");
    expect(forwardedAddress("x, 2001:db8::2", 1)).toBe("2001:db8::2");
    expect(forwardedAddress("203.0.113.9", 0)).toBeUndefined();
  });

  it("reads the proxy's scheme from the last value", () => {
    expect(forwardedHttps("HTTPS")).toBe(true);
    expect(forwardedHttps("https, http")).toBe(false);
    expect(forwardedHttps("http, https")).toBe(true);
  });
});
