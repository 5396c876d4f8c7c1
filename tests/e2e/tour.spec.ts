import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { MENU_GROUPS, type MenuEntry } from "../../src/app/navigation/menu";
import type { DeclarationOf, StateName } from "../../src/app/stateNames";
import { MENU_ENTRIES, states } from "../../src/app/states";
import { expectNoAxeViolations, newPage, type Lang } from "../support/browser";
import {
  DEMO_PASSWORD,
  enterPassword,
  enterUsername,
  expectDashboard,
  expectFocusOnHeading,
  expectReflow,
  focusedText,
  openSignIn,
  passAuthOtp,
  tabTo,
  visible,
} from "./flows";
import { useOwnServer } from "./ownServer";
import { LANGS, text } from "./text";

/**
 * One tour per language (GUIDE section 6): every screen of the menu, the sign-in steps, an open
 * and a closed account's details with their dialogs, a non-resident customer's NRE and NRO
 * savings accounts (meera: dashboard, list and details), the collapsed menu, the blocked-key notice,
 * the sign-out survey, the signed-out page and the error page, each through axe (and, in German,
 * the layout checks at 320 CSS px and 200% text). The flows themselves run once each, in one language, in
 * the other files; what a language adds is seen here. The screens come from their declarations
 * (`states` of src/app/states.ts, `tour`): one declared `via: "menu"` is opened from its menu item,
 * so a screen added to the menu joins the tour by its declaration; one declared `via: "link"` is
 * opened by its step in {@link LINK_STEPS}, which the compiler requires. Nothing is changed: the
 * tour only reads, on the suite's shared server.
 */

// A server of its own, so this file can run beside others without meeting their sign-ins.
const own = useOwnServer();

/** asha's joint savings account (open) and a closed savings account, in the seed. */
const JOINT = "10000010000071";
const CLOSED_SAVINGS = "10000010000081";
/** meera's NRE savings account (a non-resident customer), in the seed. */
const NRE_SAVINGS = "30000010000031";

/** The dialogs of an open account's details: the button that opens each, and its title. */
const ACCOUNT_DIALOGS = [
  ["accounts:holders.open", "accounts:holders.title"],
  ["accounts:information.open", "accounts:information.title"],
  ["accounts:customer.open", "accounts:customer.title"],
  ["accounts:signature.open", "accounts:signature.title"],
] as const;

/**
 * The h1 a menu entry's screen opens with: its state's title, or for a flow of the shared steps
 * (its tour visit's `flowSteps`) the title with its first step.
 */
function headingOf(lang: Lang, entry: MenuEntry): string {
  const { titleKey, tour } = states[entry.state];
  const title = text(lang, titleKey);
  const total = tour?.via === "menu" ? tour.flowSteps : undefined;
  if (total === undefined) return title;
  return text(lang, "flow:heading", { title, step: text(lang, "flow:steps.form"), number: 1, total });
}

/** The menu entries the tour opens from the menu, in menu order. */
const MENU_VISITS = MENU_ENTRIES.filter((entry) => states[entry.state].tour?.via === "menu");

/** The states whose declaration says the tour reaches them by a link of another screen. */
type LinkedState = {
  [N in StateName]: DeclarationOf<N> extends { readonly tour: { readonly via: "link" } } ? N : never;
}[StateName];

/** Opens a dialog by its button, checks it, and closes it with Escape. */
async function checkDialog(page: Page, lang: Lang, openKey: string, titleKey: string): Promise<void> {
  await page.getByRole("button", { name: text(lang, openKey), exact: true }).click();
  const dialog = page.getByRole("dialog", { name: text(lang, titleKey) });
  await visible(dialog);
  await check(page, lang, `${lang} ${titleKey}`);
  await page.keyboard.press("Escape");
  await dialog.waitFor({ state: "detached" });
}

/**
 * Opens a menu entry (its group's button, then its link); its h1 takes focus. The tour clicks:
 * reaching the menu by keyboard is the flows' to prove (`openFromMenu`), the tour is for what
 * each screen is in each language.
 */
async function openEntry(page: Page, lang: Lang, entry: MenuEntry): Promise<void> {
  const nav = page.getByRole("navigation", { name: text(lang, "common:menu.label") });
  await nav.getByRole("button", { name: text(lang, `common:menu.${entry.group}`) }).click();
  await nav.getByRole("link", { name: text(lang, entry.labelKey) }).click();
  await expectFocusOnHeading(page, headingOf(lang, entry));
}

/**
 * The language whose tour also runs the layout checks on each screen: German, the longest texts.
 * The screens' stories take the layout checks in German and Hindi in the story sweep; here they
 * run once more on the real server's data, in one language, and axe runs in all three.
 */
const REFLOW_LANG: Lang = "de";

/** axe, then (in {@link REFLOW_LANG}) reflow at 320 px with and without 200% text. */
async function check(page: Page, lang: Lang, label: string): Promise<void> {
  // The screen's state, not its loading on the way there (a busy region is dimmed until it has its data).
  await expect.poll(() => page.locator('[aria-busy="true"]').count(), { timeout: 30_000 }).toBe(0);
  await expectNoAxeViolations(page, label);
  if (lang === REFLOW_LANG) await expectReflow(page, label, true);
}

/** Opens an account's details from a list by its "View details" link and checks the screen. */
async function openDetails(page: Page, lang: Lang, number: string, closed: boolean): Promise<void> {
  const name = `${text(lang, "accounts:list.viewDetails")} ${text(lang, "accounts:list.ofAccount", { number })}`;
  const link = page.getByRole("link", { name, exact: true });
  // The keyboard's way through the grid is the accounts flow's to test; the tour clicks.
  await link.click();
  await visible(
    page.getByRole("heading", { level: 2, name: text(lang, "accounts:detail.heading", { number }) }),
  );
  await expect
    .poll(() => focusedText(page))
    .toBe(text(lang, closed ? "states:inactiveAccountDetail" : "states:activeAccountDetail"));
}

/** Opens each dialog of the details, checks it, and closes it with Escape. */
async function checkAccountDialogs(page: Page, lang: Lang): Promise<void> {
  for (const [openKey, titleKey] of ACCOUNT_DIALOGS) await checkDialog(page, lang, openKey, titleKey);
}

/**
 * The tour's way to each screen declared `via: "link"`, taken right after the screen it is
 * linked `from` was opened and checked: the link, the screen, and its dialogs.
 */
const LINK_STEPS: Readonly<Record<LinkedState, (page: Page, lang: Lang) => Promise<void>>> = {
  activeAccountDetail: async (page, lang) => {
    await openDetails(page, lang, JOINT, false);
    await check(page, lang, `${lang} account details`);
    await checkAccountDialogs(page, lang);
  },
  inactiveAccountDetail: async (page, lang) => {
    await openDetails(page, lang, CLOSED_SAVINGS, true);
    await check(page, lang, `${lang} closed account details`);
  },
  "beneficiary.addBenfOutsideFIS": async (page, lang) => {
    // The add form at another bank and its IFSC search dialog.
    await page.getByRole("link", { name: text(lang, "beneficiary:options.otherBank") }).click();
    await expectFocusOnHeading(
      page,
      text(lang, "flow:heading", {
        title: text(lang, "beneficiary:add.titleOtherBank"),
        step: text(lang, "flow:steps.form"),
        number: 1,
        total: 4,
      }),
    );
    await check(page, lang, `${lang} add a beneficiary at another bank`);
    await checkDialog(page, lang, "beneficiary:add.searchIfsc", "beneficiary:ifscSearch.title");
  },
};

/** The screens the tour opens by a link of `from` (the declarations say which). */
function linkedFrom(from: StateName): readonly LinkedState[] {
  return (Object.keys(LINK_STEPS) as LinkedState[]).filter((name) => {
    const tour = states[name].tour;
    return tour?.via === "link" && tour.from === from;
  });
}

describe.each<Lang>(LANGS)("the tour in %s", (lang) => {
  it("every screen and dialog passes axe and reflows at 320 px and 200% text", async () => {
    // A screen linked from one the tour does not open from the menu would be left out unseen.
    const reached = MENU_VISITS.flatMap((entry) => linkedFrom(entry.state));
    expect(Object.keys(LINK_STEPS).filter((name) => !reached.includes(name as LinkedState))).toEqual([]);
    const page = await newPage(own.browser, { lang });
    page.on("dialog", (dialog) => void dialog.accept());
    try {
      // The sign-in steps.
      await openSignIn(page, own.server.baseUrl, lang);
      await check(page, lang, `${lang} user id step`);
      await enterUsername(page, lang, "asha");
      await check(page, lang, `${lang} password step`);
      await enterPassword(page, lang, DEMO_PASSWORD);
      await visible(page.getByRole("textbox", { name: text(lang, "login:otp.label") }));
      await check(page, lang, `${lang} sign-in code step`);
      await passAuthOtp(page, lang, own.server.baseUrl);
      await expectDashboard(page, lang);
      await check(page, lang, `${lang} dashboard`);

      // Every other screen of the menu, opened from its group, and the screens linked from it.
      for (const entry of MENU_VISITS) {
        await openEntry(page, lang, entry);
        await check(page, lang, `${lang} ${entry.id}`);
        for (const linked of linkedFrom(entry.state)) await LINK_STEPS[linked](page, lang);
        if (entry.state === "favTrans.home") {
          await checkDialog(page, lang, "favourites:popup.open", "favourites:popup.title");
          await checkDialog(page, lang, "favourites:config.open", "favourites:config.title");
        }
      }

      // A group with no screen yet says so.
      const nav = page.getByRole("navigation", { name: text(lang, "common:menu.label") });
      const empty = MENU_GROUPS.filter((group) => !MENU_ENTRIES.some((entry) => entry.group === group));
      for (const group of empty) {
        await nav.getByRole("button", { name: text(lang, `common:menu.${group}`) }).click();
        await visible(nav.getByText(text(lang, "common:menu.comingSoon")));
        await expectNoAxeViolations(page, `${lang} ${group} coming soon`);
        await page.keyboard.press("Escape");
      }

      // At 320 px the menu groups sit behind one "Menu" button, operated with the keyboard.
      await page.setViewportSize({ width: 320, height: 800 });
      const collapsed = nav.getByRole("button", { name: text(lang, "common:menu.collapsed") });
      await tabTo(page, collapsed, 200);
      await page.keyboard.press("Enter");
      expect(await collapsed.getAttribute("aria-expanded")).toBe("true");
      const services = nav.getByRole("button", { name: text(lang, "common:menu.myServices") });
      await tabTo(page, services, 20);
      await page.keyboard.press("Enter");
      await visible(nav.getByRole("link", { name: text(lang, "common:menu.about") }));
      await expectNoAxeViolations(page, `${lang} the collapsed menu open at 320 px`);
      await expectReflow(page, `${lang} the collapsed menu open`, true);
      await page.keyboard.press("Escape");
      await page.setViewportSize({ width: 1280, height: 900 });

      // A blocked key's notice (pressed outside any field or widget: on the sign-out button).
      await tabTo(page, page.getByRole("button", { name: text(lang, "common:signOut") }), 200);
      await page.keyboard.press("F5");
      const notice = page.getByRole("alertdialog", { name: text(lang, "session:blockedKey.title") });
      await visible(notice);
      await check(page, lang, `${lang} blocked-key notice`);
      await page.keyboard.press("Enter");
      await notice.waitFor({ state: "hidden" });

      // The sign-out survey, then the signed-out page.
      await page.getByRole("button", { name: text(lang, "common:signOut") }).click();
      await visible(page.getByRole("heading", { name: text(lang, "states:feedback"), level: 1 }));
      await check(page, lang, `${lang} sign-out survey`);
      await page.getByRole("button", { name: text(lang, "feedback:skip") }).click();
      await visible(page.getByRole("heading", { name: text(lang, "common:logout.title"), level: 1 }));
      await check(page, lang, `${lang} signed-out page`);

      // The error page.
      await page.goto(new URL("/error", own.server.baseUrl).href);
      await visible(page.getByRole("heading", { name: text(lang, "common:errorPage.title"), level: 1 }));
      await check(page, lang, `${lang} error page`);
    } finally {
      await page.context().close();
    }
  }, 300_000);
});

// The non-resident customer's screens on the real server once, in the language that also runs the
// layout checks; their names in each language are the screens' tests' and the parity test's.
describe("a non-resident customer in the tour", () => {
  const lang = REFLOW_LANG;
  it("meera sees her NRE and NRO savings accounts by their names, and they pass axe", async () => {
    const page = await newPage(own.browser, { lang });
    try {
      await openSignIn(page, own.server.baseUrl, lang);
      await enterUsername(page, lang, "meera");
      await enterPassword(page, lang, DEMO_PASSWORD);
      await expectDashboard(page, lang);
      await check(page, lang, `${lang} meera's dashboard`);
      const assets = page.getByRole("region", { name: text(lang, "home:widget.myAssets") });
      await visible(assets.getByText(text(lang, "accounts:kind.nreSavings"), { exact: false }));
      await visible(assets.getByText(text(lang, "accounts:kind.nroSavings"), { exact: false }));
      const accounts = MENU_ENTRIES.find((entry) => entry.state === "acnList");
      if (accounts === undefined) throw new Error("My accounts is not in the menu.");
      await openEntry(page, lang, accounts);
      await check(page, lang, `${lang} meera's accounts`);
      const savings = page.getByRole("grid", {
        name: text(lang, "accounts:list.caption.savings", { n: 2 }),
      });
      await visible(savings.getByText(text(lang, "accounts:kind.nreSavings"), { exact: true }));
      await visible(savings.getByText(text(lang, "accounts:kind.nroSavings"), { exact: true }));
      await openDetails(page, lang, NRE_SAVINGS, false);
      await check(page, lang, `${lang} NRE account details`);
    } finally {
      await page.context().close();
    }
  }, 120_000);
});
