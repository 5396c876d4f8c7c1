import type { Queryable } from "../db/Database";

/** Whose budget a code uses: the customer's own (sign-in, action) or the pre-sign-in one (captcha). */
export type OtpScope = "SIGNED_IN" | "PRE_SIGN_IN";

/** The limits of one {@link OtpScope} per user id, over rolling windows. */
export interface OtpScopeLimits {
  /** Wrong codes in any 24 hours, across all codes, modules and sessions. */
  readonly wrongPerDay: number;
  /** Codes sent in any hour. */
  readonly issuedPerHour: number;
  /** Codes sent in any 24 hours. */
  readonly issuedPerDay: number;
}

/**
 * The per-user limits (docs/DECISIONS.md D14). Sign-in and action codes share one budget: 10 wrong
 * codes a day (three codes' worth and one slip), 15 codes an hour and 40 a day (more than a busy
 * customer's day of actions, far below what an SMS flood needs). The captcha alternative's codes,
 * which anyone who knows a user id can ask for, have a budget of their own, so a stranger can never
 * use up the customer's: 5 an hour, 10 a day, 10 wrong a day.
 */
export const OTP_LIMITS: Readonly<Record<OtpScope, OtpScopeLimits>> = {
  SIGNED_IN: { wrongPerDay: 10, issuedPerHour: 15, issuedPerDay: 40 },
  PRE_SIGN_IN: { wrongPerDay: 10, issuedPerHour: 5, issuedPerDay: 10 },
};

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/** Why a code was not sent: a limit of the user id, with the seconds until a place frees. */
export interface IssueRefusal {
  readonly limit: "DAILY_WRONG_LIMIT" | "HOURLY_ISSUE_LIMIT" | "DAILY_ISSUE_LIMIT";
  readonly retryAfterSeconds: number;
}

interface LimitRow {
  readonly issued_at: ReadonlyArray<Date | string>;
  readonly wrong_at: ReadonlyArray<Date | string>;
}

/**
 * Claims a place for one more code of `username` in `scope`, in one conditional upsert: the time is
 * added only while fewer than the hourly and daily numbers were sent and the wrong codes of the day
 * are below their limit. Returns the wrong codes of the last 24 hours, or why no place is left.
 */
export async function claimIssue(
  db: Queryable,
  username: string,
  scope: OtpScope,
  now: Date,
): Promise<{ readonly wrongToday: number } | IssueRefusal> {
  const limits = OTP_LIMITS[scope];
  const dayAgo = new Date(now.getTime() - DAY_MS);
  const hourAgo = new Date(now.getTime() - HOUR_MS);
  const rows = await db.query<{ wrong: number }>(
    `INSERT INTO otp_limits AS lim (username, scope, issued_at) VALUES ($1, $2, ARRAY[$3::timestamptz])
     ON CONFLICT (username, scope) DO UPDATE SET
       issued_at = ARRAY(SELECT t FROM unnest(lim.issued_at) AS t WHERE t > $4 ORDER BY t) || $3::timestamptz
     WHERE (SELECT count(*) FROM unnest(lim.issued_at) AS t WHERE t > $5) < $6
       AND (SELECT count(*) FROM unnest(lim.issued_at) AS t WHERE t > $4) < $7
       AND (SELECT count(*) FROM unnest(lim.wrong_at) AS t WHERE t > $4) < $8
     RETURNING (SELECT count(*) FROM unnest(lim.wrong_at) AS t WHERE t > $4)::int AS wrong`,
    [username, scope, now, dayAgo, hourAgo, limits.issuedPerHour, limits.issuedPerDay, limits.wrongPerDay],
  );
  const claimed = rows[0];
  if (claimed !== undefined) return { wrongToday: claimed.wrong };
  // No place: the row (locked by the failed claim) says which limit, for the answer and the audit.
  const [row] = await db.query<LimitRow>(
    "SELECT issued_at, wrong_at FROM otp_limits WHERE username = $1 AND scope = $2",
    [username, scope],
  );
  const wrong = within(row?.wrong_at ?? [], dayAgo);
  if (wrong.length >= limits.wrongPerDay) {
    return { limit: "DAILY_WRONG_LIMIT", retryAfterSeconds: secondsUntilFree(wrong, DAY_MS, now) };
  }
  const lastHour = within(row?.issued_at ?? [], hourAgo);
  if (lastHour.length >= limits.issuedPerHour) {
    return { limit: "HOURLY_ISSUE_LIMIT", retryAfterSeconds: secondsUntilFree(lastHour, HOUR_MS, now) };
  }
  const lastDay = within(row?.issued_at ?? [], dayAgo);
  return { limit: "DAILY_ISSUE_LIMIT", retryAfterSeconds: secondsUntilFree(lastDay, DAY_MS, now) };
}

/**
 * Claims the place of one wrong code of `username` in `scope` before a code is compared, in one
 * conditional upsert: the time `now` is added only while fewer than the daily limit of wrong codes
 * happened in the last 24 hours. Returns this attempt's place (1 = the first of the day), or null
 * when none is left. A right code gives its place back ({@link releaseWrong}).
 */
export async function claimWrong(
  db: Queryable,
  username: string,
  scope: OtpScope,
  now: Date,
): Promise<number | null> {
  const dayAgo = new Date(now.getTime() - DAY_MS);
  const rows = await db.query<{ place: number }>(
    `INSERT INTO otp_limits AS lim (username, scope, wrong_at) VALUES ($1, $2, ARRAY[$3::timestamptz])
     ON CONFLICT (username, scope) DO UPDATE SET
       wrong_at = ARRAY(SELECT t FROM unnest(lim.wrong_at) AS t WHERE t > $4 ORDER BY t) || $3::timestamptz
     WHERE (SELECT count(*) FROM unnest(lim.wrong_at) AS t WHERE t > $4) < $5
     RETURNING cardinality(lim.wrong_at) AS place`,
    [username, scope, now, dayAgo, OTP_LIMITS[scope].wrongPerDay],
  );
  return rows[0]?.place ?? null;
}

/** Gives back a place claimed by {@link claimWrong} at `at` (the code was right, or not compared). */
export async function releaseWrong(
  db: Queryable,
  username: string,
  scope: OtpScope,
  at: Date,
): Promise<void> {
  await db.query(
    `UPDATE otp_limits
        SET wrong_at = wrong_at[:array_position(wrong_at, $3::timestamptz) - 1]
                    || wrong_at[array_position(wrong_at, $3::timestamptz) + 1:]
      WHERE username = $1 AND scope = $2 AND array_position(wrong_at, $3::timestamptz) IS NOT NULL`,
    [username, scope, at],
  );
}

/** Why a new code of a module must not be sent yet. */
export type ChainRefusal =
  | { readonly limit: "REGENERATE_WAIT"; readonly retryAfterSeconds: number }
  | { readonly limit: "REGENERATE_LIMIT" };

/** A new code of a module of a user id, {@link claimChain}'s input. */
export interface ChainClaim {
  readonly username: string;
  readonly purpose: string;
  readonly module: string;
  /** The new code's reference. */
  readonly otac: string;
  readonly now: Date;
  readonly waitSeconds: number;
  readonly maxRegenerations: number;
}

/**
 * Makes `otac` the newest code of its user id, purpose and module, in one conditional upsert. While
 * the previous newest code is still open (not entered correctly, not replaced, not expired), the
 * new one is a regeneration, whatever its session, text or binding: it must come at least
 * `waitSeconds` after it, and at most `maxRegenerations` may follow the first. Returns this code's
 * regeneration number (0 = a new request), or why it may not be sent.
 */
export async function claimChain(db: Queryable, claim: ChainClaim): Promise<number | ChainRefusal> {
  const waitedSince = new Date(claim.now.getTime() - claim.waitSeconds * 1000);
  const open = `EXISTS (SELECT 1 FROM otp_codes AS c WHERE c.otac = chain.otac AND c.used_at IS NULL
                  AND NOT c.superseded AND c.expires_at > $5)`;
  const rows = await db.query<{ regenerations: number }>(
    `INSERT INTO otp_chains AS chain (username, purpose, module, otac, issued_at, regenerations)
     VALUES ($1, $2, $3, $4, $5, 0)
     ON CONFLICT (username, purpose, module) DO UPDATE SET
       otac = EXCLUDED.otac,
       issued_at = EXCLUDED.issued_at,
       regenerations = CASE WHEN ${open} THEN chain.regenerations + 1 ELSE 0 END
     WHERE NOT ${open} OR (chain.issued_at <= $6 AND chain.regenerations < $7)
     RETURNING regenerations`,
    [claim.username, claim.purpose, claim.module, claim.otac, claim.now, waitedSince, claim.maxRegenerations],
  );
  const claimed = rows[0];
  if (claimed !== undefined) return claimed.regenerations;
  const [chain] = await db.query<{ issued_at: Date | string; regenerations: number }>(
    "SELECT issued_at, regenerations FROM otp_chains WHERE username = $1 AND purpose = $2 AND module = $3",
    [claim.username, claim.purpose, claim.module],
  );
  if (chain === undefined || chain.regenerations >= claim.maxRegenerations)
    return { limit: "REGENERATE_LIMIT" };
  const dueMs = new Date(chain.issued_at).getTime() + claim.waitSeconds * 1000;
  return {
    limit: "REGENERATE_WAIT",
    retryAfterSeconds: Math.max(1, Math.ceil((dueMs - claim.now.getTime()) / 1000)),
  };
}

function within(times: ReadonlyArray<Date | string>, since: Date): number[] {
  return times.map((time) => new Date(time).getTime()).filter((time) => time > since.getTime());
}

function secondsUntilFree(times: readonly number[], windowMs: number, now: Date): number {
  const oldest = Math.min(...times);
  return Number.isFinite(oldest) ? Math.max(1, Math.ceil((oldest + windowMs - now.getTime()) / 1000)) : 1;
}
