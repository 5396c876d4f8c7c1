import { virtual } from "@guidepup/virtual-screen-reader";
import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { readUntil } from "./testUtils";
import { afterEach, describe, expect, test, vi } from "vitest";
import { PasswordField } from "./PasswordField";

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
