import { Redacted, Schema } from "effect";
import type { Bank, BankCalls } from "../../adapters/rib/BankClient";
import type { Endpoint } from "../../adapters/rib/contract/endpoint";
import { endpoints, type EndpointName } from "../../adapters/rib/contract/endpoints";
import { RibError } from "../../adapters/rib/RibError";
import type { BankCallOptions } from "../../domain";
import type { BankFixtures } from "./fixtures/BankFixtures";
import { DEFAULT_FIXTURES } from "./fixtures/defaultFixtures";

type Request<K extends EndpointName> = BankCalls[K]["request"];
type Response<K extends EndpointName> = BankCalls[K]["response"];

/** A scripted answer: a value, or a function of the request (it may throw a {@link RibError}). */
export type ScriptedAnswer<K extends EndpointName> =
  Response<K> | ((request: Request<K>, options: BankCallOptions) => Response<K> | Promise<Response<K>>);

/** A scripted refusal: the status and catalogue code the server answers, and its body's extra fields. */
export interface ScriptedFailure {
  readonly status: number;
  readonly code: string;
  readonly statusMsg?: string;
  readonly body?: unknown;
}

/**
 * Whether a script answers every call from now on or the next call only. `once` scripts of one call
 * queue up and answer its next calls in the order they were given, before any standing script.
 */
export interface ScriptOptions {
  readonly once?: boolean;
}

/** One call as the scripted bank received it. */
export interface ReceivedCall<K extends EndpointName = EndpointName> {
  readonly request: Request<K>;
  readonly options: BankCallOptions;
}

type Script =
  | { readonly kind: "answer"; readonly answer: unknown; readonly once: boolean }
  | { readonly kind: "fail"; readonly failure: ScriptedFailure; readonly once: boolean };

/** A request or an answer the contract refuses: a bug of the test or the screen, never a state to render. */
export class ContractViolation extends Error {
  constructor(name: string, message: string) {
    super(`ScriptedBank ${name}: ${message}`);
    this.name = "ContractViolation";
  }
}

/**
 * The screens' fake of the bank, derived from the endpoint table with no rules of its own (GUIDE
 * section 6; docs/DECISIONS.md). Every call answers its default fixture (src/app/testing/fixtures)
 * unless the test scripted it with {@link answer} or {@link fail}; {@link pending} holds answers to
 * show busy states; {@link calls} tells what was sent. It enforces the contract the real client
 * would: each request is checked against its declaration's request schema (secret fields must be
 * `Redacted`; idempotent calls need a key), and each answer, default or scripted, must be one the
 * server could send (encoded and decoded by the response schema). A violation rejects with a
 * {@link ContractViolation} naming the call and is kept in {@link violations}.
 */
export class ScriptedBank implements Bank {
  private readonly scripts = new Map<EndpointName, Script>();
  private readonly onceScripts = new Map<EndpointName, Script[]>();
  private readonly received = new Map<EndpointName, ReceivedCall[]>();
  private readonly held = new Map<EndpointName, (() => void)[]>();
  private readonly holding = new Set<EndpointName>();
  /** The contract violations seen so far (a test may assert there were none). */
  readonly violations: ContractViolation[] = [];
  /** The names of the calls received, in order of arrival. */
  readonly names: EndpointName[] = [];
  /** Whether {@link logoutBeacon} was sent. */
  beaconSent = false;

  constructor(private readonly fixtures: BankFixtures = DEFAULT_FIXTURES) {}

  /** Scripts the answer of `name`: a value (checked against the contract now) or a function of the request. */
  answer<K extends EndpointName>(name: K, answer: ScriptedAnswer<K>, options: ScriptOptions = {}): this {
    if (typeof answer !== "function") checkAnswer(name, answer);
    this.script(name, { kind: "answer", answer, once: options.once === true });
    return this;
  }

  /** Scripts a refusal of `name`: the call rejects with a {@link RibError} of this status and code. */
  fail(name: EndpointName, failure: ScriptedFailure, options: ScriptOptions = {}): this {
    this.script(name, { kind: "fail", failure, once: options.once === true });
    return this;
  }

  private script(name: EndpointName, script: Script): void {
    if (script.once) this.onceScripts.set(name, [...(this.onceScripts.get(name) ?? []), script]);
    else this.scripts.set(name, script);
  }

  /** Holds every answer of `name` until the returned function (or {@link release}) lets them go. */
  pending(name: EndpointName): () => void {
    this.holding.add(name);
    return () => this.release(name);
  }

  /** Lets the held answers of `name` go, and answers its next calls at once. */
  release(name: EndpointName): void {
    this.holding.delete(name);
    const waiting = this.held.get(name) ?? [];
    this.held.delete(name);
    for (const go of waiting) go();
  }

  /** The requests of `name` received so far, oldest first (secret fields still `Redacted`). */
  calls<K extends EndpointName>(name: K): readonly Request<K>[] {
    return (this.received.get(name) ?? []).map((call) => call.request as Request<K>);
  }

  /** The calls of `name` with their options (idempotency key, signal). */
  callsWithOptions<K extends EndpointName>(name: K): readonly ReceivedCall<K>[] {
    return (this.received.get(name) ?? []) as readonly ReceivedCall<K>[];
  }

  call: Bank["call"] = (async (name: EndpointName, request: unknown, options: BankCallOptions = {}) => {
    const declaration = endpoints[name] as Endpoint | undefined;
    if (declaration === undefined) throw this.violation(name, "is not a call of the endpoint table.");
    this.checkRequest(name, declaration, request, options);
    this.names.push(name);
    this.received.set(name, [...(this.received.get(name) ?? []), { request, options } as ReceivedCall]);
    if (this.holding.has(name)) {
      await new Promise<void>((resolve) => {
        this.held.set(name, [...(this.held.get(name) ?? []), resolve]);
      });
    }
    const script = this.onceScripts.get(name)?.shift() ?? this.scripts.get(name);
    if (script?.kind === "fail") {
      const { status, code, statusMsg, body } = script.failure;
      throw new RibError({
        status,
        code,
        statusMsg: statusMsg ?? code,
        body: body ?? { status, code, statusMsg: statusMsg ?? code },
      });
    }
    let answer: unknown;
    if (script !== undefined) {
      answer =
        typeof script.answer === "function"
          ? await (script.answer as (r: unknown, o: BankCallOptions) => unknown)(request, options)
          : script.answer;
    } else if (name in this.fixtures) {
      answer = this.fixtures[name];
    } else {
      throw this.violation(
        name,
        "has no default fixture and was not scripted: script it with answer or fail.",
      );
    }
    try {
      return checkAnswer(name, answer);
    } catch (error) {
      throw this.violation(name, error instanceof Error ? error.message : String(error));
    }
  }) as Bank["call"];

  logoutBeacon(): boolean {
    this.beaconSent = true;
    return true;
  }

  private checkRequest(
    name: EndpointName,
    declaration: Endpoint,
    request: unknown,
    options: BankCallOptions,
  ): void {
    if (typeof request !== "object" || request === null)
      throw this.violation(name, "the request is not an object.");
    // A list body (the nicknames' save) has no named secret fields; it is checked as it is.
    const values: unknown = Array.isArray(request) ? request : this.unwrapSecrets(name, declaration, request);
    try {
      Schema.encodeUnknownSync(declaration.request as Schema.Codec<unknown, unknown>)(values);
    } catch (error) {
      throw this.violation(name, `the request does not match the contract: ${messageOf(error)}`);
    }
    if (declaration.idempotent === true && options.idempotencyKey === undefined) {
      throw this.violation(name, "this call needs an idempotency key.");
    }
  }

  /** The request with its secret fields opened, after checking they are `Redacted`. */
  private unwrapSecrets(name: EndpointName, declaration: Endpoint, request: object): Record<string, unknown> {
    const values: Record<string, unknown> = { ...(request as Record<string, unknown>) };
    for (const field of Object.keys(declaration.secrets ?? {})) {
      const value = values[field];
      if (value === undefined) continue;
      if (!Redacted.isRedacted(value)) throw this.violation(name, `${field} must be a Redacted value.`);
      values[field] = Redacted.value(value as Redacted.Redacted<string>);
    }
    return values;
  }

  private violation(name: string, message: string): ContractViolation {
    const violation = new ContractViolation(name, message);
    this.violations.push(violation);
    return violation;
  }
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/**
 * Checks that `answer` is one the server could give for `name` and returns it as the client would:
 * JSON is encoded to the wire and decoded back with the response schema (opened sealed fields must be
 * strings and are kept), a file must have bytes and a name, a text must be a string.
 */
function checkAnswer(name: EndpointName, answer: unknown): unknown {
  const declaration = endpoints[name] as Endpoint;
  const response = declaration.response;
  if (response.kind === "file") {
    const file = answer as { readonly blob?: unknown; readonly fileName?: unknown } | null;
    if (!(file?.blob instanceof Blob) || file.blob.size === 0 || typeof file.fileName !== "string") {
      throw new ContractViolation(name, "a file answer needs a non-empty blob and a file name.");
    }
    return answer;
  }
  if (response.kind === "text") {
    if (typeof answer !== "string") throw new ContractViolation(name, "a text answer must be a string.");
    return answer;
  }
  const schema = response.schema as Schema.Codec<unknown, unknown>;
  let decoded: unknown;
  try {
    decoded = Schema.decodeUnknownSync(schema)(Schema.encodeUnknownSync(schema)(answer));
  } catch (error) {
    throw new ContractViolation(name, `the answer does not match the contract: ${messageOf(error)}`);
  }
  const opened = Object.values(declaration.sealedResponse ?? {}).map((field) => field.as);
  if (opened.length === 0) return decoded;
  const given = answer as Record<string, unknown>;
  const result = { ...(decoded as Record<string, unknown>) };
  for (const field of opened) {
    if (typeof given[field] !== "string") {
      throw new ContractViolation(name, `the opened field ${field} must be a string.`);
    }
    result[field] = given[field];
  }
  return result;
}
