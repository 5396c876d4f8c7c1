import { Schema } from "effect";

/** One message of the development SMS outbox. */
export const OutboxMessage = Schema.Struct({
  to: Schema.String,
  text: Schema.String,
  otp: Schema.NullOr(Schema.String),
  at: Schema.String,
});
/** Decoded {@link OutboxMessage}. */
export type OutboxMessage = typeof OutboxMessage.Type;

/** `GET /dev/outbox` (demo mode only): messages, newest first. */
export const OutboxResponse = Schema.Array(OutboxMessage);
/** Decoded {@link OutboxResponse}. */
export type OutboxResponse = typeof OutboxResponse.Type;
