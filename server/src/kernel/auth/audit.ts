import type { Queryable } from "../db/Database";

/** One row of `audit_log`; `detail` says what it is about beyond the event (e.g. a code's module). */
export interface AuditEntry {
  readonly event: string;
  readonly username: string | null;
  readonly ip: string;
  readonly outcome: string;
  readonly at: Date;
  readonly detail?: string | null;
}

/** Writes one row of `audit_log` (no secrets: event, user id, address, outcome, time, detail). */
export async function audit(db: Queryable, entry: AuditEntry): Promise<void> {
  await db.query(
    "INSERT INTO audit_log (event, username, ip, outcome, at, detail) VALUES ($1, $2, $3, $4, $5, $6)",
    [
      entry.event,
      entry.username === null ? null : entry.username.slice(0, 64),
      entry.ip,
      entry.outcome,
      entry.at,
      entry.detail === undefined || entry.detail === null ? null : entry.detail.slice(0, 64),
    ],
  );
}

/** The audit event of a one-time code, by what the code is for (the detail is the code's module). */
export const OTP_AUDIT_EVENTS = {
  LOGIN: "LOGIN_OTP",
  ACTION: "ACTION_OTP",
  CAPTCHA: "CAPTCHA_OTP",
} as const;

/**
 * Outcomes of the one-time-code events: a wrong code that was compared, and each block (the code's
 * attempts, the user id's wrong codes of the day, the regenerations of a module, the codes of the
 * hour or day). The sign-in code also writes `OK`.
 */
export const OTP_AUDIT_OUTCOMES = {
  wrongCode: "WRONG_CODE",
  codeAttemptsExceeded: "CODE_ATTEMPTS_EXCEEDED",
  dailyWrongLimit: "DAILY_WRONG_LIMIT",
  regenerateLimit: "REGENERATE_LIMIT",
  hourlyIssueLimit: "HOURLY_ISSUE_LIMIT",
  dailyIssueLimit: "DAILY_ISSUE_LIMIT",
} as const;

/** The newest `limit` rows of `event` for `username` with one of `outcomes`: the outcome and the time. */
export async function recentOutcomes(
  db: Queryable,
  event: string,
  username: string,
  outcomes: readonly string[],
  limit: number,
): Promise<Array<{ readonly outcome: string; readonly at: Date }>> {
  return db.query<{ outcome: string; at: Date }>(
    `SELECT outcome, at FROM audit_log WHERE event = $1 AND username = $2 AND outcome = ANY($3::text[])
     ORDER BY at DESC, id DESC LIMIT ${String(limit)}`,
    [event, username, outcomes],
  );
}
