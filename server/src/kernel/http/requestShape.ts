import { hasControlCharacterButLineBreak } from "../../../../src/adapters/rib/contract/common";
import { invalidRequest } from "./ApiError";

/**
 * The deepest nesting a request may have. The contract's requests nest three levels (a list of
 * objects in an object); a body nested deeper is refused before anything recursive (the schema,
 * the integrity header's canonical JSON) sees it.
 */
export const MAX_REQUEST_DEPTH = 16;

/** The longest field path an error message repeats (a path is made of the sender's keys). */
const MAX_PATH_IN_MESSAGE = 80;

function pathText(path: string): string {
  if (path === "") return "the body";
  return path.length > MAX_PATH_IN_MESSAGE ? `${path.slice(0, MAX_PATH_IN_MESSAGE)}…` : path;
}

function childPath(parent: string, key: string | number): string {
  if (typeof key === "number") return `${parent}[${String(key)}]`;
  return parent === "" ? key : `${parent}.${key}`;
}

/**
 * Refuses, with 400 `REQUEST.INVALID`, a request as sent (the parsed JSON body, the form or the
 * query) that is nested deeper than {@link MAX_REQUEST_DEPTH} levels or holds a character no
 * request may hold in any key or string: a C0 control other than tab, line feed and carriage
 * return, DEL, a C1 control or a lone surrogate (the schemas refuse line breaks too where a field
 * is one line). It runs before the request is decoded, over every key and value, the ignored ones
 * included, and walks with its own stack, so no input can overflow the call stack.
 */
export function checkRequestShape(raw: unknown): void {
  const pending: { readonly value: unknown; readonly depth: number; readonly path: string }[] = [
    { value: raw, depth: 0, path: "" },
  ];
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    const { value, depth, path } = next;
    if (typeof value === "string") {
      if (hasControlCharacterButLineBreak(value)) {
        throw invalidRequest(`Invalid request: ${pathText(path)} contains a control character.`);
      }
      continue;
    }
    if (value === null || typeof value !== "object") continue;
    if (depth >= MAX_REQUEST_DEPTH) {
      throw invalidRequest(
        `Invalid request: the body is nested deeper than ${String(MAX_REQUEST_DEPTH)} levels.`,
      );
    }
    if (Array.isArray(value)) {
      value.forEach((item: unknown, index) => {
        pending.push({ value: item, depth: depth + 1, path: childPath(path, index) });
      });
      continue;
    }
    for (const [key, member] of Object.entries(value)) {
      if (hasControlCharacterButLineBreak(key)) {
        throw invalidRequest(
          `Invalid request: a field name in ${pathText(path)} contains a control character.`,
        );
      }
      pending.push({ value: member, depth: depth + 1, path: childPath(path, key) });
    }
  }
}
