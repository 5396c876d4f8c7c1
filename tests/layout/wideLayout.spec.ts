import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { settle } from "../support/layoutChecks";
import { useStoryPages } from "../support/storyPages";
import { text } from "../e2e/text";

// Desktop screens use their width (issue 18): at 1280 px the dashboard's widgets stand side by
// side, and the account lists and the enquiry's eight columns are tables that fit their box (the
// cards appear only where a table's own box is narrow). At 320 px the cards show no inert header
// labels. Checked on the built Storybook's screen stories, in English and German (the longest words).
const openStory = useStoryPages();

/**
 * Per table (each grid and the scroll region named like it that holds it): whether its rows are
 * table rows (not cards) and how far it runs past its scroll region.
 */
async function tables(page: Page): Promise<{ isTable: boolean; overflow: number }[]> {
  const grids = page.getByRole("grid");
  await grids.getByRole("row").nth(1).waitFor({ state: "visible", timeout: 30_000 });
  await settle(page);
  return grids.evaluateAll((all) =>
    all.map((grid) => {
      const box = grid.closest('[role="region"]') as Element;
      return {
        isTable: getComputedStyle(grid.querySelector('[role="row"]') as Element).display === "table-row",
        overflow: box.scrollWidth - box.clientWidth,
      };
    }),
  );
}

/** The dashboard's widgets, each a region named by its title. */
const WIDGETS = [
  "myFavourite",
  "myAssets",
  "myLiabilities",
  "myAlertsAndUpdates",
  "myUpcomingEvents",
  "myCalendar",
  "knowYourBank",
] as const;

describe("desktop width (1280 px)", () => {
  it.each(["en", "de"] as const)("the enquiry's results are one table that fits, in %s", async (lang) => {
    const page = await openStory("app-transaction-enquiry--results", { lang, width: 1280 });
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
    const page = await openStory("app-account-list--loaded", { lang: "de", width: 1280 });
    try {
      const found = await tables(page);
      expect(found.length).toBeGreaterThan(1);
      expect(found.every((table) => table.isTable && table.overflow <= 0)).toBe(true);
    } finally {
      await page.close();
    }
  });

  it("the dashboard's widgets stand side by side", async () => {
    const page = await openStory("app-dashboard--loaded", { lang: "en", width: 1280 });
    try {
      const assets = page
        .getByRole("region", { name: text("en", "home:widget.myAssets"), exact: true })
        .first();
      await assets.waitFor({ state: "visible", timeout: 30_000 });
      await settle(page);
      const lefts = new Set<number>();
      for (const key of WIDGETS) {
        const widget = page
          .getByRole("region", { name: text("en", `home:widget.${key}`), exact: true })
          .first();
        const box = (await widget.count()) > 0 ? await widget.boundingBox() : null;
        if (box !== null) lefts.add(Math.round(box.x));
      }
      const columns = lefts.size;
      expect(columns).toBeGreaterThanOrEqual(3);
    } finally {
      await page.close();
    }
  });
});

describe("phone width (320 px)", () => {
  it("the enquiry's cards show no inert column labels above them", async () => {
    const page = await openStory("app-transaction-enquiry--results", { lang: "de", width: 320 });
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
