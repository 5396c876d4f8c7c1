import { describe, expect, it } from "vitest";
import type { Locator, Page } from "playwright-core";
import { expectNoAxeViolations, newPage, type Lang } from "../support/browser";
import { latestOtp } from "../support/outbox";
import { useOwnServer } from "./ownServer";
import { expectFocusOnHeading, pressKey, signInAsha, tabTo, visible } from "./flows";
import { text } from "./text";

// Adding a beneficiary changes data: this file runs against a server of its own.
const own = useOwnServer();

/** The demo transaction password of the seed. */
const DEMO_TXN_PASSWORD = "Txn@12345";

/** A payee of the seed's name directory at another bank (Kotak Mahindra Bank, Kothrud, Pune). */
const PAYEE = {
  ifsc: "KKBK0000958",
  bank: "Kotak Mahindra Bank",
  branch: "Kothrud",
  account: "7412589630",
  name: "Anita Deshpande",
};

/** The flow's h1 at a step: "{title}: {step} (step n of total)". */
function flowHeading(lang: Lang, titleKey: string, stepKey: string, number: number, total: number): string {
  return text(lang, "flow:heading", {
    title: text(lang, titleKey),
    step: text(lang, `flow:steps.${stepKey}`),
    number,
    total,
  });
}

/** Types into a field found by its exact label, with the keyboard (Tab to it, select all, type). */
async function typeInto(
  page: Page,
  label: string,
  value: string,
  scope = page.locator("body"),
): Promise<void> {
  const field = scope.getByLabel(label, { exact: true });
  await tabTo(page, field, 80);
  await page.keyboard.press("ControlOrMeta+A");
  await page.keyboard.press("Backspace");
  await page.keyboard.type(value);
}

/** Presses a button by its exact name with the keyboard. */
async function press(page: Page, name: string, scope = page.locator("body")): Promise<void> {
  await pressKey(page, scope.getByRole("button", { name, exact: true }), 80);
}

/**
 * Reaches a control inside a grid with the keyboard, as accounts.spec.ts does: Tab into the grid
 * (one tab stop), then ArrowDown to the control's row and ArrowRight along the row.
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

// German: the language of this flow (the screen tests cover English and Hindi).
const lang: Lang = "de";

describe("beneficiaries end to end", () => {
  it("asha adds a payee at another bank with the IFSC search and the name enquiry, approves it with the code and sees it in the list, keyboard only", async () => {
    const page = await newPage(own.browser, { lang });
    try {
      await signInAsha(page, own.server.baseUrl, lang);

      // Funds Transfer > Manage beneficiaries > At another bank.
      const nav = page.getByRole("navigation", { name: text(lang, "common:menu.label") });
      await pressKey(page, nav.getByRole("button", { name: text(lang, "common:menu.fundsTransfer") }), 200);
      await pressKey(page, nav.getByRole("link", { name: text(lang, "beneficiary:menu.manage") }), 20);
      await expectFocusOnHeading(page, text(lang, "beneficiary:states.options"));
      await pressKey(page, page.getByRole("link", { name: text(lang, "beneficiary:options.otherBank") }), 80);
      await expectFocusOnHeading(page, flowHeading(lang, "beneficiary:add.titleOtherBank", "form", 1, 4));
      // The first-24-hours notice (its amount is the bank's configuration): found by its opening words.
      const notice = text(lang, "beneficiary:newLimitNotice", { hours: 24, amount: "" });
      await visible(page.getByText(notice.slice(0, notice.indexOf("24") + 2)));

      // The IFSC search dialog: by bank and city, a row's Choose fills the IFSC.
      await press(page, text(lang, "beneficiary:add.searchIfsc"));
      const dialog = page.getByRole("dialog", { name: text(lang, "beneficiary:ifscSearch.title") });
      await visible(dialog);
      await typeInto(page, text(lang, "beneficiary:ifscSearch.bankName"), "Kotak", dialog);
      await typeInto(page, text(lang, "beneficiary:ifscSearch.city"), "Pune", dialog);
      await typeInto(page, text(lang, "beneficiary:ifscSearch.branch"), PAYEE.branch, dialog);
      await press(page, text(lang, "beneficiary:ifscSearch.search"), dialog);
      const choose = dialog.getByRole("button", {
        name: text(lang, "beneficiary:ifscSearch.chooseRow", PAYEE),
        exact: true,
      });
      await visible(choose);
      await expectNoAxeViolations(page, "IFSC search dialog de");
      await keyboardToGridControl(page, dialog.getByRole("grid"), choose);
      await page.keyboard.press("Enter");
      await expect.poll(() => dialog.count()).toBe(0);
      await visible(page.getByText(text(lang, "beneficiary:add.ifscFound", PAYEE)));

      await typeInto(page, text(lang, "beneficiary:add.accountNumber"), PAYEE.account);
      await typeInto(page, text(lang, "beneficiary:add.confirmAccountNumber"), PAYEE.account);
      // The account type: open the picker with the keyboard and take the first type (savings).
      await tabTo(
        page,
        page.getByRole("button", { name: new RegExp(text(lang, "beneficiary:add.accountType")) }),
        80,
      );
      await page.keyboard.press("Enter");
      await visible(page.getByRole("option", { name: text(lang, "beneficiary:accountTypes.10") }));
      await page.keyboard.press("Enter");
      await tabTo(page, page.getByRole("checkbox", { name: text(lang, "beneficiary:add.consent") }), 80);
      await page.keyboard.press("Space");

      // The name enquiry answers the holder's name and starts its announced wait.
      await press(page, text(lang, "beneficiary:add.verifyPayee"));
      await visible(page.getByText(text(lang, "beneficiary:add.payeeVerified", { name: PAYEE.name })));
      await visible(page.getByRole("timer"));
      expect(await page.getByRole("textbox", { name: text(lang, "beneficiary:add.name") }).inputValue()).toBe(
        PAYEE.name,
      );

      await typeInto(page, text(lang, "beneficiary:add.nickName"), "Anita Pune");
      await typeInto(page, text(lang, "beneficiary:add.transferLimit"), "25000");
      await typeInto(page, text(lang, "beneficiary:add.emailId"), "anita@example.in");
      await typeInto(page, text(lang, "beneficiary:add.mobileNumber"), "9822012345");
      await expectNoAxeViolations(page, "add beneficiary form de");
      await press(page, text(lang, "flow:continue"));

      // Verify with the transaction password; the add creates it pending and sends the code.
      await expectFocusOnHeading(page, flowHeading(lang, "beneficiary:add.titleOtherBank", "confirm", 2, 4));
      const since = new Date(Date.now() - 1_000).toISOString();
      await typeInto(page, text(lang, "flow:txnPwd.label"), DEMO_TXN_PASSWORD);
      await page.keyboard.press("Enter");
      await expectFocusOnHeading(page, flowHeading(lang, "beneficiary:add.titleOtherBank", "otp", 3, 4));
      const code = await latestOtp(own.server.baseUrl, since, 10_000);
      await tabTo(page, page.getByRole("textbox", { name: text(lang, "flow:otp.label") }), 80);
      await page.keyboard.type(code);
      await page.keyboard.press("Enter");

      await expectFocusOnHeading(page, flowHeading(lang, "beneficiary:add.titleOtherBank", "success", 4, 4));
      await visible(page.getByText(text(lang, "beneficiary:add.success")));
      await expectNoAxeViolations(page, "beneficiary added de");

      // The list shows the new beneficiary, active, at its bank with its limit.
      await press(page, text(lang, "beneficiary:add.backToBeneficiaries"));
      await expectFocusOnHeading(page, text(lang, "beneficiary:states.viewBeneficiaryList"));
      const table = page.getByRole("grid", { name: text(lang, "beneficiary:list.caption") });
      await visible(table);
      // The newest may be on a later page: page through with the keyboard until it shows.
      const row = table.getByRole("row", { name: new RegExp(PAYEE.name) });
      for (let i = 0; i < 5 && (await row.count()) === 0; i += 1) {
        await pressKey(page, page.getByRole("button", { name: text(lang, "common:pager.next") }), 120);
      }
      await visible(row);
      await visible(row.getByText(text(lang, "beneficiary:statuses.ACTIVE")));
      await visible(row.getByText(`${PAYEE.bank}, ${PAYEE.branch}`));
      await expectNoAxeViolations(page, "beneficiary list de");
    } finally {
      await page.context().close();
    }
  }, 240_000);
});
