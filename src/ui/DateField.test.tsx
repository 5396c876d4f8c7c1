import { virtual } from "@guidepup/virtual-screen-reader";
import { cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { afterEach, describe, expect, test, vi } from "vitest";
import { DateField, dayMonthYearLocale, parseIsoDate, toIsoDate } from "./DateField";
import { formatDisplayDate } from "../domain/dates/AppDate";
import { LocaleProvider } from "./LocaleProvider";
import { readUntil } from "./testUtils";

afterEach(async () => {
  await virtual.stop();
  cleanup();
});

const segments = () => screen.getAllByRole("spinbutton");

describe("ISO conversion", () => {
  test("parses and formats yyyy-mm-dd", () => {
    const date = parseIsoDate("2026-11-05");
    expect(date?.day).toBe(5);
    expect(date?.month).toBe(11);
    expect(toIsoDate(date)).toBe("2026-11-05");
  });

  test.each(["", "05/11/2026", "2026-13-01", "2026-02-30", null, undefined])("%j is no date", (raw) => {
    expect(parseIsoDate(raw)).toBeNull();
  });

  test("null stays null", () => {
    expect(toIsoDate(null)).toBeNull();
  });
});

describe("what the field shows is the app's short date of the language", () => {
  test.each([
    ["en-IN", "en"],
    ["de-DE", "de"],
    ["hi-IN", "hi"],
  ] as const)(
    "in %s the field reads as formatDisplayDate writes it, so a hint built from it matches",
    (locale, language) => {
      const { container } = render(
        <LocaleProvider locale={locale}>
          <DateField label="Date" value="2026-10-01" />
        </LocaleProvider>,
      );
      const shown = container.querySelector(".ui-date-input")?.textContent ?? "";
      // React Aria wraps the segments in direction marks; they are not part of what is read.
      expect(shown.replace(/[\u200e\u200f\u2066-\u2069]/g, "")).toBe(
        formatDisplayDate("2026-10-01", language),
      );
    },
  );
});

describe("dayMonthYearLocale", () => {
  test.each([
    ["en-IN", "en-IN"],
    ["de-DE", "de-DE"],
    ["hi-IN", "hi-IN"],
    ["en-US", "en-IN"],
    ["ja-JP", "en-IN"],
  ])("%s gives %s", (locale, expected) => {
    expect(dayMonthYearLocale(locale)).toBe(expected);
  });
});

// user-event over a 42-cell grid or a popover takes about 1 s; a loaded CI machine needs headroom.
describe("DateField", { timeout: 20000 }, () => {
  test.each([
    ["en-IN", "Date of birth", ["day, Date of birth", "month, Date of birth", "year, Date of birth"], "/"],
    ["de-DE", "Geburtsdatum", ["Tag, Geburtsdatum", "Monat, Geburtsdatum", "Jahr, Geburtsdatum"], "."],
    ["hi-IN", "जन्म तिथि", ["दिन, जन्म तिथि", "माह, जन्म तिथि", "वर्ष, जन्म तिथि"], "/"],
    ["en-US", "Date of birth", ["day, Date of birth", "month, Date of birth", "year, Date of birth"], "/"],
  ])(
    "in %s the segments are named and ordered day, month, year with two-digit day and month",
    (locale, label, names, separator) => {
      const { container } = render(
        <LocaleProvider locale={locale}>
          <DateField label={label} value="2026-03-05" />
        </LocaleProvider>,
      );
      expect(segments()).toHaveLength(3);
      segments().forEach((segment, index) => expect(segment).toHaveAccessibleName(names[index]));
      expect(segments().map((segment) => segment.textContent)).toEqual(["05", "03", "2026"]);
      expect(screen.getByRole("group", { name: label }).textContent).toBe(`05${separator}03${separator}2026`);
      expect(container.querySelector("input[type=hidden]")).toHaveValue("2026-03-05");
    },
  );

  test("typing 05 11 2026 gives 2026-11-05", async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<DateField label="Transfer date" onChange={onChange} />);
    await user.tab();
    expect(segments()[0]).toHaveFocus();
    await user.keyboard("05112026");
    expect(onChange).toHaveBeenLastCalledWith("2026-11-05");
    expect(segments().map((segment) => segment.textContent)).toEqual(["05", "11", "2026"]);
  });

  test("Tab and arrows move between the segments, ArrowUp and ArrowDown change a value", async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<DateField label="Transfer date" defaultValue="2026-11-05" onChange={onChange} />);
    await user.tab();
    await user.keyboard("{ArrowRight}");
    expect(segments()[1]).toHaveFocus();
    await user.keyboard("{ArrowUp}");
    expect(onChange).toHaveBeenLastCalledWith("2026-12-05");
    await user.tab();
    expect(segments()[2]).toHaveFocus();
    await user.keyboard("{ArrowLeft}{ArrowLeft}");
    expect(segments()[0]).toHaveFocus();
    await user.keyboard("{ArrowDown}");
    expect(onChange).toHaveBeenLastCalledWith("2026-12-04");
  });

  test("a date before minValue is reported and the app's error is linked to every segment", async () => {
    const user = userEvent.setup();
    function Form() {
      const [value, setValue] = useState<string | null>(null);
      const tooEarly = value !== null && value < "2026-11-01";
      return (
        <DateField
          label="Transfer date"
          description="Today or later"
          minValue="2026-11-01"
          value={value}
          onChange={setValue}
          {...(tooEarly ? { errorMessage: "Choose today or a later date" } : {})}
        />
      );
    }
    render(<Form />);
    await user.tab();
    await user.keyboard("30102026");
    for (const segment of segments()) {
      expect(segment).toHaveAttribute("aria-invalid", "true");
      expect(segment).toHaveAccessibleDescription(
        expect.stringContaining("Today or later Choose today or a later date"),
      );
    }
    await user.keyboard("{ArrowLeft}{ArrowUp}");
    expect(segments()[1]).toHaveTextContent("11");
    expect(segments()[0]).not.toHaveAttribute("aria-invalid");
    expect(screen.queryByText("Choose today or a later date")).not.toBeInTheDocument();
  });

  test("the id lands on the group of segments (an error summary link focuses the first segment)", () => {
    render(<DateField label="Transfer date" id="transfer-date" isRequired />);
    const group = screen.getByRole("group", { name: "Transfer date" });
    expect(group).toHaveAttribute("id", "transfer-date");
    expect(within(group).getAllByRole("spinbutton")[0]).toHaveAttribute("aria-required", "true");
  });

  test("disabled segments cannot be focused", async () => {
    const user = userEvent.setup();
    render(<DateField label="Transfer date" value="2026-11-05" isDisabled />);
    await user.tab();
    expect(document.body).toHaveFocus();
    expect(segments()[0]).toHaveAttribute("aria-disabled", "true");
  });

  test("a screen reader hears label, segment name and value, and the error (English)", async () => {
    const { container } = render(
      <DateField label="Transfer date" value="2026-11-05" errorMessage="Choose a working day" />,
    );
    await virtual.start({ container });
    const day = await readUntil("spinbutton");
    expect(day).toContain("day, Transfer date");
    expect(day).toContain("05");
    expect(day).toContain("Choose a working day");
    expect(day).toContain("invalid");
    await readUntil("spinbutton, month, Transfer date");
    expect(await virtual.lastSpokenPhrase()).toContain("November");
  });

  test("a screen reader hears the Hindi segment names and the Hindi error", async () => {
    const { container } = render(
      <LocaleProvider locale="hi-IN">
        <DateField label="स्थानांतरण तिथि" value="2026-11-05" errorMessage="कार्य दिवस चुनें" />
      </LocaleProvider>,
    );
    await virtual.start({ container });
    const day = await readUntil("spinbutton");
    expect(day).toContain("दिन, स्थानांतरण तिथि");
    expect(day).toContain("कार्य दिवस चुनें");
    await readUntil("spinbutton, माह, स्थानांतरण तिथि");
    expect(await virtual.lastSpokenPhrase()).toContain("नवंबर");
  });
});
