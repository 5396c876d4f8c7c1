import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Database, Queryable } from "../db/Database";
import { openTestDeps } from "../../testSupport/testDatabase";
import { URL_TOKEN_BATCH, UrlTokenLedger } from "./UrlTokenLedger";

let db: Database;
beforeAll(async () => {
  db = (await openTestDeps()).db;
});
afterAll(async () => {
  await db.close();
});
beforeEach(async () => {
  await db.query("DELETE FROM url_tokens");
});

const at = new Date("2026-11-22T10:00:00Z");
const clock = { now: () => at };
const token = (n: number): string => `T${String(n).padStart(31, "0")}`;

/** The database, counting the statements it runs. */
function counting(inner: Queryable): Queryable & { statements: number } {
  const wrapper = {
    statements: 0,
    query<T>(sql: string, params?: ReadonlyArray<unknown>): Promise<T[]> {
      wrapper.statements += 1;
      return inner.query<T>(sql, params);
    },
    exec: (sql: string) => inner.exec(sql),
  };
  return wrapper;
}

describe("UrlTokenLedger", () => {
  it("records a new token and refuses it the second time, also after a new ledger (it is stored)", async () => {
    const ledger = new UrlTokenLedger(db, clock);
    expect(await ledger.record(token(1))).toBe(true);
    expect(await ledger.record(token(1))).toBe(false);
    expect(await new UrlTokenLedger(db, clock).record(token(1))).toBe(false);
    const rows = await db.query<{ token: string; seen_at: Date }>("SELECT token, seen_at FROM url_tokens");
    expect(rows).toHaveLength(1);
    expect(new Date(rows[0]!.seen_at).toISOString()).toBe(at.toISOString());
  });

  it("records calls that arrive together in one statement, each answered for its own token", async () => {
    await db.query("INSERT INTO url_tokens (token, seen_at) VALUES ($1, $2)", [token(7), at]);
    const counted = counting(db);
    const ledger = new UrlTokenLedger(counted, clock);
    const answers = await Promise.all(Array.from({ length: 50 }, (_, n) => ledger.record(token(n))));
    expect(counted.statements).toBe(1);
    expect(answers.filter((fresh) => !fresh)).toHaveLength(1);
    expect(answers[7]).toBe(false);
    const rows = await db.query<{ count: number }>("SELECT count(*)::int AS count FROM url_tokens");
    expect(rows[0]?.count).toBe(50);
  });

  it("lets only the first of the same token in one batch through", async () => {
    const ledger = new UrlTokenLedger(db, clock);
    const answers = await Promise.all([
      ledger.record(token(3)),
      ledger.record(token(3)),
      ledger.record(token(4)),
    ]);
    expect(answers).toEqual([true, false, true]);
  });

  it("splits a large burst into statements of at most URL_TOKEN_BATCH tokens", async () => {
    const counted = counting(db);
    const ledger = new UrlTokenLedger(counted, clock);
    const total = URL_TOKEN_BATCH * 2 + 1;
    const answers = await Promise.all(Array.from({ length: total }, (_, n) => ledger.record(token(n))));
    expect(answers.every((fresh) => fresh)).toBe(true);
    expect(counted.statements).toBe(3);
  });

  it("fails every call of a batch whose statement fails, and works again afterwards", async () => {
    let fail = true;
    const flaky: Queryable = {
      query: <T>(sql: string, params?: ReadonlyArray<unknown>) =>
        fail ? Promise.reject(new Error("database gone")) : db.query<T>(sql, params),
      exec: (sql) => db.exec(sql),
    };
    const ledger = new UrlTokenLedger(flaky, clock);
    const failed = await Promise.allSettled([ledger.record(token(1)), ledger.record(token(2))]);
    expect(failed.map((outcome) => outcome.status)).toEqual(["rejected", "rejected"]);
    fail = false;
    expect(await ledger.record(token(1))).toBe(true);
  });
});
