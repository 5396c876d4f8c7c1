import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { I18nextProvider } from "react-i18next";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { Button } from "../../ui/Button";
import { TextField } from "../../ui/TextField";
import { createI18n, type Language } from "../i18n/i18n";
import { allResources } from "../i18n/testResources";
import { BlockedKeysGuard } from "./BlockedKeysGuard";

afterEach(() => {
  cleanup();
  document.querySelectorAll("[data-widget]").forEach((element) => element.remove());
});

async function renderGuard(lang: Language = "en") {
  const i18n = await createI18n(lang, allResources);
  render(
    <I18nextProvider i18n={i18n}>
      <BlockedKeysGuard />
      <Button>Before</Button>
      <TextField label="Name" />
    </I18nextProvider>,
  );
  return i18n;
}

/** An ARIA widget with a focusable child, as a composite widget renders it. */
function widget(role: string): HTMLElement {
  const container = document.createElement("div");
  container.setAttribute("role", role);
  container.dataset["widget"] = role;
  const item = document.createElement("div");
  item.tabIndex = 0;
  item.textContent = `${role} item`;
  container.append(item);
  document.body.append(container);
  return item;
}

const notice = () => screen.queryByRole("alertdialog", { name: "Operation not allowed" });

// The notice's dialog code loads with the first blocked key. Load it once here, so that every
// test below sees the notice open (or stay shut) at once, as it does after that first key.
beforeAll(async () => {
  await renderGuard();
  fireEvent.keyDown(document.body, { key: "F5" });
  expect(await screen.findByRole("alertdialog", { name: "Operation not allowed" })).toBeInTheDocument();
  cleanup();
});

describe("blocked keys (spec 000 section 5, GUIDE section 5)", () => {
  it("loads the notice's dialog with the first blocked key", async () => {
    vi.resetModules();
    const { BlockedKeysGuard: FreshGuard } = await import("./BlockedKeysGuard");
    const i18n = await createI18n("en", allResources);
    render(
      <I18nextProvider i18n={i18n}>
        <FreshGuard />
      </I18nextProvider>,
    );
    expect(fireEvent.keyDown(document.body, { key: "F5" })).toBe(false);
    expect(
      await screen.findByRole("alertdialog", { name: "Operation not allowed" }),
    ).toHaveAccessibleDescription(
      "This key cannot be used in internet banking. Please use the buttons and links on the page.",
    );
  });

  it.each([
    ["F5", {}],
    ["F10", {}],
    ["F11", {}],
    ["F12", {}],
    ["r", { ctrlKey: true }],
    ["R", { ctrlKey: true, shiftKey: true }],
    ["Backspace", {}],
  ])("%s %o outside fields is stopped and opens the notice", async (key, modifiers) => {
    await renderGuard();
    const before = screen.getByRole("button", { name: "Before" });
    before.focus();
    const allowed = fireEvent.keyDown(before, { key, ...modifiers });
    expect(allowed).toBe(false);
    expect(notice()).not.toBeNull();
    expect(notice()).toHaveAccessibleDescription(
      "This key cannot be used in internet banking. Please use the buttons and links on the page.",
    );
  });

  it("OK closes the notice and returns focus to where it was, with the keyboard alone", async () => {
    const user = userEvent.setup();
    await renderGuard();
    const before = screen.getByRole("button", { name: "Before" });
    await user.tab();
    expect(before).toHaveFocus();
    await user.keyboard("{F5}");
    const ok = await screen.findByRole("button", { name: "OK" });
    await waitFor(() => expect(ok).toHaveFocus());
    // Escape does not dismiss it without an answer; Enter on OK does.
    await user.keyboard("{Escape}");
    expect(notice()).not.toBeNull();
    await user.keyboard("{Enter}");
    await waitFor(() => expect(notice()).toBeNull());
    await waitFor(() => expect(before).toHaveFocus());
  });

  it.each<Language>(["de", "hi"])("is translated in %s", async (lang) => {
    const i18n = await renderGuard(lang);
    fireEvent.keyDown(document.body, { key: "F5" });
    expect(screen.getByRole("alertdialog", { name: i18n.t("session:blockedKey.title") })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: i18n.t("common:ok") })).toBeInTheDocument();
  });

  it("leaves Backspace in a text field alone", async () => {
    const user = userEvent.setup();
    await renderGuard();
    const field = screen.getByRole("textbox", { name: "Name" });
    await user.type(field, "Asha{Backspace}");
    expect(field).toHaveValue("Ash");
    expect(notice()).toBeNull();
  });

  it.each(["listbox", "menu", "grid", "tablist", "combobox", "slider", "radiogroup"])(
    "leaves keys inside a %s to the widget",
    async (role) => {
      await renderGuard();
      const item = widget(role);
      expect(fireEvent.keyDown(item, { key: "Backspace" })).toBe(true);
      expect(fireEvent.keyDown(item, { key: "F10" })).toBe(true);
      expect(notice()).toBeNull();
    },
  );

  it("leaves keys a widget already handled alone", async () => {
    await renderGuard();
    const before = screen.getByRole("button", { name: "Before" });
    const event = new KeyboardEvent("keydown", { key: "Backspace", bubbles: true, cancelable: true });
    event.preventDefault();
    before.dispatchEvent(event);
    expect(notice()).toBeNull();
  });

  it.each([
    ["Shift+F10 (context menu)", "F10", { shiftKey: true }],
    ["the context-menu key", "ContextMenu", {}],
    ["Ctrl+Plus (zoom in)", "+", { ctrlKey: true }],
    ["Ctrl+Minus (zoom out)", "-", { ctrlKey: true }],
    ["Ctrl+0 (reset zoom)", "0", { ctrlKey: true }],
    ["Meta+R (the system's shortcut)", "r", { metaKey: true }],
    ["Tab", "Tab", {}],
  ])("never blocks %s", async (_name, key, modifiers) => {
    await renderGuard();
    const before = screen.getByRole("button", { name: "Before" });
    expect(fireEvent.keyDown(before, { key, ...modifiers })).toBe(true);
    expect(notice()).toBeNull();
  });

  it("while the notice is open, another blocked key is stopped without a second notice", async () => {
    await renderGuard();
    fireEvent.keyDown(document.body, { key: "F5" });
    const ok = await screen.findByRole("button", { name: "OK" });
    expect(fireEvent.keyDown(ok, { key: "F5" })).toBe(false);
    expect(screen.getAllByRole("alertdialog")).toHaveLength(1);
  });
});
