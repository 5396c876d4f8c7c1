import { afterEach, describe, expect, it } from "vitest";
import type { Paise } from "../../domain";
import { act, cleanup, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router";
import { App } from "../App";
import { AppProviders } from "../AppProviders";
import { createI18n, type Language } from "../i18n/i18n";
import { allResources } from "../i18n/testResources";
import { useAppState, type StateParams } from "../navigation/StateProvider";
import { SAVINGS_ACCOUNT } from "../testing/fixtures/accounts";
import {
  FAVOURITES,
  INACTIVE_FAVOURITE,
  NEFT_FAVOURITE,
  WITHIN_BANK_FAVOURITE,
} from "../testing/fixtures/favourites";
import { DASHBOARD_SUMMARY, DEFAULT_DASHBOARD_WIDGETS } from "../testing/fixtures/home";
import { renderApp } from "../testing/renderApp";
import { ScriptedBank } from "../testing/ScriptedBank";

afterEach(cleanup);

const signedIn = { secureImageSet: true, customerType: "R" } as const;

/** The widget regions of the dashboard, by name, in page order. */
async function widgetNames(): Promise<string[]> {
  await screen.findByRole("region", { name: "My Assets" });
  return screen
    .getAllByRole("region")
    .map((region) => region.getAttribute("aria-labelledby"))
    .map((id) => (id === null ? "" : (document.getElementById(id)?.textContent ?? "")))
    .filter((name) => name.startsWith("My") || name === "Know your bank");
}

describe("dashboard widgets", { timeout: 20_000 }, () => {
  it("keeps the widgets' places while loading, hidden from assistive technologies under the busy region", async () => {
    const bank = new ScriptedBank();
    const releaseWidgets = bank.pending("dashboardWidgets");
    const releaseSummary = bank.pending("dashboardSummary");
    await renderApp({ bank, initialState: "dashboard", initialSession: signedIn });
    await screen.findByRole("heading", { level: 1, name: "Dashboard" });
    const area = await waitFor(() => {
      const found = document.querySelector(".home-widgets-area .ui-loading-region");
      expect(found).not.toBeNull();
      return found as HTMLElement;
    });
    // The default widgets' placeholders: no region, heading or text of their own, one named busy state.
    expect(area).toHaveAttribute("aria-busy", "true");
    expect(within(area).getByRole("progressbar", { name: "Loading…" })).toBeInTheDocument();
    expect(area.querySelectorAll(".home-widget-placeholder")).toHaveLength(6);
    expect(area.querySelector(".home-widgets")).toHaveAttribute("aria-hidden", "true");
    expect(within(area).queryAllByRole("region")).toEqual([]);
    releaseWidgets();
    // The customer's widgets: those waiting for the summary keep their content's place.
    const assets = await screen.findByRole("region", { name: "My Assets" });
    expect(assets.querySelector(".home-widget-pending--myAssets")).toHaveAttribute("aria-hidden", "true");
    releaseSummary();
    await within(assets).findByText("₹19,12,960.75");
    expect(document.querySelector(".home-widget-pending, .home-widget-placeholder")).toBeNull();
    expect(area).toHaveAttribute("aria-busy", "false");
  });

  it("shows the default widgets in order with their data; Know your bank is off", async () => {
    await renderApp({ initialState: "dashboard", initialSession: signedIn });
    expect(await widgetNames()).toEqual([
      "My Favourites",
      "My Assets",
      "My Liabilities",
      "My Alerts and Updates",
      "My Upcoming Events",
      "My Calendar",
    ]);
    const assets = screen.getByRole("region", { name: "My Assets" });
    expect(within(assets).getByText("₹19,12,960.75")).toBeInTheDocument();
    expect(
      within(assets).getByText(/Nineteen Lakh Twelve Thousand Nine Hundred Sixty and Seventy Five Paise/),
    ).toBeInTheDocument();
    expect(within(assets).getByText(/10000010000011 \(Salary\)/)).toBeInTheDocument();
    const loans = screen.getByRole("region", { name: "My Liabilities" });
    expect(within(loans).getAllByText("₹3,41,25,000.00").length).toBeGreaterThan(0);
    expect(within(loans).getByText(/Next instalment due on 27\/11\/2026:/)).toBeInTheDocument();
    const alerts = screen.getByRole("region", { name: "My Alerts and Updates" });
    expect(
      within(alerts).getByText(/The instalment of loan 10000050000015 is due on 27\/11\/2026/),
    ).toBeInTheDocument();
    const events = screen.getByRole("region", { name: "My Upcoming Events" });
    expect(within(events).getAllByRole("listitem")).toHaveLength(3);
    const calendar = screen.getByRole("region", { name: "My Calendar" });
    expect(
      within(calendar).getByText(/Days with events: 27\/11\/2026, 12\/12\/2026, 27\/12\/2026/),
    ).toBeInTheDocument();
    expect(within(calendar).getByText("On 27/11/2026:")).toBeInTheDocument();
    expect(screen.queryByRole("region", { name: "Know your bank" })).not.toBeInTheDocument();
  });

  it("links the favourites it can open, by the default ordering, and opens one", async () => {
    const user = userEvent.setup();
    const chosen = ["about", "txnEnquiry", "acnList", "deposit"];
    const bank = new ScriptedBank().answer("dashboardWidgets", {
      ...DEFAULT_DASHBOARD_WIDGETS,
      favourites: DEFAULT_DASHBOARD_WIDGETS.favourites.map((f) => ({ ...f, isAdded: chosen.includes(f.id) })),
    });
    await renderApp({ bank, initialState: "dashboard", initialSession: signedIn });
    const favourites = await screen.findByRole("region", { name: "My Favourites" });
    const links = await within(favourites).findAllByRole("link");
    expect(links.map((link) => link.textContent)).toEqual(["My accounts", "Transaction enquiry", "About me"]);
    await user.click(within(favourites).getByRole("link", { name: "About me" }));
    expect(await screen.findByRole("heading", { level: 1, name: "About me" })).toBeInTheDocument();
  });

  // How the carousel rotates and pauses (with the clock under the test's control) is
  // src/ui/Carousel.test.tsx's to prove; here, that the widget is one, with the bank's facts.
  it("shows Know your bank as a carousel of the bank's facts with its pause button", async () => {
    const bank = new ScriptedBank().answer("dashboardWidgets", {
      ...DEFAULT_DASHBOARD_WIDGETS,
      widgets: [
        { id: "knowYourBank", name: "Know your bank", isAdded: true, isDefault: false, value: 1 },
        { id: "myAssets", name: "My Assets", isAdded: true, isDefault: true, value: 2 },
      ],
    });
    await renderApp({ bank, initialState: "dashboard", initialSession: signedIn });
    const region = await screen.findByRole("region", { name: "Know your bank" });
    expect(await widgetNames()).toEqual(["Know your bank", "My Assets"]);
    expect(screen.queryByRole("region", { name: "My Calendar" })).not.toBeInTheDocument();
    const carousel = within(region).getByRole("region", { name: "Facts about our bank" });
    expect(within(carousel).getByText("Branches near you")).toBeVisible();
    expect(within(carousel).getByRole("button", { name: "Pause slide show" })).toBeInTheDocument();
  });

  it("names a non-resident customer's NRE and NRO savings accounts in My Assets", async () => {
    const nonResident = (typeCode: "NRE" | "NRO", accountNumber: string, balance: Paise) => ({
      accountNumber,
      kind: "savings" as const,
      typeCode,
      productName: `${typeCode} Savings Account`,
      nickname: "",
      balance,
      maturityDate: null,
    });
    const bank = new ScriptedBank().answer("dashboardSummary", {
      ...DASHBOARD_SUMMARY,
      assets: {
        total: 107_575_500n,
        accounts: [
          nonResident("NRE", "30000010000031", 95_500_000n),
          nonResident("NRO", "30000020000032", 12_075_500n),
        ],
      },
    });
    await renderApp({ bank, lang: "de", initialState: "dashboard", initialSession: signedIn });
    const assets = await screen.findByRole("region", { name: "Mein Vermögen" });
    const items = within(assets)
      .getAllByRole("listitem")
      .map((item) => (item.textContent ?? "").replace(/\s+/gu, " "));
    expect(items).toEqual([
      "NRE-Sparkonto: 30000010000031 955.000,00 ₹",
      "NRO-Sparkonto: 30000020000032 120.755,00 ₹",
    ]);
  });

  it("says so when there are no alerts or events", async () => {
    const bank = new ScriptedBank().answer("dashboardSummary", {
      ...DASHBOARD_SUMMARY,
      alerts: [],
      events: [],
    });
    await renderApp({ bank, initialState: "dashboard", initialSession: signedIn });
    expect(await screen.findByText("There are no alerts for you right now.")).toBeInTheDocument();
    expect(screen.getByText("No instalments or maturities in the next 90 days.")).toBeInTheDocument();
    expect(screen.getByText("No events in the next 90 days.")).toBeInTheDocument();
  });

  it("shows the security-image pop-up once per sign-in when the flag is set", async () => {
    const user = userEvent.setup();
    const bank = new ScriptedBank().answer("dashboardSummary", {
      ...DASHBOARD_SUMMARY,
      securityImagePopup: true,
    });
    await renderApp({ bank, initialState: "dashboard", initialSession: signedIn });
    const dialog = await screen.findByRole("alertdialog", { name: "Your security image" });
    const ok = within(dialog).getByRole("button", { name: "I understand" });
    await waitFor(() => expect(ok).toHaveFocus());
    await user.click(ok);
    await waitFor(() => expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument());
    const nav = screen.getByRole("navigation", { name: "Main menu" });
    await user.click(within(nav).getByRole("button", { name: "My Services" }));
    await user.click(within(nav).getByRole("link", { name: "About me" }));
    await screen.findByRole("heading", { level: 1, name: "About me" });
    await user.click(within(nav).getByRole("button", { name: "My Home" }));
    await user.click(within(nav).getByRole("link", { name: "Dashboard" }));
    await screen.findByRole("region", { name: "My Assets" });
    expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument();
  });

  it("shows no pop-up without the flag, and speaks German and Hindi", async () => {
    const { i18n } = await renderApp({ initialState: "dashboard", initialSession: signedIn });
    await screen.findByRole("region", { name: "My Assets" });
    expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument();
    await act(() => i18n.changeLanguage("de"));
    expect(await screen.findByRole("region", { name: "Mein Vermögen" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Startseite anpassen" })).toBeInTheDocument();
    await act(() => i18n.changeLanguage("hi"));
    expect(await screen.findByRole("region", { name: "मेरी परिसंपत्तियाँ" })).toBeInTheDocument();
  });

  describe("favourite payments in My Favourites (spec 001 section 5)", () => {
    /** The state the app is in and the params it was opened with, as go() left them. */
    const where: { current: string; params: StateParams } = { current: "", params: {} };
    function StateProbe() {
      const { current, params } = useAppState();
      where.current = current;
      where.params = params;
      return null;
    }
    async function renderDashboard(bank: ScriptedBank, lang: Language = "en") {
      const i18n = await createI18n(lang, allResources);
      render(
        <AppProviders
          i18n={i18n}
          services={{ bank }}
          router={(children) => <MemoryRouter>{children}</MemoryRouter>}
          initialState="dashboard"
          initialSession={signedIn}
        >
          <App />
          <StateProbe />
        </AppProviders>,
      );
      return userEvent.setup();
    }

    it("lists the chosen favourites in order; Pay again opens the NEFT form with the favourite's values", async () => {
      // The default answer: Priya (NEFT) and Ravi (within the bank) chosen, Arjun and the own transfer not.
      expect(FAVOURITES.filter((f) => f.onDashboard)).toEqual([NEFT_FAVOURITE, WITHIN_BANK_FAVOURITE]);
      const user = await renderDashboard(new ScriptedBank());
      const widget = await screen.findByRole("region", { name: "My Favourites" });
      const payments = await within(widget).findByRole("region", { name: "Favourite payments" });
      const rows = await within(payments).findAllByRole("listitem");
      expect(rows.map((row) => (row.textContent ?? "").replace(/\s+/gu, " "))).toEqual([
        "Priya Sharma ₹5,000.00Pay again",
        "Ravi Kumar ₹2,500.00Pay again",
      ]);
      expect(within(payments).queryByText(/Arjun Verma/)).toBeNull();
      await user.click(within(payments).getByRole("button", { name: "Pay again: Priya Sharma, ₹5,000.00" }));
      await waitFor(() => expect(where.current).toBe("neftRtgs.home"));
      expect(where.params).toEqual({
        fromAccount: SAVINGS_ACCOUNT,
        amount: "500000",
        remarks: "Rent",
        beneficiary: "4",
        paymentNetwork: "NEFT",
      });
    });

    it("in Hindi: an inactive favourite says so instead of Pay again; the other opens the within-bank form", async () => {
      const bank = new ScriptedBank().answer("favouriteTransactions", {
        favourites: [
          { ...INACTIVE_FAVOURITE, onDashboard: true },
          WITHIN_BANK_FAVOURITE,
          { ...NEFT_FAVOURITE, onDashboard: false },
        ],
      });
      const user = await renderDashboard(bank, "hi");
      const widget = await screen.findByRole("region", { name: "मेरे पसंदीदा" });
      const payments = await within(widget).findByRole("region", { name: "पसंदीदा भुगतान" });
      const [inactive, active] = await within(payments).findAllByRole("listitem");
      expect(inactive).toHaveTextContent(
        "लाभार्थी खाता संख्या 10000010000101 हटा दी गई है या सक्रिय स्थिति में नहीं है।",
      );
      expect(within(inactive as HTMLElement).queryByRole("button")).toBeNull();
      expect(within(payments).getAllByRole("button")).toHaveLength(1);
      expect(within(payments).queryByText(/Priya Sharma/)).toBeNull();
      await user.click(
        within(active as HTMLElement).getByRole("button", { name: /^फिर से भुगतान करें: Ravi Kumar, ₹/u }),
      );
      await waitFor(() => expect(where.current).toBe("thirdFd.thirdPtyTrnsfrInFIS"));
      expect(where.params).toEqual({
        fromAccount: SAVINGS_ACCOUNT,
        amount: "250000",
        remarks: "Dinner",
        beneficiary: "1",
      });
    });

    it("with none chosen, says so in one line that links to Favourite transactions", async () => {
      const bank = new ScriptedBank().answer("favouriteTransactions", {
        favourites: FAVOURITES.map((f) => ({ ...f, onDashboard: false })),
      });
      const user = await renderDashboard(bank);
      const payments = await screen.findByRole("region", { name: "Favourite payments" });
      const link = await within(payments).findByRole("link", {
        name: "Choose them under Favourite transactions",
      });
      expect(within(payments).queryByRole("listitem")).toBeNull();
      expect(payments).toHaveTextContent("You have not chosen favourite payments for the dashboard.");
      await user.click(link);
      await waitFor(() => expect(where.current).toBe("favTrans.home"));
    });
  });
});
