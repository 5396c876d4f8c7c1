import "../ui/theme.css";
import "./app.css";
import { isBlockedKey } from "../domain";
import { readBankCookie } from "../adapters/rib/commonHeaders";
import { TOKEN_COOKIE } from "../adapters/rib/contract/headers";
import {
  chosenLanguage,
  cookieLanguage,
  isLanguage,
  rememberLanguage,
  type Language,
} from "./i18n/languageChoice";
import { keyPressOf } from "./session/keyPress";
import { LOAD_FAILED_ID, watchPrerendered, type Watch } from "./takeover";

/**
 * The page's entry script: all that runs at load (docs/DECISIONS.md D49). On the sign-in page the
 * server sent ready-made, it waits for the customer's first key press, click or focus before it
 * loads the app; anywhere else (another path, no prerendered markup or markup in another language
 * than the customer's, or a session of an earlier page still to end) the app loads at once.
 */
function boot(): void {
  const root = document.getElementById("root");
  const token = readBankCookie(document.cookie, TOKEN_COOKIE);
  // The language: the one chosen on this browser, else the one the server chose the page in.
  const chosen = chosenLanguage();
  const page = root?.dataset.prerendered;
  const lang: Language = chosen ?? (isLanguage(page) ? page : "en");
  // The cookie follows the stored choice, for a browser that chose before the cookie existed.
  if (chosen !== undefined && cookieLanguage(document.cookie) !== chosen) rememberLanguage(chosen);
  const load = (watch?: Watch) => {
    import("./main")
      .then(({ start }) => start(lang, watch))
      .catch(() => {
        // The connection dropped: the page the server sent says so in its language (its empty alert).
        const alert = document.getElementById(LOAD_FAILED_ID);
        if (alert !== null && alert.textContent === "") alert.textContent = alert.dataset.message ?? "";
      });
  };
  const canWait =
    root !== null &&
    page === lang &&
    window.location.pathname === "/" &&
    (token === undefined || token === "");
  if (!canWait) {
    load();
    return;
  }
  const watch: Watch = watchPrerendered(
    root,
    () => load(watch),
    (event) => isBlockedKey(keyPressOf(event)),
  );
}

boot();
