import { Redacted, Result } from "effect";
import { endpoints } from "../../../src/adapters/rib/contract/endpoints";
import {
  PASSWORD_HISTORY_SIZE,
  SECURITY_ATTEMPTS_EXCEEDED_STATUS_CODE,
  USER_ID_AVAILABLE_ERROR_CODE,
  USER_ID_INVALID_ERROR_CODE,
  type PasswordWhich,
  type YesNo,
  type SecurityCheckResponse,
} from "../../../src/adapters/rib/contract/security";
import type { ErrorCode } from "../../../src/adapters/rib/contract/common";
import {
  type PasswordChangeError,
  validateLoginPasswordChange,
  validateTransactionPasswordChange,
} from "../../../src/domain/auth/PasswordChange";
import { validateUsername } from "../../../src/domain/auth/Username";
import { audit } from "../kernel/auth/audit";
import { sendLockNotice } from "../kernel/auth/lockNotice";
import { limitPreSignIn, rateLimited } from "../kernel/auth/preSignInLimit";
import { sendSecurityNotice, type SecurityNoticeKind } from "../kernel/auth/securityNotice";
import type { SessionRow } from "../kernel/auth/SessionStore";
import { normaliseUsername } from "../kernel/auth/UserRepository";
import { addDays } from "../kernel/clock";
import { referenceNumber } from "../customer/secureImageChange";
import type { Queryable } from "../kernel/db/Database";
import { ApiError, SessionErrors, invalidRequest } from "../kernel/http/ApiError";
import { serve, type CallContext, type CallRouter } from "../kernel/http/pipeline";
import type { PasswordHasher } from "../kernel/secrets";
import { resetDue } from "./resetDue";
import { SecurityRepository, type PasswordRow } from "./SecurityRepository";

/** Wrong current passwords in a row before the user id is locked (spec 002 section 8, statusCode 1019). */
export const SECURITY_MAX_ATTEMPTS = 3;
/** How long a verified current password authorises a change in the session. */
export const CURRENT_PASSWORD_VERIFIED_FOR_MS = 5 * 60_000;
/**
 * Checks of new passwords a customer may ask for in a minute: each compares them with up to
 * PASSWORD_HISTORY_SIZE stored hashes per password (scrypt, docs/SECURITY.md, Memory), and a
 * customer trying a few candidates needs far fewer.
 */
export const NEW_PASSWORD_CHECKS_PER_MINUTE = 10;
/** Days a new password is valid from the application date. */
export const PASSWORD_VALID_DAYS = 90;
/** The replaced passwords kept per kind: with the current one they are the last PASSWORD_HISTORY_SIZE. */
const PREVIOUS_KEPT = PASSWORD_HISTORY_SIZE - 1;
const notVerified = () =>
  new ApiError(403, "SECURITY.NOT_VERIFIED", "Please confirm your current password first.");

const fresh = (at: Date | null, now: Date): boolean =>
  at !== null && now.getTime() - new Date(at).getTime() <= CURRENT_PASSWORD_VERIFIED_FOR_MS;

/** The security notice of each password change. */
const PASSWORD_NOTICE: Readonly<Record<PasswordWhich, SecurityNoticeKind>> = {
  login: "LOGIN_PASSWORD_CHANGED",
  transaction: "TRANSACTION_PASSWORD_CHANGED",
  both: "BOTH_PASSWORDS_CHANGED",
};

const SUCCESS_TEXT: Readonly<Record<PasswordWhich, string>> = {
  login: "Login password updated successfully.",
  transaction: "Transaction password updated successfully.",
  both: "Login and transaction passwords updated successfully.",
};

/**
 * The security-info calls (spec 002 sections 5 and 8): user id availability, the current login and
 * transaction password checks (3 wrong in a row lock the user id), the check of new passwords
 * before their code is sent, and the password and user id changes (current password verified, a
 * bound action code, the domain's rules, once per `Idempotency-Key`; success ends every session
 * of the customer).
 */
export function registerSecurityRoutes(router: CallRouter): void {
  const { services } = router;
  const { deps, sessions, limiter } = services;
  const { db, clock } = deps;

  const security = new SecurityRepository(db);

  const passwords = async (tx: Queryable, username: string): Promise<PasswordRow> => {
    const row = await new SecurityRepository(tx).passwords(username);
    if (row === null) throw SessionErrors.required();
    return row;
  };

  serve(router, endpoints.checkUser, async ({ request: { username }, state }) => {
    // The answer tells whether an id exists (spec 002 section 7), so it is limited per address and id.
    await limitPreSignIn(limiter, "checkUser", state.ip, username);
    if (username !== username.trim() || Result.isFailure(validateUsername(username))) {
      throw new ApiError(400, "USERID.INVALID", "The user id is not valid.", {
        errorCode: USER_ID_INVALID_ERROR_CODE,
      });
    }
    const taken = await security.userExists(normaliseUsername(username));
    if (!taken) {
      throw new ApiError(404, "USERID.AVAILABLE", "The user id is available.", {
        errorCode: USER_ID_AVAILABLE_ERROR_CODE,
      });
    }
    return { exists: true };
  });

  /** The lock notice of a block by wrong current passwords, sent once: by the check whose update locked the id. */
  const sendSecurityCheckLockNotice = async (username: string, ip: string, at: Date) => {
    const user = await services.users.find(username);
    if (user === null) return;
    await sendLockNotice({
      sms: deps.sms,
      db,
      username,
      mobile: user.mobile,
      ip,
      at,
      failures: SECURITY_MAX_ATTEMPTS,
    });
  };

  /** `securityInfo/loginPwd` and `securityInfo/tranPwd`: one check of a current password. */
  const checkCurrent = async (
    {
      session,
      state,
    }: Pick<
      CallContext<typeof endpoints.securityLoginPwd | typeof endpoints.securityTranPwd>,
      "session" | "state"
    >,
    kind: "login" | "transaction",
    password: Redacted.Redacted<string> | undefined,
  ): Promise<SecurityCheckResponse> => {
    // The check's place is claimed before the password is compared (null: none is left).
    const place = await new SecurityRepository(db).claimCheck(session.username, SECURITY_MAX_ATTEMPTS);
    const plain = password === undefined ? "" : Redacted.value(password);
    const stored = await passwords(db, session.username).catch(() => null);
    const hash = kind === "login" ? stored?.password_hash : stored?.txn_password_hash;
    const matches = (await services.passwords.verify(plain, hash)) && stored !== null;
    const now = clock.now();
    let right = false;
    let lockedNow = false;
    const remaining = await db.transaction(async (tx) => {
      const inTx = new SecurityRepository(tx);
      if (
        place !== null &&
        matches &&
        (await inTx.recordRightCheck(session.username, session.id_hash, kind, now))
      ) {
        right = true;
        return SECURITY_MAX_ATTEMPTS;
      }
      // A wrong password, no check left, or a right one after wrong ones that arrived with it
      // blocked the id.
      const left = place === null || matches ? 0 : Math.max(0, SECURITY_MAX_ATTEMPTS - place);
      if (left === 0) {
        lockedNow = await inTx.lock(session.username);
        await sessions.end(session.id_hash, "BLOCKED", now, tx);
      }
      return left;
    });
    const event = kind === "login" ? "SECURITY_LOGIN_PWD" : "SECURITY_TXN_PWD";
    await audit(db, {
      event,
      username: session.username,
      ip: state.ip,
      outcome: right ? "OK" : remaining === 0 ? "BLOCKED" : "WRONG",
      at: now,
    });
    if (!right) {
      if (remaining === 0) {
        state.rollSessionId = null;
        if (lockedNow) await sendSecurityCheckLockNotice(session.username, state.ip, now);
        throw new ApiError(403, "SECURITY.ATTEMPTS_EXCEEDED", "Exceeded maximum attempts", {
          statusCode: SECURITY_ATTEMPTS_EXCEEDED_STATUS_CODE,
        });
      }
      throw kind === "login"
        ? new ApiError(406, "SECURITY.WRONG_LOGIN_PWD", "Wrong Current Login Password", {
            remainingAttempts: remaining,
          })
        : new ApiError(406, "SECURITY.WRONG_TXN_PWD", "Wrong Current Transaction Password", {
            remainingAttempts: remaining,
          });
    }
    return { statusCode: "00", statusMsg: "Success" };
  };

  serve(router, endpoints.securityLoginPwd, (context) => checkCurrent(context, "login", context.secrets.pwd));
  serve(router, endpoints.securityTranPwd, (context) =>
    checkCurrent(context, "transaction", context.secrets.transacPwd),
  );

  /** The new passwords of a check or a change: the flags and the opened fields agree (400 otherwise). */
  const newPasswords = ({ request, secrets }: NewPasswordFields): NewPasswords => {
    const login = newPassword(request.pwdFlag, secrets.pwd, "pwd");
    const transaction = newPassword(request.transacPwdFlag, secrets.transacPwd, "transacPwd");
    if (login === null && transaction === null) throw invalidRequest("Invalid request: nothing to change.");
    const which: PasswordWhich =
      login !== null && transaction !== null ? "both" : login !== null ? "login" : "transaction";
    return { login, transaction, which };
  };

  /**
   * Whether the new passwords may replace the current ones: the one rule of the check before the
   * code (`securityInfo/checkNewPwd`) and of the change itself, which checks again. In a forced
   * reset the password(s) due must be among them (400 `REQUEST.INVALID`); the current passwords of
   * what changes were verified in the last 5 minutes (403 `SECURITY.NOT_VERIFIED`); then
   * {@link checkPasswordRules} with the stored history.
   */
  const refuseUnfitPasswords = async (
    tx: Queryable,
    session: SessionRow,
    now: Date,
    { login, transaction }: NewPasswords,
  ): Promise<void> => {
    const row = await passwords(tx, session.username);
    const due = session.state === "PENDING_RESET" ? resetDue(row, services.appDate()) : null;
    if ((due === "login" || due === "both") && login === null) {
      throw invalidRequest("Invalid request: the login password must be changed.");
    }
    if ((due === "transaction" || due === "both") && transaction === null) {
      throw invalidRequest("Invalid request: the transaction password must be changed.");
    }
    if (!fresh(session.login_pwd_checked_at, now)) throw notVerified();
    if (transaction !== null && !fresh(session.txn_pwd_checked_at, now)) throw notVerified();
    const inTx = new SecurityRepository(tx);
    const history = {
      login: login === null ? [] : await inTx.previousHashes(session.username, "login", PREVIOUS_KEPT),
      transaction:
        transaction === null ? [] : await inTx.previousHashes(session.username, "transaction", PREVIOUS_KEPT),
    };
    await checkPasswordRules(services.passwords, row, history, login, transaction);
  };

  serve(router, endpoints.securityCheckNewPwd, {
    admit: async ({ session }) => {
      if (!(await limiter.hit(`new-password-check:${session.username}`, NEW_PASSWORD_CHECKS_PER_MINUTE))) {
        throw rateLimited();
      }
    },
    run: async (context) => {
      await refuseUnfitPasswords(db, context.session, context.now, newPasswords(context));
      return { statusCode: "00", statusMsg: "Success" };
    },
  });

  serve(router, endpoints.securityUpdatePwd, {
    repeatAfterEnd: { reason: "CREDENTIALS_CHANGED" },
    check: (context) => refuseUnfitPasswords(context.tx, context.session, context.now, newPasswords(context)),
    run: async (context) => {
      const { session, tx, now } = context;
      const { login, transaction, which } = newPasswords(context);
      const appDate = services.appDate();
      const expiry = addDays(appDate, PASSWORD_VALID_DAYS);
      const inTx = new SecurityRepository(tx);
      const replaced = await passwords(tx, session.username);
      if (login !== null) {
        await inTx.rememberReplaced(session.username, "login", replaced.password_hash, now, PREVIOUS_KEPT);
        await inTx.setLoginPassword(session.username, await services.passwords.hash(login), expiry);
      }
      if (transaction !== null) {
        await inTx.rememberReplaced(
          session.username,
          "transaction",
          replaced.txn_password_hash,
          now,
          PREVIOUS_KEPT,
        );
        await inTx.setTransactionPassword(
          session.username,
          await services.passwords.hash(transaction),
          expiry,
        );
      }
      await inTx.resetCheckFailures(session.username);
      await inTx.endAllSessions(session.username, now);
      return {
        status: 200,
        statusMsg: SUCCESS_TEXT[which],
        which,
        referenceNumber: referenceNumber("PW", appDate),
      };
    },
    endsSession: true,
    audit: { event: "PASSWORD_CHANGE", outcome: (context) => newPasswords(context).which.toUpperCase() },
    afterCommit: (context) =>
      sendSecurityNotice({
        sms: deps.sms,
        db,
        username: context.session.username,
        kind: PASSWORD_NOTICE[newPasswords(context).which],
        ip: context.state.ip,
        at: context.now,
      }),
  });

  serve(router, endpoints.securityUpdateUserId, {
    repeatAfterEnd: { reason: "CREDENTIALS_CHANGED" },
    check: async ({ request, session, tx, now }) => {
      if (!fresh(session.login_pwd_checked_at, now)) throw notVerified();
      if (
        request.newUserId !== request.newUserId.trim() ||
        Result.isFailure(validateUsername(request.newUserId))
      ) {
        throw new ApiError(400, "USERID.INVALID", "The user id is not valid.", {
          errorCode: USER_ID_INVALID_ERROR_CODE,
        });
      }
      const taken = await new SecurityRepository(tx).userExists(normaliseUsername(request.newUserId));
      if (taken) throw new ApiError(400, "USERID.TAKEN", "This user id already exists.");
    },
    run: () => ({
      status: 200,
      statusMsg: "User id updated successfully.",
      referenceNumber: referenceNumber("UID", services.appDate()),
    }),
    // After the idempotency row is stored, so it follows the rename (ON UPDATE CASCADE).
    afterStored: ({ request, session, tx, now }) =>
      renameUser(tx, session, normaliseUsername(request.newUserId), now),
    endsSession: true,
    audit: { event: "USER_ID_CHANGE", username: ({ request }) => normaliseUsername(request.newUserId) },
    // To the customer's mobile under the new id (the old one no longer exists).
    afterCommit: ({ request, state, now }) =>
      sendSecurityNotice({
        sms: deps.sms,
        db,
        username: normaliseUsername(request.newUserId),
        kind: "USER_ID_CHANGED",
        ip: state.ip,
        at: now,
      }),
  });

  /** Renames the user id: sessions, idempotency keys and feedback follow by cascade; codes and the audit trail are moved. */
  const renameUser = async (tx: Queryable, session: SessionRow, newName: string, now: Date) => {
    const inTx = new SecurityRepository(tx);
    await inTx.endAllSessions(session.username, now);
    await inTx.rename(session.username, newName);
  };
}

/** What a check or a change of passwords sends: a flag per password and the opened passwords. */
interface NewPasswordFields {
  readonly request: { readonly pwdFlag: YesNo; readonly transacPwdFlag: YesNo };
  readonly secrets: {
    readonly pwd: Redacted.Redacted<string> | undefined;
    readonly transacPwd: Redacted.Redacted<string> | undefined;
  };
}

/** The new passwords of a check or a change (null: that one does not change) and which they are. */
interface NewPasswords {
  readonly login: string | null;
  readonly transaction: string | null;
  readonly which: PasswordWhich;
}

/** The new password of a flag: the opened field when "Y" (then required), null when "N" (then absent). */
function newPassword(
  flag: "Y" | "N",
  opened: Redacted.Redacted<string> | undefined,
  field: string,
): string | null {
  if (flag === "N") {
    if (opened !== undefined) throw invalidRequest(`Invalid request: ${field} is sent with its flag N.`);
    return null;
  }
  if (opened === undefined) throw invalidRequest(`Invalid request: ${field} is missing.`);
  return Redacted.value(opened);
}

/**
 * The domain's rules of spec 002 section 5 (`PasswordChange`), re-checked on the server: Strong,
 * not equal to the current password, a transaction password not equal to the login password. The
 * server keeps only hashes, so equality with a stored password is learnt from the hash and given
 * to the domain rule as the same text (equal) or an empty one (different); the confirmation is
 * the client's and not sent. Then the bank's own rule: not one of the passwords before the current
 * (`history`, compared with the same scrypt verify; 406 `PASSWORD_CHANGE.RECENTLY_USED`). 400
 * `PASSWORD_CHANGE.<RULE>`, nothing changed.
 */
async function checkPasswordRules(
  hasher: PasswordHasher,
  row: PasswordRow,
  history: Readonly<Record<"login" | "transaction", readonly string[]>>,
  login: string | null,
  transaction: string | null,
): Promise<void> {
  const refuse = (error: PasswordChangeError, field: string) =>
    new ApiError(400, error as ErrorCode, passwordRuleText(error), { field });
  // 406, the catalogue's business refusal: the screens say it in words (400 would open the
  // service-error dialog, meant for requests the screens should never send).
  const recentlyUsed = (field: string) =>
    new ApiError(
      406,
      "PASSWORD_CHANGE.RECENTLY_USED",
      `The new password cannot be one of your last ${String(PASSWORD_HISTORY_SIZE)} passwords.`,
      { field },
    );
  /** One by one: each compare holds a hash's memory (docs/SECURITY.md, Memory). */
  const usedBefore = async (password: string, hashes: readonly string[]): Promise<boolean> => {
    for (const hash of hashes) if (await hasher.verify(password, hash)) return true;
    return false;
  };
  if (login !== null) {
    const same = await hasher.verify(login, row.password_hash);
    const checked = validateLoginPasswordChange({ current: same ? login : "", next: login, confirm: login });
    if (Result.isFailure(checked)) throw refuse(checked.failure, "pwd");
    if (await usedBefore(login, history.login)) throw recentlyUsed("pwd");
  }
  if (transaction !== null) {
    const sameAsCurrent = await hasher.verify(transaction, row.txn_password_hash);
    const sameAsLogin =
      login !== null ? transaction === login : await hasher.verify(transaction, row.password_hash);
    const checked = validateTransactionPasswordChange({
      current: sameAsCurrent ? transaction : "",
      next: transaction,
      confirm: transaction,
      loginPassword: sameAsLogin ? transaction : "",
    });
    if (Result.isFailure(checked)) throw refuse(checked.failure, "transacPwd");
    if (await usedBefore(transaction, history.transaction)) throw recentlyUsed("transacPwd");
  }
}

function passwordRuleText(error: PasswordChangeError): string {
  switch (error) {
    case "PASSWORD_CHANGE.REQUIRED":
      return "Please enter the new password.";
    case "PASSWORD_CHANGE.NOT_STRONG":
      return "Please choose a Strong password.";
    case "PASSWORD_CHANGE.SAME_AS_CURRENT":
      return "The new password cannot be the same as the current password.";
    case "PASSWORD_CHANGE.SAME_AS_LOGIN":
      return "The transaction password cannot be the same as the login password.";
    case "PASSWORD_CHANGE.CONFIRM_MISMATCH":
      return "The new password and its confirmation do not match.";
  }
}
