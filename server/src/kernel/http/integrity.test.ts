import { base64url } from "jose";
import { describe, expect, it } from "vitest";
import { ApiError } from "./ApiError";
import { checkIntegrity, encryptForClient } from "./integrity";

const KEY = base64url.encode(new Uint8Array(32).fill(7));

describe("checkIntegrity", () => {
  it("accepts a header made over the same values in another key order", async () => {
    const header = await encryptForClient('{"b":2,"a":1}', KEY);
    await expect(checkIntegrity(header, KEY, { a: 1, b: 2 })).resolves.toBeUndefined();
  });

  it("refuses a header whose plaintext is nested 6,000 levels deep as a mismatch, not a crash", async () => {
    // As deep as a header within its 16 KiB limit can be.
    const header = await encryptForClient(`${"[".repeat(6_000)}${"]".repeat(6_000)}`, KEY);
    expect(header.length).toBeLessThan(16_384);
    const refused = await checkIntegrity(header, KEY, { a: 1 }).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(ApiError);
    expect(refused).toMatchObject({ status: 400, code: "REQUEST.INTEGRITY" });
  });
});
