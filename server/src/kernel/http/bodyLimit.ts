import type { Context, MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import type { AppEnv } from "./context";

/** The largest request body a call accepts (docs/API.md: over it, 413 `REQUEST.INVALID`). */
export const MAX_BODY_BYTES = 64 * 1024;

/** How much of a refused body is read and thrown away before the answer, at most... */
const DRAIN_MAX_BYTES = 1024 * 1024;
/** ...and for how long. */
const DRAIN_MAX_MS = 1000;

/**
 * Reads and throws away what the client is still sending of a refused body (up to
 * {@link DRAIN_MAX_BYTES} in all, for up to {@link DRAIN_MAX_MS}). A server that closes a
 * connection while request bytes are still arriving makes the kernel reset it, and a client that
 * is still writing then loses the answer it was sent; a body read to its end leaves nothing to reset.
 */
async function drain(reader: ReadableStreamDefaultReader<Uint8Array>): Promise<void> {
  let read = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<"timeout">((resolve) => {
    timer = setTimeout(() => {
      resolve("timeout");
    }, DRAIN_MAX_MS);
  });
  try {
    while (read <= DRAIN_MAX_BYTES) {
      const next = await Promise.race([reader.read(), timeout]);
      if (next === "timeout" || next.done) return;
      read += next.value.byteLength;
    }
  } catch {
    // The client went away: nothing is left to read.
  } finally {
    clearTimeout(timer);
  }
}

/**
 * The answer to a body over the limit: 413 `REQUEST.INVALID`, and the connection closes after it.
 * A body refused by its `Content-Length` is unread: the rest of it is read and thrown away first
 * (see {@link drain}). A chunked body is being read by the limit itself, which holds its reader;
 * Node's HTTP server goes on reading a connection it closes after an answer, so the answer still
 * arrives in full (`tests/contract/fuzz.contract.test.ts`, on a real socket).
 */
async function tooLarge(c: Context): Promise<Response> {
  const body = c.req.raw.body;
  if (body !== null && !body.locked) await drain(body.getReader());
  return c.json({ status: 413, statusMsg: "The request is too large.", code: "REQUEST.INVALID" }, 413, {
    Connection: "close",
  });
}

/**
 * The body limit of every call that has a body (`hono/body-limit`): a body over
 * {@link MAX_BODY_BYTES} (by its `Content-Length`, or counted as it arrives when chunked) gets
 * {@link tooLarge}; the connection is not kept alive after a body the server did not take. A body
 * within the limit is left for the handler (a counted one is buffered by the library).
 */
export function limitBody(): MiddlewareHandler<AppEnv> {
  return bodyLimit({ maxSize: MAX_BODY_BYTES, onError: tooLarge });
}
