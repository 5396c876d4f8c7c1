import { lazy, type ComponentType, type LazyExoticComponent } from "react";

/** Who may be on a state: before sign-in, between password and code, or signed in. */
export type StateArea = "public" | "pending" | "signedIn";

/** One named state of the registry. */
export interface StateDefinition {
  /** i18n key of the state's title (document title, h1 and announcement). */
  readonly titleKey: string;
  readonly area: StateArea;
  /** Loads the state's screen (one lazy chunk per feature). */
  readonly load: () => Promise<{ default: ComponentType }>;
}

/**
 * The named states of spec 000 section 2 built so far. Only `/`, `/logout` and `/error` are URLs;
 * everything here is reached by `go(name)` and lives in memory.
 */
export const states = {
  login: {
    titleKey: "states:login",
    area: "public",
    load: () => import("./login/LoginScreen").then((m) => ({ default: m.LoginScreen })),
  },
  authOtp: {
    titleKey: "states:authOtp",
    area: "pending",
    load: () => import("./authOtp/AuthOtpScreen").then((m) => ({ default: m.AuthOtpScreen })),
  },
  configureSecureLoginAccess: {
    titleKey: "states:configureSecureLoginAccess",
    area: "signedIn",
    load: () =>
      import("./secureAccess/ConfigureSecureLoginAccessScreen").then((m) => ({
        default: m.ConfigureSecureLoginAccessScreen,
      })),
  },
  "scrtyInfo.view": {
    titleKey: "states:scrtyInfoView",
    area: "public",
    load: () => import("./secureAccess/SecurityInfoScreen").then((m) => ({ default: m.SecurityInfoScreen })),
  },
  dashboard: {
    titleKey: "states:dashboard",
    area: "signedIn",
    load: () => import("./dashboard/DashboardScreen").then((m) => ({ default: m.DashboardScreen })),
  },
  about: {
    titleKey: "states:about",
    area: "signedIn",
    load: () => import("./dashboard/AboutScreen").then((m) => ({ default: m.AboutScreen })),
  },
} as const satisfies Record<string, StateDefinition>;

/** The name of a registered state. */
export type StateName = keyof typeof states;

/** Narrows a string to a {@link StateName}. */
export function isStateName(value: string): value is StateName {
  return Object.hasOwn(states, value);
}

/** The lazily loaded screen of each state, created once at start-up so React keeps them mounted. */
export const SCREENS: Readonly<Record<StateName, LazyExoticComponent<ComponentType>>> = {
  login: lazy(states.login.load),
  authOtp: lazy(states.authOtp.load),
  configureSecureLoginAccess: lazy(states.configureSecureLoginAccess.load),
  "scrtyInfo.view": lazy(states["scrtyInfo.view"].load),
  dashboard: lazy(states.dashboard.load),
  about: lazy(states.about.load),
};
