import { canonicalJson } from "../../../../src/adapters/rib/contract/canonicalJson";
import type { Queryable } from "../db/Database";
import { ApiError } from "../http/ApiError";
import { sha256 } from "../secrets";

/** The request header that names one instance of a state-changing flow. */
export const IDEMPOTENCY_KEY_HEADER = "Idempotency-Key";

/** An `Idempotency-Key`: 8 to 128 characters of letters, digits, `-` and `_` (a UUID fits). */
const KEY_PATTERN = /^[A-Za-z0-9_-]{8,128}$/;

/** The answer of an idempotent call: HTTP status and JSON body, and whether it is a stored replay. */
export interface IdempotentAnswer<T> {
  readonly status: number;
  readonly body: T;
  readonly replayed: boolean;
}

interface KeyRow {
  readonly operation: string;
  readonly request_hash: string;
  readonly status: number;
  readonly response: string;
}

/** Checks the `Idempotency-Key` header value; 400 `IDEMPOTENCY.KEY_REQUIRED` when missing or malformed. */
export function requireIdempotencyKey(value: string | undefined): string {
  if (value === undefined || !KEY_PATTERN.test(value)) {
    throw new ApiError(
      400,
      "IDEMPOTENCY.KEY_REQUIRED",
      "Invalid request: the Idempotency-Key header is missing.",
    );
  }
  return value;
}

/**
 * Runs a state-changing call at most once per customer and `Idempotency-Key`.
 *
 * `withIdempotency(tx, username, key, operation, requestBody, run)`:
 * - `tx`: an open transaction (`db.transaction(async (tx) => ...)`); `run` must do its writes in it.
 * - `username`: the signed-in customer (keys are per customer).
 * - `key`: the header value, checked with {@link requireIdempotencyKey} (400 `IDEMPOTENCY.KEY_REQUIRED`).
 * - `operation`: a stable name of the call, e.g. `"setUserSecurityInfo"`.
 * - `requestBody`: the decoded request values that must be the same on a replay (compared by
 *   the SHA-256 of their canonical JSON; put secrets in only if a hash of them is acceptable).
 * - `run`: does the work and resolves with `{ status, body }`.
 *
 * The first call claims the key inside `tx`, runs `run` and stores its answer with it; a
 * concurrent call with the same key waits on the row lock (PostgreSQL) and then sees the stored
 * answer. A later call with the same key, operation and body answers the stored answer again
 * (`replayed: true`) without running `run`; with another operation or body it is 422
 * `IDEMPOTENCY.MISMATCH`. When `run` throws, the transaction rolls back and the key stays free,
 * so a refused request may be sent again.
 */
export async function withIdempotency<T>(
  tx: Queryable,
  username: string,
  key: string | undefined,
  operation: string,
  requestBody: unknown,
  run: () => Promise<{ readonly status: number; readonly body: T }>,
  now: Date = new Date(),
): Promise<IdempotentAnswer<T>> {
  const checkedKey = requireIdempotencyKey(key);
  const requestHash = sha256(canonicalJson({ operation, body: requestBody }));
  const claimed = await tx.query<{ key: string }>(
    `INSERT INTO idempotency_keys (username, key, operation, request_hash, status, response, created_at)
     VALUES ($1, $2, $3, $4, 0, '', $5) ON CONFLICT (username, key) DO NOTHING RETURNING key`,
    [username, checkedKey, operation, requestHash, now],
  );
  if (claimed.length === 0) {
    const row = (
      await tx.query<KeyRow>(
        "SELECT operation, request_hash, status, response FROM idempotency_keys WHERE username = $1 AND key = $2",
        [username, checkedKey],
      )
    )[0];
    if (
      row === undefined ||
      row.operation !== operation ||
      row.request_hash !== requestHash ||
      row.status === 0
    ) {
      throw new ApiError(
        422,
        "IDEMPOTENCY.MISMATCH",
        "This request key was already used for another request.",
      );
    }
    return { status: row.status, body: JSON.parse(row.response) as T, replayed: true };
  }
  const answer = await run();
  await tx.query("UPDATE idempotency_keys SET status = $3, response = $4 WHERE username = $1 AND key = $2", [
    username,
    checkedKey,
    answer.status,
    JSON.stringify(answer.body),
  ]);
  return { status: answer.status, body: answer.body, replayed: false };
}
