import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { cleanup, configure, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderApp } from "../testing/renderApp";
import { ScriptedBank } from "../testing/ScriptedBank";

// The machine is shared: give the lazy screens and their calls time to settle.
vi.setConfig({ testTimeout: 30_000 });
beforeAll(() => {
  configure({ asyncUtilTimeout: 8_000 });
});

afterEach(cleanup);

const signedIn = { secureImageSet: true, customerType: "R" } as const;

describe("dashboard and the signed-in frame", () => {
  it("greets the customer, shows the previous sign-in and the password-expiry notice", async () => {
    // The account list's answer is held: the inflow/outflow report must not wait for it.
    const bank = new ScriptedBank();
    const releaseAccounts = bank.pending("enquiryAccountList");
    await renderApp({ bank, initialState: "dashboard", initialSession: signedIn });
    await waitFor(() => expect(bank.names).toContain("inflowOutflowReport"));
    releaseAccounts();
    expect(await screen.findByText("Welcome, Asha Verma")).toBeInTheDocument();
    expect(screen.getByText("Your previous sign-in: 20/11/2026 at 09:15:00")).toBeInTheDocument();
    const notice = screen.getByRole("alert");
    expect(
      within(notice).getByText("Your password expires in 3 days. Please change it."),
    ).toBeInTheDocument();
    // The dashboard's calls start together (the session guard's configuration aside).
    expect(
      bank.names
        .filter((name) => name !== "configuration")
        .slice(0, 10)
        .sort(),
    ).toEqual([
      "accountGroupCrDr",
      "customerDetails",
      "customerId",
      "dashboardSummary",
      "dashboardWidgets",
      "enquiryAccountList",
      "favouriteTransactions",
      "inflowOutflowReport",
      "prevLogin",
      "serverDate",
    ]);
  });

  it("has the four menu groups; Funds Transfer lists its screens instead of a note", async () => {
    const user = userEvent.setup();
    await renderApp({ initialState: "dashboard", initialSession: signedIn });
    const nav = await screen.findByRole("navigation", { name: "Main menu" });
    for (const name of ["My Home", "My Accounts", "Funds Transfer", "My Services"]) {
      expect(within(nav).getByRole("button", { name })).toBeInTheDocument();
    }
    await user.click(within(nav).getByRole("button", { name: "Funds Transfer" }));
    expect(within(nav).getByRole("link", { name: "Manage beneficiaries" })).toBeVisible();
    expect(within(nav).queryByText("Coming soon")).not.toBeInTheDocument();
  });

  it("opens About me from My Services, with the relationship manager's masked mobile", async () => {
    const user = userEvent.setup();
    await renderApp({ initialState: "dashboard", initialSession: signedIn });
    const nav = await screen.findByRole("navigation", { name: "Main menu" });
    await user.click(within(nav).getByRole("button", { name: "My Services" }));
    await user.click(within(nav).getByRole("link", { name: "About me" }));
    const h1 = await screen.findByRole("heading", { level: 1, name: "About me" });
    await waitFor(() => expect(h1).toHaveFocus());
    expect(await screen.findByText("Rahul Mehta")).toBeInTheDocument();
    expect(screen.getByText("+91 xxxx xxx 345")).toBeInTheDocument();
    expect(screen.queryByText("9820012345")).not.toBeInTheDocument();
  });

  it("signs out through the feedback survey to the signed-out page", async () => {
    const user = userEvent.setup();
    const bank = new ScriptedBank().answer("feedbackQuestions", { questions: [], bands: [] });
    await renderApp({ bank, initialState: "dashboard", initialSession: signedIn });
    await user.click(await screen.findByRole("button", { name: "Sign out" }));
    expect(await screen.findByRole("heading", { level: 1, name: "Your feedback" })).toBeInTheDocument();
    expect(bank.calls("logout")).toHaveLength(0);
    await user.click(await screen.findByRole("button", { name: "Skip and sign out" }));
    expect(await screen.findByRole("heading", { level: 1, name: "You have signed out" })).toBeInTheDocument();
    expect(bank.calls("logout")).toHaveLength(1);
    await user.click(screen.getByRole("button", { name: "Sign in again" }));
    expect(await screen.findByRole("heading", { level: 1, name: "Sign in" })).toBeInTheDocument();
  });

  it("signs out with the active-session message on 409", async () => {
    const bank = new ScriptedBank().fail("prevLogin", { status: 409, code: "SESSION.SUPERSEDED" });
    await renderApp({ bank, initialState: "dashboard", initialSession: signedIn });
    // The dashboard's chunk loads first and the failure comes with its calls: allow for a busy machine.
    expect(
      await screen.findByRole("heading", { level: 1, name: "You have signed out" }, { timeout: 3000 }),
    ).toBeInTheDocument();
    expect(
      screen.getByText("One more active session detected. You have been signed out here."),
    ).toBeInTheDocument();
  });

  it("opens the service-response dialog on 500; Escape does not close it; OK goes to the dashboard", async () => {
    const user = userEvent.setup();
    const bank = new ScriptedBank().fail("customerId", { status: 500, code: "SERVER.ERROR" }, { once: true });
    await renderApp({ bank, initialState: "about", initialSession: signedIn });
    const dialog = await screen.findByRole("alertdialog", { name: "Service message" });
    await user.keyboard("{Escape}");
    expect(screen.getByRole("alertdialog", { name: "Service message" })).toBeInTheDocument();
    await user.click(within(dialog).getByRole("button", { name: "OK" }));
    expect(await screen.findByRole("heading", { level: 1, name: "Dashboard" })).toBeInTheDocument();
  });

  it("shows sign-in for a signed-in state without a session", async () => {
    await renderApp({ initialState: "dashboard" });
    expect(await screen.findByRole("heading", { level: 1, name: "Sign in" })).toBeInTheDocument();
  });
});
