import { claimAttempt } from "../kernel/db/claimAttempt";
import type { Queryable } from "../kernel/db/Database";

/** The stored transaction password of a user: its hash and the wrong attempts in a row. */
export class TransactionPasswordRepository {
  constructor(private readonly db: Queryable) {}

  /** Wrong transaction passwords in a row (null: no such user). */
  async failureCount(username: string): Promise<number | null> {
    const rows = await this.db.query<{ txn_failure_count: number }>(
      "SELECT txn_failure_count FROM users WHERE username = $1",
      [username],
    );
    return rows[0]?.txn_failure_count ?? null;
  }

  /** The transaction password's hash (null: no such user). */
  async hash(username: string): Promise<string | null> {
    const rows = await this.db.query<{ txn_password_hash: string }>(
      "SELECT txn_password_hash FROM users WHERE username = $1",
      [username],
    );
    return rows[0]?.txn_password_hash ?? null;
  }

  /** Replaces a hash made at an old cost, only while the stored hash is still `oldHash`. */
  async upgradeHash(username: string, oldHash: string, newHash: string): Promise<void> {
    await this.db.query(
      "UPDATE users SET txn_password_hash = $3 WHERE username = $1 AND txn_password_hash = $2",
      [username, oldHash, newHash],
    );
  }

  /** Claims one attempt before the password is compared (null: none is left). */
  claimAttempt(username: string, max: number): Promise<number | null> {
    return claimAttempt(this.db, "txn_failure_count", username, max);
  }

  /**
   * A right password: the count starts again and the session remembers when (inside `tx`). False
   * (nothing changed) when wrong attempts that arrived with it blocked the id first.
   */
  async recordRight(tx: Queryable, username: string, sessionIdHash: string, now: Date): Promise<boolean> {
    const rows = await tx.query<{ username: string }>(
      "UPDATE users SET txn_failure_count = 0 WHERE username = $1 AND NOT locked RETURNING username",
      [username],
    );
    if (rows.length === 0) return false;
    await tx.query("UPDATE sessions SET txn_pwd_verified_at = $2 WHERE id_hash = $1", [sessionIdHash, now]);
    return true;
  }

  /**
   * Locks the user id (inside `tx`; the lock survives a restart); true when this call locked it.
   * With `whileAtLeast`, only while the wrong attempts still stand at that count: a right password
   * that arrived meanwhile started the count again, and the id stays open (D51).
   */
  async lock(tx: Queryable, username: string, whileAtLeast?: number): Promise<boolean> {
    const rows = await tx.query(
      `UPDATE users SET locked = TRUE
        WHERE username = $1 AND NOT locked AND ($2::int IS NULL OR txn_failure_count >= $2) RETURNING 1`,
      [username, whileAtLeast ?? null],
    );
    return rows.length > 0;
  }

  /** Whether the user id is locked (inside `tx`). */
  async isLocked(tx: Queryable, username: string): Promise<boolean> {
    const rows = await tx.query<{ locked: boolean }>("SELECT locked FROM users WHERE username = $1", [
      username,
    ]);
    return rows[0]?.locked === true;
  }
}
