import { describe, expect, it } from "vitest";
import { CANONICAL_JSON_MAX_DEPTH, CanonicalJsonDepthError, canonicalJson } from "./canonicalJson";

/** `depth` lists, one in the other, around `inner`. */
function nested(depth: number, inner: unknown = 1): unknown {
  let value = inner;
  for (let level = 0; level < depth; level += 1) value = [value];
  return value;
}

describe("canonicalJson", () => {
  it("sorts keys at every level, keeps list order and leaves out undefined members", () => {
    expect(canonicalJson({ b: 1, a: { d: [3, undefined, { f: 1, e: 2 }], c: undefined } })).toBe(
      '{"a":{"d":[3,null,{"e":2,"f":1}]},"b":1}',
    );
    expect(canonicalJson(undefined)).toBe("null");
  });

  it("writes a decoded amount (a bigint) as the number the wire carries", () => {
    expect(canonicalJson({ transferAmount: 150_000n, list: [1n] })).toBe(
      canonicalJson({ transferAmount: 150_000, list: [1] }),
    );
    expect(canonicalJson({ transferAmount: 150_000n })).toBe('{"transferAmount":150000}');
  });

  it(`takes values nested ${String(CANONICAL_JSON_MAX_DEPTH)} levels`, () => {
    expect(canonicalJson(nested(CANONICAL_JSON_MAX_DEPTH))).toBe(
      `${"[".repeat(CANONICAL_JSON_MAX_DEPTH)}1${"]".repeat(CANONICAL_JSON_MAX_DEPTH)}`,
    );
  });

  it("refuses deeper values with its own error, never a stack overflow", () => {
    expect(() => canonicalJson(nested(CANONICAL_JSON_MAX_DEPTH + 1))).toThrow(CanonicalJsonDepthError);
    expect(() => canonicalJson(nested(100_000))).toThrow(CanonicalJsonDepthError);
    let deepObject: unknown = {};
    for (let level = 0; level < 100_000; level += 1) deepObject = { next: deepObject };
    expect(() => canonicalJson(deepObject)).toThrow(CanonicalJsonDepthError);
  });
});
