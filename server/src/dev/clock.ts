import type { Hono } from "hono";
import { ClockRequest } from "../../../src/adapters/rib/contract/dev";
import { DEV_CLOCK_PATH } from "../../../src/adapters/rib/contract/paths";
import type { OffsetClock } from "../kernel/clock";
import type { AppEnv } from "../kernel/http/context";
import { readJson } from "../kernel/http/middleware";
import { decodeRequest } from "../kernel/http/validate";

/**
 * Registers `POST /dev/clock` (development and test only, never with `NODE_ENV=production`):
 * moves the server's clock forward, so a test crosses the idle time-out, a code's expiry or a
 * block's end without waiting; answers the server's time after the move.
 */
export function registerDevClock(app: Hono<AppEnv>, clock: OffsetClock): void {
  app.post(DEV_CLOCK_PATH, async (c) => {
    const { advanceMs } = decodeRequest(ClockRequest, await readJson(c));
    clock.advance(advanceMs);
    return c.json({ status: 200, now: clock.now().toISOString() }, 200, { "Cache-Control": "no-store" });
  });
}
