import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { expectNoAxeViolations, newPage, type Lang } from "../support/browser";
import { useOwnServer } from "./ownServer";
import { expectReflow, openFromMenu, pressKey, signInAsha, signOut, tabTo, visible } from "./flows";
import { FLOW_LANG, text } from "./text";

// Categories and fraud reports change data: these tests run against a server of their own.
const own = useOwnServer();

/** Moves into a grid row's cells with ArrowRight (the grid's own keys) until `target` has focus. */
async function arrowTo(page: Page, target: ReturnType<Page["getByRole"]>, maxPresses = 12): Promise<void> {
  for (let i = 0; i < maxPresses; i += 1) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press("ArrowRight");
  }
  throw new Error("ArrowRight did not reach the control in the row");
}

/** Presses Tab until focus is inside the grid (its one tab stop: the last focused row or cell). */
async function tabIntoGrid(page: Page, grid: ReturnType<Page["getByRole"]>, maxTabs = 200): Promise<void> {
  for (let i = 0; i < maxTabs; i += 1) {
    if (await grid.evaluate((el) => el.contains(document.activeElement) && el !== document.activeElement))
      return;
    await page.keyboard.press("Tab");
  }
  throw new Error("Tab did not enter the grid");
}

/** Presses Search and waits for the results caption to take focus. */
async function searchNow(page: Page, lang: Lang): Promise<void> {
  await pressKey(page, page.getByRole("button", { name: text(lang, "enquiry:form.search"), exact: true }));
  await expect
    .poll(() => page.evaluate(() => document.activeElement?.tagName ?? ""), { timeout: 10_000 })
    .toBe("H2");
}

describe.each<Lang>([FLOW_LANG.enquiry])("transaction enquiry in %s", (lang) => {
  it("asha searches her savings account, pages, categorises and saves, is kept by the notice, and reports a fraud", async () => {
    const page = await newPage(own.browser, { lang });
    try {
      await signInAsha(page, own.server.baseUrl, lang);
      await openFromMenu(page, lang, "txnEnquiry");
      await expectNoAxeViolations(page, `enquiry form ${lang}`);
      await expectReflow(page, `enquiry form ${lang}`, false);

      // The first account (the primary savings account) and the last month: ten rows and a pager.
      await searchNow(page, lang);
      const caption = await page.evaluate(() => document.activeElement?.textContent ?? "");
      const grid = page.getByRole("grid", { name: caption });
      await visible(grid);
      await expect.poll(() => grid.getByRole("row").count()).toBe(11);
      await expectNoAxeViolations(page, `enquiry results ${lang}`);
      await expectReflow(page, `enquiry results ${lang}`, false);

      const pager = page.getByRole("navigation", { name: text(lang, "enquiry:pager.label") });
      await pressKey(page, pager.getByRole("button", { name: text(lang, "common:pager.next") }));
      const total = Number(/\d+/.exec(caption)?.[0] ?? "0");
      await visible(
        page.getByText(text(lang, "enquiry:pager.range", { from: 11, to: Math.min(20, total), total })),
      );
      await pressKey(page, pager.getByRole("button", { name: text(lang, "common:pager.previous") }));

      // Change the first row's category with the keyboard: the pending change blocks leaving.
      const prefix = text(lang, "enquiry:categorise.label", { row: "" }).trim();
      const select = grid.getByRole("button", { name: new RegExp(escapeRegExp(prefix)) }).first();
      // Tab enters the grid on its first row; the row's controls are reached with the arrow keys.
      await tabIntoGrid(page, grid);
      await arrowTo(page, select);
      const before = (await select.innerText()).split("\n")[0] ?? "";
      await page.keyboard.press("Enter");
      await visible(page.getByRole("listbox"));
      await page.keyboard.press("ArrowDown");
      await page.keyboard.press("Enter");
      await expect.poll(async () => (await select.innerText()).split("\n")[0]).not.toBe(before);
      const after = (await select.innerText()).split("\n")[0] ?? "";

      const nav = page.getByRole("navigation", { name: text(lang, "common:menu.label") });
      await pressKey(page, nav.getByRole("button", { name: text(lang, "common:menu.myHome") }), 200);
      await pressKey(page, nav.getByRole("link", { name: text(lang, "common:menu.dashboard") }), 20);
      const notice = page.getByText(text(lang, "enquiry:categorise.notice_one", { count: 1 }));
      await visible(notice);
      await visible(
        page.getByRole("heading", { level: 1, name: text(lang, "states:txnEnquiry"), exact: true }),
      );
      await expectNoAxeViolations(page, `enquiry pending notice ${lang}`);

      const save = page.getByRole("button", { name: text(lang, "enquiry:categorise.save"), exact: true });
      await pressKey(page, save, 10);
      await visible(page.getByText(text(lang, "enquiry:categorise.saved_one", { count: 1 })));

      // A new search shows the saved category.
      await searchNow(page, lang);
      await expect.poll(async () => (await select.innerText()).split("\n")[0]).toBe(after);

      // Report the first row that is not reported yet, from its actions menu.
      const report = grid
        .getByRole("button", {
          name: new RegExp(`^${escapeRegExp(text(lang, "enquiry:actions.labelRow", { row: "" }).trim())}`),
        })
        .first();
      const reportName = (await report.getAttribute("aria-label")) ?? "";
      await tabIntoGrid(page, grid);
      await page.keyboard.press("Home");
      for (let i = 0; i < 10 && !(await report.evaluate((el) => el === document.activeElement)); i += 1) {
        await arrowTo(page, report).catch(() => undefined);
        if (await report.evaluate((el) => el === document.activeElement)) break;
        await page.keyboard.press("ArrowDown");
      }
      expect(await report.evaluate((el) => el === document.activeElement)).toBe(true);
      await page.keyboard.press("Enter");
      const reportItem = page.getByRole("menuitem", { name: text(lang, "enquiry:fraud.report") });
      await visible(reportItem);
      expect(await reportItem.evaluate((el) => el === document.activeElement)).toBe(true);
      await page.keyboard.press("Enter");
      const dialog = page.getByRole("dialog", { name: text(lang, "enquiry:fraud.title") });
      await visible(dialog);
      await expectNoAxeViolations(page, `fraud dialog ${lang}`);
      for (const question of ["fraudtrnchk", "fraudcidfro", "fraudcrdblk"]) {
        const group = dialog.getByRole("radiogroup", {
          name: text(lang, `enquiry:fraud.question.${question}`),
        });
        const yes = group.getByRole("radio", { name: text(lang, "enquiry:fraud.yes") });
        await tabTo(page, yes, 30).catch(async () => {
          await yes.focus();
        });
        await page.keyboard.press("Space");
      }
      await tabTo(page, dialog.getByRole("textbox"), 20);
      await page.keyboard.type("Not me");
      await pressKey(page, dialog.getByRole("button", { name: text(lang, "enquiry:fraud.submit") }), 20);
      await expect.poll(() => dialog.count()).toBe(0);
      const row = reportName.slice(text(lang, "enquiry:actions.labelRow", { row: "" }).trim().length).trim();
      const confirmation = page.getByRole("status").filter({ hasText: row });
      await visible(confirmation);
      // Right after the action, with the dialog and its busy Submit button just gone.
      await expectNoAxeViolations(page, `right after the fraud report ${lang}`);
      await visible(
        grid.getByText(new RegExp(escapeRegExp(text(lang, "enquiry:fraud.marked", { time: "" }).trim()))),
      );

      // The reported transactions list has it.
      const tab = page.getByRole("tab", { name: text(lang, "enquiry:view.fraud") });
      await tab.focus();
      await page.keyboard.press("Enter");
      await visible(page.getByRole("grid").getByText(row.slice(11)));
      await expectNoAxeViolations(page, `reported transactions ${lang}`);
    } finally {
      await signOut(page, lang);
      await page.close();
    }
  }, 180_000);
});

function escapeRegExp(value: string): string {
  return value.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
