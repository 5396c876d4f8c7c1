import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { isBlockedKey, type KeyPress } from "./BlockedKeys";

const press = (key: string, mods: Partial<KeyPress> = {}): KeyPress => ({
  key,
  ctrlKey: false,
  shiftKey: false,
  metaKey: false,
  altKey: false,
  targetIsEditable: false,
  targetIsAriaWidget: false,
  defaultPrevented: false,
  ...mods,
});

describe("isBlockedKey (spec 000 section 5, GUIDE section 5)", () => {
  it.each([
    [press("F5"), true],
    [press("F5", { ctrlKey: true }), true],
    [press("F10"), true],
    [press("F11"), true],
    [press("F12"), true],
    [press("r", { ctrlKey: true }), true],
    [press("R", { ctrlKey: true, shiftKey: true }), true],
    [press("Backspace"), true],
    [press("F10", { shiftKey: true }), false],
    [press("r"), false],
    [press("R"), false],
    [press("x", { ctrlKey: true }), false],
    [press("+", { ctrlKey: true }), false],
    [press("=", { ctrlKey: true }), false],
    [press("-", { ctrlKey: true }), false],
    [press("0", { ctrlKey: true }), false],
    [press("F4"), false],
    [press("F9"), false],
    [press("Tab"), false],
    [press("Enter"), false],
    [press("r", { metaKey: true }), false],
    [press("F5", { altKey: true }), false],
    [press("Backspace", { metaKey: true }), false],
    [press("Backspace", { targetIsEditable: true }), false],
    [press("F5", { targetIsEditable: true }), false],
    [press("Backspace", { targetIsAriaWidget: true }), false],
    [press("r", { ctrlKey: true, targetIsAriaWidget: true }), false],
    [press("F12", { defaultPrevented: true }), false],
  ])("%j -> %s", (event, blocked) => {
    expect(isBlockedKey(event)).toBe(blocked);
  });

  it("never blocks events from editable targets, ARIA widgets or already handled", () => {
    fc.assert(
      fc.property(
        fc.constantFrom("F5", "F10", "F11", "F12", "r", "Backspace", "a"),
        fc.record({
          ctrlKey: fc.boolean(),
          shiftKey: fc.boolean(),
          metaKey: fc.boolean(),
          altKey: fc.boolean(),
        }),
        fc.constantFrom("targetIsEditable", "targetIsAriaWidget", "defaultPrevented"),
        (key, mods, flag) => {
          expect(isBlockedKey(press(key, { ...mods, [flag]: true }))).toBe(false);
        },
      ),
    );
  });

  it("never blocks Shift+F10 or the zoom keys", () => {
    fc.assert(
      fc.property(fc.boolean(), fc.constantFrom("+", "-", "=", "0", "F10"), (shift, key) => {
        const event =
          key === "F10" ? press(key, { shiftKey: true }) : press(key, { ctrlKey: true, shiftKey: shift });
        expect(isBlockedKey(event)).toBe(false);
      }),
    );
  });
});
