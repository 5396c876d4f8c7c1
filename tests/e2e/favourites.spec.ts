import { describe, expect, it } from "vitest";
import type { Locator, Page } from "playwright-core";
import { expectNoAxeViolations, newPage, type Lang } from "../support/browser";
import { latestOtp } from "../support/outbox";
import { useOwnServer } from "./ownServer";
import { expectFocusOnHeading, expectReflow, pressKey, signInAsha, tabTo, visible } from "./flows";
import { text } from "./text";

// A favourite paid again changes balances: this file runs against a server of its own.
const own = useOwnServer();

/** The demo transaction password of the seed. */
const DEMO_TXN_PASSWORD = "Txn@12345";

/** The flow's h1 at a step: "{title}: {step} (step n of total)". */
function flowHeading(lang: Lang, titleKey: string, stepKey: string, number: number, total: number): string {
  return text(lang, "flow:heading", {
    title: text(lang, titleKey),
    step: text(lang, `flow:steps.${stepKey}`),
    number,
    total,
  });
}

function escapeRegExp(value: string): string {
  return value.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/** Opens a Funds Transfer menu item with the keyboard; its h1 takes focus. */
async function openFundsTransfer(page: Page, lang: Lang, titleKey: string): Promise<void> {
  const nav = page.getByRole("navigation", { name: text(lang, "common:menu.label") });
  await pressKey(page, nav.getByRole("button", { name: text(lang, "common:menu.fundsTransfer") }), 200);
  await pressKey(page, nav.getByRole("link", { name: text(lang, titleKey) }), 30);
  await expectFocusOnHeading(page, text(lang, titleKey));
}

/** Clears a field reached with Tab and types `value`. */
async function typeInto(page: Page, field: Locator, value: string): Promise<void> {
  await tabTo(page, field, 80);
  await page.keyboard.press("ControlOrMeta+A");
  await page.keyboard.press("Backspace");
  await page.keyboard.type(value);
}

/**
 * Reaches a control inside a grid with the keyboard: Tab into the grid (one tab stop), then
 * ArrowDown to the control's row and ArrowRight along the row; Enter presses it.
 */
async function pressInGrid(page: Page, grid: Locator, target: Locator): Promise<void> {
  for (let i = 0; i < 200; i += 1) {
    if (await grid.evaluate((el) => el.contains(document.activeElement) && el !== document.activeElement))
      break;
    await page.keyboard.press("Tab");
  }
  for (let i = 0; i < 40; i += 1) {
    if (await target.evaluate((el) => el === document.activeElement)) {
      await page.keyboard.press("Enter");
      return;
    }
    const sameRow = await target.evaluate(
      (el) => el.closest('[role="row"]') === document.activeElement?.closest('[role="row"]'),
    );
    await page.keyboard.press(sameRow ? "ArrowRight" : "ArrowDown");
  }
  throw new Error("The arrow keys did not reach the control in the grid");
}

describe("favourite transactions and the fund-transfer enquiry, keyboard only, in German", () => {
  it("pays a seeded favourite again with a changed amount, then the enquiry finds the payment", async () => {
    const lang: Lang = "de";
    const page = await newPage(own.browser, { lang });
    try {
      await signInAsha(page, own.server.baseUrl, lang);

      // The favourites: asha's two of the demo data.
      await openFundsTransfer(page, lang, "favourites:states.home");
      const list = page.getByRole("grid", {
        name: text(lang, "favourites:table.caption_other", { count: 2 }),
      });
      await visible(list);
      await expectNoAxeViolations(page, "favourite transactions de");
      await expectReflow(page, "favourite transactions de", true);

      // Pay again: the within-bank form opens with Ravi and the amount filled in; the amount is changed.
      const payAgain = page.getByRole("button", {
        name: new RegExp(
          `^${escapeRegExp(text(lang, "favourites:payAgainRow", { payee: "Ravi Kumar", amount: "" }))}`,
        ),
      });
      await pressInGrid(page, list, payAgain);
      const title = "states:thirdFdThirdPtyTrnsfrInFIS";
      await expectFocusOnHeading(page, flowHeading(lang, title, "form", 1, 4));
      await visible(page.getByRole("button", { name: /Ravi/ }));
      const amount = page.getByRole("textbox", { name: new RegExp(text(lang, "transfers:form.amount")) });
      await expect.poll(() => amount.inputValue()).toMatch(/^2[.,]?000/);
      await typeInto(page, amount, "2100");
      await pressKey(
        page,
        page.getByRole("button", { name: text(lang, "transfers:form.continue"), exact: true }),
        80,
      );
      await expectFocusOnHeading(page, flowHeading(lang, title, "confirm", 2, 4));

      const since = new Date(Date.now() - 1_000).toISOString();
      await typeInto(
        page,
        page.getByLabel(text(lang, "flow:txnPwd.label"), { exact: true }),
        DEMO_TXN_PASSWORD,
      );
      await page.keyboard.press("Enter");
      const codeField = page.getByRole("textbox", { name: text(lang, "flow:otp.label") });
      await visible(codeField);
      const code = await latestOtp(own.server.baseUrl, since, 10_000);
      await tabTo(page, codeField, 80);
      await page.keyboard.type(code);
      await page.keyboard.press("Enter");
      await expectFocusOnHeading(page, flowHeading(lang, title, "success", 4, 4));
      const term = page.getByRole("term").filter({ hasText: text(lang, "flow:success.reference") });
      const reference = (await term.locator("xpath=following-sibling::dd[1]").innerText()).trim();
      expect(reference).toMatch(/^FT\d{10}$/);

      // The fund-transfer enquiry finds it by the beneficiary's name.
      await openFundsTransfer(page, lang, "ftEnquiry:states.home");
      await typeInto(page, page.getByRole("textbox", { name: text(lang, "ftEnquiry:form.benName") }), "ravi");
      await page.keyboard.press("Enter");
      // The results' grid, named by its caption with the count ("Überweisungen: 3 gefunden").
      const [before, after] = text(lang, "ftEnquiry:results.caption_other", { count: 999 }).split("999");
      const results = page.getByRole("grid", {
        name: new RegExp(`^${escapeRegExp(before ?? "")}\\d+${escapeRegExp(after ?? "")}$`),
      });
      await visible(results);
      const row = results.getByRole("row").filter({ hasText: reference });
      await visible(row);
      await expect.poll(() => row.innerText()).toContain(text(lang, "ftEnquiry:status.internalSuccess"));
      await expect.poll(() => row.innerText()).toContain("2.100,00");
      await expectNoAxeViolations(page, "fund transfer enquiry results de");
      await expectReflow(page, "fund transfer enquiry de", true);
    } finally {
      await page.context().close();
    }
  }, 300_000);
});
