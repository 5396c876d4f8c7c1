import type { Queryable } from "../db/Database";

/** One account of the signed-in customer, with the customer's place on it. */
export interface OwnedAccount {
  readonly account_number: string;
  readonly account_group: string;
  readonly account_type: string;
  readonly product_name: string;
  readonly nickname: string | null;
  readonly status: number;
  readonly opened_on: string;
  readonly closed_on: string | null;
  readonly balance_paise: string;
  readonly role: "primary" | "joint";
  readonly customer_id: string;
}

/**
 * Whether an account is the customer's own: the one query the pipeline's ownership check needs,
 * below every area (the accounts area's own reads are in `AccountRepository`).
 */
export class OwnedAccountRepository {
  constructor(private readonly db: Queryable) {}

  /** `accountNumber` when `username`'s customer is one of its holders, with the role (null otherwise). */
  async findOwned(username: string, accountNumber: string): Promise<OwnedAccount | null> {
    const rows = await this.db.query<OwnedAccount>(
      `SELECT a.account_number, a.account_group, a.account_type, a.product_name, a.nickname, a.status,
              to_char(a.opened_on, 'YYYY-MM-DD') AS opened_on, to_char(a.closed_on, 'YYYY-MM-DD') AS closed_on,
              a.balance_paise::text AS balance_paise, h.role, h.customer_id
         FROM users u
         JOIN account_holders h ON h.customer_id = u.customer_id
         JOIN accounts a ON a.account_number = h.account_number
        WHERE u.username = $1 AND a.account_number = $2`,
      [username, accountNumber],
    );
    return rows[0] ?? null;
  }
}
