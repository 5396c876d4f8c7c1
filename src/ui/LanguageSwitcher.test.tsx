import { virtual } from "@guidepup/virtual-screen-reader";
import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState, type ReactElement } from "react";
import { afterEach, describe, expect, test, vi } from "vitest";
import { LanguageSwitcher, type LanguageCode } from "./LanguageSwitcher";
import { readUntil } from "./testUtils";
import { LocaleProvider } from "./LocaleProvider";

afterEach(async () => {
  await virtual.stop();
  cleanup();
});

const options = [
  { value: "en", label: "English", lang: "en" },
  { value: "de", label: "Deutsch", lang: "de" },
  { value: "hi", label: "हिन्दी", lang: "hi" },
] as const;

function Switcher({ onChange }: { onChange?: (value: LanguageCode) => void }) {
  const [value, setValue] = useState<LanguageCode>("en");
  return (
    <LanguageSwitcher
      label="Language"
      value={value}
      options={options}
      onChange={(next) => {
        setValue(next);
        onChange?.(next);
      }}
    />
  );
}

describe("LanguageSwitcher", () => {
  test("is a group named by its label; each option is named in its own language", () => {
    render(<Switcher />);
    expect(screen.getByRole("radiogroup", { name: "Language" })).toBeInTheDocument();
    expect(screen.getByRole("radio", { name: "English" })).toHaveAttribute("aria-checked", "true");
    expect(screen.getByRole("radio", { name: "Deutsch" })).toHaveAttribute("lang", "de");
    expect(screen.getByRole("radio", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
  });

  test("arrow keys only move focus; Enter or Space switches the language", async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Switcher onChange={onChange} />);
    await user.tab();
    expect(screen.getByRole("radio", { name: "English" })).toHaveFocus();
    await user.keyboard("{ArrowRight}");
    expect(screen.getByRole("radio", { name: "Deutsch" })).toHaveFocus();
    expect(onChange).not.toHaveBeenCalled();
    await user.keyboard("{ArrowRight}");
    await user.keyboard("{Enter}");
    expect(onChange).toHaveBeenLastCalledWith("hi");
    expect(screen.getByRole("radio", { name: "हिन्दी" })).toHaveAttribute("aria-checked", "true");
    await user.keyboard("{ArrowLeft} ");
    expect(onChange).toHaveBeenLastCalledWith("de");
  });

  test("choosing the current language again changes nothing", async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Switcher onChange={onChange} />);
    await user.click(screen.getByRole("radio", { name: "English" }));
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByRole("radio", { name: "English" })).toHaveAttribute("aria-checked", "true");
  });

  test("a screen reader hears the group and which language is chosen", async () => {
    const { container } = render(<Switcher />);
    await virtual.start({ container });
    expect(await readUntil("radiogroup")).toBe("radiogroup, Language, orientated horizontally");
    expect(await readUntil("radio,")).toBe("radio, English, checked, position 1, set size 3");
    await virtual.next();
    expect(await readUntil("radio,")).toBe("radio, Deutsch, not checked, position 2, set size 3");
    await virtual.next();
    expect(await readUntil("radio,")).toBe("radio, हिन्दी, not checked, position 3, set size 3");
  });
});

/** Renders `ui` under `locale` and returns what the virtual screen reader says, reading on `steps` times. */
async function hear(ui: ReactElement, locale: string, steps: number): Promise<string[]> {
  const { container } = render(<LocaleProvider locale={locale}>{ui}</LocaleProvider>);
  await virtual.start({ container });
  for (let step = 0; step < steps; step++) await virtual.next();
  return virtual.spokenPhraseLog();
}

describe("LanguageSwitcher with a screen reader, in English and Hindi", () => {
  test.each([
    ["English", "en-IN", "Language", "en", "English", 1],
    ["Hindi", "hi-IN", "भाषा", "hi", "हिन्दी", 3],
  ] as const)(
    "in %s each option is read in its own language",
    async (_, locale, label, value, current, position) => {
      const log = await hear(
        <LanguageSwitcher label={label} value={value} options={options} onChange={() => undefined} />,
        locale,
        5,
      );
      expect(log).toContain(`radiogroup, ${label}, orientated horizontally`);
      expect(log).toContain(`radio, ${current}, checked, position ${position}, set size 3`);
      expect(log).toContain("radio, Deutsch, not checked, position 2, set size 3");
      expect(screen.getByRole("radio", { name: "हिन्दी" })).toHaveAttribute("lang", "hi");
      expect(screen.getByRole("radio", { name: "English" })).toHaveAttribute("lang", "en");
    },
  );
});
