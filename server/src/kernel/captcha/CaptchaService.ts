import type { CaptchaRefusal } from "../../../../src/adapters/rib/contract/auth";
import type { Clock } from "../clock";
import type { Queryable } from "../db/Database";
import { hmac, randomString, randomToken, safeEqual } from "../secrets";
import { drawCaptcha } from "./drawCaptcha";
import { CAPTCHA_ALPHABET } from "./strokeFont";

const CAPTCHA_LENGTH = 5;
const CAPTCHA_TTL_MS = 5 * 60_000;

/**
 * Image captchas: 5 characters drawn as a distorted PNG (no text in the file), answer stored as an
 * HMAC, 5 minutes, single use.
 */
export class CaptchaService {
  constructor(
    private readonly db: Queryable,
    private readonly clock: Clock,
    private readonly secret: string,
  ) {}

  /**
   * Draws a new captcha: its id and the PNG as base64. The answer is random; tests may choose it
   * (characters of the captcha font only).
   */
  async create(
    answer: string = randomString(CAPTCHA_LENGTH, CAPTCHA_ALPHABET),
  ): Promise<{ captchaId: string; png: string }> {
    const captchaId = randomToken(16);
    await this.db.query("INSERT INTO captchas (id, answer_hash, expires_at) VALUES ($1, $2, $3)", [
      captchaId,
      this.hash(captchaId, answer),
      new Date(this.clock.now().getTime() + CAPTCHA_TTL_MS),
    ]);
    await this.db.query("DELETE FROM captchas WHERE expires_at < $1", [
      new Date(this.clock.now().getTime() - CAPTCHA_TTL_MS),
    ]);
    return { captchaId, png: drawCaptcha(answer).toString("base64") };
  }

  /** Checks an answer (case-insensitive); the captcha is used up by any attempt. */
  async verify(captchaId: string, answer: string): Promise<boolean> {
    return (await this.check(captchaId, answer)) === "ok";
  }

  /**
   * Checks an answer and says why it failed: "used" (an earlier attempt used this picture),
   * "expired" (older than 5 minutes, or no longer stored) or "wrong". Any attempt uses it up.
   */
  async check(captchaId: string, answer: string): Promise<"ok" | CaptchaRefusal> {
    const now = this.clock.now();
    const rows = await this.db.query<{ answer_hash: string }>(
      "UPDATE captchas SET used_at = $2 WHERE id = $1 AND used_at IS NULL AND expires_at >= $2 RETURNING answer_hash",
      [captchaId, now],
    );
    const row = rows[0];
    if (row !== undefined) {
      return safeEqual(this.hash(captchaId, answer.trim().toUpperCase()), row.answer_hash) ? "ok" : "wrong";
    }
    const stored = await this.db.query<{ used_at: Date | null }>(
      "SELECT used_at FROM captchas WHERE id = $1",
      [captchaId],
    );
    return stored[0] !== undefined && stored[0].used_at !== null ? "used" : "expired";
  }

  private hash(id: string, answer: string): string {
    return hmac(this.secret, `captcha:${id}:${answer}`).toString("base64url");
  }
}
