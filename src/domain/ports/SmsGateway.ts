/**
 * Sends a text message to a customer's registered mobile: one-time codes of the OTP step, the
 * sign-in code and the captcha alternative (spec 000 sections 4 and 7; GUIDE section 5). The
 * server owns it; the text is already composed and translated, and the gateway never logs it,
 * because it may carry a code. Resolves when the provider accepted the message, rejects when it
 * refused or could not be reached (the caller then answers the OTP-generate failure).
 */
export interface SmsGateway {
  /** Sends `text` to `to`, a mobile number in E.164 form (for example `+919876543210`). */
  send(to: string, text: string): Promise<void>;
}
