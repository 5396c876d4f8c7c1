import { readFile } from "node:fs/promises";
import { describe, expect, it } from "vitest";
import type { Locator, Page } from "playwright-core";
import { formatInr } from "../../src/domain";
import { expectNoAxeViolations, newPage, type Lang } from "../support/browser";
import { latestOtp, readOutbox } from "../support/outbox";
import {
  moveServerClock,
  moveServerClockToIndiaHour,
  NO_LOGIN_RATE_LIMITS,
  startServer,
} from "../support/server";
import { useOwnServer } from "./ownServer";
import { expectFocusOnHeading, openFromMenu, pressKey, signInAsha, tabTo, visible } from "./flows";
import { text } from "./text";

/** The NEFT cut-off of this file's server, and the hour its clock starts at, India time. */
const CUT_OFF_HOUR = 18;
const START_HOUR = 10;
/**
 * Payments change balances: this file runs against a server of its own. Its clock starts at ten in
 * the morning, India time, whatever the hour the file runs at: a NEFT made at once goes today, and
 * one made after the clock moved past the cut-off waits for the customer's word.
 */
const own = useOwnServer(async () => {
  const server = await startServer({
    env: { ...NO_LOGIN_RATE_LIMITS, NEFT_CUT_OFF: `${String(CUT_OFF_HOUR)}:00` },
  });
  await moveServerClockToIndiaHour(server.baseUrl, START_HOUR);
  return server;
});

/** The demo transaction password of the seed. */
const DEMO_TXN_PASSWORD = "Txn@12345";
/** asha's savings and current accounts. */
const SAVINGS = "10000010000011";
const CURRENT = "10000020000012";

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

/** Opens a picker (found by its label) with the keyboard and chooses the option whose name contains `option`. */
async function choose(page: Page, label: string, option: string): Promise<void> {
  const select = page.getByRole("button", { name: new RegExp(`${escapeRegExp(label)}$`) });
  await tabTo(page, select, 80);
  await page.keyboard.press("Enter");
  const list = page.getByRole("listbox");
  await visible(list);
  const target = list.getByRole("option", { name: new RegExp(escapeRegExp(option)) });
  await page.keyboard.press("Home");
  for (let i = 0; i < 20; i += 1) {
    if (await target.evaluate((el) => el === document.activeElement || el.contains(document.activeElement))) {
      await page.keyboard.press("Enter");
      await expect.poll(() => list.count()).toBe(0);
      return;
    }
    await page.keyboard.press("ArrowDown");
  }
  throw new Error(`The arrow keys did not reach the option ${option}.`);
}

/** Types into a field found by its label, with the keyboard. */
async function typeInto(page: Page, field: Locator, value: string): Promise<void> {
  await tabTo(page, field, 80);
  await page.keyboard.press("ControlOrMeta+A");
  await page.keyboard.press("Backspace");
  await page.keyboard.type(value);
}

/** Opens a payment from the Funds Transfer menu with the keyboard. */
async function openPayment(page: Page, lang: Lang, titleKey: string, total: number): Promise<void> {
  const nav = page.getByRole("navigation", { name: text(lang, "common:menu.label") });
  await pressKey(page, nav.getByRole("button", { name: text(lang, "common:menu.fundsTransfer") }), 200);
  await pressKey(page, nav.getByRole("link", { name: text(lang, titleKey) }), 20);
  await expectFocusOnHeading(page, flowHeading(lang, titleKey, "form", 1, total));
}

/** The amount, then Continue; the confirm step's h1 takes focus. */
async function amountAndContinue(page: Page, lang: Lang, titleKey: string, total: number, rupees: string) {
  await typeInto(
    page,
    page.getByRole("textbox", { name: new RegExp(text(lang, "transfers:form.amount")) }),
    rupees,
  );
  await pressKey(
    page,
    page.getByRole("button", { name: text(lang, "transfers:form.continue"), exact: true }),
    80,
  );
  await expectFocusOnHeading(page, flowHeading(lang, titleKey, "confirm", 2, total));
}

/** The transaction password at confirm, then (where the flow has one) the code from the outbox. */
async function passwordAndCode(page: Page, lang: Lang, withCode: boolean): Promise<void> {
  // The outbox's newest message so far, by the server's clock (which runs ahead of this machine's
  // here): the code to type is one sent after it.
  const since = (await readOutbox(own.server.baseUrl))[0]?.at;
  await typeInto(page, page.getByLabel(text(lang, "flow:txnPwd.label"), { exact: true }), DEMO_TXN_PASSWORD);
  await page.keyboard.press("Enter");
  if (!withCode) return;
  const field = page.getByRole("textbox", { name: text(lang, "flow:otp.label") });
  await visible(field);
  const code = await latestOtp(own.server.baseUrl, since, 10_000);
  await tabTo(page, field, 80);
  await page.keyboard.type(code);
  await page.keyboard.press("Enter");
}

/** The success page's term of the source account's new available balance. */
function newBalanceTerm(page: Page, lang: Lang): Locator {
  const parts = text(lang, "transfers:success.newBalance", { account: "\u0000" }).split("\u0000");
  return page.getByRole("term").filter({ hasText: new RegExp(parts.map(escapeRegExp).join(".*")) });
}

/** The reference number on the success page. */
async function referenceOf(page: Page, lang: Lang): Promise<string> {
  const dt = page.getByRole("term").filter({ hasText: text(lang, "flow:success.reference") });
  const reference = (await dt.locator("xpath=following-sibling::dd[1]").innerText()).trim();
  expect(reference).toMatch(/^FT\d{10}$/);
  return reference;
}

/** The amounts of a text in their German form ("123.456,78 ₹"), in order. */
function germanAmounts(shown: string): readonly string[] {
  return shown.match(/-?\d{1,3}(?:\.\d{3})*,\d{2}\s₹/gu) ?? [];
}

/** An amount in its German form, read back in paise. */
function paiseOf(amount: string): bigint {
  const paise = BigInt(amount.replace(/\D/gu, ""));
  return amount.startsWith("-") ? -paise : paise;
}

/** The savings account's balance as My accounts shows it: the first amount of its row. */
async function listedSavingsBalance(page: Page): Promise<string> {
  const row = await visible(page.getByRole("row").filter({ hasText: SAVINGS }));
  const [balance] = germanAmounts(await row.innerText());
  if (balance === undefined) throw new Error("My accounts shows no balance of the savings account.");
  return balance;
}

/** The savings account's balance as the dashboard's assets show it. */
async function dashboardSavingsBalance(page: Page, lang: Lang): Promise<string> {
  const assets = page.getByRole("region", { name: text(lang, "home:widget.myAssets") });
  const item = await visible(assets.getByRole("listitem").filter({ hasText: SAVINGS }));
  const [balance] = germanAmounts(await item.innerText());
  if (balance === undefined) throw new Error("The dashboard shows no balance of the savings account.");
  return balance;
}

/** Opens the dashboard from the menu with the keyboard. */
async function openDashboard(page: Page, lang: Lang): Promise<void> {
  await openFromMenu(page, lang, "dashboard", "common:menu.myHome", "common:menu.dashboard");
}

describe("payments end to end, keyboard only", () => {
  it("own-account transfer in German: an amount with a decimal comma, no one-time code, the new balance on the success page", async () => {
    const lang: Lang = "de";
    const page = await newPage(own.browser, { lang });
    try {
      await signInAsha(page, own.server.baseUrl, lang);
      const title = "states:ownFdOwnAcnTransfer";
      await openPayment(page, lang, title, 3);
      await choose(page, text(lang, "transfers:form.from"), SAVINGS);
      await choose(page, text(lang, "transfers:form.to"), CURRENT);
      await expectNoAxeViolations(page, "own transfer form de");
      // Typed the German way, with a decimal comma: the confirm step reads it back in German form.
      await amountAndContinue(page, lang, title, 3, "1000,50");
      await visible(page.getByText("1.000,50 ₹", { exact: true }));
      await visible(page.getByText("eintausend Rupien und fünfzig Paise", { exact: true }));
      await passwordAndCode(page, lang, false);
      await expectFocusOnHeading(page, flowHeading(lang, title, "success", 3, 3));
      await referenceOf(page, lang);
      await visible(newBalanceTerm(page, lang));
      await expectNoAxeViolations(page, "own transfer success de");
    } finally {
      await page.context().close();
    }
  }, 240_000);

  it("Pay Now within the bank in Hindi: the beneficiary's limit, the code, the reference", async () => {
    const lang: Lang = "hi";
    const page = await newPage(own.browser, { lang });
    try {
      await signInAsha(page, own.server.baseUrl, lang);
      const title = "states:thirdFdThirdPtyTrnsfrInFIS";
      await openPayment(page, lang, title, 4);
      await choose(page, text(lang, "transfers:form.from"), SAVINGS);
      await choose(page, text(lang, "transfers:form.beneficiary"), "Ravi");
      await visible(
        page.getByText(new RegExp(escapeRegExp(text(lang, "transfers:form.limit", { limit: "" }).trim()))),
      );
      await amountAndContinue(page, lang, title, 4, "500");
      await expectNoAxeViolations(page, "within-bank confirm hi");
      await passwordAndCode(page, lang, true);
      await expectFocusOnHeading(page, flowHeading(lang, title, "success", 4, 4));
      await referenceOf(page, lang);
    } finally {
      await page.context().close();
    }
  }, 240_000);

  it("NEFT in English: the charges at confirm, the receipt, the new balance and the statement line", async () => {
    const lang: Lang = "en";
    const page = await newPage(own.browser, { lang });
    try {
      await signInAsha(page, own.server.baseUrl, lang);
      const title = "states:neftRtgsHome";
      await openPayment(page, lang, title, 4);
      await choose(page, text(lang, "transfers:form.from"), SAVINGS);
      await choose(page, text(lang, "transfers:form.beneficiary"), "Priya");
      await amountAndContinue(page, lang, title, 4, "1500");
      await visible(page.getByRole("term").filter({ hasText: text(lang, "transfers:summary.charges") }));
      await visible(page.getByText("Rupees One Thousand Five Hundred Only"));
      await passwordAndCode(page, lang, true);
      await expectFocusOnHeading(page, flowHeading(lang, title, "success", 4, 4));
      const reference = await referenceOf(page, lang);
      await visible(newBalanceTerm(page, lang));
      await expectNoAxeViolations(page, "NEFT success en");

      // The receipt as accessible HTML, in the page's language, names the payment.
      const button = page.getByRole("button", {
        name: new RegExp(`${text(lang, "transfers:receipt.label")}.*HTML`),
      });
      await tabTo(page, button, 80);
      const [file] = await Promise.all([page.waitForEvent("download"), page.keyboard.press("Enter")]);
      const path = await file.path();
      const html = await readFile(path, "utf8");
      expect(html).toContain(reference);
      expect(html).toContain('lang="en"');

      // Save as favourite: the bank keeps the payment to pay again.
      await pressKey(
        page,
        page.getByRole("button", { name: text(lang, "transfers:favourite.save"), exact: true }),
        80,
      );
      await visible(page.getByText(text(lang, "transfers:favourite.saved")));

      // The statement's lines of the savings account include the payment.
      const nav = page.getByRole("navigation", { name: text(lang, "common:menu.label") });
      await pressKey(page, nav.getByRole("button", { name: text(lang, "common:menu.myAccounts") }), 200);
      await pressKey(page, nav.getByRole("link", { name: text(lang, "states:acctStmt") }), 20);
      await expectFocusOnHeading(page, text(lang, "states:acctStmt"));
      await pressKey(
        page,
        page.getByRole("button", { name: text(lang, "statements:form.submit"), exact: true }),
        80,
      );
      await visible(page.getByText(new RegExp(`NEFT/${reference}`)), 30_000);
    } finally {
      await page.context().close();
    }
  }, 240_000);

  it("after a payment My accounts and the dashboard show the new balance at once, in German", async () => {
    const lang: Lang = "de";
    const page = await newPage(own.browser, { lang });
    try {
      await page.clock.install();
      await signInAsha(page, own.server.baseUrl, lang);
      // From here on the page's time stands still: no cached answer grows older than the 30 s it is
      // kept fresh for, so only the payment's declared `invalidates` can have either screen read again.
      await page.clock.setFixedTime(Date.now());
      await openFromMenu(page, lang, "acnList");
      const listedBefore = paiseOf(await listedSavingsBalance(page));
      await openDashboard(page, lang);
      const dashboardBefore = paiseOf(await dashboardSavingsBalance(page, lang));

      const title = "states:ownFdOwnAcnTransfer";
      await openPayment(page, lang, title, 3);
      await choose(page, text(lang, "transfers:form.from"), SAVINGS);
      await choose(page, text(lang, "transfers:form.to"), CURRENT);
      await amountAndContinue(page, lang, title, 3, "1000,50");
      await passwordAndCode(page, lang, false);
      await expectFocusOnHeading(page, flowHeading(lang, title, "success", 3, 3));

      // Both show the balance after the payment, in the page's own number form.
      await openFromMenu(page, lang, "acnList");
      await expect.poll(() => listedSavingsBalance(page)).toBe(formatInr(listedBefore - 100050n, lang));
      await openDashboard(page, lang);
      await expect
        .poll(() => dashboardSavingsBalance(page, lang))
        .toBe(formatInr(dashboardBefore - 100050n, lang));
    } finally {
      await page.context().close();
    }
  }, 240_000);

  it("NEFT after the cut-off: the alertdialog asks, agreeing completes it for the next working day", async () => {
    const lang: Lang = "en";
    // The bank's clock moves from the morning to an hour past the cut-off (its sessions with it).
    await moveServerClock(own.server.baseUrl, (CUT_OFF_HOUR + 1 - START_HOUR) * 3_600_000);
    const page = await newPage(own.browser, { lang });
    try {
      await signInAsha(page, own.server.baseUrl, lang);
      const title = "states:neftRtgsHome";
      await openPayment(page, lang, title, 4);
      await choose(page, text(lang, "transfers:form.from"), SAVINGS);
      await choose(page, text(lang, "transfers:form.beneficiary"), "Mohan");
      await amountAndContinue(page, lang, title, 4, "700");
      await passwordAndCode(page, lang, true);
      const dialog = page.getByRole("alertdialog", { name: text(lang, "transfers:cutOff.title") });
      await visible(dialog);
      await expectNoAxeViolations(page, "NEFT cut-off dialog en");
      // Focus starts on the least destructive action; Tab to agreeing.
      const agree = dialog.getByRole("button", { name: /^Yes, send it on / });
      await tabTo(page, agree, 5);
      await page.keyboard.press("Enter");
      await expectFocusOnHeading(page, flowHeading(lang, title, "success", 4, 4));
      await referenceOf(page, lang);
      await visible(page.getByText(/^Your NEFT payment goes on the next working day, /));
    } finally {
      await page.context().close();
    }
  }, 240_000);
});
