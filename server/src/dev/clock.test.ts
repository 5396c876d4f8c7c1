import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../app";
import { OffsetClock } from "../kernel/clock";
import type { AppDeps } from "../kernel/http/context";
import { inProcessBank } from "../testSupport/inProcessBank";
import { newBrowser, raw, refusal, signInActive } from "../testSupport/flows";
import { openTestDeps } from "../testSupport/testDatabase";

let deps: AppDeps & { clock: OffsetClock };
beforeAll(async () => {
  const opened = await openTestDeps();
  deps = { ...opened, clock: new OffsetClock() };
});
afterAll(async () => {
  await deps.db.close();
});

describe("the development clock (/dev/clock)", () => {
  it("moves the server's time forward: a signed-in session idles out without waiting", async () => {
    const b = inProcessBank(createApp(deps));
    await signInActive(b, deps.db, "meera");
    await b.bank.call("customerDetails", {});
    const before = deps.clock.now().getTime();
    const moved = await raw(b, "POST", "/dev/clock", {
      json: { advanceMs: deps.config.sessionIdleTimeoutMs + 1_000 },
    });
    expect(moved.status).toBe(200);
    const now = Date.parse((moved.body as { now: string }).now);
    expect(now - before).toBeGreaterThanOrEqual(deps.config.sessionIdleTimeoutMs + 1_000);
    expect((await refusal(b.bank.call("customerDetails", {}))).status).toBe(401);
  });

  it("refuses a move that is not a positive whole number of milliseconds up to a week, and keeps the time", async () => {
    const b = inProcessBank(createApp(deps));
    for (const advanceMs of [0, -5, 1.5, 8 * 86_400_000, "60000"]) {
      const before = deps.clock.now().getTime();
      const answer = await raw(b, "POST", "/dev/clock", { json: { advanceMs } });
      expect(answer.status).toBe(400);
      expect(deps.clock.now().getTime() - before).toBeLessThan(60_000);
    }
  });

  it("does not exist when NODE_ENV=production", async () => {
    const b = newBrowser({ ...deps, config: { ...deps.config, isProduction: true } });
    expect((await raw(b, "POST", "/dev/clock", { json: { advanceMs: 60_000 } })).status).toBe(404);
  });
});
