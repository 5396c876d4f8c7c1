import { Result, Schema } from "effect";
import { invalidRequest } from "./ApiError";

/** Decodes a request value with a contract schema, or throws 400 `REQUEST.INVALID` naming the field. */
export function decodeRequest<T>(schema: Schema.ConstraintDecoder<T>, value: unknown): T {
  const result = Schema.decodeUnknownResult(schema)(value, { onExcessProperty: "ignore" });
  if (Result.isFailure(result)) {
    const message = String(result.failure.message).replace(/\s+/g, " ").trim();
    throw invalidRequest(`Invalid request: ${message}`);
  }
  return result.success;
}
