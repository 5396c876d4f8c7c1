import type { Queryable } from "../kernel/db/Database";

/** A customer of a sign-in user with the customer's branch and the user's password and sign-in dates. */
export interface CustomerRow {
  readonly id: string;
  readonly customer_code: string;
  readonly prefix: string;
  readonly first_name: string;
  readonly last_name: string;
  readonly customer_type: "R" | "NR";
  readonly birth_date: string;
  readonly mobile: string;
  readonly address3: string;
  readonly address4: string;
  readonly customer_since: string;
  readonly rm_name: string;
  readonly rm_mobile: string;
  readonly branch_name: string;
  readonly branch_address2: string;
  readonly branch_address3: string;
  readonly ifsc: string;
  readonly login_pwd_expiry: string | null;
  readonly txn_pwd_expiry: string | null;
  readonly prev_login_at: Date | null;
  readonly last_fail_login_at: Date | null;
}

/** The customers of the bank and their secure image. */
export class CustomerRepository {
  constructor(private readonly db: Queryable) {}

  /** The customer of `username` with its branch (null: no such user). */
  async find(username: string): Promise<CustomerRow | null> {
    const rows = await this.db.query<CustomerRow>(
      `SELECT c.*, b.name AS branch_name, b.address2 AS branch_address2, b.address3 AS branch_address3, b.ifsc,
              u.login_pwd_expiry, u.txn_pwd_expiry, u.prev_login_at, u.last_fail_login_at
         FROM users u JOIN customers c ON c.id = u.customer_id JOIN branches b ON b.code = c.branch_code
        WHERE u.username = $1`,
      [username],
    );
    return rows[0] ?? null;
  }

  /** The customer id of `username` (null: no such user). */
  async idOf(username: string): Promise<string | null> {
    const rows = await this.db.query<{ customer_id: string }>(
      "SELECT customer_id FROM users WHERE username = $1",
      [username],
    );
    return rows[0]?.customer_id ?? null;
  }

  /** The customer's first and last name ("" for no such customer). */
  async shortName(customerId: string): Promise<string> {
    const rows = await this.db.query<{ name: string }>(
      "SELECT first_name || ' ' || last_name AS name FROM customers WHERE id = $1",
      [customerId],
    );
    return rows[0]?.name ?? "";
  }

  /** The groups of the customer's open accounts (status 0), each once, in order. */
  async openAccountGroups(customerId: string): Promise<string[]> {
    const rows = await this.db.query<{ account_group: string }>(
      `SELECT DISTINCT a.account_group FROM accounts a JOIN account_holders h ON h.account_number = a.account_number
        WHERE h.customer_id = $1 AND a.status = 0 ORDER BY a.account_group`,
      [customerId],
    );
    return rows.map((g) => g.account_group);
  }

  /** Sets the secure image and text that `username` sees at sign-in. */
  /**
   * Sets the secure image and text only while neither is set (one conditional update, so two
   * set-ups at once cannot both win); false when they were already set.
   */
  async setSecureImageIfUnset(username: string, imageId: string, secureText: string): Promise<boolean> {
    const rows = await this.db.query<{ username: string }>(
      `UPDATE users SET secure_image_id = $2, secure_text = $3
       WHERE username = $1 AND secure_image_id IS NULL AND secure_text IS NULL RETURNING username`,
      [username, imageId, secureText],
    );
    return rows.length === 1;
  }

  async setSecureImage(username: string, imageId: string, secureText: string): Promise<void> {
    await this.db.query("UPDATE users SET secure_image_id = $2, secure_text = $3 WHERE username = $1", [
      username,
      imageId,
      secureText,
    ]);
  }
}
