/** Anything that answers SQL: the database itself or an open transaction. */
export interface Queryable {
  /** Runs one parameterised statement and returns its rows (dates as `yyyy-MM-dd` strings, BIGINT as numbers). */
  query<T>(sql: string, params?: ReadonlyArray<unknown>): Promise<T[]>;
  /** Runs a script of several statements without parameters. */
  exec(sql: string): Promise<void>;
}

/** The database port of the server: PGlite by default, PostgreSQL through `pg` when configured. */
export interface Database extends Queryable {
  /** Runs `fn` in one transaction: committed when it resolves, rolled back when it throws. */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  /** Closes the connection(s). */
  close(): Promise<void>;
}

/** Type ids whose text form the server keeps or converts the same way on both drivers. */
export const PG_TYPE_IDS = { int8: 20, date: 1082 } as const;

/** BIGINT to number: amounts in paise stay far below 2^53 (docs/DECISIONS.md D5). */
export function parseInt8(value: string): number {
  return Number(value);
}
