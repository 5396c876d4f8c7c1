import { virtual } from "@guidepup/virtual-screen-reader";
import { cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, test, vi } from "vitest";
import { Calendar } from "./Calendar";
import { LocaleProvider } from "./LocaleProvider";

afterEach(async () => {
  await virtual.stop();
  cleanup();
});

describe("Calendar on its own", () => {
  test("a named grid: arrows move by day, Enter picks, days outside min/max are unavailable", async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(
      <LocaleProvider locale="en-IN">
        <Calendar
          label="Payment date"
          previousLabel="Previous month"
          nextLabel="Next month"
          defaultValue="2026-11-20"
          minValue="2026-11-10"
          maxValue="2026-11-25"
          onChange={onChange}
        />
      </LocaleProvider>,
    );
    const grid = screen.getByRole("grid");
    expect(screen.getByRole("application", { name: /Payment date/ })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Previous month" })).toBeInTheDocument();
    const selected = within(grid).getByRole("button", { name: /(^|\s)20 November 2026/ });
    selected.focus();
    await user.keyboard("{ArrowRight}{ArrowRight}{Enter}");
    expect(onChange).toHaveBeenLastCalledWith("2026-11-22");
    expect(within(grid).getByRole("button", { name: /(^|\s)9 November 2026/ })).toHaveAttribute(
      "aria-disabled",
      "true",
    );
    expect(within(grid).getByRole("button", { name: /(^|\s)26 November 2026/ })).toHaveAttribute(
      "aria-disabled",
      "true",
    );
  });

  test("in Hindi the month buttons and the selected date are spoken in Hindi", async () => {
    const { container } = render(
      <LocaleProvider locale="hi-IN">
        <Calendar
          label="भुगतान की तारीख"
          previousLabel="पिछला महीना"
          nextLabel="अगला महीना"
          defaultValue="2026-11-20"
        />
      </LocaleProvider>,
    );
    expect(screen.getByRole("button", { name: "पिछला महीना" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "अगला महीना" })).toBeInTheDocument();
    await virtual.start({ container });
    for (let i = 0; i < 8; i++) await virtual.next();
    const spoken = (await virtual.spokenPhraseLog()).join(" | ");
    expect(spoken).toContain("भुगतान की तारीख");
    expect(spoken).toMatch(/नवंबर 2026/);
  });
});
