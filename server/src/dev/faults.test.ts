import { describe, expect, it } from "vitest";
import { createApp } from "../app";
import { loadConfig } from "../kernel/config";
import { inProcessBank } from "../testSupport/inProcessBank";
import { newBrowser, raw, refusal, signInActive } from "../testSupport/flows";
import { useTestDeps } from "../testSupport/testDatabase";

const deps = useTestDeps();

describe("fault injection (/dev/faults)", () => {
  it("answers the configured status with the catalogue's body for the next calls, then stops", async () => {
    const b = newBrowser(deps);
    await signInActive(b, deps.db, "meera");
    const set = await raw(b, "POST", "/dev/faults", {
      json: { path: "customerDetails", status: 503, times: 2 },
    });
    expect(set.status).toBe(200);
    for (let i = 0; i < 2; i++) {
      const faulted = await refusal(b.bank.call("customerDetails", {}));
      expect(faulted.status).toBe(503);
      expect(faulted.body).toMatchObject({ status: 503, code: "SERVICE.UNAVAILABLE" });
    }
    await b.bank.call("customerDetails", {});
  });

  it("answers once by default, only for paths ending with the configured path", async () => {
    const b = newBrowser(deps);
    await signInActive(b, deps.db, "meera");
    await raw(b, "POST", "/dev/faults", { json: { path: "loginUser/getCustomerId", status: 500 } });
    await b.bank.call("customerDetails", {});
    // The client calls getCustomerId at /app/rest/getCustomerId; the fault is on its other path.
    const faulted = await raw(b, "GET", "/app/rest/loginUser/getCustomerId");
    expect(faulted.status).toBe(500);
    expect(faulted.body).toMatchObject({ code: "SERVER.ERROR" });
    expect((await raw(b, "GET", "/app/rest/loginUser/getCustomerId")).status).toBe(200);
  });

  it("maps a 4xx fault to REQUEST.INVALID and DELETE clears every fault", async () => {
    const b = newBrowser(deps);
    await signInActive(b, deps.db, "meera");
    await raw(b, "POST", "/dev/faults", { json: { path: "customerDetails", status: 400, times: 5 } });
    expect((await refusal(b.bank.call("customerDetails", {}))).body).toMatchObject({
      status: 400,
      code: "REQUEST.INVALID",
    });
    expect((await raw(b, "DELETE", "/dev/faults")).status).toBe(200);
    await b.bank.call("customerDetails", {});
  });

  it("refuses a malformed fault", async () => {
    const b = newBrowser(deps);
    const answer = await raw(b, "POST", "/dev/faults", { json: { path: "customerDetails", status: 200 } });
    expect(answer.status).toBe(400);
  });

  it("does not exist when NODE_ENV=production", async () => {
    const production = loadConfig({
      NODE_ENV: "production",
      APP_DATE: "2026-11-22",
      DIST_DIR: deps.config.distDir,
      SERVER_SECRET: "a-production-secret-of-32-chars-or-more",
      SMS_GATEWAY: "http",
      SMS_GATEWAY_URL: "https://sms.bank.example/send",
    });
    expect(production.isProduction).toBe(true);
    const b = inProcessBank(createApp({ ...deps, config: { ...deps.config, isProduction: true } }));
    const set = await raw(b, "POST", "/dev/faults", { json: { path: "getServerDate", status: 503 } });
    expect(set.status).toBe(404);
    expect((await raw(b, "DELETE", "/dev/faults")).status).toBe(404);
    expect((await b.bank.call("serverDate", {})).appDate).not.toBe("");
  });
});
