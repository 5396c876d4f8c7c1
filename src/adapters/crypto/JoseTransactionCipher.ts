import { CompactEncrypt, base64url, compactDecrypt } from "jose";

/**
 * Encrypts and decrypts the `X-RIB-ENC` values of the bank contract: a compact JWE with
 * `alg: "dir"` and `enc: "A256GCM"`, keyed by a base64url string of 32 random bytes
 * (the pre-login key of `loginUser/usersec/seckey` or the session key).
 */
export class JoseTransactionCipher {
  /** Encrypts `plaintext` with `key` (base64url, 32 bytes) into a compact JWE. */
  async encrypt(plaintext: string, key: string): Promise<string> {
    return new CompactEncrypt(new TextEncoder().encode(plaintext))
      .setProtectedHeader({ alg: "dir", enc: "A256GCM" })
      .encrypt(decodeKey(key));
  }

  /** Decrypts a compact JWE made with `key`; rejects when it was not made with that key. */
  async decrypt(jwe: string, key: string): Promise<string> {
    const { plaintext } = await compactDecrypt(jwe, decodeKey(key), {
      keyManagementAlgorithms: ["dir"],
      contentEncryptionAlgorithms: ["A256GCM"],
    });
    return new TextDecoder().decode(plaintext);
  }
}

/** Creates the jose cipher of the bank contract. */
export function createJoseTransactionCipher(): JoseTransactionCipher {
  return new JoseTransactionCipher();
}

function decodeKey(key: string): Uint8Array {
  const bytes = base64url.decode(key);
  if (bytes.length !== 32) throw new Error("The secret key must be 32 bytes.");
  return bytes;
}
