import { randomInt } from "node:crypto";

const ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";

/** A fresh 32-character `UrlToken`. */
export function createUrlTokenForTests(): string {
  let token = "";
  for (let i = 0; i < 32; i++) token += ALPHABET[randomInt(ALPHABET.length)];
  return token;
}
