/** The `remainingAttempts` of a failure's body (406 answers of passwords and codes), else null. */
export function remainingAttemptsOf(body: unknown): number | null {
  if (typeof body === "object" && body !== null && "remainingAttempts" in body) {
    const value = body.remainingAttempts;
    if (typeof value === "number" && Number.isFinite(value)) return Math.max(0, Math.floor(value));
  }
  return null;
}

/** The `retryAfterSeconds` of a failure's body (a wait before a new code), else null. */
export function retryAfterSecondsOf(body: unknown): number | null {
  if (typeof body === "object" && body !== null && "retryAfterSeconds" in body) {
    const value = body.retryAfterSeconds;
    if (typeof value === "number" && Number.isFinite(value)) return Math.max(0, Math.ceil(value));
  }
  return null;
}
