import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { purgeExpired } from "./kernel/db/housekeeping";
import { PgliteDatabase } from "./kernel/db/PgliteDatabase";
import { DEMO_USERS } from "./seed/demoData";
import { startTestServer } from "./testing";

describe("startTestServer", () => {
  it("serves the real app on a port from a file-backed data dir that survives a restart", async () => {
    const dataDir = await mkdtemp(join(tmpdir(), "rib-test-server-"));
    try {
      const server = await startTestServer({
        dataDir,
        port: 0,
        env: { APP_DATE: "2026-11-22", DATABASE_URL: "", PASSWORD_HASH_LOG_N: "10" },
      });
      const response = await fetch(`${server.url}/app/rest/user/getServerDate`);
      expect(await response.json()).toEqual({ appDate: "2026-11-22" });
      expect(response.headers.get("x-frame-options")).toBe("DENY");
      await server.close();

      const db = await PgliteDatabase.open(dataDir);
      const secret = await db.query<{ value: string }>(
        "SELECT value FROM server_settings WHERE key = 'server_secret'",
      );
      const users = await db.query<{ n: number }>("SELECT count(*)::int AS n FROM users");
      await db.query(
        "INSERT INTO url_tokens (token, seen_at) VALUES ('old', '2020-01-01T00:00:00Z'), ('new', now())",
      );
      await purgeExpired(db, new Date());
      const tokens = await db.query<{ token: string }>("SELECT token FROM url_tokens ORDER BY token");
      await db.close();
      expect(secret[0]?.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(users[0]?.n).toBe(DEMO_USERS.length);
      expect(tokens.map((t) => t.token)).toEqual(["new"]);

      const again = await startTestServer({ dataDir, env: { APP_DATE: "2026-11-22", DATABASE_URL: "" } });
      expect((await fetch(`${again.url}/app/rest/user/getServerDate`)).status).toBe(200);
      await again.close();
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
    // Two starts of a file-backed PGlite (migrate and seed, then reopen) take seconds each on a busy machine.
  }, 300_000);
});
