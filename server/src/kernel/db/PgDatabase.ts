import pg from "pg";
import { PG_TYPE_IDS, parseInt8, type Database, type Queryable } from "./Database";

const typeParsers = {
  getTypeParser: (id: number, format?: string) => {
    if (id === PG_TYPE_IDS.int8) return parseInt8;
    if (id === PG_TYPE_IDS.date) return (value: string) => value;
    return format === "binary" ? pg.types.getTypeParser(id, "binary") : pg.types.getTypeParser(id, "text");
  },
};

/** PostgreSQL through a `pg` pool (used when `DATABASE_URL` is set). */
export class PgDatabase implements Database {
  private constructor(private readonly pool: pg.Pool) {}

  /** Opens a pool on `connectionString`; `schema`, when given, is created and used as the search path. */
  static async open(connectionString: string, schema?: string): Promise<PgDatabase> {
    if (schema !== undefined) {
      const admin = new pg.Client({ connectionString });
      await admin.connect();
      try {
        await admin.query(`CREATE SCHEMA IF NOT EXISTS ${quoteIdent(schema)}`);
      } finally {
        await admin.end();
      }
    }
    const config: pg.PoolConfig = { connectionString, max: 10, types: typeParsers };
    if (schema !== undefined) config.options = `-c search_path=${schema}`;
    const pool = new pg.Pool(config);
    return new PgDatabase(pool);
  }

  /** {@inheritDoc Queryable.query} */
  async query<T>(sql: string, params: ReadonlyArray<unknown> = []): Promise<T[]> {
    const result = await this.pool.query(sql, [...params]);
    return result.rows as T[];
  }

  /** {@inheritDoc Queryable.exec} */
  async exec(sql: string): Promise<void> {
    await this.pool.query(sql);
  }

  /** {@inheritDoc Database.transaction} */
  async transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T> {
    const client = await this.pool.connect();
    try {
      await client.query("BEGIN");
      const tx: Queryable = {
        query: async <R>(sql: string, params: ReadonlyArray<unknown> = []) =>
          (await client.query(sql, [...params])).rows as R[],
        exec: async (sql: string) => {
          await client.query(sql);
        },
      };
      const result = await fn(tx);
      await client.query("COMMIT");
      return result;
    } catch (error) {
      await client.query("ROLLBACK").catch(() => undefined);
      throw error;
    } finally {
      client.release();
    }
  }

  /** {@inheritDoc Database.close} */
  async close(): Promise<void> {
    await this.pool.end();
  }
}

/** Quotes an SQL identifier. */
export function quoteIdent(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}
