import type { Clock } from "../clock";
import type { Queryable } from "../db/Database";
import { hmac, randomString, randomToken, safeEqual } from "../secrets";

const ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";
const CAPTCHA_TTL_MS = 5 * 60_000;

/** Image captchas: 5 characters drawn as SVG, answer stored as an HMAC, 5 minutes, single use. */
export class CaptchaService {
  constructor(
    private readonly db: Queryable,
    private readonly clock: Clock,
    private readonly secret: string,
  ) {}

  /** Draws a new captcha. */
  async create(): Promise<{ captchaId: string; svg: string }> {
    const answer = randomString(5, ALPHABET);
    const captchaId = randomToken(16);
    await this.db.query("INSERT INTO captchas (id, answer_hash, expires_at) VALUES ($1, $2, $3)", [
      captchaId,
      this.hash(captchaId, answer),
      new Date(this.clock.now().getTime() + CAPTCHA_TTL_MS),
    ]);
    await this.db.query("DELETE FROM captchas WHERE expires_at < $1", [
      new Date(this.clock.now().getTime() - CAPTCHA_TTL_MS),
    ]);
    return { captchaId, svg: captchaSvg(answer) };
  }

  /** Checks an answer (case-insensitive); the captcha is used up by any attempt. */
  async verify(captchaId: string, answer: string): Promise<boolean> {
    const rows = await this.db.query<{ answer_hash: string }>(
      "UPDATE captchas SET used_at = $2 WHERE id = $1 AND used_at IS NULL AND expires_at >= $2 RETURNING answer_hash",
      [captchaId, this.clock.now()],
    );
    const row = rows[0];
    return row !== undefined && safeEqual(this.hash(captchaId, answer.trim().toUpperCase()), row.answer_hash);
  }

  private hash(id: string, answer: string): string {
    return hmac(this.secret, `captcha:${id}:${answer}`).toString("base64url");
  }
}

/** The SVG of a captcha answer: each character slightly rotated, over a few lines. */
export function captchaSvg(answer: string): string {
  const letters = [...answer]
    .map((char, index) => {
      const x = 18 + index * 26;
      const angle = ((index * 37) % 30) - 15;
      return `<text x="${x}" y="40" transform="rotate(${angle} ${x} 32)" font-family="monospace" font-size="28" font-weight="700" fill="#1a1a1a">${char}</text>`;
    })
    .join("");
  const lines = [0, 1, 2]
    .map(
      (i) =>
        `<line x1="0" y1="${12 + i * 16}" x2="150" y2="${44 - i * 12}" stroke="#6b6b6b" stroke-width="1"/>`,
    )
    .join("");
  return `<svg xmlns="http://www.w3.org/2000/svg" width="150" height="56" viewBox="0 0 150 56"><rect width="150" height="56" fill="#f4f4f4"/>${lines}${letters}</svg>`;
}
