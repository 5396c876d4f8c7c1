import { kolkataDate, kolkataTime } from "../clock";
import type { Queryable } from "../db/Database";
import type { SmsGateway } from "../sms/SmsGateway";
import { audit } from "./audit";

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** The text of the lock notice: what happened, when (India time), and how the customer unlocks the id. */
export function lockNoticeText(at: Date, failures: number): string {
  const [year, month, day] = kolkataDate(at).split("-");
  const date = `${day}-${MONTHS[Number(month) - 1] ?? ""}-${year}`;
  return (
    `Your internet banking user id was locked on ${date} at ${kolkataTime(at).slice(0, 5)} IST ` +
    `after ${failures} wrong passwords. To unlock it, choose "Forgot password" on the sign-in page. ` +
    `If this was not you, no one has signed in; never share your password or codes.`
  );
}

/** What {@link sendLockNotice} needs. */
export interface LockNotice {
  readonly sms: SmsGateway;
  readonly db: Queryable;
  readonly username: string;
  readonly mobile: string;
  readonly ip: string;
  readonly at: Date;
  readonly failures: number;
}

/**
 * Tells the customer by SMS that their user id was locked by wrong passwords, once per lock (the
 * caller sends it only for the attempt whose update set the block). The sign-in's answer does not
 * wait for the gateway: a locked unknown id answers as fast as a customer's, so the time of the
 * answer does not tell them apart, and a gateway failure never changes the answer. The outcome is
 * audited (`LOCK_NOTICE`, `SENT` or `NOT_SENT`; `NO_MOBILE` for a customer without a registered
 * mobile, who gets none).
 */
export function sendLockNotice(notice: LockNotice): Promise<void> {
  const record = (outcome: string) =>
    audit(notice.db, {
      event: "LOCK_NOTICE",
      username: notice.username,
      ip: notice.ip,
      outcome,
      at: notice.at,
    });
  if (notice.mobile.trim() === "") {
    // No registered mobile: no notice, and the block stands as it is.
    return record("NO_MOBILE").catch(() => undefined);
  }
  return notice.sms
    .send({ to: notice.mobile, text: lockNoticeText(notice.at, notice.failures), otp: null })
    .then(
      () => record("SENT"),
      () => record("NOT_SENT"),
    )
    .catch((error: unknown) => {
      console.error(`Lock notice not recorded: ${error instanceof Error ? error.message : "unknown error"}`);
    });
}
