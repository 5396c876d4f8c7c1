import { COMMON_ERROR_CODES, ErrorStatus } from "./common";
import type { Endpoint } from "./endpoint";
import { OPENAPI_PATH, callNotes, describeCall, type CallDescription, type Json } from "./openapi";

/**
 * The call reference of docs/API.md, generated from the endpoint table (`npm run docs:api`). Pure:
 * the script that writes the file and the test that finds it stale share it.
 */

/** The markers around the generated part of docs/API.md; the prose outside them is hand-written. */
export const CALLS_START = "<!-- calls:start -->";
export const CALLS_END = "<!-- calls:end -->";

/** The command that regenerates the call reference. */
export const API_DOC_COMMAND = "npm run docs:api";

/** Markdown table cells: no line breaks, `|` escaped. */
function cell(text: string): string {
  return text.replaceAll("\n", " ").replaceAll("|", "\\|");
}

const code = (text: string) => `\`${text}\``;

/** Integer bounds that only say "a safe integer" are left out. */
const SAFE = 9007199254740991;

/** A short type of a JSON Schema node: `string`, `integer`, `"A" | "B"`, `X[]`, `object`, `… | null`. */
function typeOf(schema: Json): string {
  if (typeof schema["$ref"] === "string") return schema["$ref"].split("/").pop() ?? "object";
  const anyOf = (schema["anyOf"] ?? schema["oneOf"]) as Json[] | undefined;
  if (anyOf !== undefined) return [...new Set(anyOf.map(typeOf))].join(" | ");
  if ("const" in schema) return JSON.stringify(schema["const"]);
  const values = schema["enum"] as unknown[] | undefined;
  if (values !== undefined) return values.map((value) => JSON.stringify(value)).join(" | ");
  const type = schema["type"];
  if (type === "array") return `${typeOf((schema["items"] ?? {}) as Json)}[]`;
  if (typeof type === "string") return type;
  if (schema["not"] !== undefined) return "any";
  return "any";
}

/** The constraints and description of a node, in words. */
function notesOf(schema: Json): string {
  const branches = ((schema["anyOf"] ?? schema["oneOf"]) as Json[] | undefined) ?? [schema];
  const notes: string[] = [];
  for (const branch of branches) {
    if (typeof branch["description"] === "string") notes.push(branch["description"]);
    if (typeof branch["pattern"] === "string") notes.push(`pattern ${code(branch["pattern"])}`);
    const min = branch["minLength"];
    const max = branch["maxLength"];
    if (typeof min === "number" || typeof max === "number") {
      notes.push(
        typeof min === "number" && typeof max === "number"
          ? `${min}-${max} characters`
          : typeof max === "number"
            ? `at most ${max} characters`
            : `at least ${String(min)} characters`,
      );
    }
    const minimum = branch["minimum"];
    const maximum = branch["maximum"];
    if (typeof minimum === "number" && Math.abs(minimum) !== SAFE) notes.push(`from ${minimum}`);
    if (typeof maximum === "number" && Math.abs(maximum) !== SAFE) notes.push(`up to ${maximum}`);
    if (typeof branch["minItems"] === "number") notes.push(`at least ${branch["minItems"]} items`);
    if (typeof branch["maxItems"] === "number") notes.push(`at most ${branch["maxItems"]} items`);
    if (branch["format"] === "binary") notes.push("binary");
  }
  if (typeof schema["description"] === "string" && branches !== undefined && branches[0] !== schema) {
    notes.unshift(schema["description"]);
  }
  return [...new Set(notes)].join("; ");
}

interface FieldRow {
  readonly field: string;
  readonly type: string;
  readonly required: boolean;
  readonly notes: string;
}

/** The object schemas a node holds (itself, the branches of a union, the items of an array). */
function objectsIn(schema: Json): Json[] {
  if (schema["type"] === "object" && schema["properties"] !== undefined) return [schema];
  const anyOf = (schema["anyOf"] ?? schema["oneOf"]) as Json[] | undefined;
  if (anyOf !== undefined) return anyOf.flatMap(objectsIn);
  return [];
}

/** The fields of a schema, nested ones as `parent.child` and array items as `list[].field`. */
function fieldRows(schema: Json, prefix = "", depth = 0): FieldRow[] {
  const rows: FieldRow[] = [];
  const objects = objectsIn(schema);
  for (const object of objects) {
    const required = new Set((object["required"] ?? []) as string[]);
    for (const [field, fieldSchema] of Object.entries((object["properties"] ?? {}) as Record<string, Json>)) {
      const path = `${prefix}${field}`;
      if (rows.some((row) => row.field === path)) continue;
      rows.push({
        field: path,
        type: typeOf(fieldSchema),
        // A field of only some variants of a union is not always there.
        required: required.has(field) && objects.length === 1,
        notes: notesOf(fieldSchema),
      });
      if (depth < 4) rows.push(...nestedRows(fieldSchema, path, depth + 1));
    }
  }
  return rows;
}

function nestedRows(schema: Json, path: string, depth: number): FieldRow[] {
  const anyOf = (schema["anyOf"] ?? schema["oneOf"]) as Json[] | undefined;
  const items = schema["type"] === "array" ? (schema["items"] as Json | undefined) : undefined;
  if (items !== undefined) return fieldRows(items, `${path}[].`, depth);
  if (anyOf !== undefined) {
    const arrays = anyOf.filter((branch) => branch["type"] === "array");
    if (arrays.length === 1) return nestedRows(arrays[0] as Json, path, depth);
  }
  return fieldRows(schema, `${path}.`, depth);
}

/** The rows of a request or answer: an array's items as `[].field`. */
function topRows(schema: Json): FieldRow[] {
  const items = schema["type"] === "array" ? (schema["items"] as Json | undefined) : undefined;
  return items === undefined ? fieldRows(schema) : fieldRows(items, "[].");
}

function fieldTable(rows: readonly FieldRow[]): string[] {
  return [
    "| field | type | required | notes |",
    "| --- | --- | --- | --- |",
    ...rows.map(
      (row) =>
        `| ${code(row.field)} | ${cell(row.type)} | ${row.required ? "yes" : "no"} | ${cell(row.notes)} |`,
    ),
  ];
}

function requestPart(call: CallDescription): string[] {
  const lines: string[] = [];
  if (call.query.length > 0) {
    lines.push("Query parameters:", "");
    lines.push(
      ...fieldTable(
        call.query.map((p) => ({
          field: p.name,
          type: typeOf(p.schema),
          required: p.required,
          notes: [notesOf(p.schema), p.description].filter((n) => n !== "").join("; "),
        })),
      ),
      "",
    );
  }
  if (call.body !== null) {
    const rows = topRows(call.body.schema);
    const kind = call.body.mediaType === "application/json" ? "JSON" : "form";
    if (rows.length === 0) {
      lines.push(`Request: a ${kind} body, ${code("{}")} (${typeOf(call.body.schema)}).`, "");
    } else {
      const shape = call.body.schema["type"] === "array" ? "an array of objects" : "an object";
      lines.push(`Request: a ${kind} body (${code(call.body.mediaType)}), ${shape}:`, "");
      lines.push(...fieldTable(rows), "");
    }
  }
  if (call.query.length === 0 && call.body === null) lines.push("Request: nothing but the headers.", "");
  return lines;
}

function responsePart(call: CallDescription): string[] {
  const kind = call.endpoint.response.kind;
  const types = call.response.contentTypes.map(code).join(", ");
  if (kind !== "json") {
    return [`Answer 200: ${types}${kind === "file" ? " (a download)" : ""}.`, ""];
  }
  const rows = topRows(call.response.schema);
  if (rows.length === 0) return [`Answer 200 (${types}): ${typeOf(call.response.schema)}.`, ""];
  const shape = call.response.schema["type"] === "array" ? "an array of objects" : "an object";
  return [`Answer 200 (${types}), ${shape}:`, "", ...fieldTable(rows), ""];
}

function errorsPart(call: CallDescription): string[] {
  const own = call.errors.filter((error) => !error.common);
  if (own.length === 0) return ["Errors: only the common ones.", ""];
  const byStatus = new Map<number, string[]>();
  for (const error of own) byStatus.set(error.status, [...(byStatus.get(error.status) ?? []), error.code]);
  const parts = [...byStatus.entries()]
    .sort(([a], [b]) => a - b)
    .map(([status, codes]) => `**${status}** ${codes.map(code).join(", ")}`);
  return [`Errors besides the common ones: ${parts.join("; ")}.`, ""];
}

function callSection(call: CallDescription): string[] {
  return [
    `### ${code(call.name)}: ${code(`${call.method} ${call.path}`)}`,
    "",
    call.endpoint.summary,
    "",
    ...(call.otherPaths.length === 0 ? [] : [`Also at ${call.otherPaths.map(code).join(", ")}.`, ""]),
    ...callNotes(call).map((note) => `- ${note}`),
    "",
    ...requestPart(call),
    ...responsePart(call),
    ...errorsPart(call),
  ];
}

/** The generated call reference (the part of docs/API.md between {@link CALLS_START} and {@link CALLS_END}). */
export function apiCallReference(endpoints: Readonly<Record<string, Endpoint>>): string {
  const calls = Object.entries(endpoints).map(([name, declaration]) => describeCall(name, declaration));
  const common = COMMON_ERROR_CODES.map((c) => `**${ErrorStatus[c]}** ${code(c)}`).join(", ");
  return [
    `<!-- Generated from src/adapters/rib/contract/endpoints/ by \`${API_DOC_COMMAND}\`; edit the table, not this part. -->`,
    "",
    `Every call of the endpoint table, in its order. The same table gives the OpenAPI 3.1 document the server serves at ${code(`GET /app/rest/${OPENAPI_PATH}`)} (no session or ${code("UrlToken")} needed). Amounts are integer paise (100 = ₹1.00). Every call sends the ${code("UrlToken")} header; calls that need a session also send ${code("Token")} and ${code("X-SFAUTH-TOKEN")}. Common errors of every call: ${common}.`,
    "",
    ...calls.flatMap(callSection),
  ].join("\n");
}

/**
 * docs/API.md with its generated part replaced by `reference`. Throws when the markers are missing
 * or out of order (they are part of the hand-written file).
 */
export function withCallReference(document: string, reference: string): string {
  const start = document.indexOf(CALLS_START);
  const end = document.indexOf(CALLS_END);
  if (start < 0 || end < start) {
    throw new Error(`docs/API.md needs the markers ${CALLS_START} and ${CALLS_END}, in this order`);
  }
  return `${document.slice(0, start + CALLS_START.length)}\n\n${reference.trim()}\n\n${document.slice(end)}`;
}
