import { useState } from "react";

/**
 * The idempotency key of one flow instance: a random UUID made once when the flow mounts and kept
 * for its whole life, so a retry of the final call replays the first answer instead of acting
 * twice; a new flow instance (a new mount) gets a new key.
 */
export function useIdempotencyKey(): string {
  const [key] = useState(() => crypto.randomUUID());
  return key;
}
