import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import { launchBrowser } from "../support/browser";
import {
  DEMO_PASSWORD,
  enterPassword,
  enterUsername,
  expectDashboard,
  openSignIn,
  passAuthOtp,
  visible,
} from "../e2e/flows";
import { text } from "../e2e/text";
import type { Lang } from "../support/browser";

const baseUrl = inject("baseUrl");
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

/**
 * What overflows the 320 px viewport: the page's own horizontal scroll, and every element with
 * text whose box ends past the right edge (text cut off or pushed out of view). Tables that
 * scroll inside their own labelled region are the allowed exception (none on these screens).
 */
async function overflow(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const problems: string[] = [];
    if (document.documentElement.scrollWidth > width) {
      problems.push(`page scrolls sideways: ${document.documentElement.scrollWidth} > ${width}`);
    }
    for (const el of Array.from(document.body.querySelectorAll<HTMLElement>("*"))) {
      const style = getComputedStyle(el);
      if (style.visibility === "hidden" || style.display === "none") continue;
      const hasText = Array.from(el.childNodes).some(
        (n) => n.nodeType === 3 && (n.textContent ?? "").trim() !== "",
      );
      if (!hasText) continue;
      const rect = el.getBoundingClientRect();
      if (rect.width === 0 || rect.height === 0) continue;
      // Visually hidden text (inside a 1px clipped box) is for screen readers and cannot overflow.
      let hidden = false;
      for (let a: HTMLElement | null = el; a !== null; a = a.parentElement) {
        const box = a.getBoundingClientRect();
        if (box.width <= 1 && box.height <= 1 && getComputedStyle(a).overflow === "hidden") hidden = true;
      }
      if (hidden) continue;
      if (rect.right > width + 1 || rect.left < -1) {
        problems.push(
          `${el.tagName.toLowerCase()} "${(el.textContent ?? "").trim().slice(0, 40)}" spans ${Math.round(rect.left)}..${Math.round(rect.right)}`,
        );
      }
      if (
        el.scrollWidth > el.clientWidth + 1 &&
        (style.overflowX === "hidden" || style.overflowX === "clip")
      ) {
        problems.push(
          `${el.tagName.toLowerCase()} "${(el.textContent ?? "").trim().slice(0, 40)}" is clipped`,
        );
      }
    }
    return problems;
  });
}

async function expectReflow(page: Page, label: string): Promise<void> {
  expect(await overflow(page), `${label} at 320 px`).toEqual([]);
  // 200% text size (WCAG 1.4.4), set through the CSSOM, which the Content-Security-Policy allows.
  await page.evaluate(() => {
    document.documentElement.style.fontSize = "200%";
  });
  expect(await overflow(page), `${label} at 320 px and 200% text`).toEqual([]);
  await page.evaluate(() => {
    document.documentElement.style.fontSize = "";
  });
}

describe.each<Lang>(["de", "hi", "en"])("reflow at 320 CSS px in %s", (lang) => {
  it("the sign-in steps, the code step and the dashboard neither scroll sideways nor clip text", async () => {
    const context = await browser.newContext({ viewport: { width: 320, height: 640 } });
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
    await context.close();
  });
});
