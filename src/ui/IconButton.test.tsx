import { virtual } from "@guidepup/virtual-screen-reader";
import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ReactElement } from "react";
import { afterEach, describe, expect, test, vi } from "vitest";
import { IconButton } from "./IconButton";
import { LocaleProvider } from "./LocaleProvider";

afterEach(async () => {
  await virtual.stop();
  cleanup();
});

describe("IconButton", () => {
  test("is named by its label, not its icon, and pressed with the keyboard", async () => {
    const user = userEvent.setup();
    const onPress = vi.fn();
    render(
      <IconButton label="Schließen" onPress={onPress}>
        ✕
      </IconButton>,
    );
    await user.tab();
    const button = screen.getByRole("button", { name: "Schließen" });
    expect(button).toHaveFocus();
    await user.keyboard("{Enter}");
    expect(onPress).toHaveBeenCalledTimes(1);
  });
});

/** Renders `ui` under `locale` and returns what the virtual screen reader says, reading on `steps` times. */
async function hear(ui: ReactElement, locale: string, steps: number): Promise<string[]> {
  const { container } = render(<LocaleProvider locale={locale}>{ui}</LocaleProvider>);
  await virtual.start({ container });
  for (let step = 0; step < steps; step++) await virtual.next();
  return virtual.spokenPhraseLog();
}

describe("IconButton with a screen reader, in English and Hindi", () => {
  test.each([
    ["English", "en-IN", "Download statement as PDF"],
    ["Hindi", "hi-IN", "विवरण PDF में डाउनलोड करें"],
  ])("in %s it is read by its label, never its icon; Enter and Space press it", async (_, locale, label) => {
    const onPress = vi.fn();
    const log = await hear(
      <IconButton label={label} onPress={onPress}>
        ⬇
      </IconButton>,
      locale,
      1,
    );
    expect(log[0]).toBe(`button, ${label}`);
    const user = userEvent.setup();
    await user.tab();
    await user.keyboard("{Enter}");
    await user.keyboard(" ");
    expect(onPress).toHaveBeenCalledTimes(2);
  });
});
