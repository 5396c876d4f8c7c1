import { afterEach, describe, expect, it } from "vitest";
import { cleanup, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderApp } from "../testing/renderApp";
import { SECURE_IMAGES } from "../testing/fixtures/auth";

afterEach(cleanup);

const noImage = { secureImageSet: false, customerType: "R" } as const;

/** The English names of the fixture images, in the order the bank lists them. */
const IMAGE_NAMES = [
  "Beach with a palm tree",
  "Snowy mountain",
  "Lotus",
  "Shopping trolley",
  "Cricket bat and ball",
  "Train",
];

describe("secure image and text set-up", () => {
  it("offers the images by category and validates the secure text", async () => {
    const user = userEvent.setup();
    const { bank } = await renderApp({ initialState: "configureSecureLoginAccess", initialSession: noImage });
    const travel = await screen.findByRole("group", { name: "Travel" });
    expect(within(travel).getByRole("radio", { name: "Beach with a palm tree" })).toBeInTheDocument();
    expect(screen.getByRole("group", { name: "Flowers" })).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Save" }));
    const alert = await screen.findByRole("alert");
    expect(within(alert).getByRole("link", { name: "Choose a secure image." })).toBeInTheDocument();
    expect(within(alert).getByRole("link", { name: "Enter a secure text." })).toBeInTheDocument();
    await user.click(within(travel).getByRole("radio", { name: "Snowy mountain" }));
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

describe("the secure image picker", () => {
  it("is one radio group, its categories named sub-groups, each picture one radio named once", async () => {
    await renderApp({ initialState: "configureSecureLoginAccess", initialSession: noImage });
    const picker = await screen.findByRole("radiogroup", { name: "Secure image" });
    expect(
      within(picker)
        .getAllByRole("radio")
        .map((radio) => radio.getAttribute("value")),
    ).toEqual(SECURE_IMAGES.map((image) => image.id));
    for (const name of ["Travel", "Flowers", "Shopping", "Sport", "Transport"]) {
      expect(within(picker).getByRole("group", { name })).toBeInTheDocument();
      expect(screen.queryByRole("radiogroup", { name })).not.toBeInTheDocument();
    }
    expect(within(picker).getAllByRole("radio", { name: "Lotus" })[0]?.closest('[role="group"]')).toBe(
      within(picker).getByRole("group", { name: "Flowers" }),
    );
    for (const name of IMAGE_NAMES) {
      // One radio, one visible name, and no picture that repeats the name.
      expect(within(picker).getAllByRole("radio", { name })).toHaveLength(1);
      expect(within(picker).getAllByText(name)).toHaveLength(1);
      expect(screen.queryAllByRole("img", { name })).toHaveLength(0);
    }
  });

  it("after a choice in one category, the keyboard reaches and chooses a picture in another", async () => {
    const user = userEvent.setup();
    await renderApp({ initialState: "configureSecureLoginAccess", initialSession: noImage });
    const beach = await screen.findByRole("radio", { name: "Beach with a palm tree" });
    // Tab into the group: nothing is chosen yet, so the first picture takes focus; Space chooses it.
    for (let i = 0; i < 40 && document.activeElement !== beach; i += 1) await user.tab();
    expect(beach).toHaveFocus();
    await user.keyboard(" ");
    expect(beach).toBeChecked();
    // The arrow keys go on past the end of Travel into Flowers.
    await user.keyboard("{ArrowRight}{ArrowRight}");
    const lotus = screen.getByRole("radio", { name: "Lotus" });
    expect(lotus).toHaveFocus();
    expect(lotus).toBeChecked();
    expect(beach).not.toBeChecked();
    await user.keyboard("{ArrowDown}{ArrowDown}");
    const cricket = screen.getByRole("radio", { name: "Cricket bat and ball" });
    expect(cricket).toHaveFocus();
    expect(cricket).toBeChecked();
    const picker = screen.getByRole("radiogroup", { name: "Secure image" });
    expect(within(picker).getAllByRole("radio", { checked: true })).toEqual([cricket]);
    // Leaving and coming back with Tab lands on the chosen picture: one stop for the whole choice.
    await user.tab();
    expect(screen.getByRole("textbox", { name: "Secure text" })).toHaveFocus();
    await user.tab({ shift: true });
    expect(cricket).toHaveFocus();
    expect(screen.getByText("Your choice: Cricket bat and ball")).toBeInTheDocument();
  });

  it("clicking a picture chooses it", async () => {
    const user = userEvent.setup();
    await renderApp({ initialState: "configureSecureLoginAccess", initialSession: noImage });
    const flowers = await screen.findByRole("group", { name: "Flowers" });
    const picture = await within(flowers).findByRole("presentation");
    expect(picture.tagName.toLowerCase()).toBe("svg");
    await user.click(picture);
    expect(within(flowers).getByRole("radio", { name: "Lotus" })).toBeChecked();
    expect(screen.getByText("Your choice: Lotus")).toBeInTheDocument();
  });
});
