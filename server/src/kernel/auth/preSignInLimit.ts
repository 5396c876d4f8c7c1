import { ApiError } from "../http/ApiError";
import { normaliseUsername } from "./UserRepository";

/** What the limits need of the rate limiter (its `hit` may answer at once or from the database). */
export interface HitCounter {
  hit(key: string, limit: number): boolean | Promise<boolean>;
}

/**
 * Calls a minute, per client address and per user id, of the calls before sign-in that name a
 * user id or send something (docs/DECISIONS.md, "Pre-sign-in limits"). The sign-in itself has its
 * own (`LOGIN_RATE_LIMIT_PER_IP`, `LOGIN_RATE_LIMIT_PER_USER`), and so do the captcha calls.
 */
export const PRE_SIGN_IN_LIMITS = {
  // A sign-in makes one key request and one fail count per password attempt, and the sign-in
  // itself is allowed 20 times a minute per user id: these allow that many, plus the user id step.
  checkFailCount: { perIp: 30, perUser: 25 },
  userSecurityInfo: { perIp: 30, perUser: 20 },
  secretKey: { perIp: 30, perUser: 20 },
  checkUser: { perIp: 30, perUser: 10 },
  saveUserFeedback: { perIp: 30, perUser: 5 },
} as const;

/** The answer of a call over its limit (the sign-in answers its own `LOGIN.RATE_LIMITED`). */
export const rateLimited = () =>
  new ApiError(429, "REQUEST.RATE_LIMITED", "Too many requests. Please try again in a minute.");

/**
 * Counts one call of `call` for the client address and, when the call names one, the user id
 * (both are counted, so neither limit can be dodged through the other), and answers 429
 * `REQUEST.RATE_LIMITED` when either is over its limit.
 */
export async function limitPreSignIn(
  limiter: HitCounter,
  call: keyof typeof PRE_SIGN_IN_LIMITS,
  ip: string,
  username?: string,
): Promise<void> {
  const limits = PRE_SIGN_IN_LIMITS[call];
  const ipAllowed = await limiter.hit(`${call}-ip:${ip}`, limits.perIp);
  const userAllowed =
    username === undefined ||
    (await limiter.hit(`${call}-user:${normaliseUsername(username)}`, limits.perUser));
  if (!ipAllowed || !userAllowed) throw rateLimited();
}
