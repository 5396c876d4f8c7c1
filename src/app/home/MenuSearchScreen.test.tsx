import { afterEach, describe, expect, it } from "vitest";
import { cleanup, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MENU_ENTRIES } from "../states";
import { renderApp } from "../testing/renderApp";
import { matchingWord, searchMenu } from "./menuSearch";

afterEach(cleanup);

const signedIn = { secureImageSet: true, customerType: "R" } as const;

/** The text the announcer spoke last (the app's polite live region). */
function announced(text: string) {
  return waitFor(
    () => {
      const regions = [...document.querySelectorAll("[aria-live]")];
      expect(regions.some((region) => region.textContent === text)).toBe(true);
    },
    { timeout: 3000 },
  );
}

describe("searchMenu", () => {
  const labels: Record<string, string> = { txnEnquiry: "लेन-देन पूछताछ", acnList: "मेरे खाते" };
  const labelOf = (entry: (typeof MENU_ENTRIES)[number]) => labels[entry.id] ?? entry.id;

  it("matches any part of the label, ignoring case, also in Devanagari", () => {
    expect(searchMenu(MENU_ENTRIES, "TXNENQ", (e) => e.id, "en").map((e) => e.id)).toEqual(["txnEnquiry"]);
    expect(searchMenu(MENU_ENTRIES, " पूछताछ ", labelOf, "hi").map((e) => e.id)).toEqual(["txnEnquiry"]);
    expect(searchMenu(MENU_ENTRIES, "खाते", labelOf, "hi").map((e) => e.id)).toEqual(["acnList"]);
    expect(searchMenu(MENU_ENTRIES, "   ", labelOf, "hi")).toEqual([]);
  });
});

describe("search words", () => {
  it("finds a screen by a word of what it does, not only by its name", () => {
    const words = (entry: (typeof MENU_ENTRIES)[number]) =>
      entry.id === "securitySettings" ? "password, PIN" : "";
    expect(searchMenu(MENU_ENTRIES, "PASSW", (e) => e.id, "en", words).map((e) => e.id)).toEqual([
      "securitySettings",
    ]);
    expect(searchMenu(MENU_ENTRIES, "PASSW", (e) => e.id, "en").map((e) => e.id)).toEqual([]);
  });

  it("names the word a query matched, and none for a blank query", () => {
    expect(matchingWord("Passwort, Kennwort ändern", "kennw", "de")).toBe("Kennwort ändern");
    expect(matchingWord("पासवर्ड, सुरक्षा", " पासवर्ड ", "hi")).toBe("पासवर्ड");
    expect(matchingWord("password", "  ", "en")).toBeNull();
    expect(matchingWord("password", "pin", "en")).toBeNull();
  });
});

describe("menuSearch", { timeout: 20_000 }, () => {
  it.each([
    ["en", "Search the menu", "password", "Security settings", "found by “password”"],
    ["de", "Menü durchsuchen", "Passwort", "Sicherheitseinstellungen", "gefunden über „Passwort“"],
    ["hi", "मेनू में खोजें", "पासवर्ड", "सुरक्षा सेटिंग", "“पासवर्ड” से मिला"],
  ] as const)(
    "in %s finds Security settings by what it does, and says why",
    async (lang, label, query, name, why) => {
      const user = userEvent.setup();
      await renderApp({ lang, initialState: "menuSearch", initialSession: signedIn });
      await user.type(await screen.findByRole("searchbox", { name: label }), query);
      const link = await screen.findByRole("link", { name });
      expect(link.closest("li")).toHaveTextContent(why);
    },
  );

  it("finds screens by their English name, announces the count and opens one", async () => {
    const user = userEvent.setup();
    await renderApp({ initialState: "menuSearch", initialSession: signedIn });
    const field = await screen.findByRole("searchbox", { name: "Search the menu" });
    await user.type(field, "acc");
    const results = await screen.findByRole("list", { name: "Matching screens" });
    const names = within(results)
      .getAllByRole("link")
      .map((link) => link.textContent);
    expect(names).toEqual(expect.arrayContaining(["My accounts", "Closed accounts", "Account nicknames"]));
    const count = `${String(names.length)} screens found.`;
    expect(screen.getByText(count)).toBeInTheDocument();
    await announced(count);
    await user.click(within(results).getByRole("link", { name: "Closed accounts" }));
    expect(await screen.findByRole("heading", { level: 1, name: "Closed accounts" })).toBeInTheDocument();
  });

  it("says when nothing matches", async () => {
    const user = userEvent.setup();
    await renderApp({ initialState: "menuSearch", initialSession: signedIn });
    await user.type(await screen.findByRole("searchbox", { name: "Search the menu" }), "xyz");
    expect(await screen.findByText("No screen matches xyz.")).toBeInTheDocument();
    await announced("No screen matches xyz.");
    expect(screen.queryByRole("list", { name: "Matching screens" })).not.toBeInTheDocument();
  });

  it("searches the German names", async () => {
    const user = userEvent.setup();
    await renderApp({ lang: "de", initialState: "menuSearch", initialSession: signedIn });
    await user.type(await screen.findByRole("searchbox", { name: "Menü durchsuchen" }), "umsatz");
    const results = await screen.findByRole("list", { name: "Passende Seiten" });
    expect(within(results).getAllByRole("link").length).toBeGreaterThan(0);
    expect(within(results).getAllByRole("link")[0]?.textContent?.toLowerCase()).toContain("umsatz");
  });

  it("searches the Hindi names in Devanagari and opens the only match with Enter", async () => {
    const user = userEvent.setup();
    await renderApp({ lang: "hi", initialState: "menuSearch", initialSession: signedIn });
    const field = await screen.findByRole("searchbox", { name: "मेनू में खोजें" });
    await user.type(field, "बंद");
    const results = await screen.findByRole("list", { name: "मेल खाने वाली स्क्रीन" });
    const [only] = within(results).getAllByRole("link");
    expect(within(results).getAllByRole("link")).toHaveLength(1);
    const name = only?.textContent ?? "";
    await user.type(field, "{Enter}");
    expect(await screen.findByRole("heading", { level: 1, name })).toBeInTheDocument();
  });
});

describe("selfService", () => {
  it("groups the self-service screens that exist and opens one", async () => {
    const user = userEvent.setup();
    await renderApp({ initialState: "selfService", initialSession: signedIn });
    const security = await screen.findByRole("region", { name: "Security" });
    expect(within(security).getByRole("link", { name: "Change secure image and text" })).toBeInTheDocument();
    const home = screen.getByRole("region", { name: "Your home page" });
    expect(within(home).getByRole("link", { name: "Search the menu" })).toBeInTheDocument();
    await user.click(
      within(screen.getByRole("region", { name: "Your details" })).getByRole("link", { name: "About me" }),
    );
    expect(await screen.findByRole("heading", { level: 1, name: "About me" })).toBeInTheDocument();
  });
});
