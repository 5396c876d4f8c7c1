import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import { expectNoAxeViolations, launchBrowser, newPage, type Lang } from "../support/browser";
import { startServer, type RunningServer } from "../support/server";
import { latestOtp, readOutbox } from "../support/outbox";
import {
  DEMO_PASSWORD,
  chooseRadio,
  collectBrowserErrors,
  enterPassword,
  enterUsername,
  expectDashboard,
  expectFocusOnHeading,
  openSignIn,
  tabTo,
  visible,
} from "./flows";
import { FLOW_LANG, text } from "./text";

/** The demo transaction password of the seed. */
const DEMO_TXN_PASSWORD = "Txn@12345";

// These tests change passwords and user ids: they run against a server of their own.
let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  server = await startServer({
    env: { LOGIN_RATE_LIMIT_PER_IP: "10000", LOGIN_RATE_LIMIT_PER_USER: "10000" },
  });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
  await server.stop();
});

async function signIn(page: Page, lang: Lang, username: string, password = DEMO_PASSWORD): Promise<void> {
  await openSignIn(page, server.baseUrl, lang);
  await enterUsername(page, lang, username);
  await enterPassword(page, lang, password);
}

/** Types into a field found by its label, with the keyboard (Tab to it, select all, type). */
async function typeInto(page: Page, label: string, value: string): Promise<void> {
  const field = page.getByLabel(label, { exact: true });
  await tabTo(page, field, 80);
  await page.keyboard.press("ControlOrMeta+A");
  await page.keyboard.press("Backspace");
  if (value !== "") await page.keyboard.type(value);
}

/** Presses a button by its name with the keyboard. */
async function press(page: Page, name: string): Promise<void> {
  await tabTo(page, page.getByRole("button", { name, exact: true }), 80);
  await page.keyboard.press("Enter");
}

/** The error summary's links after a refused submit. */
async function summaryLinks(page: Page, lang: Lang): Promise<string[]> {
  const summary = page.getByRole("alert").filter({ hasText: text(lang, "common:errorSummaryTitle") });
  await visible(summary.getByRole("link"));
  return summary.getByRole("link").allTextContents();
}

/** The OTP step of the flow scaffold: reads the code from the development outbox and confirms. */
async function confirmWithOtp(page: Page, lang: Lang, since: string, axeLabel?: string): Promise<void> {
  await visible(page.getByRole("heading", { name: text(lang, "security:otp.heading"), level: 2 }));
  const field = page.getByRole("textbox", { name: text(lang, "flow:otp.label") });
  await visible(field);
  if (axeLabel !== undefined) await expectNoAxeViolations(page, axeLabel);
  const code = await latestOtp(server.baseUrl, since);
  await tabTo(page, field, 80);
  await page.keyboard.type(code);
  await page.keyboard.press("Enter");
}

async function expectSignedOutWith(page: Page, lang: Lang, key: string): Promise<void> {
  await visible(page.getByRole("heading", { name: text(lang, "common:logout.title"), level: 1 }), 15_000);
  expect(new URL(page.url()).pathname).toBe("/logout");
  await visible(page.getByText(text(lang, key)));
  if (key.startsWith("security:success.")) {
    // A successful change is a status, not an alert, and carries its reference number.
    const banner = page.getByRole("status").filter({ hasText: text(lang, key) });
    await visible(banner);
    await expect(banner.textContent()).resolves.toMatch(
      new RegExp(`${text(lang, "flow:success.reference")}: \\S+`),
    );
  }
}

async function openSecuritySettings(page: Page, lang: Lang): Promise<void> {
  const nav = page.getByRole("navigation", { name: text(lang, "common:menu.label") });
  const services = nav.getByRole("button", { name: text(lang, "common:menu.myServices") });
  await tabTo(page, services, 80);
  await page.keyboard.press("Enter");
  const item = nav.getByRole("link", { name: text(lang, "security:menuItem") });
  await visible(item);
  await tabTo(page, item, 20);
  await page.keyboard.press("Enter");
  await visible(page.getByRole("heading", { name: text(lang, "states:scrtyInfoView"), level: 1 }));
  await expectFocusOnHeading(page, text(lang, "states:scrtyInfoView"));
}

describe("password expiry notice (meera: 3 days left)", () => {
  it.each([FLOW_LANG.securityNotice])("shows the notice without 'Remind me later' in %s", async (lang) => {
    const page = await newPage(browser, { lang });
    await signIn(page, lang, "meera");
    await expectDashboard(page, lang);
    await visible(page.getByText(text(lang, "dashboard:passwordExpiry.body_other", { count: 3 })));
    await visible(page.getByRole("button", { name: text(lang, "security:expiry.changeNow") }));
    expect(await page.getByRole("button", { name: text(lang, "security:expiry.remindLater") }).count()).toBe(
      0,
    );
    await expectNoAxeViolations(page, `${lang} dashboard with the expiry notice`);

    // The sign-in history dialog: a captioned table of the last attempts.
    await press(page, text(lang, "security:signIns.historyButton"));
    const dialog = page.getByRole("dialog", { name: text(lang, "security:history.title") });
    await visible(dialog);
    await visible(dialog.getByRole("grid", { name: text(lang, "security:history.caption") }));
    await visible(dialog.getByText(text(lang, "security:history.success")).first());
    await expectNoAxeViolations(page, `${lang} sign-in history dialog`);
    await page.keyboard.press("Escape");
    await expect.poll(() => dialog.count()).toBe(0);

    // Security settings from the menu, every choice, in this language.
    await openSecuritySettings(page, lang);
    await expectNoAxeViolations(page, `${lang} security settings: login password`);
    for (const choice of ["transaction", "both", "userId"]) {
      await chooseRadio(
        page,
        page.getByRole("radio", { name: text(lang, `security:choice.${choice}`), exact: true }),
      );
      await visible(
        page.getByRole("heading", { name: text(lang, `security:formHeading.${choice}`), level: 2 }),
      );
      await expectNoAxeViolations(page, `${lang} security settings: ${choice}`);
    }
    await page.context().close();
  });
});

describe("login password change by keyboard (meera)", () => {
  it("enforces every rule, checks the current password, confirms by OTP, signs out; the new password works and the old one is refused as recent", async () => {
    const lang: Lang = "en";
    const page = await newPage(browser, { lang });
    const errors = collectBrowserErrors(page);
    await signIn(page, lang, "meera");
    await expectDashboard(page, lang);
    await press(page, text(lang, "security:expiry.changeNow"));
    await visible(page.getByRole("heading", { name: text(lang, "security:formHeading.login"), level: 2 }));

    const current = text(lang, "security:fields.currentLogin");
    const next = text(lang, "security:fields.newLogin");
    const confirm = text(lang, "security:fields.confirmLogin");
    const submit = text(lang, "security:continue");

    // Weak: the strength is shown as text, and the rule refuses it.
    await typeInto(page, current, DEMO_PASSWORD);
    await typeInto(page, next, "abc123");
    await visible(
      page.getByText(
        text(lang, "security:strength.label", { level: text(lang, "security:strength.average") }),
      ),
    );
    await typeInto(page, confirm, "abc123");
    await press(page, submit);
    expect(await summaryLinks(page, lang)).toEqual([text(lang, "security:rules.notStrong")]);
    await expectNoAxeViolations(page, "en security settings: not strong");

    // Equal to the current password.
    await typeInto(page, next, DEMO_PASSWORD);
    await typeInto(page, confirm, DEMO_PASSWORD);
    await press(page, submit);
    expect(await summaryLinks(page, lang)).toEqual([text(lang, "security:rules.sameAsCurrent")]);

    // Confirmation differs.
    const fresh = "Monsoon#2027";
    await typeInto(page, next, fresh);
    await visible(
      page.getByText(
        text(lang, "security:strength.label", { level: text(lang, "security:strength.strong") }),
      ),
    );
    await typeInto(page, confirm, "Monsoon#2028");
    await press(page, submit);
    expect(await summaryLinks(page, lang)).toEqual([text(lang, "security:rules.confirmMismatch")]);

    // Wrong current password: refused by the server.
    await typeInto(page, confirm, fresh);
    await typeInto(page, current, "Wrong#Pass1");
    await press(page, submit);
    expect(await summaryLinks(page, lang)).toEqual([text(lang, "security:errors.wrongCurrentLogin")]);

    // Then right: the OTP, the change, signed out with the success text.
    await typeInto(page, current, DEMO_PASSWORD);
    const since = new Date().toISOString();
    await press(page, submit);
    await confirmWithOtp(page, lang, since, "en security settings: OTP step");
    await expectSignedOutWith(page, lang, "security:success.login");
    await expectNoAxeViolations(page, "en signed out after the password change");

    // The old password no longer works; the new one does.
    await signIn(page, lang, "meera", DEMO_PASSWORD);
    await visible(page.getByText(text(lang, "login:messages.badCredentials")));
    await typeInto(page, text(lang, "login:password.label"), fresh);
    await page.keyboard.press("Enter");
    await expectDashboard(page, lang);
    // The new password's expiry is 90 days away: no notice.
    await visible(page.getByRole("button", { name: text(lang, "security:signIns.historyButton") }));
    expect(await page.getByRole("button", { name: text(lang, "security:expiry.changeNow") }).count()).toBe(0);

    // Straight back to the password just replaced, one of the last five: refused on the form,
    // before any code is sent (the seed has no history: the change above made it).
    await openSecuritySettings(page, lang);
    const codesBefore = (await readOutbox(server.baseUrl)).filter((m) => m.otp !== null).length;
    await typeInto(page, current, fresh);
    await typeInto(page, next, DEMO_PASSWORD);
    await typeInto(page, confirm, DEMO_PASSWORD);
    await press(page, submit);
    const recent = text(lang, "errors:PASSWORD_CHANGE.RECENTLY_USED");
    expect(await summaryLinks(page, lang)).toEqual([recent]);
    // The error summary has the focus (it holds the alert).
    await expect
      .poll(() =>
        page.evaluate(
          (message) =>
            document.activeElement?.querySelector('[role="alert"]')?.textContent?.includes(message),
          recent,
        ),
      )
      .toBe(true);
    await expect(page.getByLabel(next, { exact: true }).getAttribute("aria-invalid")).resolves.toBe("true");
    expect(await page.getByRole("heading", { name: text(lang, "security:otp.heading") }).count()).toBe(0);
    expect(await page.getByRole("progressbar").count()).toBe(0);
    expect((await readOutbox(server.baseUrl)).filter((m) => m.otp !== null)).toHaveLength(codesBefore);
    await expectNoAxeViolations(page, "en security settings: a recently used password");
    expect(errors.filter((e) => !/status of 40[016]/.test(e))).toEqual([]);
    await page.context().close();
  });
});

describe("transaction password rules (ravi)", () => {
  it("refuses a transaction password equal to the login password", async () => {
    const lang: Lang = "de";
    const page = await newPage(browser, { lang });
    await signIn(page, lang, "ravi");
    // ravi has no secure image yet: the set-up page is signed in and has the menu.
    await visible(
      page.getByRole("heading", { name: text(lang, "states:configureSecureLoginAccess"), level: 1 }),
    );
    await openSecuritySettings(page, lang);
    await chooseRadio(
      page,
      page.getByRole("radio", { name: text(lang, "security:choice.transaction"), exact: true }),
    );
    await typeInto(page, text(lang, "security:fields.currentLogin"), DEMO_PASSWORD);
    await typeInto(page, text(lang, "security:fields.currentTransaction"), DEMO_TXN_PASSWORD);
    await typeInto(page, text(lang, "security:fields.newTransaction"), DEMO_PASSWORD);
    await typeInto(page, text(lang, "security:fields.confirmTransaction"), DEMO_PASSWORD);
    await press(page, text(lang, "security:continue"));
    expect(await summaryLinks(page, lang)).toEqual([text(lang, "security:rules.sameAsLogin")]);
    await typeInto(page, text(lang, "security:fields.newTransaction"), "Zahlung#2027");
    await typeInto(page, text(lang, "security:fields.confirmTransaction"), "Zahlung#2027");
    await typeInto(page, text(lang, "security:fields.currentTransaction"), "Falsch#123");
    await press(page, text(lang, "security:continue"));
    expect(await summaryLinks(page, lang)).toEqual([text(lang, "security:errors.wrongCurrentTransaction")]);
    await expectNoAxeViolations(page, "de security settings: wrong current transaction password");
    await page.context().close();
  });
});

describe("user id change with the availability check (ravi)", () => {
  it("checks availability, confirms by OTP, signs out; the new user id signs in", async () => {
    const lang: Lang = "hi";
    const page = await newPage(browser, { lang });
    await signIn(page, lang, "ravi");
    await visible(
      page.getByRole("heading", { name: text(lang, "states:configureSecureLoginAccess"), level: 1 }),
    );
    await openSecuritySettings(page, lang);
    await chooseRadio(
      page,
      page.getByRole("radio", { name: text(lang, "security:choice.userId"), exact: true }),
    );
    const idLabel = text(lang, "security:userId.label");
    await typeInto(page, idLabel, "meera");
    await typeInto(page, text(lang, "security:fields.currentLogin"), DEMO_PASSWORD);
    await press(page, text(lang, "security:continue"));
    expect(await summaryLinks(page, lang)).toEqual([text(lang, "security:userId.checkFirst")]);

    await press(page, text(lang, "security:userId.check"));
    await visible(
      page.getByText(text(lang, "security:userId.taken", { userId: "meera" }), { exact: true }).first(),
    );
    await expectNoAxeViolations(page, "hi user id: taken");

    await typeInto(page, idLabel, "ravi.kumar");
    await press(page, text(lang, "security:userId.check"));
    await visible(page.getByText(text(lang, "security:userId.available", { userId: "ravi.kumar" })).first());
    await typeInto(page, text(lang, "security:fields.currentLogin"), DEMO_PASSWORD);
    const since = new Date().toISOString();
    await press(page, text(lang, "security:continue"));
    await confirmWithOtp(page, lang, since);
    await expectSignedOutWith(page, lang, "security:success.userId");

    await signIn(page, lang, "ravi.kumar");
    await visible(
      page.getByRole("heading", { name: text(lang, "states:configureSecureLoginAccess"), level: 1 }),
    );
    await page.context().close();
  });
});

describe("forced reset after sign-in (kiran: transaction password)", () => {
  it("keeps the reset session, changes the transaction password by OTP and signs out", async () => {
    const lang: Lang = "en";
    const page = await newPage(browser, { lang });
    await signIn(page, lang, "kiran");
    await visible(page.getByRole("heading", { name: text(lang, "states:scrtyInfoReset"), level: 1 }), 15_000);
    await expectFocusOnHeading(page, text(lang, "states:scrtyInfoReset"));
    await visible(page.getByText(text(lang, "security:reset.body.transaction")));
    expect(await page.getByRole("navigation", { name: text(lang, "common:menu.label") }).count()).toBe(0);
    await expectNoAxeViolations(page, "en forced reset");

    await typeInto(page, text(lang, "security:fields.currentLogin"), DEMO_PASSWORD);
    await typeInto(page, text(lang, "security:fields.currentTransaction"), DEMO_TXN_PASSWORD);
    await typeInto(page, text(lang, "security:fields.newTransaction"), "Kiran#Pay2027");
    await typeInto(page, text(lang, "security:fields.confirmTransaction"), "Kiran#Pay2027");
    const since = new Date().toISOString();
    await press(page, text(lang, "security:continue"));
    await confirmWithOtp(page, lang, since);
    await expectSignedOutWith(page, lang, "security:success.transaction");

    // No reset any more: kiran reaches the dashboard.
    await signIn(page, lang, "kiran");
    await expectDashboard(page, lang);
    await page.context().close();
  });
});

describe("forced reset of an expired login password (dev)", () => {
  it.each([FLOW_LANG.securityForcedReset])(
    "explains the reset and offers the login password change in %s",
    async (lang) => {
      const page = await newPage(browser, { lang });
      await signIn(page, lang, "dev");
      await visible(
        page.getByRole("heading", { name: text(lang, "states:scrtyInfoReset"), level: 1 }),
        15_000,
      );
      await visible(page.getByText(text(lang, "security:reset.body.login")));
      await visible(page.getByRole("heading", { name: text(lang, "security:formHeading.login"), level: 2 }));
      expect(await page.title()).toBe(
        `${text(lang, "states:scrtyInfoReset")} – ${text(lang, "common:bankName")}`,
      );
      await expectNoAxeViolations(page, `${lang} forced reset of the login password`);
      // A rule refused in the reset session, in this language.
      await typeInto(page, text(lang, "security:fields.currentLogin"), DEMO_PASSWORD);
      await typeInto(page, text(lang, "security:fields.newLogin"), "abc");
      await typeInto(page, text(lang, "security:fields.confirmLogin"), "abc");
      await press(page, text(lang, "security:continue"));
      expect(await summaryLinks(page, lang)).toEqual([text(lang, "security:rules.notStrong")]);
      await expectNoAxeViolations(page, `${lang} forced reset: not strong`);
      // Leaving without a change signs out at once.
      await press(page, text(lang, "common:signOut"));
      await visible(page.getByRole("heading", { name: text(lang, "common:logout.title"), level: 1 }));
      await page.context().close();
    },
  );
});
