import { Schema } from "effect";
import { describe, expect, it } from "vitest";
import { endpoint, type Endpoint } from "./endpoint";
import { endpoints, type EndpointName } from "./endpoints";

/**
 * The calls that may answer `ACCOUNT.NOT_FOUND` without declaring the account field, each with the
 * reason. Every other such call declares `ownedAccounts`, so the pipeline, not a handler, checks it.
 */
const UNDECLARED: Partial<Record<EndpointName, string>> = {
  neftRtgsCutOffConfirm:
    "confirms a stored payment by its reference (its own refusal, TRANSFER.PAYMENT_NOT_FOUND, audited); " +
    "the payment's source account is re-checked inside the payment's transaction, where one unlinked " +
    "since the instruction answers ACCOUNT.NOT_FOUND",
};

describe("the declarations of a customer's accounts", () => {
  const table = Object.entries(endpoints) as [EndpointName, Endpoint][];

  it("declare the owned field on every call that may answer ACCOUNT.NOT_FOUND, but the listed exceptions", () => {
    const undeclared = table
      .filter(([, call]) => call.errors.includes("ACCOUNT.NOT_FOUND"))
      .filter(([, call]) => (call.ownedAccounts ?? []).length === 0)
      .map(([name]) => name);
    expect(undeclared.sort()).toEqual(Object.keys(UNDECLARED).sort());
  });

  it("list ACCOUNT.NOT_FOUND among the errors of every call that declares an owned field", () => {
    const silent = table
      .filter(([, call]) => (call.ownedAccounts ?? []).length > 0)
      .filter(([, call]) => !call.errors.includes("ACCOUNT.NOT_FOUND"))
      .map(([name]) => name);
    expect(silent).toEqual([]);
  });
});

// The proof of the tests below is the compiler's (`npm run typecheck` covers this file): each
// `@ts-expect-error` fails the typecheck when the line below it compiles.

/** A request with every kind of field `ownedAccounts` may or may not name. */
const Request = Schema.Struct({
  accountNumber: Schema.String,
  optionalAccount: Schema.optionalKey(Schema.String),
  nullableAccount: Schema.NullOr(Schema.String),
  accounts: Schema.Array(Schema.String),
  amount: Schema.Number,
  network: Schema.String,
});

/** A request that is a list of items. */
const ListRequest = Schema.Array(
  Schema.Struct({ account: Schema.String, note: Schema.optionalKey(Schema.String), count: Schema.Number }),
);

/** Everything a declaration needs besides its request and `ownedAccounts`. */
const base = {
  summary: "A test call.",
  spec: "test",
  method: "POST",
  root: "rest",
  path: "test/owned",
  encoding: "json",
  response: { kind: "json", schema: Schema.Struct({ ok: Schema.Boolean }) },
  session: "active",
  errors: ["ACCOUNT.NOT_FOUND"],
} as const;

describe("endpoint() checks ownedAccounts against the request schema", () => {
  it("takes text fields, optional or nullable ones, lists of text, conditions and each item of a list", () => {
    const fields = endpoint({
      ...base,
      request: Request,
      ownedAccounts: [
        "accountNumber",
        "optionalAccount",
        "nullableAccount",
        "accounts",
        { field: "optionalAccount", when: { field: "network", values: ["IFT"] } },
      ],
    });
    const items = endpoint({ ...base, request: ListRequest, ownedAccounts: [{ eachItem: "account" }] });
    expect(fields.ownedAccounts).toHaveLength(5);
    expect(items.ownedAccounts).toEqual([{ eachItem: "account" }]);
  });

  it("refuses a field that cannot hold an account number", () => {
    const declaration = endpoint({
      ...base,
      request: Request,
      // @ts-expect-error `amount` is a number
      ownedAccounts: ["amount"],
    });
    expect(Request.fields.amount).toBe(Schema.Number);
    expect(declaration.ownedAccounts).toEqual(["amount"]);
  });

  it("refuses a misspelt field of a condition", () => {
    const declaration = endpoint({
      ...base,
      request: Request,
      // @ts-expect-error "netwrok" is not a field of the request
      ownedAccounts: [{ field: "accountNumber", when: { field: "netwrok", values: ["IFT"] } }],
    });
    expect(Object.keys(Request.fields)).not.toContain("netwrok");
    expect(declaration.ownedAccounts).toHaveLength(1);
  });

  it("refuses each item's field on a request that is not a list, and a plain field on one that is", () => {
    const notAList = endpoint({
      ...base,
      request: Request,
      // @ts-expect-error the request is not a list
      ownedAccounts: [{ eachItem: "accountNumber" }],
    });
    const aList = endpoint({
      ...base,
      request: ListRequest,
      // @ts-expect-error a list request names its items' field with `eachItem`
      ownedAccounts: ["account"],
    });
    expect([notAList.ownedAccounts, aList.ownedAccounts]).toEqual([
      [{ eachItem: "accountNumber" }],
      ["account"],
    ]);
  });

  it("refuses an item field that an item may leave out or that holds no text", () => {
    const optional = endpoint({
      ...base,
      request: ListRequest,
      // @ts-expect-error `note` may be left out, so an item would name no account
      ownedAccounts: [{ eachItem: "note" }],
    });
    const numeric = endpoint({
      ...base,
      request: ListRequest,
      // @ts-expect-error `count` is a number
      ownedAccounts: [{ eachItem: "count" }],
    });
    expect([optional.ownedAccounts, numeric.ownedAccounts]).toEqual([
      [{ eachItem: "note" }],
      [{ eachItem: "count" }],
    ]);
  });
});
