import { virtual } from "@guidepup/virtual-screen-reader";
import { cleanup, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, test, vi } from "vitest";
import { LocaleProvider } from "./LocaleProvider";
import { Menu, type MenuAction } from "./Menu";
import { readUntil } from "./testUtils";

afterEach(async () => {
  await virtual.stop();
  cleanup();
});

const actions: MenuAction[] = [
  { id: "fraud", label: "Mark as fraud", description: "Blocks the card at once" },
  { id: "category", label: "Change category" },
  { id: "dispute", label: "Raise a dispute", isDisabled: true },
  { id: "receipt", label: "Download receipt" },
];

// While the menu is open React Aria hides the rest of the page (aria-hidden), trigger included.
const trigger = () => screen.getByRole("button", { name: "Actions", hidden: true });
const item = (name: string) => screen.getByRole("menuitem", { name });

describe("Menu", () => {
  test("the trigger is a collapsed menu button", () => {
    render(<Menu label="Actions" items={actions} onAction={vi.fn()} />);
    expect(trigger()).toHaveAttribute("aria-haspopup", "true");
    expect(trigger()).toHaveAttribute("aria-expanded", "false");
    expect(screen.queryByRole("menu")).not.toBeInTheDocument();
  });

  test("Enter opens on the first item; arrows skip the disabled one; Enter acts and focus returns", async () => {
    const user = userEvent.setup();
    const onAction = vi.fn();
    render(<Menu label="Actions" items={actions} onAction={onAction} />);
    await user.tab();
    await user.keyboard("{Enter}");
    expect(screen.getByRole("menu", { name: "Actions" })).toBeInTheDocument();
    expect(trigger()).toHaveAttribute("aria-expanded", "true");
    expect(item("Mark as fraud")).toHaveFocus();
    expect(item("Mark as fraud")).toHaveAccessibleDescription("Blocks the card at once");
    await user.keyboard("{ArrowDown}");
    expect(item("Change category")).toHaveFocus();
    await user.keyboard("{ArrowDown}");
    expect(item("Download receipt")).toHaveFocus();
    expect(item("Raise a dispute")).toHaveAttribute("aria-disabled", "true");
    await user.keyboard("{ArrowUp}");
    await user.keyboard("{Enter}");
    expect(onAction).toHaveBeenCalledWith("category");
    expect(screen.queryByRole("menu")).not.toBeInTheDocument();
    await waitFor(() => expect(trigger()).toHaveFocus());
  });

  test("ArrowDown opens; type-ahead jumps; Escape closes and returns focus to the trigger", async () => {
    const user = userEvent.setup();
    const onAction = vi.fn();
    render(<Menu label="Actions" items={actions} onAction={onAction} />);
    await user.tab();
    await user.keyboard("{ArrowDown}");
    expect(item("Mark as fraud")).toHaveFocus();
    await user.keyboard("d");
    expect(item("Download receipt")).toHaveFocus();
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("menu")).not.toBeInTheDocument();
    await waitFor(() => expect(trigger()).toHaveFocus());
    expect(onAction).not.toHaveBeenCalled();
  });

  test("sections are named groups with their headers", async () => {
    const user = userEvent.setup();
    render(
      <Menu
        label="Actions"
        onAction={vi.fn()}
        sections={[
          { id: "safety", title: "Safety", items: [actions[0] as MenuAction] },
          { id: "records", title: "Records", items: [actions[3] as MenuAction] },
        ]}
      />,
    );
    await user.click(trigger());
    expect(screen.getByRole("group", { name: "Safety" })).toContainElement(item("Mark as fraud"));
    expect(screen.getByRole("group", { name: "Records" })).toContainElement(item("Download receipt"));
  });

  test("a screen reader hears the menu button and the items (English)", async () => {
    const user = userEvent.setup();
    render(<Menu label="Actions" items={actions} onAction={vi.fn()} />);
    // The menu opens in a popover at the end of the body, outside the render container.
    await virtual.start({ container: document.body });
    expect(await readUntil("button")).toBe("button, Actions, not expanded, has popup menu");
    await user.tab();
    await user.keyboard("{Enter}");
    expect(await virtual.spokenPhraseLog()).toContain("menu, Actions, orientated vertically");
    expect(await virtual.lastSpokenPhrase()).toBe(
      "menuitem, Mark as fraud, Blocks the card at once, position 1, set size 4",
    );
  });

  test("a screen reader hears the menu in Hindi", async () => {
    const user = userEvent.setup();
    const onAction = vi.fn();
    render(
      <LocaleProvider locale="hi-IN">
        <Menu
          label="कार्रवाई"
          items={[
            { id: "fraud", label: "धोखाधड़ी के रूप में चिह्नित करें" },
            { id: "category", label: "श्रेणी बदलें" },
          ]}
          onAction={onAction}
        />
      </LocaleProvider>,
    );
    await virtual.start({ container: document.body });
    expect(await readUntil("button")).toBe("button, कार्रवाई, not expanded, has popup menu");
    await user.tab();
    await user.keyboard("{ArrowDown}");
    expect(await virtual.spokenPhraseLog()).toContain("menu, कार्रवाई, orientated vertically");
    await user.keyboard("{ArrowDown}");
    expect(await virtual.lastSpokenPhrase()).toBe("menuitem, श्रेणी बदलें, position 2, set size 2");
    // Stopped first: the reader would otherwise chase the popover's nodes as they are removed.
    await virtual.stop();
    await user.keyboard("{Enter}");
    expect(onAction).toHaveBeenCalledWith("category");
    await waitFor(() => expect(screen.getByRole("button", { name: "कार्रवाई" })).toHaveFocus());
  });
});
