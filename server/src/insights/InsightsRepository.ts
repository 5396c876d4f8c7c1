import type { Paise } from "../../../src/domain/money/Money";
import type { Queryable } from "../kernel/db/Database";

/** Credits and debits. */
export interface CreditDebit {
  readonly credit: Paise;
  readonly debit: Paise;
}

/** `$first, $first+1, …` placeholders for `count` values. */
function placeholders(first: number, count: number): string {
  return Array.from({ length: count }, (_, i) => `$${String(first + i)}`).join(", ");
}

/** The sums of transactions that the insights show. */
export class InsightsRepository {
  constructor(private readonly db: Queryable) {}

  /** Credits and debits of the accounts between two dates, both included (0 and 0 for no account). */
  async sums(accountNumbers: readonly string[], fromDate: string, toDate: string): Promise<CreditDebit> {
    if (accountNumbers.length === 0) return { credit: 0n, debit: 0n };
    const rows = await this.db.query<{ credit: string; debit: string }>(
      `SELECT COALESCE(SUM(amount_paise) FILTER (WHERE direction = 'CR'), 0)::text AS credit,
              COALESCE(SUM(amount_paise) FILTER (WHERE direction = 'DR'), 0)::text AS debit
         FROM transactions
        WHERE posted_on BETWEEN $1::date AND $2::date
          AND account_number IN (${placeholders(3, accountNumbers.length)})`,
      [fromDate, toDate, ...accountNumbers],
    );
    return { credit: BigInt(rows[0]?.credit ?? 0), debit: BigInt(rows[0]?.debit ?? 0) };
  }

  /** Credits and debits of the accounts between two dates per category, unordered (none for no account). */
  async sumsByCategory(
    accountNumbers: readonly string[],
    fromDate: string,
    toDate: string,
  ): Promise<Array<CreditDebit & { readonly category: string }>> {
    if (accountNumbers.length === 0) return [];
    const rows = await this.db.query<{ category: string; credit: string; debit: string }>(
      `SELECT category,
              COALESCE(SUM(amount_paise) FILTER (WHERE direction = 'CR'), 0)::text AS credit,
              COALESCE(SUM(amount_paise) FILTER (WHERE direction = 'DR'), 0)::text AS debit
         FROM transactions
        WHERE posted_on BETWEEN $1::date AND $2::date
          AND account_number IN (${placeholders(3, accountNumbers.length)})
        GROUP BY category`,
      [fromDate, toDate, ...accountNumbers],
    );
    return rows.map((row) => ({
      category: row.category,
      credit: BigInt(row.credit),
      debit: BigInt(row.debit),
    }));
  }
}
