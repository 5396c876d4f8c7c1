import { MENU_GROUPS, type MenuGroup, type StateName, type StateRegistry } from "../stateNames";
import { useAppState } from "./StateProvider";

export { MENU_GROUPS, type MenuGroup };

/** One menu item: the state it opens and the i18n key of its label (also what menu search finds). */
export interface MenuEntry {
  readonly id: string;
  readonly group: MenuGroup;
  readonly state: StateName;
  readonly labelKey: string;
}

const menus = new WeakMap<object, readonly MenuEntry[]>();

/**
 * The menu of the declared states: every state with a menu item, in the order of the
 * declarations (so in menu order within each group). The menu bar, menu search (menuSearch) and
 * the favourites of the dashboard all read it, so a screen joins them by its declaration.
 */
export function menuOf(states: StateRegistry): readonly MenuEntry[] {
  const known = menus.get(states);
  if (known !== undefined) return known;
  const entries = (Object.keys(states) as StateName[]).flatMap((state) => {
    const place = states[state].menu;
    return place === undefined ? [] : [{ id: place.id, group: place.group, state, labelKey: place.labelKey }];
  });
  menus.set(states, entries);
  return entries;
}

/** The items of one group, in menu order. A group without items shows "Coming soon". */
export function menuEntriesOf(entries: readonly MenuEntry[], group: MenuGroup): readonly MenuEntry[] {
  return entries.filter((entry) => entry.group === group);
}

/** The menu of the app's declared states (from the `StateProvider`). */
export function useMenuEntries(): readonly MenuEntry[] {
  return menuOf(useAppState().states);
}
