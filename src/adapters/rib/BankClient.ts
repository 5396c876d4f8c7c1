import { Redacted, Schema } from "effect";
import type { BankCallOptions, BankPort, SessionStore, TransactionCipher } from "../../domain";
import { canonicalJson } from "./contract/canonicalJson";
import { ErrorBody } from "./contract/common";
import { endpointPath, type Endpoint, type SealedResponseField } from "./contract/endpoint";
import { endpoints, type EndpointName, type Endpoints } from "./contract/endpoints";
import { RIB_ENC_HEADER, SFAUTH_HEADER } from "./contract/headers";
import { commonHeaders } from "./commonHeaders";
import { sendLogoutBeacon } from "./logoutBeacon";
import { NETWORK_ERROR_CODE, RESPONSE_INVALID_CODE, RibError } from "./RibError";

/** The `Idempotency-Key` request header of the calls that change something (one key per flow instance). */
export const IDEMPOTENCY_KEY_HEADER = "Idempotency-Key";

/** The code of a file answer with no bytes (spec 000 section 8: a zero-length file is an error). */
export const EMPTY_FILE_CODE = "FILE.EMPTY";

/** A file answered by the bank: its bytes and the name it is saved under. */
export interface BinaryFile {
  readonly blob: Blob;
  readonly fileName: string;
}

/** The names of a declaration's secret request fields. */
type SecretsOf<D> = D extends { readonly secrets: infer S } ? keyof S & string : never;

/** The names of the fields a declaration's sealed answer fields are opened into. */
type OpenedOf<D> = D extends { readonly sealedResponse: infer R }
  ? { [K in keyof R]: R[K] extends { readonly as: infer A extends string } ? A : never }[keyof R]
  : never;

/** A request as the app hands it over: its secret fields as `Redacted` values. */
export type RequestOf<D extends Endpoint> = {
  readonly [K in keyof D["request"]["Type"]]: K extends SecretsOf<D>
    ? Redacted.Redacted<string>
    : D["request"]["Type"][K];
};

/** An answer as the app receives it: decoded JSON with its sealed fields opened, a file, or a text. */
export type ResponseOf<D extends Endpoint> = D["response"] extends { readonly kind: "file" }
  ? BinaryFile
  : D["response"] extends { readonly kind: "text" }
    ? string
    : D["response"]["schema"]["Type"] & { readonly [K in OpenedOf<D>]: string };

/** Every call of the bank with its request and answer as the app sees them. */
export type BankCalls = {
  readonly [K in EndpointName]: {
    readonly request: RequestOf<Endpoints[K]>;
    readonly response: ResponseOf<Endpoints[K]>;
  };
};

/** The bank as the app reaches it: the domain port typed by the endpoint table. */
export type Bank = BankPort<BankCalls>;

/** What {@link createBankClient} needs. */
export interface BankClientOptions {
  /** Origin of the bank server; empty (same origin) by default. */
  readonly baseUrl?: string;
  readonly fetch?: typeof fetch;
  readonly store: SessionStore;
  readonly cipher: TransactionCipher;
  /** The `document.cookie` string; the browser's by default. */
  readonly cookies?: () => string;
  /** `navigator.sendBeacon`; the browser's by default (absent: beacons are not queued). */
  readonly sendBeacon?: (url: string, data: Blob) => boolean;
}

/**
 * The HTTP client of the bank contract, derived from the endpoint table: one generic `call`. For
 * each declaration it opens the `Redacted` secrets (sealing `sealed` ones with the session key),
 * checks the request against its schema before anything is sent, puts the fields in the query or
 * the body (JSON or form), adds the common headers, the `Idempotency-Key` and the integrity header,
 * decodes the answer with the response schema (or reads the file), opens sealed answer fields and
 * keeps every response's `X-SFAUTH-TOKEN`. Non-2xx answers and network failures reject with a
 * {@link RibError}.
 */
export function createBankClient(options: BankClientOptions): Bank {
  const baseUrl = options.baseUrl ?? "";
  const doFetch = options.fetch ?? globalThis.fetch.bind(globalThis);
  const { store, cipher } = options;
  const headerOptions = { store, ...(options.cookies ? { cookies: options.cookies } : {}) };

  async function sessionKey(): Promise<string> {
    const known = store.getSecretKey();
    if (known !== undefined) return known;
    const [key] = (await call("loggedInSecretKey", {})) as readonly [string];
    store.setSecretKey(key);
    return key;
  }

  async function configurationKey(): Promise<string> {
    const { encKey } = (await call("configuration", {})) as { readonly encKey: string | null };
    if (encKey === null) {
      throw new RibError({ status: 200, code: RESPONSE_INVALID_CODE, statusMsg: "No configuration key." });
    }
    return encKey;
  }

  /** The wire values of a request: secrets opened, `sealed` ones as JWEs of the session key. */
  async function wireValues(
    declaration: Endpoint,
    request: Readonly<Record<string, unknown>>,
  ): Promise<unknown> {
    // A list (nicknames, categories) carries no secrets and travels as it is.
    if (Array.isArray(request)) return request;
    const values: Record<string, unknown> = { ...request };
    const secrets = (declaration.secrets ?? {}) as Readonly<Record<string, "sealed" | "plain">>;
    for (const [field, transport] of Object.entries(secrets)) {
      const value = values[field];
      if (value === undefined) continue;
      if (!Redacted.isRedacted(value)) {
        throw invalidRequest(`${declaration.path}: ${field} must be a Redacted value.`);
      }
      const plain = Redacted.value(value as Redacted.Redacted<string>);
      values[field] = transport === "sealed" ? await cipher.encrypt(plain, await sessionKey()) : plain;
    }
    return values;
  }

  async function send(
    declaration: Endpoint,
    request: Readonly<Record<string, unknown>>,
    callOptions: BankCallOptions,
  ): Promise<Response> {
    // The request is checked against its schema (and encoded for the wire) before anything is sent.
    let values: Record<string, unknown>;
    try {
      values = Schema.encodeUnknownSync(declaration.request as Schema.Codec<unknown, unknown>)(
        await wireValues(declaration, request),
      ) as Record<string, unknown>;
    } catch (error) {
      if (error instanceof RibError) throw error;
      throw invalidRequest(`${declaration.path}: ${withoutValues(error)}`);
    }
    const headers: Record<string, string> = {
      ...commonHeaders(headerOptions),
      Accept: declaration.response.kind === "json" ? "application/json" : "*/*",
    };
    const query = new URLSearchParams();
    const queryFields = declaration.method === "GET" ? Object.keys(values) : (declaration.queryFields ?? []);
    for (const field of queryFields) {
      const value = values[field];
      if (value !== undefined && value !== null) query.set(field, String(value));
    }
    let body: string | undefined;
    if (declaration.method === "POST" && declaration.encoding === "json") {
      headers["Content-Type"] = "application/json";
      body = JSON.stringify(values);
    } else if (declaration.method === "POST" && declaration.encoding === "form") {
      headers["Content-Type"] = "application/x-www-form-urlencoded";
      body = new URLSearchParams(
        Object.entries(values).flatMap(([name, value]) =>
          value === undefined ? [] : [[name, String(value)]],
        ),
      ).toString();
    }
    if (declaration.idempotent === true) {
      if (callOptions.idempotencyKey === undefined)
        throw invalidRequest("This call needs an idempotency key.");
      headers[IDEMPOTENCY_KEY_HEADER] = callOptions.idempotencyKey;
    }
    if (declaration.integrity !== undefined) {
      const over = declaration.integrity.over;
      const covered =
        over === undefined ? values : Object.fromEntries(over.map((field) => [field, values[field]]));
      const key =
        declaration.integrity.key === "session"
          ? await sessionKey()
          : callOptions.integrityKey !== undefined
            ? Redacted.value(callOptions.integrityKey)
            : undefined;
      if (key === undefined) throw invalidRequest("This call needs the pre-sign-in key.");
      headers[RIB_ENC_HEADER] = await cipher.encrypt(canonicalJson(covered), key);
    }
    const search = query.toString();
    let response: Response;
    try {
      response = await doFetch(`${baseUrl}${endpointPath(declaration)}${search === "" ? "" : `?${search}`}`, {
        method: declaration.method,
        headers,
        credentials: "same-origin",
        cache: "no-store",
        ...(body !== undefined ? { body } : {}),
        ...(callOptions.signal !== undefined ? { signal: callOptions.signal } : {}),
      });
    } catch {
      throw networkError();
    }
    const sfAuth = response.headers.get(SFAUTH_HEADER);
    if (sfAuth !== null) store.setSfAuthToken(sfAuth);
    return response;
  }

  async function readAnswer(declaration: Endpoint, response: Response): Promise<unknown> {
    if (!response.ok) throw toRibError(response.status, await readJson(response));
    const kind = declaration.response.kind;
    if (kind === "file") {
      let blob: Blob;
      try {
        blob = await response.blob();
      } catch {
        throw networkError();
      }
      if (blob.size === 0) {
        throw new RibError({
          status: response.status,
          code: EMPTY_FILE_CODE,
          statusMsg: "The file was empty.",
        });
      }
      const fallbackName = declaration.response.kind === "file" ? declaration.response.fallbackName : "";
      return { blob, fileName: fileNameOf(response.headers.get("Content-Disposition")) ?? fallbackName };
    }
    if (kind === "text") {
      try {
        return await response.text();
      } catch {
        throw networkError();
      }
    }
    const payload = await readJson(response);
    let decoded: unknown;
    try {
      decoded = Schema.decodeUnknownSync(declaration.response.schema as Schema.Codec<unknown, unknown>)(
        payload,
      );
    } catch {
      throw new RibError({
        status: response.status,
        code: RESPONSE_INVALID_CODE,
        statusMsg: "The answer did not match the contract.",
        body: payload,
      });
    }
    return openSealedFields(declaration, decoded);
  }

  async function openSealedFields(declaration: Endpoint, decoded: unknown): Promise<unknown> {
    const sealed = Object.entries(declaration.sealedResponse ?? {}) as [string, SealedResponseField][];
    if (sealed.length === 0) return decoded;
    const answer = { ...(decoded as Record<string, unknown>) };
    for (const [field, { key, as }] of sealed) {
      const value = answer[field];
      if (typeof value !== "string") continue;
      const opened = await cipher
        .decrypt(value, key === "session" ? await sessionKey() : await configurationKey())
        .catch(() => {
          throw new RibError({
            status: 200,
            code: RESPONSE_INVALID_CODE,
            statusMsg: "A sealed field did not open.",
          });
        });
      answer[as] = opened;
    }
    return answer;
  }

  async function call(
    name: EndpointName,
    request: unknown,
    callOptions: BankCallOptions = {},
  ): Promise<unknown> {
    const declaration = endpoints[name] as Endpoint;
    if (declaration.clearsSession === "before") store.clear();
    try {
      const response = await send(
        declaration,
        (request ?? {}) as Readonly<Record<string, unknown>>,
        callOptions,
      );
      return await readAnswer(declaration, response);
    } finally {
      if (declaration.clearsSession === "after") store.clear();
    }
  }

  return {
    call: call as Bank["call"],
    logoutBeacon: () =>
      sendLogoutBeacon({
        baseUrl,
        ...(options.cookies ? { cookies: options.cookies } : {}),
        ...(options.sendBeacon ? { sendBeacon: options.sendBeacon } : {}),
      }),
  };
}

/** The file name of a `Content-Disposition` header (`filename*=UTF-8''…` or `filename="…"`), or null. */
export function fileNameOf(header: string | null): string | null {
  if (header === null) return null;
  const extended = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(header);
  if (extended?.[1] !== undefined) {
    try {
      return decodeURIComponent(extended[1].trim());
    } catch {
      return null;
    }
  }
  const plain = /filename\s*=\s*(?:"([^"]*)"|([^;]+))/.exec(header);
  const name = (plain?.[1] ?? plain?.[2])?.trim();
  return name === undefined || name === "" ? null : name;
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text().catch(() => "");
  if (text === "") return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** A schema failure's message without the values it names (a secret could be among them). */
function withoutValues(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return message
    .replace(/,? got [^\n]*/g, "")
    .replace(/\s+/g, " ")
    .trim();
}

/** A request the client refuses to send (it does not match its declaration): a fault of the caller. */
function invalidRequest(message: string): RibError {
  return new RibError({ status: 0, code: "REQUEST.INVALID", statusMsg: message });
}

function networkError(): RibError {
  return new RibError({ status: 0, code: NETWORK_ERROR_CODE, statusMsg: "No answer from the server." });
}

/** A non-2xx answer as a {@link RibError} with the catalogue's code (a generic one when the body has none). */
export function toRibError(status: number, payload: unknown): RibError {
  const decoded = Schema.decodeUnknownOption(ErrorBody)(payload);
  if (decoded._tag === "Some") {
    return new RibError({
      status,
      code: decoded.value.code,
      statusMsg: decoded.value.statusMsg,
      body: payload,
    });
  }
  return new RibError({
    status,
    code: status >= 500 ? "SERVER.ERROR" : "REQUEST.FAILED",
    statusMsg: "",
    body: payload,
  });
}
