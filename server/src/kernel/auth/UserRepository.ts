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
  /** The customer's answer to "is this your own device?" at the last sign-in code step ("Y", "N" or none). */
  readonly own_system: string | null;
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

  /**
   * Claims one sign-in attempt before the password is compared, in one conditional update: the
   * user id's count goes up by one while it is below `lockAt` and the id is not blocked, and the new
   * count is returned (this attempt's place). However many attempts arrive at once, no more than
   * `lockAt` are ever compared: "locked" when the id is blocked, "busy" when the places left are all
   * taken by attempts still under way. Unknown ids are counted the same way (and blocked by their
   * count), so their answers do not differ from a customer's.
   */
  async claimAttempt(username: string, now: Date, lockAt: number): Promise<number | "locked" | "busy"> {
    const name = normaliseUsername(username);
    const known = await this.db.query<{ n: number }>(
      `UPDATE users SET failure_count = failure_count + 1
        WHERE username = $1 AND NOT locked AND failure_count < $2 RETURNING failure_count AS n`,
      [name, lockAt],
    );
    if (known[0] !== undefined) return known[0].n;
    const user = await this.db.query<{ locked: boolean }>("SELECT locked FROM users WHERE username = $1", [
      name,
    ]);
    if (user[0] !== undefined) return user[0].locked ? "locked" : "busy";
    const unknown = await this.db.query<{ n: number }>(
      `INSERT INTO unknown_login_failures (username, failure_count, updated_at) VALUES ($1, 1, $2)
       ON CONFLICT (username) DO UPDATE SET failure_count = unknown_login_failures.failure_count + 1, updated_at = $2
         WHERE unknown_login_failures.failure_count < $3
       RETURNING failure_count AS n`,
      [name.slice(0, 64), now, lockAt],
    );
    return unknown[0]?.n ?? "locked";
  }

  /**
   * Gives back an attempt that was claimed and not compared (the captcha was not solved) or that
   * had the right password (it is not a failure).
   */
  async releaseAttempt(username: string): Promise<void> {
    const name = normaliseUsername(username);
    await this.db.query(
      "UPDATE users SET failure_count = GREATEST(failure_count - 1, 0) WHERE username = $1 AND NOT locked",
      [name],
    );
    await this.db.query(
      "UPDATE unknown_login_failures SET failure_count = GREATEST(failure_count - 1, 0) WHERE username = $1",
      [name.slice(0, 64)],
    );
  }

  /**
   * A claimed attempt had a wrong password: the id is blocked when this attempt's `place` is the
   * `lockAt`-th and the count still stands there (a right password signed in meanwhile set it back
   * to 0). The place decides, not the count alone: attempts still under way hold places they may
   * give back (a captcha not solved), so an earlier place that fails while they are held must not
   * block the id. `locked`: the id is blocked now;
   * `lockedNow`: this attempt's update set the block. The block is set by one conditional update
   * (`… AND NOT locked`) that locks the row, so of any number of attempts at once exactly one
   * sets it: the lock notice goes out once per block. `failures`: the id's count now, read the same
   * way for a customer's id and an unknown one, so the attempts left it gives never tell them apart.
   */
  async confirmFailure(
    username: string,
    now: Date,
    lockAt: number,
    place: number,
  ): Promise<{ readonly locked: boolean; readonly lockedNow: boolean; readonly failures: number }> {
    const name = normaliseUsername(username);
    if (place >= lockAt) {
      const locking = await this.db.query<{ username: string }>(
        `UPDATE users SET locked = TRUE, last_fail_login_at = $3
          WHERE username = $1 AND NOT locked AND failure_count >= $2 RETURNING username`,
        [name, lockAt, now],
      );
      if (locking.length > 0) return { locked: true, lockedNow: true, failures: lockAt };
    }
    const known = await this.db.query<{ locked: boolean; n: number }>(
      "UPDATE users SET last_fail_login_at = $2 WHERE username = $1 RETURNING locked, failure_count AS n",
      [name, now],
    );
    if (known[0] !== undefined) return { locked: known[0].locked, lockedNow: false, failures: known[0].n };
    const unknown = await this.db.query<{ n: number }>(
      "SELECT failure_count AS n FROM unknown_login_failures WHERE username = $1",
      [name.slice(0, 64)],
    );
    const failures = unknown[0]?.n ?? 0;
    return { locked: place >= lockAt && failures >= lockAt, lockedNow: false, failures };
  }

  /**
   * Records a successful sign-in: the count goes back to 0 and the previous sign-in is kept. False
   * (nothing changed) when the id was blocked meanwhile by attempts that arrived with this one.
   */
  async recordSuccess(tx: Queryable, username: string, now: Date): Promise<boolean> {
    const rows = await tx.query<{ username: string }>(
      `UPDATE users SET failure_count = 0, prev_login_at = last_login_at, last_login_at = $2
        WHERE username = $1 AND NOT locked RETURNING username`,
      [normaliseUsername(username), now],
    );
    return rows.length > 0;
  }

  /**
   * Replaces a sign-in password hash made at an old cost with one at the current cost, only while
   * the stored hash is still `oldHash` (a password changed meanwhile is never overwritten).
   */
  async upgradePasswordHash(username: string, oldHash: string, newHash: string): Promise<void> {
    await this.db.query("UPDATE users SET password_hash = $3 WHERE username = $1 AND password_hash = $2", [
      normaliseUsername(username),
      oldHash,
      newHash,
    ]);
  }

  /** Records whether `username` signs in from their own device (`own_system`, "Y" or "N"). */
  async setOwnSystem(username: string, ownSystem: "Y" | "N"): Promise<void> {
    await this.db.query("UPDATE users SET own_system = $2 WHERE username = $1", [username, ownSystem]);
  }
}
