import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import "../ui/theme.css";
import "./app.css";
import { App } from "./App";
import { AppProviders } from "./AppProviders";
import { applyDocumentLanguage, createI18n, ensureLanguage, storedLanguage } from "./i18n/i18n";
import { createServices, endLeftoverSession } from "./services";
import { preloadScreen } from "./states";

async function start(): Promise<void> {
  const services = createServices();
  endLeftoverSession(services, document.cookie);
  const lang = storedLanguage();
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
  createRoot(container).render(
    <StrictMode>
      <AppProviders i18n={i18n} services={services}>
        <App />
      </AppProviders>
    </StrictMode>,
  );
}

void start();
