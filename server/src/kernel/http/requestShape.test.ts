import { describe, expect, it } from "vitest";
import { ApiError } from "./ApiError";
import { MAX_REQUEST_DEPTH, checkRequestShape } from "./requestShape";

/** The refusal of `checkRequestShape(raw)`, or null when it passes. */
function refusal(raw: unknown): { status: number; code: string; statusMsg: string } | null {
  try {
    checkRequestShape(raw);
    return null;
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    return { status: error.status, code: error.code, statusMsg: error.statusMsg };
  }
}

function nested(depth: number): unknown {
  let value: unknown = "leaf";
  for (let level = 0; level < depth; level += 1) value = [value];
  return value;
}

describe("checkRequestShape", () => {
  it("passes the contract's requests: a list of objects in an object, line breaks in a comment", () => {
    expect(
      refusal({ feedback: [{ qid: "Q1", optionscore: 5 }], total: 5, comments: "Good\r\n\tthanks" }),
    ).toBeNull();
    expect(refusal([{ account_number: "10000010000011", shrt_account_names: "नमस्ते 😀" }])).toBeNull();
    expect(refusal(nested(MAX_REQUEST_DEPTH))).toBeNull();
  });

  it(`refuses a body nested deeper than ${String(MAX_REQUEST_DEPTH)} levels, however deep, without recursion`, () => {
    const message = `Invalid request: the body is nested deeper than ${String(MAX_REQUEST_DEPTH)} levels.`;
    expect(refusal(nested(MAX_REQUEST_DEPTH + 1))).toEqual({
      status: 400,
      code: "REQUEST.INVALID",
      statusMsg: message,
    });
    expect(refusal(nested(100_000))?.statusMsg).toBe(message);
  });

  it("refuses a control character or a lone surrogate in any value or key, naming where", () => {
    expect(refusal({ feedback: [{ qid: "Q\u00001" }] })?.statusMsg).toBe(
      "Invalid request: feedback[0].qid contains a control character.",
    );
    expect(refusal({ ignored: "\ud800" })?.statusMsg).toBe(
      "Invalid request: ignored contains a control character.",
    );
    expect(refusal({ bind: { "a\u0000": "x" } })?.statusMsg).toBe(
      "Invalid request: a field name in bind contains a control character.",
    );
    expect(refusal("\u007f")?.statusMsg).toBe("Invalid request: the body contains a control character.");
  });
});
