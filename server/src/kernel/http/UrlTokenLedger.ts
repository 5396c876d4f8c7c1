import type { Clock } from "../clock";
import type { Queryable } from "../db/Database";

/** The most tokens one statement records (one bind parameter each, far below PostgreSQL's 65,535). */
export const URL_TOKEN_BATCH = 500;

interface Waiter {
  readonly token: string;
  readonly resolve: (fresh: boolean) => void;
  readonly reject: (error: unknown) => void;
}

/**
 * The replay check of every API call: each `UrlToken` is recorded in the database, and a token seen
 * before is refused. Calls that arrive while a write is under way are recorded together in the next
 * single `INSERT` (a group commit), so under load the database runs one statement for many calls
 * instead of one each; no call is answered before its token is stored, so replay protection still
 * survives a restart (docs/PERFORMANCE.md, "Server reads under load").
 */
export class UrlTokenLedger {
  private queue: Waiter[] = [];
  private writing = false;

  constructor(
    private readonly db: Queryable,
    private readonly clock: Clock,
  ) {}

  /** Records `token`; true when it was new, false when it was seen before (a replay). */
  record(token: string): Promise<boolean> {
    return new Promise<boolean>((resolve, reject) => {
      this.queue.push({ token, resolve, reject });
      if (!this.writing) {
        this.writing = true;
        // Let the calls already read in this turn of the event loop join the first statement.
        setImmediate(() => void this.drain());
      }
    });
  }

  private async drain(): Promise<void> {
    while (this.queue.length > 0) {
      const batch = this.queue.splice(0, URL_TOKEN_BATCH);
      try {
        const stored = await this.insert(batch);
        for (const waiter of batch) {
          // A token twice in one batch, or seen before: only its first new occurrence is fresh.
          const fresh = stored.delete(waiter.token);
          waiter.resolve(fresh);
        }
      } catch (error) {
        for (const waiter of batch) waiter.reject(error);
      }
    }
    this.writing = false;
  }

  private async insert(batch: readonly Waiter[]): Promise<Set<string>> {
    const tokens = [...new Set(batch.map((waiter) => waiter.token))];
    const values = tokens.map((_, index) => `($${index + 2}, $1)`).join(", ");
    const rows = await this.db.query<{ token: string }>(
      `INSERT INTO url_tokens (token, seen_at) VALUES ${values} ON CONFLICT (token) DO NOTHING RETURNING token`,
      [this.clock.now(), ...tokens],
    );
    return new Set(rows.map((row) => row.token));
  }
}
