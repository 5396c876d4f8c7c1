/** One message of the SMS gateway's development outbox (`GET /dev/outbox`). */
export interface OutboxMessage {
  readonly to: string;
  readonly text: string;
  /** The code it carries; null for a security notice. */
  readonly otp: string | null;
  readonly at: string;
}

/** Reads the development outbox, newest first. */
export async function readOutbox(baseUrl: string): Promise<OutboxMessage[]> {
  const response = await fetch(new URL("/dev/outbox", baseUrl));
  if (!response.ok) throw new Error(`GET /dev/outbox answered ${response.status}`);
  return (await response.json()) as OutboxMessage[];
}

/**
 * The newest one-time code (not a notice) sent through the development SMS gateway; with `since` (an ISO
 * timestamp), only a code sent after it. Polls for up to `timeoutMs` (default 5 s).
 */
export async function latestOtp(baseUrl: string, since?: string, timeoutMs = 5000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  const sinceMs = since === undefined ? Number.NEGATIVE_INFINITY : Date.parse(since);
  for (;;) {
    const messages = await readOutbox(baseUrl);
    // Security notices (sign-in, changes, locks) carry no code.
    const newest = messages.find((m) => m.otp !== null && Date.parse(m.at) > sinceMs);
    if (newest?.otp !== undefined && newest.otp !== null) return newest.otp;
    if (Date.now() > deadline) {
      throw new Error(
        `No one-time code in /dev/outbox${since === undefined ? "" : ` after ${since}`} within ${timeoutMs} ms.`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
