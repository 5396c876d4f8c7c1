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
