import { virtual } from "@guidepup/virtual-screen-reader";
import { cleanup, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { afterEach, describe, expect, test, vi } from "vitest";
import { ComboBox, type ComboBoxProps } from "./ComboBox";
import { LocaleProvider } from "./LocaleProvider";
import type { SelectOption } from "./Select";
import { readUntil } from "./testUtils";

afterEach(async () => {
  await virtual.stop();
  cleanup();
});

const branches: SelectOption[] = [
  { id: "SBIN0000300", label: "Mumbai Main Branch", description: "SBIN0000300" },
  { id: "SBIN0001234", label: "Andheri East, Mumbai", description: "SBIN0001234" },
  { id: "SBIN0005678", label: "Connaught Place, New Delhi", description: "SBIN0005678" },
];

const english = {
  label: "Branch",
  buttonLabel: "Show branches",
  emptyText: "No branch matches",
  items: branches,
} satisfies ComboBoxProps;

const input = () => screen.getByRole("combobox", { name: "Branch" });

/** The app filters the items itself, as for a server search. */
function AppFiltered({
  onSelect,
  isLoading = false,
}: {
  onSelect?: (id: string | null) => void;
  isLoading?: boolean;
}) {
  const [text, setText] = useState("");
  const items = branches.filter((branch) => branch.label.toLowerCase().startsWith(text.toLowerCase()));
  return (
    <ComboBox
      {...english}
      items={items}
      inputValue={text}
      onInputChange={setText}
      isLoading={isLoading}
      loadingLabel="Searching branches"
      {...(onSelect ? { onSelectionChange: onSelect } : {})}
    />
  );
}

// user-event over a 42-cell grid or a popover takes about 1 s; a loaded CI machine needs headroom.
describe("ComboBox", { timeout: 20000 }, () => {
  test("the input is a combobox named by the label; the button is named by buttonLabel and the label", () => {
    render(<ComboBox {...english} id="branch" description="Type the branch name or city" />);
    expect(input()).toHaveAttribute("id", "branch");
    expect(input()).toHaveAttribute("aria-expanded", "false");
    expect(input()).toHaveAccessibleDescription("Type the branch name or city");
    expect(screen.getByRole("button", { name: "Show branches Branch" })).toHaveAttribute("tabindex", "-1");
  });

  test("with defaultFilter, typing filters by contains; ArrowDown and Enter commit an option", async () => {
    const user = userEvent.setup();
    const onSelectionChange = vi.fn();
    render(<ComboBox {...english} defaultFilter onSelectionChange={onSelectionChange} />);
    await user.tab();
    await user.keyboard("mumbai");
    const listbox = screen.getByRole("listbox");
    expect(
      within(listbox)
        .getAllByRole("option")
        .map((option) => option.textContent),
    ).toEqual(["Mumbai Main BranchSBIN0000300", "Andheri East, MumbaiSBIN0001234"]);
    await user.keyboard("{ArrowDown}{ArrowDown}");
    const andheri = screen.getByRole("option", { name: "Andheri East, Mumbai" });
    expect(input()).toHaveAttribute("aria-activedescendant", andheri.id);
    expect(input()).toHaveFocus();
    await user.keyboard("{Enter}");
    expect(onSelectionChange).toHaveBeenLastCalledWith("SBIN0001234");
    expect(input()).toHaveValue("Andheri East, Mumbai");
    await waitFor(() => expect(screen.queryByRole("listbox")).not.toBeInTheDocument());
  });

  test("without defaultFilter the app's items are shown as passed and typing is reported", async () => {
    const user = userEvent.setup();
    const onSelect = vi.fn();
    render(<AppFiltered onSelect={onSelect} />);
    await user.click(input());
    await user.keyboard("con");
    expect(screen.getAllByRole("option")).toHaveLength(1);
    await user.keyboard("{ArrowDown}{Enter}");
    expect(onSelect).toHaveBeenLastCalledWith("SBIN0005678");
  });

  test("the empty text is shown when nothing matches", async () => {
    const user = userEvent.setup();
    render(<ComboBox {...english} defaultFilter />);
    await user.click(input());
    await user.keyboard("zzz");
    expect(within(screen.getByRole("listbox")).getByText("No branch matches")).toBeInTheDocument();
    expect(screen.queryAllByRole("option", { name: /Mumbai/ })).toHaveLength(0);
  });

  test("the button shows all suggestions; Escape closes the list and keeps focus in the input", async () => {
    const user = userEvent.setup();
    render(<ComboBox {...english} defaultFilter />);
    await user.click(screen.getByRole("button", { name: "Show branches Branch" }));
    expect(screen.getAllByRole("option")).toHaveLength(3);
    expect(input()).toHaveAttribute("aria-expanded", "true");
    await user.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("listbox")).not.toBeInTheDocument());
    await waitFor(() => expect(input()).toHaveFocus());
  });

  test("ArrowDown opens the list from the keyboard", async () => {
    const user = userEvent.setup();
    render(<ComboBox {...english} defaultFilter />);
    await user.tab();
    await user.keyboard("{ArrowDown}");
    expect(screen.getAllByRole("option")).toHaveLength(3);
    expect(input()).toHaveAttribute(
      "aria-activedescendant",
      screen.getByRole("option", { name: "Mumbai Main Branch" }).id,
    );
  });

  test("while loading, the status says the loading label politely and the list says it too", async () => {
    const user = userEvent.setup();
    const { rerender } = render(<AppFiltered />);
    expect(screen.getByRole("status")).toBeEmptyDOMElement();
    rerender(<AppFiltered isLoading />);
    expect(screen.getByRole("status")).toHaveTextContent("Searching branches");
    await user.click(input());
    await user.keyboard("xyz");
    expect(within(screen.getByRole("listbox")).getByText("Searching branches")).toBeInTheDocument();
    expect(screen.getByRole("status")).not.toHaveAttribute("aria-hidden");
  });

  test("the app's error is linked to the input", () => {
    render(<ComboBox {...english} errorMessage="Choose a branch from the list" isRequired />);
    expect(input()).toHaveAttribute("aria-invalid", "true");
    expect(input()).toHaveAttribute("aria-required", "true");
    expect(input()).toHaveAccessibleDescription("Choose a branch from the list");
  });

  test("disabled: neither the input nor the button can be used", () => {
    render(<ComboBox {...english} isDisabled />);
    expect(input()).toBeDisabled();
    expect(screen.getByRole("button", { name: "Show branches Branch" })).toBeDisabled();
  });

  test("a screen reader hears the English label, description and error", async () => {
    const { container } = render(
      <ComboBox
        {...english}
        description="Type the branch name"
        errorMessage="Choose a branch from the list"
      />,
    );
    await virtual.start({ container });
    expect(await readUntil("combobox")).toBe(
      "combobox, Branch, Type the branch name Choose a branch from the list, has popup listbox, not expanded, autocomplete in list, invalid",
    );
  });

  test("a screen reader hears the Hindi label, options and empty text", async () => {
    const user = userEvent.setup();
    const hindiBranches: SelectOption[] = [
      { id: "b1", label: "मुंबई मुख्य शाखा", description: "SBIN0000300" },
      { id: "b2", label: "नई दिल्ली शाखा", description: "SBIN0005678" },
    ];
    const { container } = render(
      <LocaleProvider locale="hi-IN">
        <ComboBox
          label="शाखा"
          buttonLabel="शाखाएँ दिखाएँ"
          emptyText="कोई शाखा नहीं मिली"
          items={hindiBranches}
          defaultFilter
          description="शाखा का नाम लिखें"
        />
      </LocaleProvider>,
    );
    await virtual.start({ container });
    expect(await readUntil("combobox")).toContain("combobox, शाखा, शाखा का नाम लिखें");
    expect(await readUntil("button")).toContain("शाखाएँ दिखाएँ शाखा");
    await user.click(screen.getByRole("combobox", { name: "शाखा" }));
    await user.keyboard("मुंबई");
    expect(screen.getByRole("option", { name: "मुंबई मुख्य शाखा" })).toHaveAccessibleDescription("SBIN0000300");
    await user.keyboard("x");
    expect(screen.getByText("कोई शाखा नहीं मिली")).toBeInTheDocument();
  });
});
