import type { Context, MiddlewareHandler } from "hono";
import type { AppEnv } from "./context";

/** The largest request body a call accepts (docs/API.md: over it, 413 `REQUEST.INVALID`). */
export const MAX_BODY_BYTES = 64 * 1024;

/** How much of a refused body is read and thrown away before the answer, at most... */
const DRAIN_MAX_BYTES = 1024 * 1024;
/** ...and for how long. */
const DRAIN_MAX_MS = 1000;

/** The answer to a body over the limit: 413, and the connection closes after it. */
function tooLarge(c: Context<AppEnv>): Response {
  return c.json({ status: 413, statusMsg: "The request is too large.", code: "REQUEST.INVALID" }, 413, {
    Connection: "close",
  });
}

/**
 * Reads and throws away what the client is still sending of a refused body (up to
 * {@link DRAIN_MAX_BYTES} in all, for up to {@link DRAIN_MAX_MS}). A server that closes a
 * connection while request bytes are still arriving makes the kernel reset it, and a client that
 * is still writing then loses the answer it was sent; a body read to its end leaves nothing to reset.
 */
async function drain(reader: ReadableStreamDefaultReader<Uint8Array>, alreadyRead: number): Promise<void> {
  let read = alreadyRead;
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
 * The body limit of every call that has a body: a body over {@link MAX_BODY_BYTES} (by its
 * `Content-Length`, or counted as it arrives when chunked) gets 413 `REQUEST.INVALID` with
 * `Connection: close`, after the rest of it is read and thrown away (see {@link drain}); the
 * connection is not kept alive after a body the server did not take. A body within the limit is
 * left for the handler (a counted one is buffered, as Hono's `bodyLimit` does).
 */
export function limitBody(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const body = c.req.raw.body;
    if (body === null) return next();
    const declared = Number(c.req.header("Content-Length"));
    const isChunked = c.req.header("Transfer-Encoding") !== undefined;
    if (!isChunked && Number.isSafeInteger(declared) && declared >= 0) {
      if (declared <= MAX_BODY_BYTES) return next();
      await drain(body.getReader(), 0);
      return tooLarge(c);
    }
    const reader = body.getReader();
    const chunks: Uint8Array[] = [];
    let size = 0;
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > MAX_BODY_BYTES) {
        await drain(reader, size);
        return tooLarge(c);
      }
      chunks.push(value);
    }
    const buffered = new Uint8Array(size);
    let offset = 0;
    for (const chunk of chunks) {
      buffered.set(chunk, offset);
      offset += chunk.byteLength;
    }
    c.req.raw = new Request(c.req.raw, { body: buffered });
    return next();
  };
}
