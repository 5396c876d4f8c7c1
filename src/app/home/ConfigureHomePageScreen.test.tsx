import { afterEach, describe, expect, it } from "vitest";
import { cleanup, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MAX_FAVOURITES } from "../../domain";
import { DEFAULT_DASHBOARD_WIDGETS } from "../testing/fixtures/home";
import { renderApp } from "../testing/renderApp";
import { ScriptedBank } from "../testing/ScriptedBank";

afterEach(cleanup);

const signedIn = { secureImageSet: true, customerType: "R" } as const;

/** The settings the bank answers after saving Know your bank and Transaction enquiry on. */
const SAVED_SETTINGS = {
  widgets: DEFAULT_DASHBOARD_WIDGETS.widgets.map((w) =>
    w.id === "knowYourBank" ? { ...w, isAdded: true } : w,
  ),
  favourites: DEFAULT_DASHBOARD_WIDGETS.favourites.map((f) =>
    f.id === "txnEnquiry" ? { ...f, isAdded: true } : f,
  ),
};

async function openConfigure(bank = new ScriptedBank()) {
  const user = userEvent.setup();
  const rendered = await renderApp({ bank, initialState: "dashboard", initialSession: signedIn });
  await user.click(await screen.findByRole("link", { name: "Customise your home page" }));
  const h1 = await screen.findByRole("heading", { level: 1, name: "Customise your home page" });
  await waitFor(() => expect(h1).toHaveFocus());
  await screen.findByRole("switch", { name: "My Assets" });
  return { user, ...rendered };
}

describe("configureHomePage", { timeout: 20_000 }, () => {
  it("shows a switch per widget (Know your bank off) and the favourites the app can open", async () => {
    await openConfigure();
    for (const name of ["My Favourites", "My Assets", "My Liabilities", "My Calendar"]) {
      expect(screen.getByRole("switch", { name })).toBeChecked();
    }
    expect(screen.getByRole("switch", { name: "Know your bank" })).not.toBeChecked();
    const group = screen.getByRole("group", { name: "Favourite screens on your dashboard" });
    expect(within(group).getByRole("checkbox", { name: "My accounts" })).toBeChecked();
    expect(within(group).getByRole("checkbox", { name: "Transaction enquiry" })).not.toBeChecked();
    // Favourites of services the app does not offer are not shown.
    expect(within(group).queryByRole("checkbox", { name: /deposit|beneficiary/i })).not.toBeInTheDocument();
  });

  it("saves a widget and a favourite, focuses the success banner, and the dashboard shows them", async () => {
    const { user, bank } = await openConfigure(
      new ScriptedBank().answer("saveDashboardWidgets", SAVED_SETTINGS),
    );
    await user.click(screen.getByRole("switch", { name: "Know your bank" }));
    await user.click(screen.getByRole("checkbox", { name: "Transaction enquiry" }));
    await user.click(screen.getByRole("button", { name: "Save" }));
    const banner = await screen.findByText("Your home page settings are saved.");
    await waitFor(() => expect(banner.closest(".home-outcome")).toHaveFocus());
    const saved = bank.calls("saveDashboardWidgets").at(-1);
    expect(saved?.updateFlag).toBe(true);
    expect(saved?.widgets.find((w) => w.id === "knowYourBank")?.isAdded).toBe(true);
    expect(saved?.favourites.filter((f) => f.isAdded).map((f) => f.id)).toEqual(
      expect.arrayContaining(["acnList", "txnEnquiry"]),
    );
    // Favourites the app cannot open are saved as off.
    expect(saved?.favourites.find((f) => f.id === "deposit")?.isAdded).toBe(false);
    await user.click(screen.getByRole("button", { name: "Cancel" }));
    expect(await screen.findByRole("region", { name: "Know your bank" })).toBeInTheDocument();
    const favourites = screen.getByRole("region", { name: "My Favourites" });
    expect(within(favourites).getByRole("link", { name: "Transaction enquiry" })).toBeInTheDocument();
  });

  it("refuses the 11th favourite with a visible message, and saves ten", async () => {
    const { user, bank } = await openConfigure();
    const group = screen.getByRole("group", { name: "Favourite screens on your dashboard" });
    const boxes = within(group).getAllByRole("checkbox");
    expect(boxes.length).toBeGreaterThan(MAX_FAVOURITES);
    for (const box of boxes) {
      if (!(box as HTMLInputElement).checked) await user.click(box);
    }
    const checked = boxes.filter((box) => (box as HTMLInputElement).checked);
    expect(checked).toHaveLength(MAX_FAVOURITES);
    expect(
      within(group).getByText("You can choose at most 10 favourites. Clear one before choosing another."),
    ).toBeInTheDocument();
    expect(within(group).getByText("Choose up to 10. Chosen: 10.")).toBeInTheDocument();
    await waitFor(() =>
      expect(
        [...document.querySelectorAll("[aria-live]")].some(
          (region) =>
            region.textContent === "You can choose at most 10 favourites. Clear one before choosing another.",
        ),
      ).toBe(true),
    );
    await user.click(screen.getByRole("button", { name: "Save" }));
    await screen.findByText("Your home page settings are saved.");
    expect(
      bank
        .calls("saveDashboardWidgets")
        .at(-1)
        ?.favourites.filter((f) => f.isAdded),
    ).toHaveLength(MAX_FAVOURITES);
  });

  it("says the favourites limit in the language switched to", async () => {
    const { user } = await openConfigure();
    const group = screen.getByRole("group", { name: "Favourite screens on your dashboard" });
    for (const box of within(group).getAllByRole("checkbox")) {
      if (!(box as HTMLInputElement).checked) await user.click(box);
    }
    within(group).getByText("You can choose at most 10 favourites. Clear one before choosing another.");
    await user.click(screen.getByRole("radio", { name: "Deutsch" }));
    const german = await screen.findByText(
      "Sie können höchstens 10 Favoriten wählen. Entfernen Sie einen, bevor Sie einen anderen wählen.",
    );
    expect(german.closest("[lang]")).toHaveAttribute("lang", "de");
    // (The announcement made in English stays in the live region's log; the field's error is German.)
    expect(within(group).queryByText(/You can choose at most 10 favourites/)).not.toBeInTheDocument();
    expect(group).toContainElement(german);
    await user.click(screen.getByRole("radio", { name: "English" }));
  });

  it("shows a failure banner and keeps the choices when the save fails", async () => {
    const bank = new ScriptedBank().fail("saveDashboardWidgets", { status: 422, code: "SERVER.ERROR" });
    const { user } = await openConfigure(bank);
    await user.click(screen.getByRole("switch", { name: "Know your bank" }));
    await user.click(screen.getByRole("button", { name: "Save" }));
    const banner = await screen.findByText(/Your home page settings could not be saved\./);
    await waitFor(() => expect(banner.closest(".home-outcome")).toHaveFocus());
    expect(screen.getByRole("switch", { name: "Know your bank" })).toBeChecked();
    expect(bank.calls("saveDashboardWidgets")).toHaveLength(1);
  });

  it("resets to the defaults", async () => {
    const bank = new ScriptedBank().answer("dashboardWidgets", {
      widgets: [
        { id: "knowYourBank", name: "Know your bank", isAdded: true, isDefault: false, value: 1 },
        { id: "myAssets", name: "My Assets", isAdded: false, isDefault: true, value: 2 },
      ],
      favourites: DEFAULT_DASHBOARD_WIDGETS.favourites.map((f) => ({ ...f, isAdded: f.id === "about" })),
    });
    const { user } = await openConfigure(bank);
    expect(screen.getByRole("switch", { name: "My Assets" })).not.toBeChecked();
    await user.click(screen.getByRole("button", { name: "Reset to defaults" }));
    await screen.findByText("Your home page is back to the default settings.");
    expect(bank.calls("saveDashboardWidgets").at(-1)).toEqual({
      updateFlag: false,
      widgets: [],
      favourites: [],
    });
    expect(screen.getByRole("switch", { name: "My Assets" })).toBeChecked();
    expect(screen.getByRole("switch", { name: "Know your bank" })).not.toBeChecked();
    expect(screen.getByRole("checkbox", { name: "About me" })).not.toBeChecked();
  });

  it("speaks German and Hindi", async () => {
    await renderApp({ lang: "de", initialState: "configureHomePage", initialSession: signedIn });
    expect(await screen.findByRole("switch", { name: "Ihre Bank kennenlernen" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Auf Standard zurücksetzen" })).toBeInTheDocument();
    cleanup();
    await renderApp({ lang: "hi", initialState: "configureHomePage", initialSession: signedIn });
    expect(await screen.findByRole("switch", { name: "अपने बैंक को जानें" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "सहेजें" })).toBeInTheDocument();
  });
});
