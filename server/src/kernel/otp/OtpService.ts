import { randomInt } from "node:crypto";
import { canonicalJson } from "../../../../src/adapters/rib/contract/canonicalJson";
import { audit, OTP_AUDIT_EVENTS, OTP_AUDIT_OUTCOMES } from "../auth/audit";
import type { Clock } from "../clock";
import { ALLOWED_OTP_ATTEMPTS, ALLOWED_REGENERATE_ATTEMPTS, OTP_TTL_MS } from "../config";
import type { Database, Queryable } from "../db/Database";
import { ApiError } from "../http/ApiError";
import { hmac, randomToken, safeEqual, sha256 } from "../secrets";
import type { SmsGateway } from "../sms/SmsGateway";
import { otpMessage } from "./otpMessages";
import {
  claimChain,
  claimIssue,
  claimWrong,
  OTP_LIMITS,
  releaseWrong,
  type ChainRefusal,
  type IssueRefusal,
  type OtpScope,
} from "./otpLimits";

/** What a one-time code is for: sign-in, the captcha alternative, or an action of a signed-in customer. */
export type OtpPurpose = "LOGIN" | "CAPTCHA" | "ACTION";

/** A request for a code; the SMS text is the bank's own for `module` (see `otpMessage`). */
export interface IssueRequest {
  readonly purpose: OtpPurpose;
  readonly sessionIdHash: string | null;
  readonly username: string;
  readonly module: string;
  /** Values the commit call must repeat (`bind` of otp/generateOtp); kept only as an HMAC, never sent by SMS. */
  readonly bind?: Readonly<Record<string, string>> | undefined;
  readonly mobile: string;
  /** What the code confirms as the bank describes it from its own records (the SMS's words, D66). */
  readonly boundAction?: string | undefined;
  /** The caller's address, for the audit rows of a block. */
  readonly ip: string;
}

/** A sent code: its reference and the wrong attempts it allows (3, or fewer when the day has fewer). */
export interface IssuedCode {
  readonly otac: string;
  readonly allowedAttempts: number;
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
  /** The caller's address, for the audit rows of wrong codes and blocks. */
  readonly ip: string;
}

interface OtpRow {
  readonly otac: string;
  readonly module: string;
  readonly code_hash: string;
  readonly attempts: number;
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
  sendFailed: () =>
    new ApiError(406, "OTP.GENERATE_FAILED", "We could not send the one-time code. Please try again later."),
  regenerateLimit: (retryAfterSeconds?: number) =>
    new ApiError(
      403,
      "OTP.REGENERATE_LIMIT",
      "Too many new codes were requested.",
      retryAfterSeconds === undefined ? undefined : { retryAfterSeconds },
    ),
  invalid: (remaining: number) =>
    new ApiError(406, "OTP.INVALID", "The code is not correct.", { remainingAttempts: remaining }),
  expired: (remaining: number) =>
    new ApiError(406, "OTP.EXPIRED", "The code has expired. Please ask for a new one.", {
      remainingAttempts: remaining,
    }),
  attemptsExceeded: (retryAfterSeconds?: number) =>
    new ApiError(
      403,
      "OTP.ATTEMPTS_EXCEEDED",
      "Too many wrong codes were entered.",
      retryAfterSeconds === undefined ? undefined : { retryAfterSeconds },
    ),
  notVerified: () =>
    new ApiError(403, "OTP.NOT_VERIFIED", "Please confirm this request with a new one-time code."),
} as const;

/** The budget a purpose's codes use (docs/DECISIONS.md D14). */
function scopeOf(purpose: OtpPurpose): OtpScope {
  return purpose === "CAPTCHA" ? "PRE_SIGN_IN" : "SIGNED_IN";
}

/**
 * One-time codes: 6 random digits, stored as an HMAC with the server secret, single use, 5 minutes,
 * bound to what they were generated for. Counted in the database per user id, never per session:
 * 3 wrong attempts per code, 3 regenerations per module (a new code while the module's newest is
 * open, whatever its text or binding, after the regenerate wait), and the user id's wrong codes and
 * sent codes over rolling windows (`OTP_LIMITS`). Wrong codes and blocks are audited.
 */
export class OtpService {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
    private readonly sms: SmsGateway,
    private readonly secret: string,
    private readonly regenerateWaitSeconds: number,
  ) {}

  /**
   * Creates and sends a code. The module's regenerate wait and limit and the user id's budgets are
   * claimed in one transaction, each by one conditional upsert, so parallel requests cannot pass
   * them together; a refusal is audited: 429 `OTP.REGENERATE_WAIT`, 403 `OTP.REGENERATE_LIMIT`
   * (module or hourly/daily codes) or 403 `OTP.ATTEMPTS_EXCEEDED` (the day's wrong codes used up).
   */
  async issue(request: IssueRequest): Promise<IssuedCode> {
    const now = this.clock.now();
    const scope = scopeOf(request.purpose);
    const bindHash = request.bind === undefined ? null : this.bindHash(request.bind);
    const bindingHash = sha256(canonicalJson({ module: request.module, bind: bindHash }));
    const code = String(randomInt(0, 1_000_000)).padStart(6, "0");
    const otac = randomToken(18);
    let issued: { readonly regenerations: number; readonly wrongToday: number };
    try {
      issued = await this.db.transaction(async (tx) => {
        // The user id's budget first (its day of wrong codes says the most), then the module's
        // regenerate wait and limit; a refusal throws, so neither claim outlives the other.
        const budget = await claimIssue(tx, request.username, scope, now);
        if ("limit" in budget) throw new Refused(budget);
        const regenerations = await claimChain(tx, {
          username: request.username,
          purpose: request.purpose,
          module: request.module,
          otac,
          now,
          waitSeconds: this.regenerateWaitSeconds,
          maxRegenerations: ALLOWED_REGENERATE_ATTEMPTS,
        });
        if (typeof regenerations !== "number") throw new Refused(regenerations);
        await tx.query(
          `UPDATE otp_codes SET superseded = TRUE
            WHERE username = $1 AND purpose = $2 AND module = $3 AND superseded = FALSE AND used_at IS NULL`,
          [request.username, request.purpose, request.module],
        );
        await tx.query(
          `INSERT INTO otp_codes (otac, purpose, session_id_hash, username, module, binding_hash, code_hash,
             regenerations, created_at, expires_at, bind_hash) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)`,
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
        return { regenerations, wrongToday: budget.wrongToday };
      });
    } catch (error) {
      if (!(error instanceof Refused)) throw error;
      const { refusal } = error;
      if (refusal.limit === "REGENERATE_WAIT") throw OtpErrors.regenerateWait(refusal.retryAfterSeconds);
      await this.record(request, now, OTP_AUDIT_OUTCOMES[OUTCOME_OF[refusal.limit]]);
      if (refusal.limit === "REGENERATE_LIMIT") throw OtpErrors.regenerateLimit();
      if (refusal.limit === "DAILY_WRONG_LIMIT") throw OtpErrors.attemptsExceeded(refusal.retryAfterSeconds);
      throw OtpErrors.regenerateLimit(refusal.retryAfterSeconds);
    }
    try {
      await this.sms.send({
        to: request.mobile,
        text: otpMessage(request.module, code, request.boundAction),
        otp: code,
      });
    } catch (error) {
      // The gateway's failure is the bank's, not the request's: the spec's "could not send" answer
      // (406 on a code request), never a 500. The code stays issued and unsent; a new one follows
      // the regenerate wait. Only the kind of failure is logged, never the number, text or code.
      console.error(
        `Sending a one-time code failed: ${error instanceof Error ? error.name : "unknown error"}`,
      );
      throw OtpErrors.sendFailed();
    }
    const allowedAttempts = Math.min(ALLOWED_OTP_ATTEMPTS, OTP_LIMITS[scope].wrongPerDay - issued.wrongToday);
    return { otac, allowedAttempts };
  }

  /**
   * Checks a code; throws 406 (with the attempts left) or 403 at a limit; marks it used when right.
   * The code's attempt and the user id's wrong code of the day are each claimed before the code is
   * compared, in one conditional update, and given back when the code is right.
   */
  async validate(request: ValidateRequest): Promise<void> {
    const now = this.clock.now();
    const scope = scopeOf(request.purpose);
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
    const audited = { ...request, module: row.module };
    // However many guesses arrive at once, no more than the code's attempts are ever compared.
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
      await this.record(audited, now, OTP_AUDIT_OUTCOMES.codeAttemptsExceeded);
      throw OtpErrors.attemptsExceeded();
    }
    // ... nor more than the user id's wrong codes of the day, across all its codes and sessions.
    const place = await claimWrong(this.db, request.username, scope, now);
    if (place === null) {
      await this.giveBackAttempt(row.otac);
      await this.record(audited, now, OTP_AUDIT_OUTCOMES.dailyWrongLimit);
      throw OtpErrors.attemptsExceeded();
    }
    const moduleMatches = request.module === undefined || request.module === row.module;
    const isRight = moduleMatches && safeEqual(this.codeHash(row.otac, request.code), row.code_hash);
    const wrongLeft = OTP_LIMITS[scope].wrongPerDay - place;
    if (isRight) {
      // A right code is not a wrong attempt: both claimed places are given back.
      await releaseWrong(this.db, request.username, scope, now);
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
      if (!inTime) throw OtpErrors.expired(Math.min(ALLOWED_OTP_ATTEMPTS - left.attempts, wrongLeft + 1));
      return;
    }
    await this.record(audited, now, OTP_AUDIT_OUTCOMES.wrongCode);
    if (wrongLeft <= 0) {
      await this.record(audited, now, OTP_AUDIT_OUTCOMES.dailyWrongLimit);
      throw OtpErrors.attemptsExceeded();
    }
    if (attempts >= ALLOWED_OTP_ATTEMPTS) {
      await this.record(audited, now, OTP_AUDIT_OUTCOMES.codeAttemptsExceeded);
      throw OtpErrors.attemptsExceeded();
    }
    throw OtpErrors.invalid(Math.min(ALLOWED_OTP_ATTEMPTS - attempts, wrongLeft));
  }

  /**
   * Whether `code` is a code of this user id and purpose that was used within the code lifetime:
   * so a refused code can be called "already used" (the sign-in's security check). Only someone
   * who holds such a code learns it; anyone else's guess is simply not one of them. The codes sent
   * in that time are few (the hourly budget), each compared as an HMAC.
   */
  async isUsedCode(
    request: Pick<ValidateRequest, "purpose" | "sessionIdHash" | "username" | "code">,
  ): Promise<boolean> {
    const now = this.clock.now();
    const rows = await this.db.query<Pick<OtpRow, "otac" | "code_hash">>(
      `SELECT otac, code_hash FROM otp_codes WHERE purpose = $1 AND username = $2
         AND session_id_hash IS NOT DISTINCT FROM $3 AND used_at IS NOT NULL AND used_at >= $4
       ORDER BY used_at DESC LIMIT 50`,
      [request.purpose, request.username, request.sessionIdHash, new Date(now.getTime() - OTP_TTL_MS)],
    );
    return rows.some((row) => safeEqual(this.codeHash(row.otac, request.code), row.code_hash));
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

  /** Gives back an attempt claimed on a code that was then not compared. */
  private async giveBackAttempt(otac: string): Promise<void> {
    await this.db.query("UPDATE otp_codes SET attempts = attempts - 1 WHERE otac = $1 AND attempts > 0", [
      otac,
    ]);
  }

  /** Writes the audit row of a wrong code or a block (event by purpose, detail the module). */
  private async record(
    request: Pick<IssueRequest, "purpose" | "username" | "module" | "ip">,
    at: Date,
    outcome: string,
  ): Promise<void> {
    await audit(this.db, {
      event: OTP_AUDIT_EVENTS[request.purpose],
      username: request.username,
      ip: request.ip,
      outcome,
      at,
      detail: request.module,
    });
  }

  private bindHash(bind: Readonly<Record<string, string>>): string {
    return hmac(this.secret, `otp-bind:${canonicalJson(bind)}`).toString("base64url");
  }

  private codeHash(otac: string, code: string): string {
    return hmac(this.secret, `otp:${otac}:${code}`).toString("base64url");
  }
}

/** The audit outcome of each refusal to send a code. */
const OUTCOME_OF = {
  REGENERATE_LIMIT: "regenerateLimit",
  DAILY_WRONG_LIMIT: "dailyWrongLimit",
  HOURLY_ISSUE_LIMIT: "hourlyIssueLimit",
  DAILY_ISSUE_LIMIT: "dailyIssueLimit",
} as const satisfies Record<
  Exclude<(ChainRefusal | IssueRefusal)["limit"], "REGENERATE_WAIT">,
  keyof typeof OTP_AUDIT_OUTCOMES
>;

/** Carries a refusal out of the transaction, so that every claim made in it is rolled back. */
class Refused extends Error {
  constructor(readonly refusal: ChainRefusal | IssueRefusal) {
    super(refusal.limit);
  }
}
