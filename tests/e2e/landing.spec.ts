import { gzipSync } from "node:zlib";
import { describe, expect, inject, it } from "vitest";
import type { Response } from "playwright-core";
import { useBrowser, newPage, type Lang } from "../support/browser";
import { visible } from "./flows";
import { LANGS, text } from "./text";

/** GUIDE.md section 7: the sign-in route's initial JS, gzip. */
const BUDGET_BYTES = 160 * 1024;

const baseUrl = inject("baseUrl");
const shared = useBrowser();

/** The same-origin files `index.html` names: module scripts, module preloads, preloads, style sheets. */
function namedIn(html: string): Set<string> {
  const names = new Set<string>();
  for (const tag of html.match(/<(?:script|link)\b[^>]*>/g) ?? []) {
    const url = /\b(?:src|href)="(\/[^"]*)"/.exec(tag)?.[1];
    if (url !== undefined) names.add(url);
  }
  return names;
}

/** Opens `/` in `lang` (chosen earlier on this browser) and keeps what was fetched until sign-in shows. */
async function firstLoad(lang: Lang) {
  const page = await newPage(shared.browser, { lang });
  await page.addInitScript((chosen) => {
    window.localStorage.setItem("rib.lang", chosen);
  }, lang);
  const responses: Response[] = [];
  page.on("response", (response) => responses.push(response));
  const document = await page.goto(baseUrl);
  if (document === null) throw new Error("No answer for the page.");
  await visible(page.getByRole("heading", { name: text(lang, "login:usernameStep.heading") }));
  const html = await document.text();
  const fetched = [...responses];
  const paths = (kind: string) =>
    fetched.filter((r) => r.request().resourceType() === kind).map((r) => new URL(r.url()).pathname);
  return {
    page,
    html,
    fetched,
    scripts: paths("script"),
    all: fetched.map((r) => new URL(r.url()).pathname),
  };
}

describe("the first screen's load (GUIDE.md section 7)", () => {
  it.each(LANGS)(
    "in %s, every script sign-in runs is named by index.html (but the language's own strings), so none waits for another",
    async (lang) => {
      const { page, html, scripts } = await firstLoad(lang);
      expect(scripts.length).toBeGreaterThan(0);
      const named = namedIn(html);
      // The one exception: React Aria's own strings in German or Hindi, a chunk of that language
      // which the entry asks for with the language's texts once it has read the customer's choice.
      const ownStrings = { en: null, de: /^\/assets\/de-DE-[\w-]+\.js$/, hi: /^\/assets\/hi-[\w-]+\.js$/ }[
        lang
      ];
      const unnamed = scripts.filter((path) => !named.has(path));
      expect(unnamed.filter((path) => ownStrings === null || !ownStrings.test(path))).toEqual([]);
      expect(unnamed.length).toBeLessThanOrEqual(1);
      await page.context().close();
    },
  );

  it("in English the texts are preloaded by index.html too, and the sign-in scripts stay within 160 KiB gzip", async () => {
    const { page, html, fetched, all } = await firstLoad("en");
    expect(all).toContain("/i18n/en.json");
    expect(namedIn(html)).toContain("/i18n/en.json");
    let total = 0;
    for (const response of fetched.filter((r) => r.request().resourceType() === "script")) {
      total += gzipSync(await response.body(), { level: 9 }).length;
    }
    expect(total).toBeGreaterThan(0);
    expect(total).toBeLessThanOrEqual(BUDGET_BYTES);
    await page.context().close();
  });
});
