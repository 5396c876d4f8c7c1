import { describe, expect, it } from "vitest";
import { base64url, decodeProtectedHeader } from "jose";
import { JoseTransactionCipher } from "./JoseTransactionCipher";

const key = base64url.encode(new Uint8Array(32).map((_, i) => i + 1));
const otherKey = base64url.encode(new Uint8Array(32).fill(7));

describe("JoseTransactionCipher", () => {
  const cipher = new JoseTransactionCipher();

  it("round-trips a value", async () => {
    const jwe = await cipher.encrypt('{"otac":"a","otp":"123456"}', key);
    expect(await cipher.decrypt(jwe, key)).toBe('{"otac":"a","otp":"123456"}');
  });

  it("makes a compact JWE with dir and A256GCM", async () => {
    const jwe = await cipher.encrypt("00", key);
    expect(jwe.split(".")).toHaveLength(5);
    expect(decodeProtectedHeader(jwe)).toEqual({ alg: "dir", enc: "A256GCM" });
  });

  it("never carries the plaintext in the clear", async () => {
    const jwe = await cipher.encrypt("secret-password", key);
    expect(jwe).not.toContain("secret-password");
  });

  it("rejects another key", async () => {
    const jwe = await cipher.encrypt("00", key);
    await expect(cipher.decrypt(jwe, otherKey)).rejects.toThrow();
  });

  it("rejects a key that is not 32 bytes", async () => {
    await expect(cipher.encrypt("00", base64url.encode(new Uint8Array(16)))).rejects.toThrow();
  });
});
