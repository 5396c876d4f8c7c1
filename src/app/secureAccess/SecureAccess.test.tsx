import { afterEach, describe, expect, it } from "vitest";
import { cleanup, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderApp } from "../testing/renderApp";

afterEach(cleanup);

const noImage = { secureImageSet: false, customerType: "R" } as const;

describe("secure image and text set-up", () => {
  it("offers the images by category and validates the secure text", async () => {
    const user = userEvent.setup();
    const { bank } = await renderApp({ initialState: "configureSecureLoginAccess", initialSession: noImage });
    const travel = await screen.findByRole("radiogroup", { name: "Travel" });
    expect(within(travel).getByRole("radio", { name: "Beach with palm trees" })).toBeInTheDocument();
    expect(screen.getByRole("radiogroup", { name: "Flowers" })).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Save" }));
    const alert = await screen.findByRole("alert");
    expect(within(alert).getByRole("link", { name: "Choose a secure image." })).toBeInTheDocument();
    expect(within(alert).getByRole("link", { name: "Enter a secure text." })).toBeInTheDocument();
    await user.click(within(travel).getByRole("radio", { name: "Snowy mountains" }));
    await user.type(screen.getByRole("textbox", { name: "Secure text" }), "ab!");
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(
      await screen.findByRole("link", { name: "The secure text can only contain letters, digits, _ and -." }),
    ).toBeInTheDocument();
    expect(bank.calls("configureSecureLoginAccess")).toEqual([]);
  });

  it("saves and opens the dashboard with a success message", async () => {
    const user = userEvent.setup();
    const { bank } = await renderApp({ initialState: "configureSecureLoginAccess", initialSession: noImage });
    await user.click(await screen.findByRole("radio", { name: "Lotus" }));
    await user.type(screen.getByRole("textbox", { name: "Secure text" }), "Blue-Lotus_7");
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByRole("heading", { level: 1, name: "Dashboard" })).toBeInTheDocument();
    expect(screen.getByText("Your secure image and text are saved.")).toBeInTheDocument();
    expect(bank.calls("configureSecureLoginAccess")).toEqual([
      { imageId: "lotus_2", secureText: "Blue-Lotus_7" },
    ]);
  });
});
