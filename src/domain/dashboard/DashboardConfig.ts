/** The most favourites the dashboard holds (spec 000 sections 5 and 9, spec 001 section 5). */
export const MAX_FAVOURITES = 10;

/** Whether one more favourite may be added to `count` chosen ones (at most 10). */
export function canAddFavourite(count: number): boolean {
  return count < MAX_FAVOURITES;
}

/** Whether a favourites selection of `count` items may be saved (at most 10). */
export function isFavouriteCountAllowed(count: number): boolean {
  return count >= 0 && count <= MAX_FAVOURITES;
}

/**
 * The default favourite ordering value per menu item (spec 000 section 2): acnList 1, acctStmt 2,
 * addModifyBeneficiary 3, deposit 4, updateProfile 5, e-statements 6, card pin services 7,
 * cheque services 8 (the last three keyed in camel case).
 */
export const DEFAULT_FAVOURITE_ORDER: Readonly<Record<string, number>> = {
  acnList: 1,
  acctStmt: 2,
  addModifyBeneficiary: 3,
  deposit: 4,
  updateProfile: 5,
  eStatements: 6,
  cardPinServices: 7,
  chequeServices: 8,
};

/** Orders favourites by their ordering value (ties keep their order; items without a value go last). */
export function sortFavourites<T extends { readonly id: string; readonly value?: number | null }>(
  items: readonly T[],
): readonly T[] {
  const valueOf = (item: T): number =>
    item.value ?? DEFAULT_FAVOURITE_ORDER[item.id] ?? Number.POSITIVE_INFINITY;
  return [...items].sort((a, b) => valueOf(a) - valueOf(b));
}

/** A dashboard widget with its default (spec 000 section 3). */
export interface DashboardWidget {
  readonly id: string;
  readonly name: string;
  readonly isDefault: boolean;
}

/** The dashboard widgets: all on by default except Know your bank (spec 000 section 3). */
export const DASHBOARD_WIDGETS: readonly DashboardWidget[] = [
  { id: "myFavourite", name: "My Favourite", isDefault: true },
  { id: "myAssets", name: "My Assets", isDefault: true },
  { id: "myLiabilities", name: "My Liabilities", isDefault: true },
  { id: "myAlertsAndUpdates", name: "My Alerts and Updates", isDefault: true },
  { id: "myUpcomingEvents", name: "My Upcoming Events", isDefault: true },
  { id: "myCalendar", name: "My Calendar", isDefault: true },
  { id: "knowYourBank", name: "Know your bank", isDefault: false },
];

/** Which widgets are on before the customer configures the dashboard (widget id -> on). */
export function defaultWidgetSelection(): Readonly<Record<string, boolean>> {
  return Object.fromEntries(DASHBOARD_WIDGETS.map((w) => [w.id, w.isDefault]));
}

/** The carousel interval (spec 000 sections 4 and 9: every 4 seconds). */
export const CAROUSEL_INTERVAL_MS = 4000;

/** What stops the carousel (GUIDE section 5: pause button, hover or focus, reduced motion). */
export interface CarouselConditions {
  readonly paused: boolean;
  readonly hovered: boolean;
  readonly focused: boolean;
  readonly prefersReducedMotion: boolean;
}

/** Whether the carousel advances on its own: only when not paused, hovered, focused, and motion is welcome. */
export function carouselAdvances(c: CarouselConditions): boolean {
  return !c.paused && !c.hovered && !c.focused && !c.prefersReducedMotion;
}

/** The next slide, wrapping after the last one (0 for an empty carousel). */
export function nextSlide(index: number, count: number): number {
  return count <= 0 ? 0 : (index + 1) % count;
}
