import { cleanup, render, screen } from "@testing-library/react";
import { MemoryRouter, Route, Routes } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { AppProviders } from "../AppProviders";
import { createI18n, type Language } from "../i18n/i18n";
import { allResources } from "../i18n/testResources";
import { ScriptedBank } from "../testing/ScriptedBank";
import type { SignedOutState } from "../session/FailureProvider";
import { ErrorPage, LogoutPage } from "./LogoutPage";

async function renderAt(path: "/logout" | "/error", state: SignedOutState | unknown, lang: Language = "en") {
  const i18n = await createI18n(lang, allResources);
  render(
    <AppProviders
      i18n={i18n}
      services={{ bank: new ScriptedBank() }}
      router={(children) => (
        <MemoryRouter initialEntries={[{ pathname: path, state }]}>{children}</MemoryRouter>
      )}
    >
      <Routes>
        <Route path="/logout" element={<LogoutPage />} />
        <Route path="/error" element={<ErrorPage />} />
      </Routes>
    </AppProviders>,
  );
  return i18n;
}

afterEach(cleanup);

describe("the signed-out pages", () => {
  it("show a successful change as a status with its reference number", async () => {
    const i18n = await renderAt("/logout", {
      reasonKey: "security:success.login",
      tone: "success",
      referenceNumber: "SEC123456",
    });
    const status = await screen.findByRole("status");
    expect(status).toHaveTextContent(i18n.t("security:success.login"));
    expect(status).toHaveTextContent(`${i18n.t("flow:success.reference")}: SEC123456`);
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("show any other reason as an alert, in Hindi too", async () => {
    const i18n = await renderAt("/logout", { reasonKey: "session:signedOut.inactive" }, "hi");
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent(i18n.t("session:signedOut.inactive"));
    expect(
      screen.getByRole("heading", { level: 1, name: i18n.t("common:logout.title") }),
    ).toBeInTheDocument();
  });

  it("ignore a state that is not a reason", async () => {
    const i18n = await renderAt("/error", { reasonKey: 42, tone: "success" });
    expect(
      screen.getByRole("heading", { level: 1, name: i18n.t("common:errorPage.title") }),
    ).toBeInTheDocument();
    expect(screen.queryByRole("alert")).toBeNull();
    expect(screen.queryByRole("status")).toBeNull();
  });
});
