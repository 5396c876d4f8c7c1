import type {
  Beneficiary,
  BeneficiaryStatus,
  BeneficiaryTypeCode,
  IfscBranch,
} from "../../../src/adapters/rib/contract/beneficiary";
import { maskAccountNumber, type BeneficiaryAccountType } from "../../../src/domain/beneficiary/Beneficiary";
import type { Paise } from "../../../src/domain/money/Money";
import {
  newBeneficiaryCapRemaining,
  newBeneficiaryCapWindow,
} from "../../../src/domain/transfers/NewBeneficiaryCap";
import type { TransferConfig } from "../kernel/config";
import type { Queryable } from "../kernel/db/Database";

/** One row of `beneficiaries` as the repository reads it. */
export interface BeneficiaryRow {
  readonly id: number;
  readonly customer_id: string;
  readonly type: BeneficiaryTypeCode;
  readonly name: string;
  readonly nickname: string;
  readonly account_number: string;
  readonly ifsc: string;
  readonly bank_name: string;
  readonly branch_name: string;
  readonly account_type: BeneficiaryAccountType;
  readonly transfer_limit_paise: number;
  readonly email: string | null;
  readonly mobile: string | null;
  readonly status: BeneficiaryStatus;
  readonly created_at: Date;
  readonly activated_at: Date | null;
  readonly deleted_at: Date | null;
}

/** A new beneficiary, PENDING until its code. */
export interface NewBeneficiary {
  readonly customerId: string;
  readonly type: BeneficiaryTypeCode;
  readonly name: string;
  readonly nickname: string;
  readonly accountNumber: string;
  readonly ifsc: string;
  readonly bankName: string;
  readonly branchName: string;
  readonly accountType: BeneficiaryAccountType;
  readonly transferLimitPaise: Paise;
  readonly email: string | null;
  readonly mobile: string | null;
  readonly createdAt: Date;
}

/** An open savings or current account of the bank, with its primary holder's name and its branch. */
export interface InBankAccount {
  readonly account_number: string;
  readonly account_group: string;
  readonly account_type: string;
  readonly holder_name: string;
  readonly ifsc: string;
  readonly branch_name: string;
}

const COLUMNS = `id, customer_id, type, name, nickname, account_number, ifsc, bank_name, branch_name, account_type,
  transfer_limit_paise, email, mobile, status, created_at, activated_at, deleted_at`;

/**
 * The end of a beneficiary's cooling-off period while it is still ahead of `now`, else null: the
 * `hours` after activation in which the payments cap it (the payments' `newBeneficiaryHours`, the
 * same figure the payment check enforces), by the domain's window (`newBeneficiaryCapWindow`) the
 * payment check counts with, so the list shows what a payment meets.
 */
export function coolingOffUntil(activatedAt: Date | null, now: Date, hours: number): Date | null {
  const window = newBeneficiaryCapWindow(
    activatedAt === null ? null : new Date(activatedAt).getTime(),
    now.getTime(),
    hours,
  );
  return window === null ? null : new Date(window.untilMs);
}

/** The new-beneficiary cap of a beneficiary at one instant, while it applies. */
export interface NewBeneficiaryCapLeft {
  /** When the cap stops applying (the list's `coolingOffUntil`), epoch milliseconds. */
  readonly untilMs: number;
  /** What the beneficiary may still be paid in all until then (never below 0). */
  readonly remaining: Paise;
}

/**
 * The new-beneficiary cap of `beneficiary` at `now` (null when none applies): the domain's window
 * (`newBeneficiaryCapWindow` over the payments' `newBeneficiaryHours`) and what is left of the
 * configured cap after its payments, made or waiting, since the window's count-from instant. The
 * lists answer it and the payment check enforces it, so what the screen says is what a payment
 * meets. A payment runs it under the customer's row lock.
 */
export async function newBeneficiaryCapLeft(
  db: Queryable,
  beneficiary: { readonly id: number | string; readonly activated_at: Date | string | null },
  now: Date,
  config: Pick<TransferConfig, "newBeneficiaryHours" | "newBeneficiaryCapPaise">,
): Promise<NewBeneficiaryCapLeft | null> {
  const window = newBeneficiaryCapWindow(
    beneficiary.activated_at === null ? null : new Date(beneficiary.activated_at).getTime(),
    now.getTime(),
    config.newBeneficiaryHours,
  );
  if (window === null) return null;
  const [row] = await db.query<{ paid: number | string }>(
    `SELECT coalesce(sum(amount_paise), 0) AS paid FROM payments
      WHERE beneficiary_id = $1 AND created_at >= $2 AND status IN ('COMPLETED', 'AWAITING_CONFIRMATION')`,
    [beneficiary.id, new Date(window.countFromMs)],
  );
  return {
    untilMs: window.untilMs,
    remaining: newBeneficiaryCapRemaining(config.newBeneficiaryCapPaise, BigInt(row?.paid ?? 0)),
  };
}

/** A row as the lists answer it (spec 001 section 3), with its new-beneficiary cap ({@link newBeneficiaryCapLeft}). */
export function toBeneficiary(row: BeneficiaryRow, cap: NewBeneficiaryCapLeft | null): Beneficiary {
  return {
    sequence: String(row.id),
    name: row.name,
    nickName: row.nickname,
    accountNumber: row.account_number,
    rnBenAcctNo: maskAccountNumber(row.account_number),
    ifsc: row.ifsc,
    bankName: row.bank_name,
    branch: row.branch_name,
    tranferLimit: BigInt(row.transfer_limit_paise),
    type: Number(row.type) as BeneficiaryTypeCode,
    emailId: row.email,
    mobileNumber: row.mobile,
    accountType: Number(row.account_type) as BeneficiaryAccountType,
    status: row.status,
    createdAt: new Date(row.created_at).toISOString(),
    activatedAt: row.activated_at === null ? null : new Date(row.activated_at).toISOString(),
    coolingOffUntil: cap === null ? null : new Date(cap.untilMs).toISOString(),
    coolingOffRemaining: cap === null ? null : cap.remaining,
  };
}

interface IfscRow {
  readonly ifsc: string;
  readonly bank_name: string;
  readonly branch_name: string;
  readonly address: string;
  readonly city: string;
  readonly district: string;
  readonly state: string;
  readonly neft_enabled: boolean;
  readonly rtgs_enabled: boolean;
}

function toBranch(row: IfscRow): IfscBranch {
  return {
    ifsc: row.ifsc,
    bankName: row.bank_name,
    branch: row.branch_name,
    address: row.address,
    city: row.city,
    district: row.district,
    state: row.state,
    neftEnabled: row.neft_enabled,
    rtgsEnabled: row.rtgs_enabled,
  };
}

/** The IFSC search's criteria, already checked for their lengths. */
export interface IfscCriteria {
  readonly ifsc?: string;
  readonly bankName?: string;
  readonly state?: string;
  readonly city?: string;
  readonly branch?: string;
}

/** A LIKE pattern that matches `text` literally (its `%`, `_` and `\` escaped). */
function literal(text: string): string {
  return text.replace(/[\\%_]/gu, (c) => `\\${c}`);
}

/** Reads and writes beneficiaries, the IFSC and payee-name directories and the name enquiry's uses. */
export class BeneficiaryRepository {
  constructor(private readonly db: Queryable) {}

  /** The customer id of a user id (null when none). */
  async customerOf(username: string): Promise<{ id: string; mobile: string } | null> {
    const rows = await this.db.query<{ id: string; mobile: string }>(
      "SELECT c.id, c.mobile FROM users u JOIN customers c ON c.id = u.customer_id WHERE u.username = $1",
      [username],
    );
    return rows[0] ?? null;
  }

  /** The customer's beneficiary `id` in any status (null when absent or another customer's); `lock` locks the row. */
  async find(customerId: string, id: string, lock = false): Promise<BeneficiaryRow | null> {
    const rows = await this.db.query<BeneficiaryRow>(
      `SELECT ${COLUMNS} FROM beneficiaries WHERE id = $1::bigint AND customer_id = $2${lock ? " FOR UPDATE" : ""}`,
      [id, customerId],
    );
    return rows[0] ?? null;
  }

  /** The customer's beneficiaries in `statuses`, of `type` when given, by nickname. */
  async list(
    customerId: string,
    statuses: readonly BeneficiaryStatus[],
    type?: BeneficiaryTypeCode,
  ): Promise<BeneficiaryRow[]> {
    return this.db.query<BeneficiaryRow>(
      `SELECT ${COLUMNS} FROM beneficiaries
        WHERE customer_id = $1 AND status = ANY($2::text[]) AND ($3::smallint IS NULL OR type = $3::smallint)
        ORDER BY lower(nickname), id`,
      [customerId, statuses, type ?? null],
    );
  }

  /** Whether the customer has a live (not deleted) beneficiary of this payee account. */
  async hasLive(customerId: string, accountNumber: string, ifsc: string): Promise<boolean> {
    const rows = await this.db.query<{ id: number }>(
      `SELECT id FROM beneficiaries
        WHERE customer_id = $1 AND account_number = $2 AND ifsc = $3 AND status <> 'DELETED' LIMIT 1`,
      [customerId, accountNumber, ifsc],
    );
    return rows.length > 0;
  }

  /** Inserts a PENDING beneficiary; answers its id. */
  async insert(row: NewBeneficiary): Promise<number> {
    const rows = await this.db.query<{ id: number }>(
      `INSERT INTO beneficiaries (customer_id, type, name, nickname, account_number, ifsc, bank_name, branch_name,
         account_type, transfer_limit_paise, email, mobile, status, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, 'PENDING', $13) RETURNING id`,
      [
        row.customerId,
        row.type,
        row.name,
        row.nickname,
        row.accountNumber,
        row.ifsc,
        row.bankName,
        row.branchName,
        row.accountType,
        row.transferLimitPaise,
        row.email,
        row.mobile,
        row.createdAt,
      ],
    );
    const id = rows[0]?.id;
    if (id === undefined) throw new Error("The beneficiary was not inserted.");
    return Number(id);
  }

  /** Activates a pending beneficiary at `at` (its cooling-off starts). */
  async activate(id: number, at: Date): Promise<void> {
    await this.db.query(
      "UPDATE beneficiaries SET status = 'ACTIVE', activated_at = $2 WHERE id = $1 AND status = 'PENDING'",
      [id, at],
    );
  }

  /** Marks a beneficiary DELETED at `at`; the row stays for the payments that name it. */
  async markDeleted(id: number, at: Date): Promise<void> {
    await this.db.query("UPDATE beneficiaries SET status = 'DELETED', deleted_at = $2 WHERE id = $1", [
      id,
      at,
    ]);
  }

  /** Changes a beneficiary's nickname and transfer limit. */
  async update(id: number, nickname: string, transferLimitPaise: Paise): Promise<void> {
    await this.db.query("UPDATE beneficiaries SET nickname = $2, transfer_limit_paise = $3 WHERE id = $1", [
      id,
      nickname,
      transferLimitPaise,
    ]);
  }

  /** An open savings or current account of the bank (null when absent, closed or another kind). */
  async openInBankAccount(accountNumber: string): Promise<InBankAccount | null> {
    const rows = await this.db.query<InBankAccount>(
      `SELECT a.account_number, a.account_group, a.account_type,
              btrim(c.first_name || ' ' || c.last_name) AS holder_name, b.ifsc, b.name AS branch_name
         FROM accounts a
         JOIN account_holders h ON h.account_number = a.account_number AND h.role = 'primary'
         JOIN customers c ON c.id = h.customer_id
         JOIN branches b ON b.code = a.branch_code
        WHERE a.account_number = $1 AND a.closed_on IS NULL AND a.status <> 4
          AND a.account_group IN ('SAV', 'DDA')`,
      [accountNumber],
    );
    return rows[0] ?? null;
  }

  /** Whether the customer holds the account (as primary or joint holder). */
  async holds(customerId: string, accountNumber: string): Promise<boolean> {
    const rows = await this.db.query<{ n: number }>(
      "SELECT 1 AS n FROM account_holders WHERE customer_id = $1 AND account_number = $2",
      [customerId, accountNumber],
    );
    return rows.length > 0;
  }

  /** A branch of the IFSC directory (null when the code is not in it). */
  async branch(ifsc: string): Promise<IfscBranch | null> {
    const rows = await this.db.query<IfscRow>("SELECT * FROM ifsc_directory WHERE ifsc = $1", [ifsc]);
    const row = rows[0];
    return row === undefined ? null : toBranch(row);
  }

  /** One page of the IFSC search and the total number of matches. */
  async searchIfsc(
    criteria: IfscCriteria,
    page: number,
    pageSize: number,
  ): Promise<{ rows: IfscBranch[]; total: number }> {
    const where: string[] = [];
    const params: unknown[] = [];
    const add = (sql: (n: string) => string, value: string | undefined) => {
      if (value === undefined) return;
      params.push(value);
      where.push(sql(`$${String(params.length)}`));
    };
    add((n) => `ifsc ILIKE ${n} || '%'`, criteria.ifsc === undefined ? undefined : literal(criteria.ifsc));
    add(
      (n) => `bank_name ILIKE '%' || ${n} || '%'`,
      criteria.bankName === undefined ? undefined : literal(criteria.bankName),
    );
    add((n) => `lower(state) = lower(${n})`, criteria.state);
    add(
      (n) => `city ILIKE '%' || ${n} || '%'`,
      criteria.city === undefined ? undefined : literal(criteria.city),
    );
    add(
      (n) => `branch_name ILIKE '%' || ${n} || '%'`,
      criteria.branch === undefined ? undefined : literal(criteria.branch),
    );
    const clause = where.length === 0 ? "" : `WHERE ${where.join(" AND ")}`;
    const counted = await this.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM ifsc_directory ${clause}`,
      params,
    );
    const rows = await this.db.query<IfscRow>(
      `SELECT * FROM ifsc_directory ${clause} ORDER BY bank_name, state, city, branch_name, ifsc
        LIMIT ${String(pageSize)} OFFSET ${String((page - 1) * pageSize)}`,
      params,
    );
    return { rows: rows.map(toBranch), total: counted[0]?.n ?? 0 };
  }

  /** The banks and the states of the IFSC directory, sorted. */
  async directoryOptions(): Promise<{ banks: string[]; states: string[] }> {
    const banks = await this.db.query<{ v: string }>(
      "SELECT DISTINCT bank_name AS v FROM ifsc_directory ORDER BY bank_name",
    );
    const states = await this.db.query<{ v: string }>(
      "SELECT DISTINCT state AS v FROM ifsc_directory ORDER BY state",
    );
    return { banks: banks.map((r) => r.v), states: states.map((r) => r.v) };
  }

  /** The holder's name the payee's bank answers for an account (null when it knows none). */
  async payeeName(ifsc: string, accountNumber: string): Promise<string | null> {
    const rows = await this.db.query<{ holder_name: string }>(
      "SELECT holder_name FROM payee_name_directory WHERE ifsc = $1 AND account_number = $2",
      [ifsc, accountNumber],
    );
    return rows[0]?.holder_name ?? null;
  }

  /** When the customer last used the name enquiry (null: never). */
  async lastNameEnquiry(customerId: string): Promise<Date | null> {
    const rows = await this.db.query<{ last_at: Date }>(
      "SELECT last_at FROM name_enquiry_uses WHERE customer_id = $1",
      [customerId],
    );
    const at = rows[0]?.last_at;
    return at === undefined ? null : new Date(at);
  }

  /**
   * Records a use of the name enquiry at `at` when the last one was at least `waitMs` before it, in
   * one statement (two enquiries at once: one wins); answers whether it was recorded.
   */
  async claimNameEnquiry(customerId: string, at: Date, waitMs: number): Promise<boolean> {
    const rows = await this.db.query<{ customer_id: string }>(
      `INSERT INTO name_enquiry_uses (customer_id, last_at) VALUES ($1, $2)
       ON CONFLICT (customer_id) DO UPDATE SET last_at = EXCLUDED.last_at
         WHERE name_enquiry_uses.last_at <= $3
       RETURNING customer_id`,
      [customerId, at, new Date(at.getTime() - waitMs)],
    );
    return rows.length > 0;
  }
}
