import type { Queryable } from "../kernel/db/Database";

/** A saved widget or favourite of a customer: whether it is shown and its place. */
export interface SavedItemRow {
  readonly kind: "WIDGET" | "FAVOURITE";
  readonly item_id: string;
  readonly is_added: boolean;
  readonly position: number;
}

/** The dates and amounts of a customer's open account that the widgets' alerts and events need. */
export interface CustomerAccountRow {
  readonly account_number: string;
  readonly account_group: string;
  readonly account_type: string;
  readonly product_name: string;
  readonly maturity_date: string | null;
  readonly maturity_paise: number | null;
  readonly emi_paise: number | null;
  readonly payment_due_on: string | null;
}

/** The dashboard's settings per customer and the data of its widgets. */
export class DashboardRepository {
  constructor(private readonly db: Queryable) {}

  /** The widgets and favourites `username` has saved (none: the defaults apply). */
  async savedItems(username: string): Promise<SavedItemRow[]> {
    return this.db.query<SavedItemRow>(
      "SELECT kind, item_id, is_added, position FROM dashboard_items WHERE username = $1",
      [username],
    );
  }

  /** Forgets every saved widget and favourite of `username` (back to the defaults). */
  async clearItems(username: string): Promise<void> {
    await this.db.query("DELETE FROM dashboard_items WHERE username = $1", [username]);
  }

  /** Saves one widget or favourite of `username`. */
  async addItem(username: string, item: SavedItemRow): Promise<void> {
    await this.db.query(
      "INSERT INTO dashboard_items (username, kind, item_id, is_added, position) VALUES ($1, $2, $3, $4, $5)",
      [username, item.kind, item.item_id, item.is_added, item.position],
    );
  }

  /** The accounts of `username`'s customer that are not closed, with their maturity and instalment. */
  async openAccounts(username: string): Promise<CustomerAccountRow[]> {
    return this.db.query<CustomerAccountRow>(
      `SELECT a.account_number, a.account_group, a.account_type, a.product_name,
              to_char(a.maturity_date, 'YYYY-MM-DD') AS maturity_date, a.maturity_paise, a.emi_paise,
              to_char(a.payment_due_on, 'YYYY-MM-DD') AS payment_due_on
         FROM users u
         JOIN account_holders h ON h.customer_id = u.customer_id
         JOIN accounts a ON a.account_number = h.account_number
        WHERE u.username = $1 AND a.status <> 4`,
      [username],
    );
  }

  /** When `username`'s sign-in password expires and whether the secure image pop-up is due (null: no such user). */
  async passwordExpiry(
    username: string,
  ): Promise<{ readonly login_pwd_expiry: string | null; readonly security_image_popup: boolean } | null> {
    const rows = await this.db.query<{ login_pwd_expiry: string | null; security_image_popup: boolean }>(
      `SELECT to_char(login_pwd_expiry, 'YYYY-MM-DD') AS login_pwd_expiry, security_image_popup
         FROM users WHERE username = $1`,
      [username],
    );
    return rows[0] ?? null;
  }
}
