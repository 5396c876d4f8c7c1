import { describe, expect, it } from "vitest";
import type { Locator, Page } from "playwright-core";
import { formatInr } from "../../src/domain";
import { expectNoAxeViolations, newPage, type Lang } from "../support/browser";
import { useOwnServer } from "./ownServer";
import {
  expectFocusOnHeading,
  expectReflow,
  openFromMenu,
  pressKey,
  signInAsha,
  signOut,
  tabTo,
  visible,
} from "./flows";
import { FLOW_LANG, text } from "./text";

// Nicknames change data: these tests run against a server of their own (and restore what they change).
const own = useOwnServer();

/** asha's accounts in the seed. */
const SAVINGS = "10000010000011";
const JOINT = "10000010000071";
const CURRENT = "10000020000012";
const DEPOSIT = "10000030000013";
const LOAN = "10000050000015";
const CLOSED_SAVINGS = "10000010000081";

/**
 * Reaches a control inside a grid with the keyboard: Tab into the grid (one tab stop), then
 * ArrowDown to the control's row and ArrowRight along the row.
 */
async function keyboardToGridControl(page: Page, grid: Locator, target: Locator): Promise<void> {
  for (let i = 0; i < 200; i += 1) {
    if (await grid.evaluate((el) => el.contains(document.activeElement) && el !== document.activeElement))
      break;
    await page.keyboard.press("Tab");
  }
  for (let i = 0; i < 40; i += 1) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    const sameRow = await target.evaluate(
      (el) => el.closest('[role="row"]') === document.activeElement?.closest('[role="row"]'),
    );
    await page.keyboard.press(sameRow ? "ArrowRight" : "ArrowDown");
  }
  throw new Error("The arrow keys did not reach the control in the grid");
}

/** Opens an account's details from a list grid by its "View details" link, with the keyboard. */
async function openDetails(page: Page, lang: Lang, caption: string, number: string, closed = false) {
  const grid = page.getByRole("grid", { name: caption });
  await visible(grid);
  const name = `${text(lang, "accounts:list.viewDetails")} ${text(lang, "accounts:list.ofAccount", { number })}`;
  const link = grid.getByRole("link", { name, exact: true });
  await keyboardToGridControl(page, grid, link);
  await page.keyboard.press("Enter");
  await expectFocusOnHeading(
    page,
    text(lang, closed ? "states:inactiveAccountDetail" : "states:activeAccountDetail"),
  );
  await visible(
    page.getByRole("heading", { level: 2, name: text(lang, "accounts:detail.heading", { number }) }),
  );
}

/** The description of a term in the details list. */
async function valueOf(page: Page, term: string): Promise<string> {
  const dt = page.getByRole("term").filter({ hasText: term }).first();
  return (await dt.locator("xpath=following-sibling::dd[1]").textContent()) ?? "";
}

/** Opens a dialog from its button, checks it with axe, closes it with Escape; focus returns to the button. */
async function checkDialog(
  page: Page,
  lang: Lang,
  openKey: string,
  titleKey: string,
  content: string,
  inside?: (dialog: Locator) => Promise<void>,
) {
  const button = page.getByRole("button", { name: text(lang, openKey), exact: true });
  await pressKey(page, button);
  const dialog = page.getByRole("dialog", { name: text(lang, titleKey) });
  await visible(dialog);
  await visible(dialog.getByText(content, { exact: false }));
  expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  if (inside !== undefined) await inside(dialog);
  await expectNoAxeViolations(page, `${titleKey} ${lang}`);
  await expectReflow(page, `${titleKey} ${lang}`, true);
  await page.keyboard.press("Escape");
  await dialog.waitFor({ state: "detached" });
  await expect.poll(() => button.evaluate((el) => el === document.activeElement)).toBe(true);
}

describe.each<Lang>([FLOW_LANG.accounts])("accounts in %s", (lang) => {
  it("asha lists her accounts by kind, opens a joint savings account's details and its dialogs, a deposit, a loan and a closed account, all by keyboard", async () => {
    const page = await newPage(own.browser, { lang });
    try {
      await signInAsha(page, own.server.baseUrl, lang);
      await openFromMenu(page, lang, "acnList");
      const savingsCaption = text(lang, "accounts:list.caption.savings", { n: 2 });
      const savings = page.getByRole("grid", { name: savingsCaption });
      await visible(savings);
      for (const [kind, n] of [
        ["current", 1],
        ["deposit", 2],
        ["loan", 2],
      ] as const) {
        await visible(page.getByRole("grid", { name: text(lang, `accounts:list.caption.${kind}`, { n }) }));
      }
      const savingsRow = savings.getByRole("row").filter({ hasText: SAVINGS });
      expect(await savingsRow.textContent()).toContain(formatInr(28_456_075n, lang));
      expect(await savingsRow.textContent()).toContain(text(lang, "accounts:status.active"));
      await expectNoAxeViolations(page, `account list ${lang}`);
      await expectReflow(page, `account list ${lang}`, true);

      // The joint family savings account: every dialog.
      await openDetails(page, lang, savingsCaption, JOINT);
      expect(await valueOf(page, text(lang, "accounts:detail.accountNumber"))).toBe(JOINT);
      expect(await valueOf(page, text(lang, "accounts:detail.status"))).toBe(
        text(lang, "accounts:status.active"),
      );
      await expectNoAxeViolations(page, `account detail ${lang}`);
      await expectReflow(page, `account detail ${lang}`, true);
      await checkDialog(page, lang, "accounts:holders.open", "accounts:holders.title", "Asha Verma");
      await checkDialog(page, lang, "accounts:information.open", "accounts:information.title", JOINT);
      await checkDialog(page, lang, "accounts:customer.open", "accounts:customer.title", "+91 xxxx xxx");
      await checkDialog(
        page,
        lang,
        "accounts:signature.open",
        "accounts:signature.title",
        "Asha Verma",
        async (dialog) => {
          const image = dialog.getByRole("img", {
            name: text(lang, "accounts:signature.alt", { name: "Asha Verma" }),
            exact: true,
          });
          await visible(image);
          expect(await image.evaluate((el) => (el as HTMLImageElement).naturalWidth > 0)).toBe(true);
        },
      );

      // A deposit and a loan with their own fields.
      await pressKey(page, page.getByRole("link", { name: text(lang, "accounts:detail.back") }));
      await expectFocusOnHeading(page, text(lang, "states:acnList"));
      await openDetails(page, lang, text(lang, "accounts:list.caption.deposit", { n: 2 }), DEPOSIT);
      expect(await valueOf(page, text(lang, "accounts:detail.term"))).toBe(
        text(lang, "accounts:detail.months_other", { count: 24 }),
      );
      expect(await valueOf(page, text(lang, "accounts:detail.maturityValue"))).toContain(
        formatInr(57_500_000n, lang),
      );
      await pressKey(page, page.getByRole("link", { name: text(lang, "accounts:detail.back") }));
      await expectFocusOnHeading(page, text(lang, "states:acnList"));
      await openDetails(page, lang, text(lang, "accounts:list.caption.loan", { n: 2 }), LOAN);
      expect(await valueOf(page, text(lang, "accounts:detail.outstanding"))).toContain(
        formatInr(407_911_981n, lang),
      );
      expect(await valueOf(page, text(lang, "accounts:detail.goldLoan"))).toBe(
        text(lang, "accounts:detail.no"),
      );
      expect(
        await page
          .getByRole("term")
          .filter({ hasText: text(lang, "accounts:detail.maturityValue") })
          .count(),
      ).toBe(0);

      // The closed accounts: always Closed.
      await openFromMenu(page, lang, "closedAcnList");
      const closedCaption = text(lang, "accounts:closed.caption.savings", { n: 1 });
      await visible(page.getByRole("grid", { name: closedCaption }));
      await visible(
        page.getByRole("grid", { name: text(lang, "accounts:closed.caption.deposit", { n: 1 }) }),
      );
      await expectNoAxeViolations(page, `closed list ${lang}`);
      await expectReflow(page, `closed list ${lang}`, true);
      await openDetails(page, lang, closedCaption, CLOSED_SAVINGS, true);
      expect(await valueOf(page, text(lang, "accounts:detail.status"))).toBe(
        text(lang, "accounts:status.closed"),
      );
      await expectNoAxeViolations(page, `closed detail ${lang}`);
      await expectReflow(page, `closed detail ${lang}`, true);

      await signOut(page, lang);
    } finally {
      await page.close();
    }
  }, 240_000);

  it("asha changes a nickname: a duplicate is refused and cleared, a new one is saved, then the old one restored", async () => {
    const page = await newPage(own.browser, { lang });
    try {
      await signInAsha(page, own.server.baseUrl, lang);
      await openFromMenu(page, lang, "acnNickName");
      const group = page.getByRole("region", { name: text(lang, "accounts:nickname.group.current") });
      await visible(group);
      const field = page.getByRole("textbox", {
        name: text(lang, "accounts:nickname.label", { number: CURRENT }),
      });
      const save = group.getByRole("button", {
        name: text(lang, "accounts:nickname.submit", {
          group: text(lang, "accounts:nickname.group.current"),
        }),
      });
      expect(await field.inputValue()).toBe("Business");
      expect(await save.isDisabled()).toBe(true);
      await visible(group.getByText(text(lang, "accounts:nickname.hintUnchanged")));
      await expectNoAxeViolations(page, `nicknames ${lang}`);
      await expectReflow(page, `nicknames ${lang}`, true);

      const type = async (value: string) => {
        await tabTo(page, field, 120);
        await page.keyboard.press("ControlOrMeta+A");
        await page.keyboard.press("Backspace");
        await page.keyboard.type(value);
      };

      // The savings account's nickname is taken: refused, named, cleared, nothing saved.
      await type("salary");
      await pressKey(page, save);
      const alert = group.getByRole("alert");
      await visible(alert);
      expect(await alert.textContent()).toContain(
        `${text(lang, "accounts:nickname.duplicateLabel")} salary ${text(lang, "accounts:nickname.alreadyExists")}`,
      );
      await expect.poll(() => alert.evaluate((el) => el.parentElement === document.activeElement)).toBe(true);
      expect(await field.inputValue()).toBe("");
      await expectNoAxeViolations(page, `nickname duplicate ${lang}`);

      // A new nickname is saved; the list shows it.
      await type(`Shop ${lang}`);
      await pressKey(page, save);
      const status = group.getByRole("status").filter({
        hasText: text(lang, "accounts:nickname.saved", {
          group: text(lang, "accounts:nickname.group.current"),
        }),
      });
      await visible(status);
      await openFromMenu(page, lang, "acnList");
      const current = page.getByRole("grid", { name: text(lang, "accounts:list.caption.current", { n: 1 }) });
      await visible(current.getByText(`Shop ${lang}`));

      // Restore the seed's nickname.
      await openFromMenu(page, lang, "acnNickName");
      await visible(group);
      await type("Business");
      await pressKey(page, save);
      await visible(status);

      await signOut(page, lang);
    } finally {
      await page.close();
    }
  }, 240_000);
});
