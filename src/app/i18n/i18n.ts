import { createInstance, type i18n as I18n, type Resource } from "i18next";
import { initReactI18next } from "react-i18next";
import { loadTranslations } from "../../adapters/i18n/loadTranslations";
import { loadAriaStrings } from "../../ui/ariaStrings/reactAriaStrings";
import { formatInr, paiseFromNumber } from "../../domain";
import { dateTimeText } from "./dateTimeText";
import { isLanguage, rememberLanguage, type Language } from "./languageChoice";

export {
  cookieLanguage,
  isLanguage,
  LANGUAGE_COOKIE,
  LANGUAGE_STORAGE_KEY,
  LANGUAGES,
  rememberLanguage,
  storedLanguage,
  type Language,
} from "./languageChoice";

/** The namespaces of `src/app/i18n/locales/{lang}/`. */
export const NAMESPACES = [
  "common",
  "login",
  "dashboard",
  "errors",
  "states",
  "session",
  "flow",
  "security",
  "feedback",
  "accounts",
  "statements",
  "enquiry",
  "home",
  "insights",
  "beneficiary",
  "transfers",
  "favourites",
  "ftEnquiry",
] as const;

/** React Aria's locale for each language (dates, numbers and its built-in labels). */
export const LOCALES: Readonly<Record<Language, string>> = { en: "en-IN", de: "de-DE", hi: "hi-IN" };

/**
 * Creates the i18next instance. With `resources` (tests, stories) it is ready at once; without,
 * the caller loads `/i18n/{lang}.json` through {@link ensureLanguage}.
 */
export async function createI18n(lng: Language, resources?: Resource): Promise<I18n> {
  const instance = createInstance();
  instance.use(initReactI18next);
  await instance.init({
    lng,
    fallbackLng: "en",
    ns: [...NAMESPACES],
    defaultNS: "common",
    ...(resources !== undefined ? { resources } : { resources: {} }),
    partialBundledLanguages: true,
    interpolation: { escapeValue: false },
    returnNull: false,
    react: { useSuspense: false },
  });
  // Figures kept in a text's values (an error kept as its key) are written when the text is shown,
  // in the form of its language: `{{left, inr}}` paise as rupees, `{{until, instant}}` an instant.
  const languageOf = (code: string | undefined): Language => (isLanguage(code) ? code : "en");
  // An amount is the domain's Paise (a bigint) as the contract decodes it; a number is taken too.
  instance.services.formatter?.add("inr", (value: unknown, code?: string) =>
    formatInr(typeof value === "bigint" ? value : paiseFromNumber(Number(value)), languageOf(code)),
  );
  instance.services.formatter?.add("instant", (value: unknown, code?: string) =>
    dateTimeText(String(value), languageOf(code)),
  );
  return instance;
}

/**
 * Fetches a language's texts once (and English, the fallback) into the instance, with React
 * Aria's built-in strings of that language.
 */
export async function ensureLanguage(instance: I18n, lang: Language): Promise<void> {
  const needed = lang === "en" ? ["en"] : [lang, "en"];
  await Promise.all([
    ...needed
      .filter((l) => !instance.hasResourceBundle(l, "common"))
      .map((l) => loadTranslations(instance, l)),
    loadAriaStrings(LOCALES[lang]),
  ]);
}

/**
 * Switches the language: loads its texts, keeps the choice (`localStorage` and a cookie) and sets
 * `<html lang>` so screen readers speak the page in the right voice.
 */
export async function switchLanguage(instance: I18n, lang: Language): Promise<void> {
  await ensureLanguage(instance, lang);
  await instance.changeLanguage(lang);
  rememberLanguage(lang);
  applyDocumentLanguage(lang);
}

/** Sets `<html lang>` to the language. */
export function applyDocumentLanguage(lang: Language): void {
  if (typeof document !== "undefined") document.documentElement.lang = lang;
}
