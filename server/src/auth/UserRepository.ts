import type { Queryable } from "../db/Database";

/** A sign-in user joined with its customer. */
export interface UserRow {
  readonly username: string;
  readonly customer_id: string;
  readonly password_hash: string;
  readonly failure_count: number;
  readonly locked: boolean;
  readonly secure_image_id: string | null;
  readonly secure_text: string | null;
  readonly mfa_required: boolean;
  readonly login_pwd_expiry: string | null;
  readonly txn_pwd_expiry: string | null;
  readonly login_reset_required: boolean;
  readonly txn_reset_required: boolean;
  readonly last_login_at: Date | null;
  readonly prev_login_at: Date | null;
  readonly last_fail_login_at: Date | null;
  readonly customer_type: "R" | "NR";
  readonly mobile: string;
}

/** User ids are matched case-insensitively and without surrounding spaces. */
export function normaliseUsername(username: string): string {
  return username.trim().toLowerCase();
}

/** Reads and updates sign-in users. */
export class UserRepository {
  constructor(private readonly db: Queryable) {}

  /** The user with this id, or null. */
  async find(username: string, tx: Queryable = this.db): Promise<UserRow | null> {
    const rows = await tx.query<UserRow>(
      `SELECT u.*, c.customer_type, c.mobile FROM users u JOIN customers c ON c.id = u.customer_id WHERE u.username = $1`,
      [normaliseUsername(username)],
    );
    return rows[0] ?? null;
  }

  /** Failed sign-ins so far for any user id (unknown ids are counted too, so answers do not differ). */
  async failureCount(username: string): Promise<number> {
    const name = normaliseUsername(username);
    const rows = await this.db.query<{ n: number }>(
      `SELECT COALESCE((SELECT failure_count FROM users WHERE username = $1),
                       (SELECT failure_count FROM unknown_login_failures WHERE username = $1), 0) AS n`,
      [name],
    );
    return rows[0]?.n ?? 0;
  }

  /** Counts one failed sign-in; blocks the user id at `lockAt`; returns the new count. */
  async recordFailure(username: string, now: Date, lockAt: number): Promise<number> {
    const name = normaliseUsername(username);
    const rows = await this.db.query<{ n: number }>(
      `UPDATE users SET failure_count = failure_count + 1, last_fail_login_at = $2,
         locked = locked OR failure_count + 1 >= $3 WHERE username = $1 RETURNING failure_count AS n`,
      [name, now, lockAt],
    );
    if (rows[0] !== undefined) return rows[0].n;
    const unknown = await this.db.query<{ n: number }>(
      `INSERT INTO unknown_login_failures (username, failure_count, updated_at) VALUES ($1, 1, $2)
       ON CONFLICT (username) DO UPDATE SET failure_count = unknown_login_failures.failure_count + 1, updated_at = $2
       RETURNING failure_count AS n`,
      [name.slice(0, 64), now],
    );
    return unknown[0]?.n ?? 1;
  }

  /** Records a successful sign-in: the count goes back to 0 and the previous sign-in is kept. */
  async recordSuccess(tx: Queryable, username: string, now: Date): Promise<void> {
    await tx.query(
      `UPDATE users SET failure_count = 0, prev_login_at = last_login_at, last_login_at = $2 WHERE username = $1`,
      [normaliseUsername(username), now],
    );
  }

  /** Records whether `username` signs in from their own device (`own_system`, "Y" or "N"). */
  async setOwnSystem(username: string, ownSystem: "Y" | "N"): Promise<void> {
    await this.db.query("UPDATE users SET own_system = $2 WHERE username = $1", [username, ownSystem]);
  }
}
