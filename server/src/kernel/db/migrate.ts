import { readdir, readFile } from "node:fs/promises";
import { fileURLToPath } from "node:url";
import type { Database } from "./Database";

const MIGRATIONS_DIR = fileURLToPath(new URL("./migrations/", import.meta.url));

/** Applies every numbered SQL migration not yet in `schema_migrations`, each in its own transaction; returns the versions applied. */
export async function migrate(db: Database, dir: string = MIGRATIONS_DIR): Promise<string[]> {
  await db.exec(
    "CREATE TABLE IF NOT EXISTS schema_migrations (version TEXT PRIMARY KEY, applied_at TIMESTAMPTZ NOT NULL DEFAULT now())",
  );
  const files = (await readdir(dir)).filter((name) => /^\d{4}_.*\.sql$/.test(name)).sort();
  const done = new Set(
    (await db.query<{ version: string }>("SELECT version FROM schema_migrations")).map((row) => row.version),
  );
  const applied: string[] = [];
  for (const file of files) {
    const version = file.slice(0, 4);
    if (done.has(version)) continue;
    const sql = await readFile(`${dir}${file}`, "utf8");
    await db.transaction(async (tx) => {
      await tx.exec(sql);
      await tx.query("INSERT INTO schema_migrations (version) VALUES ($1)", [version]);
    });
    applied.push(version);
  }
  return applied;
}
