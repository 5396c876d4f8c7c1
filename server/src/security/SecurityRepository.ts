import { claimAttempt } from "../kernel/db/claimAttempt";
import type { Queryable } from "../kernel/db/Database";

/** The stored passwords of a user: their hashes, whether a change is due, the sign-in password's expiry. */
export interface PasswordRow {
  readonly password_hash: string;
  readonly txn_password_hash: string;
  readonly login_reset_required: boolean;
  readonly txn_reset_required: boolean;
  readonly login_pwd_expiry: string | null;
}

/** Which password: the sign-in (login) password or the transaction password. */
export type PasswordKind = "login" | "transaction";

/** The user ids, passwords and current-password checks of the security settings. */
export class SecurityRepository {
  constructor(private readonly db: Queryable) {}

  /** Whether a user has this id (as given: normalise it first). */
  async userExists(username: string): Promise<boolean> {
    const rows = await this.db.query("SELECT username FROM users WHERE username = $1", [username]);
    return rows.length > 0;
  }

  /** The stored passwords of `username` (null: no such user). */
  async passwords(username: string): Promise<PasswordRow | null> {
    const rows = await this.db.query<PasswordRow>(
      `SELECT password_hash, txn_password_hash, login_reset_required, txn_reset_required, login_pwd_expiry
         FROM users WHERE username = $1`,
      [username],
    );
    return rows[0] ?? null;
  }

  /** Claims one check of a current password before it is compared (null: none is left). */
  claimCheck(username: string, max: number): Promise<number | null> {
    return claimAttempt(this.db, "security_failure_count", username, max);
  }

  /**
   * A right current password: the count starts again and the session remembers when it was
   * checked. False (nothing changed) when wrong checks that arrived with it blocked the id first.
   */
  async recordRightCheck(
    username: string,
    sessionIdHash: string,
    kind: "login" | "transaction",
    now: Date,
  ): Promise<boolean> {
    const reset = await this.db.query(
      "UPDATE users SET security_failure_count = 0 WHERE username = $1 AND NOT locked RETURNING username",
      [username],
    );
    if (reset.length === 0) return false;
    const column = kind === "login" ? "login_pwd_checked_at" : "txn_pwd_checked_at";
    await this.db.query(`UPDATE sessions SET ${column} = $2 WHERE id_hash = $1`, [sessionIdHash, now]);
    return true;
  }

  /** Locks the user id; true when this call locked it (it was not locked before). */
  async lock(username: string): Promise<boolean> {
    const rows = await this.db.query(
      "UPDATE users SET locked = TRUE WHERE username = $1 AND NOT locked RETURNING username",
      [username],
    );
    return rows.length > 0;
  }

  /** A new sign-in password (its hash) valid until `expiry`; no change is due any more. */
  async setLoginPassword(username: string, hash: string, expiry: string): Promise<void> {
    await this.db.query(
      `UPDATE users SET password_hash = $2, login_pwd_expiry = $3, login_reset_required = FALSE
       WHERE username = $1`,
      [username, hash, expiry],
    );
  }

  /** A new transaction password (its hash) valid until `expiry`; no change is due and the wrong count starts again. */
  async setTransactionPassword(username: string, hash: string, expiry: string): Promise<void> {
    await this.db.query(
      `UPDATE users SET txn_password_hash = $2, txn_pwd_expiry = $3, txn_reset_required = FALSE,
         txn_failure_count = 0 WHERE username = $1`,
      [username, hash, expiry],
    );
  }

  /** The hashes of the passwords of `kind` before the current one, newest first, at most `limit`. */
  async previousHashes(username: string, kind: PasswordKind, limit: number): Promise<string[]> {
    const rows = await this.db.query<{ password_hash: string }>(
      `SELECT password_hash FROM password_history WHERE username = $1 AND kind = $2
        ORDER BY id DESC LIMIT ${String(Math.max(0, Math.trunc(limit)))}`,
      [username, kind],
    );
    return rows.map((row) => row.password_hash);
  }

  /**
   * Keeps the hash of a replaced password of `kind`, and of the older ones only the newest
   * `keep` (the current password and these make the history a new one is compared with).
   */
  async rememberReplaced(
    username: string,
    kind: PasswordKind,
    replacedHash: string,
    at: Date,
    keep: number,
  ): Promise<void> {
    await this.db.query(
      "INSERT INTO password_history (username, kind, password_hash, replaced_at) VALUES ($1, $2, $3, $4)",
      [username, kind, replacedHash, at],
    );
    await this.db.query(
      `DELETE FROM password_history WHERE username = $1 AND kind = $2 AND id NOT IN (
         SELECT id FROM password_history WHERE username = $1 AND kind = $2 ORDER BY id DESC LIMIT ${String(
           Math.max(0, Math.trunc(keep)),
         )})`,
      [username, kind],
    );
  }

  /** The wrong current passwords in a row start again from 0. */
  async resetCheckFailures(username: string): Promise<void> {
    await this.db.query("UPDATE users SET security_failure_count = 0 WHERE username = $1", [username]);
  }

  /** Ends every live session of `username` because the credentials changed. */
  async endAllSessions(username: string, now: Date): Promise<void> {
    await this.db.query(
      "UPDATE sessions SET ended_at = $2, end_reason = 'CREDENTIALS_CHANGED' WHERE username = $1 AND ended_at IS NULL",
      [username, now],
    );
  }

  /**
   * Renames the user id: sessions, idempotency keys and feedback follow by cascade; one-time codes,
   * their counts and chains (so a new id brings no fresh guesses or codes) and the audit trail are
   * moved; failures and code counts kept for the new id while it was unknown are dropped.
   */
  async rename(oldName: string, newName: string): Promise<void> {
    await this.db.query("UPDATE users SET username = $2 WHERE username = $1", [oldName, newName]);
    await this.db.query("UPDATE otp_codes SET username = $2 WHERE username = $1", [oldName, newName]);
    await this.db.query("DELETE FROM otp_limits WHERE username = $1", [newName]);
    await this.db.query("UPDATE otp_limits SET username = $2 WHERE username = $1", [oldName, newName]);
    await this.db.query("DELETE FROM otp_chains WHERE username = $1", [newName]);
    await this.db.query("UPDATE otp_chains SET username = $2 WHERE username = $1", [oldName, newName]);
    await this.db.query("UPDATE audit_log SET username = $2 WHERE username = $1", [oldName, newName]);
    await this.db.query("DELETE FROM unknown_login_failures WHERE username = $1", [newName]);
  }
}
