import { cleanup, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { I18nextProvider } from "react-i18next";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createI18n, type Language } from "../i18n/i18n";
import { allResources } from "../i18n/testResources";
import { ServiceDialog } from "./ServiceDialog";

afterEach(cleanup);

async function renderDialog(lang: Language, onAcknowledge: () => void) {
  const i18n = await createI18n(lang, allResources);
  render(
    <I18nextProvider i18n={i18n}>
      <ServiceDialog onAcknowledge={onAcknowledge} />
    </I18nextProvider>,
  );
  return i18n;
}

describe("service-response dialog (spec 000 section 8)", () => {
  it.each<Language>(["en", "de", "hi"])(
    "in %s: a named alertdialog described by its message, focus on OK, Escape does not close it",
    async (lang) => {
      const user = userEvent.setup();
      const onAcknowledge = vi.fn();
      const i18n = await renderDialog(lang, onAcknowledge);
      const dialog = screen.getByRole("alertdialog", { name: i18n.t("common:serviceModal.title") });
      expect(dialog).toHaveAccessibleDescription(i18n.t("common:serviceModal.body"));
      const ok = screen.getByRole("button", { name: i18n.t("common:ok") });
      await waitFor(() => expect(ok).toHaveFocus());
      await user.keyboard("{Escape}");
      await user.tab();
      expect(ok).toHaveFocus();
      expect(screen.getByRole("alertdialog")).toBeInTheDocument();
      expect(onAcknowledge).not.toHaveBeenCalled();
      await user.keyboard("{Enter}");
      expect(onAcknowledge).toHaveBeenCalledOnce();
    },
  );
});
