import type { ModeOfOperation } from "../../../src/adapters/rib/contract/accounts";
import type { OwnedAccount } from "../kernel/accounts/OwnedAccountRepository";
import type { Queryable } from "../kernel/db/Database";

/** The stored fields of an account that its list item needs, with the customer's role on it. */
export interface AccountListDbRow {
  readonly account_number: string;
  readonly account_group: string;
  readonly account_type: string;
  readonly product_name: string;
  readonly nickname: string | null;
  readonly status: number;
  readonly currency: string;
  readonly opened_on: string;
  readonly closed_on: string | null;
  readonly maturity_date: string | null;
  readonly balance_paise: string;
  readonly hold_paise: string;
  readonly role: "primary" | "joint";
  readonly holder_count: string;
  readonly has_mandate: boolean;
}

/** Every stored field of one account: the list fields, the deposit and loan terms and its branch. */
export interface AccountDetailDbRow extends AccountListDbRow {
  readonly interest_rate_bp: number;
  readonly original_paise: string | null;
  readonly maturity_paise: string | null;
  readonly term_months: number | null;
  readonly tds_paise: string | null;
  readonly auto_renew: boolean;
  readonly disbursed_on: string | null;
  readonly emi_paise: string | null;
  readonly payment_due_on: string | null;
  readonly payoff_paise: string | null;
  readonly lien_fd_number: string | null;
  readonly accrued_interest_paise: string;
  readonly mode_of_operation: ModeOfOperation;
  readonly nominee_name: string | null;
  readonly branch_name: string;
  readonly branch_address2: string;
  readonly branch_address3: string;
  readonly ifsc: string;
  readonly micr: string;
}

/**
 * The columns of {@link AccountListDbRow} except the role, for a query over `accounts a`
 * (the list and the account detail read the same ones).
 */
const ACCOUNT_LIST_COLUMNS = `a.account_number, a.account_group, a.account_type, a.product_name, a.nickname,
  a.status, a.currency, to_char(a.opened_on, 'YYYY-MM-DD') AS opened_on,
  to_char(a.closed_on, 'YYYY-MM-DD') AS closed_on, to_char(a.maturity_date, 'YYYY-MM-DD') AS maturity_date,
  a.balance_paise::text AS balance_paise, a.hold_paise::text AS hold_paise, a.has_mandate,
  (SELECT count(*) FROM account_holders x WHERE x.account_number = a.account_number)::text AS holder_count`;

/** The accounts of the bank and their holders, as the customer sees them. */
export class AccountRepository {
  constructor(private readonly db: Queryable) {}

  /** Every account of `username`'s customer (primary or joint, open or closed), by account number. */
  async listRows(username: string): Promise<AccountListDbRow[]> {
    return this.db.query<AccountListDbRow>(
      `SELECT ${ACCOUNT_LIST_COLUMNS}, h.role
         FROM users u
         JOIN account_holders h ON h.customer_id = u.customer_id
         JOIN accounts a ON a.account_number = h.account_number
        WHERE u.username = $1
        ORDER BY a.account_number`,
      [username],
    );
  }

  /** Every stored field of an owned account, with its branch and the customer's role (null: no such account). */
  async detail(owned: Pick<OwnedAccount, "account_number" | "role">): Promise<AccountDetailDbRow | null> {
    const rows = await this.db.query<AccountDetailDbRow>(
      `SELECT ${ACCOUNT_LIST_COLUMNS}, a.interest_rate_bp,
              a.original_paise::text AS original_paise, a.maturity_paise::text AS maturity_paise, a.term_months,
              a.tds_paise::text AS tds_paise, a.auto_renew, to_char(a.disbursed_on, 'YYYY-MM-DD') AS disbursed_on,
              a.emi_paise::text AS emi_paise, to_char(a.payment_due_on, 'YYYY-MM-DD') AS payment_due_on,
              a.payoff_paise::text AS payoff_paise, a.lien_fd_number,
              a.accrued_interest_paise::text AS accrued_interest_paise, a.mode_of_operation, a.nominee_name,
              b.name AS branch_name, b.address2 AS branch_address2, b.address3 AS branch_address3, b.ifsc, b.micr,
              $2::text AS role
         FROM accounts a JOIN branches b ON b.code = a.branch_code
        WHERE a.account_number = $1`,
      [owned.account_number, owned.role],
    );
    return rows[0] ?? null;
  }

  /** The full names (prefix, first and last name) of the holders of an account, in order (primary first). */
  async holderNames(accountNumber: string): Promise<string[]> {
    const rows = await this.db.query<{ name: string }>(
      `SELECT c.prefix || ' ' || c.first_name || ' ' || c.last_name AS name
         FROM account_holders h JOIN customers c ON c.id = h.customer_id
        WHERE h.account_number = $1 ORDER BY h.position`,
      [accountNumber],
    );
    return rows.map((r) => r.name);
  }
}
