import type { Queryable } from "../kernel/db/Database";

/** A source account's stored fields (the customer's open SAV, DDA or RC account operable online). */
export interface SourceRow {
  readonly account_number: string;
  readonly account_group: "SAV" | "DDA" | "RC";
  readonly account_type: string;
  readonly nickname: string | null;
  readonly available: number;
  readonly maturity_date: string | null;
  readonly currency: string;
  readonly freeze_state: string;
}

/** The reads of the payment calls that sit outside a payment's own transaction. */
export class TransferRepository {
  constructor(readonly db: Queryable) {}

  /** The customer id of a user ("" when none). */
  async customerIdOf(username: string): Promise<string> {
    const [row] = await this.db.query<{ customer_id: string }>(
      "SELECT customer_id FROM users WHERE username = $1",
      [username],
    );
    return row?.customer_id ?? "";
  }

  /**
   * Whether the customer has a live beneficiary of `type` on `accountNumber` (and with id
   * `sequence` when given).
   */
  async hasBeneficiary(
    customerId: string,
    type: 2 | 3,
    sequence: string | undefined,
    accountNumber: string,
  ): Promise<boolean> {
    const rows = await this.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM beneficiaries
        WHERE customer_id = $1 AND status <> 'DELETED' AND type = $2 AND account_number = $4
          AND ($3::text IS NULL OR id = $3::bigint)`,
      [customerId, type, sequence ?? null, accountNumber],
    );
    return (rows[0]?.n ?? 0) > 0;
  }

  /** An account's freeze state. */
  async freezeState(accountNumber: string): Promise<"NONE" | "DEBIT" | "TOTAL"> {
    const [row] = await this.db.query<{ freeze_state: "NONE" | "DEBIT" | "TOTAL" }>(
      "SELECT freeze_state FROM accounts WHERE account_number = $1",
      [accountNumber],
    );
    return row?.freeze_state ?? "NONE";
  }

  /** The user's open accounts of `groups` that are not operated jointly, by number. */
  async sourceRows(username: string, groups: readonly string[]): Promise<SourceRow[]> {
    return this.db.query<SourceRow>(
      `SELECT a.account_number, a.account_group, a.account_type, a.nickname, a.balance_paise - a.hold_paise AS available,
              to_char(a.maturity_date, 'YYYY-MM-DD') AS maturity_date, a.currency, a.freeze_state
         FROM users u JOIN account_holders h ON h.customer_id = u.customer_id
         JOIN accounts a ON a.account_number = h.account_number
        WHERE u.username = $1 AND a.status = 0 AND a.account_group = ANY($2::text[]) AND a.mode_of_operation <> 'JOINT'
        ORDER BY a.account_number`,
      [username, groups],
    );
  }
}
