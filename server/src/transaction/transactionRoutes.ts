import { Redacted } from "effect";
import { endpoints } from "../../../src/adapters/rib/contract/endpoints";
import { audit } from "../kernel/auth/audit";
import { sendLockNotice } from "../kernel/auth/lockNotice";
import type { SessionRow } from "../kernel/auth/SessionStore";
import type { Queryable } from "../kernel/db/Database";
import { ApiError } from "../kernel/http/ApiError";
import { serve, type CallRouter } from "../kernel/http/pipeline";
import type { Services } from "../kernel/services";
import { TransactionPasswordRepository } from "./TransactionPasswordRepository";

export {
  TXN_PWD_VERIFIED_FOR_MS,
  isTransactionPasswordFresh,
  txnPwdRequired,
} from "../kernel/transaction/transactionPassword";

/**
 * Locks the user id in the database and ends the session, inside `tx` (the lock survives a
 * restart); true when this call locked it (and so sends the lock notice). With `whileAtLeast`, only
 * while the wrong attempts still stand at that count: null when a right password that arrived
 * meanwhile started the count again, and the id and the session stay open (D51).
 */
async function blockUser(
  services: Services,
  tx: Queryable,
  session: SessionRow,
  now: Date,
  whileAtLeast?: number,
): Promise<boolean | null> {
  const repository = new TransactionPasswordRepository(tx);
  const locked = await repository.lock(tx, session.username, whileAtLeast);
  if (!locked && whileAtLeast !== undefined && !(await repository.isLocked(tx, session.username)))
    return null;
  await services.sessions.end(session.id_hash, "BLOCKED", now, tx);
  return locked;
}

/** Tells the customer by SMS that wrong transaction passwords locked the user id (once per lock). */
async function noticeLock(services: Services, username: string, ip: string, at: Date): Promise<void> {
  const user = await services.users.find(username);
  if (user === null) return;
  const { db, sms, config } = services.deps;
  await sendLockNotice({
    sms,
    db,
    username,
    mobile: user.mobile,
    ip,
    at,
    failures: config.txnPwdMaxAttempts,
  });
}

/** The transaction password: attempts, validation (with the block at the maximum) and the block call. */
export function registerTransactionRoutes(router: CallRouter): void {
  const { services } = router;
  const { deps } = services;
  const { db, clock, config } = deps;
  const max = config.txnPwdMaxAttempts;

  const passwords = new TransactionPasswordRepository(db);
  /** The wrong attempts counted (read on `on`, the call's transaction where there is one); no row counts as all. */
  const failureCount = async (username: string, on: Queryable = db): Promise<number> =>
    (await new TransactionPasswordRepository(on).failureCount(username)) ?? max;

  serve(router, endpoints.allowedTxnPwdAttempts, async ({ session }) => ({
    maxAttempts: max,
    attemptsLeft: Math.max(0, max - (await failureCount(session.username))),
  }));

  serve(router, endpoints.validateTransacPwd, async ({ secrets, session, state }) => {
    // The attempt's place is claimed before the password is compared (null: none is left).
    const place = await passwords.claimAttempt(session.username, max);
    const password = secrets.transacPwd === undefined ? "" : Redacted.value(secrets.transacPwd);
    const stored = await passwords.hash(session.username);
    const right = await services.passwords.verify(password, stored);
    const now = clock.now();
    const outcome = await db.transaction(async (tx) => {
      if (place !== null && right && stored !== null) {
        if (await passwords.recordRight(tx, session.username, session.id_hash, now)) {
          return { right: true, remaining: max, locked: false };
        }
        return { right: false, remaining: 0, locked: false };
      }
      const remaining = place === null ? 0 : Math.max(0, max - place);
      if (remaining > 0) return { right: false, remaining, locked: false };
      // The last attempt blocks only while the count still stands at the maximum (D51).
      const locked = await blockUser(services, tx, session, now, max);
      if (locked === null) {
        return {
          right: false,
          remaining: Math.max(0, max - (await failureCount(session.username, tx))),
          locked: false,
        };
      }
      return { right: false, remaining: 0, locked };
    });
    await audit(db, {
      event: "TXN_PWD",
      username: session.username,
      ip: state.ip,
      outcome: outcome.right ? "OK" : outcome.remaining === 0 ? "BLOCKED" : "WRONG",
      at: now,
    });
    if (outcome.locked) await noticeLock(services, session.username, state.ip, now);
    if (!outcome.right) {
      if (outcome.remaining === 0) state.rollSessionId = null;
      throw new ApiError(406, "TXN_PWD.WRONG", "Wrong Transaction Password", {
        remainingAttempts: outcome.remaining,
      });
    }
    if (stored !== null && services.passwords.needsUpgrade(stored)) {
      await passwords.upgradeHash(session.username, stored, await services.passwords.hash(password));
    }
    return { status: 200 };
  });

  // Idempotent: the session this call (or the last wrong password) already ended as BLOCKED answers 200 again.
  serve(router, endpoints.blockUserId, {
    repeatAfterEnd: { reason: "BLOCKED", answer: () => ({ status: 200 }) },
    run: async ({ session, now, state }) => {
      const locked = await db.transaction((tx) => blockUser(services, tx, session, now));
      if (locked) await noticeLock(services, session.username, state.ip, now);
      state.rollSessionId = null;
      return { status: 200 };
    },
    audit: { event: "BLOCK_USER" },
  });
}
