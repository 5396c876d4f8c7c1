import { virtual } from "@guidepup/virtual-screen-reader";
import { cleanup, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { afterEach, describe, expect, test, vi } from "vitest";
import { LocaleProvider } from "./LocaleProvider";
import { Select, type SelectOption } from "./Select";
import { readUntil } from "./testUtils";

afterEach(async () => {
  await virtual.stop();
  cleanup();
});

const accounts: SelectOption[] = [
  { id: "sb", label: "Savings account", description: "XXXX 4321" },
  { id: "ca", label: "Current account", description: "XXXX 9876" },
  { id: "od", label: "Overdraft account" },
];

const hindiAccounts: SelectOption[] = [
  { id: "sb", label: "बचत खाता", description: "XXXX 4321" },
  { id: "ca", label: "चालू खाता", description: "XXXX 9876" },
];

function Controlled({ onChange }: { onChange?: (id: string | null) => void }) {
  const [selected, setSelected] = useState<string | null>(null);
  return (
    <Select
      label="Pay from"
      placeholder="Choose an account"
      options={accounts}
      selectedKey={selected}
      onSelectionChange={(id) => {
        setSelected(id);
        onChange?.(id);
      }}
    />
  );
}

// user-event over a 42-cell grid or a popover takes about 1 s; a loaded CI machine needs headroom.
describe("Select", { timeout: 20000 }, () => {
  test("a hidden label still names the button, for screen readers only", () => {
    render(<Select label="Category of row 2" isLabelHidden placeholder="Choose" options={accounts} />);
    expect(screen.getByRole("button", { name: /Category of row 2/ })).toBeInTheDocument();
    expect(screen.getByText("Category of row 2")).toHaveClass("ui-visually-hidden");
  });

  test("the button is named by the placeholder and the label, then by the selected label", () => {
    const { rerender } = render(
      <Select label="Pay from" placeholder="Choose an account" options={accounts} selectedKey={null} />,
    );
    expect(screen.getByRole("button", { name: "Choose an account Pay from" })).toHaveAttribute(
      "aria-haspopup",
      "listbox",
    );
    rerender(<Select label="Pay from" placeholder="Choose an account" options={accounts} selectedKey="ca" />);
    expect(screen.getByRole("button", { name: "Current account Pay from" })).toHaveAttribute(
      "aria-expanded",
      "false",
    );
  });

  test.each(["{Enter}", " ", "{ArrowDown}"])(
    "%s opens the list; arrows move, Enter picks and focus returns",
    async (key) => {
      const user = userEvent.setup();
      const onChange = vi.fn();
      render(<Controlled onChange={onChange} />);
      await user.tab();
      await user.keyboard(key);
      const listbox = screen.getByRole("listbox", { name: "Pay from" });
      expect(within(listbox).getAllByRole("option")).toHaveLength(3);
      expect(within(listbox).getByRole("option", { name: "Savings account" })).toHaveFocus();
      await user.keyboard("{ArrowDown}");
      expect(within(listbox).getByRole("option", { name: "Current account" })).toHaveFocus();
      await user.keyboard("{Enter}");
      expect(onChange).toHaveBeenLastCalledWith("ca");
      await waitFor(() => expect(screen.queryByRole("listbox")).not.toBeInTheDocument());
      await waitFor(() =>
        expect(screen.getByRole("button", { name: "Current account Pay from" })).toHaveFocus(),
      );
    },
  );

  test("type-ahead moves to the matching option; End and Home jump; Escape closes without choosing", async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Controlled onChange={onChange} />);
    await user.tab();
    await user.keyboard("{Enter}");
    await user.keyboard("ov");
    expect(screen.getByRole("option", { name: "Overdraft account" })).toHaveFocus();
    await user.keyboard("{Home}");
    expect(screen.getByRole("option", { name: "Savings account" })).toHaveFocus();
    await user.keyboard("{End}");
    expect(screen.getByRole("option", { name: "Overdraft account" })).toHaveFocus();
    await user.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("listbox")).not.toBeInTheDocument());
    await waitFor(() =>
      expect(screen.getByRole("button", { name: "Choose an account Pay from" })).toHaveFocus(),
    );
    expect(onChange).not.toHaveBeenCalled();
  });

  test("option descriptions are linked; the selected option is marked", async () => {
    const user = userEvent.setup();
    render(
      <Select label="Pay from" placeholder="Choose an account" options={accounts} defaultSelectedKey="sb" />,
    );
    await user.click(screen.getByRole("button", { name: "Savings account Pay from" }));
    const savings = screen.getByRole("option", { name: "Savings account" });
    expect(savings).toHaveAccessibleDescription("XXXX 4321");
    expect(savings).toHaveAttribute("aria-selected", "true");
  });

  test("sections are groups named by their title", async () => {
    const user = userEvent.setup();
    render(
      <Select
        label="Payee"
        placeholder="Choose a payee"
        options={[
          { id: "own", title: "Own accounts", options: [accounts[0] as SelectOption] },
          { id: "others", title: "Other payees", options: [{ id: "p1", label: "Asha Rao" }] },
        ]}
      />,
    );
    await user.click(screen.getByRole("button", { name: "Choose a payee Payee" }));
    const group = screen.getByRole("group", { name: "Other payees" });
    expect(within(group).getByRole("option", { name: "Asha Rao" })).toBeInTheDocument();
  });

  test("the error and description are linked, the id lands on the button", () => {
    render(
      <Select
        id="from-account"
        label="Pay from"
        description="Money leaves this account"
        errorMessage="Choose the account to pay from"
        placeholder="Choose an account"
        options={accounts}
        isRequired
      />,
    );
    const button = screen.getByRole("button", { name: "Choose an account Pay from" });
    expect(button).toHaveAttribute("id", "from-account");
    expect(button).toHaveAccessibleDescription("Money leaves this account Choose the account to pay from");
  });

  test("disabled: the button cannot be used", () => {
    render(<Select label="Pay from" placeholder="Choose an account" options={accounts} isDisabled />);
    expect(screen.getByRole("button", { name: "Choose an account Pay from" })).toBeDisabled();
  });

  test("a screen reader hears label, value and error in English", async () => {
    const { container } = render(
      <Select
        label="Pay from"
        placeholder="Choose an account"
        options={accounts}
        selectedKey="sb"
        errorMessage="This account is frozen"
      />,
    );
    await virtual.start({ container });
    expect(await readUntil("button")).toBe(
      "button, Savings account Pay from, This account is frozen, not expanded, has popup listbox",
    );
  });

  test("a screen reader hears the Hindi placeholder, label, options and the chosen value", async () => {
    const user = userEvent.setup();
    function Hindi() {
      const [selected, setSelected] = useState<string | null>(null);
      return (
        <LocaleProvider locale="hi-IN">
          <Select
            label="किस खाते से"
            placeholder="खाता चुनें"
            options={hindiAccounts}
            selectedKey={selected}
            onSelectionChange={setSelected}
          />
        </LocaleProvider>
      );
    }
    const { container } = render(<Hindi />);
    await virtual.start({ container });
    expect(await readUntil("button")).toContain("खाता चुनें किस खाते से");
    await user.tab();
    await user.keyboard("{ArrowDown}");
    expect(screen.getByRole("option", { name: "चालू खाता" })).toHaveAccessibleDescription("XXXX 9876");
    await user.keyboard("{ArrowDown}{Enter}");
    await waitFor(() => expect(screen.getByRole("button", { name: "चालू खाता किस खाते से" })).toHaveFocus());
  });
});
