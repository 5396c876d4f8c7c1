/** What the password-expiry notice shows. */
export interface PasswordExpiryNotice {
  /** The password has expired: show the expired content (spec 000 section 4). */
  readonly isExpired: boolean;
  /** The customer may skip changing it now. */
  readonly isSkippable: boolean;
}

/** At this many days left or fewer the skip option is hidden (spec 000 section 4). */
export const PASSWORD_EXPIRY_SKIP_HIDDEN_AT_DAYS = 5;

/**
 * The password-expiry notice for `daysLeft` (spec 000 section 4): expired at 0 or fewer days,
 * skippable only with more than 5 days left. A missing or non-numeric value (NaN) counts as
 * expired, so a bad answer never lets the customer skip.
 */
export function passwordExpiryNotice(daysLeft: number): PasswordExpiryNotice {
  if (Number.isNaN(daysLeft)) return { isExpired: true, isSkippable: false };
  return {
    isExpired: daysLeft <= 0,
    isSkippable: daysLeft > PASSWORD_EXPIRY_SKIP_HIDDEN_AT_DAYS,
  };
}
