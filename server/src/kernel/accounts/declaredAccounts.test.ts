import { Redacted, Schema } from "effect";
import { describe, expect, expectTypeOf, it } from "vitest";
import { endpoint, type Endpoint } from "../../../../src/adapters/rib/contract/endpoint";
import { endpoints } from "../../../../src/adapters/rib/contract/endpoints";
import { checkDeclaredAccounts, type OwnedOf } from "./declaredAccounts";
import type { OwnedAccount } from "./ownership";

/** The customer's accounts in these tests; any other number is refused. */
const OWN = ["111", "222", "333"];

/** A row of an own account (only the number matters here). */
const row = (accountNumber: string): OwnedAccount => ({
  account_number: accountNumber,
  account_group: "SAV",
  account_type: "SB",
  product_name: "Savings",
  nickname: null,
  status: 0,
  opened_on: "2020-01-01",
  closed_on: null,
  balance_paise: "0",
  role: "primary",
  customer_id: "C1",
});

/** A refusal as the pipeline's check throws it. */
class Refused extends Error {}

/** The check the pipeline passes in, recording every account it was asked about. */
function ownCheck(): { asked: string[]; own: (accountNumber: string) => Promise<OwnedAccount> } {
  const asked: string[] = [];
  return {
    asked,
    own: (accountNumber) => {
      asked.push(accountNumber);
      return OWN.includes(accountNumber)
        ? Promise.resolve(row(accountNumber))
        : Promise.reject(new Refused(accountNumber));
    },
  };
}

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

const fieldsCall: Endpoint = endpoint({
  ...base,
  request: Schema.Struct({
    from: Schema.String,
    filter: Schema.optionalKey(Schema.String),
    also: Schema.Array(Schema.String),
    payee: Schema.String,
    network: Schema.String,
  }),
  ownedAccounts: ["from", "filter", "also", { field: "payee", when: { field: "network", values: ["IFT"] } }],
});

const itemsCall: Endpoint = endpoint({
  ...base,
  request: Schema.Array(Schema.Struct({ account: Schema.String, note: Schema.String })),
  ownedAccounts: [{ eachItem: "account" }],
});

const secretCall: Endpoint = endpoint({
  ...base,
  request: Schema.Struct({ plain: Schema.String, sealed: Schema.optionalKey(Schema.String) }),
  secrets: { sealed: "sealed" },
  ownedAccounts: ["plain", "sealed"],
});

const numbers = (owned: Record<string, unknown>): unknown =>
  JSON.parse(
    JSON.stringify(owned, (key, value: unknown) =>
      key === "" || typeof value !== "object" || value === null || Array.isArray(value)
        ? value
        : (value as OwnedAccount).account_number,
    ),
  );

describe("checkDeclaredAccounts", () => {
  it("answers each declared field's rows: one, none for an absent field, one per element of a list", async () => {
    const { own, asked } = ownCheck();
    const owned = await checkDeclaredAccounts(
      fieldsCall,
      { from: "111", also: ["222", "333", "222"], payee: "999", network: "IFTWB" },
      null,
      own,
    );
    expect(numbers(owned)).toEqual({ from: "111", also: ["222", "333", "222"] });
    expect(Object.keys(owned)).toEqual(["from", "filter", "also", "payee"]);
    // A repeated account is checked once.
    expect(asked).toEqual(["111", "222", "333"]);
  });

  it("checks a conditional field only when the condition holds", async () => {
    const { own } = ownCheck();
    const request = { from: "111", also: [], payee: "999", network: "IFT" };
    await expect(checkDeclaredAccounts(fieldsCall, request, null, own)).rejects.toThrow(Refused);
    const owned = await checkDeclaredAccounts(fieldsCall, { ...request, payee: "333" }, null, own);
    expect(numbers(owned)).toMatchObject({ payee: "333" });
  });

  it("refuses at the first foreign account in the declared order, checking none after it", async () => {
    const { own, asked } = ownCheck();
    await expect(
      checkDeclaredAccounts(
        fieldsCall,
        { from: "111", filter: "888", also: ["222"], payee: "", network: "" },
        null,
        own,
      ),
    ).rejects.toThrow("888");
    expect(asked).toEqual(["111", "888"]);
  });

  it("answers one row per item of a list request, in the items' order", async () => {
    const { own } = ownCheck();
    const items = [
      { account: "333", note: "a" },
      { account: "111", note: "b" },
      { account: "333", note: "c" },
    ];
    expect(numbers(await checkDeclaredAccounts(itemsCall, items, null, own))).toEqual({
      account: ["333", "111", "333"],
    });
    await expect(
      checkDeclaredAccounts(itemsCall, [...items, { account: "999", note: "d" }], null, own),
    ).rejects.toThrow(Refused);
  });

  it("checks a secret field only once it is opened, from the opened value", async () => {
    const { own, asked } = ownCheck();
    const request = { plain: "111", sealed: "a JWE the client made" };
    expect(numbers(await checkDeclaredAccounts(secretCall, request, null, own))).toEqual({ plain: "111" });
    const opened = { sealed: Redacted.make("222") };
    expect(numbers(await checkDeclaredAccounts(secretCall, request, opened, own))).toEqual({ sealed: "222" });
    expect(asked).toEqual(["111", "222"]);
    await expect(
      checkDeclaredAccounts(secretCall, request, { sealed: Redacted.make("999") }, own),
    ).rejects.toThrow(Refused);
    expect(await checkDeclaredAccounts(secretCall, { plain: "111" }, {}, own)).toEqual({ sealed: undefined });
  });
});

describe("OwnedOf", () => {
  it("types each declared field by the request schema", () => {
    expectTypeOf<OwnedOf<typeof endpoints.statementSearch>>().toEqualTypeOf<{
      readonly accountNumber: OwnedAccount;
    }>();
    expectTypeOf<OwnedOf<typeof endpoints.expenseInOut>>().toEqualTypeOf<{
      readonly accountNumber: OwnedAccount | undefined;
    }>();
    expectTypeOf<OwnedOf<typeof endpoints.updateNicknames>>().toEqualTypeOf<{
      readonly account_number: readonly OwnedAccount[];
    }>();
    expectTypeOf<OwnedOf<typeof endpoints.fundsTransferWithinBank>>().toEqualTypeOf<{
      readonly fromAccountNumber: OwnedAccount;
      readonly benAccountNumber: OwnedAccount | undefined;
    }>();
    expectTypeOf<keyof OwnedOf<typeof endpoints.accountList>>().toBeNever();
    // The declarations the types above are read from.
    expect([
      endpoints.updateNicknames.ownedAccounts,
      endpoints.fundsTransferWithinBank.ownedAccounts,
    ]).toEqual([
      [{ eachItem: "account_number" }],
      [
        "fromAccountNumber",
        { field: "benAccountNumber", when: { field: "paymentNetwork", values: ["IFT"] } },
      ],
    ]);
  });
});
