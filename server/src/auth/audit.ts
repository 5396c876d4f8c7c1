import type { Queryable } from "../db/Database";

/** Writes one row of `audit_log` (no secrets: event, user id, address, outcome, time). */
export async function audit(
  db: Queryable,
  entry: { event: string; username: string | null; ip: string; outcome: string; at: Date },
): Promise<void> {
  await db.query("INSERT INTO audit_log (event, username, ip, outcome, at) VALUES ($1, $2, $3, $4, $5)", [
    entry.event,
    entry.username === null ? null : entry.username.slice(0, 64),
    entry.ip,
    entry.outcome,
    entry.at,
  ]);
}

/** The newest `limit` rows of `event` for `username` with one of `outcomes`: the outcome and the time. */
export async function recentOutcomes(
  db: Queryable,
  event: string,
  username: string,
  outcomes: readonly string[],
  limit: number,
): Promise<Array<{ readonly outcome: string; readonly at: Date }>> {
  return db.query<{ outcome: string; at: Date }>(
    `SELECT outcome, at FROM audit_log WHERE event = $1 AND username = $2 AND outcome = ANY($3::text[])
     ORDER BY at DESC, id DESC LIMIT ${String(limit)}`,
    [event, username, outcomes],
  );
}
