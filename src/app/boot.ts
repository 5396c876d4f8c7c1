import "../ui/theme.css";
import "./app.css";
import { readBankCookie } from "../adapters/rib/commonHeaders";
import { TOKEN_COOKIE } from "../adapters/rib/contract/headers";
import { cookieLanguage, rememberLanguage, storedLanguage } from "./i18n/languageChoice";
import { watchPrerendered, type Watch } from "./takeover";

/**
 * The page's entry script: all that runs at load (docs/DECISIONS.md D49). On the sign-in page the
 * server sent ready-made, it waits for the customer's first key press, click or focus before it
 * loads the app; anywhere else (another path, no prerendered markup or markup in another language
 * than the customer's, or a session of an earlier page still to end) the app loads at once.
 */
function boot(): void {
  const root = document.getElementById("root");
  const load = (watch?: Watch) => {
    void import("./main").then(({ start }) => start(watch));
  };
  const token = readBankCookie(document.cookie, TOKEN_COOKIE);
  // The cookie follows the choice the app keeps, for a browser that chose before it existed; a
  // visitor who never chose gets none.
  const lang = storedLanguage();
  const cookie = cookieLanguage(document.cookie);
  if (cookie !== lang && (cookie !== undefined || lang !== "en")) rememberLanguage(lang);
  const canWait =
    root !== null &&
    root.dataset.prerendered === lang &&
    window.location.pathname === "/" &&
    (token === undefined || token === "");
  if (!canWait) {
    load();
    return;
  }
  const watch: Watch = watchPrerendered(root, () => load(watch));
}

boot();
