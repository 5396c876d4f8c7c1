import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createApp } from "../app";
import type { ManualClock } from "../clock";
import { loadConfig } from "../config";
import type { AppDeps } from "../http/context";
import { TestBrowser } from "../testSupport/TestBrowser";
import { signInActive } from "../testSupport/flows";
import { openTestDeps, resetSignInState } from "../testSupport/testDatabase";

let deps: AppDeps & { clock: ManualClock };
beforeAll(async () => {
  deps = await openTestDeps();
});
afterAll(async () => {
  await deps.db.close();
});
beforeEach(async () => {
  await resetSignInState(deps.db);
});

describe("fault injection (/dev/faults)", () => {
  it("answers the configured status with the catalogue's body for the next calls, then stops", async () => {
    const b = new TestBrowser(createApp(deps));
    await signInActive(b, deps.db, "meera");
    const set = await b.call("POST", "/dev/faults", {
      json: { path: "customerDetails", status: 503, times: 2 },
    });
    expect(set.status).toBe(200);
    for (let i = 0; i < 2; i++) {
      const faulted = await b.rest("GET", "customerDetails");
      expect(faulted.status).toBe(503);
      expect(faulted.body).toMatchObject({ status: 503, code: "SERVICE.UNAVAILABLE" });
    }
    expect((await b.rest("GET", "customerDetails")).status).toBe(200);
  });

  it("answers once by default, only for paths ending with the configured path", async () => {
    const b = new TestBrowser(createApp(deps));
    await signInActive(b, deps.db, "meera");
    await b.call("POST", "/dev/faults", { json: { path: "loginUser/getCustomerId", status: 500 } });
    expect((await b.rest("GET", "customerDetails")).status).toBe(200);
    const faulted = await b.rest("GET", "loginUser/getCustomerId");
    expect(faulted.status).toBe(500);
    expect(faulted.body).toMatchObject({ code: "SERVER.ERROR" });
    expect((await b.rest("GET", "loginUser/getCustomerId")).status).toBe(200);
  });

  it("maps a 4xx fault to REQUEST.INVALID and DELETE clears every fault", async () => {
    const b = new TestBrowser(createApp(deps));
    await signInActive(b, deps.db, "meera");
    await b.call("POST", "/dev/faults", { json: { path: "customerDetails", status: 400, times: 5 } });
    expect((await b.rest("GET", "customerDetails")).body).toMatchObject({
      status: 400,
      code: "REQUEST.INVALID",
    });
    expect((await b.call("DELETE", "/dev/faults")).status).toBe(200);
    expect((await b.rest("GET", "customerDetails")).status).toBe(200);
  });

  it("refuses a malformed fault", async () => {
    const b = new TestBrowser(createApp(deps));
    const answer = await b.call("POST", "/dev/faults", { json: { path: "customerDetails", status: 200 } });
    expect(answer.status).toBe(400);
  });

  it("does not exist when NODE_ENV=production", async () => {
    const production = loadConfig({
      NODE_ENV: "production",
      APP_DATE: "2026-11-22",
      DIST_DIR: deps.config.distDir,
    });
    expect(production.isProduction).toBe(true);
    const b = new TestBrowser(createApp({ ...deps, config: { ...deps.config, isProduction: true } }));
    const set = await b.call("POST", "/dev/faults", { json: { path: "getServerDate", status: 503 } });
    expect(set.status).toBe(404);
    expect((await b.call("DELETE", "/dev/faults")).status).toBe(404);
    expect((await b.rest("GET", "user/getServerDate")).status).toBe(200);
  });
});
