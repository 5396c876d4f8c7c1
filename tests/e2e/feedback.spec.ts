import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { expectNoAxeViolations, newPage, type Lang } from "../support/browser";
import { startServer } from "../support/server";
import {
  DEMO_PASSWORD,
  collectBrowserErrors,
  enterPassword,
  enterUsername,
  expectDashboard,
  expectFocusOnHeading,
  openSignIn,
  tabTo,
  visible,
} from "./flows";
import { useOwnServer } from "./ownServer";
import { FLOW_LANG, text } from "./text";

// A server of its own, so this file can run beside others without meeting their sign-ins.
const own = useOwnServer();

/** meera: no sign-in code; her password expires in 3 days, so the dashboard shows the notice. */
async function signInAsMeera(page: Page, lang: Lang, url = own.server.baseUrl): Promise<void> {
  await openSignIn(page, url, lang);
  await enterUsername(page, lang, "meera");
  await enterPassword(page, lang, DEMO_PASSWORD);
  await expectDashboard(page, lang);
}

/** Presses the header's sign-out button with the keyboard and waits for the survey. */
async function openSurvey(page: Page, lang: Lang): Promise<void> {
  await tabTo(page, page.getByRole("button", { name: text(lang, "common:signOut") }), 80);
  await page.keyboard.press("Enter");
  await visible(page.getByRole("heading", { name: text(lang, "states:feedback"), level: 1 }));
  await expectFocusOnHeading(page, text(lang, "states:feedback"));
  await visible(questions(page).first());
}

/** The survey's questions: the radio groups of the main landmark (the header has the language switcher). */
function questions(page: Page) {
  return page.getByRole("main").getByRole("radiogroup");
}

describe.each([FLOW_LANG.feedback])("the sign-out survey in %s", (lang) => {
  it("validates by keyboard, saves on the server, signs out and thanks", async () => {
    const page = await newPage(own.browser, { lang });
    const errors = collectBrowserErrors(page);
    await signInAsMeera(page, lang);
    await openSurvey(page, lang);
    await expectNoAxeViolations(page, `${lang} feedback survey`);
    const count = await questions(page).count();
    expect(count).toBeGreaterThanOrEqual(3);

    // Nothing answered: the spec's first message, as a link in the error summary, which takes focus.
    const submit = page.getByRole("button", { name: text(lang, "feedback:submit") });
    await tabTo(page, submit, 80);
    await page.keyboard.press("Enter");
    const summary = page.getByRole("alert").filter({ hasText: text(lang, "common:errorSummaryTitle") });
    await visible(summary.getByRole("link", { name: text(lang, "feedback:errors.incomplete") }));
    await expectNoAxeViolations(page, `${lang} feedback survey: incomplete`);

    // The lowest option everywhere: the band of low totals needs a comment.
    // Each group is one tab stop: Tab reaches its first option, Space chooses it.
    for (let i = 0; i < count; i += 1) {
      const lowest = questions(page).nth(i).getByRole("radio").first();
      await tabTo(page, lowest, 80);
      await page.keyboard.press("Space");
      await expect.poll(() => lowest.isChecked()).toBe(true);
    }
    await tabTo(page, submit, 80);
    await page.keyboard.press("Enter");
    await visible(summary.getByRole("link", { name: text(lang, "feedback:errors.commentRequired") }));
    await expectNoAxeViolations(page, `${lang} feedback survey: comment required`);

    const comments = page.getByRole("textbox", { name: text(lang, "feedback:comments.label") });
    await tabTo(page, comments, 80);
    await page.keyboard.type("Die Seiten waren langsam / पेज धीमे थे / pages were slow");
    await tabTo(page, submit, 80);
    await page.keyboard.press("Enter");

    await visible(page.getByRole("heading", { name: text(lang, "common:logout.title"), level: 1 }));
    expect(new URL(page.url()).pathname).toBe("/logout");
    await visible(page.getByText(text(lang, "feedback:thanks")));
    await expectNoAxeViolations(page, `${lang} signed out after feedback`);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});

describe("the survey's own time-out (GUIDE section 5)", () => {
  it("warns with the time-out dialog and, ignored, signs out to /logout with the reason", async () => {
    // A short feedback time-out and the spec's 11-second warning, by configuration.
    const server = await startServer({
      env: {
        FEEDBACK_TIMEOUT_MS: "14000",
        TIMEOUT_WARNING_MS: "11000",
        ALLOW_SPEC_TIMEOUT_WARNING: "1",
        LOGIN_RATE_LIMIT_PER_IP: "10000",
      },
    });
    try {
      const lang = FLOW_LANG.feedbackTimeout;
      const page = await newPage(own.browser, { lang });
      // The page's clock is moved, not waited for.
      await page.clock.install();
      await signInAsMeera(page, lang, server.baseUrl);
      await openSurvey(page, lang);
      const dialog = page.getByRole("alertdialog", { name: text(lang, "feedback:timeoutTitle") });
      await page.clock.runFor(14_000 - 11_000 - 500);
      expect(await dialog.count()).toBe(0);
      await page.clock.runFor(500);
      await visible(dialog);
      await expectNoAxeViolations(page, `${lang} feedback time-out warning`);
      await page.clock.runFor(11_000);
      await visible(page.getByRole("heading", { name: text(lang, "common:logout.title"), level: 1 }));
      expect(new URL(page.url()).pathname).toBe("/logout");
      await visible(page.getByText(text(lang, "feedback:timedOut")));
      await page.context().close();
    } finally {
      await server.stop();
    }
  });
});
