import { virtual } from "@guidepup/virtual-screen-reader";
import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, test, vi } from "vitest";
import { LocaleProvider } from "./LocaleProvider";
import { Tabs, type TabItem } from "./Tabs";
import { readUntil } from "./testUtils";

afterEach(async () => {
  await virtual.stop();
  cleanup();
});

const english: TabItem[] = [
  { id: "details", label: "Details", content: <p>Savings account 1234</p> },
  { id: "nominee", label: "Nominee", content: <p>Asha Rao</p> },
  { id: "closed", label: "Closure", content: <p>Not available</p>, isDisabled: true },
  { id: "limits", label: "Limits", content: <p>Daily limit ₹2,00,000</p> },
];

const hindi: TabItem[] = [
  { id: "details", label: "विवरण", content: <p>बचत खाता 1234</p> },
  { id: "nominee", label: "नामिती", content: <p>आशा राव</p> },
];

const tab = (name: string) => screen.getByRole("tab", { name });

describe("Tabs", () => {
  test("a named tablist; the first tab is selected and its panel is named by it", () => {
    render(<Tabs label="Account" tabs={english} />);
    expect(screen.getByRole("tablist", { name: "Account" })).toBeInTheDocument();
    expect(tab("Details")).toHaveAttribute("aria-selected", "true");
    expect(tab("Nominee")).toHaveAttribute("aria-selected", "false");
    expect(screen.getByRole("tabpanel", { name: "Details" })).toHaveTextContent("Savings account 1234");
    expect(tab("Closure")).toHaveAttribute("aria-disabled", "true");
  });

  test("arrow keys move and select (automatic activation), skip a disabled tab; Home and End", async () => {
    const user = userEvent.setup();
    const onSelectionChange = vi.fn();
    render(<Tabs label="Account" tabs={english} onSelectionChange={onSelectionChange} />);
    await user.tab();
    expect(tab("Details")).toHaveFocus();
    await user.keyboard("{ArrowRight}");
    expect(tab("Nominee")).toHaveFocus();
    expect(tab("Nominee")).toHaveAttribute("aria-selected", "true");
    expect(onSelectionChange).toHaveBeenLastCalledWith("nominee");
    expect(screen.getByRole("tabpanel", { name: "Nominee" })).toHaveTextContent("Asha Rao");
    await user.keyboard("{ArrowRight}");
    expect(tab("Limits")).toHaveFocus();
    await user.keyboard("{Home}");
    expect(tab("Details")).toHaveAttribute("aria-selected", "true");
    await user.keyboard("{End}");
    expect(tab("Limits")).toHaveAttribute("aria-selected", "true");
    await user.keyboard("{ArrowLeft}");
    expect(tab("Nominee")).toHaveAttribute("aria-selected", "true");
  });

  test("Tab leaves the tablist for the panel; the selection is controllable", async () => {
    const user = userEvent.setup();
    render(<Tabs label="Account" tabs={english} selectedKey="limits" />);
    expect(tab("Limits")).toHaveAttribute("aria-selected", "true");
    await user.tab();
    expect(tab("Limits")).toHaveFocus();
    await user.tab();
    expect(screen.getByRole("tabpanel", { name: "Limits" })).toHaveFocus();
  });

  test("vertical tabs move with the up and down arrows", async () => {
    const user = userEvent.setup();
    render(<Tabs label="Account" tabs={english} orientation="vertical" />);
    expect(screen.getByRole("tablist")).toHaveAttribute("aria-orientation", "vertical");
    await user.tab();
    await user.keyboard("{ArrowDown}");
    expect(tab("Nominee")).toHaveAttribute("aria-selected", "true");
  });

  test("a screen reader hears the tablist, the selected tab and the panel (English)", async () => {
    const { container } = render(<Tabs label="Account" tabs={english} />);
    await virtual.start({ container });
    expect(await readUntil("tablist")).toBe("tablist, Account, orientated horizontally");
    expect(await readUntil("tab,")).toBe("tab, Details, selected, 1 control, position 1, set size 4");
    expect(await readUntil("tabpanel")).toBe("tabpanel, Details");
  });

  test("a screen reader hears the tablist and tabs in Hindi", async () => {
    const user = userEvent.setup();
    const { container } = render(
      <LocaleProvider locale="hi-IN">
        <Tabs label="खाता" tabs={hindi} />
      </LocaleProvider>,
    );
    await virtual.start({ container });
    expect(await readUntil("tablist")).toBe("tablist, खाता, orientated horizontally");
    await user.tab();
    await user.keyboard("{ArrowRight}");
    expect(tab("नामिती")).toHaveAttribute("aria-selected", "true");
    expect(await readUntil("tabpanel")).toBe("tabpanel, नामिती");
  });
});
