import type { Paise } from "../../../src/domain/money/Money";
import type { Queryable } from "../kernel/db/Database";

/** One payment as the fund-transfer enquiry lists it. */
export interface EnquiryPaymentRow {
  readonly reference: string;
  readonly date: string;
  readonly from_account: string;
  readonly amount_paise: number;
  readonly charges_paise: number;
  readonly to_account: string;
  readonly to_name: string;
  readonly to_ifsc: string;
  readonly network: "IFT" | "IFTWB" | "NEFT" | "RTGS";
  readonly status: "AWAITING_CONFIRMATION" | "COMPLETED" | "CANCELLED" | "REJECTED" | "RETURNED";
  readonly clearing_status: string | null;
  readonly error_code: string | null;
}

/** The search of the enquiry as the repository runs it (dates yyyy-MM-dd). */
export interface EnquiryFilter {
  readonly fromDate: string | null;
  readonly toDate: string | null;
  readonly fromAmount: Paise | null;
  readonly toAmount: Paise | null;
  readonly benName: string | null;
  /** The networks to find; null: every network. */
  readonly networks: readonly string[] | null;
}

/** The day a payment was made, in India. */
const PAYMENT_DAY = "(p.created_at AT TIME ZONE 'Asia/Kolkata')::date";

const WHERE = `
   WHERE p.customer_id = $1
     AND ($2::date IS NULL OR ${PAYMENT_DAY} >= $2::date)
     AND ($3::date IS NULL OR ${PAYMENT_DAY} <= $3::date)
     AND ($4::bigint IS NULL OR p.amount_paise >= $4::bigint)
     AND ($5::bigint IS NULL OR p.amount_paise <= $5::bigint)
     AND ($6::text IS NULL OR strpos(lower(p.to_name), lower($6::text)) > 0)
     AND ($7::text[] IS NULL OR p.network = ANY($7::text[]))`;

/** The customer's own payments (`payments`, migration 0015) for the fund-transfer enquiry. */
export class FtEnquiryRepository {
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

  /** Whether the customer has made any payment at all. */
  async hasAny(customerId: string): Promise<boolean> {
    const rows = await this.db.query<{ reference: string }>(
      "SELECT reference FROM payments WHERE customer_id = $1 LIMIT 1",
      [customerId],
    );
    return rows.length > 0;
  }

  private params(customerId: string, filter: EnquiryFilter): unknown[] {
    return [
      customerId,
      filter.fromDate,
      filter.toDate,
      filter.fromAmount,
      filter.toAmount,
      filter.benName,
      filter.networks === null ? null : [...filter.networks],
    ];
  }

  /** How many of the customer's payments match. */
  async count(customerId: string, filter: EnquiryFilter): Promise<number> {
    const rows = await this.db.query<{ n: number }>(
      `SELECT COUNT(*)::int AS n FROM payments p ${WHERE}`,
      this.params(customerId, filter),
    );
    return rows[0]?.n ?? 0;
  }

  /** One page of the matching payments, newest first. */
  async page(
    customerId: string,
    filter: EnquiryFilter,
    offset: number,
    limit: number,
  ): Promise<EnquiryPaymentRow[]> {
    return this.db.query<EnquiryPaymentRow>(
      `SELECT p.reference, to_char(${PAYMENT_DAY}, 'YYYY-MM-DD') AS date, p.from_account, p.amount_paise,
              p.charges_paise, p.to_account, p.to_name, p.to_ifsc, p.network, p.status, p.clearing_status,
              p.error_code
         FROM payments p ${WHERE}
        ORDER BY p.created_at DESC, p.reference DESC
        LIMIT $8 OFFSET $9`,
      [...this.params(customerId, filter), limit, offset],
    );
  }
}
