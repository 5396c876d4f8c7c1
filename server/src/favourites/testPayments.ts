import type { Queryable } from "../kernel/db/Database";

/**
 * Test data of the favourite and enquiry tests: beneficiaries and payments written straight into
 * the tables of migrations 0014 and 0015 (a completed payment gets a journal; its postings are the
 * ledger's business and not needed here). Account numbers start with 777 so they never meet the
 * demo data.
 */

/** asha's customer id, savings account and current account in the demo data. */
export const ASHA = {
  customerId: "CIF10000001",
  savings: "10000010000011",
  current: "10000020000012",
} as const;
/** ravi's customer id and savings account in the demo data. */
export const RAVI = { customerId: "CIF10000002", savings: "20000010000021" } as const;

/** Adds a beneficiary of `customerId`; returns its id. */
export async function addTestBeneficiary(
  db: Queryable,
  customerId: string,
  values: {
    readonly name: string;
    readonly account: string;
    readonly type?: 2 | 3;
    readonly status?: string;
  },
): Promise<number> {
  const status = values.status ?? "ACTIVE";
  const rows = await db.query<{ id: number }>(
    `INSERT INTO beneficiaries (customer_id, type, name, nickname, account_number, ifsc, bank_name, branch_name,
       account_type, transfer_limit_paise, status, created_at, activated_at, deleted_at)
     VALUES ($1, $2, $3, $3, $4, $5, 'Test Bank', 'Test Branch', 10, 50000000, $6, now(),
       CASE WHEN $6 = 'PENDING' THEN NULL ELSE now() END, CASE WHEN $6 = 'DELETED' THEN now() ELSE NULL END)
     RETURNING id`,
    [
      customerId,
      values.type ?? 3,
      values.name,
      values.account,
      (values.type ?? 3) === 2 ? "RIBB0000001" : "HDFC0000001",
      status,
    ],
  );
  const row = rows[0];
  if (row === undefined) throw new Error("No beneficiary.");
  return row.id;
}

/** One test payment. */
export interface TestPayment {
  readonly customerId: string;
  readonly username: string;
  readonly network: "IFT" | "IFTWB" | "NEFT" | "RTGS";
  readonly from: string;
  readonly beneficiaryId: number | null;
  readonly to: string;
  readonly toName: string;
  readonly amount: number;
  readonly charges?: number;
  readonly status?: "AWAITING_CONFIRMATION" | "COMPLETED" | "CANCELLED" | "REJECTED" | "RETURNED";
  readonly clearingStatus?: string | null;
  readonly errorCode?: string | null;
  /** When it was made (an instant). */
  readonly at: string;
  readonly remarks?: string;
}

let next = 0;

/** Writes a payment (with a journal when it completed); returns its reference. */
export async function addTestPayment(db: Queryable, payment: TestPayment): Promise<string> {
  const status = payment.status ?? "COMPLETED";
  next += 1;
  const reference = `FT9${String(Date.now() % 1_000_000).padStart(6, "0")}${String(next).padStart(3, "0")}`;
  let journalId: number | null = null;
  if (status === "COMPLETED") {
    const rows = await db.query<{ id: number }>(
      "INSERT INTO journals (kind, narration, posted_at, value_on) VALUES ('PAYMENT', $1, $2, $2::timestamptz::date) RETURNING id",
      [`Test ${reference}`, payment.at],
    );
    journalId = rows[0]?.id ?? null;
  }
  await db.query(
    `INSERT INTO payments (reference, username, customer_id, network, from_account, beneficiary_id, to_account,
       to_ifsc, to_name, amount_paise, charges_paise, remarks, status, clearing_status, error_code, journal_id,
       created_at, value_on, completed_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $17::timestamptz::date,
       CASE WHEN $13 = 'COMPLETED' THEN $17::timestamptz ELSE NULL END)`,
    [
      reference,
      payment.username,
      payment.customerId,
      payment.network,
      payment.from,
      payment.beneficiaryId,
      payment.to,
      payment.network === "NEFT" || payment.network === "RTGS" ? "HDFC0000001" : "RIBB0000001",
      payment.toName,
      payment.amount,
      payment.charges ?? 0,
      payment.remarks ?? "",
      status,
      payment.clearingStatus ?? null,
      payment.errorCode ?? null,
      journalId,
      payment.at,
    ],
  );
  return reference;
}
