import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { setTextSize, settle } from "../support/layoutChecks";
import { useStoryPages } from "../support/storyPages";

// A chart whose width does not change when the customer enlarges the text (WCAG 1.4.4) must
// still lay its axis labels out for the larger text: no label may start left of the chart or end
// right of it. Checked on the built Storybook's bar and line charts, in German (the longest amounts).
const openStory = useStoryPages();

/** The story's chart (a figure named by its title) and its drawing (an image named by title and description). */
const chartOf = (page: Page) => page.getByRole("figure");
const drawingOf = (page: Page) => chartOf(page).getByRole("img");

/** Labels of the chart's drawing that run outside its box, as "text (left..right)". */
async function labelsOutside(page: Page): Promise<string[]> {
  return drawingOf(page).evaluate((svg) => {
    const box = svg.getBoundingClientRect();
    return [...svg.querySelectorAll("text")]
      .map((label) => ({ text: label.textContent ?? "", rect: label.getBoundingClientRect() }))
      .filter(({ rect }) => rect.left < box.left - 1 || rect.right > box.right + 1)
      .map(({ text, rect }) => `${text} (${Math.round(rect.left)}..${Math.round(rect.right)})`);
  });
}

describe("charts at 200% text in a chart of fixed width", () => {
  it.each(["ui-barchart--inflow-and-outflow", "ui-linechart--balance-over-the-year"])(
    "%s lays its labels out again for the larger text",
    async (storyId) => {
      const page = await openStory(storyId, { lang: "de", width: 800, height: 800 });
      try {
        await drawingOf(page).waitFor({ state: "visible", timeout: 20_000 });
        // The chart's width in CSS px, so that only the text size changes.
        await chartOf(page).evaluate((figure) => {
          (figure as HTMLElement).style.width = "360px";
        });
        await settle(page);
        expect(await labelsOutside(page)).toEqual([]);
        await setTextSize(page, "200%");
        await expect.poll(() => labelsOutside(page), { timeout: 5_000 }).toEqual([]);
      } finally {
        await page.close();
      }
    },
  );
});
