/**
 * The hand-over from the sign-in page the server sends (docs/DECISIONS.md D49) to the app.
 *
 * The server's HTML already holds the sign-in screen, rendered at build time from the same
 * components, so it paints before any script runs and the customer can start typing at once. This
 * module is all the script that runs at load. It waits for the customer's first key press, click
 * or focus, then has the app loaded; until the app is there, a press of a button or a submit of the
 * form is held (not lost) and done again on the app's own control, and a blocked key (F5 and the
 * like) is stopped and pressed again for the app to answer with its notice. When the app renders, it
 * replaces the server's markup in one commit with identical markup ({@link restoreInto}): what was
 * typed goes into the app's fields as input, and focus and the caret return to the same control.
 */

/** The id of the sign-in page's alert that the app could not be loaded (filled by `boot.ts`). */
export const LOAD_FAILED_ID = "app-load-failed";

/** The controls matched between the server's markup and the app's, in document order. */
const CONTROLS = "input, button, select, textarea, a[href]";

/** What the customer did to the server's markup before the app took over. */
export interface Snapshot {
  /** The values of the text fields, by their position among {@link CONTROLS}. */
  readonly values: ReadonlyMap<number, string>;
  /** The position of the focused control, or -1. */
  readonly focused: number;
  /** The caret or selection in the focused field. */
  readonly selection: { readonly start: number; readonly end: number } | null;
  /** The last press, submit or blocked key held while the app loaded. */
  readonly held: Held | null;
}

/** A key press's key and modifiers. */
export interface HeldKey {
  readonly key: string;
  readonly ctrlKey: boolean;
  readonly shiftKey: boolean;
  readonly metaKey: boolean;
  readonly altKey: boolean;
}

/** What the customer did that waits for the app: a press, a submit, or a blocked key. */
export type Held =
  | { readonly kind: "click" | "submit"; readonly index: number }
  | { readonly kind: "key"; readonly press: HeldKey };

/** Watches the server's markup in `root` until {@link Watch.snapshot} is taken. */
export interface Watch {
  /** Stops holding presses and returns what the customer did. */
  snapshot(): Snapshot;
}

const START_EVENTS = ["keydown", "pointerdown", "focusin", "input"] as const;

function controlsOf(root: ParentNode): Element[] {
  return [...root.querySelectorAll(CONTROLS)];
}

function isTextField(element: Element): element is HTMLInputElement | HTMLTextAreaElement {
  if (element instanceof HTMLTextAreaElement) return true;
  return (
    element instanceof HTMLInputElement &&
    !["button", "submit", "reset", "checkbox", "radio", "file", "image", "hidden"].includes(element.type)
  );
}

/**
 * Calls `onStart` once, on the customer's first key press, pointer press, focus or input in the
 * page, and holds every press of a button and submit of a form inside `root` until the snapshot,
 * and every key `isBlocked` names (spec 000 section 5: the app answers it with its notice).
 */
export function watchPrerendered(
  root: HTMLElement,
  onStart: () => void,
  isBlocked: (event: KeyboardEvent) => boolean = () => false,
): Watch {
  let held: Snapshot["held"] = null;
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    for (const type of START_EVENTS) document.removeEventListener(type, start, true);
    onStart();
  };
  for (const type of START_EVENTS) {
    document.addEventListener(type, start, { capture: true, passive: true });
  }
  const hold = (event: Event) => {
    const target = event.target instanceof Element ? event.target : null;
    if (target === null) return;
    if (event.type === "submit") {
      event.preventDefault();
      // The form's own submit button stands for the submit: pressing it again submits the app's form.
      const form = target.closest("form");
      const button = form?.querySelector('button[type="submit"], button:not([type])');
      const index = button ? controlsOf(root).indexOf(button) : -1;
      if (index >= 0) held = { kind: "submit", index };
      start();
      return;
    }
    const button = target.closest("button");
    if (button === null || !root.contains(button)) return;
    // A submit button's press goes on to become the submit event above; other presses are held.
    if (button.type !== "submit") {
      event.preventDefault();
      held = { kind: "click", index: controlsOf(root).indexOf(button) };
    }
    start();
  };
  // In the bubble phase, as the app's own guard listens: a key a control handled is not blocked.
  const holdKey = (event: KeyboardEvent) => {
    if (!isBlocked(event)) return;
    event.preventDefault();
    const { key, ctrlKey, shiftKey, metaKey, altKey } = event;
    held = { kind: "key", press: { key, ctrlKey, shiftKey, metaKey, altKey } };
    start();
  };
  root.addEventListener("click", hold, true);
  root.addEventListener("submit", hold, true);
  window.addEventListener("keydown", holdKey);
  return {
    snapshot() {
      root.removeEventListener("click", hold, true);
      root.removeEventListener("submit", hold, true);
      window.removeEventListener("keydown", holdKey);
      const controls = controlsOf(root);
      const values = new Map<number, string>();
      controls.forEach((control, index) => {
        if (isTextField(control) && control.value !== control.defaultValue) values.set(index, control.value);
      });
      const active = document.activeElement;
      const focused = active === null ? -1 : controls.indexOf(active);
      const selection =
        active !== null && isTextField(active) && active.selectionStart !== null
          ? { start: active.selectionStart, end: active.selectionEnd ?? active.selectionStart }
          : null;
      return { values, focused, selection, held };
    },
  };
}

/** Sets a field's value as typing would, so that the app's change handlers see it. */
function typeInto(field: HTMLInputElement | HTMLTextAreaElement, value: string): void {
  const prototype =
    field instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
  Object.getOwnPropertyDescriptor(prototype, "value")?.set?.call(field, value);
  field.dispatchEvent(new Event("input", { bubbles: true }));
}

/**
 * Gives the app's freshly rendered markup in `root` what the customer did to the server's: the typed
 * values, focus and caret, then the held press or submit. The two markups have the same controls in
 * the same order; a control that is not there (or not a field) is skipped.
 */
export function restoreInto(root: HTMLElement, snapshot: Snapshot): void {
  const controls = controlsOf(root);
  for (const [index, value] of snapshot.values) {
    const control = controls[index];
    if (control !== undefined && isTextField(control)) typeInto(control, value);
  }
  const focused = controls[snapshot.focused];
  if (focused instanceof HTMLElement) {
    focused.focus({ preventScroll: true });
    if (snapshot.selection !== null && isTextField(focused)) {
      focused.setSelectionRange(snapshot.selection.start, snapshot.selection.end);
    }
  }
  const held = snapshot.held;
  if (held === null) return;
  if (held.kind === "key") {
    // Once the app's effects have run (its blocked-keys guard listens from one): pressed again.
    const target = document.activeElement ?? document.body;
    setTimeout(() => {
      target.dispatchEvent(new KeyboardEvent("keydown", { ...held.press, bubbles: true, cancelable: true }));
    }, 0);
    return;
  }
  const control = controls[held.index];
  if (!(control instanceof HTMLButtonElement)) return;
  if (held.kind === "submit") control.form?.requestSubmit(control);
  else control.click();
}
