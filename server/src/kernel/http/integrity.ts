import { CompactEncrypt, base64url, compactDecrypt } from "jose";
import { canonicalJson } from "../../../../src/adapters/rib/contract/canonicalJson";
import { ApiError } from "./ApiError";

const integrityError = () => new ApiError(400, "REQUEST.INTEGRITY", "The request could not be verified.");

function keyBytes(key: string): Uint8Array {
  const bytes = base64url.decode(key);
  if (bytes.length !== 32) throw new Error("A secret key must be 32 bytes.");
  return bytes;
}

/** Checks an `X-RIB-ENC` header: a compact JWE (dir, A256GCM) with `key` whose plaintext is the canonical JSON of `values`. */
export async function checkIntegrity(
  header: string | undefined,
  key: string,
  values: unknown,
): Promise<void> {
  if (header === undefined || header === "" || header.length > 16_384) throw integrityError();
  let plaintext: string;
  try {
    const result = await compactDecrypt(header, keyBytes(key), {
      keyManagementAlgorithms: ["dir"],
      contentEncryptionAlgorithms: ["A256GCM"],
    });
    plaintext = new TextDecoder().decode(result.plaintext);
  } catch {
    throw integrityError();
  }
  let decoded: unknown;
  try {
    decoded = JSON.parse(plaintext);
  } catch {
    throw integrityError();
  }
  // A value too deep for canonical JSON (the body is checked before; the header's plaintext is not)
  // cannot match: refused like any other mismatch, never a stack overflow.
  let matches: boolean;
  try {
    matches = canonicalJson(decoded) === canonicalJson(values);
  } catch {
    throw integrityError();
  }
  if (!matches) throw integrityError();
}

/** Encrypts `plaintext` with `key` into a compact JWE (dir, A256GCM), as the contract's encrypted answers are. */
export async function encryptForClient(plaintext: string, key: string): Promise<string> {
  return new CompactEncrypt(new TextEncoder().encode(plaintext))
    .setProtectedHeader({ alg: "dir", enc: "A256GCM" })
    .encrypt(keyBytes(key));
}

/**
 * Decrypts a value the client encrypted with `key` (a compact JWE, dir + A256GCM), such as a
 * transaction password; 400 `REQUEST.INTEGRITY` when it cannot be decrypted.
 */
export async function decryptFromClient(jwe: string, key: string): Promise<string> {
  if (jwe.length > 16_384) throw integrityError();
  try {
    const result = await compactDecrypt(jwe, keyBytes(key), {
      keyManagementAlgorithms: ["dir"],
      contentEncryptionAlgorithms: ["A256GCM"],
    });
    return new TextDecoder().decode(result.plaintext);
  } catch {
    throw integrityError();
  }
}
