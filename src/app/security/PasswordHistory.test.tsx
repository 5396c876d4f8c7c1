import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { cleanup, configure, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderApp } from "../testing/renderApp";
import { ScriptedBank } from "../testing/ScriptedBank";
import type { SessionFlags } from "../navigation/StateProvider";

// Each test types several passwords key by key; the shared test machine can be slow.
vi.setConfig({ testTimeout: 40_000 });
beforeAll(() => {
  configure({ asyncUtilTimeout: 8_000 });
});

afterEach(cleanup);

const signedIn: SessionFlags = { secureImageSet: true, customerType: "R" };
const field = (name: string) => screen.getByLabelText(name, { selector: "input" });

describe("a new password must not be one of the last five (password history)", () => {
  it("names the rule with the new password fields, in English and Hindi", async () => {
    await renderApp({
      bank: new ScriptedBank(),
      initialState: "scrtyInfo.view",
      initialSession: { ...signedIn, resetRequired: true, resetWhich: "both" },
    });
    await screen.findByRole("heading", { level: 2, name: "Change your login and transaction passwords" });
    expect(field("New login password")).toHaveAccessibleDescription(
      expect.stringContaining("It must not be one of your last 5 passwords."),
    );
    expect(field("New transaction password")).toHaveAccessibleDescription(
      expect.stringContaining("must not be one of your last 5 transaction passwords."),
    );
    cleanup();
    await renderApp({
      bank: new ScriptedBank(),
      lang: "hi",
      initialState: "scrtyInfo.view",
      initialSession: signedIn,
    });
    await screen.findByRole("heading", { level: 2, name: "अपना लॉगिन पासवर्ड बदलें" });
    expect(field("नया लॉगिन पासवर्ड")).toHaveAccessibleDescription(
      expect.stringContaining("यह आपके पिछले 5 पासवर्ड में से कोई नहीं होना चाहिए।"),
    );
  });

  it("the bank's refusal of a recent password is said in words, and the customer stays signed in", async () => {
    const bank = new ScriptedBank().fail("securityUpdatePwd", {
      status: 406,
      code: "PASSWORD_CHANGE.RECENTLY_USED",
      body: { status: 406, code: "PASSWORD_CHANGE.RECENTLY_USED", statusMsg: "recent", field: "pwd" },
    });
    const user = userEvent.setup();
    await renderApp({ bank, initialState: "scrtyInfo.view", initialSession: signedIn });
    await screen.findByRole("heading", { level: 2, name: "Change your login password" });
    await user.type(field("Current login password"), "Meera#2026");
    await user.type(field("New login password"), "Older#Pass1");
    await user.type(field("Confirm new login password"), "Older#Pass1");
    await user.click(screen.getByRole("button", { name: "Continue" }));
    const h2 = await screen.findByRole("heading", { level: 2, name: "Confirm with a one-time password" });
    await waitFor(() => expect(h2).toHaveFocus());
    await user.type(await screen.findByRole("textbox", { name: "One-time code" }), "123456");
    await user.click(screen.getByRole("button", { name: "Confirm" }));
    expect(
      await screen.findByText(
        "You have used this password recently. Choose a password that you have not used recently.",
      ),
    ).toBeInTheDocument();
    expect(bank.names).not.toContain("logout");
    expect(screen.getByRole("button", { name: "Back to the form" })).toBeInTheDocument();
  });
});
