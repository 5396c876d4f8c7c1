import { request as httpRequest } from "node:http";
import type { AddressInfo } from "node:net";
import { serve, type ServerType } from "@hono/node-server";
import { Result, Schema } from "effect";
import type { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../../server/src/app";
import { MAX_BODY_BYTES } from "../../server/src/kernel/http/bodyLimit";
import type { AppDeps, AppEnv } from "../../server/src/kernel/http/context";
import { MAX_REQUEST_DEPTH } from "../../server/src/kernel/http/requestShape";
import { inProcessBank, type InProcessBank } from "../../server/src/testSupport/inProcessBank";
import { signInActive } from "../../server/src/testSupport/flows";
import { openTestDeps } from "../../server/src/testSupport/testDatabase";
import { ErrorCodes } from "../../src/adapters/rib/contract/common";
import { SERVICE_ROOTS, endpointPath, type Endpoint } from "../../src/adapters/rib/contract/endpoint";
import { endpoints, type EndpointName } from "../../src/adapters/rib/contract/endpoints";
import {
  HUGE_TEXT,
  MISSING,
  breakagesOf,
  fieldsOf,
  jsonText,
  parsedValue,
  pathText,
  validRequest,
  withField,
  withKey,
  type Field,
  type FieldPath,
} from "./malformedInputs";

/**
 * The fuzz suite of "no server error on any input" (docs/DECISIONS.md, "Input hardening"): for
 * every call of the endpoint table, each field of its request schema is broken in the ways an
 * outside probe broke them (wrong type, left out, NUL and other control characters, lone
 * surrogates, oversized text, impossible dates, fractions, infinities and numbers beyond their
 * column) and the request as a whole too (not JSON, not an object, nested 10,000 levels deep, a
 * control character in an ignored key, larger than the body limit). Every breakage is checked
 * against the schema in memory (it must refuse it and name the field); a subset of each field's
 * is also sent to the server in-process with a session of the kind the call needs, which must
 * answer 400 (413 for the oversized body) with a catalogue code, a message naming the field and
 * `Cache-Control: no-store`, never 5xx, and change nothing in the database.
 */

let deps: AppDeps;
let app: Hono<AppEnv>;
/** A browser without a session (the calls made before sign-in). */
let anonymous: InProcessBank;
/** A signed-in browser (every call that needs a session). */
let signedIn: InProcessBank;

beforeAll(async () => {
  deps = await openTestDeps();
  app = createApp(deps);
  anonymous = inProcessBank(app);
  signedIn = inProcessBank(app);
  await signInActive(signedIn, deps.db, "ravi");
});

afterAll(async () => {
  await deps.db.close();
});

const CALLS = Object.entries(endpoints) as [EndpointName, Endpoint][];
const CODES = new Set<string>(Object.values(ErrorCodes));

/**
 * Every table, as one digest per table, except the bookkeeping every request writes: the replay
 * ledger of `UrlToken`s and each session's rolling `X-SFAUTH-TOKEN` window and last-seen time.
 */
async function snapshot(): Promise<string> {
  const tables = await deps.db.query<{ table_name: string }>(
    `SELECT table_name FROM information_schema.tables
      WHERE table_schema = current_schema() AND table_type = 'BASE TABLE' AND table_name <> 'url_tokens'
      ORDER BY table_name`,
  );
  const digests = tables.map(({ table_name: table }) => {
    const row = table === "sessions" ? `(to_jsonb(t) - 'sfauth_tokens' - 'last_seen_at')::text` : "t::text";
    return `SELECT '${table}' AS name, count(*)::int AS rows, md5(coalesce(string_agg(${row}, '|' ORDER BY ${row}), '')) AS digest FROM "${table}" t`;
  });
  const rows = await deps.db.query<{ name: string; rows: number; digest: string }>(
    digests.join(" UNION ALL "),
  );
  return rows.map((row) => `${row.name}: ${String(row.rows)} ${row.digest}`).join("\n");
}

/** A request as sent: its body (JSON text or a form) and the query. */
interface Sent {
  readonly label: string;
  readonly body?: string;
  readonly contentType?: string;
  readonly query?: Readonly<Record<string, string>>;
  /** 400, or 413 for a body over the limit. */
  readonly status: 400 | 413;
  /** A word the answer's message must name (the broken field). */
  readonly names?: string;
}

/** The last key of a field's path: what the message must name. */
function fieldName(path: FieldPath): string {
  return String([...path].reverse().find((part) => typeof part === "string") ?? "");
}

/** A query string of the request's fields that travel in it (strings only: a query carries nothing else). */
function queryOf(value: unknown, only?: readonly string[]): Record<string, string> {
  const query: Record<string, string> = {};
  for (const [key, member] of Object.entries(value as Record<string, unknown>)) {
    if (only !== undefined && !only.includes(key)) continue;
    if (typeof member === "string") query[key] = member;
    else if (member !== undefined && member !== null) query[key] = JSON.stringify(parsedValue(member));
  }
  return query;
}

/** The request of `declaration` carrying `value` (a JSON body, a form or the query). */
function carrying(declaration: Endpoint, value: unknown, label: string, names?: string): Sent {
  const base = { label, status: 400 as const, ...(names === undefined ? {} : { names }) };
  if (declaration.method === "GET") return { ...base, query: queryOf(value) };
  if (declaration.encoding === "form") {
    return {
      ...base,
      contentType: "application/x-www-form-urlencoded",
      body: new URLSearchParams(queryOf(value)).toString(),
    };
  }
  const queryFields = declaration.queryFields;
  return {
    ...base,
    contentType: "application/json",
    body: jsonText(value),
    ...(queryFields === undefined ? {} : { query: queryOf(value, queryFields) }),
  };
}

/** Whether a breakage can travel in the call's encoding (a query or a form carries strings only). */
function travels(declaration: Endpoint, value: unknown): boolean {
  if (declaration.method === "POST" && declaration.encoding === "json") return true;
  return typeof value === "string" || value === MISSING;
}

/** `depth` nested lists (`[[[...]]]`) as JSON text. */
function nested(depth: number): string {
  return `${"[".repeat(depth)}${"]".repeat(depth)}`;
}

/** The malformed requests sent for one call: each field's sent breakages, then the body's own. */
function malformedRequests(declaration: Endpoint): Sent[] {
  const sent: Sent[] = [];
  const base = validRequest(declaration.request);
  for (const field of fieldsOf(declaration.request)) {
    for (const breakage of breakagesOf(field)) {
      if (!breakage.sent || !travels(declaration, breakage.value)) continue;
      const value =
        field.kind === "recordKey"
          ? withKey(base, field.path, breakage.value as string)
          : withField(base, field.path, breakage.value);
      // A broken record key is named by the record it is in.
      const names = fieldName(field.kind === "recordKey" ? field.path.slice(0, -1) : field.path);
      sent.push(carrying(declaration, value, `${pathText(field.path)}: ${breakage.label}`, names));
    }
  }
  if (declaration.method === "GET") {
    sent.push({ label: "an ignored parameter with NUL", query: { extra: "a\u0000b" }, status: 400 });
    return sent;
  }
  const tooLarge = `{"padding":"${"x".repeat(MAX_BODY_BYTES)}"}`;
  if (declaration.encoding === "none") {
    // Nothing of the body is read: only its size is checked.
    return [{ label: "a body over the limit", body: tooLarge, contentType: "application/json", status: 413 }];
  }
  sent.push({ label: "a body over the limit", body: tooLarge, contentType: "application/json", status: 413 });
  if (declaration.encoding === "form") {
    sent.push({ label: "a JSON body", body: jsonText(base), contentType: "application/json", status: 400 });
    return sent;
  }
  const isList = Array.isArray(base);
  const json = (label: string, body: string) =>
    sent.push({ label, body, contentType: "application/json", status: 400 });
  json("not JSON", "{");
  json("not JSON at all", "\u0000");
  json("null", "null");
  json("a string", JSON.stringify("x"));
  json("a number", "42");
  json(isList ? "an object" : "a list", isList ? "{}" : "[]");
  json("nested 10,000 levels", nested(10_000));
  json(`nested ${String(MAX_REQUEST_DEPTH + 1)} levels`, nested(MAX_REQUEST_DEPTH + 1));
  if (!isList) {
    const object = base as Record<string, unknown>;
    const others = jsonText(object).slice(1);
    json("a field nested 10,000 levels", `{"deep":${nested(10_000)}${others === "}" ? "" : ","}${others}`);
    json("an ignored key with NUL", jsonText({ ...object, "extra\u0000": 1 }));
    json("an ignored value with NUL", jsonText({ ...object, extra: "a\u0000b" }));
  }
  sent.push({
    label: "a form body",
    body: "a=b",
    contentType: "application/x-www-form-urlencoded",
    status: 400,
  });
  return sent;
}

/** What is wrong with an answer to a malformed request, or nothing. */
async function wrongWith(response: Response, expected: Sent): Promise<string | null> {
  const text = await response.text();
  if (response.status !== expected.status)
    return `answered ${String(response.status)}: ${text.slice(0, 300)}`;
  if (!(response.headers.get("Cache-Control") ?? "").includes("no-store"))
    return "no Cache-Control: no-store";
  let body: { status?: unknown; statusMsg?: unknown; code?: unknown };
  try {
    body = JSON.parse(text) as typeof body;
  } catch {
    return `answered no JSON: ${text.slice(0, 200)}`;
  }
  if (body.status !== expected.status) return `a body with status ${String(body.status)}`;
  if (typeof body.code !== "string" || !CODES.has(body.code))
    return `code ${String(body.code)} is not in the catalogue`;
  if (typeof body.statusMsg !== "string" || body.statusMsg === "") return "no message";
  if (expected.names !== undefined && !body.statusMsg.includes(expected.names)) {
    return `the message does not name ${expected.names}: ${body.statusMsg}`;
  }
  if (body.statusMsg.includes("\u0000") || body.statusMsg.includes(HUGE_TEXT.slice(0, 100))) {
    return "the message repeats the value";
  }
  return null;
}

async function send(browser: InProcessBank, declaration: Endpoint, request: Sent): Promise<Response> {
  const headers = new Headers(browser.headers());
  if (request.contentType !== undefined) headers.set("Content-Type", request.contentType);
  const query = request.query === undefined ? "" : `?${new URLSearchParams(request.query).toString()}`;
  return browser.fetch(`${endpointPath(declaration)}${query}`, {
    method: declaration.method,
    headers,
    ...(request.body === undefined ? {} : { body: request.body }),
  });
}

describe("every request schema refuses each broken field and names it", () => {
  for (const [name, declaration] of CALLS) {
    it(name, () => {
      const schema = declaration.request as Schema.Codec<unknown>;
      const base = validRequest(schema);
      const decode = (value: unknown) =>
        Schema.decodeUnknownResult(schema)(parsedValue(value), { onExcessProperty: "ignore" });
      expect(Result.isSuccess(decode(base)), `the generated request ${JSON.stringify(base)}`).toBe(true);
      const accepted: string[] = [];
      for (const field of fieldsOf(schema)) {
        for (const breakage of breakagesOf(field)) {
          const label = `${pathText(field.path)} ${breakage.label}`;
          if (field.kind === "recordKey") {
            // A key the record's key schema refuses is dropped as unknown (the server refuses it first).
            const result = decode(withKey(base, field.path, breakage.value as string));
            if (Result.isFailure(result) || JSON.stringify(result.success).includes("\\u0000")) {
              accepted.push(`${label}: kept`);
            }
            continue;
          }
          const result = decode(withField(base, field.path, breakage.value));
          if (Result.isSuccess(result)) accepted.push(`${label}: accepted`);
          else if (!String(result.failure.message).includes(pathText(field.path))) {
            accepted.push(`${label}: refused without naming the field: ${String(result.failure.message)}`);
          }
        }
      }
      expect(accepted).toEqual([]);
    });
  }

  it("covers strings, numbers, dates, literals, booleans, lists and records", () => {
    const kinds = new Set(
      CALLS.flatMap(([, declaration]) => fieldsOf(declaration.request).map((f: Field) => f.kind)),
    );
    expect([...kinds].sort()).toEqual(
      [
        "boolean",
        "displayDate",
        "integer",
        "isoDate",
        "literal",
        "multilineText",
        "paise",
        "patternText",
        "recordKey",
        "text",
      ].sort(),
    );
  });
});

describe("every declared call answers malformed input 400 (413 when too large) and changes nothing", () => {
  /** The database before the next call's requests (the one after the previous call's). */
  let before: string;
  beforeAll(async () => {
    before = await snapshot();
  });

  for (const [name, declaration] of CALLS) {
    it(name, async () => {
      const browser = declaration.session === "none" ? anonymous : signedIn;
      // All at once: they are refused before anything but the UrlToken ledger, which commits them together.
      const answers = await Promise.all(
        malformedRequests(declaration).map(async (request) => {
          const wrong = await wrongWith(await send(browser, declaration, request), request);
          return wrong === null ? [] : [`${request.label}: ${wrong}`];
        }),
      );
      expect(answers.flat()).toEqual([]);
      const after = await snapshot();
      expect(after).toBe(before);
      before = after;
    });
  }
});

describe("answers outside the calls", () => {
  it("an unknown path answers 404 with no-store", async () => {
    const response = await anonymous.fetch(`${SERVICE_ROOTS.rest}no/such/call`, {
      headers: anonymous.headers(),
    });
    expect(response.status).toBe(404);
    expect(response.headers.get("Cache-Control")).toBe("no-store");
    expect(((await response.json()) as { code: string }).code).toBe("REQUEST.NOT_FOUND");
  });

  it("an unexpected failure answers 500 SERVER.ERROR with no-store", async () => {
    const failing = createApp(deps);
    failing.post("/test/failure", () => {
      throw new Error("a failure the test provokes");
    });
    const errors: unknown[] = [];
    const log = console.error;
    console.error = (...args: unknown[]) => errors.push(args);
    try {
      const response = await failing.request("/test/failure", { method: "POST" });
      expect(response.status).toBe(500);
      expect(response.headers.get("Cache-Control")).toBe("no-store");
      expect(await response.json()).toMatchObject({ status: 500, code: "SERVER.ERROR" });
    } finally {
      console.error = log;
    }
    expect(errors).toHaveLength(1);
  });
});

describe("a body over the limit on a real socket", () => {
  let server: ServerType;
  let port: number;

  beforeAll(async () => {
    server = await new Promise<ServerType>((resolve) => {
      const started = serve({ fetch: app.fetch, port: 0, hostname: "127.0.0.1" }, () => resolve(started));
    });
    port = (server.address() as AddressInfo).port;
  });

  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
  });

  /** Sends `size` bytes to `checkFailCount` (with a `Content-Length`, or chunked) and reads the whole answer. */
  function post(
    size: number,
    chunked: boolean,
  ): Promise<{ status: number; headers: Record<string, unknown>; body: string }> {
    return new Promise((resolve, reject) => {
      const headers = { ...anonymous.headers(), "Content-Type": "application/json" };
      const request = httpRequest(
        {
          host: "127.0.0.1",
          port,
          method: "POST",
          path: endpointPath(endpoints.checkFailCount),
          headers: chunked ? headers : { ...headers, "Content-Length": String(size) },
        },
        (response) => {
          let body = "";
          response.setEncoding("utf8");
          response.on("data", (chunk: string) => (body += chunk));
          response.on("end", () =>
            resolve({ status: response.statusCode ?? 0, headers: response.headers, body }),
          );
          response.on("error", reject);
        },
      );
      request.on("error", reject);
      const chunk = "x".repeat(16 * 1024);
      for (let written = 0; written < size; written += chunk.length)
        request.write(chunk.slice(0, size - written));
      request.end();
    });
  }

  for (const [label, size, chunked] of [
    ["with a Content-Length", 4 * MAX_BODY_BYTES, false],
    ["chunked", 4 * MAX_BODY_BYTES, true],
  ] as const) {
    it(`answers 413 ${label} in full, with Connection: close and no-store`, async () => {
      const answer = await post(size, chunked);
      expect(answer.status).toBe(413);
      expect(answer.headers["connection"]).toBe("close");
      expect(answer.headers["cache-control"]).toBe("no-store");
      expect(JSON.parse(answer.body)).toEqual({
        status: 413,
        statusMsg: "The request is too large.",
        code: "REQUEST.INVALID",
      });
    });
  }
});
