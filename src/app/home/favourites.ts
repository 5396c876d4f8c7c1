import type { DashboardItem } from "../../adapters/rib/contract/dashboard";
import { dashboardFavourites as firstFavourites, sortFavourites } from "../../domain";
import type { MenuEntry } from "../navigation/menu";

/** A favourite the app can open: the bank's item with its menu entry. */
export interface OpenableFavourite {
  readonly item: DashboardItem;
  readonly entry: MenuEntry;
}

/**
 * The bank's favourites that this app can open (their id is an item of the app's `menu`), by the
 * spec's default ordering value. Favourites of services the app does not offer yet are left out.
 */
export function openableFavourites(
  items: readonly DashboardItem[],
  menu: readonly MenuEntry[],
): readonly OpenableFavourite[] {
  return sortFavourites(items).flatMap((item) => {
    const entry = menu.find((e) => e.id === item.id);
    return entry === undefined ? [] : [{ item, entry }];
  });
}

/** The favourites the dashboard shows: the added, openable ones, at most 10 (the domain's `dashboardFavourites`). */
export function dashboardFavourites(
  items: readonly DashboardItem[],
  menu: readonly MenuEntry[],
): readonly OpenableFavourite[] {
  return firstFavourites(openableFavourites(items, menu).filter((f) => f.item.isAdded));
}
