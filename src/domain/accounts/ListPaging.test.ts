import { describe, expect, it } from "vitest";
import fc from "fast-check";
import {
  ACCOUNT_LIST_PAGER_HIDDEN_AT,
  DEPOSIT_NICKNAME_PAGER_HIDDEN_AT,
  OTHER_LIST_PAGE_SIZE,
  isAccountListPagerShown,
  isPagerShown,
  pageCount,
  pageRows,
} from "./ListPaging";

describe("list pagers (spec 000 section 9)", () => {
  it("account lists hide the pager at 4 or fewer rows", () => {
    expect(isAccountListPagerShown(4, false)).toBe(false);
    expect(isAccountListPagerShown(5, false)).toBe(true);
    expect(ACCOUNT_LIST_PAGER_HIDDEN_AT).toBe(4);
  });

  it("deposit nicknames hide it at 10 or fewer", () => {
    expect(isAccountListPagerShown(10, true)).toBe(false);
    expect(isAccountListPagerShown(11, true)).toBe(true);
    expect(DEPOSIT_NICKNAME_PAGER_HIDDEN_AT).toBe(10);
  });

  it("other lists page at 5", () => {
    expect(OTHER_LIST_PAGE_SIZE).toBe(5);
    expect(pageCount(0, 5)).toBe(1);
    expect(pageCount(5, 5)).toBe(1);
    expect(pageCount(6, 5)).toBe(2);
    expect(pageRows([1, 2, 3, 4, 5, 6, 7], 2, 5)).toEqual([6, 7]);
    expect(pageRows([1, 2, 3, 4, 5, 6, 7], 1, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(pageRows([1, 2], 3, 5)).toEqual([]);
  });

  it("the pages together hold every row once, and the pager shows exactly above the threshold", () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer(), { maxLength: 60 }),
        fc.integer({ min: 1, max: 12 }),
        (rows, size) => {
          const pages = Array.from({ length: pageCount(rows.length, size) }, (_, i) =>
            pageRows(rows, i + 1, size),
          );
          expect(pages.flat()).toEqual(rows);
          expect(isPagerShown(rows.length, size)).toBe(rows.length > size);
        },
      ),
    );
  });
});
