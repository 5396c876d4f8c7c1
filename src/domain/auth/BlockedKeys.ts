/** The facts of a key press that decide whether it is blocked (no DOM types: the UI copies them). */
export interface KeyPress {
  /** `KeyboardEvent.key`, for example `"F5"`, `"r"`, `"Backspace"`, `"+"`. */
  readonly key: string;
  readonly ctrlKey: boolean;
  readonly shiftKey: boolean;
  readonly metaKey: boolean;
  readonly altKey: boolean;
  /** The target is an input, a textarea, a select or content-editable. */
  readonly targetIsEditable: boolean;
  /** The target is inside an ARIA widget that handles keys itself (grid, listbox, menu, slider...). */
  readonly targetIsAriaWidget: boolean;
  /** A widget already handled the event (`defaultPrevented`). */
  readonly defaultPrevented: boolean;
}

const ALWAYS_BLOCKED = new Set(["F5", "F11", "F12"]);

/**
 * Whether a key press opens the "operation not allowed" notice (spec 000 section 5, GUIDE section
 * 5): F5, F10, F11, F12, Ctrl+R and Backspace outside input fields. Never blocked: events a widget
 * already handled, events from editable targets or ARIA widgets, Shift+F10 (the context menu),
 * the zoom keys (Ctrl with +, -, = or 0) and any key with Alt or Meta held (browser and system
 * shortcuts such as Meta+R stay with the browser).
 */
export function isBlockedKey(press: KeyPress): boolean {
  if (press.defaultPrevented || press.targetIsEditable || press.targetIsAriaWidget) return false;
  if (press.altKey || press.metaKey) return false;
  if (ALWAYS_BLOCKED.has(press.key)) return true;
  if (press.key === "F10") return !press.shiftKey;
  if (press.key === "r" || press.key === "R") return press.ctrlKey;
  if (press.key === "Backspace") return true;
  return false;
}
