import type { Queryable } from "../db/Database";

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

  /** A right password: the count starts again and the session remembers when (inside `tx`). */
  async recordRight(tx: Queryable, username: string, sessionIdHash: string, now: Date): Promise<void> {
    await tx.query("UPDATE users SET txn_failure_count = 0 WHERE username = $1", [username]);
    await tx.query("UPDATE sessions SET txn_pwd_verified_at = $2 WHERE id_hash = $1", [sessionIdHash, now]);
  }

  /** A wrong password: counts it (inside `tx`) and answers the count (null: no such user). */
  async recordWrong(tx: Queryable, username: string): Promise<number | null> {
    const rows = await tx.query<{ txn_failure_count: number }>(
      "UPDATE users SET txn_failure_count = txn_failure_count + 1 WHERE username = $1 RETURNING txn_failure_count",
      [username],
    );
    return rows[0]?.txn_failure_count ?? null;
  }

  /** Locks the user id (inside `tx`; the lock survives a restart). */
  async lock(tx: Queryable, username: string): Promise<void> {
    await tx.query("UPDATE users SET locked = TRUE WHERE username = $1", [username]);
  }
}
