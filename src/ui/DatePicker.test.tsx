import { virtual } from "@guidepup/virtual-screen-reader";
import { cleanup, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, test, vi } from "vitest";
import { DatePicker, type DatePickerProps } from "./DatePicker";
import { LocaleProvider } from "./LocaleProvider";
import { readUntil } from "./testUtils";

afterEach(async () => {
  await virtual.stop();
  cleanup();
});

const english: DatePickerProps = {
  label: "Transfer date",
  calendarLabel: "Choose from calendar",
  previousLabel: "Previous month",
  nextLabel: "Next month",
};

const hindi: DatePickerProps = {
  label: "स्थानांतरण तिथि",
  calendarLabel: "कैलेंडर से चुनें",
  previousLabel: "पिछला महीना",
  nextLabel: "अगला महीना",
};

const calendarButton = () => screen.getByRole("button", { name: "Choose from calendar Transfer date" });

// user-event over a 42-cell grid or a popover takes about 1 s; a loaded CI machine needs headroom.
describe("DatePicker", { timeout: 20000 }, () => {
  test("the segments are day, month, year and the calendar button is named by calendarLabel and the field", () => {
    render(<DatePicker {...english} value="2026-11-05" />);
    const group = screen.getByRole("group", { name: "Transfer date" });
    expect(
      within(group)
        .getAllByRole("spinbutton")
        .map((segment) => segment.textContent),
    ).toEqual(["05", "11", "2026"]);
    expect(within(group).getAllByRole("spinbutton")[0]).toHaveAccessibleName("day, Transfer date");
    expect(calendarButton()).toHaveAttribute("aria-expanded", "false");
  });

  test("the button opens a calendar: heading with month and year, named month buttons, the selected day focused", async () => {
    const user = userEvent.setup();
    render(<DatePicker {...english} value="2026-11-05" />);
    await user.click(calendarButton());
    const dialog = screen.getByRole("dialog", { name: "Choose from calendar Transfer date" });
    expect(within(dialog).getByRole("grid", { name: "November 2026" })).toBeInTheDocument();
    expect(within(dialog).getByRole("heading", { name: "November 2026", hidden: true })).toBeInTheDocument();
    expect(within(dialog).getByRole("button", { name: "Previous month" })).toBeInTheDocument();
    expect(within(dialog).getByRole("button", { name: "Next month" })).toBeInTheDocument();
    expect(within(dialog).getByRole("button", { name: "Thursday, 5 November 2026 selected" })).toHaveFocus();
  });

  test("days before minValue and after maxValue are unavailable", async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(
      <DatePicker
        {...english}
        value="2026-11-05"
        minValue="2026-11-03"
        maxValue="2026-11-20"
        onChange={onChange}
      />,
    );
    await user.click(calendarButton());
    const dialog = screen.getByRole("dialog");
    expect(within(dialog).getByRole("button", { name: "Monday, 2 November 2026" })).toHaveAttribute(
      "aria-disabled",
      "true",
    );
    expect(within(dialog).getByRole("button", { name: "Saturday, 21 November 2026" })).toHaveAttribute(
      "aria-disabled",
      "true",
    );
    expect(within(dialog).getByRole("button", { name: /Tuesday, 3 November 2026/ })).not.toHaveAttribute(
      "aria-disabled",
    );
    expect(within(dialog).getByRole("button", { name: "Previous month" })).toBeDisabled();
    await user.click(within(dialog).getByRole("button", { name: "Monday, 2 November 2026" }));
    expect(onChange).not.toHaveBeenCalled();
  });

  test("keyboard: Alt+ArrowDown opens, arrows move by day, Enter picks and closes", async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<DatePicker {...english} defaultValue="2026-11-05" onChange={onChange} />);
    await user.tab();
    expect(screen.getAllByRole("spinbutton")[0]).toHaveFocus();
    await user.keyboard("{Alt>}{ArrowDown}{/Alt}");
    expect(screen.getByRole("dialog")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Thursday, 5 November 2026 selected" })).toHaveFocus();
    await user.keyboard("{ArrowRight}{ArrowDown}");
    expect(screen.getByRole("button", { name: "Friday, 13 November 2026" })).toHaveFocus();
    await user.keyboard("{Enter}");
    expect(onChange).toHaveBeenLastCalledWith("2026-11-13");
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(screen.getAllByRole("spinbutton").map((segment) => segment.textContent)).toEqual([
      "13",
      "11",
      "2026",
    ]);
  });

  test("the next-month button pages the calendar", async () => {
    const user = userEvent.setup();
    render(<DatePicker {...english} value="2026-11-05" />);
    await user.click(calendarButton());
    await user.click(screen.getByRole("button", { name: "Next month" }));
    expect(screen.getByRole("grid", { name: "December 2026" })).toBeInTheDocument();
  });

  test("Escape closes the calendar and focus returns to the button", async () => {
    const user = userEvent.setup();
    render(<DatePicker {...english} value="2026-11-05" />);
    await user.tab();
    await user.tab();
    await user.tab();
    await user.tab();
    expect(calendarButton()).toHaveFocus();
    await user.keyboard("{Enter}");
    expect(screen.getByRole("dialog")).toBeInTheDocument();
    await user.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    await waitFor(() => expect(calendarButton()).toHaveFocus());
    expect(calendarButton()).toHaveAttribute("aria-expanded", "false");
  });

  test("the app's error is linked and the id lands on the segments", () => {
    render(
      <DatePicker
        {...english}
        id="transfer-date"
        value="2026-10-01"
        errorMessage="Choose today or a later date"
      />,
    );
    const segments = within(document.getElementById("transfer-date") as HTMLElement).getAllByRole(
      "spinbutton",
    );
    expect(segments).toHaveLength(3);
    expect(segments[0]).toHaveAttribute("aria-invalid", "true");
    expect(segments[0]).toHaveAccessibleDescription(expect.stringContaining("Choose today or a later date"));
  });

  test("disabled: the calendar button cannot be used", () => {
    render(<DatePicker {...english} value="2026-11-05" isDisabled />);
    expect(calendarButton()).toBeDisabled();
  });

  test("a screen reader hears the Hindi field, button and calendar", async () => {
    const user = userEvent.setup();
    const { container } = render(
      <LocaleProvider locale="hi-IN">
        <DatePicker {...hindi} value="2026-11-05" errorMessage="कार्य दिवस चुनें" />
      </LocaleProvider>,
    );
    await virtual.start({ container });
    expect(await readUntil("spinbutton")).toContain("दिन, स्थानांतरण तिथि");
    expect(await readUntil("button")).toContain("कैलेंडर से चुनें स्थानांतरण तिथि");
    await user.click(screen.getByRole("button", { name: "कैलेंडर से चुनें स्थानांतरण तिथि" }));
    const dialog = screen.getByRole("dialog");
    expect(within(dialog).getByRole("button", { name: "पिछला महीना" })).toBeInTheDocument();
    expect(within(dialog).getByRole("grid", { name: "नवंबर 2026" })).toBeInTheDocument();
  });

  test("a screen reader hears the English field, error and button", async () => {
    const { container } = render(
      <DatePicker {...english} value="2026-11-05" errorMessage="Choose a working day" />,
    );
    await virtual.start({ container });
    const day = await readUntil("spinbutton");
    expect(day).toContain("day, Transfer date");
    expect(day).toContain("Choose a working day");
    expect(await readUntil("button")).toContain("Choose from calendar Transfer date");
  });
});
