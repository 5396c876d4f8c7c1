import {
  createHash,
  createHmac,
  randomBytes,
  randomFillSync,
  randomInt,
  scrypt,
  timingSafeEqual,
} from "node:crypto";
import { promisify } from "node:util";
import type { Database } from "./db/Database";

const scryptAsync = promisify(scrypt) as (
  password: string,
  salt: Buffer,
  keylen: number,
  options: object,
) => Promise<Buffer>;
/** The cost of scrypt: N = 2^logN, block size r, parallelism p. */
export interface ScryptParams {
  readonly logN: number;
  readonly r: number;
  readonly p: number;
}

/** OWASP's scrypt setting (Password Storage Cheat Sheet; ASVS 5.0 11.4.2): N=2^17, r=8, p=1, 128 MiB. */
export const OWASP_SCRYPT: ScryptParams = { logN: 17, r: 8, p: 1 };

/** The cost of the hashes stored before costs were written into them (`scrypt$<salt>$<hash>`). */
export const LEGACY_SCRYPT: ScryptParams = { logN: 14, r: 8, p: 1 };

interface ParsedHash {
  readonly params: ScryptParams;
  readonly salt: Buffer;
  readonly hash: Buffer;
}

/** Reads `scrypt$<logN>$<r>$<p>$<salt>$<hash>` or the legacy `scrypt$<salt>$<hash>`; null when neither. */
function parseHash(stored: string): ParsedHash | null {
  const parts = stored.split("$");
  const [scheme] = parts;
  if (scheme !== "scrypt") return null;
  if (parts.length === 3) {
    return {
      params: LEGACY_SCRYPT,
      salt: Buffer.from(parts[1] ?? "", "base64url"),
      hash: Buffer.from(parts[2] ?? "", "base64url"),
    };
  }
  if (parts.length !== 6) return null;
  const [logN, r, p] = parts.slice(1, 4).map(Number) as [number, number, number];
  if (![logN, r, p].every((n) => Number.isInteger(n) && n >= 1 && n <= 32)) return null;
  return {
    params: { logN, r, p },
    salt: Buffer.from(parts[4] ?? "", "base64url"),
    hash: Buffer.from(parts[5] ?? "", "base64url"),
  };
}

function derive(password: string, salt: Buffer, length: number, params: ScryptParams): Promise<Buffer> {
  const N = 2 ** params.logN;
  // scrypt needs 128 * N * r bytes; allow that with room.
  return scryptAsync(password, salt, length, { N, r: params.r, p: params.p, maxmem: 256 * N * params.r });
}

/**
 * Password hashing with scrypt at a configured cost (OWASP's by default; production refuses less).
 * Each hash carries its cost, so a change of cost upgrades stored hashes at the next right password.
 */
export class PasswordHasher {
  private dummy: Promise<string> | null = null;

  constructor(readonly params: ScryptParams = OWASP_SCRYPT) {}

  /** A new hash with a random salt: `scrypt$<logN>$<r>$<p>$<salt>$<hash>` (base64url). */
  async hash(password: string): Promise<string> {
    const salt = randomBytes(16);
    const hash = await derive(password, salt, 32, this.params);
    const { logN, r, p } = this.params;
    return `scrypt$${logN}$${r}$${p}$${salt.toString("base64url")}$${hash.toString("base64url")}`;
  }

  /**
   * Checks a password in constant time. With no stored hash (an unknown user id) it compares
   * against a hash of a random password at the same cost, so the time taken reveals nothing.
   */
  async verify(password: string, stored: string | null | undefined): Promise<boolean> {
    const parsed = parseHash(stored ?? (await this.dummyHash()));
    if (parsed === null) {
      await this.verify(password, null);
      return false;
    }
    const actual = await derive(password, parsed.salt, parsed.hash.length, parsed.params);
    return stored != null && actual.length === parsed.hash.length && timingSafeEqual(actual, parsed.hash);
  }

  /** Whether a stored hash was made at another cost than the configured one (then hash again). */
  needsUpgrade(stored: string): boolean {
    const parsed = parseHash(stored);
    if (parsed === null) return false;
    const { logN, r, p } = parsed.params;
    return logN !== this.params.logN || r !== this.params.r || p !== this.params.p;
  }

  private dummyHash(): Promise<string> {
    this.dummy ??= this.hash(randomBytes(24).toString("base64url"));
    return this.dummy;
  }
}

/** SHA-256 of a value, hex. */
export function sha256(value: string): string {
  return createHash("sha256").update(value).digest("hex");
}

/** HMAC-SHA-256 with the server secret. */
export function hmac(secret: string, value: string): Buffer {
  return createHmac("sha256", secret).update(value).digest();
}

/** Constant-time equality of two strings. */
export function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/** Random bytes drawn from the operating system 4 KiB at a time and each handed out once. */
const POOL_SIZE = 4096;
const pool = Buffer.alloc(POOL_SIZE);
let poolOffset = POOL_SIZE;

/**
 * A random base64url token of `bytes` bytes. Every API answer carries new ones, so they come from a
 * pool refilled with `randomFillSync` (as Node's own `randomUUID` does) instead of one system call each.
 */
export function randomToken(bytes = 32): string {
  if (bytes > POOL_SIZE) return randomBytes(bytes).toString("base64url");
  if (poolOffset + bytes > POOL_SIZE) {
    randomFillSync(pool);
    poolOffset = 0;
  }
  const token = pool.toString("base64url", poolOffset, poolOffset + bytes);
  poolOffset += bytes;
  return token;
}

/** A random string of `length` characters from `alphabet` (uniform). */
export function randomString(length: number, alphabet: string): string {
  let out = "";
  for (let i = 0; i < length; i++) out += alphabet[randomInt(alphabet.length)];
  return out;
}

/** The server secret: `SERVER_SECRET` when set, else generated once and kept in the database. */
export async function loadServerSecret(db: Database, fromEnv: string | undefined): Promise<string> {
  if (fromEnv !== undefined) return fromEnv;
  await db.query(
    "INSERT INTO server_settings (key, value) VALUES ('server_secret', $1) ON CONFLICT (key) DO NOTHING",
    [randomToken(32)],
  );
  const rows = await db.query<{ value: string }>(
    "SELECT value FROM server_settings WHERE key = 'server_secret'",
  );
  const secret = rows[0]?.value;
  if (secret === undefined) throw new Error("The server secret could not be stored.");
  return secret;
}
