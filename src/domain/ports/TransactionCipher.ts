/**
 * Encrypts the values of a sensitive request for the `X-RIB-ENC` header, and decrypts values the
 * server encrypted (spec 000 section 7). The key is the caller's secret key: the pre-login key of
 * `loginUser/usersec/seckey` or the session key of `loggedInUserSecretKey` (base64url, 32 bytes).
 * Adapter: `src/adapters/crypto/JoseTransactionCipher.ts` (compact JWE, `dir` + `A256GCM`).
 */
export interface TransactionCipher {
  /** Encrypts `plaintext` with `key`; resolves with the compact token to send. */
  encrypt(plaintext: string, key: string): Promise<string>;
  /** Decrypts a token made with `key`; rejects when it was not made with that key or was altered. */
  decrypt(ciphertext: string, key: string): Promise<string>;
}
