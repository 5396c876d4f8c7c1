import { rm } from "node:fs/promises";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { expectNoAxeViolations, useBrowser, newPage, type Lang } from "../support/browser";
import { latestOtp } from "../support/outbox";
import { startServer, type RunningServer } from "../support/server";
import {
  DEMO_PASSWORD,
  enterPassword,
  enterUsername,
  expectDashboard,
  expectFocusOnHeading,
  openSignIn,
  signInAsha,
  signOut,
  tabTo,
  visible,
} from "./flows";
import { FLOW_LANG, text } from "./text";

/** The demo customers' transaction password. */
const DEMO_TXN_PASSWORD = "Txn@12345";
const SERVER_ENV = { LOGIN_RATE_LIMIT_PER_IP: "10000", LOGIN_RATE_LIMIT_PER_USER: "10000" };

const shared = useBrowser();

/** Presses a button by its name with the keyboard. */
async function press(page: Page, name: string | RegExp): Promise<void> {
  await tabTo(page, page.getByRole("button", { name, exact: typeof name === "string" }), 120);
  await page.keyboard.press("Enter");
}

/** Types into a field found by its label, with the keyboard. */
async function typeInto(page: Page, label: string, value: string): Promise<void> {
  const field = page.getByLabel(label, { exact: true });
  await tabTo(page, field, 120);
  await page.keyboard.press("ControlOrMeta+A");
  await page.keyboard.press("Backspace");
  await page.keyboard.type(value);
}

/** The flow's h1 for a step, e.g. "Change secure image and text: Confirm (step 2 of 4)". */
function stepHeading(lang: Lang, step: "form" | "confirm" | "otp" | "success", number: number): string {
  return text(lang, "flow:heading", {
    title: text(lang, "states:scrtyInfoSecureImage"),
    step: text(lang, `flow:steps.${step}`),
    number,
    total: 4,
  });
}

/** Opens the change from My Services with the keyboard. */
async function openChange(page: Page, lang: Lang): Promise<void> {
  const nav = page.getByRole("navigation", { name: text(lang, "common:menu.label") });
  await tabTo(page, nav.getByRole("button", { name: text(lang, "common:menu.myServices") }), 60);
  await page.keyboard.press("Enter");
  const item = nav.getByRole("link", { name: text(lang, "states:scrtyInfoSecureImage") });
  await visible(item);
  for (let i = 0; i < 10 && !(await item.evaluate((el) => el === document.activeElement)); i += 1) {
    await page.keyboard.press("ArrowDown");
  }
  await page.keyboard.press("Enter");
  await expectFocusOnHeading(page, stepHeading(lang, "form", 1));
}

/**
 * Chooses a secure image with the keyboard: Tab to the one radio group of all images (one tab
 * stop), the arrow keys through the categories to the image, Space.
 */
async function chooseImage(page: Page, imageName: string): Promise<void> {
  const option = page.getByRole("radio", { name: imageName, exact: true });
  await visible(option);
  const inGroup = () =>
    option.evaluate((el) => {
      const group = el.closest('[role="radiogroup"]');
      return group !== null && document.activeElement !== null && group.contains(document.activeElement);
    });
  for (let i = 0; i < 120 && !(await inGroup()); i += 1) await page.keyboard.press("Tab");
  expect(await inGroup()).toBe(true);
  for (let i = 0; i < 40 && !(await option.evaluate((el) => el === document.activeElement)); i += 1) {
    await page.keyboard.press("ArrowRight");
  }
  await page.keyboard.press("Space");
  await expect.poll(() => option.isChecked()).toBe(true);
}

/** The form step with the keyboard: the image by its name and the secure text. */
async function fillForm(page: Page, lang: Lang, imageName: string, secureText: string): Promise<void> {
  await chooseImage(page, imageName);
  await typeInto(page, text(lang, "login:secureSetup.textLabel"), secureText);
  await press(page, text(lang, "flow:continue"));
  await expectFocusOnHeading(page, stepHeading(lang, "confirm", 2));
}

/** The confirm step: the transaction password and Confirm. */
async function confirmWithPassword(page: Page, lang: Lang, password: string): Promise<void> {
  await typeInto(page, text(lang, "flow:txnPwd.label"), password);
  await page.keyboard.press("Enter");
}

/** Waits for the OTP step and returns the code the SMS gateway sent after `since`. */
async function otpStep(page: Page, lang: Lang, baseUrl: string, since: string): Promise<string> {
  await expectFocusOnHeading(page, stepHeading(lang, "otp", 3));
  await visible(page.getByRole("textbox", { name: text(lang, "flow:otp.label") }));
  return latestOtp(baseUrl, since);
}

async function enterCode(page: Page, lang: Lang, code: string): Promise<void> {
  await typeInto(page, text(lang, "flow:otp.label"), code);
  await page.keyboard.press("Enter");
}

const wrongCode = (code: string) => (code === "000000" ? "111111" : "000000");

describe("the secure image change on the shared steps", () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startServer({ env: SERVER_ENV });
  });
  afterAll(async () => {
    await server.stop();
  });

  it("changes the image and text with the keyboard alone in en, with axe on every step; the next sign-in shows them", async () => {
    const page = await newPage(shared.browser, { lang: "en" });
    await signInAsha(page, server.baseUrl, "en");
    await openChange(page, "en");
    await expectNoAxeViolations(page, "en form");
    await fillForm(page, "en", "Train", "Rail-Way9");
    const summary = page.locator("dl");
    await expect.poll(() => summary.textContent()).toMatch(/Train.*Rail-Way9/);
    await expectNoAxeViolations(page, "en confirm");
    const since = new Date().toISOString();
    await confirmWithPassword(page, "en", DEMO_TXN_PASSWORD);
    const code = await otpStep(page, "en", server.baseUrl, since);
    await expectNoAxeViolations(page, "en otp");
    await enterCode(page, "en", code);
    await expectFocusOnHeading(page, stepHeading("en", "success", 4));
    await visible(page.getByText(text("en", "flow:success.reference")));
    await expect.poll(() => page.locator("dl").textContent()).toMatch(/Reference number\S+/);
    await expectNoAxeViolations(page, "en success");
    await press(page, text("en", "flow:success.backToDashboard"));
    await expectDashboard(page, "en");
    await signOut(page, "en");
    await openSignIn(page, server.baseUrl, "en");
    await enterUsername(page, "en", "asha");
    await visible(page.getByText("Rail-Way9", { exact: true }));
    await visible(page.getByRole("img", { name: "Train" }));
    await page.close();
  });

  for (const lang of [FLOW_LANG.steps]) {
    it(`passes every step with axe in ${lang}, with a wrong password and a wrong code on the way`, async () => {
      const page = await newPage(shared.browser, { lang });
      await signInAsha(page, server.baseUrl, lang);
      await openChange(page, lang);
      await expectNoAxeViolations(page, `${lang} form`);
      // A refused secure text says why in the page's language.
      await chooseImage(page, text(lang, "login:secureImage.sport.cricket"));
      await typeInto(page, text(lang, "login:secureSetup.textLabel"), "no spaces!");
      await press(page, text(lang, "flow:continue"));
      await visible(page.getByRole("link", { name: text(lang, "errors:SECURE_TEXT.INVALID_CHARACTERS") }));
      await expectNoAxeViolations(page, `${lang} form with errors`);
      await fillForm(page, lang, text(lang, "login:secureImage.sport.cricket"), "Sixer_6");
      await expectNoAxeViolations(page, `${lang} confirm`);
      // Back keeps the values.
      await press(page, text(lang, "flow:back"));
      await expectFocusOnHeading(page, stepHeading(lang, "form", 1));
      expect(
        await page.getByLabel(text(lang, "login:secureSetup.textLabel"), { exact: true }).inputValue(),
      ).toBe("Sixer_6");

      // The transaction password and code steps in the page's language: a wrong password first
      // (the attempts left are said), then the right one; a wrong code, then the right one.
      await press(page, text(lang, "flow:continue"));
      await expectFocusOnHeading(page, stepHeading(lang, "confirm", 2));
      await confirmWithPassword(page, lang, "Wrong@999");
      await visible(page.getByText(text(lang, "errors:TXN_PWD.WRONG_REMAINING_other", { count: 2 })));
      await expectNoAxeViolations(page, `${lang} wrong transaction password`);
      const since = new Date().toISOString();
      await confirmWithPassword(page, lang, DEMO_TXN_PASSWORD);
      const code = await otpStep(page, lang, server.baseUrl, since);
      await expectNoAxeViolations(page, `${lang} otp`);
      await enterCode(page, lang, wrongCode(code));
      await visible(page.getByText(text(lang, "errors:OTP.INVALID_REMAINING_other", { count: 2 })));
      await expectNoAxeViolations(page, `${lang} wrong code`);
      await enterCode(page, lang, code);
      await expectFocusOnHeading(page, stepHeading(lang, "success", 4));
      await expectNoAxeViolations(page, `${lang} success`);
      await page.close();
    });
  }

  it("refuses wrong codes with the attempts left, then stops the request and returns to the dashboard", async () => {
    const page = await newPage(shared.browser, { lang: "en" });
    await signInAsha(page, server.baseUrl, "en");
    await openChange(page, "en");
    await fillForm(page, "en", "Boat", "Sail-Away");
    const since = new Date().toISOString();
    await confirmWithPassword(page, "en", DEMO_TXN_PASSWORD);
    const code = await otpStep(page, "en", server.baseUrl, since);
    await enterCode(page, "en", wrongCode(code));
    await visible(page.getByRole("link", { name: /You have 2 attempts left/ }));
    await enterCode(page, "en", wrongCode(code));
    await visible(page.getByRole("link", { name: /You have 1 attempt left/ }));
    await enterCode(page, "en", wrongCode(code));
    const dialog = page.getByRole("alertdialog", { name: text("en", "flow:otp.blockedTitle") });
    await visible(dialog);
    await expectNoAxeViolations(page, "otp blocked dialog");
    await page.keyboard.press("Escape");
    await visible(dialog);
    await page.keyboard.press("Enter");
    await expectDashboard(page, "en");
    await page.close();
  });

  it("a refused code (406 on generate) opens the non-resident message for meera in hi, then the dashboard", async () => {
    const lang = "hi";
    const page = await newPage(shared.browser, { lang });
    await openSignIn(page, server.baseUrl, lang);
    await enterUsername(page, lang, "meera");
    await enterPassword(page, lang, DEMO_PASSWORD);
    await expectDashboard(page, lang);
    await openChange(page, lang);
    await fillForm(page, lang, text(lang, "login:secureImage.sport.cricket"), "Overseas_1");
    // The server refuses the next code (406), as the SMS gateway would for an unreachable number.
    const faulted = await fetch(new URL("/dev/faults", server.baseUrl), {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ path: "otp/generateOtp", status: 406, times: 1 }),
    });
    expect(faulted.status).toBe(200);
    await confirmWithPassword(page, lang, DEMO_TXN_PASSWORD);
    const dialog = page.getByRole("alertdialog", { name: text(lang, "flow:otp.generateFailedTitle") });
    await visible(dialog);
    await expect.poll(() => dialog.textContent()).toContain(text(lang, "errors:OTP.GENERATE_FAILED_NR"));
    await expectNoAxeViolations(page, `${lang} code not sent (NR)`);
    await page.keyboard.press("Escape");
    await visible(dialog);
    await page.keyboard.press("Enter");
    await expectDashboard(page, lang);
    await page.close();
  });
});

describe("the transaction password block", () => {
  it("counts down, blocks with a modal, signs out, refuses the next sign-in, also after a restart", async () => {
    let server = await startServer({ env: SERVER_ENV, keepDataDir: true });
    const dataDir = server.dataDir;
    try {
      const page = await newPage(shared.browser, { lang: "en" });
      await signInAsha(page, server.baseUrl, "en");
      await openChange(page, "en");
      await fillForm(page, "en", "Gift box", "Wrapped-1");
      await confirmWithPassword(page, "en", "Wrong@111");
      await visible(
        page.getByRole("link", { name: "Wrong Transaction Password. You have 2 attempts left." }),
      );
      await confirmWithPassword(page, "en", "Wrong@222");
      await visible(page.getByRole("link", { name: "Wrong Transaction Password. You have 1 attempt left." }));
      await confirmWithPassword(page, "en", "Wrong@333");
      const dialog = page.getByRole("alertdialog", { name: text("en", "flow:txnPwd.blockedTitle") });
      await visible(dialog);
      await expectNoAxeViolations(page, "transaction password blocked dialog");
      await page.keyboard.press("Escape");
      await visible(dialog);
      await page.keyboard.press("Enter");
      await visible(page.getByText(text("en", "flow:txnPwd.blockedReason")));
      expect(new URL(page.url()).pathname).toBe("/logout");
      // The sign-in of a blocked user id is refused (423 LOGIN.LOCKED; the page says the spec's general text).
      const refused = async (baseUrl: string) => {
        await openSignIn(page, baseUrl, "en");
        await enterUsername(page, "en", "asha");
        const answer = page.waitForResponse((response) => response.url().includes("/app/authentication"));
        await enterPassword(page, "en", DEMO_PASSWORD);
        const response = await answer;
        expect(response.status()).toBe(423);
        expect(((await response.json()) as { code: string }).code).toBe("LOGIN.LOCKED");
        await visible(page.getByText(text("en", "login:messages.generic")));
      };
      await refused(server.baseUrl);
      await server.stop();
      server = await startServer({ env: SERVER_ENV, dataDir, keepDataDir: true });
      await refused(server.baseUrl);
      await page.close();
    } finally {
      await server.stop();
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
