import { virtual } from "@guidepup/virtual-screen-reader";
import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, test, vi } from "vitest";
import { MenuBar, type MenuBarGroup } from "./MenuBar";
import { readUntil } from "./testUtils";

afterEach(async () => {
  await virtual.stop();
  cleanup();
});

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
});
