/** The named states a successful sign-in can lead to (spec 000 section 4). */
export type LoginRouteState = "scrtyInfo.view" | "authOtp" | "configureSecureLoginAccess" | "dashboard";

/** The flags of a successful `POST /app/authentication` that decide where the customer goes. */
export interface LoginRouteFlags {
  readonly resetRequired: boolean;
  readonly mfaRequired: boolean;
  readonly secureImageSet: boolean;
}

/**
 * Where a successful sign-in goes, in the order of spec 000 section 4: a password reset first
 * (security info), then the one-time code, then setting up the secure image and text, else the
 * dashboard.
 */
export function loginRoute(flags: LoginRouteFlags): LoginRouteState {
  if (flags.resetRequired) return "scrtyInfo.view";
  if (flags.mfaRequired) return "authOtp";
  if (!flags.secureImageSet) return "configureSecureLoginAccess";
  return "dashboard";
}

/**
 * Where the customer goes after the sign-in code was accepted (spec 000 section 4): the secure
 * image and text set-up when none is set, else the dashboard.
 */
export function afterMfaRoute(flags: {
  readonly secureImageSet: boolean;
}): "configureSecureLoginAccess" | "dashboard" {
  return flags.secureImageSet ? "dashboard" : "configureSecureLoginAccess";
}
