import { cleanup, configure, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { renderApp } from "../testing/renderApp";
import { ScriptedBank, type ScriptedFailure } from "../testing/ScriptedBank";

const FAKE_OTP = "123456";
const FAKE_TXN_PASSWORD = "Txn@12345";
const SENDING = "Sending the one-time code…";
const COMPLETING = "Completing your request…";

beforeAll(async () => {
  // The machine is shared: give the lazy screens and queries time to settle.
  configure({ asyncUtilTimeout: 8_000 });
  await import("../secureAccess/SecureImageChangeScreen");
}, 30_000);

afterEach(cleanup);

const signedIn = { secureImageSet: true, customerType: "R" } as const;

/** A call the bank could not answer: the service-response dialog of the catalogue (spec 000 section 8). */
const SERVER_ERROR: ScriptedFailure = { status: 500, code: "SERVER.ERROR" };

/** The secure image change (a flow of the shared runner) up to its code step. */
async function toCodeStep(bank: ScriptedBank) {
  const user = userEvent.setup();
  await renderApp({ bank, initialState: "scrtyInfo.secureImage", initialSession: signedIn });
  await user.click(await screen.findByRole("radio", { name: "Lotus" }));
  await user.type(screen.getByRole("textbox", { name: /Secure text/ }), "New_text-1");
  await user.click(screen.getByRole("button", { name: "Continue" }));
  await user.type(await screen.findByLabelText(/Transaction password/), FAKE_TXN_PASSWORD);
  await user.click(screen.getByRole("button", { name: "Confirm" }));
  await screen.findByRole("heading", { level: 1, name: /One-time code \(step 3 of 4\)/ });
  return user;
}

async function enterCode(user: ReturnType<typeof userEvent.setup>) {
  await user.type(await screen.findByRole("textbox", { name: /One-time code/ }), FAKE_OTP);
  await user.click(screen.getByRole("button", { name: "Confirm" }));
}

describe("the code step's busy status shows only while a call is under way", { timeout: 60_000 }, () => {
  it("says 'Sending the one-time code…' while the code is asked for, and no longer once it is sent", async () => {
    const bank = new ScriptedBank();
    const release = bank.pending("generateOtp");
    await toCodeStep(bank);
    expect(await screen.findByRole("progressbar", { name: SENDING })).toBeInTheDocument();
    release();
    expect(await screen.findByRole("textbox", { name: /One-time code/ })).toBeInTheDocument();
    expect(screen.queryByRole("progressbar", { name: SENDING })).not.toBeInTheDocument();
  });

  it("a code that could not be sent ends the status, says why and offers to try again", async () => {
    const bank = new ScriptedBank().fail(
      "generateOtp",
      { status: 429, code: "REQUEST.RATE_LIMITED" },
      { once: true },
    );
    const user = await toCodeStep(bank);
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("Too many requests. Please wait a moment and try again.");
    expect(screen.queryByRole("progressbar")).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Cancel" })).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("textbox", { name: /One-time code/ })).toBeInTheDocument();
    expect(bank.calls("generateOtp")).toHaveLength(2);
  });

  it("a code request the bank could not answer leaves the dialog and no busy status", async () => {
    const bank = new ScriptedBank().fail("generateOtp", SERVER_ERROR);
    await toCodeStep(bank);
    expect(await screen.findByRole("alertdialog")).toBeInTheDocument();
    // Under the dialog (hidden from the accessibility tree while it is open).
    expect(screen.getByRole("alert", { hidden: true })).toHaveTextContent(
      "The one-time code could not be sent.",
    );
    expect(screen.queryByRole("progressbar", { name: SENDING, hidden: true })).not.toBeInTheDocument();
  });

  it("after the code: the completion's status while the final call runs, none once it failed", async () => {
    const bank = new ScriptedBank().fail("setUserSecurityInfo", SERVER_ERROR);
    const release = bank.pending("setUserSecurityInfo");
    const user = await toCodeStep(bank);
    await enterCode(user);
    expect(await screen.findByRole("progressbar", { name: COMPLETING })).toBeInTheDocument();
    // No code is being sent now.
    expect(screen.queryByRole("progressbar", { name: SENDING })).not.toBeInTheDocument();
    release();
    const dialog = await screen.findByRole("alertdialog");
    expect(within(dialog).getByRole("button")).toBeInTheDocument();
    // Under the dialog (hidden from the accessibility tree while it is open): no status, the way out.
    await waitFor(() => expect(screen.queryByRole("progressbar", { hidden: true })).not.toBeInTheDocument());
    expect(screen.getByRole("button", { name: "Cancel", hidden: true })).toBeInTheDocument();
  });
});

describe(
  "a refusal of a field of the form goes back to the form (the shared runner)",
  { timeout: 60_000 },
  () => {
    it("shows the refusal on the form with the values kept, not on the code step", async () => {
      const refusal = {
        status: 406,
        code: "SECURE_TEXT.INVALID",
        body: { status: 406, code: "SECURE_TEXT.INVALID", statusMsg: "invalid", field: "secText" },
      };
      const bank = new ScriptedBank().fail("setUserSecurityInfo", refusal);
      const user = await toCodeStep(bank);
      await enterCode(user);
      await screen.findByRole("heading", { level: 1, name: /Details \(step 1 of 4\)/ });
      const summary = await screen.findByRole("alert");
      expect(
        within(summary).getByRole("link", {
          name: "The secure text is not valid. Use 4 to 20 letters, digits, _ or -.",
        }),
      ).toBeInTheDocument();
      expect(screen.getByRole("radio", { name: "Lotus" })).toBeChecked();
      expect(screen.getByRole("textbox", { name: /Secure text/ })).toHaveValue("New_text-1");
      expect(screen.queryByRole("button", { name: "Try again" })).not.toBeInTheDocument();
      expect(screen.queryByRole("progressbar")).not.toBeInTheDocument();
    });
  },
);
