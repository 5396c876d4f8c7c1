import { expect } from "vitest";
import type { Locator, Page } from "playwright-core";
import type { Lang } from "../support/browser";
import { layoutProblems, setTextSize, settle } from "../support/layoutChecks";
import { latestOtp } from "../support/outbox";
import { text } from "./text";

/** The demo customers of the seed and their shared sign-in password. */
export const DEMO_PASSWORD = "Demo@1234";

const LANGUAGE_NAMES: Record<Lang, string> = { en: "English", de: "Deutsch", hi: "हिन्दी" };

/** Waits until the locator is visible (Playwright's own wait, with a readable failure). */
export async function visible(locator: Locator, timeout = 30_000): Promise<Locator> {
  await locator.first().waitFor({ state: "visible", timeout });
  return locator.first();
}

/**
 * Presses Tab until `target` has focus, as a keyboard user would, and fails when it is not
 * reached within `maxTabs` presses (an unreachable control is a keyboard trap or a missing stop).
 */
export async function tabTo(page: Page, target: Locator, maxTabs = 40): Promise<void> {
  // The target is found by its role and name once (that query reads the whole page); after each
  // Tab only its element is compared with the focused one, and found again if the page replaced it.
  let element = await target.elementHandle();
  for (let i = 0; i < maxTabs; i += 1) {
    const focused = await element.evaluate((el) => (el.isConnected ? el === document.activeElement : null));
    if (focused === true) return;
    if (focused === null) {
      element = await target.elementHandle();
      continue;
    }
    await page.keyboard.press("Tab");
  }
  const focused = await page.evaluate(() => document.activeElement?.outerHTML.slice(0, 120));
  throw new Error(`Tab did not reach the control within ${maxTabs} presses; focus is on ${focused}`);
}

/**
 * The focused element's tag and the text a screen reader gets of it (without the parts hidden from
 * assistive technology: a German heading shown with soft hyphens keeps a plain copy), as `TAG:text`.
 */
function focusedTagAndText(page: Page): Promise<string> {
  return page.evaluate(() => {
    const focused = document.activeElement;
    if (focused === null) return ":";
    const copy = focused.cloneNode(true) as Element;
    for (const hidden of copy.querySelectorAll('[aria-hidden="true"]')) hidden.remove();
    return `${focused.tagName}:${copy.textContent ?? ""}`;
  });
}

/** The text a screen reader gets of the focused element (see {@link focusedTagAndText}). */
export async function focusedText(page: Page): Promise<string> {
  const tagAndText = await focusedTagAndText(page);
  return tagAndText.slice(tagAndText.indexOf(":") + 1);
}

/** The name of the focused element's h1, to check that a state change moved focus to its heading. */
export async function expectFocusOnHeading(page: Page, name: string): Promise<void> {
  await expect.poll(() => focusedTagAndText(page)).toBe(`H1:${name}`);
}

/** Chooses the language in the header's switcher with the keyboard. */
export async function switchLanguage(page: Page, lang: Lang): Promise<void> {
  const option = page.getByRole("radio", { name: LANGUAGE_NAMES[lang] });
  await visible(option);
  if ((await option.getAttribute("aria-checked")) === "true") return;
  await option.focus();
  await page.keyboard.press("Enter");
  await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe(lang);
}

/** Opens the sign-in page (the app's one public URL) and sets the language. */
export async function openSignIn(page: Page, baseUrl: string, lang: Lang): Promise<void> {
  await page.goto(baseUrl);
  await switchLanguage(page, lang);
  await visible(page.getByRole("heading", { name: text(lang, "login:usernameStep.heading") }));
}

/** The username step, with the keyboard: type the user id and press Enter. */
export async function enterUsername(page: Page, lang: Lang, username: string): Promise<void> {
  const field = page.getByRole("textbox", { name: text(lang, "login:username.label") });
  await tabTo(page, field);
  await page.keyboard.type(username);
  await page.keyboard.press("Enter");
  await visible(page.getByRole("heading", { name: text(lang, "login:passwordStep.heading") }));
}

/** The password step, with the keyboard: tick the secure image when shown, type, press Enter. */
export async function enterPassword(page: Page, lang: Lang, password: string): Promise<void> {
  const secureTick = page.getByRole("checkbox", { name: text(lang, "login:secureCheck.confirm") });
  if ((await secureTick.count()) > 0 && !(await secureTick.isChecked())) {
    await tabTo(page, secureTick);
    await page.keyboard.press("Space");
    await expect.poll(() => secureTick.isChecked()).toBe(true);
  }
  const field = page.getByLabel(text(lang, "login:password.label"), { exact: true });
  await tabTo(page, field);
  await page.keyboard.type(password);
  await page.keyboard.press("Enter");
}

/** The one-time-code step of the sign-in, with the keyboard, reading the code from the outbox. */
export async function passAuthOtp(
  page: Page,
  lang: Lang,
  baseUrl: string,
  onDeviceQuestion?: () => Promise<void>,
): Promise<void> {
  await visible(page.getByRole("heading", { name: text(lang, "states:authOtp"), level: 1 }));
  const field = page.getByRole("textbox", { name: text(lang, "login:otp.label") });
  await visible(field);
  const code = await latestOtp(baseUrl);
  await tabTo(page, field);
  await page.keyboard.type(code);
  await page.keyboard.press("Enter");
  const ownDevice = page.getByRole("radio", { name: text(lang, "login:otp.ownSystemYes") });
  await visible(ownDevice);
  if (onDeviceQuestion !== undefined) await onDeviceQuestion();
  await tabTo(page, ownDevice);
  await page.keyboard.press("Space");
  await tabTo(page, page.getByRole("button", { name: text(lang, "login:continue") }));
  await page.keyboard.press("Enter");
}

/**
 * Chooses an option of a radio group with the keyboard: Tab into the group, then the arrow keys
 * (a radio group is one tab stop), and Space to select.
 */
export async function chooseRadio(page: Page, option: Locator, maxArrows = 40): Promise<void> {
  const name = await option.getAttribute("name");
  const inGroup = page.locator(`input[type=radio][name="${name ?? ""}"]`);
  for (let i = 0; i < 80; i += 1) {
    const focusedInGroup = await page.evaluate(
      (n) => document.activeElement instanceof HTMLInputElement && document.activeElement.name === n,
      name,
    );
    if (focusedInGroup) break;
    await page.keyboard.press("Tab");
  }
  expect(await inGroup.count()).toBeGreaterThan(0);
  for (let i = 0; i < maxArrows; i += 1) {
    if (await option.evaluate((el) => el === document.activeElement)) {
      await page.keyboard.press("Space");
      await expect.poll(() => option.isChecked()).toBe(true);
      return;
    }
    await page.keyboard.press("ArrowDown");
  }
  throw new Error("The arrow keys did not reach the option.");
}

/**
 * Collects what the browser reports as an error while the page runs (a script error, a
 * Content-Security-Policy refusal, a failed resource), for a test to assert there is none.
 */
export function collectBrowserErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(error.message));
  return errors;
}

/** Waits for the dashboard's h1. */
export async function expectDashboard(page: Page, lang: Lang): Promise<void> {
  await visible(page.getByRole("heading", { name: text(lang, "states:dashboard"), level: 1 }));
}

/**
 * Signs out with the keyboard and waits for the signed-out page: the sign-out button opens the
 * feedback survey, whose "Skip and sign out" signs out at once.
 */
export async function signOut(page: Page, lang: Lang): Promise<void> {
  const button = page.getByRole("button", { name: text(lang, "common:signOut") });
  await tabTo(page, button, 60);
  await page.keyboard.press("Enter");
  await visible(page.getByRole("heading", { name: text(lang, "states:feedback"), level: 1 }));
  const skip = page.getByRole("button", { name: text(lang, "feedback:skip") });
  await visible(skip);
  await tabTo(page, skip, 60);
  await page.keyboard.press("Enter");
  await visible(page.getByRole("heading", { name: text(lang, "common:logout.title"), level: 1 }));
  expect(new URL(page.url()).pathname).toBe("/logout");
}

/** Signs asha (multi-factor) in with the keyboard: user id, password, the sign-in code; waits for the dashboard. */
export async function signInAsha(page: Page, baseUrl: string, lang: Lang): Promise<void> {
  await openSignIn(page, baseUrl, lang);
  await enterUsername(page, lang, "asha");
  await enterPassword(page, lang, DEMO_PASSWORD);
  await passAuthOtp(page, lang, baseUrl);
  await expectDashboard(page, lang);
}

/** Presses a control with the keyboard: Tab to it, then Enter. */
export async function pressKey(page: Page, target: Locator, maxTabs = 120): Promise<void> {
  await tabTo(page, target, maxTabs);
  await page.keyboard.press("Enter");
}

/**
 * Opens a menu item with the keyboard (the group's button, then the item's link) and waits for the
 * screen's h1 to take focus. The item's link is named by `states:<state>` unless `linkKey` says otherwise.
 */
export async function openFromMenu(
  page: Page,
  lang: Lang,
  state: string,
  groupKey = "common:menu.myAccounts",
  linkKey = `states:${state}`,
): Promise<void> {
  const nav = page.getByRole("navigation", { name: text(lang, "common:menu.label") });
  await pressKey(page, nav.getByRole("button", { name: text(lang, groupKey) }), 200);
  await pressKey(page, nav.getByRole("link", { name: text(lang, linkKey) }), 20);
  await expectFocusOnHeading(page, text(lang, `states:${state}`));
}

/**
 * Checks the screen at 320 CSS px (no sideways scrolling, no clipped text), with 200% text too
 * when `withLargeText` (WCAG 1.4.4, set through the CSSOM), then returns to the desktop width.
 */
export async function expectReflow(page: Page, label: string, withLargeText: boolean): Promise<void> {
  await page.setViewportSize({ width: 320, height: 800 });
  await settle(page);
  expect(await layoutProblems(page), `${label} at 320 px`).toEqual([]);
  if (withLargeText) {
    await setTextSize(page, "200%");
    expect(await layoutProblems(page), `${label} at 320 px and 200% text`).toEqual([]);
    await setTextSize(page, "");
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}
