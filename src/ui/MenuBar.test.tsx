import { virtual } from "@guidepup/virtual-screen-reader";
import { act, cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, test, vi } from "vitest";
import { LocaleProvider } from "./LocaleProvider";
import { MENUBAR_COLLAPSE_QUERY, MenuBar, type MenuBarGroup } from "./MenuBar";
import { readUntil } from "./testUtils";

afterEach(async () => {
  await virtual.stop();
  cleanup();
  vi.unstubAllGlobals();
});

/** jsdom has no matchMedia: a stub where the collapse query matches, as at 320 px. */
function narrowScreen() {
  const matchMedia = vi.fn((query: string) => ({
    matches: query === MENUBAR_COLLAPSE_QUERY,
    media: query,
    addEventListener: vi.fn(),
    removeEventListener: vi.fn(),
  }));
  vi.stubGlobal("matchMedia", matchMedia);
  return matchMedia;
}

function groups(onAction = vi.fn()): MenuBarGroup[] {
  return [
    {
      id: "accounts",
      label: "Accounts",
      items: [
        { id: "acnList", label: "Account summary", isCurrent: true, onAction: () => onAction("acnList") },
        { id: "statement", label: "Account statement", onAction: () => onAction("statement") },
        { id: "cheque", label: "Cheque status", onAction: () => onAction("cheque") },
      ],
    },
    {
      id: "transfers",
      label: "Transfers",
      items: [{ id: "neft", label: "NEFT / RTGS", onAction: () => onAction("neft") }],
    },
    { id: "deposits", label: "Deposits", items: [], emptyLabel: "No services available yet" },
  ];
}

const trigger = (name: string) => screen.getByRole("button", { name });

describe("MenuBar", () => {
  test("is a navigation landmark with collapsed group buttons", () => {
    render(<MenuBar label="Main menu" groups={groups()} />);
    expect(screen.getByRole("navigation", { name: "Main menu" })).toBeInTheDocument();
    for (const name of ["Accounts", "Transfers", "Deposits"]) {
      expect(trigger(name)).toHaveAttribute("aria-expanded", "false");
    }
    expect(screen.queryByRole("link")).not.toBeInTheDocument();
  });

  test("Enter opens a group; its links are reachable with Tab; the current one is marked", async () => {
    const user = userEvent.setup();
    render(<MenuBar label="Main menu" groups={groups()} />);
    await user.tab();
    await user.keyboard("{Enter}");
    expect(trigger("Accounts")).toHaveAttribute("aria-expanded", "true");
    expect(trigger("Accounts")).toHaveAttribute("aria-controls");
    await user.tab();
    const current = screen.getByRole("link", { name: "Account summary" });
    expect(current).toHaveFocus();
    expect(current).toHaveAttribute("aria-current", "page");
    expect(screen.getByRole("link", { name: "Account statement" })).not.toHaveAttribute("aria-current");
  });

  test("ArrowDown opens and enters, arrows move, Escape closes and returns to the button", async () => {
    const user = userEvent.setup();
    render(<MenuBar label="Main menu" groups={groups()} />);
    await user.tab();
    await user.keyboard("{ArrowDown}");
    expect(screen.getByRole("link", { name: "Account summary" })).toHaveFocus();
    await user.keyboard("{ArrowDown}");
    expect(screen.getByRole("link", { name: "Account statement" })).toHaveFocus();
    await user.keyboard("{End}");
    expect(screen.getByRole("link", { name: "Cheque status" })).toHaveFocus();
    await user.keyboard("{ArrowDown}");
    expect(screen.getByRole("link", { name: "Account summary" })).toHaveFocus();
    await user.keyboard("{ArrowUp}");
    expect(screen.getByRole("link", { name: "Cheque status" })).toHaveFocus();
    await user.keyboard("{Escape}");
    expect(trigger("Accounts")).toHaveFocus();
    expect(trigger("Accounts")).toHaveAttribute("aria-expanded", "false");
  });

  test("Enter on a link runs its action and closes the group", async () => {
    const user = userEvent.setup();
    const onAction = vi.fn();
    render(<MenuBar label="Main menu" groups={groups(onAction)} />);
    await user.tab();
    await user.tab();
    await user.keyboard("{ArrowUp}");
    expect(screen.getByRole("link", { name: "NEFT / RTGS" })).toHaveFocus();
    await user.keyboard("{Enter}");
    expect(onAction).toHaveBeenCalledWith("neft");
    expect(trigger("Transfers")).toHaveAttribute("aria-expanded", "false");
  });

  test("opening a group closes the other; a click outside closes it", async () => {
    const user = userEvent.setup();
    render(
      <>
        <MenuBar label="Main menu" groups={groups()} />
        <button type="button">Elsewhere</button>
      </>,
    );
    await user.click(trigger("Accounts"));
    await user.click(trigger("Transfers"));
    expect(trigger("Accounts")).toHaveAttribute("aria-expanded", "false");
    expect(trigger("Transfers")).toHaveAttribute("aria-expanded", "true");
    await user.click(screen.getByRole("button", { name: "Elsewhere" }));
    expect(trigger("Transfers")).toHaveAttribute("aria-expanded", "false");
  });

  test("a group without items shows its note, not a dead link", async () => {
    const user = userEvent.setup();
    render(<MenuBar label="Main menu" groups={groups()} />);
    await user.click(trigger("Deposits"));
    expect(screen.getByText("No services available yet")).toBeVisible();
    expect(screen.queryByRole("link")).not.toBeInTheDocument();
  });

  test("a screen reader hears the landmark, the collapsed groups and the current page", async () => {
    const user = userEvent.setup();
    const { container } = render(<MenuBar label="Hauptmenü" groups={groups()} />);
    await virtual.start({ container });
    expect(await readUntil("navigation")).toBe("navigation, Hauptmenü");
    expect(await readUntil("button")).toBe("button, Accounts, 1 control, not expanded");
    await user.click(trigger("Accounts"));
    await virtual.previous();
    await virtual.next();
    expect(await virtual.lastSpokenPhrase()).toBe("button, Accounts, 1 control, expanded");
    expect(await readUntil("link")).toBe("link, Account summary, current page");
  });

  describe("collapsed on narrow screens", () => {
    test("where the collapse query cannot be evaluated (jsdom) the bar shows its groups and no Menu button", () => {
      render(<MenuBar label="Main menu" collapsedLabel="Menu" groups={groups()} />);
      expect(screen.queryByRole("button", { name: "Menu" })).not.toBeInTheDocument();
      expect(trigger("Accounts")).toBeVisible();
    });

    test("turning the phone or enlarging the text switches between the bar and the Menu button", () => {
      const listeners: (() => void)[] = [];
      let matches = false;
      vi.stubGlobal(
        "matchMedia",
        vi.fn((query: string) => ({
          get matches() {
            return matches;
          },
          media: query,
          addEventListener: (_: string, listener: () => void) => listeners.push(listener),
          removeEventListener: vi.fn(),
        })),
      );
      render(<MenuBar label="Main menu" collapsedLabel="Menu" groups={groups()} />);
      expect(trigger("Accounts")).toBeVisible();
      matches = true;
      act(() => listeners.forEach((listener) => listener()));
      expect(screen.getByRole("button", { name: "Menu" })).toHaveAttribute("aria-expanded", "false");
      expect(screen.queryByRole("button", { name: "Accounts" })).not.toBeInTheDocument();
      matches = false;
      act(() => listeners.forEach((listener) => listener()));
      expect(screen.queryByRole("button", { name: "Menu" })).not.toBeInTheDocument();
      expect(trigger("Accounts")).toBeVisible();
    });

    test("one Menu button replaces the bar; it shows the groups as a list", async () => {
      const matchMedia = narrowScreen();
      const user = userEvent.setup();
      render(<MenuBar label="Main menu" collapsedLabel="Menu" groups={groups()} />);
      expect(matchMedia).toHaveBeenCalledWith("(max-width: 48em)");
      const menu = screen.getByRole("button", { name: "Menu" });
      expect(menu).toHaveAttribute("aria-expanded", "false");
      expect(screen.queryByRole("button", { name: "Accounts" })).not.toBeInTheDocument();
      await user.tab();
      expect(menu).toHaveFocus();
      await user.keyboard("{Enter}");
      expect(menu).toHaveAttribute("aria-expanded", "true");
      const list = document.getElementById(menu.getAttribute("aria-controls") ?? "");
      expect(list).toContainElement(trigger("Accounts"));
      expect(screen.getAllByRole("listitem")).toHaveLength(3);
      await user.keyboard(" ");
      expect(menu).toHaveAttribute("aria-expanded", "false");
      expect(screen.queryByRole("button", { name: "Accounts" })).not.toBeInTheDocument();
    });

    test("the groups keep their keys inside; the current page is marked; choosing one closes the menu", async () => {
      narrowScreen();
      const user = userEvent.setup();
      const onAction = vi.fn();
      render(<MenuBar label="Main menu" collapsedLabel="Menu" groups={groups(onAction)} />);
      await user.tab();
      await user.keyboard("{Enter}");
      await user.tab();
      expect(trigger("Accounts")).toHaveFocus();
      await user.keyboard("{ArrowDown}");
      const current = screen.getByRole("link", { name: "Account summary" });
      expect(current).toHaveFocus();
      expect(current).toHaveAttribute("aria-current", "page");
      expect(trigger("Accounts")).toHaveAttribute("aria-expanded", "true");
      await user.keyboard("{ArrowDown}{Enter}");
      expect(onAction).toHaveBeenCalledWith("statement");
      expect(screen.getByRole("button", { name: "Menu" })).toHaveAttribute("aria-expanded", "false");
    });

    test("Escape closes the open group, then the menu, and returns focus to the Menu button", async () => {
      narrowScreen();
      const user = userEvent.setup();
      render(<MenuBar label="Main menu" collapsedLabel="Menu" groups={groups()} />);
      await user.tab();
      await user.keyboard("{Enter}");
      await user.tab();
      await user.keyboard("{ArrowDown}{Escape}");
      expect(trigger("Accounts")).toHaveFocus();
      expect(trigger("Accounts")).toHaveAttribute("aria-expanded", "false");
      await user.keyboard("{Escape}");
      const menu = screen.getByRole("button", { name: "Menu" });
      expect(menu).toHaveFocus();
      expect(menu).toHaveAttribute("aria-expanded", "false");
    });

    test("a screen reader hears the landmark, the Menu button and its state in Hindi", async () => {
      narrowScreen();
      const user = userEvent.setup();
      const { container } = render(
        <LocaleProvider locale="hi-IN">
          <MenuBar
            label="मुख्य मेनू"
            collapsedLabel="मेनू"
            groups={[
              {
                id: "accounts",
                label: "खाते",
                items: [{ id: "acnList", label: "खाता सारांश", isCurrent: true }],
              },
            ]}
          />
        </LocaleProvider>,
      );
      await virtual.start({ container });
      expect(await readUntil("navigation")).toBe("navigation, मुख्य मेनू");
      expect(await readUntil("button")).toBe("button, मेनू, 1 control, not expanded");
      await user.click(screen.getByRole("button", { name: "मेनू" }));
      await user.click(screen.getByRole("button", { name: "खाते" }));
      expect(await readUntil("link")).toBe("link, खाता सारांश, current page");
      expect(await virtual.spokenPhraseLog()).toContain("button, खाते, 1 control, expanded");
    });
  });
});
