import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { limitBody, MAX_BODY_BYTES } from "./bodyLimit";
import type { AppEnv } from "./context";

/** An app whose one call answers with the length of the body it read. */
function appWithLimit() {
  const app = new Hono<AppEnv>();
  app.post("/call", limitBody(), async (c) => c.json({ read: (await c.req.text()).length }));
  return app;
}

/** A body sent in pieces without a `Content-Length`, as a chunked upload arrives. */
function chunked(size: number): RequestInit {
  const piece = new TextEncoder().encode("x".repeat(4096));
  let sent = 0;
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (sent >= size) {
        controller.close();
        return;
      }
      const next = piece.subarray(0, Math.min(piece.length, size - sent));
      sent += next.length;
      controller.enqueue(next);
    },
  });
  return { method: "POST", body, duplex: "half" } as RequestInit;
}

const TOO_LARGE = { status: 413, statusMsg: "The request is too large.", code: "REQUEST.INVALID" };

describe("limitBody", () => {
  it("hands a body of up to the limit to the call in full, by its Content-Length or counted", async () => {
    const app = appWithLimit();
    const declared = await app.request("/call", { method: "POST", body: "x".repeat(MAX_BODY_BYTES) });
    expect(await declared.json()).toEqual({ read: MAX_BODY_BYTES });
    const counted = await app.request("/call", chunked(MAX_BODY_BYTES));
    expect(await counted.json()).toEqual({ read: MAX_BODY_BYTES });
  });

  it("answers a body over the limit with 413 REQUEST.INVALID and Connection: close, by its Content-Length or counted", async () => {
    const app = appWithLimit();
    const declared = await app.request("/call", { method: "POST", body: "x".repeat(MAX_BODY_BYTES + 1) });
    expect(declared.status).toBe(413);
    expect(declared.headers.get("Connection")).toBe("close");
    expect(await declared.json()).toEqual(TOO_LARGE);
    const counted = await app.request("/call", chunked(4 * MAX_BODY_BYTES));
    expect(counted.status).toBe(413);
    expect(counted.headers.get("Connection")).toBe("close");
    expect(await counted.json()).toEqual(TOO_LARGE);
  });
});
