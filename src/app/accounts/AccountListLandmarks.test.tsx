import { afterEach, describe, expect, it } from "vitest";
import { cleanup, screen } from "@testing-library/react";
import { withAccountDetails, SCREEN_LOAD } from "../testing/accountScripts";
import { renderApp } from "../testing/renderApp";
import type { Language } from "../i18n/i18n";
import type { StateName } from "../stateNames";

afterEach(cleanup);

const signedIn = { secureImageSet: true, customerType: "R" } as const;

async function open(state: StateName, lang: Language, title: string) {
  await renderApp({ bank: withAccountDetails(), lang, initialState: state, initialSession: signedIn });
  await screen.findByRole("heading", { level: 1, name: title }, SCREEN_LOAD);
}

/** The landmark roles of HTML elements (a section or form is a landmark only when it is named). */
const IMPLICIT_LANDMARK: Readonly<Record<string, string>> = {
  main: "main",
  nav: "navigation",
  aside: "complementary",
  section: "region",
  form: "form",
  header: "banner",
  footer: "contentinfo",
  search: "search",
};
const LANDMARK_ROLES = new Set([
  "main",
  "navigation",
  "complementary",
  "region",
  "form",
  "banner",
  "contentinfo",
  "search",
]);

function nameOf(element: Element): string {
  const label = element.getAttribute("aria-label");
  if (label !== null) return label.trim();
  const ids = element.getAttribute("aria-labelledby")?.split(/\s+/).filter(Boolean) ?? [];
  return ids
    .map((id) => document.getElementById(id)?.textContent?.trim() ?? "")
    .join(" ")
    .trim();
}

/** "role: name" of every landmark of the page, as axe's landmark-unique compares them. */
function landmarks(): string[] {
  const found: string[] = [];
  for (const element of Array.from(document.body.querySelectorAll("*"))) {
    const role = element.getAttribute("role") ?? IMPLICIT_LANDMARK[element.localName];
    if (role === undefined || !LANDMARK_ROLES.has(role)) continue;
    const name = nameOf(element);
    // Unnamed regions and forms are not landmarks; a header or footer inside content is not one either.
    if ((role === "region" || role === "form") && name === "") continue;
    if (
      element.getAttribute("role") === null &&
      (role === "banner" || role === "contentinfo") &&
      element.parentElement?.closest("main, section, article, aside, nav") != null
    )
      continue;
    found.push(`${role}: ${name}`);
  }
  return found;
}

describe("landmarks of the account lists (axe landmark-unique)", { timeout: 90_000 }, () => {
  it.each([
    ["en", "My accounts", "Closed accounts"],
    ["de", "Meine Konten", "Geschlossene Konten"],
    ["hi", "मेरे खाते", "बंद खाते"],
  ] as const)("in %s no two landmarks share their role and name", async (lang, listTitle, closedTitle) => {
    for (const [state, title] of [
      ["acnList", listTitle],
      ["closedAcnList", closedTitle],
    ] as const) {
      await open(state, lang, title);
      const grids = await screen.findAllByRole("grid", {}, SCREEN_LOAD);
      const found = landmarks();
      // Each group's table scrolls in a region named by its caption.
      for (const grid of grids) expect(found).toContain(`region: ${nameOf(grid)}`);
      expect(found.filter((entry, index) => found.indexOf(entry) !== index)).toEqual([]);
      cleanup();
    }
  });
});
