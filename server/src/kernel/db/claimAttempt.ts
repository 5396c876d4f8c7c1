import type { Queryable } from "./Database";

/** The per-user counters of wrong attempts that are claimed before a comparison. */
export type AttemptCounter = "txn_failure_count" | "security_failure_count";

/**
 * Claims one attempt of `username` on `counter` before anything is compared, in one conditional
 * update: the count goes up while it is below `max` and the id is not blocked, and the new count
 * (this attempt's place) is returned; null means no attempt is left. However many attempts arrive
 * at once, no more than `max` are ever compared (docs/DECISIONS.md D14).
 */
export async function claimAttempt(
  db: Queryable,
  counter: AttemptCounter,
  username: string,
  max: number,
): Promise<number | null> {
  const rows = await db.query<{ n: number }>(
    `UPDATE users SET ${counter} = ${counter} + 1
      WHERE username = $1 AND NOT locked AND ${counter} < $2 RETURNING ${counter} AS n`,
    [username, max],
  );
  return rows[0]?.n ?? null;
}
