import { StrictMode } from "react";
import { renderToString } from "react-dom/server";
import { MemoryRouter } from "react-router";
import type { Resource } from "i18next";
import { App } from "./App";
import { AppProviders } from "./AppProviders";
import { createI18n, type Language } from "./i18n/i18n";
import { createServices } from "./services";
import { preloadScreen, states } from "./states";

/** The sign-in page rendered ahead of time (D49): the markup of `#root` and the document title. */
export interface RenderedSignIn {
  readonly html: string;
  readonly title: string;
}

/**
 * Renders the app at `/` (the sign-in screen) in `lang` with the same tree `main.tsx` renders, so
 * the markup the server sends is the markup the app's first render makes. Run at build time in
 * Node by vite.prerender.ts; `resources` are the language's texts and English, the fallback.
 */
export async function renderSignIn(lang: Language, resources: Resource): Promise<RenderedSignIn> {
  await preloadScreen("login");
  const i18n = await createI18n(lang, resources);
  const html = renderToString(
    <StrictMode>
      <AppProviders
        i18n={i18n}
        services={createServices()}
        router={(children) => <MemoryRouter>{children}</MemoryRouter>}
      >
        <App />
      </AppProviders>
    </StrictMode>,
  );
  return { html, title: `${i18n.t(states.login.titleKey)} – ${i18n.t("common:bankName")}` };
}
