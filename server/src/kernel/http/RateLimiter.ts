import type { Clock } from "../clock";
import type { Queryable } from "../db/Database";
import { hmac } from "../secrets";

/**
 * One hit in one statement: a new key, or one whose window has ended, starts a window with 1 hit;
 * otherwise the count goes up. The row is locked for the update, so hits at the same moment from
 * any number of requests or server processes are each counted once.
 */
const HIT = `INSERT INTO rate_limits AS r (key_hash, hits, resets_at) VALUES ($1, 1, $3)
  ON CONFLICT (key_hash) DO UPDATE SET
    hits = CASE WHEN r.resets_at <= $2 THEN 1 ELSE r.hits + 1 END,
    resets_at = CASE WHEN r.resets_at <= $2 THEN EXCLUDED.resets_at ELSE r.resets_at END
  RETURNING hits`;

/**
 * Fixed-window counters per key in the `rate_limits` table: shared by every server process on the
 * database and kept across restarts. Keys (which name user ids and addresses) are stored as an
 * HMAC with the server secret; housekeeping deletes windows that have ended.
 */
export class RateLimiter {
  constructor(
    private readonly db: Queryable,
    private readonly clock: Clock,
    private readonly secret: string,
    private readonly windowMs = 60_000,
  ) {}

  /** Counts one hit for `key`; false when it goes over `limit` in the current window. */
  async hit(key: string, limit: number): Promise<boolean> {
    const now = this.clock.now();
    const rows = await this.db.query<{ hits: number }>(HIT, [
      hmac(this.secret, `rate-limit\u0000${key}`).toString("base64url"),
      now,
      new Date(now.getTime() + this.windowMs),
    ]);
    const hits = rows[0]?.hits;
    return hits !== undefined && hits <= limit;
  }
}
