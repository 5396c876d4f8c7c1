import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { expectNoAxeViolations, launchBrowser, newPage, type Lang } from "../support/browser";
import { moveServerClock, startServer, type RunningServer } from "../support/server";
import {
  DEMO_PASSWORD,
  enterPassword,
  enterUsername,
  expectDashboard,
  openSignIn,
  passAuthOtp,
  tabTo,
  visible,
} from "./flows";
import { FLOW_LANG, text } from "./text";

/**
 * The session shell against the real server (spec 000 section 4, GUIDE section 5) with the
 * default time-out: 240 s idle, the warning 30 s before the end. Time is moved, not waited for:
 * the page's clock (Playwright's clock, installed before the app loads) and the server's
 * development clock (`POST /dev/clock`) go forward together by {@link advance}.
 */
const IDLE_TIMEOUT_MS = 240_000;
const WARNING_MS = 30_000;

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  [server, browser] = await Promise.all([
    startServer({
      env: {
        SESSION_IDLE_TIMEOUT_MS: String(IDLE_TIMEOUT_MS),
        TIMEOUT_WARNING_MS: String(WARNING_MS),
        LOGIN_RATE_LIMIT_PER_IP: "10000",
        LOGIN_RATE_LIMIT_PER_USER: "10000",
      },
    }),
    launchBrowser(),
  ]);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** A page whose clock the test moves (installed before the app's scripts run). */
async function pageWithClock(lang: Lang): Promise<Page> {
  const page = await newPage(browser, { lang });
  await page.clock.install();
  return page;
}

/**
 * Moves time forward by `ms` on the server (its idle clock) and in the page (the timers that fall
 * due run, in order), as if the customer had waited that long without touching anything.
 */
async function advance(page: Page, ms: number, baseUrl = server.baseUrl): Promise<void> {
  await moveServerClock(baseUrl, ms);
  await page.clock.runFor(ms);
}

/** asha signs in with the keyboard and reaches the dashboard; returns when the dashboard showed. */
async function signIn(page: Page, lang: Lang): Promise<void> {
  await openSignIn(page, server.baseUrl, lang);
  await enterUsername(page, lang, "asha");
  await enterPassword(page, lang, DEMO_PASSWORD);
  await passAuthOtp(page, lang, server.baseUrl);
  await expectDashboard(page, lang);
}

/** The session cookies of the context, to ask the server about this session later. */
async function sessionCookies(context: BrowserContext): Promise<{ cookie: string; token: string }> {
  const cookies = await context.cookies(server.baseUrl);
  return {
    cookie: cookies.map((c) => `${c.name}=${c.value}`).join("; "),
    token: cookies.find((c) => c.name === "Token")?.value ?? "",
  };
}

/** The status of a call with a session's cookies: 401 once the server has ended the session. */
async function callWith(session: { cookie: string; token: string }): Promise<number> {
  const response = await fetch(new URL("/app/rest/session/extend", server.baseUrl), {
    method: "POST",
    headers: {
      Cookie: session.cookie,
      Token: session.token,
      UrlToken: randomBytes(24)
        .toString("base64")
        .replace(/[^A-Za-z0-9]/g, "")
        .padEnd(32, "a")
        .slice(0, 32),
      "Content-Type": "application/json",
    },
    body: JSON.stringify({ fromWarning: false }),
  });
  return response.status;
}

const warningDialog = (page: Page, lang: Lang) =>
  page.getByRole("alertdialog", { name: text(lang, "session:warning.title") });

async function isFocused(page: Page, name: string): Promise<boolean> {
  return page.getByRole("button", { name }).evaluate((el) => el === document.activeElement);
}

describe("idle time-out against the server", () => {
  it("the warning opens and is announced; Continue renews the session on the server", async () => {
    const lang: Lang = "en";
    const page = await pageWithClock(lang);
    await signIn(page, lang);
    const dialog = warningDialog(page, lang);
    // Not before the time-out minus the warning; then at once. The page's time stands still from
    // a key press (activity) on, so "before" is exact whatever the machine's speed. It pauses 5 s
    // ahead of the page's time (a jump forward): a busy machine may take longer than a fraction of
    // a second between reading the time and pausing, and a pause cannot go back in time.
    const pausedAt = (await page.evaluate(() => Date.now())) + 5_000;
    await page.clock.pauseAt(pausedAt);
    await page.keyboard.press("Shift");
    await advance(page, IDLE_TIMEOUT_MS - WARNING_MS - 1_000);
    expect(await dialog.count()).toBe(0);
    await advance(page, 1_000);
    await page.clock.resume();
    await visible(dialog);
    const description = await dialog.evaluate((el) =>
      (el.getAttribute("aria-describedby") ?? "")
        .split(" ")
        .map((id) => document.getElementById(id)?.textContent ?? "")
        .join(" "),
    );
    expect(description).toContain(text(lang, "session:warning.body"));
    expect(description).toContain(text(lang, "session:warning.timeLeft"));
    await expect.poll(() => isFocused(page, text(lang, "session:warning.continue"))).toBe(true);
    await expectNoAxeViolations(page, `${lang} time-out warning`);
    // The countdown speaks at a coarse step, not every second.
    const live = dialog.locator('[aria-live="polite"]');
    await advance(page, WARNING_MS - 10_000);
    await expect
      .poll(() => live.textContent())
      .toBe(text(lang, "session:warning.secondsLeft_other", { count: 10 }));

    // Continue with the keyboard: the dialog closes and the server's idle clock starts again.
    await page.keyboard.press("Enter");
    await dialog.waitFor({ state: "hidden" });
    await visible(page.getByRole("heading", { name: text(lang, "states:dashboard"), level: 1 }));

    // The next warning, answered well after the original end: the server still knows the session.
    await advance(page, IDLE_TIMEOUT_MS - WARNING_MS);
    await visible(dialog);
    await expect.poll(() => isFocused(page, text(lang, "session:warning.continue"))).toBe(true);
    await page.keyboard.press("Enter");
    await dialog.waitFor({ state: "hidden" });
    await page.clock.runFor(1_000);
    expect(new URL(page.url()).pathname).toBe("/");
    await visible(page.getByRole("heading", { name: text(lang, "states:dashboard"), level: 1 }));
    await page.context().close();
  });

  describe.each([FLOW_LANG.session])("in %s", (lang) => {
    it("ignored, the warning signs out to /logout and the old session gets 401", async () => {
      const page = await pageWithClock(lang);
      await signIn(page, lang);
      const session = await sessionCookies(page.context());
      const dialog = warningDialog(page, lang);
      await advance(page, IDLE_TIMEOUT_MS - WARNING_MS);
      await visible(dialog);
      await expectNoAxeViolations(page, `${lang} time-out warning`);
      await advance(page, WARNING_MS);
      await visible(page.getByRole("heading", { name: text(lang, "common:logout.title"), level: 1 }));
      expect(new URL(page.url()).pathname).toBe("/logout");
      await visible(page.getByText(text(lang, "session:signedOut.inactive")));
      expect(await callWith(session)).toBe(401);
      await expectNoAxeViolations(page, `${lang} /logout after the time-out`);
      await page.context().close();
    });

    it("the browser's Back button signs out to /error", async () => {
      const page = await newPage(browser, { lang });
      await signIn(page, lang);
      // Said before it happens, near the menu.
      await visible(page.getByText(text(lang, "session:backHint")));
      const session = await sessionCookies(page.context());
      await page.goBack();
      await visible(page.getByRole("heading", { name: text(lang, "common:errorPage.title"), level: 1 }));
      expect(new URL(page.url()).pathname).toBe("/error");
      await visible(page.getByText(text(lang, "session:signedOut.backButton")));
      await expect.poll(() => callWith(session)).toBe(401);
      await expectNoAxeViolations(page, `${lang} /error after Back`);
      await page.context().close();
    });

    it("blocked keys show the notice and focus returns; F5 does not reload", async () => {
      const page = await newPage(browser, { lang });
      await signIn(page, lang);
      const signOutButton = page.getByRole("button", { name: text(lang, "common:signOut") });
      await tabTo(page, signOutButton, 60);
      await page.keyboard.press("F5");
      const notice = page.getByRole("alertdialog", { name: text(lang, "session:blockedKey.title") });
      await visible(notice);
      await expect.poll(() => isFocused(page, text(lang, "common:ok"))).toBe(true);
      await expectNoAxeViolations(page, `${lang} blocked-key notice`);
      await page.keyboard.press("Enter");
      await notice.waitFor({ state: "hidden" });
      await expect.poll(() => signOutButton.evaluate((el) => el === document.activeElement)).toBe(true);
      // Still signed in: the page was not reloaded.
      await visible(page.getByRole("heading", { name: text(lang, "states:dashboard"), level: 1 }));

      // Backspace outside a field.
      await page.keyboard.press("Backspace");
      await visible(notice);
      await page.keyboard.press("Enter");
      await notice.waitFor({ state: "hidden" });
      await expect.poll(() => signOutButton.evaluate((el) => el === document.activeElement)).toBe(true);
      await page.context().close();
    });
  });

  it("reloading signs out on the server; a fresh sign-in is not refused as an active session", async () => {
    const lang: Lang = "en";
    const page = await newPage(browser, { lang });
    // The browser asks before leaving a signed-in page; the customer confirms.
    const asked: string[] = [];
    page.on("dialog", (dialog) => {
      asked.push(dialog.type());
      void dialog.accept();
    });
    await signIn(page, lang);
    const session = await sessionCookies(page.context());
    await page.reload();
    await visible(page.getByRole("heading", { name: text(lang, "login:usernameStep.heading") }));
    await expect.poll(() => callWith(session)).toBe(401);
    expect(asked).toEqual(["beforeunload"]);
    // The same browser signs in again at once.
    await signIn(page, lang);
    await page.context().close();
  });

  it("blocked keys apply before sign-in too, and Backspace in a field still deletes", async () => {
    const lang: Lang = "en";
    const page = await newPage(browser, { lang });
    await openSignIn(page, server.baseUrl, lang);
    const field = page.getByRole("textbox", { name: text(lang, "login:username.label") });
    await tabTo(page, field);
    await page.keyboard.type("ashaa");
    await page.keyboard.press("Backspace");
    expect(await field.inputValue()).toBe("asha");
    const next = page.getByRole("button", { name: text(lang, "login:continue") });
    await tabTo(page, next);
    await page.keyboard.press("F5");
    const notice = page.getByRole("alertdialog", { name: text(lang, "session:blockedKey.title") });
    await visible(notice);
    await expectNoAxeViolations(page, `${lang} blocked-key notice before sign-in`);
    await page.keyboard.press("Enter");
    await notice.waitFor({ state: "hidden" });
    await expect.poll(() => next.evaluate((el) => el === document.activeElement)).toBe(true);
    // Not reloaded: what was typed is still there.
    expect(await field.inputValue()).toBe("asha");
    await page.context().close();
  });
});

describe("the extensions run out (with the spec's 11 s warning, allowed by configuration)", () => {
  let specServer: RunningServer;
  beforeAll(async () => {
    specServer = await startServer({
      env: {
        TIMEOUT_WARNING_MS: "11000",
        ALLOW_SPEC_TIMEOUT_WARNING: "1",
        LOGIN_RATE_LIMIT_PER_IP: "10000",
        LOGIN_RATE_LIMIT_PER_USER: "10000",
      },
    });
  });
  afterAll(async () => {
    await specServer?.stop();
  });

  it("ten extensions are allowed; then the dialog says so, offers only Sign out, and the time-out signs out", async () => {
    const lang: Lang = "en";
    const warning = 11_000;
    const page = await pageWithClock(lang);
    await openSignIn(page, specServer.baseUrl, lang);
    await enterUsername(page, lang, "asha");
    await enterPassword(page, lang, DEMO_PASSWORD);
    await passAuthOtp(page, lang, specServer.baseUrl);
    await expectDashboard(page, lang);
    const dialog = warningDialog(page, lang);
    const continueName = text(lang, "session:warning.continue");
    for (let extension = 1; extension <= 10; extension += 1) {
      await advance(page, IDLE_TIMEOUT_MS - warning, specServer.baseUrl);
      await visible(dialog);
      await expect.poll(() => isFocused(page, continueName)).toBe(true);
      await page.keyboard.press("Enter");
      await dialog.waitFor({ state: "hidden" });
    }
    await advance(page, IDLE_TIMEOUT_MS - warning, specServer.baseUrl);
    await visible(dialog);
    await visible(dialog.getByText(text(lang, "session:warning.exhausted")));
    expect(await page.getByRole("button", { name: continueName }).count()).toBe(0);
    const signOutInDialog = dialog.getByRole("button", { name: text(lang, "session:warning.signOut") });
    await expect.poll(() => signOutInDialog.evaluate((el) => el === document.activeElement)).toBe(true);
    await expectNoAxeViolations(page, `${lang} time-out warning without extensions`);
    await advance(page, warning, specServer.baseUrl);
    await visible(page.getByRole("heading", { name: text(lang, "common:logout.title"), level: 1 }));
    await visible(page.getByText(text(lang, "session:signedOut.inactive")));
    await page.context().close();
  });
});
