import { describe, expect, it } from "vitest";
import type { Locator, Page } from "playwright-core";
import { expectNoAxeViolations, newPage, type Lang } from "../support/browser";
import { startServerOnSeed } from "../support/server";
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

// Customising the dashboard changes data: these tests run against a server of their own.
const own = useOwnServer();

/** Toggles a switch or checkbox with the keyboard: Tab to it, then Space. */
async function toggle(page: Page, target: Locator, maxTabs = 80): Promise<void> {
  const before = await target.isChecked();
  await tabTo(page, target, maxTabs);
  await page.keyboard.press("Space");
  await expect.poll(() => target.isChecked()).toBe(!before);
}

/** Waits for the outcome banner of configureHomePage to hold `message` and to have focus. */
async function expectOutcome(page: Page, message: string): Promise<void> {
  await visible(page.getByText(message));
  await expect
    .poll(() => page.evaluate(() => document.activeElement?.textContent ?? ""), { timeout: 10_000 })
    .toBe(message);
}

/** What the page's layout-shift probe keeps: every shift, also those after input, and the h1's first showing. */
interface LayoutShifts {
  readonly shifts: { value: number; at: number }[];
  h1At: number | null;
}

/**
 * Installed before the page's scripts: a `layout-shift` PerformanceObserver keeping every entry
 * (also those with hadRecentInput) and the time the h1 first reads `heading`.
 */
function watchLayoutShifts(heading: string): void {
  const seen: LayoutShifts = { shifts: [], h1At: null };
  (window as unknown as { __layoutShifts: LayoutShifts }).__layoutShifts = seen;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[]) {
      seen.shifts.push({ value: entry.value, at: entry.startTime });
    }
  }).observe({ type: "layout-shift", buffered: true });
  new MutationObserver(() => {
    if (seen.h1At === null && (document.querySelector("h1")?.textContent ?? "").includes(heading)) {
      seen.h1At = performance.now();
    }
  }).observe(document, { subtree: true, childList: true, characterData: true });
}

describe.each<Lang>([FLOW_LANG.home])("home in %s", (lang) => {
  it("asha sees her widgets, customises the dashboard and restores it, searches the menu and opens self service", async () => {
    const page = await newPage(own.browser, { lang });
    try {
      await page.addInitScript(watchLayoutShifts, text(lang, "states:dashboard"));
      await signInAsha(page, own.server.baseUrl, lang);

      // The dashboard holds still while it loads: once nothing is busy, the layout shifts since its
      // h1 was shown sum to less than 0.1 (Lighthouse's "good").
      await expect
        .poll(
          () =>
            page.evaluate(() => document.querySelector('[aria-busy="true"], [role="progressbar"]') === null),
          {
            timeout: 20_000,
          },
        )
        .toBe(true);
      const shift = await page.evaluate(async () => {
        await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
        const seen = (window as unknown as { __layoutShifts: LayoutShifts }).__layoutShifts;
        const from = seen.h1At ?? 0;
        return seen.shifts.filter((s) => s.at >= from).reduce((sum, s) => sum + s.value, 0);
      });
      expect(shift).toBeLessThan(0.1);

      // The default widgets with asha's data; Know your bank is off.
      const assets = page.getByRole("region", { name: text(lang, "home:widget.myAssets") });
      await visible(assets);
      await visible(assets.getByText(text(lang, "home:assets.total")));
      await visible(assets.getByText("10000010000011", { exact: false }));
      const loans = page.getByRole("region", { name: text(lang, "home:widget.myLiabilities") });
      await visible(loans.getByText("10000050000015", { exact: false }));
      const events = page.getByRole("region", { name: text(lang, "home:widget.myUpcomingEvents") });
      expect(await events.getByRole("listitem").count()).toBeGreaterThan(0);
      await visible(page.getByRole("region", { name: text(lang, "home:widget.myCalendar") }));
      const favourites = page.getByRole("region", { name: text(lang, "home:widget.myFavourite") });
      await visible(favourites.getByRole("link", { name: text(lang, "states:acnList") }));
      expect(await page.getByRole("region", { name: text(lang, "home:widget.knowYourBank") }).count()).toBe(
        0,
      );
      await expectNoAxeViolations(page, `dashboard ${lang}`);
      await expectReflow(page, `dashboard ${lang}`, false);

      // Customise: Know your bank on and a favourite added, saved.
      await pressKey(page, page.getByRole("link", { name: text(lang, "home:customise") }));
      await expectFocusOnHeading(page, text(lang, "states:configureHomePage"));
      const knowYourBank = page.getByRole("switch", { name: text(lang, "home:widget.knowYourBank") });
      await visible(knowYourBank);
      await expectNoAxeViolations(page, `configureHomePage ${lang}`);
      await expectReflow(page, `configureHomePage ${lang}`, true);
      await toggle(page, knowYourBank);
      await toggle(page, page.getByRole("checkbox", { name: text(lang, "states:txnEnquiry") }));
      await pressKey(
        page,
        page.getByRole("button", { name: text(lang, "home:configure.save"), exact: true }),
      );
      await expectOutcome(page, text(lang, "home:configure.saved"));
      await expectNoAxeViolations(page, `configureHomePage saved ${lang}`);

      // The dashboard shows them at once.
      await pressKey(page, page.getByRole("button", { name: text(lang, "home:configure.cancel") }));
      await expectFocusOnHeading(page, text(lang, "states:dashboard"));
      const bank = page.getByRole("region", { name: text(lang, "home:widget.knowYourBank") });
      await visible(bank);
      await visible(bank.getByRole("button", { name: text(lang, "home:knowYourBank.pause") }));
      await visible(favourites.getByRole("link", { name: text(lang, "states:txnEnquiry") }));
      await expectNoAxeViolations(page, `dashboard customised ${lang}`);
      await expectReflow(page, `dashboard customised ${lang}`, false);

      // Back to the defaults.
      await pressKey(page, page.getByRole("link", { name: text(lang, "home:customise") }));
      await expectFocusOnHeading(page, text(lang, "states:configureHomePage"));
      await pressKey(page, page.getByRole("button", { name: text(lang, "home:configure.reset") }));
      await expectOutcome(page, text(lang, "home:configure.resetDone"));
      await expect
        .poll(() => page.getByRole("switch", { name: text(lang, "home:widget.knowYourBank") }).isChecked())
        .toBe(false);
      await pressKey(page, page.getByRole("button", { name: text(lang, "home:configure.cancel") }));
      await expectFocusOnHeading(page, text(lang, "states:dashboard"));
      await visible(page.getByRole("region", { name: text(lang, "home:widget.myAssets") }));
      expect(await page.getByRole("region", { name: text(lang, "home:widget.knowYourBank") }).count()).toBe(
        0,
      );

      // Menu search finds a screen by its name in the page's language and opens it.
      await openFromMenu(page, lang, "menuSearch", "common:menu.myHome");
      const field = page.getByRole("searchbox", { name: text(lang, "home:menuSearch.label") });
      await tabTo(page, field);
      const wanted = text(lang, "states:closedAcnList");
      await page.keyboard.type(wanted);
      const results = page.getByRole("list", { name: text(lang, "home:menuSearch.resultsLabel") });
      const link = results.getByRole("link", { name: wanted });
      await visible(link);
      await expectNoAxeViolations(page, `menuSearch ${lang}`);
      await expectReflow(page, `menuSearch ${lang}`, true);
      await pressKey(page, link, 20);
      await expectFocusOnHeading(page, wanted);

      // Self service.
      await openFromMenu(page, lang, "selfService", "common:menu.myServices");
      await visible(page.getByRole("region", { name: text(lang, "home:selfService.group.security") }));
      await expectNoAxeViolations(page, `selfService ${lang}`);
      await expectReflow(page, `selfService ${lang}`, true);

      await signOut(page, lang);
    } finally {
      await page.close();
    }
  });
});

describe("the security-image pop-up", () => {
  // asha's security-image usage flag is set in a database of its own (no seeded customer has it).
  const flagged = useOwnServer(() =>
    startServerOnSeed({ LOGIN_RATE_LIMIT_PER_USER: "10000" }, async (db) => {
      await db.query("UPDATE users SET security_image_popup = TRUE WHERE username = 'asha'");
    }),
  );

  it.each<Lang>([FLOW_LANG.homeSecurityImage])(
    "shows once per sign-in in %s, takes focus and gives it back",
    async (lang) => {
      const page = await newPage(flagged.browser, { lang });
      try {
        await signInAsha(page, flagged.server.baseUrl, lang);
        const dialog = page.getByRole("alertdialog", { name: text(lang, "home:securityImage.title") });
        await visible(dialog);
        const ok = dialog.getByRole("button", { name: text(lang, "home:securityImage.ok") });
        await expect.poll(() => ok.evaluate((el) => el === document.activeElement)).toBe(true);
        await expectNoAxeViolations(page, `security-image pop-up ${lang}`);
        await expectReflow(page, `security-image pop-up ${lang}`, false);
        await page.keyboard.press("Enter");
        await expect.poll(() => dialog.count()).toBe(0);
        await expect
          .poll(() =>
            page.evaluate(() => document.activeElement !== document.body && document.activeElement !== null),
          )
          .toBe(true);
        // Not again in this sign-in.
        await openFromMenu(page, lang, "about", "common:menu.myServices", "common:menu.about");
        await openFromMenu(page, lang, "dashboard", "common:menu.myHome", "common:menu.dashboard");
        await visible(page.getByRole("region", { name: text(lang, "home:widget.myAssets") }));
        expect(await dialog.count()).toBe(0);
        await signOut(page, lang);
      } finally {
        await page.close();
      }
    },
    90_000,
  );
});
