import { cleanup, configure, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { renderApp } from "../testing/renderApp";
import { ScriptedBank } from "../testing/ScriptedBank";
import { completed, scriptTransfers } from "../transfers/transferTestData";

const signedIn = { secureImageSet: true, customerType: "R" } as const;
type User = ReturnType<typeof userEvent.setup>;

beforeAll(async () => {
  configure({ asyncUtilTimeout: 8_000 });
  await import("../transfers/TransferScreens");
}, 30_000);

afterEach(cleanup);

const heading = (name: RegExp) => screen.findByRole("heading", { level: 1, name });

async function choose(user: User, field: RegExp, option: RegExp) {
  await user.click(await screen.findByRole("button", { name: field }));
  await user.click(await screen.findByRole("option", { name: option }));
}

async function fromMenu(user: User, group: string, item: string) {
  const menu = screen.getByRole("navigation", { name: "Main menu" });
  await user.click(within(menu).getByRole("button", { name: group }));
  await user.click(within(menu).getByRole("link", { name: item }));
}

describe("a state change to the screen already shown", { timeout: 60_000 }, () => {
  it("starts the screen afresh with focus on its h1 (the own-account transfer chosen again from its success page)", async () => {
    const user = userEvent.setup();
    const bank = scriptTransfers(new ScriptedBank()).answer("fundsTransferWithinBank", completed());
    await renderApp({ bank, initialState: "ownFd.ownAcnTransfer", initialSession: signedIn });
    await heading(/Own-account transfer/);
    await choose(user, /Pay from/, /Salary/);
    await choose(user, /Pay into/, /Business/);
    await user.type(screen.getByRole("textbox", { name: /Amount in rupees/ }), "1500");
    await user.click(screen.getByRole("button", { name: "Continue" }));
    await heading(/Confirm \(step 2 of 3\)/);
    await user.type(await screen.findByLabelText(/Transaction password/), "Txn@12345");
    await user.click(screen.getByRole("button", { name: "Confirm" }));
    expect(await heading(/Done \(step 3 of 3\)/)).toHaveFocus();

    await fromMenu(user, "Funds Transfer", "Own-account transfer");

    const start = await heading(/Details \(step 1 of 3\)/);
    expect(start).toHaveFocus();
    expect(screen.getByRole("textbox", { name: /Amount in rupees/ })).toHaveValue("");
    expect(screen.queryByText("FT1000000042")).toBeNull();
  });

  it("gives the h1 focus when a screen without a flow is chosen again from the menu", async () => {
    const user = userEvent.setup();
    await renderApp({ bank: new ScriptedBank(), initialState: "about", initialSession: signedIn });
    await heading(/^About me$/);

    await fromMenu(user, "My Services", "About me");

    expect(await heading(/^About me$/)).toHaveFocus();
  });
});
