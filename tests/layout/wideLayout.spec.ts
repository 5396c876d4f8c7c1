import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import { launchBrowser, newPage } from "../support/browser";
import { settle } from "../support/layoutChecks";
import { serveStatic, type StaticServer } from "../support/storybookServer";

// Desktop screens use their width (issue 18): at 1280 px the dashboard's widgets stand side by
// side, and the account lists and the enquiry's eight columns are tables that fit their box (the
// cards appear only where a table's own box is narrow). At 320 px the cards show no inert header
// labels. Checked on the built Storybook's screen stories, in English and German (the longest words).
let server: StaticServer;
let browser: Browser;

beforeAll(async () => {
  server = await serveStatic();
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
  await server.stop();
});

async function openStory(storyId: string, lang: "en" | "de", width: number): Promise<Page> {
  const page = await newPage(browser);
  await page.setViewportSize({ width, height: 900 });
  await page.goto(`${server.baseUrl}/iframe.html?id=${storyId}&viewMode=story&globals=lang:${lang}`);
  return page;
}

/** Per table: whether its rows are table rows (not cards) and how far it runs past its scroll box. */
async function tables(page: Page): Promise<{ isTable: boolean; overflow: number }[]> {
  await page.locator("[role=grid] [role=row]").nth(1).waitFor({ state: "visible", timeout: 30_000 });
  await settle(page);
  return page.locator(".ui-table-scroll").evaluateAll((boxes) =>
    boxes.map((box) => ({
      isTable: getComputedStyle(box.querySelector("[role=row]") as Element).display === "table-row",
      overflow: box.scrollWidth - box.clientWidth,
    })),
  );
}

describe("desktop width (1280 px)", () => {
  it.each(["en", "de"] as const)("the enquiry's results are one table that fits, in %s", async (lang) => {
    const page = await openStory("app-transaction-enquiry--results", lang, 1280);
    try {
      const found = await tables(page);
      expect(found).toEqual([{ isTable: true, overflow: 0 }]);
      // No row is stretched by a squeezed control: the tallest row stays within a few lines.
      const tallest = await page
        .locator("[role=grid] tbody [role=row]")
        .evaluateAll((rows) => Math.max(...rows.map((row) => row.getBoundingClientRect().height)));
      expect(tallest).toBeLessThan(140);
    } finally {
      await page.close();
    }
  });

  it("My accounts shows its groups as tables that fit", async () => {
    const page = await openStory("app-account-list--loaded", "de", 1280);
    try {
      const found = await tables(page);
      expect(found.length).toBeGreaterThan(1);
      expect(found.every((table) => table.isTable && table.overflow <= 0)).toBe(true);
    } finally {
      await page.close();
    }
  });

  it("the dashboard's widgets stand side by side", async () => {
    const page = await openStory("app-dashboard--loaded", "en", 1280);
    try {
      const cards = page.locator(".home-widgets > .ui-card");
      await cards.first().waitFor({ state: "visible", timeout: 30_000 });
      await settle(page);
      const columns = await cards.evaluateAll(
        (all) => new Set(all.map((card) => Math.round(card.getBoundingClientRect().left))).size,
      );
      expect(columns).toBeGreaterThanOrEqual(3);
    } finally {
      await page.close();
    }
  });
});

describe("phone width (320 px)", () => {
  it("the enquiry's cards show no inert column labels above them", async () => {
    const page = await openStory("app-transaction-enquiry--results", "de", 320);
    try {
      const found = await tables(page);
      expect(found.map((table) => table.isTable)).toEqual([false]);
      // Every column header is for screen readers only (none of the enquiry's columns sorts).
      const shown = await page
        .locator("[role=columnheader]")
        .evaluateAll((headers) =>
          headers.filter((h) => h.getBoundingClientRect().width > 1).map((h) => h.textContent),
        );
      expect(shown).toEqual([]);
    } finally {
      await page.close();
    }
  });
});
