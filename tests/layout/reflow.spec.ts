import { describe, expect, inject, it } from "vitest";
import type { Page } from "playwright-core";
import { expectNoAxeViolations, useBrowser } from "../support/browser";
import { layoutProblems, setTextSize } from "../support/layoutChecks";
import {
  DEMO_PASSWORD,
  enterPassword,
  enterUsername,
  expectDashboard,
  openSignIn,
  passAuthOtp,
  tabTo,
  visible,
} from "../e2e/flows";
import { text } from "../e2e/text";
import type { Lang } from "../support/browser";

const baseUrl = inject("baseUrl");
const shared = useBrowser();

async function expectReflow(page: Page, label: string): Promise<void> {
  expect(await layoutProblems(page), `${label} at 320 px`).toEqual([]);
  // 200% text size (WCAG 1.4.4), set through the CSSOM, which the Content-Security-Policy allows;
  // setTextSize waits two frames, as a customer's screen would, for what lays itself out again
  // for the new size (the charts' axes).
  await setTextSize(page, "200%");
  expect(await layoutProblems(page), `${label} at 320 px and 200% text`).toEqual([]);
  await setTextSize(page, "");
}

describe.each<Lang>(["de", "hi", "en"])("reflow at 320 CSS px in %s", (lang) => {
  it("the sign-in steps, the code step and the dashboard neither scroll sideways nor clip text", async () => {
    const context = await shared.browser.newContext({ viewport: { width: 320, height: 640 } });
    const page = await context.newPage();
    await openSignIn(page, baseUrl, lang);
    await expectReflow(page, `${lang} user id step`);
    await enterUsername(page, lang, "asha");
    await expectReflow(page, `${lang} password step`);
    await enterPassword(page, lang, DEMO_PASSWORD);
    await visible(page.getByRole("textbox", { name: text(lang, "login:otp.label") }));
    await expectReflow(page, `${lang} sign-in code`);
    await passAuthOtp(page, lang, baseUrl);
    await expectDashboard(page, lang);
    await expectReflow(page, `${lang} dashboard`);

    // At 320 px the four menu groups sit behind one "Menu" button, operated with the keyboard.
    const nav = page.getByRole("navigation", { name: text(lang, "common:menu.label") });
    const menu = nav.getByRole("button", { name: text(lang, "common:menu.collapsed") });
    await tabTo(page, menu, 60);
    await page.keyboard.press("Enter");
    expect(await menu.getAttribute("aria-expanded")).toBe("true");
    const services = nav.getByRole("button", { name: text(lang, "common:menu.myServices") });
    await visible(services);
    await tabTo(page, services, 20);
    await page.keyboard.press("Enter");
    const about = nav.getByRole("link", { name: text(lang, "common:menu.about") });
    await visible(about);
    await expectReflow(page, `${lang} dashboard with the menu open`);
    await expectNoAxeViolations(page, `${lang} dashboard at 320 px with the menu open`);
    await tabTo(page, about, 10);
    await page.keyboard.press("Enter");
    await visible(page.getByRole("heading", { name: text(lang, "states:about"), level: 1 }));
    await expectReflow(page, `${lang} about me`);
    await context.close();
  });
});
