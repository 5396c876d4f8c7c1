import { gzipSync } from "node:zlib";
import { describe, expect, inject, it } from "vitest";
import type { Page, Request, Route } from "playwright-core";
import { useBrowser, newPage, type Lang } from "../support/browser";
import { tabTo, visible } from "./flows";
import { LANGS, text } from "./text";

/** The sign-in route's initial JS, gzip: what runs before the customer's first key press (issue 20). */
const INITIAL_BUDGET_BYTES = 120 * 1024;
/** The app's scripts the first key press loads to take over the sign-in page (GUIDE.md section 7). */
const TAKEOVER_BUDGET_BYTES = 160 * 1024;

const baseUrl = inject("baseUrl");
const shared = useBrowser();

/** The same-origin files a page names: module scripts, module preloads, preloads, style sheets. */
function namedIn(html: string): Set<string> {
  const names = new Set<string>();
  for (const tag of html.match(/<(?:script|link)\b[^>]*>/g) ?? []) {
    const url = /\b(?:src|href)="(\/[^"]*)"/.exec(tag)?.[1];
    if (url !== undefined) names.add(url);
  }
  return names;
}

/** The gzip size of every script the requests fetched. */
async function gzipOf(requests: readonly Request[]): Promise<number> {
  let total = 0;
  for (const request of requests) {
    const body = await (await request.response())?.body();
    if (body !== undefined) total += gzipSync(body, { level: 9 }).length;
  }
  return total;
}

const isScript = (request: Request) => request.resourceType() === "script";
const pathOf = (request: Request) => new URL(request.url()).pathname;

/**
 * Opens `/` as a browser that chose `lang` before (its cookie and stored choice), keeps every request
 * and every layout shift, and holds the app's scripts until `release` is called,
 * so that what the customer does before the app takes over is done at a known moment.
 */
async function openHeld(lang: Lang) {
  const page = await newPage(shared.browser, { lang });
  await page.context().addCookies([{ name: "rib.lang", value: lang, url: baseUrl }]);
  await page.addInitScript((chosen) => {
    window.localStorage.setItem("rib.lang", chosen);
    const shifts: number[] = [];
    (window as unknown as { shifts: number[] }).shifts = shifts;
    new PerformanceObserver((list) => {
      // Every shift counts, also one right after a key press: the takeover must move nothing at all.
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[])
        shifts.push(entry.value);
    }).observe({ type: "layout-shift", buffered: true });
  }, lang);
  const requests: Request[] = [];
  page.on("request", (request) => requests.push(request));
  const held: Route[] = [];
  let holding = true;
  await page.route(/\/assets\/landing-[\w-]+\.js$/, (route) => {
    if (holding) held.push(route);
    else void route.continue();
  });
  const document = await page.goto(baseUrl);
  if (document === null) throw new Error("No answer for the page.");
  const heading = page.getByRole("heading", { name: text(lang, "login:usernameStep.heading") });
  await visible(heading);
  await page.waitForLoadState("load");
  return {
    page,
    html: await document.text(),
    requests,
    /** Lets the app's held scripts through and waits until the app has taken the page over. */
    release: async () => {
      await expect.poll(() => held.length).toBeGreaterThan(0);
      holding = false;
      for (const route of held.splice(0)) await route.continue();
      await page.locator("#root:not([data-prerendered])").waitFor({ state: "attached" });
    },
    shifts: () =>
      page.evaluate(() => (window as unknown as { shifts: number[] }).shifts.reduce((a, b) => a + b, 0)),
  };
}

/** True while the page is still the server's markup (the app has not taken over). */
const isServersMarkup = (page: Page) =>
  page
    .locator("#root[data-prerendered]")
    .count()
    .then((n) => n === 1);

describe("the sign-in page the server sends (issue 20, D49)", () => {
  it.each(LANGS)(
    "in %s, the HTML holds the sign-in screen in the language of the rib.lang cookie",
    async (lang) => {
      const response = await fetch(baseUrl, { headers: { Cookie: `rib.lang=${lang}` } });
      const html = await response.text();
      expect(response.headers.get("Vary")).toContain("Cookie");
      expect(html).toContain(`<html lang="${lang}"`);
      expect(html).toContain(`>${text(lang, "login:usernameStep.heading")}</h2>`);
      expect(html).toContain(`>${text(lang, "login:username.label")}</label>`);
      expect(html).toContain(`>${text(lang, "common:footer.security")}</p>`);
      // No inline script or style: the Content-Security-Policy allows neither.
      expect(html).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/);
      expect(html).not.toMatch(/<style\b|\sstyle="/);
    },
  );

  it("before the first key press runs only the scripts the page names, within 120 KiB gzip, and none of the app", async () => {
    const { page, html, requests } = await openHeld("en");
    await page.waitForLoadState("networkidle");
    const scripts = requests.filter(isScript);
    expect(scripts.length).toBeGreaterThan(0);
    const named = namedIn(html);
    expect(scripts.map(pathOf).filter((path) => !named.has(path))).toEqual([]);
    expect(await gzipOf(scripts)).toBeLessThanOrEqual(INITIAL_BUDGET_BYTES);
    expect(requests.map(pathOf).filter((path) => path.startsWith("/i18n/"))).toEqual([]);
    expect(await isServersMarkup(page)).toBe(true);
    await page.context().close();
  });

  it("in Hindi, what the customer types before the app is there stays, with focus and caret, and nothing moves", async () => {
    const { page, requests, release, shifts } = await openHeld("hi");
    const field = page.getByRole("textbox", { name: text("hi", "login:username.label") });
    await tabTo(page, field);
    await page.keyboard.type("asha");
    await page.keyboard.press("ArrowLeft");
    const before = requests.length;
    await release();
    expect(await isServersMarkup(page)).toBe(false);
    await expect.poll(() => field.inputValue()).toBe("asha");
    expect(await field.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await field.evaluate((el: HTMLInputElement) => [el.selectionStart, el.selectionEnd])).toEqual([
      3, 3,
    ]);
    expect(await shifts()).toBe(0);
    // The app's scripts: within their budget, and each fetched once.
    const loaded = requests.slice(before).filter(isScript);
    expect(await gzipOf(loaded)).toBeLessThanOrEqual(TAKEOVER_BUDGET_BYTES);
    const paths = requests.filter(isScript).map(pathOf);
    expect(paths.filter((path, i) => paths.indexOf(path) !== i)).toEqual([]);
    await page.keyboard.type("x");
    await expect.poll(() => field.inputValue()).toBe("ashxa");
    await page.context().close();
  });

  it("in English, Enter pressed before the app is there submits the user id once the app is", async () => {
    const { page, release } = await openHeld("en");
    const field = page.getByRole("textbox", { name: text("en", "login:username.label") });
    await tabTo(page, field);
    await page.keyboard.type("asha");
    await page.keyboard.press("Enter");
    expect(await isServersMarkup(page)).toBe(true);
    await release();
    await visible(page.getByRole("heading", { name: text("en", "login:passwordStep.heading") }));
    await page.context().close();
  });

  it("in English, F5 pressed before the app is there does not reload the page, and the app then says it is not allowed", async () => {
    const { page, release } = await openHeld("en");
    await page.evaluate(() => {
      (window as unknown as { samePage: boolean }).samePage = true;
    });
    await page.keyboard.press("F5");
    await release();
    await visible(page.getByRole("alertdialog", { name: text("en", "session:blockedKey.title") }));
    expect(await page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage)).toBe(true);
    await page.context().close();
  });

  it("in English, when the app cannot be fetched the page says so in an alert", async () => {
    const page = await newPage(shared.browser, { lang: "en" });
    await page.route(/\/assets\/landing-[\w-]+\.js$/, (route) => route.abort("internetdisconnected"));
    await page.goto(baseUrl);
    const alert = page.getByRole("alert").filter({ hasText: text("en", "common:appLoadFailed") });
    expect(await alert.count()).toBe(0);
    await tabTo(page, page.getByRole("textbox", { name: text("en", "login:username.label") }));
    await page.keyboard.type("asha");
    await visible(alert);
    await page.context().close();
  });

  it("in German, a language chosen before the app is there is switched to, and the server sends the next page in it", async () => {
    const { page, release } = await openHeld("de");
    const english = page.getByRole("radio", { name: "English" });
    await tabTo(page, english);
    await page.keyboard.press("Enter");
    await release();
    await visible(page.getByRole("heading", { name: text("en", "login:usernameStep.heading") }));
    await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe("en");
    expect((await page.context().cookies()).find((cookie) => cookie.name === "rib.lang")?.value).toBe("en");
    await page.unrouteAll();
    const next = await page.reload();
    expect(await next?.text()).toContain('<html lang="en"');
    await page.context().close();
  });
});
