import { Arbitrary, Effect, Schema, SchemaAST } from "effect";
import { Paise } from "../../src/adapters/rib/contract/common";

/**
 * Malformed requests made from the contract's request schemas (tests/contract/fuzz.contract.test.ts):
 * the schema's AST is walked for its fields (strings, numbers, dates, literals, booleans, nested
 * objects, list items and record entries), a valid request is generated from it (Effect's
 * Arbitrary, fixed seed), and each field is then broken in the ways the probe broke it.
 */

/** Where a field sits in a request: keys, and 0 for the first item of a list. */
export type FieldPath = readonly (string | number)[];

/** What a field holds, as far as breaking it goes. */
export type FieldKind =
  | "text"
  | "multilineText"
  | "patternText"
  | "isoDate"
  | "displayDate"
  | "paise"
  | "integer"
  | "literal"
  | "boolean"
  | "recordKey";

/** One field of a request schema. */
export interface Field {
  readonly path: FieldPath;
  readonly kind: FieldKind;
  /** The field may be left out. */
  readonly optional: boolean;
  /** The field may be null. */
  readonly nullable: boolean;
}

/** A number written as JSON text that `JSON.stringify` cannot write (`1e400` parses to Infinity). */
export class RawNumber {
  constructor(
    readonly text: string,
    readonly value: number,
  ) {}
}

/** A broken value for a field, or the field left out. */
export interface Breakage {
  readonly label: string;
  /** The value sent; {@link MISSING} leaves the field out. */
  readonly value: unknown;
  /** Sent over HTTP (every breakage is checked against the schema in memory; a subset is also sent). */
  readonly sent: boolean;
}

/** Marks a field left out of the request. */
export const MISSING: unique symbol = Symbol("missing");

/** A string far longer than any field allows, within the 64 KiB body limit. */
export const HUGE_TEXT = "9".repeat(20_000);

function annotation(ast: SchemaAST.AST, key: string): unknown {
  for (const check of ast.checks ?? []) {
    const checks = check._tag === "FilterGroup" ? check.checks : [check];
    for (const inner of checks) {
      const value = inner.annotations?.[key];
      if (value !== undefined) return value;
    }
  }
  return undefined;
}

function hasPattern(ast: SchemaAST.AST): boolean {
  return (ast.checks ?? []).some(
    (check) =>
      check._tag === "Filter" &&
      (check.annotations?.representation as { id?: string } | undefined)?.id === "effect/schema/isPattern",
  );
}

function isNullable(ast: SchemaAST.AST): boolean {
  return ast._tag === "Null" || (ast._tag === "Union" && ast.types.some(isNullable));
}

/** The members of a union other than null and undefined (a nullable or optional field's own schema). */
function present(ast: SchemaAST.AST): SchemaAST.AST[] {
  if (ast._tag !== "Union") return [ast];
  return ast.types.flatMap((member) =>
    member._tag === "Null" || member._tag === "Undefined" ? [] : present(member),
  );
}

function stringKind(ast: SchemaAST.AST): FieldKind {
  const check = annotation(ast, "ribCheck");
  if (check === "isoDate" || check === "displayDate" || check === "multilineText") return check;
  if (check === "plainText") return "text";
  if (hasPattern(ast)) return "patternText";
  // A string with neither the text check nor a pattern: the suite's breakages show what it lets through.
  return "text";
}

/** The wire's side of the contract's `Paise`: an integer number, which decodes to a bigint. */
const WIRE_PAISE = SchemaAST.toEncoded(Paise.ast);

/** An amount: the wire's `Paise`, or a `PaiseWhere` field, whose description starts the same way. */
function isPaise(ast: SchemaAST.AST): boolean {
  const description = annotation(ast, "description");
  return ast === WIRE_PAISE || (typeof description === "string" && description.startsWith("integer paise"));
}

/** The fields of a request schema, in order (list items and record entries through their first one). */
export function fieldsOf(schema: Schema.Top): Field[] {
  const fields: Field[] = [];
  const walk = (ast: SchemaAST.AST, path: FieldPath, optional: boolean): void => {
    const members = present(ast);
    const nullable = isNullable(ast);
    if (members.length > 1) {
      if (members.every((member) => member._tag === "Literal")) {
        fields.push({ path, kind: "literal", optional, nullable });
        return;
      }
      throw new Error(
        `A union of ${members.map((member) => member._tag).join(", ")} at ${JSON.stringify(path)}`,
      );
    }
    const node = members[0];
    if (node === undefined) throw new Error(`Nothing but null at ${JSON.stringify(path)}`);
    switch (node._tag) {
      case "Objects": {
        for (const property of node.propertySignatures) {
          walk(property.type, [...path, String(property.name)], property.type.context?.isOptional === true);
        }
        for (const index of node.indexSignatures) {
          fields.push({ path: [...path, RECORD_KEY], kind: "recordKey", optional: true, nullable: false });
          walk(index.type, [...path, RECORD_KEY], true);
        }
        return;
      }
      case "Arrays": {
        node.elements.forEach((element, position) => {
          walk(element, [...path, position], false);
        });
        const [rest] = node.rest;
        if (rest !== undefined) walk(rest, [...path, node.elements.length], false);
        return;
      }
      case "String":
        fields.push({ path, kind: stringKind(node), optional, nullable });
        return;
      case "Number":
        fields.push({ path, kind: isPaise(node) ? "paise" : "integer", optional, nullable });
        return;
      case "Boolean":
        fields.push({ path, kind: "boolean", optional, nullable });
        return;
      case "Literal":
        fields.push({ path, kind: "literal", optional, nullable });
        return;
      default:
        throw new Error(`No breakages for a ${node._tag} at ${JSON.stringify(path)}`);
    }
  };
  // The request as the wire carries it (a decoded amount is a bigint, which JSON cannot send).
  walk(SchemaAST.toEncoded(schema.ast), [], false);
  return fields;
}

/** The key of the one entry a record gets in a generated request. */
export const RECORD_KEY = "field";

function sample(ast: SchemaAST.AST, seed: number): unknown {
  const [value] = Effect.runSync(
    Arbitrary.sampleEffect(Arbitrary.schema(Schema.make(ast)), { count: 1, seed, size: 4 }),
  );
  return value;
}

function minItems(ast: SchemaAST.AST): number {
  for (const check of ast.checks ?? []) {
    const representation = check.annotations?.representation as
      { id?: string; payload?: { minLength?: number } } | undefined;
    if (representation?.id === "effect/schema/isMinLength") return representation.payload?.minLength ?? 0;
  }
  return 0;
}

/**
 * A valid request of `schema` with every optional field present, one item in each list (or its
 * minimum) and one entry in each record, so that every field of {@link fieldsOf} is there to break.
 */
export function validRequest(schema: Schema.Top, seed = 20261122): unknown {
  let counter = seed;
  const build = (ast: SchemaAST.AST): unknown => {
    const [node] = present(ast);
    if (node === undefined) return null;
    counter += 1;
    switch (node._tag) {
      case "Objects": {
        const value: Record<string, unknown> = {};
        for (const property of node.propertySignatures) value[String(property.name)] = build(property.type);
        for (const index of node.indexSignatures) value[RECORD_KEY] = build(index.type);
        return value;
      }
      case "Arrays": {
        const items = node.elements.map(build);
        const [rest] = node.rest;
        if (rest !== undefined) {
          const count = Math.max(1, minItems(node) - items.length);
          for (let index = 0; index < count; index += 1) items.push(build(rest));
        }
        return items;
      }
      default:
        return sample(node, counter);
    }
  };
  return build(SchemaAST.toEncoded(schema.ast));
}

/** The ways a field of `kind` is broken; `required` adds leaving it out. */
export function breakagesOf(field: Field): Breakage[] {
  const breakages: Breakage[] = [];
  const add = (label: string, value: unknown, sent = false) => {
    if (value === null && field.nullable) return;
    breakages.push({ label, value, sent });
  };
  if (!field.optional) add("missing", MISSING, true);
  switch (field.kind) {
    case "recordKey":
      return [{ label: "a key with NUL", value: "a\u0000b", sent: true }];
    case "text":
    case "multilineText":
    case "patternText":
    case "isoDate":
    case "displayDate":
      add("NUL", "a\u0000b", true);
      add("huge", HUGE_TEXT, true);
      add("a number", 42);
      add("BEL", "a\u0007b");
      add("ESC", "\u001b[31m");
      add("DEL", "a\u007fb");
      add("a C1 control", "a\u0085b");
      add("a lone high surrogate", "a\ud800b");
      add("a lone low surrogate", "\udc00");
      add("null", null);
      add("an object", { text: "x" });
      if (field.kind !== "multilineText") add("a line feed", "a\nb");
      if (field.kind === "isoDate") {
        add("30 February", "2026-02-30", true);
        add("month 13", "2026-13-01", true);
        add("year 0000", "0000-01-01", true);
        add("29 February of a common year", "2025-02-29");
        add("day 0", "2026-01-00");
        add("month 0", "2026-00-10");
        add("31 April", "2026-04-31");
        add("another format", "22/11/2026");
      }
      if (field.kind === "displayDate") {
        add("30 February", "30/02/2026", true);
        add("month 13", "01/13/2026", true);
        add("year 0000", "01/01/0000", true);
        add("29 February of a common year", "29/02/2025");
        add("day 0", "00/01/2026");
        add("31 April", "31/04/2026");
        add("another format", "2026-11-22");
      }
      return breakages;
    case "paise":
    case "integer":
      add("a fraction", 1.5, true);
      add("infinity", new RawNumber("1e400", Number.POSITIVE_INFINITY), true);
      add("a numeric string", "1", true);
      add("minus infinity", new RawNumber("-1e400", Number.NEGATIVE_INFINITY));
      add("beyond the safe integers", 2 ** 53);
      add("null", null);
      if (field.kind === "integer") {
        add("beyond an integer column", 2 ** 31, true);
        add("negative", -1);
      }
      return breakages;
    case "literal":
      add("another value", "NOT-A-VALUE\u0000", true);
      add("an object", {}, true);
      add("null", null);
      return breakages;
    case "boolean":
      add("a string", "true", true);
      add("a number", 1);
      add("null", null);
      return breakages;
  }
}

/** `value` with the field at `path` set to `replacement` (or left out with {@link MISSING}); containers copied. */
export function withField(value: unknown, path: FieldPath, replacement: unknown): unknown {
  const [head, ...rest] = path;
  if (head === undefined) return replacement;
  if (Array.isArray(value)) {
    const copy: unknown[] = [...value];
    if (rest.length === 0 && replacement === MISSING) copy.splice(head as number, 1);
    else copy[head as number] = withField(copy[head as number], rest, replacement);
    return copy;
  }
  const copy: Record<string, unknown> = { ...(value as Record<string, unknown>) };
  if (rest.length === 0 && replacement === MISSING) delete copy[head];
  else copy[head] = withField(copy[head], rest, replacement);
  return copy;
}

/** `value` with the record entry at `path` (its last key) moved to the key `key`. */
export function withKey(value: unknown, path: FieldPath, key: string): unknown {
  const [head, ...rest] = path;
  if (head === undefined) return value;
  if (Array.isArray(value)) {
    const copy: unknown[] = [...value];
    copy[head as number] = withKey(copy[head as number], rest, key);
    return copy;
  }
  const copy: Record<string, unknown> = { ...(value as Record<string, unknown>) };
  if (rest.length === 0) {
    const member = copy[head];
    delete copy[head];
    copy[key] = member;
  } else {
    copy[head] = withKey(copy[head], rest, key);
  }
  return copy;
}

/** The value with every {@link RawNumber} replaced by the number it stands for (what `JSON.parse` gives). */
export function parsedValue(value: unknown): unknown {
  if (value instanceof RawNumber) return value.value;
  if (Array.isArray(value)) return value.map(parsedValue);
  if (value !== null && typeof value === "object") {
    return Object.fromEntries(Object.entries(value).map(([key, member]) => [key, parsedValue(member)]));
  }
  return value;
}

/** The JSON text of a value, each {@link RawNumber} written as its text. */
export function jsonText(value: unknown): string {
  const raws: string[] = [];
  const text = JSON.stringify(value, (_key, member: unknown) => {
    if (!(member instanceof RawNumber)) return member;
    raws.push(member.text);
    return `__raw_number_${String(raws.length - 1)}__`;
  });
  return text.replace(/"__raw_number_(\d+)__"/g, (_match, index: string) => raws[Number(index)] ?? "null");
}

/** How the schema's own decoder reports a field: `["feedback"][0]["qid"]`. */
export function pathText(path: FieldPath): string {
  return path.map((part) => `[${typeof part === "number" ? String(part) : JSON.stringify(part)}]`).join("");
}
