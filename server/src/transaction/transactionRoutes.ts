import type { Hono } from "hono";
import { EmptyRequest, type StatusOkResponse } from "../../../src/adapters/rib/contract/common";
import { RIB_ENC_HEADER, TOKEN_HEADER } from "../../../src/adapters/rib/contract/headers";
import { Paths } from "../../../src/adapters/rib/contract/paths";
import {
  ValidateTransacPwdRequest,
  type AllowedTxnPwdAttemptsResponse,
} from "../../../src/adapters/rib/contract/transaction";
import { audit } from "../auth/audit";
import type { SessionRow } from "../auth/SessionStore";
import type { Queryable } from "../db/Database";
import { ApiError } from "../http/ApiError";
import type { AppEnv } from "../http/context";
import { checkIntegrity, decryptFromClient } from "../http/integrity";
import { readJson, requireSession } from "../http/middleware";
import { decodeRequest } from "../http/validate";
import { DUMMY_PASSWORD_HASH, safeEqual, verifyPassword } from "../secrets";
import type { Services } from "../services";

/** How long a verified transaction password authorises sensitive calls of the session. */
export const TXN_PWD_VERIFIED_FOR_MS = 5 * 60_000;

/** Whether the session verified the transaction password in the last 5 minutes. */
export function isTransactionPasswordFresh(session: SessionRow, now: Date): boolean {
  const at = session.txn_pwd_verified_at;
  return at !== null && now.getTime() - new Date(at).getTime() <= TXN_PWD_VERIFIED_FOR_MS;
}

/** 403 `TXN_PWD.REQUIRED`: the call needs a transaction password verified in the last 5 minutes. */
export const txnPwdRequired = (): ApiError =>
  new ApiError(403, "TXN_PWD.REQUIRED", "Please confirm with your transaction password.");

/** Locks the user id in the database and ends the session, inside `tx` (the lock survives a restart). */
async function blockUser(services: Services, tx: Queryable, session: SessionRow, now: Date): Promise<void> {
  await tx.query("UPDATE users SET locked = TRUE WHERE username = $1", [session.username]);
  await services.sessions.end(session.id_hash, "BLOCKED", now, tx);
}

/** The transaction password: attempts, validation (with the block at the maximum) and the block call. */
export function registerTransactionRoutes(rest: Hono<AppEnv>, services: Services): void {
  const { deps, sessions } = services;
  const { db, clock, config } = deps;
  const max = config.txnPwdMaxAttempts;

  const failureCount = async (username: string): Promise<number> =>
    (
      await db.query<{ txn_failure_count: number }>(
        "SELECT txn_failure_count FROM users WHERE username = $1",
        [username],
      )
    )[0]?.txn_failure_count ?? max;

  rest.get(`/${Paths.allowedTxnPwdAttempts}`, async (c) => {
    const session = await requireSession(c, sessions, clock);
    const body: AllowedTxnPwdAttemptsResponse = {
      maxAttempts: max,
      attemptsLeft: Math.max(0, max - (await failureCount(session.username))),
    };
    return c.json(body);
  });

  rest.post(`/${Paths.validateTransacPwd}`, async (c) => {
    const session = await requireSession(c, sessions, clock);
    const body = await readJson(c);
    const request = decodeRequest(ValidateTransacPwdRequest, body);
    await checkIntegrity(c.req.header(RIB_ENC_HEADER), session.secret_key, body);
    const password = await decryptFromClient(request.transacPwd, session.secret_key);
    const stored = (
      await db.query<{ txn_password_hash: string }>(
        "SELECT txn_password_hash FROM users WHERE username = $1",
        [session.username],
      )
    )[0];
    const right = await verifyPassword(password, stored?.txn_password_hash ?? DUMMY_PASSWORD_HASH);
    const state = c.get("req");
    const now = clock.now();
    const outcome = await db.transaction(async (tx) => {
      if (right && stored !== undefined) {
        await tx.query("UPDATE users SET txn_failure_count = 0 WHERE username = $1", [session.username]);
        await tx.query("UPDATE sessions SET txn_pwd_verified_at = $2 WHERE id_hash = $1", [
          session.id_hash,
          now,
        ]);
        return { right: true, remaining: max };
      }
      const counted = await tx.query<{ txn_failure_count: number }>(
        "UPDATE users SET txn_failure_count = txn_failure_count + 1 WHERE username = $1 RETURNING txn_failure_count",
        [session.username],
      );
      const remaining = Math.max(0, max - (counted[0]?.txn_failure_count ?? max));
      if (remaining === 0) await blockUser(services, tx, session, now);
      return { right: false, remaining };
    });
    await audit(db, {
      event: "TXN_PWD",
      username: session.username,
      ip: state.ip,
      outcome: outcome.right ? "OK" : outcome.remaining === 0 ? "BLOCKED" : "WRONG",
      at: now,
    });
    if (!outcome.right) {
      if (outcome.remaining === 0) state.rollSessionId = null;
      throw new ApiError(406, "TXN_PWD.WRONG", "Wrong Transaction Password", {
        remainingAttempts: outcome.remaining,
      });
    }
    const ok: StatusOkResponse = { status: 200 };
    return c.json(ok);
  });

  rest.post(`/${Paths.blockUserId}`, async (c) => {
    const state = c.get("req");
    const loaded = state.session;
    const token = c.req.header(TOKEN_HEADER);
    // Idempotent: the session this call (or the last wrong password) already ended as BLOCKED answers 200 again.
    if (
      loaded !== null &&
      loaded.ended_at !== null &&
      loaded.end_reason === "BLOCKED" &&
      token !== undefined &&
      safeEqual(token, loaded.token)
    ) {
      decodeRequest(EmptyRequest, await readJson(c));
      state.rollSessionId = null;
      const ok: StatusOkResponse = { status: 200 };
      return c.json(ok);
    }
    const session = await requireSession(c, sessions, clock);
    decodeRequest(EmptyRequest, await readJson(c));
    const now = clock.now();
    await db.transaction((tx) => blockUser(services, tx, session, now));
    state.rollSessionId = null;
    await audit(db, {
      event: "BLOCK_USER",
      username: session.username,
      ip: state.ip,
      outcome: "OK",
      at: now,
    });
    const ok: StatusOkResponse = { status: 200 };
    return c.json(ok);
  });
}
