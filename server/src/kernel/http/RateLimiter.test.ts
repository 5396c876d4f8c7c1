import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ManualClock } from "../clock";
import type { Database } from "../db/Database";
import { purgeExpired } from "../db/housekeeping";
import { migrate } from "../db/migrate";
import { PgDatabase } from "../db/PgDatabase";
import { openTestDatabase } from "../../testSupport/testDatabase";
import { RateLimiter } from "./RateLimiter";

const SECRET = "rate-limit-test-secret-0123456789abcdef";
const START = new Date("2026-11-22T05:00:00Z");

let db: Database;
/** Another connection to the same database: on PostgreSQL a pool of its own, as a second server process has. */
let other: Database;
let closeOther: () => Promise<void> = async () => undefined;
beforeAll(async () => {
  db = await openTestDatabase();
  await migrate(db);
  const url = process.env["TEST_DATABASE_URL"] || process.env["DATABASE_URL"];
  if (url === undefined || url === "") {
    other = db;
  } else {
    const [{ schema } = { schema: "" }] = await db.query<{ schema: string }>(
      "SELECT current_schema() AS schema",
    );
    const pool = await PgDatabase.open(url, schema);
    other = pool;
    closeOther = () => pool.close();
  }
});
afterAll(async () => {
  await closeOther();
  await db.close();
});

const count = (answers: readonly boolean[]) => answers.filter(Boolean).length;

describe("RateLimiter (rate_limits table)", () => {
  it("allows hits up to the limit in a window and refuses the rest, per key", async () => {
    const limiter = new RateLimiter(db, new ManualClock(START), SECRET);
    const answers = [];
    for (let i = 0; i < 4; i++) answers.push(await limiter.hit("login-ip:10.0.0.1", 3));
    expect(answers).toEqual([true, true, true, false]);
    expect(await limiter.hit("login-ip:10.0.0.2", 3)).toBe(true);
  });

  it("counts every one of 20 parallel hits: exactly the limit pass", async () => {
    const limiter = new RateLimiter(db, new ManualClock(START), SECRET);
    const answers = await Promise.all(Array.from({ length: 20 }, () => limiter.hit("burst:1", 5)));
    expect(count(answers)).toBe(5);
    const [row] = await db.query<{ hits: number }>("SELECT hits FROM rate_limits ORDER BY hits DESC LIMIT 1");
    expect(row?.hits).toBe(20);
  });

  it("shares the count with a second limiter on the same database (another server process)", async () => {
    const clock = new ManualClock(START);
    const first = new RateLimiter(db, clock, SECRET);
    const second = new RateLimiter(other, clock, SECRET);
    expect(count([await first.hit("shared:1", 4), await first.hit("shared:1", 4)])).toBe(2);
    expect(await second.hit("shared:1", 4)).toBe(true);
    expect(await second.hit("shared:1", 4)).toBe(true);
    expect(await first.hit("shared:1", 4)).toBe(false);
    // Both at once, 10 hits each: the limit holds across the two.
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => (i % 2 === 0 ? first : second).hit("shared:2", 7)),
    );
    expect(count(answers)).toBe(7);
  });

  it("starts again once the window has passed (a restart keeps the count until then)", async () => {
    const clock = new ManualClock(START);
    const limiter = new RateLimiter(db, clock, SECRET, 60_000);
    expect([await limiter.hit("window:1", 2), await limiter.hit("window:1", 2)]).toEqual([true, true]);
    expect(await limiter.hit("window:1", 2)).toBe(false);
    clock.advance(59_999);
    // A new instance (the server restarted) still sees the window's count.
    const restarted = new RateLimiter(db, clock, SECRET, 60_000);
    expect(await restarted.hit("window:1", 2)).toBe(false);
    clock.advance(1);
    expect(await restarted.hit("window:1", 2)).toBe(true);
    expect(await restarted.hit("window:1", 2)).toBe(true);
    expect(await restarted.hit("window:1", 2)).toBe(false);
  });

  it("stores an HMAC of the key: no user id or address in clear, nothing shared under another secret", async () => {
    const clock = new ManualClock(START);
    await new RateLimiter(db, clock, SECRET).hit("login-user:asha-secret-user", 1);
    await new RateLimiter(db, clock, SECRET).hit("login-ip:203.0.113.77", 1);
    const table = JSON.stringify(await db.query("SELECT * FROM rate_limits"));
    expect(table).not.toContain("asha-secret-user");
    expect(table).not.toContain("203.0.113.77");
    // The same key under another secret is another row (the hash is keyed, not a plain digest).
    expect(await new RateLimiter(db, clock, `${SECRET}-other`).hit("login-ip:203.0.113.77", 1)).toBe(true);
    expect(await new RateLimiter(db, clock, SECRET).hit("login-ip:203.0.113.77", 1)).toBe(false);
  });

  it("leaves ended windows to housekeeping, which keeps the running ones", async () => {
    const clock = new ManualClock(new Date("2026-12-01T00:00:00Z"));
    const limiter = new RateLimiter(db, clock, SECRET, 60_000);
    await limiter.hit("purge:old", 5);
    clock.advance(30_000);
    await limiter.hit("purge:new", 5);
    const before = await db.query("SELECT key_hash FROM rate_limits");
    clock.advance(30_000);
    await purgeExpired(db, clock.now());
    const after = await db.query<{ key_hash: string }>("SELECT key_hash FROM rate_limits");
    // Every window of the earlier tests and purge:old ended; purge:new runs for 30 s more.
    expect(before.length).toBeGreaterThan(1);
    expect(after).toHaveLength(1);
    expect(await limiter.hit("purge:new", 2)).toBe(true);
    expect(await limiter.hit("purge:new", 2)).toBe(false);
  });
});
