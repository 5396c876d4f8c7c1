import type { Context } from "hono";
import { audit } from "../auth/audit";
import type { Clock } from "../clock";
import type { Queryable } from "../db/Database";
import { ApiError } from "../http/ApiError";
import type { AppEnv } from "../http/context";
import { OwnedAccountRepository, type OwnedAccount } from "./OwnedAccountRepository";

/** One account of the signed-in customer, with the customer's place on it (read by `OwnedAccountRepository`). */
export type { OwnedAccount };

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
  const row = await new OwnedAccountRepository(db).findOwned(username, accountNumber);
  if (row === null) {
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
