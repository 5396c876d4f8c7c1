import { describe, expect, it } from "vitest";
import { loadConfig } from "./config";

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
});
