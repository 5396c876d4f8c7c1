import { describe, expect, it } from "vitest";
import { TRANSACTION_CATEGORIES, isTransactionCategory } from "./TransactionCategory";

describe("transaction categories", () => {
  it("knows every listed id and nothing else", () => {
    for (const id of TRANSACTION_CATEGORIES) expect(isTransactionCategory(id)).toBe(true);
    expect(isTransactionCategory("food")).toBe(false);
    expect(isTransactionCategory("")).toBe(false);
    expect(new Set(TRANSACTION_CATEGORIES).size).toBe(TRANSACTION_CATEGORIES.length);
  });
});
