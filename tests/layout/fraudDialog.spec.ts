import { describe, expect, it } from "vitest";
import type { Locator } from "playwright-core";
import { text } from "../e2e/text";
import { settle } from "../support/layoutChecks";
import { useStoryPages } from "../support/storyPages";

// The fraud report submitted without answers, as a keyboard user does it (issue 10 of the keyboard
// test): the error summary takes focus after Submit at the end of the dialog, and the dialog's title
// and its first line (the transaction the report is about) scrolled out of sight; each question's
// error line touched the next question. Checked on the built Storybook's screen story, in German
// (the longest texts), at the desktop and the phone width.
const openStory = useStoryPages();

/**
 * Whether the element's first and last lines are what a pointer there would hit: on screen, not
 * scrolled out of its dialog's scroll area nor covered by anything.
 */
function inView(locator: Locator): Promise<boolean> {
  return locator.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const x = box.left + Math.min(8, box.width / 2);
    return [box.top + 2, box.bottom - 2].every((y) => {
      const hit = document.elementFromPoint(x, y);
      return hit !== null && element.contains(hit);
    });
  });
}

describe.each([1280, 320])("the fraud report with unanswered questions, in German at %i px", (width) => {
  it("keeps the title and the transaction in view above the focused summary; each error stands apart", async () => {
    const page = await openStory("app-transaction-enquiry--fraud-report-unanswered", {
      lang: "de",
      width,
      height: 800,
    });
    try {
      const dialog = page.getByRole("dialog", { name: text("de", "enquiry:fraud.title") });
      const summary = dialog.getByRole("alert");
      await summary.waitFor({ state: "visible", timeout: 30_000 });
      await settle(page);
      expect(await summary.evaluate((alert) => document.activeElement?.contains(alert) === true)).toBe(true);
      expect(await inView(dialog.getByRole("heading", { name: text("de", "enquiry:fraud.title") }))).toBe(
        true,
      );
      // The story reports the first debit of its answer, named by its German date.
      const intro = text("de", "enquiry:fraud.intro", { row: "26.10.2026 UPI GROCER 2" });
      expect(await inView(dialog.getByText(intro, { exact: true }))).toBe(true);

      const errors = await dialog
        .getByText(text("de", "enquiry:fraud.answerRequired"), { exact: true })
        .all();
      const questions = await dialog.getByRole("radiogroup").all();
      expect(errors).toHaveLength(3);
      for (const [index, error] of errors.slice(0, -1).entries()) {
        const errorBox = await error.boundingBox();
        const nextBox = await questions[index + 1]?.boundingBox();
        expect((nextBox?.y ?? 0) - ((errorBox?.y ?? 0) + (errorBox?.height ?? 0))).toBeGreaterThanOrEqual(12);
      }
    } finally {
      await page.close();
    }
  });
});
