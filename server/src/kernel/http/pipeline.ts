import type { Context, Hono, MiddlewareHandler } from "hono";
import { Redacted, Result, Schema } from "effect";
import {
  ALT_REST_ROOT,
  SERVICE_ROOTS,
  endpointPaths,
  otpBinding,
  otpRequired,
  type Endpoint,
} from "../../../../src/adapters/rib/contract/endpoint";
import { endpoints, type EndpointName } from "../../../../src/adapters/rib/contract/endpoints";
import { RIB_ENC_HEADER, TOKEN_HEADER } from "../../../../src/adapters/rib/contract/headers";
import { audit } from "../auth/audit";
import { preSignInKey } from "../auth/preSignInKey";
import type { SessionRow } from "../auth/SessionStore";
import { checkDeclaredAccounts, type OwnedOf } from "../accounts/declaredAccounts";
import { requireOwnAccount } from "../accounts/ownership";
import type { Queryable } from "../db/Database";
import { IDEMPOTENCY_KEY_HEADER, requireIdempotencyKey, withIdempotency } from "../idempotency/idempotency";
import { safeEqual } from "../secrets";
import type { Services } from "../services";
import { isTransactionPasswordFresh, txnPwdRequired } from "../transaction/transactionPassword";
import { ApiError, SessionErrors, invalidRequest } from "./ApiError";
import type { AppEnv, RequestState } from "./context";
import { checkIntegrity, decryptFromClient } from "./integrity";
import {
  readJson,
  resetPending,
  resetPendingAllows,
  resetPendingMayAllow,
  touchSession,
  verifySession,
} from "./middleware";
import { checkRequestShape } from "./requestShape";
import { decodeRequest } from "./validate";

/**
 * The server's pipeline: every call of the endpoint table (src/adapters/rib/contract/endpoints.ts)
 * is registered with {@link serve}, which answers at every path of its declaration and runs, in
 * this order: check the session the call needs from the cookie and headers alone (the session
 * gate, before the body limit: a caller without one gets 401 and the server reads nothing of the
 * body), read and check the request's shape (depth, control characters), decode the request,
 * finish the session check (what a session with a reset due may ask, which needs the request) and
 * record the activity, check that the accounts the declaration's `ownedAccounts` names are the
 * customer's own, check the integrity header, open the sealed secrets (and check a sealed account
 * the same way), claim the idempotency key (in one transaction with the work), check the fresh
 * transaction password, consume the bound one-time code, run the handler, encode its answer with
 * the response schema, write the audit row and send the answer. A handler holds only the bank's
 * logic.
 */

/** The decoded request of an endpoint. */
export type RequestOf<E extends Endpoint> = E["request"]["Type"];

/** The secret request fields of an endpoint. */
type SecretsOf<E extends Endpoint> = E extends { readonly secrets?: infer M }
  ? keyof NonNullable<M> & string
  : never;

/** The session a handler gets: none for `session: "none"`, else the checked session. */
type SessionOf<E extends Endpoint> = E["session"] extends "none" ? SessionRow | null : SessionRow;

/** What a handler receives. */
export interface CallContext<E extends Endpoint> {
  /** The decoded request (query for GET, the body for POST, with the declared query fields). */
  readonly request: RequestOf<E>;
  /** The checked session (for `none`: the browser's live session, if any). */
  readonly session: SessionOf<E>;
  /** The secret fields, opened (`sealed`) or as sent (`plain`), redacted so they never reach a log. */
  readonly secrets: { readonly [K in SecretsOf<E>]: Redacted.Redacted<string> | undefined };
  /** The open transaction of an idempotent call (its writes commit with the stored answer), else the database. */
  readonly tx: Queryable;
  /** The request's facts: client address, CSRF-ID, the session that gets the next `X-SFAUTH-TOKEN`. */
  readonly state: RequestState;
  /** The time the call started (the clock's). */
  readonly now: Date;
  /** The Hono context, for cookies (sign-in and sign-out) only. */
  readonly c: Context<AppEnv>;
  /**
   * The customer's own accounts named by the declaration's `ownedAccounts`, checked, by field
   * (`OwnedOf`). A secret field's is there once the secrets are opened (from `check` on).
   */
  readonly owned: OwnedOf<E>;
}

/** A file or other non-JSON answer: its body and headers (sent with `c.body`). */
export class BodyAnswer {
  constructor(
    readonly body: string | Uint8Array<ArrayBuffer> | ReadableStream<Uint8Array>,
    readonly headers: Readonly<Record<string, string>>,
  ) {}
}

/** A download: streamed body, type, attachment name, never cached. */
export function fileAnswer(
  body: ReadableStream<Uint8Array> | Uint8Array<ArrayBuffer>,
  contentType: string,
  fileName: string,
): BodyAnswer {
  return new BodyAnswer(body, {
    "Content-Type": contentType,
    "Content-Disposition": `attachment; filename="${fileName}"`,
    "Cache-Control": "no-store",
  });
}

/**
 * A handler's answer to `E`: for a JSON answer the value of its response schema's type (the
 * pipeline encodes it with the schema, so an answer that does not fit fails the call instead of
 * reaching the customer), for a file or a text a {@link BodyAnswer}.
 */
export type AnswerOf<E extends Endpoint> = E["response"] extends {
  readonly kind: "json";
  readonly schema: infer S extends Schema.Top;
}
  ? S["Type"]
  : BodyAnswer;

/** An answer as it goes on the wire: the encoded JSON value, or a {@link BodyAnswer}. */
type WireAnswer = unknown;

/** {@link CallHandler.repeatAfterEnd} of any call, as the pipeline's helpers read it. */
interface RepeatAfterEnd {
  readonly reason: string;
  readonly answer?: () => unknown;
}

/** A handler with the stages a few calls add around their logic. */
export interface CallHandler<E extends Endpoint> {
  /**
   * A repeat of a call that ended its own session (the session ended with `reason`, same `Token`):
   * an idempotent call answers its stored answer, another `answer()`. The session gate recognises
   * it instead of checking the session; it is answered once the request is decoded.
   */
  readonly repeatAfterEnd?: { readonly reason: string; readonly answer?: () => AnswerOf<E> };
  /** After the session check, before the integrity header: the call's own rate limits. */
  readonly admit?: (context: CallContext<E>) => Promise<void>;
  /** When the integrity header is refused (the sign-in writes its audit row). */
  readonly onIntegrityRefused?: (context: CallContext<E>) => Promise<void>;
  /** The bank's preconditions, inside the transaction, before the transaction password and the code. */
  readonly check?: (context: CallContext<E>) => Promise<void>;
  /** The bank's logic: returns the answer, typed by the declaration's response ({@link AnswerOf}). */
  readonly run: (context: CallContext<E>) => Promise<AnswerOf<E>> | AnswerOf<E>;
  /** Inside the transaction, after a first answer is stored with its key (work that must follow it). */
  readonly afterStored?: (context: CallContext<E>) => Promise<void>;
  /** The audit row of a first success (not of a replay). */
  readonly audit?: {
    readonly event: string;
    readonly outcome?: (context: CallContext<E>) => string;
    readonly username?: (context: CallContext<E>) => string;
  };
  /** Success ends the session: no new `X-SFAUTH-TOKEN` is added to it. */
  readonly endsSession?: boolean;
  /**
   * After a first success is committed and audited (not after a replay), before the answer: work
   * that reports the change and must never undo it (a security notice by SMS). It must not throw.
   */
  readonly afterCommit?: (context: CallContext<E>) => Promise<void>;
}

/**
 * The middleware of one call, before its handler (guard, fault injection, body limit), given the
 * call's session gate to place after the guard (which loads the session) and before anything that
 * reads the body.
 */
export type CallMiddleware = (
  call: Endpoint,
  sessionGate: MiddlewareHandler<AppEnv>,
) => readonly MiddlewareHandler<AppEnv>[];

/** Where calls are registered: the app, the services and the middleware every call runs behind. */
export interface CallRouter {
  readonly app: Hono<AppEnv>;
  readonly services: Services;
  /** The middleware of one call (see {@link CallMiddleware}). */
  readonly middleware: CallMiddleware;
  /** The methods registered per full path (for 405). */
  readonly methods: Map<string, Set<string>>;
}

/** A router of calls on `app`. */
export function callRouter(app: Hono<AppEnv>, services: Services, middleware: CallMiddleware): CallRouter {
  return { app, services, middleware, methods: new Map() };
}

const NAMES = new Map<Endpoint, EndpointName>(
  (Object.entries(endpoints) as [EndpointName, Endpoint][]).map(([name, call]) => [call, name]),
);

/** The table's name of an endpoint (the idempotency operation). */
export function endpointName(call: Endpoint): EndpointName {
  const name = NAMES.get(call);
  if (name === undefined) throw new Error(`Endpoint ${call.path} is not in the endpoint table.`);
  return name;
}

/** The request values an idempotency key is bound to: the request without its secret fields. */
function idempotentValues(call: Endpoint, request: unknown): unknown {
  const secret = new Set(Object.keys(call.secrets ?? {}));
  return Object.fromEntries(
    Object.entries(request as Record<string, unknown>).filter(([field]) => !secret.has(field)),
  );
}

async function readForm(c: Context<AppEnv>): Promise<Record<string, string>> {
  const type = (c.req.header("Content-Type") ?? "").toLowerCase();
  if (!type.startsWith("application/x-www-form-urlencoded")) {
    throw invalidRequest("Invalid request: the body must be a form (application/x-www-form-urlencoded).");
  }
  const form: Record<string, string> = {};
  for (const [key, value] of new URLSearchParams(await c.req.text())) form[key] = value;
  return form;
}

/** The request as sent: the query of a GET (empty values left out), the body of a POST, the declared query fields. */
async function readRequest(c: Context<AppEnv>, call: Endpoint): Promise<unknown> {
  if (call.method === "GET") {
    return Object.fromEntries(Object.entries(c.req.query()).filter(([, value]) => value !== ""));
  }
  const body =
    call.encoding === "json" ? await readJson(c) : call.encoding === "form" ? await readForm(c) : {};
  const queryFields = call.queryFields ?? [];
  if (queryFields.length === 0) return body;
  if (typeof body !== "object" || body === null || Array.isArray(body)) return body;
  const merged: Record<string, unknown> = { ...body };
  for (const name of queryFields) {
    const value = c.req.query(name);
    if (value === undefined) throw invalidRequest(`Invalid request: the query parameter ${name} is missing.`);
    if (name in merged && merged[name] !== value) {
      throw invalidRequest(`Invalid request: ${name} of the body differs from the query.`);
    }
    merged[name] = value;
  }
  return merged;
}

/**
 * What the session gate found before the body was read: the session checked as far as the cookie
 * and headers tell, or a repeat of a call that ended its own session (answered once decoded).
 */
type Gate = { readonly kind: "session"; readonly session: SessionRow } | { readonly kind: "repeat" };

/** The gate's finding of each request that passed it, for its call's pipeline. */
const gates = new WeakMap<Context<AppEnv>, Gate>();

/**
 * The session check of a call that needs one, before its body is read: a repeat after the call
 * ended its own session passes to be answered; anything else needs a live session of the declared
 * kind (a session with a reset due passes where some request of the call allows it). A caller
 * without one is refused with the session errors alone, so it learns nothing of the request's
 * fields and costs nothing but the session lookup the guard made.
 */
async function checkSessionBeforeBody(
  c: Context<AppEnv>,
  services: Services,
  call: Endpoint,
  repeat: RepeatAfterEnd | undefined,
): Promise<Gate> {
  if (repeat !== undefined && isRepeatAfterEnd(c, repeat.reason)) return { kind: "repeat" };
  const session = await verifySession(c, services.sessions, services.deps.clock, {
    allowPending: call.session === "any",
    allowReset: resetPendingMayAllow(call),
  });
  return { kind: "session", session };
}

/**
 * The session check of the declaration once the request is decoded (`none`: the browser's live
 * session if any, unchecked): what a session with a reset due may ask, then the activity recorded.
 */
async function checkSession(
  c: Context<AppEnv>,
  services: Services,
  call: Endpoint,
  request: unknown,
  gate: Gate | null,
): Promise<SessionRow | null> {
  if (call.session === "none") return c.get("req").session;
  const { sessions, deps } = services;
  const session =
    gate?.kind === "session"
      ? gate.session
      : await verifySession(c, sessions, deps.clock, {
          allowPending: call.session === "any",
          allowReset: resetPendingAllows(call, request),
        });
  if (session.state === "PENDING_RESET" && !resetPendingAllows(call, request)) throw resetPending();
  await touchSession(c, sessions, deps.clock, session);
  return session;
}

/** The values the integrity header is made over: the declared fields of the request, or the whole body. */
function integrityValues(call: Endpoint, raw: unknown, request: Record<string, unknown>): unknown {
  const over = call.integrity?.over;
  if (over === undefined) return raw;
  return Object.fromEntries(over.map((field) => [field, request[field]]));
}

/** Opens the secret fields: `sealed` with the session's key, `plain` as sent. */
async function openSecrets(
  call: Endpoint,
  request: Record<string, unknown>,
  session: SessionRow | null,
): Promise<Record<string, Redacted.Redacted<string> | undefined>> {
  const opened: Record<string, Redacted.Redacted<string> | undefined> = {};
  for (const [field, transport] of Object.entries(call.secrets ?? {})) {
    const value = request[field];
    if (typeof value !== "string") {
      opened[field] = undefined;
    } else if (transport === "sealed") {
      if (session === null) throw SessionErrors.required();
      opened[field] = Redacted.make(await decryptFromClient(value, session.secret_key));
    } else {
      opened[field] = Redacted.make(value);
    }
  }
  return opened;
}

/**
 * The encoder of a call's answers: a JSON answer encoded with the declared response schema (what
 * does not fit throws, naming the call and the field, never the value), a file or text answer
 * checked to be a {@link BodyAnswer}.
 */
function answerEncoder(call: Endpoint, name: string): (answer: unknown) => WireAnswer {
  const response = call.response;
  if (response.kind !== "json") {
    return (answer) => {
      if (!(answer instanceof BodyAnswer)) {
        throw new Error(`The ${response.kind} answer of ${name} is not a BodyAnswer.`);
      }
      return answer;
    };
  }
  const encode = Schema.encodeUnknownResult(response.schema as Schema.Codec<unknown>);
  return (answer) => {
    const result = encode(answer);
    if (Result.isFailure(result)) {
      const issue = String(result.failure.message).replace(/\s+/g, " ").trim();
      throw new Error(`The answer of ${name} does not fit its response schema: ${issue}`);
    }
    return result.success;
  };
}

/** Sends an answer as encoded: a {@link BodyAnswer} with `c.body`, anything else as JSON. */
function send(c: Context<AppEnv>, answer: WireAnswer, status = 200): Response {
  if (answer instanceof BodyAnswer) return c.body(answer.body, 200, { ...answer.headers });
  return c.json(answer, status as 200);
}

/**
 * Registers `handler` for `call` at every path of its declaration, behind the router's middleware,
 * and runs the pipeline's stages around it (see the top of this file).
 */
export function serve<E extends Endpoint>(
  router: CallRouter,
  call: E,
  handler: CallHandler<E> | CallHandler<E>["run"],
): void {
  const stages: CallHandler<E> = typeof handler === "function" ? { run: handler } : handler;
  const { services } = router;
  const { db, clock, config } = services.deps;
  const operation = endpointName(call);
  const encode = answerEncoder(call, operation);

  const repeat = stages.repeatAfterEnd;
  const sessionGate: MiddlewareHandler<AppEnv> = async (c, next) => {
    if (call.session !== "none") gates.set(c, await checkSessionBeforeBody(c, services, call, repeat));
    await next();
  };

  const pipeline = async (c: Context<AppEnv>): Promise<Response> => {
    const state = c.get("req");
    // The gate's finding; a router that left the gate out gets the same check here, still before the body.
    const gate =
      call.session === "none"
        ? null
        : (gates.get(c) ?? (await checkSessionBeforeBody(c, services, call, repeat)));
    const raw = await readRequest(c, call);
    // Before anything recursive or the database sees it (docs/DECISIONS.md, "Input hardening").
    checkRequestShape(raw);
    const request = decodeRequest(call.request as never, raw) as RequestOf<E> & Record<string, unknown>;

    // A call without a session need has no gate: the repeat checks its own condition, as the gate does.
    if (repeat !== undefined && gate?.kind !== "session") {
      const replay = await repeatAfterEnd(c, call, repeat, request, operation, db, encode);
      if (replay !== null) return send(c, replay.body, replay.status);
    }

    const session = await checkSession(c, services, call, request, gate);
    const context: {
      -readonly [K in keyof CallContext<E>]: CallContext<E>[K];
    } = {
      request,
      session: session as SessionOf<E>,
      secrets: {} as CallContext<E>["secrets"],
      tx: db,
      state,
      now: clock.now(),
      c,
      owned: (await ownedAccounts(c, services, call, request, session, null)) as CallContext<E>["owned"],
    };
    await stages.admit?.(context);

    if (call.integrity !== undefined) {
      const key =
        call.integrity.key === "preSignIn"
          ? preSignInKey(
              services,
              state.csrfId,
              String(request[call.integrity.userField ?? "username"] ?? ""),
            )
          : session?.secret_key;
      if (key === undefined) throw SessionErrors.required();
      try {
        await checkIntegrity(c.req.header(RIB_ENC_HEADER), key, integrityValues(call, raw, request));
      } catch (error) {
        await stages.onIntegrityRefused?.(context);
        throw error;
      }
    }
    const opened = await openSecrets(call, request, session);
    context.secrets = opened as CallContext<E>["secrets"];
    context.owned = {
      ...context.owned,
      ...(await ownedAccounts(c, services, call, request, session, opened)),
    } as CallContext<E>["owned"];

    // Encoded inside the call's transaction: an answer that does not fit undoes the work, and the
    // idempotency key stores the answer as it went on the wire.
    const work = async (): Promise<WireAnswer> => {
      await stages.check?.(context);
      if (call.freshTransactionPassword === true && config.txnPwdRequired) {
        if (session === null || !isTransactionPasswordFresh(session, context.now)) throw txnPwdRequired();
      }
      if (call.otp !== undefined && otpRequired(call, request)) {
        if (session === null) throw SessionErrors.required();
        await services.otp.consumeValidated(
          {
            sessionIdHash: session.id_hash,
            username: session.username,
            otac: String(request[call.otp.otacField] ?? ""),
            module: call.otp.module,
            bind: otpBinding(call, request),
          },
          context.tx,
        );
      }
      return encode(await stages.run(context));
    };

    let answer: WireAnswer;
    let status = 200;
    let replayed = false;
    if (call.idempotent === true) {
      if (session === null) throw SessionErrors.required();
      const key = requireIdempotencyKey(c.req.header(IDEMPOTENCY_KEY_HEADER));
      const result = await db.transaction(async (tx) => {
        context.tx = tx;
        const stored = await withIdempotency(
          tx,
          session.username,
          key,
          operation,
          idempotentValues(call, request),
          async () => ({ status: 200, body: await work() }),
          context.now,
        );
        if (!stored.replayed) await stages.afterStored?.(context);
        return stored;
      });
      context.tx = db;
      ({ body: answer, status, replayed } = result);
    } else {
      answer = await work();
    }

    if (stages.endsSession === true) state.rollSessionId = null;
    const row = stages.audit;
    if (row !== undefined && !replayed) {
      await audit(db, {
        event: row.event,
        username: row.username?.(context) ?? session?.username ?? null,
        ip: state.ip,
        outcome: row.outcome?.(context) ?? "OK",
        at: context.now,
      });
    }
    if (!replayed) await stages.afterCommit?.(context);
    return send(c, answer, status);
  };

  for (const path of endpointPaths(call)) {
    const handlers: MiddlewareHandler<AppEnv>[] = [...router.middleware(call, sessionGate), pipeline];
    router.app.on(call.method, [path], ...(handlers as [MiddlewareHandler<AppEnv>]));
    const methods = router.methods.get(path) ?? new Set<string>();
    methods.add(call.method);
    router.methods.set(path, methods);
  }
}

/**
 * Whether the request repeats a call that ended its own session: the browser's session ended with
 * `reason`, and the request carries its `Token`.
 */
function isRepeatAfterEnd(c: Context<AppEnv>, reason: string): boolean {
  const loaded = c.get("req").session;
  const token = c.req.header(TOKEN_HEADER);
  return (
    loaded !== null &&
    loaded.ended_at !== null &&
    loaded.end_reason === reason &&
    token !== undefined &&
    safeEqual(token, loaded.token)
  );
}

/**
 * The accounts of the declaration's `ownedAccounts`, each checked to be the signed-in customer's
 * own (`requireOwnAccount`: 404 `ACCOUNT.NOT_FOUND`, audited): the plain fields when `opened` is
 * null, else the secret fields, opened.
 */
async function ownedAccounts(
  c: Context<AppEnv>,
  services: Services,
  call: Endpoint,
  request: unknown,
  session: SessionRow | null,
  opened: Readonly<Record<string, Redacted.Redacted<string> | undefined>> | null,
): Promise<Readonly<Record<string, unknown>>> {
  if (call.ownedAccounts === undefined || call.ownedAccounts.length === 0) return {};
  if (session === null) throw SessionErrors.required();
  const { db, clock } = services.deps;
  return checkDeclaredAccounts(call, request, opened, (accountNumber) =>
    requireOwnAccount(c, db, clock, session.username, accountNumber),
  );
}

/** {@link CallHandler.repeatAfterEnd}: the stored (or fixed) answer of a repeat after the call ended the session. */
async function repeatAfterEnd(
  c: Context<AppEnv>,
  call: Endpoint,
  repeat: RepeatAfterEnd,
  request: unknown,
  operation: string,
  db: Services["deps"]["db"],
  encode: (answer: unknown) => WireAnswer,
): Promise<{ body: WireAnswer; status: number } | null> {
  const state = c.get("req");
  const loaded = state.session;
  if (loaded === null || !isRepeatAfterEnd(c, repeat.reason)) return null;
  if (call.idempotent !== true) {
    state.rollSessionId = null;
    return { body: repeat.answer === undefined ? undefined : encode(repeat.answer()), status: 200 };
  }
  const key = requireIdempotencyKey(c.req.header(IDEMPOTENCY_KEY_HEADER));
  state.rollSessionId = null;
  const stored = await db.transaction((tx) =>
    withIdempotency(tx, loaded.username, key, operation, idempotentValues(call, request), () => {
      throw SessionErrors.required();
    }),
  );
  return { body: stored.body, status: stored.status };
}

/**
 * Answers what no declared call matches under the service roots: 404 `REQUEST.NOT_FOUND` for an
 * unknown path (before any other check), 405 for a declared path with another method. Register
 * after every {@link serve}.
 */
export function answerUndeclared(router: CallRouter): void {
  const notAllowed = (allowed: Set<string>) =>
    new ApiError(405, "REQUEST.INVALID", `Use ${[...allowed].join(" or ")} for this call.`);
  for (const [path, allowed] of router.methods) {
    router.app.all(path, () => {
      throw notAllowed(allowed);
    });
  }
  const roots = [SERVICE_ROOTS.rest, ALT_REST_ROOT, SERVICE_ROOTS.report, SERVICE_ROOTS.customer];
  for (const root of roots) {
    router.app.all(`${root}*`, () => {
      throw new ApiError(404, "REQUEST.NOT_FOUND", "No such call.");
    });
  }
}
