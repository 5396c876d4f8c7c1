/** The default wait before the name-enquiry button works again, in seconds (spec 001 sections 4 and 9). */
export const DEFAULT_NAME_ENQUIRY_WAIT_SECONDS = 90;

/**
 * The name-enquiry wait in seconds (spec 001 section 4): the configured pooling time in minutes
 * times 60, or the default 90 seconds when none (or no positive number) is configured.
 */
export function nameEnquiryWaitSeconds(poolingMinutes?: number): number {
  return poolingMinutes !== undefined && Number.isFinite(poolingMinutes) && poolingMinutes > 0
    ? poolingMinutes * 60
    : DEFAULT_NAME_ENQUIRY_WAIT_SECONDS;
}

/**
 * The seconds left before the name-enquiry button works again (0 when it works), from the seconds
 * elapsed since its last use; the clock reading comes from the caller.
 */
export function nameEnquirySecondsLeft(elapsedSeconds: number, waitSeconds: number): number {
  return Math.max(0, Math.ceil(waitSeconds - elapsedSeconds));
}

/**
 * What a failed name enquiry shows (spec 001 section 8): the server's responseMessage when a status
 * came with one, else the stable code of "Unable to verify payee".
 */
export function nameEnquiryFailure(answer: {
  readonly status?: string | null;
  readonly responseMessage?: string;
}): { readonly code: "BENEFICIARY.PAYEE_NOT_VERIFIED" } | { readonly message: string } {
  const hasStatus = answer.status !== undefined && answer.status !== null && answer.status !== "";
  const message = answer.responseMessage?.trim() ?? "";
  return hasStatus && message !== "" ? { message } : { code: "BENEFICIARY.PAYEE_NOT_VERIFIED" };
}
