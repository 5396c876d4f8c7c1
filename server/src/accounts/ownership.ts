import type { Context } from "hono";
import { audit } from "../auth/audit";
import type { Clock } from "../clock";
import type { Queryable } from "../db/Database";
import { ApiError } from "../http/ApiError";
import type { AppEnv } from "../http/context";

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

/** The answer for an account number that is not the customer's: the same as for one that does not exist. */
export function accountNotFound(): ApiError {
  return new ApiError(404, "ACCOUNT.NOT_FOUND", "The account was not found.");
}

/**
 * Loads `accountNumber` when the session's user is one of its holders. Any other account number
 * (someone else's or none) is refused with 404 `ACCOUNT.NOT_FOUND`, which does not reveal whether
 * it exists, and the attempt is written to the audit log (`ACCOUNT_ACCESS`, outcome `REFUSED`).
 */
export async function requireOwnAccount(
  c: Context<AppEnv>,
  db: Queryable,
  clock: Clock,
  username: string,
  accountNumber: string,
): Promise<OwnedAccount> {
  const rows = await db.query<OwnedAccount>(
    `SELECT a.account_number, a.account_group, a.account_type, a.product_name, a.nickname, a.status,
            to_char(a.opened_on, 'YYYY-MM-DD') AS opened_on, to_char(a.closed_on, 'YYYY-MM-DD') AS closed_on,
            a.balance_paise::text AS balance_paise, h.role, h.customer_id
       FROM users u
       JOIN account_holders h ON h.customer_id = u.customer_id
       JOIN accounts a ON a.account_number = h.account_number
      WHERE u.username = $1 AND a.account_number = $2`,
    [username, accountNumber],
  );
  const row = rows[0];
  if (row === undefined) {
    await audit(db, {
      event: "ACCOUNT_ACCESS",
      username,
      ip: c.get("req").ip,
      outcome: "REFUSED",
      at: clock.now(),
    });
    throw accountNotFound();
  }
  return row;
}
