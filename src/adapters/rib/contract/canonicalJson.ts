/**
 * The deepest nesting {@link canonicalJson} accepts. The contract's requests nest three levels
 * (a list of objects in an object); the server refuses a body nested deeper than its own, smaller
 * limit before anything recursive runs, so this bound only keeps the recursion here (and in
 * `JSON.stringify`) far from the stack's end whatever a caller passes.
 */
export const CANONICAL_JSON_MAX_DEPTH = 64;

/** Thrown by {@link canonicalJson} for a value nested deeper than {@link CANONICAL_JSON_MAX_DEPTH}. */
export class CanonicalJsonDepthError extends RangeError {
  constructor() {
    super(
      `A value nested deeper than ${String(CANONICAL_JSON_MAX_DEPTH)} levels has no canonical JSON here.`,
    );
    this.name = "CanonicalJsonDepthError";
  }
}

/**
 * Canonical JSON of a value: object keys sorted (recursively), arrays kept in order,
 * `undefined` members left out, a `bigint` (a decoded `Paise`) written as the JSON number the wire
 * carries for it, so decoded and sent values have the same canonical form. Both sides compute it over the request values to build
 * and check the `X-RIB-ENC` integrity header. Throws {@link CanonicalJsonDepthError} for a value
 * nested deeper than {@link CANONICAL_JSON_MAX_DEPTH} levels, never a stack overflow.
 */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(sortKeys(value, 0)) ?? "null";
}

function sortKeys(value: unknown, depth: number): unknown {
  if (typeof value === "bigint") return Number(value);
  if (value === null || typeof value !== "object") return value;
  if (depth >= CANONICAL_JSON_MAX_DEPTH) throw new CanonicalJsonDepthError();
  if (Array.isArray(value)) {
    return value.map((item: unknown) => (item === undefined ? null : sortKeys(item, depth + 1)));
  }
  const source = value as Record<string, unknown>;
  const sorted: Record<string, unknown> = {};
  for (const key of Object.keys(source).sort()) {
    const member = source[key];
    if (member !== undefined) sorted[key] = sortKeys(member, depth + 1);
  }
  return sorted;
}
