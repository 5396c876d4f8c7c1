import { PGlite, type Transaction } from "@electric-sql/pglite";
import { PG_TYPE_IDS, parseInt8, type Database, type Queryable } from "./Database";

/** The embedded database: PGlite (PostgreSQL compiled to WebAssembly), file-backed or in memory. */
export class PgliteDatabase implements Database {
  private constructor(private readonly db: PGlite) {}

  /** Opens PGlite in `dataDir` (a directory, created when missing), or in memory when undefined. */
  static async open(dataDir?: string): Promise<PgliteDatabase> {
    const options = {
      parsers: { [PG_TYPE_IDS.int8]: parseInt8, [PG_TYPE_IDS.date]: (value: string) => value },
    };
    const db = dataDir === undefined ? new PGlite(options) : new PGlite(dataDir, options);
    await db.waitReady;
    return new PgliteDatabase(db);
  }

  /** {@inheritDoc Queryable.query} */
  async query<T>(sql: string, params: ReadonlyArray<unknown> = []): Promise<T[]> {
    const result = await this.db.query<T>(sql, [...params]);
    return result.rows;
  }

  /** {@inheritDoc Queryable.exec} */
  async exec(sql: string): Promise<void> {
    await this.db.exec(sql);
  }

  /** {@inheritDoc Database.transaction} */
  async transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T> {
    return this.db.transaction(async (tx) => fn(wrapTransaction(tx)));
  }

  /** {@inheritDoc Database.close} */
  async close(): Promise<void> {
    if (!this.db.closed) await this.db.close();
  }
}

function wrapTransaction(tx: Transaction): Queryable {
  return {
    query: async <T>(sql: string, params: ReadonlyArray<unknown> = []) =>
      (await tx.query<T>(sql, [...params])).rows,
    exec: async (sql: string) => {
      await tx.exec(sql);
    },
  };
}
