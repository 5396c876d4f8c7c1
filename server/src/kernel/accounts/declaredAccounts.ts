import { Redacted } from "effect";
import type { Endpoint, OwnedAccountDeclaration } from "../../../../src/adapters/rib/contract/endpoint";
import type { OwnedAccount } from "./ownership";

/** The entries of a declaration's `ownedAccounts`, as its literal types have them. */
type OwnedEntry<E extends Endpoint> = E["ownedAccounts"] extends readonly (infer O)[] ? O : never;

/** The key of `owned` an entry fills: the field it names (of the request, or of each item). */
type OwnedKey<O> = O extends string
  ? O
  : O extends { readonly field: infer F extends string }
    ? F
    : O extends { readonly eachItem: infer F extends string }
      ? F
      : never;

/** What a present value of type `V` owns: one account, or one per element of a list. */
type OwnedOfPresent<V> = V extends readonly string[] ? readonly OwnedAccount[] : OwnedAccount;

/** What a field of type `V` owns: as {@link OwnedOfPresent}, or nothing when the field may be absent or null. */
type OwnedValueOfField<V> = undefined extends V
  ? OwnedOfPresent<NonNullable<V>> | undefined
  : null extends V
    ? OwnedOfPresent<NonNullable<V>> | undefined
    : OwnedOfPresent<V>;

/** What an entry owns, typed by the request: a conditional field may own none, a list's items one each. */
type OwnedValue<Req, O> = O extends { readonly eachItem: string }
  ? readonly OwnedAccount[]
  : O extends { readonly field: string }
    ? OwnedAccount | undefined
    : O extends keyof Req
      ? OwnedValueOfField<Req[O]>
      : never;

/**
 * The accounts a handler gets as `owned`, by field, each checked to be the customer's own: for a
 * required field its row, for one that may be absent or holds only under a condition the row or
 * `undefined`, for a list (or each item of a list request) the rows in the request's order.
 */
export type OwnedOf<E extends Endpoint> = {
  readonly [O in OwnedEntry<E> as OwnedKey<O>]: OwnedValue<E["request"]["Type"], O>;
};

/** The field an entry names, where it reads it, and when it applies. */
function entryParts(entry: OwnedAccountDeclaration): {
  readonly field: string;
  readonly eachItem: boolean;
  readonly when?: { readonly field: string; readonly values: readonly string[] };
} {
  if (typeof entry === "string") return { field: entry, eachItem: false };
  if ("eachItem" in entry) return { field: entry.eachItem, eachItem: true };
  return { field: entry.field, eachItem: false, when: entry.when };
}

/** The value of one declared field: from the opened secrets when the field is secret, else from the request. */
function fieldValue(
  call: Endpoint,
  field: string,
  request: Readonly<Record<string, unknown>>,
  opened: Readonly<Record<string, Redacted.Redacted<string> | undefined>>,
): unknown {
  if (call.secrets !== undefined && field in call.secrets) {
    const secret = opened[field];
    return secret === undefined ? undefined : Redacted.value(secret);
  }
  return request[field];
}

/** The account numbers a value names: none when absent, one for a text, each element of a list. */
function accountNumbers(value: unknown, field: string): readonly string[] | null {
  if (value === undefined || value === null) return null;
  if (typeof value === "string") return [value];
  if (Array.isArray(value) && value.every((item) => typeof item === "string")) return value;
  // The endpoint's type admits only text fields; anything else is a declaration the schema does not fit.
  throw new Error(`ownedAccounts: ${field} is not an account number or a list of them.`);
}

/**
 * Checks the accounts of a declaration's `ownedAccounts`, in the declared order, with `own` (which
 * answers the customer's row or refuses): the plain fields when `opened` is null (once the request
 * is decoded), the secret fields once they are opened. A list's repeated account is checked once.
 * Answers the rows by field (see {@link OwnedOf}).
 */
export async function checkDeclaredAccounts(
  call: Endpoint,
  request: unknown,
  opened: Readonly<Record<string, Redacted.Redacted<string> | undefined>> | null,
  own: (accountNumber: string) => Promise<OwnedAccount>,
): Promise<Record<string, OwnedAccount | readonly OwnedAccount[] | undefined>> {
  const owned: Record<string, OwnedAccount | readonly OwnedAccount[] | undefined> = {};
  const checked = new Map<string, OwnedAccount>();
  const ownOnce = async (accountNumber: string): Promise<OwnedAccount> => {
    const known = checked.get(accountNumber);
    if (known !== undefined) return known;
    const row = await own(accountNumber);
    checked.set(accountNumber, row);
    return row;
  };
  const fields = (request ?? {}) as Readonly<Record<string, unknown>>;
  for (const entry of call.ownedAccounts ?? []) {
    const { field, eachItem, when } = entryParts(entry);
    const secret = call.secrets !== undefined && field in call.secrets;
    if (secret !== (opened !== null)) continue;
    if (eachItem) {
      const items = Array.isArray(request) ? (request as readonly Readonly<Record<string, unknown>>[]) : [];
      const rows: OwnedAccount[] = [];
      for (const item of items) {
        const [number] = accountNumbers(item[field], field) ?? [];
        if (number === undefined) throw new Error(`ownedAccounts: an item has no ${field}.`);
        rows.push(await ownOnce(number));
      }
      owned[field] = rows;
      continue;
    }
    if (when !== undefined && !when.values.includes(String(fields[when.field] ?? ""))) {
      owned[field] = undefined;
      continue;
    }
    const value = fieldValue(call, field, fields, opened ?? {});
    const numbers = accountNumbers(value, field);
    if (numbers === null) {
      owned[field] = undefined;
    } else if (Array.isArray(value)) {
      const rows: OwnedAccount[] = [];
      for (const number of numbers) rows.push(await ownOnce(number));
      owned[field] = rows;
    } else {
      owned[field] = await ownOnce(numbers[0] ?? "");
    }
  }
  return owned;
}
