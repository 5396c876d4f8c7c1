import { SERIES_STYLE_COUNT as DONUT_MAX_PARTS } from "../../src/ui/chartScale";
import { describe, expect, it } from "vitest";
import type { Locator, Page } from "playwright-core";
import { formatDisplayDate, formatInr, shiftIsoDate } from "../../src/domain";
import { expectNoAxeViolations, newPage, type Lang } from "../support/browser";
import {
  indiaDate,
  moveServerClockToIndiaHour,
  NO_LOGIN_RATE_LIMITS,
  startServerOnSeed,
} from "../support/server";
import { useOwnServer } from "./ownServer";
import { chooseRadio, expectReflow, signInAsha, signOut, tabTo, visible } from "./flows";
import { FLOW_LANG, text } from "./text";

const SAV = "10000010000011";

/** Credits and debits of asha's savings account in each of the last 6 months (view 0), oldest first. */
let months: { credit: bigint; debit: bigint }[] = [];
/** Credits and debits of asha's savings accounts this month up to the application date. */
let thisMonthSavings: { credit: bigint; debit: bigint } = { credit: 0n, debit: 0n };
/** Debits by category of the savings account in the 90-day preset, largest first. */
let categories: { id: string; debit: bigint }[] = [];
/** The server's application date. */
let today = "";
/** Dates of my choice: the three whole months before this one, and the savings account's sums in them. */
let chosen = { from: "", to: "", credit: 0n, debit: 0n };

/** `yyyy-MM-dd` plus whole days. */
const addDays = (iso: string, days: number): string => shiftIsoDate(iso, { days });

/** The first day of the month `back` months before the month of `iso`. */
const monthStart = (iso: string, back: number): string =>
  shiftIsoDate(`${iso.slice(0, 7)}-01`, { months: -back });

/** One posting of the seeded database: its account, day, direction, category and amount. */
interface Posting {
  readonly account: string;
  readonly on: string;
  readonly credit: boolean;
  readonly category: string;
  readonly paise: bigint;
}

/** Credits and debits of the postings of `accounts` from `from` to `to` (both inclusive). */
function sums(postings: readonly Posting[], accounts: readonly string[], from: string, to: string) {
  let credit = 0n;
  let debit = 0n;
  for (const p of postings) {
    if (!accounts.includes(p.account) || p.on < from || p.on > to) continue;
    if (p.credit) credit += p.paise;
    else debit += p.paise;
  }
  return { credit, debit };
}

/**
 * The expectations, summed from the seeded database's postings for the server's application date:
 * the six months, this month per savings account, the 90 days by category, and three whole months.
 */
function sumExpectations(postings: readonly Posting[], savings: readonly string[], appDate: string): void {
  months = [];
  for (let back = 5; back >= 0; back -= 1) {
    const end = addDays(monthStart(appDate, back - 1), -1);
    months.push(sums(postings, [SAV], monthStart(appDate, back), end < appDate ? end : appDate));
  }
  thisMonthSavings = sums(postings, savings, monthStart(appDate, 0), appDate);
  const byCategory = new Map<string, bigint>();
  for (const p of postings) {
    if (p.account !== SAV || p.credit || p.on < addDays(appDate, -90) || p.on > appDate) continue;
    byCategory.set(p.category, (byCategory.get(p.category) ?? 0n) + p.paise);
  }
  categories = [...byCategory]
    .map(([id, debit]) => ({ id, debit }))
    .sort((x, y) => (x.debit === y.debit ? (x.id < y.id ? -1 : 1) : x.debit > y.debit ? -1 : 1));
  today = appDate;
  const from = monthStart(appDate, 3);
  const to = addDays(monthStart(appDate, 0), -1);
  chosen = { from, to, ...sums(postings, [SAV], from, to) };
}

// The insights only read data. The seeded database's postings are read before the server starts
// on it; the server's clock then moves to the next noon in India, so its application date is known
// and no midnight falls between the sums and the screen (the database may be a day older).
const own = useOwnServer(async () => {
  let postings: Posting[] = [];
  let savings: string[] = [];
  const server = await startServerOnSeed({ ...NO_LOGIN_RATE_LIMITS }, async (db) => {
    const rows = await db.query<{
      account_number: string;
      posted_on: string;
      direction: string;
      category: string;
      amount_paise: string;
    }>(
      `SELECT t.account_number, to_char(t.posted_on, 'YYYY-MM-DD') AS posted_on, t.direction,
              t.category, t.amount_paise::text AS amount_paise
         FROM transactions t
         JOIN account_holders h ON h.account_number = t.account_number
         JOIN users u ON u.customer_id = h.customer_id
        WHERE u.username = 'asha'`,
    );
    postings = rows.rows.map((row) => ({
      account: row.account_number,
      on: row.posted_on,
      credit: row.direction === "CR",
      category: row.category,
      paise: BigInt(row.amount_paise),
    }));
    const open = await db.query<{ account_number: string }>(
      `SELECT a.account_number FROM accounts a
         JOIN account_holders h ON h.account_number = a.account_number
         JOIN users u ON u.customer_id = h.customer_id
        WHERE u.username = 'asha' AND a.account_group = 'SAV' AND a.status <> 4`,
    );
    savings = open.rows.map((row) => row.account_number);
  });
  const now = await moveServerClockToIndiaHour(server.baseUrl, 12);
  sumExpectations(postings, savings, indiaDate(now));
  return server;
});

/** Presses Shift+Tab until `target` has focus. */
async function shiftTabTo(page: Page, target: Locator, maxTabs = 40): Promise<void> {
  for (let i = 0; i < maxTabs; i += 1) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press("Shift+Tab");
  }
  throw new Error("Shift+Tab did not reach the control.");
}

/**
 * Types `iso` into the date field whose first segment has focus (the day in en-IN, de-DE and
 * hi-IN): the digits of day, month and year, each filled segment moving to the next.
 */
async function typeDate(page: Page, iso: string): Promise<void> {
  const [year, month, day] = iso.split("-");
  await page.keyboard.type(`${day ?? ""}${month ?? ""}${year ?? ""}`);
}

/** `value` as a literal inside a regular expression. */
const escapeRegExp = (value: string): string => value.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** The rows of a table below its header row. */
const bodyRows = (table: Locator): Locator => table.locator("tbody tr");

describe.each<Lang>([FLOW_LANG.insights])("dashboard insights in %s", (lang) => {
  it("asha reads her money in and out by month and quarter and her spending of 90 days by category, by keyboard", async () => {
    const page = await newPage(own.browser, { lang });
    try {
      // The seed gives the savings account money in every month before this one (the database may
      // be a day older than the server's date, which may start a month) and spending in several categories.
      expect(months.slice(0, -1).every((month) => month.credit > 0n)).toBe(true);
      expect(categories.length).toBeGreaterThan(1);
      await signInAsha(page, own.server.baseUrl, lang);
      const panel = page.getByRole("region", { name: text(lang, "insights:title") });
      await visible(panel, 15_000);
      // This month per account type: savings first, with this month's sums of the savings account.
      const groups = panel.getByRole("grid", {
        name: new RegExp(
          escapeRegExp(text(lang, "insights:groups.caption", { from: "", to: "" }).split(",")[0] ?? ""),
        ),
      });
      await visible(groups, 15_000);
      const savingsRow = await groups.getByRole("row").nth(1).innerText();
      expect(savingsRow).toContain(text(lang, "insights:groups.name.SAV", { count: 1 }).split(" (")[0] ?? "");
      expect(savingsRow).toContain(formatInr(thisMonthSavings.credit, lang));
      expect(savingsRow).toContain(formatInr(thisMonthSavings.debit, lang));
      const inflowFigure = panel.getByRole("figure", { name: text(lang, "insights:inflow.title") });
      await visible(inflowFigure, 15_000);

      // View 0 (by month): the data table lists the six months with the database's sums.
      await tabTo(
        page,
        inflowFigure.getByRole("button", { name: text(lang, "insights:chart.showTable") }),
        400,
      );
      await page.keyboard.press("Enter");
      const inflowTable = inflowFigure.getByRole("table");
      await visible(inflowTable);
      await expect.poll(() => bodyRows(inflowTable).count()).toBe(6);
      for (const [i, month] of months.entries()) {
        const row = await bodyRows(inflowTable).nth(i).innerText();
        expect(row).toContain(formatInr(month.credit, lang));
        expect(row).toContain(formatInr(month.debit, lang));
      }
      await expectNoAxeViolations(page, `insights by month ${lang}`);

      // View 1 (by quarter) with the keyboard: the select's list, ArrowDown, Enter.
      const viewSelect = panel.getByRole("button", { name: new RegExp(text(lang, "insights:inflow.view")) });
      await shiftTabTo(page, viewSelect);
      await page.keyboard.press("Enter");
      await visible(page.getByRole("listbox"));
      await page.keyboard.press("ArrowDown");
      await page.keyboard.press("Enter");
      await expect.poll(() => viewSelect.innerText()).toContain(text(lang, "insights:view.1"));
      await visible(inflowTable.getByRole("columnheader", { name: text(lang, "insights:inflow.period.1") }));
      await expect.poll(() => bodyRows(inflowTable).count()).toBe(4);

      // Spending: a period is required; then the 90-day preset.
      const show = panel.getByRole("button", { name: text(lang, "insights:expense.submit") });
      await tabTo(page, show, 60);
      await page.keyboard.press("Enter");
      await visible(panel.getByRole("alert").getByText(text(lang, "insights:expense.errors.periodRequired")));
      await chooseRadio(page, panel.getByRole("radio", { name: text(lang, "insights:expense.days.90") }));
      await tabTo(page, show, 20);
      await page.keyboard.press("Enter");
      const donut = panel.getByRole("figure", { name: text(lang, "insights:expense.chartTitle") });
      await visible(donut, 15_000);
      await tabTo(page, donut.getByRole("button", { name: text(lang, "insights:chart.showTable") }), 40);
      await page.keyboard.press("Enter");
      const donutTable = donut.getByRole("table");
      await visible(donutTable);
      // The largest categories each have a row; beyond the chart's parts the smaller ones share one.
      await expect
        .poll(() => bodyRows(donutTable).count())
        .toBe(Math.min(categories.length, DONUT_MAX_PARTS));
      const largest = categories[0];
      expect(largest).toBeDefined();
      if (largest !== undefined) {
        const row = bodyRows(donutTable).filter({ hasText: text(lang, `enquiry:category.${largest.id}`) });
        expect(await row.innerText()).toContain(formatInr(largest.debit, lang));
      }
      const total = categories.reduce((sum, c) => sum + c.debit, 0n);
      await visible(panel.getByText(formatInr(total, lang), { exact: true }));
      await expectNoAxeViolations(page, `insights spending ${lang}`);
      await expectReflow(page, `insights ${lang}`, true);

      // Dates of my choice, typed by keyboard: a from date older than 2 years is refused, then the
      // three whole months before this one show the database's sums.
      expect(chosen.debit).toBeGreaterThan(0n);
      // The period group is one tab stop behind the chart: back to it, then on to "Dates of my choice".
      await shiftTabTo(page, panel.getByRole("radio", { name: text(lang, "insights:expense.days.90") }), 80);
      await chooseRadio(page, panel.getByRole("radio", { name: text(lang, "insights:expense.range") }));
      const fromGroup = panel.getByRole("group", { name: text(lang, "insights:expense.fromDate") });
      const toGroup = panel.getByRole("group", { name: text(lang, "insights:expense.toDate") });
      const earliest = shiftIsoDate(today, { years: -2 });
      await tabTo(page, fromGroup.getByRole("spinbutton").first());
      await typeDate(page, addDays(earliest, -1));
      await tabTo(page, toGroup.getByRole("spinbutton").first());
      await typeDate(page, chosen.to);
      await tabTo(page, show, 20);
      await page.keyboard.press("Enter");
      const outOfRange = text(lang, "insights:expense.errors.outOfRange", {
        min: formatDisplayDate(earliest),
        max: formatDisplayDate(today),
      });
      const fixLink = panel.getByRole("alert").getByRole("link", { name: outOfRange });
      await visible(fixLink);
      await expect
        .poll(() =>
          fromGroup.evaluate((el) =>
            (el.getAttribute("aria-describedby") ?? "")
              .split(" ")
              .map((id) => document.getElementById(id)?.textContent ?? "")
              .join(" "),
          ),
        )
        .toContain(outOfRange);
      expect(await panel.getByRole("alert").getByRole("link").count()).toBe(1);
      await expectNoAxeViolations(page, `insights dates out of range ${lang}`);
      // The summary's link leads into the from date, where the right date is typed.
      await tabTo(page, fixLink, 20);
      await page.keyboard.press("Enter");
      await expect.poll(() => fromGroup.evaluate((el) => el.contains(document.activeElement))).toBe(true);
      await tabTo(page, fromGroup.getByRole("spinbutton").first(), 5);
      await typeDate(page, chosen.from);
      await tabTo(page, show, 20);
      await page.keyboard.press("Enter");
      await expect.poll(() => panel.getByRole("alert").count()).toBe(0);
      const chosenDonut = panel.getByRole("figure", { name: text(lang, "insights:expense.chartTitle") });
      await expect
        .poll(() => chosenDonut.textContent(), { timeout: 15_000 })
        .toContain(`${formatDisplayDate(chosen.from)}`);
      expect(await chosenDonut.textContent()).toContain(formatDisplayDate(chosen.to));
      await visible(panel.getByText(formatInr(chosen.debit, lang), { exact: true }));
      await visible(panel.getByText(formatInr(chosen.credit, lang), { exact: true }));

      await signOut(page, lang);
    } finally {
      await page.close();
    }
  });
});
