import { kolkataDate, kolkataTime } from "../clock";
import type { Queryable } from "../db/Database";
import type { SmsGateway } from "../sms/SmsGateway";
import { audit } from "./audit";

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** What a security notice tells the customer (a block has its own notice, lockNotice.ts). */
export type SecurityNoticeKind =
  | "SIGN_IN_NOT_OWN_DEVICE"
  | "LOGIN_PASSWORD_CHANGED"
  | "TRANSACTION_PASSWORD_CHANGED"
  | "BOTH_PASSWORDS_CHANGED"
  | "USER_ID_CHANGED"
  | "SECURE_IMAGE_CHANGED"
  | "BENEFICIARY_ADDED"
  | "BENEFICIARY_ACTIVATED";

/** "27-Nov-2026 at 14:05 IST": when something happened, in India time as the bank's texts say it. */
export function noticeTime(at: Date): string {
  const [year, month, day] = kolkataDate(at).split("-");
  return `${day ?? ""}-${MONTHS[Number(month) - 1] ?? ""}-${year ?? ""} at ${kolkataTime(at).slice(0, 5)} IST`;
}

/** What the customer should do when it was not them: the same words in every notice. */
const IF_NOT_YOU =
  "If this was not you, call the bank at once and never share your password or codes with anyone.";

/**
 * The bank's own text of each notice (docs/DECISIONS.md D35: nothing a client sends is put into an
 * SMS). It says what happened and when, never a password, code, user id or address.
 */
export function securityNoticeText(kind: SecurityNoticeKind, at: Date): string {
  const when = noticeTime(at);
  switch (kind) {
    case "SIGN_IN_NOT_OWN_DEVICE":
      return `Your internet banking was signed in on ${when} from a device not marked as your own. ${IF_NOT_YOU}`;
    case "LOGIN_PASSWORD_CHANGED":
      return `Your internet banking login password was changed on ${when}. ${IF_NOT_YOU}`;
    case "TRANSACTION_PASSWORD_CHANGED":
      return `Your internet banking transaction password was changed on ${when}. ${IF_NOT_YOU}`;
    case "BOTH_PASSWORDS_CHANGED":
      return `Your internet banking login and transaction passwords were changed on ${when}. ${IF_NOT_YOU}`;
    case "USER_ID_CHANGED":
      return `Your internet banking user id was changed on ${when}. ${IF_NOT_YOU}`;
    case "SECURE_IMAGE_CHANGED":
      return `Your internet banking secure image and text were changed on ${when}. ${IF_NOT_YOU}`;
    case "BENEFICIARY_ADDED":
      return `A new beneficiary was added to your internet banking on ${when}. It can be paid once confirmed with a one-time code. ${IF_NOT_YOU}`;
    case "BENEFICIARY_ACTIVATED":
      return `A new beneficiary was confirmed in your internet banking on ${when} and can now be paid. ${IF_NOT_YOU}`;
  }
}

/** What {@link sendSecurityNotice} needs. */
export interface SecurityNotice {
  readonly sms: SmsGateway;
  readonly db: Queryable;
  /** The user id as it is now (after a rename, the new one). */
  readonly username: string;
  readonly kind: SecurityNoticeKind;
  readonly ip: string;
  readonly at: Date;
}

/**
 * Sends a security notice to the customer's registered mobile, after the change it reports is
 * done: it never undoes the change or blocks a sign-in, and it never rejects. A customer without a
 * registered mobile gets none (audited `NO_MOBILE`); a gateway failure is logged (its kind only,
 * never the number or the text) and audited `NOT_SENT`. Audit event `SECURITY_NOTICE`, the detail
 * the notice's kind.
 */
export async function sendSecurityNotice(notice: SecurityNotice): Promise<void> {
  const record = (outcome: string) =>
    audit(notice.db, {
      event: "SECURITY_NOTICE",
      username: notice.username,
      ip: notice.ip,
      outcome,
      at: notice.at,
      detail: notice.kind,
    });
  try {
    const rows = await notice.db.query<{ mobile: string | null }>(
      "SELECT c.mobile FROM users u JOIN customers c ON c.id = u.customer_id WHERE u.username = $1",
      [notice.username],
    );
    const mobile = rows[0]?.mobile?.trim() ?? "";
    if (mobile === "") {
      await record("NO_MOBILE");
      return;
    }
    try {
      await notice.sms.send({ to: mobile, text: securityNoticeText(notice.kind, notice.at), otp: null });
    } catch (error) {
      console.error(
        `Security notice ${notice.kind} not sent: ${error instanceof Error ? error.name : "unknown error"}`,
      );
      await record("NOT_SENT");
      return;
    }
    await record("SENT");
  } catch (error) {
    console.error(
      `Security notice ${notice.kind} not recorded: ${error instanceof Error ? error.name : "unknown error"}`,
    );
  }
}
