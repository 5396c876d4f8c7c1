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
const SCRYPT_OPTIONS = { N: 16384, r: 8, p: 1, maxmem: 64 * 1024 * 1024 };

/** Hashes a password with scrypt and a random salt: `scrypt$<salt>$<hash>` (base64url). */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const hash = await scryptAsync(password, salt, 32, SCRYPT_OPTIONS);
  return `scrypt$${salt.toString("base64url")}$${hash.toString("base64url")}`;
}

/** Checks a password against {@link hashPassword}'s output in constant time. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, saltText, hashText] = stored.split("$");
  if (scheme !== "scrypt" || saltText === undefined || hashText === undefined) return false;
  const expected = Buffer.from(hashText, "base64url");
  const actual = await scryptAsync(
    password,
    Buffer.from(saltText, "base64url"),
    expected.length,
    SCRYPT_OPTIONS,
  );
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/** A hash of a password nobody knows, compared against for unknown user ids so timing reveals nothing. */
export const DUMMY_PASSWORD_HASH =
  "scrypt$AAAAAAAAAAAAAAAAAAAAAA$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA";

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
