import type { Queryable } from "../kernel/db/Database";

/** The nicknames of a customer's accounts (the writes inside `tx`, one customer at a time). */
export class NicknameRepository {
  constructor(private readonly db: Queryable) {}

  /** Locks the customer's row until the transaction ends, so two nickname changes cannot both pass the duplicate check. */
  async lockCustomer(customerId: string): Promise<void> {
    await this.db.query("SELECT id FROM customers WHERE id = $1 FOR UPDATE", [customerId]);
  }

  /** The accounts of the customer that have a nickname that is not blank, with it. */
  async existing(customerId: string): Promise<Array<{ account_number: string; nickname: string }>> {
    return this.db.query<{ account_number: string; nickname: string }>(
      `SELECT a.account_number, a.nickname FROM accounts a JOIN account_holders h ON h.account_number = a.account_number
        WHERE h.customer_id = $1 AND a.nickname IS NOT NULL AND btrim(a.nickname) <> ''`,
      [customerId],
    );
  }

  /** Sets the nickname of an account. */
  async set(accountNumber: string, nickname: string): Promise<void> {
    await this.db.query("UPDATE accounts SET nickname = $2 WHERE account_number = $1", [
      accountNumber,
      nickname,
    ]);
  }
}
