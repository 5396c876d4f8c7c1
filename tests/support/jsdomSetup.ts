import "@testing-library/jest-dom/vitest";
import { TextEncoder as NodeTextEncoder } from "node:util";
import { afterEach, vi } from "vitest";
import { cleanup, configure } from "@testing-library/react";
import { destroyAnnouncer } from "react-aria/private/live-announcer/LiveAnnouncer";
import { loadAriaStrings } from "../../src/ui/ariaStrings/reactAriaStrings";

// jose checks `instanceof Uint8Array` against the jsdom realm; Node's TextEncoder
// returns the Node realm's Uint8Array, so re-wrap its output (GUIDE.md section 4).
class RealmTextEncoder extends NodeTextEncoder {
  override encode(input?: string): Uint8Array<ArrayBuffer> {
    return new Uint8Array(super.encode(input)) as Uint8Array<ArrayBuffer>;
  }
}
globalThis.TextEncoder = RealmTextEncoder as unknown as typeof TextEncoder;

// React Aria's Modal uses CSS.escape, which jsdom lacks.
if (typeof globalThis.CSS === "undefined" || typeof globalThis.CSS.escape !== "function") {
  const escape = (value: string) => value.replace(/[^a-zA-Z0-9_-]/g, (c) => `\\${c}`);
  (globalThis as { CSS?: unknown }).CSS = { ...(globalThis.CSS ?? {}), escape };
}

// Component tests render German and Hindi at once; the app loads React Aria's strings of a
// language with its texts (ensureLanguage), so the tests load them up front.
await Promise.all([loadAriaStrings("de-DE"), loadAriaStrings("hi-IN")]);

// No test may depend on the machine's speed: a screen that loads a lazy chunk can take seconds
// on a busy machine, so `findBy…` and `waitFor` wait up to 15 s (they return as soon as the
// condition holds, so a quick machine loses nothing).
configure({ asyncUtilTimeout: 15_000 });

// The files of a worker share one document (isolate: false): each test leaves it as it found it.
// React Aria's announcer is plain DOM outside React that keeps its messages for 7 s, so it goes
// with the test; so do focus and fake timers.
afterEach(() => {
  vi.useRealTimers();
  // A file may run in Node (`@vitest-environment node`): it has no document to tidy.
  if (typeof document === "undefined") return;
  cleanup();
  destroyAnnouncer();
  (document.activeElement as HTMLElement | null)?.blur?.();
});
