import { Schema } from "effect";
import { Text } from "./common";

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

/**
 * `POST /dev/faults` (never in production): the next `times` calls (1 by default) whose REST path
 * ends with `path` answer `status` with the catalogue's error body.
 */
export const FaultRequest = Schema.Struct({
  path: Text(200, 1),
  status: Schema.Number.check(Schema.isInt(), Schema.isBetween({ minimum: 400, maximum: 599 })),
  times: Schema.optionalKey(
    Schema.Number.check(Schema.isInt(), Schema.isBetween({ minimum: 1, maximum: 100 })),
  ),
});
/** Decoded {@link FaultRequest}. */
export type FaultRequest = typeof FaultRequest.Type;

/**
 * `POST /dev/clock` (never in production): moves the server's clock forward by `advanceMs`
 * (at most a week), so a test crosses the idle time-out without waiting for it.
 */
export const ClockRequest = Schema.Struct({
  advanceMs: Schema.Number.check(Schema.isInt(), Schema.isBetween({ minimum: 1, maximum: 7 * 86_400_000 })),
});
/** Decoded {@link ClockRequest}. */
export type ClockRequest = typeof ClockRequest.Type;
