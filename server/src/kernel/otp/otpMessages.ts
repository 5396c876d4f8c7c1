import { SECURE_IMAGE_OTP_MODULE } from "../../../../src/adapters/rib/contract/endpoints";
import {
  CHANGE_PASSWORD_OTP_MODULE,
  CHANGE_USER_ID_OTP_MODULE,
} from "../../../../src/adapters/rib/contract/security";
import {
  BENEFICIARY_ACTIVATE_OTP_MODULE,
  BENEFICIARY_RAISE_LIMIT_OTP_MODULE,
} from "../../../../src/adapters/rib/contract/beneficiary";
import {
  NEFT_RTGS_OTP_MODULE,
  WITHIN_BANK_TRANSFER_OTP_MODULE,
} from "../../../../src/adapters/rib/contract/transfers";
import { OTP_TTL_MS } from "../config";

/** The module of the sign-in code (`user/authOtp`). */
export const LOGIN_OTP_MODULE = "LOGIN";
/** The module of the captcha alternative's code (`newUser/captchaCode`). */
export const CAPTCHA_OTP_MODULE = "CAPTCHA";

/** What a code of each module confirms, as the SMS says it. */
const ACTIONS: Readonly<Record<string, string>> = {
  [LOGIN_OTP_MODULE]: "sign in to internet banking",
  [CAPTCHA_OTP_MODULE]: "pass the security check of your internet banking sign-in",
  [SECURE_IMAGE_OTP_MODULE]: "change your secure image and text",
  [CHANGE_PASSWORD_OTP_MODULE]: "change your internet banking password",
  [CHANGE_USER_ID_OTP_MODULE]: "change your internet banking user id",
  [WITHIN_BANK_TRANSFER_OTP_MODULE]: "make a payment to a payee in the bank",
  [NEFT_RTGS_OTP_MODULE]: "make a NEFT or RTGS payment to a payee at another bank",
  [BENEFICIARY_ACTIVATE_OTP_MODULE]: "add a payee",
  [BENEFICIARY_RAISE_LIMIT_OTP_MODULE]: "raise a payee's payment limit",
};

/** Said for a module without a text of its own. */
const ANY_ACTION = "confirm a request in internet banking";

/**
 * The SMS that carries `code`, from the bank's own text for `module` (docs/DECISIONS.md D35), or
 * the action the code is bound to as the bank describes it from its own records (`boundAction`,
 * D66): nothing a client writes is put into it. The code comes first, so a phone can offer it for autofill.
 */
export function otpMessage(module: string, code: string, boundAction?: string): string {
  const action = boundAction ?? (Object.hasOwn(ACTIONS, module) ? ACTIONS[module] : ANY_ACTION);
  const minutes = Math.round(OTP_TTL_MS / 60_000);
  return (
    `${code} is your one-time code to ${action ?? ANY_ACTION}. It is valid for ${String(minutes)} minutes. ` +
    "Never share it with anyone, not even the bank's staff."
  );
}
