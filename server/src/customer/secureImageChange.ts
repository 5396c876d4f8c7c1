import { randomInt } from "node:crypto";
import type { Hono } from "hono";
import { Result } from "effect";
import { Paths } from "../../../src/adapters/rib/contract/paths";
import {
  SetUserSecurityInfoRequest,
  type SetUserSecurityInfoResponse,
} from "../../../src/adapters/rib/contract/session";
import { validateSecureText } from "../../../src/domain/auth/SecureText";
import { audit } from "../auth/audit";
import { ApiError } from "../http/ApiError";
import type { AppEnv } from "../http/context";
import { readJson, requireSession } from "../http/middleware";
import { decodeRequest } from "../http/validate";
import { IDEMPOTENCY_KEY_HEADER, requireIdempotencyKey, withIdempotency } from "../idempotency/idempotency";
import type { Services } from "../services";
import { isTransactionPasswordFresh, txnPwdRequired } from "../transaction/transactionRoutes";
import { findSecureImage } from "./secureImages";

/** The OTP module of a secure image change; the code is bound to `{ secImage, secText }`. */
export const SECURE_IMAGE_OTP_MODULE = "SECURE_IMAGE";

/** A reference number of a completed request: prefix, application date and 6 random digits. */
export function referenceNumber(prefix: string, appDate: string): string {
  return `${prefix}${appDate.replaceAll("-", "")}${String(randomInt(0, 1_000_000)).padStart(6, "0")}`;
}

/**
 * `POST setUserSecurityInfo`: changes the secure image and text of a signed-in customer. Needs
 * the transaction password verified in the last 5 minutes (when configured) and a validated,
 * unused action code of module `SECURE_IMAGE` bound to the same image and text; runs once per
 * `Idempotency-Key`.
 */
export function registerSecureImageChangeRoute(rest: Hono<AppEnv>, services: Services): void {
  const { deps, sessions, otp } = services;
  const { db, clock, config } = deps;

  rest.post(`/${Paths.setUserSecurityInfo}`, async (c) => {
    const session = await requireSession(c, sessions, clock);
    const request = decodeRequest(SetUserSecurityInfoRequest, await readJson(c));
    const key = requireIdempotencyKey(c.req.header(IDEMPOTENCY_KEY_HEADER));
    const now = clock.now();
    const answer = await db.transaction((tx) =>
      withIdempotency<SetUserSecurityInfoResponse>(
        tx,
        session.username,
        key,
        "setUserSecurityInfo",
        request,
        async () => {
          if (Result.isFailure(validateSecureText(request.secText))) {
            throw new ApiError(400, "SECURE_TEXT.INVALID", "The secure text is not valid.");
          }
          if (findSecureImage(request.secImage) === undefined) {
            throw new ApiError(400, "SECURE_IMAGE.INVALID", "The secure image is not known.");
          }
          if (config.txnPwdRequired && !isTransactionPasswordFresh(session, now)) throw txnPwdRequired();
          await otp.consumeValidated(
            {
              sessionIdHash: session.id_hash,
              username: session.username,
              otac: request.otac,
              module: SECURE_IMAGE_OTP_MODULE,
              bind: { secImage: request.secImage, secText: request.secText },
            },
            tx,
          );
          await tx.query("UPDATE users SET secure_image_id = $2, secure_text = $3 WHERE username = $1", [
            session.username,
            request.secImage,
            request.secText,
          ]);
          return {
            status: 200,
            body: { referenceNumber: referenceNumber("SI", services.appDate()), status: 200 },
          };
        },
        now,
      ),
    );
    if (!answer.replayed) {
      await audit(db, {
        event: "SECURE_IMAGE_CHANGE",
        username: session.username,
        ip: c.get("req").ip,
        outcome: "OK",
        at: now,
      });
    }
    return c.json(answer.body, answer.status as 200);
  });
}
