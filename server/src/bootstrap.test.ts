import { serve } from "@hono/node-server";
import { execFileSync } from "node:child_process";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { request } from "node:https";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "./app";
import { clockFor, listenerOptions, prepareDeps, startupNotice } from "./bootstrap";
import { ManualClock, OffsetClock, systemClock } from "./kernel/clock";
import { loadConfig, type ServerConfig } from "./kernel/config";
import type { Database } from "./kernel/db/Database";
import { DEMO_PASSWORD } from "./seed/demoData";
import type { AppDeps } from "./kernel/http/context";
import { DevOutboxSmsGateway } from "./kernel/sms/DevOutboxSmsGateway";
import { HttpSmsGateway } from "./kernel/sms/HttpSmsGateway";
import { openTestDatabase } from "./testSupport/testDatabase";

const PRODUCTION_ENV = {
  NODE_ENV: "production",
  SERVER_SECRET: "a-production-secret-of-32-chars-or-more",
  SMS_GATEWAY: "http",
  SMS_GATEWAY_URL: "https://sms.bank.example/v1/send?key=query-SECRET",
  SMS_GATEWAY_TOKEN: "token-SECRET",
  APP_DATE: "2026-11-22",
} as const;

let db: Database;
let production: AppDeps;
beforeAll(async () => {
  db = await openTestDatabase();
  production = await prepareDeps(db, loadConfig(PRODUCTION_ENV), { clock: new ManualClock() });
});
afterAll(async () => {
  await db.close();
});

/** A database that fails the test if it is used at all. */
const untouchable = new Proxy({} as Database, {
  get: () => () => Promise.reject(new Error("The database was used.")),
});

describe("production start", () => {
  it("migrates an empty database and creates no customer, user or account", async () => {
    const versions = await db.query<{ version: string }>("SELECT version FROM schema_migrations");
    expect(versions.map((row) => row.version)).toContain("0009");
    for (const table of ["customers", "users", "accounts"]) {
      const [row] = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`);
      expect(row?.n).toBe(0);
    }
    expect(production.sms).toBeInstanceOf(HttpSmsGateway);
  });

  it("refuses the development clock and the development SMS outbox before touching the database", async () => {
    const config = loadConfig(PRODUCTION_ENV);
    await expect(prepareDeps(untouchable, config, { clock: new OffsetClock() })).rejects.toThrow(
      /OffsetClock/,
    );
    const outbox = new DevOutboxSmsGateway(untouchable, systemClock);
    await expect(prepareDeps(untouchable, config, { sms: outbox })).rejects.toThrow(/SMS outbox/);
    const forced: ServerConfig = { ...config, sms: { kind: "dev-outbox" } };
    await expect(prepareDeps(untouchable, forced)).rejects.toThrow(/SMS outbox/);
    expect(clockFor(config)).toBe(systemClock);
    expect(clockFor(loadConfig({}))).toBeInstanceOf(OffsetClock);
  });

  it("serves no /dev route", async () => {
    const app = createApp(production);
    const outbox = await app.request("http://127.0.0.1/dev/outbox");
    expect(outbox.headers.get("Content-Type") ?? "").not.toContain("application/json");
    for (const path of ["/dev/clock", "/dev/faults"]) {
      const answer = await app.request(`http://127.0.0.1${path}`, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ advanceMs: 60_000, path: "getServerDate", status: 503 }),
      });
      expect(answer.status).toBe(404);
    }
  });
});

describe("start-up notice", () => {
  it("says loudly that demo mode is a demo, with the demo sign-in", () => {
    const lines = startupNotice(loadConfig({}), "http://127.0.0.1:8080/").join("\n");
    expect(lines).toContain("DEMO MODE - NOT FOR REAL CUSTOMERS");
    expect(lines).toContain(DEMO_PASSWORD);
    expect(lines).toContain("/dev/outbox");
  });

  it("in production names no demo data and no gateway secret, and warns when cookies cannot be Secure", () => {
    const plain = startupNotice(loadConfig(PRODUCTION_ENV), "http://0.0.0.0:8080/").join("\n");
    expect(plain).not.toContain("DEMO");
    expect(plain).not.toContain(DEMO_PASSWORD);
    expect(plain).not.toContain("SECRET");
    expect(plain).toContain("https://sms.bank.example");
    expect(plain).toContain("WARNING");
    const behindProxy = loadConfig({ ...PRODUCTION_ENV, PUBLIC_URL: "https://netbanking.example.in" });
    expect(startupNotice(behindProxy, "http://0.0.0.0:8080/").join("\n")).not.toContain("WARNING");
  });
});

describe("the server's own TLS listener (TLS_CERT_FILE, TLS_KEY_FILE)", () => {
  it("needs no options without certificate files", async () => {
    expect(await listenerOptions({ tls: undefined })).toBeUndefined();
  });

  it("serves HTTPS: Secure __Host- cookies and HSTS without any proxy setting", async () => {
    const dir = await mkdtemp(join(tmpdir(), "rib-tls-"));
    const server = { close: () => undefined } as { close: (done?: () => void) => void };
    try {
      const certFile = join(dir, "cert.pem");
      const keyFile = join(dir, "key.pem");
      // A self-signed certificate for 127.0.0.1, made for this test only.
      execFileSync(
        "openssl",
        [
          ...["req", "-x509", "-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:prime256v1", "-nodes"],
          ...["-keyout", keyFile, "-out", certFile, "-days", "1", "-subj", "/CN=127.0.0.1"],
          ...["-addext", "subjectAltName=IP:127.0.0.1"],
        ],
        { stdio: "ignore" },
      );
      const listener = await listenerOptions({ tls: { certFile, keyFile } });
      expect(listener).toBeDefined();
      const app = createApp(production);
      const port = await new Promise<number>((resolve) => {
        const started = serve({ fetch: app.fetch, port: 0, hostname: "127.0.0.1", ...listener }, (info) =>
          resolve((info as AddressInfo).port),
        );
        server.close = (done) => started.close(done);
      });
      const ca = await readFile(certFile);
      const answer = await new Promise<{ status: number; headers: Record<string, unknown> }>(
        (resolve, reject) => {
          const sent = request(
            { host: "127.0.0.1", port, path: "/RIBProducer/rest/user/getServerDate", ca },
            (response) => {
              response.resume();
              resolve({ status: response.statusCode ?? 0, headers: response.headers });
            },
          );
          sent.on("error", reject);
          sent.end();
        },
      );
      expect(answer.status).toBe(200);
      expect(answer.headers["strict-transport-security"]).toBe("max-age=31536000; includeSubDomains");
      expect(String(answer.headers["set-cookie"])).toMatch(
        /^__Host-CSRF-ID=[^;]+; Path=\/; Secure; SameSite=Strict/,
      );
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await rm(dir, { recursive: true, force: true });
    }
  });
});
