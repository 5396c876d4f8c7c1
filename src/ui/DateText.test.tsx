import { readFileSync } from "node:fs";
import { join } from "node:path";
import { virtual } from "@guidepup/virtual-screen-reader";
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, test } from "vitest";
import { DateText, speakableDate } from "./DateText";
import { LocaleProvider } from "./LocaleProvider";
import { readUntil } from "./testUtils";

afterEach(async () => {
  await virtual.stop();
  cleanup();
});

describe("speakableDate", () => {
  test.each([
    ["en", "5 November 2026"],
    ["de", "5. November 2026"],
    ["hi", "5 नवंबर 2026"],
  ] as const)("in %s it is %j", (language, text) => {
    expect(speakableDate("2026-11-05", language)).toBe(text);
  });
});

describe("DateText", () => {
  test("shows dd/MM/yyyy in a time element with the ISO value", () => {
    const { container } = render(<DateText value="2026-11-05" />);
    const time = container.querySelector("time");
    expect(time).toHaveAttribute("datetime", "2026-11-05");
    expect(screen.getByText("05/11/2026")).toHaveAttribute("aria-hidden", "true");
  });

  test("German shows the German short date 05.11.2026, Hindi the slashes of hi-IN; the date never wraps", () => {
    const { container } = render(
      <>
        <LocaleProvider locale="de-DE">
          <DateText value="2026-11-05" />
        </LocaleProvider>
        <LocaleProvider locale="hi-IN">
          <DateText value="2026-11-24" />
        </LocaleProvider>
      </>,
    );
    expect(screen.getByText("05.11.2026")).toHaveAttribute("aria-hidden", "true");
    expect(screen.getByText("24/11/2026")).toHaveAttribute("aria-hidden", "true");
    for (const time of container.querySelectorAll("time")) expect(time).toHaveClass("ui-date-text");
    expect(readFileSync(join(process.cwd(), "src/ui/DateText.css"), "utf8")).toMatch(
      /\.ui-date-text\s*\{[^}]*white-space:\s*nowrap/,
    );
  });

  test("a date-time also shows its time", () => {
    const { container } = render(<DateText value="2026-11-05T14:30:00+05:30" language="en" />);
    expect(container.querySelector("time")).toHaveAttribute("datetime", "2026-11-05T14:30:00+05:30");
    expect(screen.getByText("05/11/2026 14:30")).toBeInTheDocument();
    expect(screen.getByText("5 November 2026 14:30")).toBeInTheDocument();
  });

  test("text that is not a real date is shown as it came", () => {
    render(<DateText value="2026-02-30" />);
    expect(screen.getByText("2026-02-30")).toBeInTheDocument();
  });

  test("a screen reader hears the long form in English", async () => {
    const { container } = render(
      <p>
        Due on <DateText value="2026-11-05" />
      </p>,
    );
    await virtual.start({ container });
    expect(await readUntil("5 ")).toBe("5 November 2026");
    const log = await virtual.spokenPhraseLog();
    expect(log.join(" ")).not.toContain("05/11/2026");
  });

  test("a screen reader hears the long form in Hindi (language from the locale)", async () => {
    const { container } = render(
      <LocaleProvider locale="hi-IN">
        <DateText value="2026-11-05" />
      </LocaleProvider>,
    );
    await virtual.start({ container });
    expect(await readUntil("5 ")).toBe("5 नवंबर 2026");
  });

  test("the language prop wins over the locale", async () => {
    render(
      <LocaleProvider locale="hi-IN">
        <DateText value="2026-11-05" language="de" />
      </LocaleProvider>,
    );
    expect(screen.getByText("5. November 2026")).toBeInTheDocument();
  });
});
