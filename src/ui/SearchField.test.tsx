import { virtual } from "@guidepup/virtual-screen-reader";
import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, test, vi } from "vitest";
import { LocaleProvider } from "./LocaleProvider";
import { SearchField } from "./SearchField";
import { readUntil } from "./testUtils";

afterEach(async () => {
  await virtual.stop();
  cleanup();
});

const searchbox = (name = "Search payees") => screen.getByRole("searchbox", { name });

describe("SearchField", () => {
  test("is a searchbox named by its label, with a hint", () => {
    render(
      <SearchField label="Search payees" description="Name, account or IFSC" clearLabel="Clear search" />,
    );
    expect(searchbox()).toHaveAttribute("type", "search");
    expect(searchbox()).toHaveAccessibleDescription("Name, account or IFSC");
  });

  test("Enter submits the text", async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(<SearchField label="Search payees" clearLabel="Clear search" onSubmit={onSubmit} />);
    await user.tab();
    expect(searchbox()).toHaveFocus();
    await user.keyboard("Ravi{Enter}");
    expect(onSubmit).toHaveBeenCalledWith("Ravi");
  });

  test("Escape clears the text and keeps focus", async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    const onClear = vi.fn();
    render(
      <SearchField label="Search payees" clearLabel="Clear search" onChange={onChange} onClear={onClear} />,
    );
    await user.tab();
    await user.keyboard("SBIN0001234");
    expect(searchbox()).toHaveValue("SBIN0001234");
    await user.keyboard("{Escape}");
    expect(searchbox()).toHaveValue("");
    expect(searchbox()).toHaveFocus();
    expect(onChange).toHaveBeenLastCalledWith("");
    expect(onClear).toHaveBeenCalledTimes(1);
  });

  test("the clear button is named by clearLabel and empties the field", async () => {
    const user = userEvent.setup();
    render(<SearchField label="Search payees" clearLabel="Clear search" defaultValue="Asha" />);
    const clear = screen.getByRole("button", { name: "Clear search" });
    await user.click(clear);
    expect(searchbox()).toHaveValue("");
    expect(searchbox()).toHaveFocus();
  });

  test("a disabled field cannot be cleared", async () => {
    const user = userEvent.setup();
    render(<SearchField label="Search payees" clearLabel="Clear search" defaultValue="Ravi" isDisabled />);
    expect(searchbox()).toBeDisabled();
    await user.keyboard("{Escape}");
    expect(searchbox()).toHaveValue("Ravi");
  });

  test("an error message makes it invalid and describes it; id lands on the input", () => {
    render(
      <SearchField
        id="payee-search"
        label="Search payees"
        clearLabel="Clear search"
        errorMessage="Enter at least 3 characters"
      />,
    );
    expect(searchbox()).toHaveAttribute("id", "payee-search");
    expect(searchbox()).toHaveAttribute("aria-invalid", "true");
    expect(searchbox()).toHaveAccessibleDescription("Enter at least 3 characters");
  });

  test("a screen reader hears the searchbox and the clear button in English", async () => {
    const { container } = render(
      <SearchField label="Search payees" clearLabel="Clear search" defaultValue="Ravi" />,
    );
    await virtual.start({ container });
    expect(await readUntil("searchbox")).toBe("searchbox, Search payees, Ravi");
    expect(await readUntil("button")).toBe("button, Clear search");
  });

  test("a screen reader hears the searchbox, its error and the clear button in Hindi", async () => {
    const { container } = render(
      <LocaleProvider locale="hi-IN">
        <SearchField
          label="लाभार्थी खोजें"
          clearLabel="खोज साफ़ करें"
          defaultValue="रवि"
          errorMessage="कम से कम 3 अक्षर दर्ज करें"
        />
      </LocaleProvider>,
    );
    await virtual.start({ container });
    expect(await readUntil("searchbox")).toBe("searchbox, लाभार्थी खोजें, रवि, कम से कम 3 अक्षर दर्ज करें, invalid");
    expect(await readUntil("button")).toBe("button, खोज साफ़ करें");
  });
});
