import { inspect } from "node:util";
import { Redacted } from "effect";
import { describe, expect, it } from "vitest";
import { ConfigError, isLoopback, loadConfig, MIN_SERVER_SECRET_LENGTH } from "./config";

describe("loadConfig: session security settings", () => {
  it("uses the defaults: 240 s idle, 30 s warning, 60 s feedback, 3 transaction password attempts, required", () => {
    expect(loadConfig({})).toMatchObject({
      sessionIdleTimeoutMs: 240_000,
      sessionMaxLifetimeMs: 8 * 60 * 60_000,
      timeoutWarningMs: 30_000,
      feedbackTimeoutMs: 60_000,
      txnPwdMaxAttempts: 3,
      txnPwdRequired: true,
    });
  });

  it("reads the environment", () => {
    expect(
      loadConfig({
        SESSION_IDLE_TIMEOUT_MS: "60000",
        SESSION_MAX_LIFETIME_MS: "3600000",
        TIMEOUT_WARNING_MS: "25000",
        FEEDBACK_TIMEOUT_MS: "5000",
        TXN_PWD_MAX_ATTEMPTS: "5",
        TXN_PWD_REQUIRED: "0",
      }),
    ).toMatchObject({
      sessionIdleTimeoutMs: 60_000,
      sessionMaxLifetimeMs: 3_600_000,
      timeoutWarningMs: 25_000,
      feedbackTimeoutMs: 5_000,
      txnPwdMaxAttempts: 5,
      txnPwdRequired: false,
    });
  });

  it("raises a warning below 20 s to 20 s unless ALLOW_SPEC_TIMEOUT_WARNING=1 keeps the spec's 11 s", () => {
    expect(loadConfig({ TIMEOUT_WARNING_MS: "11000" }).timeoutWarningMs).toBe(20_000);
    expect(
      loadConfig({ TIMEOUT_WARNING_MS: "11000", ALLOW_SPEC_TIMEOUT_WARNING: "1" }).timeoutWarningMs,
    ).toBe(11_000);
  });

  it("refuses zero or non-numbers", () => {
    expect(() => loadConfig({ SESSION_IDLE_TIMEOUT_MS: "0" })).toThrow();
    expect(() => loadConfig({ TXN_PWD_MAX_ATTEMPTS: "many" })).toThrow();
  });

  it("reads the new-payee cap as the domain's Paise, whole paise above zero only", () => {
    expect(loadConfig({}).transfers.newBeneficiaryCapPaise).toBe(5_000_000n);
    expect(loadConfig({ NEW_BENEFICIARY_CAP_PAISE: "3000000" }).transfers.newBeneficiaryCapPaise).toBe(
      3_000_000n,
    );
    for (const value of ["0", "1.5", "-100", "1e6", "lots"]) {
      expect(() => loadConfig({ NEW_BENEFICIARY_CAP_PAISE: value }), value).toThrow(/whole paise/u);
    }
  });
});

/** A production environment that starts: secret, HTTP SMS gateway. */
const PRODUCTION = {
  NODE_ENV: "production",
  SERVER_SECRET: "s".repeat(MIN_SERVER_SECRET_LENGTH),
  SMS_GATEWAY: "http",
  SMS_GATEWAY_URL: "https://sms.bank.example/send",
  SMS_GATEWAY_TOKEN: "token-abc-123",
} as const;

/** The problems `loadConfig` refuses `env` with (empty when it loads). */
function problems(env: Readonly<Record<string, string | undefined>>): readonly string[] {
  try {
    loadConfig(env);
    return [];
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
}

describe("loadConfig: demo mode", () => {
  it("is demo mode outside production: the development outbox, on 127.0.0.1", () => {
    expect(loadConfig({})).toMatchObject({
      isProduction: false,
      host: "127.0.0.1",
      sms: { kind: "dev-outbox" },
      trustProxy: 0,
      publicUrl: undefined,
      tls: undefined,
    });
  });

  it("listens on loopback addresses only", () => {
    for (const host of ["127.0.0.1", "127.8.9.10", "::1", "[::1]", "localhost", "LOCALHOST"]) {
      expect(problems({ HOST: host })).toEqual([]);
    }
    for (const host of ["0.0.0.0", "::", "192.168.1.20", "10.0.0.1", "bank.example", "128.0.0.1", "::2"]) {
      const refused = problems({ HOST: host });
      expect(refused).toHaveLength(1);
      expect(refused[0]).toContain(`HOST=${host}`);
      expect(refused[0]).toContain("NODE_ENV=production");
    }
  });

  it("tells loopback from other addresses", () => {
    expect(isLoopback("::ffff:127.0.0.1")).toBe(true);
    expect(isLoopback("127.0.0.1.example")).toBe(false);
    expect(isLoopback("")).toBe(false);
  });
});

describe("loadConfig: production", () => {
  it("starts with a secret and the HTTP SMS gateway, on any address", () => {
    const config = loadConfig({ ...PRODUCTION, HOST: "0.0.0.0" });
    expect(config).toMatchObject({
      isProduction: true,
      host: "0.0.0.0",
      sms: {
        kind: "http",
        url: "https://sms.bank.example/send",
        timeoutMs: 10_000,
        auth: { kind: "bearer" },
      },
    });
  });

  it("refuses to start without SERVER_SECRET or with a short one", () => {
    expect(problems({ ...PRODUCTION, SERVER_SECRET: undefined })).toEqual([
      expect.stringContaining("Production needs SERVER_SECRET"),
    ]);
    const short = problems({ ...PRODUCTION, SERVER_SECRET: "short-secret" });
    expect(short).toEqual([expect.stringContaining("too short")]);
    expect(short.join()).not.toContain("short-secret");
  });

  it("refuses the development SMS outbox, explicit or by default", () => {
    expect(problems({ ...PRODUCTION, SMS_GATEWAY: "dev-outbox" })).toEqual([
      expect.stringContaining("never uses the development SMS outbox"),
    ]);
    expect(problems({ ...PRODUCTION, SMS_GATEWAY: undefined })).toEqual([
      expect.stringContaining("Production needs SMS_GATEWAY=http"),
    ]);
  });

  it("lists every problem at once", () => {
    expect(problems({ NODE_ENV: "production" })).toHaveLength(2);
  });

  it("wants the gateway over https, except a relay on a loopback address", () => {
    expect(problems({ ...PRODUCTION, SMS_GATEWAY_URL: "http://sms.bank.example/send" })).toEqual([
      expect.stringContaining("must be https"),
    ]);
    expect(problems({ ...PRODUCTION, SMS_GATEWAY_URL: "http://127.0.0.1:9000/send" })).toEqual([]);
    expect(problems({ SMS_GATEWAY: "http", SMS_GATEWAY_URL: "http://sms.test/send" })).toEqual([]);
  });
});

describe("loadConfig: SMS gateway", () => {
  it("holds the token and the password as Redacted values, never in the printed config", () => {
    const bearer = loadConfig({
      SMS_GATEWAY: "http",
      SMS_GATEWAY_URL: "https://sms.test/",
      SMS_GATEWAY_TOKEN: "tok-SECRET",
    });
    const basic = loadConfig({
      SMS_GATEWAY: "http",
      SMS_GATEWAY_URL: "https://sms.test/",
      SMS_GATEWAY_USER: "bank",
      SMS_GATEWAY_PASSWORD: "pw-SECRET",
      SMS_GATEWAY_TIMEOUT_MS: "2500",
    });
    if (bearer.sms.kind !== "http" || bearer.sms.auth.kind !== "bearer")
      throw new Error("not a bearer gateway");
    if (basic.sms.kind !== "http" || basic.sms.auth.kind !== "basic") throw new Error("not a basic gateway");
    expect(Redacted.isRedacted(bearer.sms.auth.token)).toBe(true);
    expect(Redacted.value(bearer.sms.auth.token)).toBe("tok-SECRET");
    expect(Redacted.value(basic.sms.auth.password)).toBe("pw-SECRET");
    expect(basic.sms).toMatchObject({ timeoutMs: 2500, auth: { user: "bank" } });
    for (const config of [bearer, basic]) {
      // The configuration's amounts are the domain's bigint Paise, which JSON writes only with help.
      const json = JSON.stringify(config, (_key, value: unknown) =>
        typeof value === "bigint" ? value.toString() : value,
      );
      expect(json).not.toContain("SECRET");
      expect(inspect(config, { depth: 10 })).not.toContain("SECRET");
    }
  });

  it("needs a URL without credentials and one kind of credentials", () => {
    const http = { SMS_GATEWAY: "http" };
    expect(problems(http)).toEqual([expect.stringContaining("needs SMS_GATEWAY_URL")]);
    expect(problems({ ...http, SMS_GATEWAY_URL: "ftp://sms.test/" })).toHaveLength(1);
    const withCredentials = problems({ ...http, SMS_GATEWAY_URL: "https://user:pw-SECRET@sms.test/" });
    expect(withCredentials).toEqual([expect.stringContaining("must not carry credentials")]);
    expect(withCredentials.join()).not.toContain("pw-SECRET");
    expect(
      problems({
        ...http,
        SMS_GATEWAY_URL: "https://sms.test/",
        SMS_GATEWAY_TOKEN: "t",
        SMS_GATEWAY_USER: "u",
        SMS_GATEWAY_PASSWORD: "p",
      }),
    ).toEqual([expect.stringContaining("not both")]);
    expect(problems({ ...http, SMS_GATEWAY_URL: "https://sms.test/", SMS_GATEWAY_USER: "u" })).toEqual([
      expect.stringContaining("go together"),
    ]);
    expect(problems({ SMS_GATEWAY: "carrier-pigeon" })).toEqual([
      expect.stringContaining("http or dev-outbox"),
    ]);
  });
});

describe("loadConfig: behind a proxy, TLS", () => {
  it("reads TRUST_PROXY as a number of hops", () => {
    expect(loadConfig({ TRUST_PROXY: "2" }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: "" }).trustProxy).toBe(0);
    for (const value of ["true", "-1", "1.5", "loopback"]) {
      expect(problems({ TRUST_PROXY: value })).toEqual([expect.stringContaining("TRUST_PROXY")]);
    }
  });

  it("keeps PUBLIC_URL as an origin and refuses paths, credentials and other schemes", () => {
    expect(loadConfig({ PUBLIC_URL: "https://NetBanking.example.in/" }).publicUrl).toBe(
      "https://netbanking.example.in",
    );
    expect(loadConfig({ PUBLIC_URL: "http://127.0.0.1:8080" }).publicUrl).toBe("http://127.0.0.1:8080");
    for (const value of [
      "netbanking.example.in",
      "https://bank.example/app",
      "https://u:p@bank.example",
      "ftp://bank.example",
    ]) {
      expect(problems({ PUBLIC_URL: value })).toEqual([expect.stringContaining("PUBLIC_URL")]);
    }
  });

  it("takes the TLS certificate and key together", () => {
    expect(
      loadConfig({ TLS_CERT_FILE: "/etc/bank/cert.pem", TLS_KEY_FILE: "/etc/bank/key.pem" }).tls,
    ).toEqual({
      certFile: "/etc/bank/cert.pem",
      keyFile: "/etc/bank/key.pem",
    });
    expect(problems({ TLS_CERT_FILE: "/etc/bank/cert.pem" })).toEqual([
      expect.stringContaining("go together"),
    ]);
  });
});

describe("loadConfig: password hashing", () => {
  it("hashes at OWASP's N=2^17 by default, takes PASSWORD_HASH_LOG_N from 10 to 20, and refuses less than 17 in production", () => {
    expect(loadConfig({}).passwordHashing).toEqual({ logN: 17, r: 8, p: 1 });
    expect(loadConfig({ PASSWORD_HASH_LOG_N: "10" }).passwordHashing.logN).toBe(10);
    expect(() => loadConfig({ PASSWORD_HASH_LOG_N: "9" })).toThrow(/10 to 20/);
    expect(() => loadConfig({ PASSWORD_HASH_LOG_N: "14.5" })).toThrow(/10 to 20/);
    expect(() => loadConfig({ PASSWORD_HASH_LOG_N: "16", NODE_ENV: "production" })).toThrow(/at least 17/);
  });
});
