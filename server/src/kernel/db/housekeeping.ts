import type { Queryable } from "./Database";

/** How long a seen `UrlToken` is remembered (longer than any session lives in practice). */
const URL_TOKEN_MEMORY_MS = 24 * 3_600_000;

/** How long the one-time code limits look back (the longest of their windows is a day). */
const OTP_LIMIT_MEMORY_MS = 24 * 3_600_000;

/**
 * Removes what can no longer matter: old `UrlToken`s, expired captchas and one-time codes, ended
 * rate-limit windows, and the one-time code counts and chains of user ids with no code in the
 * last day (no limit looks further back, and a chain's code expired long ago).
 */
export async function purgeExpired(db: Queryable, now: Date): Promise<void> {
  await db.query("DELETE FROM url_tokens WHERE seen_at < $1", [
    new Date(now.getTime() - URL_TOKEN_MEMORY_MS),
  ]);
  await db.query("DELETE FROM captchas WHERE expires_at < $1", [now]);
  await db.query("DELETE FROM rate_limits WHERE resets_at <= $1", [now]);
  await db.query("DELETE FROM otp_codes WHERE expires_at < $1 AND (used_at IS NOT NULL OR superseded)", [
    new Date(now.getTime() - URL_TOKEN_MEMORY_MS),
  ]);
  const dayAgo = new Date(now.getTime() - OTP_LIMIT_MEMORY_MS);
  await db.query(
    `DELETE FROM otp_limits
      WHERE NOT EXISTS (SELECT 1 FROM unnest(issued_at || wrong_at) AS t(at) WHERE t.at > $1)`,
    [dayAgo],
  );
  await db.query("DELETE FROM otp_chains WHERE issued_at <= $1", [dayAgo]);
}
