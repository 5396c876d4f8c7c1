import { afterEach, describe, expect, it } from "vitest";
import { act, cleanup, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router";
import { AppProviders } from "../AppProviders";
import { createI18n, switchLanguage, type Language } from "../i18n/i18n";
import { allResources } from "../i18n/testResources";
import { CURRENT_ACCOUNT, SAVINGS_ACCOUNT } from "../testing/fixtures/accounts";
import {
  EXPENSE_LAST_90_DAYS,
  INFLOW_BY_MONTH,
  INFLOW_BY_QUARTER,
  INFLOW_BY_YEAR,
  INFLOW_WITHOUT_TRANSACTIONS,
} from "../testing/fixtures/insights";
import { ScriptedBank } from "../testing/ScriptedBank";
import { InsightsPanel } from "./InsightsPanel";

afterEach(cleanup);

type User = ReturnType<typeof userEvent.setup>;

async function renderPanel(bank = new ScriptedBank(), lang: Language = "en") {
  const user = userEvent.setup();
  const i18n = await createI18n(lang, allResources);
  render(
    <AppProviders
      i18n={i18n}
      services={{ bank }}
      initialState="dashboard"
      initialSession={{ secureImageSet: true, customerType: "R" }}
      router={(children) => <MemoryRouter initialEntries={["/"]}>{children}</MemoryRouter>}
    >
      <InsightsPanel />
    </AppProviders>,
  );
  await screen.findByRole("heading", { level: 2 });
  return { bank, user, i18n };
}

async function chooseOption(user: User, selectName: string | RegExp, option: string | RegExp) {
  await user.click(screen.getByRole("button", { name: selectName }));
  await user.click(await screen.findByRole("option", { name: option }));
}

async function openTable(user: User, chartTitle: string | RegExp) {
  const heading = await screen.findByRole("heading", { name: chartTitle });
  const frame = heading.closest("figure") ?? document.body;
  await user.click(within(frame).getByRole("button", { name: "Show data as table" }));
}

describe("insights panel (spec 000 sections 3, 8, 9)", () => {
  it("shows the money in and out of the first account by month, with a data table of every month", async () => {
    const { bank, user } = await renderPanel();
    expect(
      screen.getByRole("heading", { level: 2, name: "Money in, money out and spending" }),
    ).toBeInTheDocument();
    await screen.findByRole("heading", { level: 3, name: "Money in and out" });
    // The first report names no account: the server reports the first of the list, shown as chosen.
    expect(bank.calls("inflowOutflowReport")).toEqual([{ dbtCrdtRprtView: 0 }]);
    expect(screen.getByRole("button", { name: /Account/ })).toHaveTextContent(SAVINGS_ACCOUNT);
    expect(screen.getByRole("img", { name: /Money in and out/ })).toHaveAccessibleName(
      new RegExp(SAVINGS_ACCOUNT),
    );
    await openTable(user, "Money in and out");
    const table = await screen.findByRole("table", { name: /Money in and out of account/ });
    const rows = within(table).getAllByRole("row").slice(1);
    expect(rows).toHaveLength(6);
    expect(within(table).getByRole("columnheader", { name: "Month" })).toBeInTheDocument();
    expect(rows[0]).toHaveTextContent("Jun 2026");
    expect(rows[0]).toHaveTextContent("₹1,00,000.00");
    expect(rows[0]).toHaveTextContent("₹60,000.00");
    expect(rows[5]).toHaveTextContent("Nov 2026");
  });

  it("changes the view to quarters and financial years, and the account", async () => {
    const byView = [INFLOW_BY_MONTH, INFLOW_BY_QUARTER, INFLOW_BY_YEAR] as const;
    const { bank, user } = await renderPanel(
      new ScriptedBank().answer("inflowOutflowReport", (request) => byView[request.dbtCrdtRprtView]),
    );
    const sent = (request: { accountNumber?: string; dbtCrdtRprtView: number }) =>
      expect(bank.calls("inflowOutflowReport")).toContainEqual(request);
    await screen.findByRole("heading", { level: 3, name: "Money in and out" });
    await chooseOption(user, /View/, "By quarter, last 4 quarters");
    await waitFor(() => sent({ dbtCrdtRprtView: 1 }));
    await screen.findByText("Money in and out shown: By quarter, last 4 quarters.");
    await waitFor(() =>
      expect(screen.getByRole("img", { name: /Money in and out/ })).toHaveAccessibleName(/01\/01\/2026/),
    );
    await openTable(user, "Money in and out");
    let table = await screen.findByRole("table", { name: /Money in and out of account/ });
    expect(within(table).getByRole("columnheader", { name: "Quarter" })).toBeInTheDocument();
    expect(within(table).getAllByRole("row").slice(1)).toHaveLength(4);
    await chooseOption(user, /View/, "By financial year, previous and current");
    await waitFor(() => sent({ dbtCrdtRprtView: 2 }));
    table = await screen.findByRole("table", { name: /Money in and out of account/ });
    await waitFor(() => expect(within(table).getAllByRole("row").slice(1)).toHaveLength(2));
    expect(table).toHaveTextContent("FY 2025–26");
    expect(table).toHaveTextContent("FY 2026–27");
    await chooseOption(user, /Account/, new RegExp(CURRENT_ACCOUNT));
    await waitFor(() => sent({ accountNumber: CURRENT_ACCOUNT, dbtCrdtRprtView: 2 }));
  });

  it("shows this month's money in and out per account type in a table", async () => {
    await renderPanel();
    const table = await screen.findByRole("grid", {
      name: "This month by account type, 01/11/2026 to 22/11/2026",
    });
    const rows = within(table).getAllByRole("row").slice(1);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent("Savings (1)");
    expect(rows[0]).toHaveTextContent("₹1,50,000.00");
    expect(rows[0]).toHaveTextContent("₹62,000.00");
    expect(rows[1]).toHaveTextContent("Current (1)");
  });

  it("hides the graph and shows the message when the report answers errorCode 110", async () => {
    await renderPanel(new ScriptedBank().answer("inflowOutflowReport", INFLOW_WITHOUT_TRANSACTIONS));
    expect(
      await screen.findByText(
        "There are no transactions on this account in the chosen period, so the graphs are not shown.",
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole("heading", { name: "Money in and out" })).not.toBeInTheDocument();
    expect(screen.queryByRole("img", { name: /Money in and out/ })).not.toBeInTheDocument();
  });

  it("requires a period for the spending: the error is shown on the group and in the summary", async () => {
    const { bank, user } = await renderPanel();
    await user.click(await screen.findByRole("button", { name: "Show spending" }));
    const group = screen.getByRole("radiogroup", { name: "Period" });
    await waitFor(() => expect(group).toHaveAccessibleDescription(/Choose a period\./));
    expect(screen.getByRole("alert")).toHaveTextContent("Choose a period.");
    expect(bank.calls("expenseInOut")).toHaveLength(0);
  });

  it("says the period error in the language switched to, with the page's lang", async () => {
    const { user, i18n } = await renderPanel();
    await user.click(await screen.findByRole("button", { name: "Show spending" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Choose a period.");
    await act(() => switchLanguage(i18n, "hi"));
    const alert = await screen.findByRole("alert");
    await waitFor(() => expect(alert).toHaveTextContent("एक अवधि चुनें।"));
    expect(alert).not.toHaveTextContent("Choose a period.");
    expect(alert.closest("[lang]")).toHaveAttribute("lang", "hi");
    expect(screen.getByRole("radiogroup", { name: "अवधि" })).toHaveAccessibleDescription(/एक अवधि चुनें।/);
    await act(() => switchLanguage(i18n, "en"));
  });

  it("shows the spending of a preset with category names, totals and the data table", async () => {
    const { bank, user } = await renderPanel(new ScriptedBank().answer("expenseInOut", EXPENSE_LAST_90_DAYS));
    await user.click(await screen.findByRole("radio", { name: "Last 90 days (3 months)" }));
    await user.click(screen.getByRole("button", { name: "Show spending" }));
    await screen.findByRole("heading", { name: "Money out by category" });
    expect(bank.calls("expenseInOut").at(-1)).toEqual({ accountNumber: SAVINGS_ACCOUNT, days: "90" });
    expect(screen.getByText("Total money out").nextElementSibling).toHaveTextContent("₹65,545.50");
    expect(screen.getByText("Total money in").nextElementSibling).toHaveTextContent("₹1,50,500.00");
    await openTable(user, "Money out by category");
    const table = await screen.findByRole("table", {
      name: "Money out by category, 24/08/2026 to 22/11/2026",
    });
    const rows = within(table).getAllByRole("row").slice(1);
    expect(rows.map((row) => row.querySelector("th")?.textContent)).toEqual(["Rent", "Groceries", "Travel"]);
    expect(rows[0]).toHaveTextContent("₹45,000.00");
    expect(screen.getByRole("img", { name: /Money out by category/ })).toHaveAccessibleName(
      /Account 10000010000011 - Salary, 24\/08\/2026 to 22\/11\/2026/,
    );

    // Another account: the spending follows it with the same period.
    await chooseOption(user, /Account/, new RegExp(CURRENT_ACCOUNT));
    await waitFor(() =>
      expect(bank.calls("expenseInOut").at(-1)).toEqual({ accountNumber: CURRENT_ACCOUNT, days: "90" }),
    );
  });

  it("checks the dates of my choice: required, within the last 2 years, from not after to", async () => {
    const { bank, user } = await renderPanel();
    await user.click(await screen.findByRole("radio", { name: "Dates of my choice" }));
    await user.click(screen.getByRole("button", { name: "Show spending" }));
    const from = screen.getByRole("group", { name: "From date" });
    const to = screen.getByRole("group", { name: "To date" });
    await waitFor(() => expect(from).toHaveAccessibleDescription(/Enter the from date\./));
    expect(to).toHaveAccessibleDescription(/Enter the to date\./);
    expect(from).toHaveAccessibleDescription(/22\/11\/2024 to 22\/11\/2026/);

    const typeDate = async (group: HTMLElement, digits: string) => {
      const [day] = within(group).getAllByRole("spinbutton");
      await user.click(day as HTMLElement);
      await user.keyboard(digits);
    };
    await typeDate(from, "21112024");
    await typeDate(to, "01012026");
    await user.click(screen.getByRole("button", { name: "Show spending" }));
    await waitFor(() =>
      expect(from).toHaveAccessibleDescription(/Choose a date from 22\/11\/2024 to 22\/11\/2026\./),
    );
    await typeDate(from, "02012026");
    await user.click(screen.getByRole("button", { name: "Show spending" }));
    await waitFor(() =>
      expect(from).toHaveAccessibleDescription(/The from date cannot be after the to date\./),
    );
    expect(bank.calls("expenseInOut")).toHaveLength(0);
    await typeDate(from, "01062025");
    await user.click(screen.getByRole("button", { name: "Show spending" }));
    await waitFor(() =>
      expect(bank.calls("expenseInOut").at(-1)).toEqual({
        accountNumber: SAVINGS_ACCOUNT,
        fromDate: "2025-06-01",
        toDate: "2026-01-01",
      }),
    );
    await screen.findByRole("heading", { name: "Money out by category" });
  }, 30_000);

  it("speaks German and Hindi, with translated category names", async () => {
    for (const lang of ["de", "hi"] as const) {
      const { user } = await renderPanel(new ScriptedBank(), lang);
      const radio = await screen.findByRole("radio", {
        name: lang === "de" ? "Letzte 30 Tage (1 Monat)" : "पिछले 30 दिन (1 महीना)",
      });
      await user.click(radio);
      await user.click(
        screen.getByRole("button", { name: lang === "de" ? "Ausgaben anzeigen" : "खर्च दिखाएँ" }),
      );
      await screen.findByRole("heading", {
        name: lang === "de" ? "Ausgänge nach Kategorie" : "श्रेणी के अनुसार व्यय",
      });
      await user.click(
        screen.getAllByRole("button", {
          name: lang === "de" ? "Daten als Tabelle anzeigen" : "डेटा तालिका के रूप में दिखाएँ",
        })[1] as HTMLElement,
      );
      const table = await screen.findByRole("table", {
        name: lang === "de" ? /Ausgänge nach Kategorie/ : /श्रेणी के अनुसार व्यय/,
      });
      expect(table).toHaveTextContent(lang === "de" ? "Miete" : "किराया");
      cleanup();
    }
  }, 20_000);
});
