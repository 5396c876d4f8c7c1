import { randomInt } from "node:crypto";
import { canonicalJson } from "../../../src/adapters/rib/contract/canonicalJson";
import type { Clock } from "../clock";
import { ALLOWED_OTP_ATTEMPTS, ALLOWED_REGENERATE_ATTEMPTS, OTP_TTL_MS } from "../config";
import type { Queryable } from "../db/Database";
import { ApiError } from "../http/ApiError";
import { hmac, randomToken, safeEqual, sha256 } from "../secrets";
import type { SmsGateway } from "../sms/SmsGateway";

/** What a one-time code is for: sign-in, the captcha alternative, or an action of a signed-in customer. */
export type OtpPurpose = "LOGIN" | "CAPTCHA" | "ACTION";

/** A request for a code. */
export interface IssueRequest {
  readonly purpose: OtpPurpose;
  readonly sessionIdHash: string | null;
  readonly username: string;
  readonly module: string;
  /** The values the code is bound to (e.g. module, payee, amount). */
  readonly binding: unknown;
  /** Values the commit call must repeat (`bind` of otp/generateOtp); kept only as an HMAC, never sent by SMS. */
  readonly bind?: Readonly<Record<string, string>> | undefined;
  readonly mobile: string;
  readonly text: (code: string) => string;
}

/** A check of a code. */
export interface ValidateRequest {
  readonly purpose: OtpPurpose;
  readonly sessionIdHash: string | null;
  readonly username: string;
  /** The code's reference; null means the newest open code of this user and purpose. */
  readonly otac: string | null;
  readonly code: string;
  /** When given, the code must have been generated for this module. */
  readonly module?: string | undefined;
}

interface OtpRow {
  readonly otac: string;
  readonly module: string;
  readonly binding_hash: string;
  readonly code_hash: string;
  readonly attempts: number;
  readonly regenerations: number;
  readonly created_at: Date;
  readonly expires_at: Date;
  readonly used_at: Date | null;
  readonly superseded: boolean;
}

/** A use of a validated action code by the call it authorises ({@link OtpService.consumeValidated}). */
export interface ConsumeRequest {
  readonly sessionIdHash: string;
  readonly username: string;
  readonly otac: string;
  /** The module the code was generated for (e.g. `SECURE_IMAGE`). */
  readonly module: string;
  /** The values the code must have been bound to (`bind` of otp/generateOtp). */
  readonly bind: Readonly<Record<string, string>>;
}

/** Errors of the one-time-code calls. */
export const OtpErrors = {
  regenerateWait: (seconds: number) =>
    new ApiError(429, "OTP.REGENERATE_WAIT", "Please wait before asking for a new code.", {
      retryAfterSeconds: seconds,
    }),
  regenerateLimit: () => new ApiError(403, "OTP.REGENERATE_LIMIT", "Too many new codes were requested."),
  invalid: (remaining: number) =>
    new ApiError(406, "OTP.INVALID", "The code is not correct.", { remainingAttempts: remaining }),
  expired: (remaining: number) =>
    new ApiError(406, "OTP.EXPIRED", "The code has expired. Please ask for a new one.", {
      remainingAttempts: remaining,
    }),
  attemptsExceeded: () => new ApiError(403, "OTP.ATTEMPTS_EXCEEDED", "Too many wrong codes were entered."),
  notVerified: () =>
    new ApiError(403, "OTP.NOT_VERIFIED", "Please confirm this request with a new one-time code."),
} as const;

/**
 * One-time codes: 6 random digits, stored as an HMAC with the server secret, single use, 5 minutes,
 * 3 attempts and 3 regenerations counted in the database, bound to what they were generated for.
 */
export class OtpService {
  constructor(
    private readonly db: Queryable,
    private readonly clock: Clock,
    private readonly sms: SmsGateway,
    private readonly secret: string,
    private readonly regenerateWaitSeconds: number,
  ) {}

  /** Creates and sends a code; a new code for the same open request counts as a regeneration. */
  async issue(request: IssueRequest): Promise<{ otac: string }> {
    const now = this.clock.now();
    const bindHash = request.bind === undefined ? null : this.bindHash(request.bind);
    const bindingHash = sha256(
      canonicalJson({ module: request.module, binding: request.binding, bind: bindHash }),
    );
    const previous = (
      await this.db.query<OtpRow>(
        `SELECT * FROM otp_codes WHERE username = $1 AND purpose = $2 AND module = $3
           AND session_id_hash IS NOT DISTINCT FROM $4 AND superseded = FALSE AND used_at IS NULL
         ORDER BY created_at DESC LIMIT 1`,
        [request.username, request.purpose, request.module, request.sessionIdHash],
      )
    )[0];
    let regenerations = 0;
    if (previous !== undefined && previous.binding_hash === bindingHash) {
      const waitedMs = now.getTime() - new Date(previous.created_at).getTime();
      const waitMs = this.regenerateWaitSeconds * 1000;
      if (waitedMs < waitMs) throw OtpErrors.regenerateWait(Math.ceil((waitMs - waitedMs) / 1000));
      if (previous.regenerations >= ALLOWED_REGENERATE_ATTEMPTS) throw OtpErrors.regenerateLimit();
      regenerations = previous.regenerations + 1;
    }
    if (previous !== undefined) {
      await this.db.query("UPDATE otp_codes SET superseded = TRUE WHERE otac = $1", [previous.otac]);
    }
    const code = String(randomInt(0, 1_000_000)).padStart(6, "0");
    const otac = randomToken(18);
    await this.db.query(
      `INSERT INTO otp_codes (otac, purpose, session_id_hash, username, module, binding_hash, code_hash, regenerations,
         created_at, expires_at, bind_hash) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)`,
      [
        otac,
        request.purpose,
        request.sessionIdHash,
        request.username,
        request.module,
        bindingHash,
        this.codeHash(otac, code),
        regenerations,
        now,
        new Date(now.getTime() + OTP_TTL_MS),
        bindHash,
      ],
    );
    await this.sms.send({ to: request.mobile, text: request.text(code), otp: code });
    return { otac };
  }

  /** Checks a code; throws 406 (with the attempts left) or 403 at the limit; marks it used when right. */
  async validate(request: ValidateRequest): Promise<void> {
    const now = this.clock.now();
    const row = (
      request.otac === null
        ? await this.db.query<OtpRow>(
            `SELECT * FROM otp_codes WHERE purpose = $1 AND username = $2 AND session_id_hash IS NOT DISTINCT FROM $3
               AND superseded = FALSE AND used_at IS NULL ORDER BY created_at DESC LIMIT 1`,
            [request.purpose, request.username, request.sessionIdHash],
          )
        : await this.db.query<OtpRow>(
            `SELECT * FROM otp_codes WHERE otac = $1 AND purpose = $2 AND username = $3
               AND session_id_hash IS NOT DISTINCT FROM $4`,
            [request.otac, request.purpose, request.username, request.sessionIdHash],
          )
    )[0];
    if (row === undefined || row.superseded || row.used_at !== null) throw OtpErrors.invalid(0);
    // The attempt is claimed before the code is compared, in one conditional update: however many
    // guesses arrive at once, no more than the allowed number are ever compared.
    const claimed = await this.db.query<{ attempts: number }>(
      `UPDATE otp_codes SET attempts = attempts + 1
        WHERE otac = $1 AND attempts < $2 AND used_at IS NULL AND superseded = FALSE RETURNING attempts`,
      [row.otac, ALLOWED_OTP_ATTEMPTS],
    );
    const attempts = claimed[0]?.attempts;
    if (attempts === undefined) {
      const current = (
        await this.db.query<Pick<OtpRow, "used_at" | "superseded">>(
          "SELECT used_at, superseded FROM otp_codes WHERE otac = $1",
          [row.otac],
        )
      )[0];
      if (current === undefined || current.superseded || current.used_at !== null) throw OtpErrors.invalid(0);
      throw OtpErrors.attemptsExceeded();
    }
    const moduleMatches = request.module === undefined || request.module === row.module;
    const isRight = moduleMatches && safeEqual(this.codeHash(row.otac, request.code), row.code_hash);
    if (isRight) {
      // A right code is not a wrong attempt: the claimed attempt is given back.
      const inTime = now.getTime() <= new Date(row.expires_at).getTime();
      const settled = await this.db.query<{ attempts: number }>(
        `UPDATE otp_codes SET attempts = attempts - 1,
           used_at = CASE WHEN $3 THEN $2::timestamptz ELSE used_at END,
           validated_at = CASE WHEN $3 THEN $2::timestamptz ELSE validated_at END
         WHERE otac = $1 AND used_at IS NULL AND superseded = FALSE RETURNING attempts`,
        [row.otac, now, inTime],
      );
      const left = settled[0];
      if (left === undefined) throw OtpErrors.invalid(0);
      if (!inTime) throw OtpErrors.expired(ALLOWED_OTP_ATTEMPTS - left.attempts);
      return;
    }
    if (attempts >= ALLOWED_OTP_ATTEMPTS) throw OtpErrors.attemptsExceeded();
    throw OtpErrors.invalid(ALLOWED_OTP_ATTEMPTS - attempts);
  }

  /**
   * Uses a validated action code once, for the call it authorises: the code must belong to this
   * session and customer, be of `module`, have been bound to exactly `bind`, have been validated
   * (otp/validateOtp) no longer than the code lifetime ago, and not be used yet. Pass the open
   * transaction as `tx`, so the use is undone when the call fails later. Anything else: 403
   * `OTP.NOT_VERIFIED`.
   */
  async consumeValidated(request: ConsumeRequest, tx: Queryable = this.db): Promise<void> {
    const now = this.clock.now();
    const used = await tx.query<{ otac: string }>(
      `UPDATE otp_codes SET consumed_at = $1
       WHERE otac = $2 AND purpose = 'ACTION' AND username = $3 AND session_id_hash = $4 AND module = $5
         AND bind_hash = $6 AND validated_at IS NOT NULL AND validated_at >= $7 AND consumed_at IS NULL
       RETURNING otac`,
      [
        now,
        request.otac,
        request.username,
        request.sessionIdHash,
        request.module,
        this.bindHash(request.bind),
        new Date(now.getTime() - OTP_TTL_MS),
      ],
    );
    if (used.length === 0) throw OtpErrors.notVerified();
  }

  private bindHash(bind: Readonly<Record<string, string>>): string {
    return hmac(this.secret, `otp-bind:${canonicalJson(bind)}`).toString("base64url");
  }

  private codeHash(otac: string, code: string): string {
    return hmac(this.secret, `otp:${otac}:${code}`).toString("base64url");
  }
}
