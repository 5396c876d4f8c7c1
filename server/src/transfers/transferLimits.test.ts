import { Redacted } from "effect";
import { describe, expect, it } from "vitest";
import { createApp } from "../app";
import { DEFAULT_TRANSFER_LIMITS, type ServerConfig } from "../kernel/config";
import { DEMO_TXN_PASSWORD } from "../seed/demoData";
import { inProcessBank, type InProcessBank } from "../testSupport/inProcessBank";
import { signInActive } from "../testSupport/flows";
import { useTestDeps } from "../testSupport/testDatabase";

const deps = useTestDeps();

/** A signed-in browser of asha on an app with `transfers` settings over the test configuration. */
async function customer(transfers: Partial<ServerConfig["transfers"]> = {}): Promise<InProcessBank> {
  const config = { ...deps.config, transfers: { ...deps.config.transfers, ...transfers } };
  const browser = inProcessBank(createApp({ ...deps, config }));
  await signInActive(browser, deps.db, "asha");
  const answer = await browser.bank.call("validateTransacPwd", {
    transacPwd: Redacted.make(DEMO_TXN_PASSWORD),
  });
  expect(answer.status).toBe(200);
  return browser;
}

describe("the transfer limits call", () => {
  it("answers the bounds the bank configured, the same as the configuration call", async () => {
    const limits = {
      ...DEFAULT_TRANSFER_LIMITS,
      minNeft: 500n,
      maxNeft: 90_000_000n,
      minRtgs: 25_000_000n,
      maxRtgs: 80_000_000n,
    };
    const b = await customer({ limits });
    const answer = await b.bank.call("neftRtgsLimits", {});
    expect(answer).toMatchObject({
      minNeft: 500n,
      maxNeft: 90_000_000n,
      minRtgs: 25_000_000n,
      maxRtgs: 80_000_000n,
    });
    const configuration = await b.bank.call("configuration", {});
    expect(configuration).toMatchObject({
      minNeft: answer.minNeft,
      maxNeft: answer.maxNeft,
      minRtgs: answer.minRtgs,
      maxRtgs: answer.maxRtgs,
    });
  });

  it("is past the NEFT cut-off from the cut-off minute on (the clock reads 10:30 in India)", async () => {
    const atCutOff = await (await customer({ neftCutOff: "10:30" })).bank.call("neftRtgsLimits", {});
    expect(atCutOff.afterNeftCutOff).toBe(true);
    const before = await (await customer({ neftCutOff: "10:31" })).bank.call("neftRtgsLimits", {});
    expect(before.afterNeftCutOff).toBe(false);
  });

  it("names the next working day after the configured holidays (a Sunday, then a Monday holiday)", async () => {
    const answer = await (await customer({ holidays: ["2026-11-23"] })).bank.call("neftRtgsLimits", {});
    expect(answer).toMatchObject({ appDate: "2026-11-22", nextWorkingDay: "2026-11-24" });
  });
});
