import { randomBytes } from "node:crypto";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { expectNoAxeViolations, launchBrowser, newPage, type Lang } from "../support/browser";
import { settle } from "../support/layoutChecks";
import { startServer, type RunningServer } from "../support/server";
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
 * The error catalogue of spec 000 section 8 against the real server: 503 through the server's
 * fault injection (400 and 500 open the same modal: FailureProvider.test.tsx), and 409, 401,
 * 403 and offline through real conditions. A 40 s idle time-out makes the quiet keep-alive (the
 * call that meets the condition) due every 10 s.
 */
const IDLE_TIMEOUT_MS = 40_000;
const KEEP_ALIVE_MS = IDLE_TIMEOUT_MS / 4;

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  [server, browser] = await Promise.all([
    startServer({
      env: {
        SESSION_IDLE_TIMEOUT_MS: String(IDLE_TIMEOUT_MS),
        TIMEOUT_WARNING_MS: "20000",
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
afterEach(async () => {
  await fetch(new URL("/dev/faults", server.baseUrl), { method: "DELETE" });
});

/** Makes the server answer the next call whose REST path ends with `path` with `status`. */
async function fault(path: string, status: number): Promise<void> {
  const response = await fetch(new URL("/dev/faults", server.baseUrl), {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ path, status, times: 1 }),
  });
  expect(response.status).toBe(200);
}

/**
 * asha signs in with the keyboard and reaches the dashboard. The page's clock is installed first,
 * so a test moves the page's time instead of waiting for it.
 */
async function signIn(page: Page, lang: Lang): Promise<void> {
  await page.clock.install();
  await openSignIn(page, server.baseUrl, lang);
  await enterUsername(page, lang, "asha");
  await enterPassword(page, lang, DEMO_PASSWORD);
  await passAuthOtp(page, lang, server.baseUrl);
  await expectDashboard(page, lang);
}

const urlToken = (): string =>
  randomBytes(48)
    .toString("base64")
    .replace(/[^A-Za-z0-9]/g, "")
    .slice(0, 32);

/** Ends the context's session on the server from outside the page (as an expiry would). */
async function endSessionOnServer(context: BrowserContext): Promise<void> {
  const cookies = await context.cookies(server.baseUrl);
  const response = await fetch(new URL("/app/logout", server.baseUrl), {
    method: "POST",
    headers: {
      Cookie: cookies.map((c) => `${c.name}=${c.value}`).join("; "),
      UrlToken: urlToken(),
      "Content-Type": "application/json",
    },
    body: "{}",
  });
  expect(response.status).toBe(200);
}

/**
 * The customer goes on using the page without making calls: the page's time moves past the
 * keep-alive's interval (still short of the time-out warning), a key press sends it, and the
 * server's answer meets the condition under test.
 */
async function typeAfterKeepAliveIsDue(page: Page): Promise<void> {
  await page.clock.runFor(KEEP_ALIVE_MS + 1_000);
  await page.keyboard.press("Shift");
  // The answer's handling runs on the page's timers.
  await page.clock.resume();
}

/**
 * Stops the page's time where it is, so however long the test's next steps take on a busy
 * machine, the page's idle clock stays short of the time-out warning (which takes no input).
 */
async function holdTime(page: Page): Promise<void> {
  // The page's time moves on while the call travels: pause a little ahead of it.
  const now = await page.evaluate(() => Date.now());
  await page.clock.pauseAt(now + 5_000);
}

async function expectSignedOutWith(page: Page, lang: Lang, reasonKey: string, path = "/logout") {
  const title = path === "/logout" ? "common:logout.title" : "common:errorPage.title";
  await visible(page.getByRole("heading", { name: text(lang, title), level: 1 }), 15_000);
  expect(new URL(page.url()).pathname).toBe(path);
  await visible(page.getByText(text(lang, reasonKey)));
}

async function isFocused(page: Page, name: string): Promise<boolean> {
  return page.getByRole("button", { name }).evaluate((el) => el === document.activeElement);
}

describe("the service-response modal", () => {
  describe.each([FLOW_LANG.errorsModal])("in %s", (lang) => {
    it("503 while signed in: Escape cannot close it; OK goes back to the dashboard", async () => {
      const page = await newPage(browser, { lang });
      await fault("customerDetails", 503);
      await signIn(page, lang);
      const modal = page.getByRole("alertdialog", { name: text(lang, "common:serviceModal.title") });
      await visible(modal);
      await visible(modal.getByText(text(lang, "common:serviceModal.body")));
      await expect.poll(() => isFocused(page, text(lang, "common:ok"))).toBe(true);
      await expectNoAxeViolations(page, `${lang} service-response modal`);
      await page.keyboard.press("Escape");
      await settle(page);
      expect(await modal.isVisible()).toBe(true);
      // No loading indicator goes on behind it.
      expect(await page.getByRole("progressbar").count()).toBe(0);
      await page.keyboard.press("Enter");
      await modal.waitFor({ state: "hidden" });
      await visible(page.getByRole("heading", { name: text(lang, "states:dashboard"), level: 1 }));
      expect(new URL(page.url()).pathname).toBe("/");
      await page.context().close();
    });
  });

  it("503 before sign-in: OK signs out and returns to sign-in", async () => {
    const lang: Lang = "en";
    const page = await newPage(browser, { lang });
    await openSignIn(page, server.baseUrl, lang);
    await fault("getUserSecurityInfo", 503);
    const field = page.getByRole("textbox", { name: text(lang, "login:username.label") });
    await tabTo(page, field);
    await page.keyboard.type("asha");
    await page.keyboard.press("Enter");
    const modal = page.getByRole("alertdialog", { name: text(lang, "common:serviceModal.title") });
    await visible(modal);
    await page.keyboard.press("Enter");
    await modal.waitFor({ state: "hidden" });
    await visible(page.getByRole("heading", { name: text(lang, "login:usernameStep.heading") }));
    await page.context().close();
  });
});

describe("real conditions that end the session", () => {
  it("409: a second browser signs in as the same customer; the first is signed out", async () => {
    const lang: Lang = "en";
    const first = await newPage(browser, { lang });
    await signIn(first, lang);
    await holdTime(first);
    const second = await newPage(browser, { lang });
    await signIn(second, lang);
    await typeAfterKeepAliveIsDue(first);
    await expectSignedOutWith(first, lang, "errors:SESSION.SUPERSEDED");
    // The newer session is the one that lives on.
    await visible(second.getByRole("heading", { name: text(lang, "states:dashboard"), level: 1 }));
    await first.context().close();
    await second.context().close();
  });

  it("401: the session ended on the server; the next call signs out to /logout", async () => {
    const lang: Lang = "en";
    const page = await newPage(browser, { lang });
    await signIn(page, lang);
    await holdTime(page);
    await endSessionOnServer(page.context());
    await typeAfterKeepAliveIsDue(page);
    await expectSignedOutWith(page, lang, "errors:SESSION.REQUIRED");
    await page.context().close();
  });

  it("403: a tampered Token cookie signs out to /logout", async () => {
    const lang: Lang = "en";
    const page = await newPage(browser, { lang });
    await signIn(page, lang);
    await holdTime(page);
    await page.context().addCookies([{ name: "Token", value: "tampered-token-value", url: server.baseUrl }]);
    await typeAfterKeepAliveIsDue(page);
    await expectSignedOutWith(page, lang, "errors:SESSION.TOKEN_MISMATCH");
    await page.context().close();
  });

  describe.each([FLOW_LANG.errorsOffline])("in %s", (lang) => {
    it("offline: signed out with the connection-lost message", async () => {
      const page = await newPage(browser, { lang });
      await signIn(page, lang);
      await page.context().setOffline(true);
      await expectSignedOutWith(page, lang, "common:connectionLost");
      await expectNoAxeViolations(page, `${lang} /logout after the connection was lost`);
      await page.context().close();
    });
  });
});
