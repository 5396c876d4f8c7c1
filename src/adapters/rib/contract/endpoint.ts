import type { Schema } from "effect";
import type { ErrorCode } from "./common";

/**
 * The service roots of the specification (spec 000 section 7: "Paths below are under the service
 * root RIBProducer/rest or app/rest unless stated"). `rest` calls answer under both `/app/rest` and
 * `/RIBProducer/rest`; the client uses `/app/rest`. `report` is the statement download's own root,
 * `customer` the older `/rib-customer/rest` calls, `app` a path directly under `/app`.
 */
export const SERVICE_ROOTS = {
  rest: "/app/rest/",
  report: "/fis-rpt-svcs/RIBProducer/rest/",
  customer: "/rib-customer/rest/",
  app: "/app/",
} as const;

/** The other root every `rest` call also answers under. */
export const ALT_REST_ROOT = "/RIBProducer/rest/";

/** Which service root an endpoint's path is relative to. */
export type ServiceRoot = keyof typeof SERVICE_ROOTS;

/**
 * The session a call needs:
 * - `none`: none (before sign-in; a session, if any, is ignored);
 * - `any`: a live session in any state, also one still waiting for the sign-in code or a forced reset;
 * - `active`: a signed-in session (multi-factor done, no password reset due);
 * - `activeOrReset`: signed in, or signed in with a password reset due (the calls of the reset).
 */
export type SessionNeed = "none" | "any" | "active" | "activeOrReset";

/** How the request travels: a JSON body, a form body (`application/x-www-form-urlencoded`), or nothing but the query. */
export type BodyEncoding = "json" | "form" | "none";

/**
 * How a secret request field travels. The app hands it to the client as an Effect `Redacted`:
 * `sealed` is sent as a JWE made with the session's secret key (the server opens it), `plain` is
 * sent as it is (over TLS, covered by the integrity header where the call has one).
 */
export type SecretTransport = "sealed" | "plain";

/**
 * A response field the server sealed (a JWE): the key it was sealed with (the session's secret key
 * or the configuration's `encKey`) and the field the client puts the opened value in.
 */
export interface SealedResponseField<As extends string = string> {
  readonly key: "session" | "configuration";
  readonly as: As;
}

/** The encrypted integrity header (`X-RIB-ENC`) of a call: which key, and over which request fields. */
export interface IntegrityDeclaration {
  /** `session`: the signed-in session's secret key; `preSignIn`: the key of `loginUser/usersec/seckey`. */
  readonly key: "session" | "preSignIn";
  /** The request fields the header is made over, in this order; all the sent fields when absent. */
  readonly over?: readonly string[];
  /** With `preSignIn`: the request field naming the user id whose pre-sign-in key makes the header. */
  readonly userField?: string;
}

/** The one-time code a commit call consumes: its module and the request fields it is bound to. */
export interface OtpDeclaration {
  /** The module the code was generated for (`otp/generateOtp` `module`). */
  readonly module: string;
  /** The request fields whose values the code is bound to; `generateOtp`'s `bind` carries the same. */
  readonly bind: readonly string[];
  /** The request field that names the validated code. */
  readonly otacField: string;
  /**
   * Only when the request's `field` holds one of `values` (a call that serves two flows, one of
   * them without a code: `fundsTransfer/withInBank` asks one for IFTWB, none for IFT); always when absent.
   */
  readonly when?: { readonly field: string; readonly values: readonly string[] };
}

/**
 * One request field of `ownedAccounts`, a field that names an account of the signed-in customer:
 * - a field name: its account when the field holds one (an optional field left out, or null, names
 *   none), every element's when it holds a list; a secret field is checked once it is opened;
 * - `{ field, when }`: the field, only when the request's `when.field` holds one of `when.values`
 *   (a call that serves two flows: the own-account transfer's payee is the customer's own account);
 * - `{ eachItem }`: a request that is a list: that field of each item (one the item always has).
 */
export type OwnedAccountDeclaration =
  | string
  | {
      readonly field: string;
      readonly when: { readonly field: string; readonly values: readonly string[] };
    }
  | { readonly eachItem: string };

/** How a call answers: JSON decoded by a schema, a file download, or a text document (an SVG). */
export type ResponseDeclaration<R extends Schema.Top> =
  | { readonly kind: "json"; readonly schema: R }
  | {
      readonly kind: "file";
      readonly schema: R;
      readonly fallbackName: string;
      /** The content types the file may come as (the statement: as its `dwndType` asks). */
      readonly contentTypes: readonly string[];
    }
  | { readonly kind: "text"; readonly schema: R; readonly contentType: string };

/**
 * One call of the bank, declared once. The client, the server's pipeline, the screens' fake, the
 * OpenAPI document and docs/API.md all read it; adding a call is its declaration plus a handler.
 */
export interface Endpoint<
  Req extends Schema.Top = Schema.Top,
  Res extends Schema.Top = Schema.Top,
  Secrets extends string = string,
  Opened extends string = string,
> {
  /** What the call does, one line (docs/API.md and OpenAPI `summary`). */
  readonly summary: string;
  /** Which spec section names it (e.g. "000 §7"). */
  readonly spec: string;
  readonly method: "GET" | "POST";
  readonly root: ServiceRoot;
  /** The path under {@link root} exactly as the specification writes it. */
  readonly path: string;
  /** Other paths under the same root the server also answers (another reading of the spec's path shape). */
  readonly alsoAt?: readonly string[];
  /** Other service roots the server also answers {@link path} under (the statement download also under `rest`). */
  readonly alsoUnder?: readonly ServiceRoot[];
  /** The request: its fields travel in the query (GET) or the body (POST). */
  readonly request: Req;
  /** Request fields that travel in the query string of a POST as well as in its body. */
  readonly queryFields?: readonly string[];
  readonly encoding: BodyEncoding;
  readonly response: ResponseDeclaration<Res>;
  readonly session: SessionNeed;
  readonly integrity?: IntegrityDeclaration;
  /** Secret request fields: given to the client as `Redacted`, sent sealed or plain. */
  readonly secrets?: { readonly [K in Secrets]: SecretTransport };
  /** Response fields sealed by the server, opened by the client into another field. */
  readonly sealedResponse?: Readonly<Record<string, SealedResponseField<Opened>>>;
  /**
   * Request fields that name an account of the signed-in customer ({@link OwnedAccountDeclaration}):
   * the server's pipeline checks each is the customer's own before the handler runs (404
   * `ACCOUNT.NOT_FOUND` otherwise, audited) and gives the handler the owned rows. A call that may
   * answer `ACCOUNT.NOT_FOUND` declares the fields it reads (a contract test holds the exceptions).
   */
  readonly ownedAccounts?: readonly OwnedAccountDeclaration[];
  /** Whether the call changes state; then it carries an `Idempotency-Key` and runs at most once per key. */
  readonly idempotent?: boolean;
  /** Whether the call needs a transaction password verified moments before (when the bank asks for one). */
  readonly freshTransactionPassword?: boolean;
  /** The one-time code the call consumes. */
  readonly otp?: OtpDeclaration;
  /** The client forgets the session's tokens and keys before this call is sent (sign-in) or after it answers (sign-out). */
  readonly clearsSession?: "before" | "after";
  /** Error codes of the catalogue (`ErrorCodes`) the call may answer, besides those of every call. */
  readonly errors: readonly string[];
  /**
   * The reads (endpoint names) whose cached answers a successful call of this write makes stale:
   * the app marks every query whose key starts with one of them stale after the call succeeds, in
   * one place (`createQueryClient`), so every screen that shows the changed data reads it afresh.
   * Declared by every call that changes state (possibly empty, with the reason beside it); the
   * table's join checks each name is a call of the table.
   */
  readonly invalidates?: readonly string[];
  /** Whether the call answers without a `UrlToken` (the health check). */
  readonly withoutUrlToken?: boolean;
  /** Development only: never served in production. */
  readonly devOnly?: boolean;
}

/** The names of a declaration's request fields, as its request schema's type has them. */
type RequestField<D extends Endpoint> = keyof D["request"]["Type"] & string;

/** The fields of `T` that can name an account: text, text that may be left out or null, or a list of text. */
type AccountFieldOf<T> = {
  [K in keyof T]-?: NonNullable<T[K]> extends string | readonly string[] ? K : never;
}[keyof T] &
  string;

/** The fields of `T` that always hold one account number (text, never left out). */
type RequiredAccountFieldOf<T> = {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- `{}` matches exactly the optional keys
  [K in keyof T]-?: {} extends Pick<T, K> ? never : T[K] extends string ? K : never;
}[keyof T] &
  string;

/** What `ownedAccounts` may list for a declaration: its request's account fields, or each item's of a list. */
type OwnedAccountOf<D extends Endpoint> = D["request"]["Type"] extends readonly (infer Item)[]
  ? { readonly eachItem: RequiredAccountFieldOf<Item> }
  : | AccountFieldOf<D["request"]["Type"]>
    | {
        readonly field: AccountFieldOf<D["request"]["Type"]>;
        readonly when: { readonly field: RequestField<D>; readonly values: readonly string[] };
      };

/**
 * What {@link endpoint} checks of a declaration at the place it is written: every field that names
 * request fields names fields of its own request schema, and every error code is one of the
 * catalogue's. The wide {@link Endpoint} keeps plain strings for its readers (the server's
 * pipeline, OpenAPI, docs/API.md).
 */
type CheckedDeclaration<D extends Endpoint> = {
  readonly queryFields?: readonly RequestField<D>[];
  readonly integrity?: {
    readonly key: IntegrityDeclaration["key"];
    readonly over?: readonly RequestField<D>[];
    readonly userField?: RequestField<D>;
  };
  // A key that is not a request field gets `never`, so no transport fits it.
  readonly secrets?: {
    readonly [K in keyof NonNullable<D["secrets"]>]: K extends RequestField<D> ? SecretTransport : never;
  };
  readonly ownedAccounts?: readonly OwnedAccountOf<D>[];
  readonly otp?: {
    readonly module: string;
    readonly bind: readonly RequestField<D>[];
    readonly otacField: RequestField<D>;
    readonly when?: { readonly field: RequestField<D>; readonly values: readonly string[] };
  };
  readonly errors: readonly ErrorCode[];
};

/**
 * Declares one endpoint with its literal types kept (the table's entries go through it, so the
 * client's types follow), checked against its own request schema and the error catalogue.
 */
export function endpoint<const D extends Endpoint>(declaration: D & CheckedDeclaration<D>): D {
  return declaration;
}

/** The full path of an endpoint (its primary path under its root). */
export function endpointPath(declaration: Pick<Endpoint, "root" | "path">): string {
  return `${SERVICE_ROOTS[declaration.root]}${declaration.path}`;
}

/** Every path an endpoint answers at: the primary one, its `alsoAt` paths, and the same under `/RIBProducer/rest` for `rest` calls. */
export function endpointPaths(
  declaration: Pick<Endpoint, "root" | "path" | "alsoAt" | "alsoUnder">,
): readonly string[] {
  const relative = [declaration.path, ...(declaration.alsoAt ?? [])];
  const roots: readonly string[] = [declaration.root, ...(declaration.alsoUnder ?? [])].flatMap((root) =>
    root === "rest" ? [SERVICE_ROOTS.rest, ALT_REST_ROOT] : [SERVICE_ROOTS[root]],
  );
  return roots.flatMap((root) => relative.map((path) => `${root}${path}`));
}

/** Whether a request of the call consumes a one-time code (its `otp`, and its `otp.when` if any). */
export function otpRequired(
  declaration: Pick<Endpoint, "otp">,
  request: Readonly<Record<string, unknown>>,
): boolean {
  const otp = declaration.otp;
  if (otp === undefined) return false;
  return otp.when === undefined || otp.when.values.includes(String(request[otp.when.field] ?? ""));
}

/**
 * The values a one-time code is bound to, read from a request by its declaration: the screen sends
 * them with `otp/generateOtp` and the server compares them when the commit call consumes the code,
 * so both sides use the same list.
 */
export function otpBinding(
  declaration: Pick<Endpoint, "otp">,
  request: Readonly<Record<string, unknown>>,
): Readonly<Record<string, string>> {
  const otp = declaration.otp;
  if (otp === undefined || !otpRequired(declaration, request)) return {};
  return Object.fromEntries(otp.bind.map((field) => [field, String(request[field] ?? "")]));
}
