/**
 * The only way the domain's callers learn the time: the domain itself never reads a clock, so
 * every rule takes "now" or "today" as an argument and the caller asks this port. The app's
 * adapter answers with the bank's application date (`GET user/getServerDate`, spec 000 section 7),
 * the server's with its business date; tests use a fixed fake.
 */
export interface Clock {
  /** The current instant in milliseconds since the Unix epoch (for countdowns and time-outs). */
  now(): number;
  /** The application date as an ISO `yyyy-MM-dd` string: the only "today" of every date rule. */
  today(): string;
}
