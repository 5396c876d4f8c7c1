import type { KeyPress } from "../../domain";

/*
 * Reading a key event for the blocked-keys rule (src/domain/auth/BlockedKeys.ts). No React: the
 * page's entry script uses it too, to hold a blocked key pressed before the app is there (D49).
 */

/** ARIA widgets that handle keys themselves: a key pressed inside one is theirs. */
export const KEY_HANDLING_ROLES = [
  "grid",
  "treegrid",
  "listbox",
  "menu",
  "menubar",
  "tablist",
  "tree",
  "slider",
  "spinbutton",
  "combobox",
  "radiogroup",
  "textbox",
  "searchbox",
  "application",
] as const;

const WIDGET_SELECTOR = KEY_HANDLING_ROLES.map((role) => `[role="${role}"]`).join(",");

function isEditable(element: Element): boolean {
  if (element instanceof HTMLElement && element.isContentEditable) return true;
  return element.closest('input,textarea,select,[contenteditable=""],[contenteditable="true"]') !== null;
}

/** The facts of a DOM key event that the domain rule decides on (no DOM types in the domain). */
export function keyPressOf(event: KeyboardEvent): KeyPress {
  const target = event.target instanceof Element ? event.target : null;
  return {
    key: event.key,
    ctrlKey: event.ctrlKey,
    shiftKey: event.shiftKey,
    metaKey: event.metaKey,
    altKey: event.altKey,
    targetIsEditable: target !== null && isEditable(target),
    targetIsAriaWidget: target !== null && target.closest(WIDGET_SELECTOR) !== null,
    defaultPrevented: event.defaultPrevented,
  };
}
