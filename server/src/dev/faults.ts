import type { Hono, MiddlewareHandler } from "hono";
import { FaultRequest } from "../../../src/adapters/rib/contract/dev";
import { DEV_FAULTS_PATH } from "../../../src/adapters/rib/contract/paths";
import type { ErrorCode } from "../../../src/adapters/rib/contract/common";
import type { AppEnv } from "../kernel/http/context";
import { readJson } from "../kernel/http/middleware";
import { decodeRequest } from "../kernel/http/validate";

interface Fault {
  readonly path: string;
  readonly status: number;
  remaining: number;
}

/** The error body a fault answers with: the catalogue's code for its status. */
export function faultBody(status: number): { status: number; statusMsg: string; code: ErrorCode } {
  if (status === 503) {
    return {
      status,
      statusMsg: "The service is not available. Please try after some time.",
      code: "SERVICE.UNAVAILABLE",
    };
  }
  if (status >= 500) {
    return {
      status,
      statusMsg: "We are unable to process your request. Please try after some time.",
      code: "SERVER.ERROR",
    };
  }
  return { status, statusMsg: "Invalid request.", code: "REQUEST.INVALID" };
}

/**
 * Fault injection for tests (development and test only, never with `NODE_ENV=production`): the
 * faults set with `POST /dev/faults` answer the next calls whose REST path ends with their `path`.
 */
export class FaultInjector {
  private faults: Fault[] = [];

  /** Adds a fault answering `status` for the next `times` matching calls. */
  add(request: FaultRequest): void {
    const path = request.path.replace(/^\/+/, "");
    this.faults.push({ path, status: request.status, remaining: request.times ?? 1 });
  }

  /** Clears every fault. */
  clear(): void {
    this.faults = [];
  }

  /** The status to answer for a request path, counting the fault down; undefined: none. */
  take(requestPath: string): number | undefined {
    const fault = this.faults.find((candidate) => requestPath.endsWith(`/${candidate.path}`));
    if (fault === undefined) return undefined;
    fault.remaining -= 1;
    if (fault.remaining <= 0) this.faults = this.faults.filter((candidate) => candidate !== fault);
    return fault.status;
  }

  /** Middleware of the service roots: answers a configured fault instead of the call. */
  middleware(): MiddlewareHandler<AppEnv> {
    return async (c, next) => {
      const status = this.take(c.req.path);
      if (status === undefined) return next();
      return c.json(faultBody(status), status as 500);
    };
  }

  /** Registers `POST /dev/faults` (set) and `DELETE /dev/faults` (clear). */
  register(app: Hono<AppEnv>): void {
    app.post(DEV_FAULTS_PATH, async (c) => {
      this.add(decodeRequest(FaultRequest, await readJson(c)));
      return c.json({ status: 200 }, 200, { "Cache-Control": "no-store" });
    });
    app.delete(DEV_FAULTS_PATH, (c) => {
      this.clear();
      return c.json({ status: 200 }, 200, { "Cache-Control": "no-store" });
    });
  }
}
