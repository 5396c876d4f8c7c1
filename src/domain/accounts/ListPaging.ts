/** Rows at or below which an account list hides its pager (spec 000 section 9). */
export const ACCOUNT_LIST_PAGER_HIDDEN_AT = 4;

/** Rows at or below which the deposit nickname list hides its pager (spec 000 section 9). */
export const DEPOSIT_NICKNAME_PAGER_HIDDEN_AT = 10;

/** Page size of the other lists (spec 000 section 9: "Other lists paginate at 5"). */
export const OTHER_LIST_PAGE_SIZE = 5;

/** Whether a list shows its pager: only with more rows than `hiddenAt`. */
export function isPagerShown(rowCount: number, hiddenAt: number): boolean {
  return rowCount > hiddenAt;
}

/** Whether an account list shows its pager: hidden at 4 or fewer rows, at 10 or fewer for deposit nicknames (spec 000 section 9). */
export function isAccountListPagerShown(rowCount: number, isDepositNicknameList: boolean): boolean {
  return isPagerShown(
    rowCount,
    isDepositNicknameList ? DEPOSIT_NICKNAME_PAGER_HIDDEN_AT : ACCOUNT_LIST_PAGER_HIDDEN_AT,
  );
}

/** The number of pages for a row count and page size (at least one page, also when empty). */
export function pageCount(rowCount: number, pageSize: number): number {
  return Math.max(1, Math.ceil(rowCount / pageSize));
}

/** The rows of a 1-based page; a page beyond the last is empty. */
export function pageRows<T>(rows: readonly T[], page: number, pageSize: number): readonly T[] {
  return rows.slice((page - 1) * pageSize, page * pageSize);
}
