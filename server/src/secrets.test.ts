import { describe, expect, it } from "vitest";
import { randomToken } from "./secrets";

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
