/**
 * The bank's transaction categories (spec 000 section 3: `trnCateogry`, `txnCategoryID`), stable
 * ids shared by the seed, the enquiry's categorisation, the expense graph and every channel. The
 * names are the channels' translations of `category.<id>`.
 */
export const TRANSACTION_CATEGORIES = [
  "INCOME",
  "INTEREST",
  "TRANSFER",
  "RENT",
  "GROCERY",
  "FOOD",
  "SHOPPING",
  "UTILITIES",
  "TRAVEL",
  "HEALTH",
  "EDUCATION",
  "INSURANCE",
  "CASH",
  "LOAN",
  "OTHERS",
] as const;

/** One of {@link TRANSACTION_CATEGORIES}. */
export type TransactionCategory = (typeof TRANSACTION_CATEGORIES)[number];

/** Narrows a string to a {@link TransactionCategory}. */
export function isTransactionCategory(value: string): value is TransactionCategory {
  return (TRANSACTION_CATEGORIES as readonly string[]).includes(value);
}
