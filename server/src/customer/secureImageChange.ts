import { randomInt } from "node:crypto";
import { Result } from "effect";
import { endpoints } from "../../../src/adapters/rib/contract/endpoints";
import { validateSecureText } from "../../../src/domain/auth/SecureText";
import { sendSecurityNotice } from "../kernel/auth/securityNotice";
import { ApiError } from "../kernel/http/ApiError";
import { serve, type CallRouter } from "../kernel/http/pipeline";
import { CustomerRepository } from "./CustomerRepository";
import { findSecureImage } from "./secureImages";

/** A reference number of a completed request: prefix, application date and 6 random digits. */
export function referenceNumber(prefix: string, appDate: string): string {
  return `${prefix}${appDate.replaceAll("-", "")}${String(randomInt(0, 1_000_000)).padStart(6, "0")}`;
}

/**
 * `POST setUserSecurityInfo`: changes the secure image and text of a signed-in customer. The
 * pipeline asks for the transaction password verified in the last 5 minutes (when configured) and
 * consumes the validated action code of module `SECURE_IMAGE` bound to the same image and text,
 * once per `Idempotency-Key`. The customer's registered mobile is told afterwards (a security notice).
 */
export function registerSecureImageChangeRoute(router: CallRouter): void {
  const { services } = router;
  serve(router, endpoints.setUserSecurityInfo, {
    check: async ({ request }) => {
      if (Result.isFailure(validateSecureText(request.secText))) {
        throw new ApiError(400, "SECURE_TEXT.INVALID", "The secure text is not valid.");
      }
      if (findSecureImage(request.secImage) === undefined) {
        throw new ApiError(400, "SECURE_IMAGE.INVALID", "The secure image is not known.");
      }
    },
    run: async ({ request, session, tx }) => {
      await new CustomerRepository(tx).setSecureImage(session.username, request.secImage, request.secText);
      return { referenceNumber: referenceNumber("SI", services.appDate()), status: 200 };
    },
    audit: { event: "SECURE_IMAGE_CHANGE" },
    afterCommit: ({ session, state, now }) =>
      sendSecurityNotice({
        sms: services.deps.sms,
        db: services.deps.db,
        username: session.username,
        kind: "SECURE_IMAGE_CHANGED",
        ip: state.ip,
        at: now,
      }),
  });
}
