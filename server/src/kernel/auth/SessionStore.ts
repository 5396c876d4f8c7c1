import { SFAUTH_WINDOW } from "../config";
import type { Queryable } from "../db/Database";
import { randomToken, sha256 } from "../secrets";

/** A row of the `sessions` table. */
export interface SessionRow {
  readonly id_hash: string;
  readonly username: string;
  readonly token: string;
  readonly state: "PENDING_MFA" | "PENDING_RESET" | "ACTIVE";
  readonly sfauth_tokens: string[];
  readonly secret_key: string;
  readonly r_token_hash: string | null;
  readonly created_at: Date;
  readonly last_seen_at: Date;
  readonly ended_at: Date | null;
  readonly end_reason: string | null;
  /** Extensions granted from the time-out warning. */
  readonly extensions: number;
  /** When the transaction password was last verified in this session. */
  readonly txn_pwd_verified_at: Date | null;
  /** Set when a password reset is due: the session becomes `PENDING_RESET` instead of `ACTIVE`. */
  readonly reset_pending: boolean;
  /** When the current login / transaction password was verified on the security-info page. */
  readonly login_pwd_checked_at: Date | null;
  readonly txn_pwd_checked_at: Date | null;
}

/** A session just created: the raw id goes into the `RIBSESSION` cookie and is never stored. */
export interface NewSession {
  readonly rawId: string;
  readonly idHash: string;
  readonly token: string;
  readonly sfauthToken: string;
}

/** Why a session ended. */
export type EndReason =
  | "LOGOUT"
  | "EXPIRED"
  | "SUPERSEDED"
  | "OTP_ATTEMPTS"
  | "OTP_REGENERATIONS"
  | "BLOCKED"
  | "CREDENTIALS_CHANGED";

/**
 * Whether a session can still be used at `now`: not ended, not idle longer than `idleTimeoutMs`,
 * and started no longer than `maxLifetimeMs` ago (a keep-alive restarts the idle timer, never the
 * absolute lifetime).
 */
export function isSessionLive(
  row: SessionRow,
  now: Date,
  idleTimeoutMs: number,
  maxLifetimeMs: number = Number.POSITIVE_INFINITY,
): boolean {
  const at = now.getTime();
  return (
    row.ended_at === null &&
    at - new Date(row.last_seen_at).getTime() <= idleTimeoutMs &&
    at - new Date(row.created_at).getTime() <= maxLifetimeMs
  );
}

/** Sessions in the database; only the SHA-256 of the session id is stored. */
export class SessionStore {
  constructor(
    private readonly db: Queryable,
    /** The configured idle time-out (`SESSION_IDLE_TIMEOUT_MS`). */
    readonly idleTimeoutMs: number,
    /** The configured absolute lifetime (`SESSION_MAX_LIFETIME_MS`). */
    readonly maxLifetimeMs: number = Number.POSITIVE_INFINITY,
  ) {}

  /** Whether a session can still be used at `now` with the configured idle time-out and lifetime. */
  isSessionLive(row: SessionRow, now: Date): boolean {
    return isSessionLive(row, now, this.idleTimeoutMs, this.maxLifetimeMs);
  }

  /** Loads the session of a raw `RIBSESSION` value. */
  async findByRawId(rawId: string): Promise<SessionRow | null> {
    if (rawId.length === 0 || rawId.length > 128) return null;
    const rows = await this.db.query<SessionRow>("SELECT * FROM sessions WHERE id_hash = $1", [
      sha256(rawId),
    ]);
    return rows[0] ?? null;
  }

  /** Starts a session for `username`, ending the customer's other live sessions (they get 409 next). */
  async create(
    tx: Queryable,
    username: string,
    state: SessionRow["state"],
    now: Date,
    resetPending = false,
  ): Promise<NewSession> {
    await tx.query(
      "UPDATE sessions SET ended_at = $2, end_reason = 'SUPERSEDED' WHERE username = $1 AND ended_at IS NULL",
      [username, now],
    );
    const rawId = randomToken(32);
    const idHash = sha256(rawId);
    const token = randomToken(24);
    const sfauthToken = randomToken(24);
    await tx.query(
      `INSERT INTO sessions (id_hash, username, token, state, sfauth_tokens, secret_key, created_at, last_seen_at, reset_pending)
       VALUES ($1, $2, $3, $4, ARRAY[$5]::text[], $6, $7, $7, $8)`,
      [idHash, username, token, state, sfauthToken, randomToken(32), now, resetPending],
    );
    return { rawId, idHash, token, sfauthToken };
  }

  /** Ends a session (idempotent); pass `tx` to end it inside an open transaction. */
  async end(idHash: string, reason: EndReason, now: Date, tx: Queryable = this.db): Promise<void> {
    await tx.query(
      "UPDATE sessions SET ended_at = $2, end_reason = $3 WHERE id_hash = $1 AND ended_at IS NULL",
      [idHash, now, reason],
    );
  }

  /** Records activity (the idle time-out restarts) and adds the response's new `X-SFAUTH-TOKEN` to the window. */
  async touch(idHash: string, now: Date, sfauthToken: string): Promise<void> {
    await this.db.query(
      `UPDATE sessions SET last_seen_at = $2, sfauth_tokens = (ARRAY[$3]::text[] || sfauth_tokens)[1:${SFAUTH_WINDOW}]
       WHERE id_hash = $1 AND ended_at IS NULL`,
      [idHash, now, sfauthToken],
    );
  }

  /** Adds a newly issued `X-SFAUTH-TOKEN` to the session's window (atomic, so parallel requests never lose one). */
  async pushSfauth(idHash: string, token: string): Promise<void> {
    await this.db.query(
      `UPDATE sessions SET sfauth_tokens = (ARRAY[$2]::text[] || sfauth_tokens)[1:${SFAUTH_WINDOW}]
       WHERE id_hash = $1 AND ended_at IS NULL`,
      [idHash, token],
    );
  }

  /** Sets the session's state and multi-factor token hash. */
  async update(idHash: string, state: SessionRow["state"], rTokenHash: string | null): Promise<void> {
    // A session with a reset due becomes PENDING_RESET where it would become ACTIVE.
    await this.db.query(
      `UPDATE sessions SET state = CASE WHEN $2 = 'ACTIVE' AND reset_pending THEN 'PENDING_RESET' ELSE $2 END,
         r_token_hash = $3 WHERE id_hash = $1 AND ended_at IS NULL`,
      [idHash, state, rTokenHash],
    );
  }

  /** Counts one extension of a live session below `max` and answers the new count (null: none left or ended). */
  async extend(idHash: string, max: number): Promise<number | null> {
    const counted = await this.db.query<{ extensions: number }>(
      `UPDATE sessions SET extensions = extensions + 1
       WHERE id_hash = $1 AND ended_at IS NULL AND extensions < $2 RETURNING extensions`,
      [idHash, max],
    );
    return counted[0]?.extensions ?? null;
  }
}
