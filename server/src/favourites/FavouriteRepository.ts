import type { Queryable } from "../kernel/db/Database";

/** One favourite transaction with what the list shows: the payee's name and IFSC, and its beneficiary's state. */
export interface FavouriteRow {
  readonly ref_id: number;
  readonly network: "IFT" | "IFTWB" | "NEFT" | "RTGS";
  readonly from_account: string;
  readonly to_account: string;
  readonly amount_paise: number;
  readonly trans_comment: string;
  readonly trans_to_comment: string;
  readonly dashboard_position: number | null;
  readonly beneficiary_id: number | null;
  readonly ben_name: string;
  readonly ben_ifsc: string;
  readonly ben_mobile: string | null;
  /** Whether the payee can still be paid: an ACTIVE beneficiary, or for an own-account transfer an open account of the customer. */
  readonly payee_active: boolean;
}

/** A stored payment as a favourite copies it. */
export interface PaymentForFavourite {
  readonly reference: string;
  readonly network: "IFT" | "IFTWB" | "NEFT" | "RTGS";
  readonly status: string;
  readonly from_account: string;
  readonly beneficiary_id: number | null;
  readonly to_account: string;
  readonly amount_paise: number;
  readonly remarks: string;
  /** The narration the payee's statement shows. */
  readonly payee_narration: string;
}

const SELECT_FAVOURITES = `
  SELECT f.ref_id, f.network, f.from_account, f.to_account, f.amount_paise, f.trans_comment,
         f.trans_to_comment, f.dashboard_position, f.beneficiary_id,
         COALESCE(b.name, p.to_name, own.product_name, '') AS ben_name,
         COALESCE(b.ifsc, p.to_ifsc, '') AS ben_ifsc,
         b.mobile AS ben_mobile,
         CASE WHEN f.network = 'IFT' THEN own.account_number IS NOT NULL
              ELSE COALESCE(b.status = 'ACTIVE', FALSE) END AS payee_active
    FROM favourite_transactions f
    LEFT JOIN beneficiaries b ON b.id = f.beneficiary_id AND b.customer_id = f.customer_id
    LEFT JOIN payments p ON p.reference = f.payment_reference
    LEFT JOIN LATERAL (
      SELECT a.account_number, a.product_name
        FROM account_holders h JOIN accounts a ON a.account_number = h.account_number
       WHERE h.customer_id = f.customer_id AND a.account_number = f.to_account AND a.status <> 4
    ) own ON TRUE`;

/** The favourite transactions of a customer (`favourite_transactions`, migration 0015). */
export class FavouriteRepository {
  constructor(private readonly db: Queryable) {}

  /** The customer id of `username`. */
  async customerIdOf(username: string): Promise<string> {
    const rows = await this.db.query<{ customer_id: string }>(
      "SELECT customer_id FROM users WHERE username = $1",
      [username],
    );
    const row = rows[0];
    if (row === undefined) throw new Error(`No user ${username}.`);
    return row.customer_id;
  }

  /** Holds the customer's row until the transaction ends, so two changes of one list run one after the other. */
  async lockCustomer(customerId: string): Promise<void> {
    await this.db.query("SELECT id FROM customers WHERE id = $1 FOR UPDATE", [customerId]);
  }

  /** The customer's favourites: the dashboard's in their order first, then the others newest first. */
  async list(customerId: string): Promise<FavouriteRow[]> {
    return this.db.query<FavouriteRow>(
      `${SELECT_FAVOURITES}
        WHERE f.customer_id = $1
        ORDER BY f.dashboard_position ASC NULLS LAST, f.created_at DESC, f.ref_id DESC`,
      [customerId],
    );
  }

  /** One favourite of the customer, or null (someone else's is null too). */
  async find(customerId: string, refId: string): Promise<FavouriteRow | null> {
    const rows = await this.db.query<FavouriteRow>(
      `${SELECT_FAVOURITES} WHERE f.customer_id = $1 AND f.ref_id = $2::bigint`,
      [customerId, refId],
    );
    return rows[0] ?? null;
  }

  /** How many favourites the customer keeps. */
  async count(customerId: string): Promise<number> {
    const rows = await this.db.query<{ n: number }>(
      "SELECT COUNT(*)::int AS n FROM favourite_transactions WHERE customer_id = $1",
      [customerId],
    );
    return rows[0]?.n ?? 0;
  }

  /** One of the customer's own payments by its reference, or null (someone else's is null too). */
  async ownPayment(customerId: string, reference: string): Promise<PaymentForFavourite | null> {
    const rows = await this.db.query<PaymentForFavourite>(
      `SELECT reference, network, status, from_account, beneficiary_id, to_account, amount_paise, remarks,
              payee_narration
         FROM payments WHERE customer_id = $1 AND reference = $2`,
      [customerId, reference],
    );
    return rows[0] ?? null;
  }

  /** Whether the same payment (network, from, to, amount) is already a favourite of the customer. */
  async hasSame(customerId: string, payment: PaymentForFavourite): Promise<boolean> {
    const rows = await this.db.query<{ ref_id: number }>(
      `SELECT ref_id FROM favourite_transactions
        WHERE customer_id = $1 AND network = $2 AND from_account = $3 AND to_account = $4 AND amount_paise = $5`,
      [customerId, payment.network, payment.from_account, payment.to_account, payment.amount_paise],
    );
    return rows.length > 0;
  }

  /** Keeps `payment` as a favourite; returns its `ref_id`. */
  async add(customerId: string, payment: PaymentForFavourite, at: Date): Promise<number> {
    const rows = await this.db.query<{ ref_id: number }>(
      `INSERT INTO favourite_transactions
         (customer_id, network, from_account, beneficiary_id, to_account, amount_paise, trans_comment,
          trans_to_comment, payment_reference, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) RETURNING ref_id`,
      [
        customerId,
        payment.network,
        payment.from_account,
        payment.beneficiary_id,
        payment.to_account,
        payment.amount_paise,
        payment.remarks,
        payment.payee_narration === "" ? payment.remarks : payment.payee_narration,
        payment.reference,
        at,
      ],
    );
    const row = rows[0];
    if (row === undefined) throw new Error("The favourite was not stored.");
    return row.ref_id;
  }

  /** Deletes one favourite of the customer; false when the customer has none with that id. */
  async delete(customerId: string, refId: string): Promise<boolean> {
    const rows = await this.db.query<{ ref_id: number }>(
      "DELETE FROM favourite_transactions WHERE customer_id = $1 AND ref_id = $2::bigint RETURNING ref_id",
      [customerId, refId],
    );
    return rows.length > 0;
  }

  /** Which of `refIds` are favourites of another customer (an attempt to reach them is audited). */
  async othersOf(customerId: string, refIds: readonly string[]): Promise<string[]> {
    if (refIds.length === 0) return [];
    const rows = await this.db.query<{ ref_id: number }>(
      "SELECT ref_id FROM favourite_transactions WHERE customer_id <> $1 AND ref_id = ANY($2::bigint[])",
      [customerId, refIds],
    );
    return rows.map((row) => String(row.ref_id));
  }

  /** Whether `reference` is a payment of another customer (an attempt to reach it is audited). */
  async isOthersPayment(customerId: string, reference: string): Promise<boolean> {
    const rows = await this.db.query<{ reference: string }>(
      "SELECT reference FROM payments WHERE customer_id <> $1 AND reference = $2",
      [customerId, reference],
    );
    return rows.length > 0;
  }

  /** Which of `refIds` are favourites of the customer. */
  async owned(customerId: string, refIds: readonly string[]): Promise<Set<string>> {
    if (refIds.length === 0) return new Set();
    const rows = await this.db.query<{ ref_id: number }>(
      "SELECT ref_id FROM favourite_transactions WHERE customer_id = $1 AND ref_id = ANY($2::bigint[])",
      [customerId, refIds],
    );
    return new Set(rows.map((row) => String(row.ref_id)));
  }

  /** Shows `refIds` on the dashboard in this order and no other favourite of the customer. */
  async setDashboard(customerId: string, refIds: readonly string[]): Promise<void> {
    await this.db.query(
      "UPDATE favourite_transactions SET dashboard_position = NULL WHERE customer_id = $1 AND dashboard_position IS NOT NULL",
      [customerId],
    );
    for (const [index, refId] of refIds.entries()) {
      await this.db.query(
        "UPDATE favourite_transactions SET dashboard_position = $3 WHERE customer_id = $1 AND ref_id = $2::bigint",
        [customerId, refId, index + 1],
      );
    }
  }
}
