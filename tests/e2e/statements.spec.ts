import { spawnSync } from "node:child_process";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import ExcelJS from "exceljs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Locator, Page } from "playwright-core";
import {
  compareIsoDates,
  shiftIsoDate,
  showsOpeningDateWarning,
  statementPeriod,
  type StatementPeriodType,
} from "../../src/domain";
import { expectNoAxeViolations, newPage, type Lang } from "../support/browser";
import { useOwnServer } from "./ownServer";
import {
  chooseRadio,
  expectReflow,
  openFromMenu,
  pressKey,
  signInAsha,
  signOut,
  tabTo,
  visible,
} from "./flows";
import { FLOW_LANG, text } from "./text";

// A server of its own, so that signing asha in here never meets another file's session.
const own = useOwnServer();
let downloadsDir: string;

beforeAll(async () => {
  downloadsDir = await mkdtemp(join(tmpdir(), "statements-e2e-"));
});
afterAll(async () => {
  await rm(downloadsDir, { recursive: true, force: true });
});

const SAVINGS = "10000010000011";
/** asha's fixed deposit that matured and closed (demo seed). */
const CLOSED_DEPOSIT = "10000030000091";
/** asha's fixed deposit, placed 300 days before the bank's date by one credit (demo seed). */
const RECENT_DEPOSIT = { number: "10000030000013", openedDaysAgo: 300 };
/** asha's recurring deposit, opened 400 days before the bank's date, monthly instalments for 12 months (demo seed). */
const RECURRING_DEPOSIT = "10000040000014";

/**
 * A deposit and a financial year whose statement has rows and began before the deposit opened, so
 * printing it warns: the fixed deposit's year, from the server's date; on the one day a year its
 * opening falls on 1 April (no year starts before it and contains it), the recurring deposit's
 * previous year (opened 400 days back, instalments from 365 days back: both in that year then).
 */
async function depositOpenedWithinAYear(): Promise<{ account: string; period: StatementPeriodType }> {
  const answer = await fetch(new URL("/app/rest/user/getServerDate", own.server.baseUrl));
  const appDate = ((await answer.json()) as { appDate: string }).appDate.slice(0, 10);
  const opened = shiftIsoDate(appDate, { days: -RECENT_DEPOSIT.openedDaysAgo });
  for (const period of ["CURRENT_YEAR", "PREVIOUS_YEAR"] as const) {
    const dates = statementPeriod(period, appDate);
    if (
      dates.kind === "DATES" &&
      compareIsoDates(opened, dates.to) <= 0 &&
      showsOpeningDateWarning(period, opened, appDate)
    ) {
      return { account: RECENT_DEPOSIT.number, period };
    }
  }
  return { account: RECURRING_DEPOSIT, period: "PREVIOUS_YEAR" };
}

/** Presses a download button with the keyboard and saves the file the browser receives. */
async function download(page: Page, button: Locator): Promise<{ name: string; path: string }> {
  await tabTo(page, button, 60);
  const [file] = await Promise.all([page.waitForEvent("download"), page.keyboard.press("Enter")]);
  const path = join(downloadsDir, `${String(Date.now())}-${file.suggestedFilename()}`);
  await file.saveAs(path);
  return { name: file.suggestedFilename(), path };
}

/**
 * Signs asha in and opens the statement screen; answers its account select once the first
 * savings account is chosen (savings force the active status).
 */
async function openStatements(page: Page, lang: Lang): Promise<Locator> {
  await signInAsha(page, own.server.baseUrl, lang);
  await openFromMenu(page, lang, "acctStmt");
  const accountSelect = page.getByRole("button", {
    name: new RegExp(`${text(lang, "statements:form.account")}$`),
  });
  await expect.poll(() => accountSelect.innerText()).toContain(SAVINGS);
  return accountSelect;
}

/** Opens a select with the keyboard and chooses the option whose name starts with `name`. */
async function chooseOption(page: Page, select: Locator, name: string): Promise<void> {
  await tabTo(page, select, 60);
  await page.keyboard.press("Enter");
  const list = page.getByRole("listbox");
  await visible(list);
  const option = list.getByRole("option", { name: new RegExp(`^${escapeRegExp(name)}`) });
  await page.keyboard.press("Home");
  for (let i = 0; i < 20; i += 1) {
    if (await option.evaluate((el) => el === document.activeElement || el.contains(document.activeElement))) {
      await page.keyboard.press("Enter");
      await expect.poll(() => list.count()).toBe(0);
      await expect.poll(() => select.innerText()).toContain(name);
      return;
    }
    await page.keyboard.press("ArrowDown");
  }
  throw new Error(`The arrow keys did not reach the option ${name}.`);
}

function escapeRegExp(value: string): string {
  return value.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/** The text of a PDF as poppler's pdftotext reads it. */
function pdfText(path: string, layout = false): string {
  const run = spawnSync("pdftotext", [...(layout ? ["-layout"] : []), "-enc", "UTF-8", path, "-"], {
    encoding: "utf8",
  });
  expect(run.status, run.stderr).toBe(0);
  return run.stdout;
}

/**
 * The figures of a term of the result's summary (the first description list on the page): the
 * description without the amount in words that follows them, in brackets, for screen readers.
 */
async function summaryValue(page: Page, term: string): Promise<string> {
  const dt = page.getByRole("term").filter({ hasText: term }).first();
  const dd = dt.locator("xpath=following-sibling::dd[1]");
  return ((await dd.innerText()).split(" (")[0] ?? "").trim();
}

describe.each<Lang>([FLOW_LANG.statements])("statements in %s", (lang) => {
  it("asha reads six months of her savings account oldest first, pages, downloads PDF, Excel and HTML, previews the print, and downloads an interest certificate", async () => {
    const page = await newPage(own.browser, { lang });
    try {
      const accountSelect = await openStatements(page, lang);
      // Choose it again with the keyboard: open the list, the first option, Enter.
      await tabTo(page, accountSelect, 60);
      await page.keyboard.press("Enter");
      const options = page.getByRole("listbox");
      await visible(options);
      await page.keyboard.press("Home");
      await page.keyboard.press("Enter");
      await expect.poll(() => options.count()).toBe(0);
      await expect.poll(() => accountSelect.innerText()).toContain(SAVINGS);
      await expectNoAxeViolations(page, `statement form ${lang}`);
      await expectReflow(page, `statement form ${lang}`, true);

      await chooseRadio(
        page,
        page.getByRole("radio", { name: text(lang, "statements:form.periodOption.SIX_MONTHS") }),
      );
      await chooseRadio(page, page.getByRole("radio", { name: text(lang, "statements:form.ascending") }));
      await pressKey(
        page,
        page.getByRole("button", { name: text(lang, "statements:form.submit"), exact: true }),
      );
      await expect
        .poll(() => page.evaluate(() => document.activeElement?.tagName ?? ""), { timeout: 15_000 })
        .toBe("H2");
      expect(await page.evaluate(() => document.activeElement?.textContent ?? "")).toContain(SAVINGS);

      const grid = page.getByRole("grid", {
        name: new RegExp(`^${text(lang, "statements:result.caption_other", { count: "" }).trim()}`),
      });
      await visible(grid);
      await expect.poll(() => grid.getByRole("row").count()).toBe(11);
      // The grid's name: its label, or the caption it is labelled by.
      const captionText = await grid.evaluate(
        (el) =>
          el.getAttribute("aria-label") ??
          (el.getAttribute("aria-labelledby") ?? "")
            .split(" ")
            .map((id) => document.getElementById(id)?.textContent ?? "")
            .join(" "),
      );
      const total = Number(/\d+/.exec(captionText)?.[0] ?? "0");
      expect(total).toBeGreaterThan(10);
      const opening = await summaryValue(page, text(lang, "statements:result.opening"));
      const closing = await summaryValue(page, text(lang, "statements:result.closing"));
      const firstRow = grid.getByRole("row").nth(1);
      const firstDescription = (await firstRow.getByRole("gridcell").first().innerText()).trim();
      await expectNoAxeViolations(page, `statement result ${lang}`);
      await expectReflow(page, `statement result ${lang}`, true);

      const pager = page.getByRole("navigation", { name: text(lang, "statements:pager.label") });
      await pressKey(page, pager.getByRole("button", { name: text(lang, "common:pager.next") }));
      await visible(
        page.getByText(text(lang, "statements:pager.range", { from: 11, to: Math.min(20, total), total })),
      );

      // Downloads: the server's files, checked by their contents.
      const label = text(lang, "statements:download.label");
      const pdf = await download(
        page,
        page.getByRole("button", { name: `${label} (${text(lang, "statements:download.pdf")})` }),
      );
      // Named by the account's last four digits and the period.
      expect(pdf.name).toMatch(/^Statement-0011-\d{4}-\d\d-\d\d-to-\d{4}-\d\d-\d\d\.pdf$/);
      const pdfBody = pdfText(pdf.path);
      expect(pdfBody).toContain(SAVINGS);
      if (lang === "en") {
        const flat = pdfBody.replace(/\s+/g, " ");
        expect(flat).toContain(opening.replace(/\s+/g, " "));
        expect(flat).toContain(closing.replace(/\s+/g, " "));
        expect(flat).toContain(firstDescription.replace(/\s+/g, " "));
      }
      if (lang === "hi") expect(pdfBody).toContain("प्रारंभिक शेष");
      await visible(page.getByText(text(lang, "statements:download.saved", { file: pdf.name })));

      const excel = await download(
        page,
        page.getByRole("button", { name: `${label} (${text(lang, "statements:download.excel")})` }),
      );
      expect(excel.name).toBe(pdf.name.replace(/\.pdf$/, ".xlsx"));
      const workbook = new ExcelJS.Workbook();
      const bytes = await readFile(excel.path);
      await workbook.xlsx.load(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength));
      const sheet = workbook.worksheets[0];
      expect(sheet).toBeDefined();
      const cells: string[] = [];
      sheet?.eachRow((row) => {
        row.eachCell((cell) => cells.push(String(cell.text)));
      });
      expect(cells.some((cell) => cell.includes(firstDescription))).toBe(true);
      expect(sheet?.rowCount ?? 0).toBeGreaterThan(total);

      const html = await download(
        page,
        page.getByRole("button", { name: `${label} (${text(lang, "statements:download.html")})` }),
      );
      expect(html.name).toBe(pdf.name.replace(/\.pdf$/, ".html"));
      const htmlBody = await readFile(html.path, "utf8");
      expect(htmlBody).toMatch(new RegExp(`<html[^>]*lang="${lang}"`));
      expect(htmlBody).toContain("<table");
      expect(htmlBody).toContain("<caption");
      expect(htmlBody).toContain('scope="col"');
      expect(htmlBody).toContain(SAVINGS);

      // The print preview of the page on screen.
      await pressKey(page, page.getByRole("button", { name: text(lang, "statements:print.open") }), 60);
      const preview = page.getByRole("dialog", { name: text(lang, "statements:print.title") });
      await visible(preview);
      await visible(preview.getByRole("grid"));
      await expectNoAxeViolations(page, `print preview ${lang}`);
      // Printed, only the preview shows: the screen behind it (its heading, form and table) does not.
      // The open dialog hides the screen from the accessibility tree, and printed, the dialog's own
      // frame is hidden too; so these roles include hidden elements and ask whether each is drawn.
      const hidden = { includeHidden: true } as const;
      const screen = page.getByRole("main", hidden);
      const printView = page.getByRole("dialog", { ...hidden, name: text(lang, "statements:print.title") });
      await page.emulateMedia({ media: "print" });
      let printed: Record<string, boolean>;
      try {
        printed = {
          screenHeading: await screen.getByRole("heading", { ...hidden, level: 1 }).isVisible(),
          screenTable: await screen.getByRole("grid", hidden).isVisible(),
          previewHeading: await printView.getByRole("heading", { ...hidden, level: 3 }).isVisible(),
          previewTable: await printView.getByRole("grid", hidden).isVisible(),
        };
      } finally {
        await page.emulateMedia({ media: "screen" });
      }
      expect(printed).toEqual({
        screenHeading: false,
        screenTable: false,
        previewHeading: true,
        previewTable: true,
      });
      await pressKey(page, preview.getByRole("button", { name: text(lang, "statements:print.close") }), 20);
      await expect.poll(() => preview.count()).toBe(0);

      // The interest certificate of the last complete financial year.
      await openFromMenu(page, lang, "certificates");
      const certificateAccount = page.getByRole("button", {
        name: new RegExp(`${text(lang, "statements:certificate.account")}$`),
      });
      await expect.poll(() => certificateAccount.innerText()).toContain(SAVINGS);
      await expectNoAxeViolations(page, `certificate form ${lang}`);
      await expectReflow(page, `certificate form ${lang}`, true);
      const certificateButton = page.getByRole("button", {
        name: `${text(lang, "statements:certificate.download")} (${text(lang, "statements:certificate.pdf")})`,
      });
      const certificate = await download(page, certificateButton);
      expect(certificate.name).toMatch(/^InterestCertificate-0011-FY\d{4}-\d\d\.pdf$/);
      expect(pdfText(certificate.path)).toContain(SAVINGS);

      // The oldest year offered has no certificate: the failure is said in place.
      const year = page.getByRole("button", {
        name: new RegExp(`${text(lang, "statements:certificate.year")}$`),
      });
      await tabTo(page, year, 20);
      await page.keyboard.press("Enter");
      await visible(page.getByRole("listbox"));
      await page.keyboard.press("End");
      await page.keyboard.press("Enter");
      await expect.poll(() => year.innerText()).toContain("2022-23");
      await pressKey(page, certificateButton, 20);
      const failure = page.getByRole("alert").filter({
        hasText: new RegExp(
          `${text(lang, "statements:certificate.noInterest")}|${text(lang, "statements:certificate.notAvailable")}`,
        ),
      });
      await visible(failure);
      await expectNoAxeViolations(page, `certificate failure ${lang}`);
    } finally {
      await signOut(page, lang);
      await page.close();
    }
  });

  it("asha is told each missing date of a date range, is warned before printing a year her deposit opened in, then reads a closed deposit's last six months up to its closing, by keyboard", async () => {
    const page = await newPage(own.browser, { lang });
    try {
      const accountSelect = await openStatements(page, lang);

      // Dates chosen but not entered: each date is flagged on its own, nothing is asked of the server.
      await chooseRadio(
        page,
        page.getByRole("radio", { name: text(lang, "statements:form.periodOption.DATE_RANGE") }),
      );
      const submit = page.getByRole("button", { name: text(lang, "statements:form.submit"), exact: true });
      await pressKey(page, submit);
      const summary = page.getByRole("alert").filter({ hasText: text(lang, "statements:errors.fromDate") });
      await visible(summary);
      await visible(summary.getByRole("link", { name: text(lang, "statements:errors.fromDate") }));
      await visible(summary.getByRole("link", { name: text(lang, "statements:errors.toDate") }));
      expect(await page.getByRole("grid").count()).toBe(0);
      await expectNoAxeViolations(page, `statement date errors ${lang}`);

      // A deposit opened after the financial year began: printing that year warns first.
      const warned = await depositOpenedWithinAYear();
      await chooseOption(
        page,
        page.getByRole("button", { name: new RegExp(`${text(lang, "statements:form.kind")}$`) }),
        text(lang, "statements:form.kindOption.deposit"),
      );
      await chooseOption(
        page,
        accountSelect,
        text(lang, "accounts:option.deposit", { account: warned.account }),
      );
      await chooseRadio(
        page,
        page.getByRole("radio", { name: text(lang, `statements:form.periodOption.${warned.period}`) }),
      );
      await pressKey(page, submit);
      await expect
        .poll(() => page.evaluate(() => document.activeElement?.textContent ?? ""), { timeout: 15_000 })
        .toContain(warned.account);
      const printButton = page.getByRole("button", { name: text(lang, "statements:print.open") });
      await pressKey(page, printButton, 60);
      const warning = page.getByRole("alertdialog", { name: text(lang, "statements:print.warningTitle") });
      await visible(warning);
      await expectNoAxeViolations(page, `statement opening-date warning ${lang}`);
      // Cancel returns to the button; Continue opens the preview.
      await pressKey(page, warning.getByRole("button", { name: text(lang, "statements:print.cancel") }), 10);
      await expect.poll(() => warning.count()).toBe(0);
      await expect.poll(() => printButton.evaluate((el) => el === document.activeElement)).toBe(true);
      await page.keyboard.press("Enter");
      await visible(warning);
      await pressKey(
        page,
        warning.getByRole("button", { name: text(lang, "statements:print.continue") }),
        10,
      );
      const preview = page.getByRole("dialog", { name: text(lang, "statements:print.title") });
      await visible(preview);
      await pressKey(page, preview.getByRole("button", { name: text(lang, "statements:print.close") }), 20);
      await expect.poll(() => preview.count()).toBe(0);

      // A closed deposit: six months and oldest first are forced.
      await chooseOption(
        page,
        page.getByRole("button", { name: new RegExp(`${text(lang, "statements:form.status")}$`) }),
        text(lang, "statements:form.statusOption.CLOSED"),
      );
      const sixMonths = page.getByRole("radio", {
        name: text(lang, "statements:form.periodOption.SIX_MONTHS"),
      });
      await expect.poll(() => sixMonths.isChecked()).toBe(true);
      expect(await sixMonths.isDisabled()).toBe(true);
      const ascending = page.getByRole("radio", { name: text(lang, "statements:form.ascending") });
      expect(await ascending.isChecked()).toBe(true);
      expect(
        await page.getByRole("radio", { name: text(lang, "statements:form.descending") }).isDisabled(),
      ).toBe(true);
      await expect.poll(() => accountSelect.innerText()).toContain(CLOSED_DEPOSIT);
      // The closing date, as the account's option in the list shows it (the only closed deposit).
      await tabTo(page, accountSelect, 60);
      await page.keyboard.press("Enter");
      const accountList = page.getByRole("listbox");
      await visible(accountList);
      const closedOptions = accountList.getByRole("option");
      await expect.poll(() => closedOptions.count()).toBe(1);
      const closedTemplate = escapeRegExp(text(lang, "statements:form.closedAccount")).replace(
        escapeRegExp("{{date}}"),
        "(\\S+)",
      );
      const closedOn = new RegExp(closedTemplate).exec(await closedOptions.first().innerText())?.[1] ?? "";
      await page.keyboard.press("Escape");
      await expect.poll(() => accountList.count()).toBe(0);
      expect(closedOn).not.toBe("");
      await expectNoAxeViolations(page, `statement closed form ${lang}`);

      await pressKey(page, submit);
      await expect
        .poll(() => page.evaluate(() => document.activeElement?.tagName ?? ""), { timeout: 15_000 })
        .toBe("H2");
      expect(await page.evaluate(() => document.activeElement?.textContent ?? "")).toContain(CLOSED_DEPOSIT);
      // The period ends on the closing date, not today, and has the deposit's last entries.
      const periodTemplate = escapeRegExp(text(lang, "statements:result.periodValue"))
        .replace(escapeRegExp("{{from}}"), "\\S+")
        .replace(escapeRegExp("{{to}}"), escapeRegExp(closedOn));
      await visible(page.getByText(new RegExp(`^${periodTemplate}$`)));
      const grid = page.getByRole("grid", {
        name: new RegExp(`^${text(lang, "statements:result.caption_other", { count: "" }).trim()}`),
      });
      await visible(grid);
      await expect.poll(() => grid.getByRole("row").count()).toBeGreaterThan(1);
      // Downloads are offered: ascending and not a mini statement.
      await visible(
        page.getByRole("button", {
          name: `${text(lang, "statements:download.label")} (${text(lang, "statements:download.pdf")})`,
        }),
      );
      await expectNoAxeViolations(page, `statement closed result ${lang}`);
    } finally {
      await signOut(page, lang);
      await page.close();
    }
  });
});
