import { JsonSchema, Schema } from "effect";
import { COMMON_ERROR_CODES, ErrorBody, ErrorStatus, type ErrorCode } from "./common";
import {
  ALT_REST_ROOT,
  SERVICE_ROOTS,
  endpointPath,
  endpointPaths,
  type Endpoint,
  type SessionNeed,
} from "./endpoint";
import { RIB_ENC_HEADER, SESSION_COOKIE, SFAUTH_HEADER, TOKEN_HEADER, URL_TOKEN_HEADER } from "./headers";

/**
 * The OpenAPI 3.1 document of the bank contract, built from the endpoint table (`endpoints.ts`) and
 * nothing else, so it cannot drift from the client and the server. Pure: no Node or browser globals
 * (the browser app imports this folder too). docs/API.md's call reference reads the same
 * {@link describeCall} descriptions.
 */

/** Where the server serves the document, under both REST roots (`GET /app/rest/openapi.json`). */
export const OPENAPI_PATH = "openapi.json";

/** The version of the contract the document describes. */
export const CONTRACT_VERSION = "1.0.0";

/** The header of an idempotent call and the shape of its value (the client sends a UUID per flow). */
const IDEMPOTENCY_KEY = { name: "Idempotency-Key", pattern: "^[A-Za-z0-9_-]{8,128}$" } as const;

/** A JSON (Schema or OpenAPI) object. */
export type Json = { readonly [key: string]: unknown };

const MEDIA = {
  json: "application/json",
  form: "application/x-www-form-urlencoded",
} as const;

/** What each session need means, in words (OpenAPI descriptions and docs/API.md). */
export const SESSION_TEXT: { readonly [S in SessionNeed]: string } = {
  none: "none: the call answers before sign-in (a session, if any, is ignored)",
  any: "any live session, also one still waiting for the sign-in code or a forced password reset",
  active: "a signed-in session (the sign-in code given, no password reset due)",
  activeOrReset: "a signed-in session, or one with a password reset due (the calls of the reset)",
};

/** One request or header parameter of a call. */
export interface CallParameter {
  readonly name: string;
  readonly in: "query" | "header";
  readonly required: boolean;
  readonly description: string;
  readonly schema: Json;
}

/** One error code a call may answer, with its HTTP status. */
export interface CallError {
  readonly code: ErrorCode;
  readonly status: number;
  /** Whether every call may answer it ({@link COMMON_ERROR_CODES}). */
  readonly common: boolean;
}

/** Everything the OpenAPI document and docs/API.md say about one call, worked out once. */
export interface CallDescription {
  readonly name: string;
  readonly endpoint: Endpoint;
  readonly method: Endpoint["method"];
  /** The primary full path. */
  readonly path: string;
  /** The other full paths the call answers at (its `alsoAt` paths and the second REST root). */
  readonly otherPaths: readonly string[];
  /** Query parameters (GET, a body-less POST, and `queryFields`). */
  readonly query: readonly CallParameter[];
  /** Header parameters (`UrlToken`, `Token`, `X-SFAUTH-TOKEN`, `X-RIB-ENC`, `Idempotency-Key`). */
  readonly headers: readonly CallParameter[];
  /** The request body, when the call sends one. */
  readonly body: { readonly mediaType: string; readonly schema: Json } | null;
  /** The success answer: its content types and schema. */
  readonly response: { readonly contentTypes: readonly string[]; readonly schema: Json };
  /** Every error code the call may answer (common ones first), each with its status. */
  readonly errors: readonly CallError[];
  /** Named schemas the call's schemas refer to (`#/components/schemas/<name>`). */
  readonly definitions: Readonly<Record<string, Json>>;
}

/** The JSON codec's spelling of the non-finite numbers, which JSON itself cannot carry. */
const NON_FINITE = JSON.stringify({ type: "string", enum: ["Infinity", "-Infinity", "NaN"] });

/**
 * Leaves out the `"Infinity" | "-Infinity" | "NaN"` strings Effect's JSON codec adds to every
 * `Schema.Number`: the server decodes `JSON.parse` output with the schemas themselves, which refuse
 * those strings, and never sends a non-finite number.
 */
function finiteNumbers(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(finiteNumbers);
  if (node === null || typeof node !== "object") return node;
  const entries = Object.entries(node).map(([key, value]) => {
    if (key !== "anyOf" || !Array.isArray(value)) return [key, finiteNumbers(value)] as const;
    return [key, value.filter((branch) => JSON.stringify(branch) !== NON_FINITE).map(finiteNumbers)] as const;
  });
  const result = Object.fromEntries(entries) as Record<string, unknown>;
  const anyOf = result["anyOf"];
  if (Array.isArray(anyOf) && anyOf.length === 1 && Object.keys(result).length === 1) return anyOf[0];
  return result;
}

/** The JSON Schema (OpenAPI 3.1 flavour) of an Effect schema, with its named definitions. */
export function jsonSchemaOf(schema: Schema.Top): {
  schema: Json;
  definitions: Readonly<Record<string, Json>>;
} {
  const document = Schema.toJsonSchemaDocument(schema);
  const openApi = JsonSchema.toMultiDocumentOpenApi3_1({
    dialect: "draft-2020-12",
    schemas: [finiteNumbers(document.schema) as Json],
    definitions: finiteNumbers(document.definitions) as JsonSchema.Definitions,
  });
  return { schema: openApi.schemas[0], definitions: openApi.definitions };
}

/**
 * The contract's `EmptyRequest` (`Schema.Struct({})` checked to be an object) converts to "not null
 * and an object"; the contract means an empty object, so it is written as one.
 */
function isEmptyStruct(schema: Json): boolean {
  return JSON.stringify(schema) === JSON.stringify({ not: { type: "null" }, type: "object" });
}

const EMPTY_OBJECT: Json = { type: "object", description: "An empty object ({}); other keys are ignored." };

/** The properties of an object schema with whether each is required. */
function objectFields(schema: Json, name: string): { field: string; schema: Json; required: boolean }[] {
  if (schema === EMPTY_OBJECT) return [];
  if (schema["type"] !== "object") {
    throw new Error(`${name}: a request sent in the query must be a struct`);
  }
  const properties = (schema["properties"] ?? {}) as Record<string, Json>;
  const required = new Set((schema["required"] ?? []) as string[]);
  return Object.entries(properties).map(([field, fieldSchema]) => ({
    field,
    schema: fieldSchema,
    required: required.has(field),
  }));
}

/** A query string has no null: an optional field's `null` branch (of the JSON codec) is left out. */
function withoutNull(schema: Json): Json {
  const anyOf = schema["anyOf"] as Json[] | undefined;
  if (anyOf === undefined) return schema;
  const rest = anyOf.filter((branch) => branch["type"] !== "null");
  if (rest.length === 1 && Object.keys(schema).length === 1) return rest[0] as Json;
  return { ...schema, anyOf: rest };
}

function queryParameters(name: string, request: Json, only: readonly string[] | null): CallParameter[] {
  const fields = objectFields(request, name);
  if (only !== null) {
    for (const field of only) {
      if (!fields.some((f) => f.field === field))
        throw new Error(`${name}: query field ${field} is not requested`);
    }
  }
  return fields
    .filter((f) => only === null || only.includes(f.field))
    .map((f) => ({
      name: f.field,
      in: "query" as const,
      required: f.required,
      description: only === null ? "" : "Sent in the query string as well as in the body.",
      schema: f.required ? f.schema : withoutNull(f.schema),
    }));
}

function headerParameters(declaration: Endpoint): CallParameter[] {
  const signedIn = declaration.session !== "none";
  const headers: CallParameter[] = [
    {
      name: URL_TOKEN_HEADER,
      in: "header",
      required: declaration.withoutUrlToken !== true,
      description:
        declaration.withoutUrlToken === true
          ? "A new random value per request (replay check); this call also answers without one (the health check)."
          : "A new random value per request; a value seen before answers 400 REQUEST.REPLAYED.",
      schema: { type: "string", pattern: "^[A-Za-z0-9]{32}$" },
    },
    {
      name: TOKEN_HEADER,
      in: "header",
      required: signedIn,
      description: signedIn
        ? "The value of the Token cookie (double submit); must equal the session's."
        : "The value of the Token cookie when the browser has one (not checked by this call).",
      schema: { type: "string" },
    },
    {
      name: SFAUTH_HEADER,
      in: "header",
      required: signedIn,
      description: signedIn
        ? "The newest X-SFAUTH-TOKEN the browser received; one of the session's last 16."
        : "The newest X-SFAUTH-TOKEN the browser received (not checked before sign-in).",
      schema: { type: "string" },
    },
  ];
  if (declaration.integrity !== undefined) {
    const { key, over } = declaration.integrity;
    headers.push({
      name: RIB_ENC_HEADER,
      in: "header",
      required: true,
      description: `Integrity header: a compact JWE (dir, A256GCM) with ${
        key === "session" ? "the session's secret key" : "the pre-sign-in key of loginUser/usersec/seckey"
      } of the canonical JSON of ${
        over === undefined ? "all the sent fields" : `the fields ${over.join(", ")}`
      }; missing or different: 400 REQUEST.INTEGRITY.`,
      schema: { type: "string" },
    });
  }
  if (declaration.idempotent === true) {
    headers.push({
      name: IDEMPOTENCY_KEY.name,
      in: "header",
      required: true,
      description:
        "One key per flow: the same key and body answer the first answer again without doing anything; the same key with another body: 422 IDEMPOTENCY.MISMATCH.",
      schema: { type: "string", pattern: IDEMPOTENCY_KEY.pattern },
    });
  }
  return headers;
}

function callErrors(name: string, declaration: Endpoint): CallError[] {
  const own = declaration.errors.filter((code) => !COMMON_ERROR_CODES.includes(code as ErrorCode));
  return [...COMMON_ERROR_CODES, ...new Set(own)].map((code) => {
    const status = (ErrorStatus as Readonly<Record<string, number>>)[code];
    if (status === undefined) throw new Error(`${name}: ${code} is not in the error catalogue`);
    if (status < 400) throw new Error(`${name}: ${code} answers ${status}, it is not an error`);
    return { code: code as ErrorCode, status, common: COMMON_ERROR_CODES.includes(code as ErrorCode) };
  });
}

/** Works out what the OpenAPI document and docs/API.md say about one call of the table. */
export function describeCall(name: string, declaration: Endpoint): CallDescription {
  const converted = jsonSchemaOf(declaration.request);
  const request = isEmptyStruct(converted.schema) ? { ...converted, schema: EMPTY_OBJECT } : converted;
  const response = jsonSchemaOf(declaration.response.schema);
  const path = endpointPath(declaration);
  const inQuery = declaration.method === "GET" || declaration.encoding === "none";
  if (declaration.method === "GET" && declaration.encoding !== "none") {
    throw new Error(`${name}: a GET sends no body`);
  }
  const query = inQuery
    ? queryParameters(name, request.schema, null)
    : declaration.queryFields === undefined
      ? []
      : queryParameters(name, request.schema, declaration.queryFields);
  const body = inQuery
    ? null
    : { mediaType: declaration.encoding === "form" ? MEDIA.form : MEDIA.json, schema: request.schema };
  const contentTypes =
    declaration.response.kind === "json"
      ? [MEDIA.json]
      : declaration.response.kind === "text"
        ? [declaration.response.contentType]
        : declaration.response.contentTypes;
  return {
    name,
    endpoint: declaration,
    method: declaration.method,
    path,
    otherPaths: endpointPaths(declaration).filter((other) => other !== path),
    query,
    headers: headerParameters(declaration),
    body,
    response: { contentTypes, schema: response.schema },
    errors: callErrors(name, declaration),
    definitions: { ...request.definitions, ...response.definitions },
  };
}

/** The extensions (`x-…`) of an operation: what OpenAPI has no keyword for. */
function extensions(call: CallDescription): Json {
  const e = call.endpoint;
  return {
    "x-spec": e.spec,
    "x-session": e.session,
    ...(e.integrity === undefined
      ? {}
      : { "x-integrity": { key: e.integrity.key, ...(e.integrity.over ? { over: e.integrity.over } : {}) } }),
    ...(e.secrets === undefined ? {} : { "x-secrets": e.secrets }),
    ...(e.sealedResponse === undefined ? {} : { "x-sealed-response": e.sealedResponse }),
    ...(e.idempotent === true ? { "x-idempotent": true } : {}),
    ...(e.freshTransactionPassword === true ? { "x-fresh-transaction-password": true } : {}),
    ...(e.otp === undefined
      ? {}
      : {
          "x-otp": {
            module: e.otp.module,
            bind: e.otp.bind,
            otacField: e.otp.otacField,
            ...(e.otp.when === undefined ? {} : { when: e.otp.when }),
          },
        }),
    ...(e.clearsSession === undefined ? {} : { "x-clears-session": e.clearsSession }),
    ...(e.devOnly === true ? { "x-dev-only": true } : {}),
  };
}

/** The markdown description of an operation: the facts of the declaration in words. */
export function callNotes(call: CallDescription): string[] {
  const e = call.endpoint;
  const notes = [`Spec ${e.spec}.`, `Session: ${SESSION_TEXT[e.session]}.`];
  if (e.integrity !== undefined) {
    notes.push(
      `Integrity: \`${RIB_ENC_HEADER}\` made with ${
        e.integrity.key === "session" ? "the session's secret key" : "the pre-sign-in key"
      } over ${e.integrity.over === undefined ? "all the sent fields" : e.integrity.over.map((f) => `\`${f}\``).join(", ")}.`,
    );
  }
  if (e.secrets !== undefined) {
    const secrets = Object.entries(e.secrets as Record<string, string>).map(
      ([field, transport]) =>
        `\`${field}\` (${transport === "sealed" ? "sent as a JWE with the session's secret key" : "sent as it is"})`,
    );
    notes.push(`Secret fields, never logged or stored: ${secrets.join(", ")}.`);
  }
  if (e.sealedResponse !== undefined) {
    const sealed = Object.entries(e.sealedResponse).map(
      ([field, { key, as }]) =>
        `\`${field}\` (sealed with the ${key === "session" ? "session's secret key" : "configuration's encKey"}, opened as \`${as}\`)`,
    );
    notes.push(`Sealed answer fields: ${sealed.join(", ")}.`);
  }
  if (e.idempotent === true) {
    notes.push(`Idempotent: needs an \`${IDEMPOTENCY_KEY.name}\` header and runs at most once per key.`);
  }
  if (e.freshTransactionPassword === true) {
    notes.push(
      "Needs the transaction password verified moments before (`transaction/validateTransacPwd`) when the bank asks for one.",
    );
  }
  if (e.otp !== undefined) {
    notes.push(
      `One-time code: a validated code of module \`${e.otp.module}\` bound to ${e.otp.bind
        .map((f) => `\`${f}\``)
        .join(", ")}, named by \`${e.otp.otacField}\`${
        e.otp.when === undefined
          ? ""
          : ` (only when \`${e.otp.when.field}\` is ${e.otp.when.values.map((v) => `\`${v}\``).join(" or ")})`
      }.`,
    );
  }
  if (e.clearsSession === "before") notes.push("The client forgets the session's tokens and keys first.");
  if (e.clearsSession === "after")
    notes.push("The client forgets the session's tokens and keys once it answers.");
  if (e.withoutUrlToken === true)
    notes.push(`Also answers without a \`${URL_TOKEN_HEADER}\` (the health check).`);
  if (e.devOnly === true) notes.push("Development only: never served in production.");
  return notes;
}

function parameterObject(parameter: CallParameter): Json {
  return {
    name: parameter.name,
    in: parameter.in,
    required: parameter.required,
    ...(parameter.description === "" ? {} : { description: parameter.description }),
    schema: parameter.schema,
  };
}

const ERROR_BODY_REF = "#/components/schemas/ErrorBody";

function responses(call: CallDescription): Json {
  const file = call.endpoint.response.kind === "file" ? call.endpoint.response : null;
  const success: Json = {
    description: call.endpoint.summary,
    headers: {
      [SFAUTH_HEADER]: { $ref: "#/components/headers/SfauthToken" },
      "Cache-Control": { $ref: "#/components/headers/CacheControl" },
      ...(file === null
        ? {}
        : {
            "Content-Disposition": {
              description: `attachment; the file's name (${file.fallbackName} when the server names none)`,
              schema: { type: "string" },
            },
          }),
    },
    content: Object.fromEntries(
      call.response.contentTypes.map((type) => [type, { schema: call.response.schema }]),
    ),
  };
  const byStatus = new Map<number, ErrorCode[]>();
  for (const { code, status } of call.errors) byStatus.set(status, [...(byStatus.get(status) ?? []), code]);
  const errors = [...byStatus.entries()]
    .sort(([a], [b]) => a - b)
    .map(([status, codes]) => [
      String(status),
      {
        description: codes.map((code) => `\`${code}\``).join(", "),
        "x-error-codes": codes,
        content: {
          [MEDIA.json]: {
            schema: {
              allOf: [
                { $ref: ERROR_BODY_REF },
                {
                  type: "object",
                  properties: { status: { const: status }, code: { enum: codes } },
                },
              ],
            },
          },
        },
      },
    ]);
  return { "200": success, ...Object.fromEntries(errors) };
}

function operation(call: CallDescription): Json {
  const e = call.endpoint;
  return {
    operationId: call.name,
    summary: e.summary,
    description: callNotes(call).join("\n\n"),
    tags: [e.root === "rest" ? "rest" : e.root],
    ...extensions(call),
    security: e.session === "none" ? [] : [{ session: [] }],
    parameters: [...call.query, ...call.headers].map(parameterObject),
    ...(call.body === null
      ? {}
      : {
          requestBody: { required: true, content: { [call.body.mediaType]: { schema: call.body.schema } } },
        }),
    responses: responses(call),
  };
}

/** A JSON Pointer to a path item (`/` is written `~1`). */
export function pathPointer(path: string): string {
  return `#/paths/${path.replaceAll("~", "~0").replaceAll("/", "~1")}`;
}

/**
 * The OpenAPI 3.1 document of the endpoint table: one path item per path a call answers at. The
 * primary path holds the operation (`operationId` = the table's name); every other path (`alsoAt`,
 * the `/RIBProducer/rest` root) is a path item `$ref` to it, so each call is one operation.
 */
export function openApiDocument(endpoints: Readonly<Record<string, Endpoint>>): Json {
  const paths: Record<string, Record<string, unknown>> = {};
  const schemas: Record<string, Json> = { ErrorBody: jsonSchemaOf(ErrorBody).schema };
  const aliases: [string, string][] = [];
  for (const [name, declaration] of Object.entries(endpoints)) {
    const call = describeCall(name, declaration);
    const method = call.method.toLowerCase();
    const item = (paths[call.path] ??= {});
    if (item[method] !== undefined) throw new Error(`${name}: ${call.method} ${call.path} is declared twice`);
    item[method] = operation(call);
    for (const [key, definition] of Object.entries(call.definitions)) {
      const known = schemas[key];
      if (known !== undefined && JSON.stringify(known) !== JSON.stringify(definition)) {
        throw new Error(`${name}: two different schemas are named ${key}`);
      }
      schemas[key] = definition;
    }
    for (const other of call.otherPaths) aliases.push([other, call.path]);
  }
  for (const [alias, primary] of aliases) {
    if (paths[alias] !== undefined) throw new Error(`${alias} is both a call's path and another's alias`);
    paths[alias] = { $ref: pathPointer(primary) };
  }
  return {
    openapi: "3.1.0",
    info: {
      title: "Internet banking: the bank contract",
      version: CONTRACT_VERSION,
      description: [
        "Every call of the bank, generated from the contract's endpoint table (src/adapters/rib/contract/endpoints.ts); docs/API.md explains the conventions.",
        "Amounts are integer paise (100 = ₹1.00); dates are `yyyy-MM-dd` unless a field says otherwise (the enquiry's `dd/MM/yyyy`); times `HH:mm:ss` Asia/Kolkata.",
        `REST calls answer under both ${SERVICE_ROOTS.rest} and ${ALT_REST_ROOT}; the second is a \`$ref\` to the first. Every error answers the ErrorBody with a stable \`code\`.`,
      ].join("\n\n"),
    },
    servers: [{ url: "/", description: "The bank's own origin (the app and the calls are same-origin)." }],
    tags: [
      { name: "rest", description: `Calls under ${SERVICE_ROOTS.rest} (and ${ALT_REST_ROOT}).` },
      { name: "app", description: `Sign-in and sign-out under ${SERVICE_ROOTS.app}.` },
      { name: "report", description: `The statement download under ${SERVICE_ROOTS.report}.` },
      { name: "customer", description: `Calls under ${SERVICE_ROOTS.customer}.` },
    ],
    paths,
    components: {
      schemas,
      headers: {
        SfauthToken: {
          description: "A new token on every answer; the browser echoes the newest it has.",
          schema: { type: "string" },
        },
        CacheControl: {
          description: "Every API answer is no-store.",
          schema: { type: "string", const: "no-store" },
        },
      },
      securitySchemes: {
        session: {
          type: "apiKey",
          in: "cookie",
          name: SESSION_COOKIE,
          description:
            "The HttpOnly session cookie set by the sign-in. Calls that need a session also send the Token and X-SFAUTH-TOKEN headers; x-session says which session state the call needs (none, any, active, activeOrReset).",
        },
      },
    },
  };
}
