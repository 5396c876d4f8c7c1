import { StrictMode } from "react";
import { flushSync } from "react-dom";
import { createRoot } from "react-dom/client";
import { App } from "./App";
import { AppProviders } from "./AppProviders";
import { applyDocumentLanguage, createI18n, ensureLanguage, type Language } from "./i18n/i18n";
import { createServices, endLeftoverSession } from "./services";
import { preloadScreen } from "./states";
import { restoreInto, type Watch } from "./takeover";

/**
 * Starts the app (loaded by `boot.ts`) in `lang`. Given the watch over the sign-in page the server sent, the
 * app's first render replaces that markup in one synchronous commit and takes over what the
 * customer typed, the focus and any press held meanwhile (D49).
 */
export async function start(lang: Language, prerendered?: Watch): Promise<void> {
  const services = createServices();
  endLeftoverSession(services, document.cookie);
  applyDocumentLanguage(lang);
  // The texts and the first screen (sign-in) load together, and the page renders once both are here.
  const [i18n] = await Promise.all([
    createI18n(lang).then(async (instance) => {
      await ensureLanguage(instance, lang);
      return instance;
    }),
    preloadScreen("login"),
  ]);
  const container = document.getElementById("root");
  if (container === null) throw new Error("The page has no #root element.");
  const snapshot = prerendered?.snapshot();
  const root = createRoot(container);
  const app = (
    <StrictMode>
      <AppProviders i18n={i18n} services={services}>
        <App />
      </AppProviders>
    </StrictMode>
  );
  if (snapshot === undefined) {
    root.render(app);
    return;
  }
  flushSync(() => root.render(app));
  delete container.dataset.prerendered;
  restoreInto(container, snapshot);
}
