import { scryptSync } from "node:crypto";
import { describe, expect, it } from "vitest";
import { PasswordHasher, randomToken } from "./secrets";

describe("randomToken", () => {
  it("gives base64url tokens of the asked number of bytes", () => {
    expect(randomToken()).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(randomToken(24)).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(Buffer.from(randomToken(5000), "base64url")).toHaveLength(5000);
  });

  it("never repeats a token across many refills of its pool, and its bytes look uniform", () => {
    const tokens = Array.from({ length: 20_000 }, () => randomToken(24));
    expect(new Set(tokens).size).toBe(tokens.length);
    const counts = new Array<number>(256).fill(0);
    for (const token of tokens) for (const byte of Buffer.from(token, "base64url")) counts[byte]! += 1;
    // 480,000 bytes: each value about 1,875 times; a stuck or reused pool would be far outside this band.
    expect(Math.min(...counts)).toBeGreaterThan(1_600);
    expect(Math.max(...counts)).toBeLessThan(2_150);
  });
});

describe("PasswordHasher", () => {
  it("hashes at OWASP's cost by default, with the cost written into the hash", async () => {
    const hasher = new PasswordHasher();
    const stored = await hasher.hash("Demo@1234");
    expect(stored).toMatch(/^scrypt\$17\$8\$1\$[A-Za-z0-9_-]{22}\$[A-Za-z0-9_-]{43}$/);
    expect(await hasher.verify("Demo@1234", stored)).toBe(true);
    expect(hasher.needsUpgrade(stored)).toBe(false);
  });

  it("verifies a hash of the old format (no cost written: N=2^14) and asks for its upgrade", async () => {
    const salt = Buffer.alloc(16, 7);
    const hash = scryptSync("Demo@1234", salt, 32, { N: 2 ** 14, r: 8, p: 1 });
    const legacy = `scrypt$${salt.toString("base64url")}$${hash.toString("base64url")}`;
    const hasher = new PasswordHasher({ logN: 10, r: 8, p: 1 });
    expect(await hasher.verify("Demo@1234", legacy)).toBe(true);
    expect(await hasher.verify("wrong", legacy)).toBe(false);
    expect(hasher.needsUpgrade(legacy)).toBe(true);
    expect(hasher.needsUpgrade(await hasher.hash("x"))).toBe(false);
  });

  it("answers false for no hash or a malformed one, after the same work as a real compare", async () => {
    const hasher = new PasswordHasher({ logN: 10, r: 8, p: 1 });
    expect(await hasher.verify("anything", null)).toBe(false);
    expect(await hasher.verify("anything", undefined)).toBe(false);
    expect(await hasher.verify("anything", "plain:anything")).toBe(false);
    expect(await hasher.verify("anything", "scrypt$99$8$1$AAAA$AAAA")).toBe(false);
  });
});
