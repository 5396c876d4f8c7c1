import type { ComponentType } from "react";

/**
 * Who may be on a state: before sign-in, between password and code, signed in (with the menu),
 * or with any live session but without the menu (`reset`: the forced password reset, which is
 * the only area a session in PENDING_RESET may see, and the sign-out survey).
 */
export type StateArea = "public" | "pending" | "signedIn" | "reset";

/** What navigation reads of every named state: its title, its area and the idle time-out. */
export interface StateMeta {
  /** i18n key of the state's title (document title, h1 and announcement). */
  readonly titleKey: string;
  readonly area: StateArea;
  /**
   * Whether the idle time-out guards the state: by default every state but the public ones. A
   * pre-login flow (password reset, new user) sets true; a state with a time-out of its own false.
   */
  readonly guarded?: boolean;
}

/** The four menu groups of spec 000 section 2, in their order. */
export const MENU_GROUPS = ["myHome", "myAccounts", "fundsTransfer", "myServices"] as const;

/** One of {@link MENU_GROUPS}. */
export type MenuGroup = (typeof MENU_GROUPS)[number];

/** A screen's item in the menu (the menu bar, menu search and the dashboard's favourites read it). */
export interface MenuPlace {
  /** The item's id: the bank's id of the service (the dashboard's favourites, self-service groups). */
  readonly id: string;
  readonly group: MenuGroup;
  /** i18n key of the item's label, also what menu search finds. */
  readonly labelKey: string;
}

/**
 * How the end-to-end language tour (tests/e2e/tour.spec.ts) reaches a screen: on the way in (the
 * sign-in steps and the dashboard), from its menu item, by a link of another screen the tour opens
 * first (`from`; the tour holds the steps), or on the way out (the sign-out survey). A flow of the
 * shared steps names step 1 of `flowSteps` in its h1.
 */
export type TourVisit<Name extends string = string> =
  | { readonly via: "signIn" }
  | { readonly via: "menu"; readonly flowSteps?: number }
  | { readonly via: "link"; readonly from: Name }
  | { readonly via: "signOut" };

/**
 * One named state, declared once in `states.ts`: its title, area and idle time-out, the params it
 * reads, its menu item, how the language tour visits it, and its lazily loaded screen.
 */
export interface StateDeclaration<Name extends string = string> extends StateMeta {
  /** The names of the params `go(name, { params })` may hand the screen (all optional strings). */
  readonly params?: readonly string[];
  /** Its menu item, in the menu's order among the declarations; none for a screen reached otherwise. */
  readonly menu?: MenuPlace;
  /** How the language tour reaches it; none for a screen the tour does not open. */
  readonly tour?: TourVisit<Name>;
  /** Loads the state's screen: one literal `import()` each, so every screen is a chunk of its own. */
  readonly load: () => Promise<{ readonly default: ComponentType }>;
}

/**
 * The declarations by name, filled in by `states.ts` (declaration merging, as a router registers
 * its routes): navigation and the screens know the state names without importing the registry,
 * whose lazy imports lead back to every screen.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled in by states.ts
export interface DeclaredStates {}

type Declarations = DeclaredStates extends { readonly states: infer S }
  ? S
  : Record<string, StateDeclaration>;

/** The name of a declared state. */
export type StateName = Extract<keyof Declarations, string>;

/** The declaration of state `N` as written: its literal params, menu item and tour visit. */
export type DeclarationOf<N extends StateName> = Declarations[N];

/** The declarations of every named state (the `states` of `states.ts`), as navigation reads them. */
export type StateRegistry = Readonly<Record<StateName, StateDeclaration<StateName>>>;

/** The names of the params a state declares (never for one without params). */
export type ParamName<N extends StateName> = N extends StateName
  ? Declarations[N] extends { readonly params: readonly (infer P extends string)[] }
    ? P
    : never
  : never;

/** The params `go(name, { params })` may hand a state: its declared names, each optional. */
export type ParamsOf<N extends StateName> = [ParamName<N>] extends [never]
  ? never
  : Readonly<Partial<Record<ParamName<N>, string>>>;

/**
 * Declares the named states (spec 000 section 2) and returns them as they are, each typed by its
 * declaration; a tour visit `from` another state must name a declared one.
 */
export function declareStates<
  const S extends { readonly [N in keyof S]: StateDeclaration<Extract<keyof S, string>> },
>(states: S): S {
  return states;
}
