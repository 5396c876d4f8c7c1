/** The server's clock, injectable so tests can move time. */
export interface Clock {
  /** The current instant. */
  now(): Date;
}

/** The real clock. */
export const systemClock: Clock = { now: () => new Date() };

/** A clock tests move by hand. */
export class ManualClock implements Clock {
  private current: number;
  constructor(start: Date = new Date()) {
    this.current = start.getTime();
  }
  /** {@inheritDoc Clock.now} */
  now(): Date {
    return new Date(this.current);
  }
  /** Moves the clock forward by `ms` milliseconds. */
  advance(ms: number): void {
    this.current += ms;
  }
}

/**
 * The development server's clock (never in production): the real clock plus an offset that
 * `POST /dev/clock` moves forward, so end-to-end tests cross a time-out without waiting for it.
 */
export class OffsetClock implements Clock {
  private offsetMs = 0;
  /** {@inheritDoc Clock.now} */
  now(): Date {
    return new Date(Date.now() + this.offsetMs);
  }
  /** Moves the clock forward by `ms` milliseconds. */
  advance(ms: number): void {
    this.offsetMs += ms;
  }
}

const KOLKATA_TIME = new Intl.DateTimeFormat("en-GB", {
  timeZone: "Asia/Kolkata",
  hour: "2-digit",
  minute: "2-digit",
  second: "2-digit",
  hourCycle: "h23",
});

/** India Standard Time is UTC+05:30 all year (no daylight saving since 1945). */
const IST_OFFSET_MS = (5 * 60 + 30) * 60_000;

/**
 * The calendar date of an instant in Asia/Kolkata, `yyyy-MM-dd`: by the fixed offset, since every API
 * call asks for it and `Intl` formatting cost more than the rest of a health check.
 */
export function kolkataDate(instant: Date): string {
  return new Date(instant.getTime() + IST_OFFSET_MS).toISOString().slice(0, 10);
}

/** The wall-clock time of an instant in Asia/Kolkata, `HH:mm:ss`. */
export function kolkataTime(instant: Date): string {
  return KOLKATA_TIME.format(instant);
}

/** Adds whole days to a `yyyy-MM-dd` date. */
export function addDays(date: string, days: number): string {
  const base = new Date(`${date}T00:00:00Z`);
  base.setUTCDate(base.getUTCDate() + days);
  return base.toISOString().slice(0, 10);
}
