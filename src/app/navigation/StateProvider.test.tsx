import { cleanup, configure, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { renderApp } from "../testing/renderApp";
import { ScriptedBank } from "../testing/ScriptedBank";

const signedIn = { secureImageSet: true, customerType: "R" } as const;

beforeAll(() => {
  // A language's texts and the next screen load as chunks: on a busy machine that takes a while.
  configure({ asyncUtilTimeout: 8_000 });
});

afterEach(cleanup);

/**
 * The live region holding `text` (live regions have no role: a status role would change how they
 * are read; a screen's own regions, such as a loading status, may come before the app's).
 */
async function liveRegionSaying(text: string): Promise<Element> {
  let found: Element | undefined;
  await waitFor(() => {
    found = [...document.querySelectorAll("[aria-live]")].find((region) => region.textContent === text);
    expect(found, text).toBeDefined();
  });
  return found as Element;
}

describe("the announcement of a state change", { timeout: 60_000 }, () => {
  it.each([
    ["Deutsch", "de", "de-DE"],
    ["हिन्दी", "hi", "hi-IN"],
  ])(
    "is not kept in English after a switch to %s, and the next one carries the new language",
    async (option, lang, locale) => {
      const user = userEvent.setup();
      const { i18n } = await renderApp({
        bank: new ScriptedBank(),
        initialState: "about",
        initialSession: signedIn,
      });
      await screen.findByRole("heading", { level: 1, name: "About me" });
      const menu = screen.getByRole("navigation", { name: "Main menu" });
      await user.click(within(menu).getByRole("button", { name: "Funds Transfer" }));
      await user.click(within(menu).getByRole("link", { name: "Own-account transfer" }));
      const region = await liveRegionSaying("Own-account transfer");
      expect(region.firstElementChild).toHaveAttribute("lang", "en-IN");

      await user.click(screen.getByRole("radio", { name: option }));

      await waitFor(() => expect(document.documentElement).toHaveAttribute("lang", lang));
      expect(region).toBeEmptyDOMElement();

      const translatedMenu = screen.getByRole("navigation", { name: i18n.t("common:menu.label") });
      await user.click(
        within(translatedMenu).getByRole("button", { name: i18n.t("common:menu.myServices") }),
      );
      await user.click(within(translatedMenu).getByRole("link", { name: i18n.t("common:menu.about") }));
      await waitFor(() => expect(region).toHaveTextContent(i18n.t("states:about")));
      expect(region.firstElementChild).toHaveAttribute("lang", locale);
    },
  );
});
