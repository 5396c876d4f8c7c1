/** Who may be on a state: before sign-in, between password and code, or signed in. */
export type StateArea = "public" | "pending" | "signedIn";

/** What every named state declares besides its screen. */
export interface StateMeta {
  /** i18n key of the state's title (document title, h1 and announcement). */
  readonly titleKey: string;
  readonly area: StateArea;
}

/**
 * The titles and areas of the named states (spec 000 section 2). Kept apart from the lazy
 * screens of `states.ts` so navigation code never imports a screen.
 */
export const STATE_META = {
  login: { titleKey: "states:login", area: "public" },
  authOtp: { titleKey: "states:authOtp", area: "pending" },
  configureSecureLoginAccess: { titleKey: "states:configureSecureLoginAccess", area: "signedIn" },
  "scrtyInfo.view": { titleKey: "states:scrtyInfoView", area: "public" },
  dashboard: { titleKey: "states:dashboard", area: "signedIn" },
  about: { titleKey: "states:about", area: "signedIn" },
} as const satisfies Record<string, StateMeta>;

/** The name of a registered state. */
export type StateName = keyof typeof STATE_META;

/** Narrows a string to a {@link StateName}. */
export function isStateName(value: string): value is StateName {
  return Object.hasOwn(STATE_META, value);
}
