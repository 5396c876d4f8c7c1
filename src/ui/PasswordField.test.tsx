import { virtual } from "@guidepup/virtual-screen-reader";
import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { readUntil } from "./testUtils";
import type { ReactElement } from "react";
import { afterEach, describe, expect, test, vi } from "vitest";
import { PasswordField } from "./PasswordField";
import { LocaleProvider } from "./LocaleProvider";

afterEach(async () => {
  await virtual.stop();
  cleanup();
});

const toggle = () => screen.getByRole("button", { name: "Show password" });
const passwordInput = () => screen.getByLabelText("Password", { selector: "input" });

describe("PasswordField", () => {
  test("masks the password and sets the current-password token by default", () => {
    render(<PasswordField label="Password" showLabel="Show password" hideLabel="Hide password" />);
    expect(passwordInput()).toHaveAttribute("type", "password");
    expect(passwordInput()).toHaveAttribute("autocomplete", "current-password");
    expect(toggle()).toHaveAttribute("aria-pressed", "false");
  });

  test("takes another autocomplete token where a new password is chosen", () => {
    render(<PasswordField label="Password" showLabel="Show password" autoComplete="new-password" />);
    expect(passwordInput()).toHaveAttribute("autocomplete", "new-password");
  });

  test("the toggle shows and hides the password from the keyboard, keeping its name", async () => {
    const user = userEvent.setup();
    render(<PasswordField label="Password" showLabel="Show password" hideLabel="Hide password" />);
    await user.tab();
    expect(passwordInput()).toHaveFocus();
    await user.tab();
    expect(toggle()).toHaveFocus();
    await user.keyboard(" ");
    expect(toggle()).toHaveAttribute("aria-pressed", "true");
    expect(passwordInput()).toHaveAttribute("type", "text");
    await user.keyboard("{Enter}");
    expect(toggle()).toHaveAttribute("aria-pressed", "false");
    expect(passwordInput()).toHaveAttribute("type", "password");
  });

  test("accepts a pasted password (password managers and clipboard work)", async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<PasswordField label="Password" showLabel="Show password" onChange={onChange} />);
    await user.click(passwordInput());
    await user.paste("S3cure!pass");
    expect(passwordInput()).toHaveValue("S3cure!pass");
    expect(onChange).toHaveBeenLastCalledWith("S3cure!pass");
  });

  test("an error message makes it invalid and describes it", () => {
    render(<PasswordField label="Password" showLabel="Show password" errorMessage="Enter your password" />);
    expect(passwordInput()).toHaveAttribute("aria-invalid", "true");
    expect(passwordInput()).toHaveAccessibleDescription("Enter your password");
  });

  test("a screen reader hears the field, its error and the toggle's state", async () => {
    const { container } = render(
      <PasswordField label="Passwort" showLabel="Passwort anzeigen" errorMessage="Bitte Passwort eingeben" />,
    );
    await virtual.start({ container });
    await readUntil("button");
    const log = await virtual.spokenPhraseLog();
    expect(log).toContain("Passwort, Bitte Passwort eingeben");
    expect(log).toContain("button, Passwort anzeigen, not pressed");
    await virtual.act();
    await virtual.previous();
    await virtual.next();
    expect(await virtual.lastSpokenPhrase()).toBe("button, Passwort anzeigen, pressed");
  });
});

/** Renders `ui` under `locale` and returns what the virtual screen reader says, reading on `steps` times. */
async function hear(ui: ReactElement, locale: string, steps: number): Promise<string[]> {
  const { container } = render(<LocaleProvider locale={locale}>{ui}</LocaleProvider>);
  await virtual.start({ container });
  for (let step = 0; step < steps; step++) await virtual.next();
  return virtual.spokenPhraseLog();
}

describe("PasswordField with a screen reader, in English and Hindi", () => {
  test.each([
    ["English", "en-IN", "Password", "Show password", "Enter your password"],
    ["Hindi", "hi-IN", "पासवर्ड", "पासवर्ड दिखाएँ", "अपना पासवर्ड दर्ज करें"],
  ])("in %s the field, its error and the toggle are read", async (_, locale, label, show, error) => {
    const log = await hear(<PasswordField label={label} showLabel={show} errorMessage={error} />, locale, 3);
    expect(log).toContain(`${label}, ${error}`);
    expect(log).toContain(`button, ${show}, not pressed`);
    const user = userEvent.setup();
    await user.tab();
    await user.tab();
    await user.keyboard(" ");
    expect(screen.getByRole("button", { name: show })).toHaveAttribute("aria-pressed", "true");
  });
});
