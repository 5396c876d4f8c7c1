import { cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ReactElement } from "react";
import { I18nextProvider } from "react-i18next";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createI18n, type Language } from "../i18n/i18n";
import { allResources } from "../i18n/testResources";
import { FraudDialog } from "./FraudDialog";

afterEach(cleanup);

async function renderIn(lang: Language, ui: ReactElement) {
  const i18n = await createI18n(lang, allResources);
  render(<I18nextProvider i18n={i18n}>{ui}</I18nextProvider>);
}

const dialog = (onSubmit = vi.fn()) => (
  <FraudDialog
    rowName="26/10/2026 UPI GROCER 2"
    isPending={false}
    failure={null}
    onSubmit={onSubmit}
    onClose={vi.fn()}
  />
);

describe("the fraud dialog's error summary", () => {
  it("names each unanswered question and links to its group", async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    await renderIn("en", dialog(onSubmit));
    const box = await screen.findByRole("dialog", { name: "Report a transaction as fraud" });
    await user.click(
      within(
        within(box).getByRole("radiogroup", {
          name: "Do you want the bank to block your cards on this account?",
        }),
      ).getByRole("radio", { name: "No" }),
    );
    await user.click(within(box).getByRole("button", { name: "Submit report" }));
    const summary = await within(box).findByRole("alert");
    const links = within(summary).getAllByRole("link");
    expect(links.map((link) => link.textContent)).toEqual([
      "Answer yes or no: Did someone make this transaction without your permission?",
      "Answer yes or no: Has anyone else used or seen your user id, password or one-time codes?",
    ]);
    expect(onSubmit).not.toHaveBeenCalled();
    // Beside its question the error is short: the group's name already says the question.
    const second = within(box).getByRole("radiogroup", {
      name: "Has anyone else used or seen your user id, password or one-time codes?",
    });
    expect(second).toHaveAccessibleDescription("Answer this question with yes or no.");
    // Each line leads to its own question.
    await user.click(links[1] as HTMLElement);
    expect(within(second).getByRole("radio", { name: "Yes" })).toHaveFocus();
    await user.click(links[0] as HTMLElement);
    expect(
      within(
        within(box).getByRole("radiogroup", {
          name: "Did someone make this transaction without your permission?",
        }),
      ).getByRole("radio", { name: "Yes" }),
    ).toHaveFocus();
  });

  it.each([
    [
      "de",
      "Meldung senden",
      "Antworten Sie mit Ja oder Nein: Hat jemand diesen Umsatz ohne Ihre Erlaubnis getätigt?",
    ],
    ["hi", "रिपोर्ट भेजें", "हाँ या नहीं में उत्तर दें: क्या किसी ने आपकी अनुमति के बिना यह लेनदेन किया?"],
  ] as const)("names the question in %s", async (lang, submit, first) => {
    const user = userEvent.setup();
    await renderIn(lang, dialog());
    const box = await screen.findByRole("dialog");
    await user.click(within(box).getByRole("button", { name: submit }));
    const summary = await within(box).findByRole("alert");
    const links = within(summary).getAllByRole("link");
    expect(links).toHaveLength(3);
    expect(links[0]).toHaveTextContent(first);
  });
});
