import type { Clock } from "../clock";
import type { Queryable } from "../db/Database";
import type { SmsGateway, SmsMessage } from "./SmsGateway";

/** Development SMS gateway: keeps every message in `sms_outbox` and prints it to the console (demo mode). */
export class DevOutboxSmsGateway implements SmsGateway {
  constructor(
    private readonly db: Queryable,
    private readonly clock: Clock,
    private readonly print: (line: string) => void = (line) => console.log(line),
  ) {}

  /** {@inheritDoc SmsGateway.send} */
  async send(message: SmsMessage): Promise<void> {
    await this.db.query("INSERT INTO sms_outbox (to_number, text, otp, at) VALUES ($1, $2, $3, $4)", [
      message.to,
      message.text,
      message.otp,
      this.clock.now(),
    ]);
    this.print(`[dev sms] to ${message.to}: ${message.text}`);
  }
}

/** The outbox, newest first, as `GET /dev/outbox` answers. */
export async function readOutbox(
  db: Queryable,
): Promise<Array<{ to: string; text: string; otp: string | null; at: string }>> {
  const rows = await db.query<{ to_number: string; text: string; otp: string | null; at: Date }>(
    "SELECT to_number, text, otp, at FROM sms_outbox ORDER BY id DESC LIMIT 200",
  );
  return rows.map((row) => ({
    to: row.to_number,
    text: row.text,
    otp: row.otp,
    at: new Date(row.at).toISOString(),
  }));
}
