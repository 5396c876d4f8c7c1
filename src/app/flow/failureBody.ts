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

/**
 * The request field a refusal names (`field` of the body: the bank's own rules of a field, e.g. a
 * recently used password), else null. Such a refusal belongs to the form that field is on.
 */
export function fieldOf(body: unknown): string | null {
  if (typeof body === "object" && body !== null && "field" in body) {
    const value = body.field;
    if (typeof value === "string" && value !== "") return value;
  }
  return null;
}
