import { afterEach, describe, expect, it } from "vitest";
import { cleanup, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderApp } from "./testing/renderApp";
import { LANGUAGE_STORAGE_KEY } from "./i18n/i18n";

afterEach(() => {
  cleanup();
  localStorage.clear();
  document.documentElement.lang = "en";
});

describe("routes and language", () => {
  it("sends an unknown path to sign-in", async () => {
    await renderApp({ path: "/no/such/page" });
    expect(await screen.findByRole("heading", { level: 1, name: "Sign in" })).toBeInTheDocument();
  });

  it("has a signed-out page and an error page with a sign-in button", async () => {
    await renderApp({ path: "/logout" });
    expect(await screen.findByRole("heading", { level: 1, name: "You have signed out" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Sign in again" })).toBeInTheDocument();
    cleanup();
    await renderApp({ path: "/error" });
    expect(
      await screen.findByRole("heading", { level: 1, name: "Something went wrong" }),
    ).toBeInTheDocument();
  });

  it("switches to Hindi: texts, <html lang>, title and the stored choice", async () => {
    const user = userEvent.setup();
    await renderApp();
    await screen.findByRole("heading", { level: 1, name: "Sign in" });
    await user.click(screen.getByRole("radio", { name: "हिन्दी" }));
    expect(await screen.findByRole("heading", { level: 1, name: "साइन इन करें" })).toBeInTheDocument();
    expect(screen.getByRole("textbox", { name: "उपयोगकर्ता आईडी" })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe("hi");
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe("hi");
    await waitFor(() => expect(document.title).toBe("साइन इन करें – सहयोग बैंक"));
  });

  it("shows German texts", async () => {
    await renderApp({ lang: "de" });
    expect(await screen.findByRole("heading", { level: 1, name: "Anmelden" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Weiter" })).toBeInTheDocument();
  });
});
