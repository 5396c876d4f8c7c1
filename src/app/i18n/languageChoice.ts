/**
 * The customer's choice of language, kept on this browser: in `localStorage` for the app and in a
 * cookie so that the server can send the sign-in page already in that language (D49). Neither is
 * a secret. This module has no dependencies: the page's entry script reads it before the app loads.
 */

/** The languages of the product (spec 000 section 1). */
export const LANGUAGES = ["en", "de", "hi"] as const;
/** One of {@link LANGUAGES}. */
export type Language = (typeof LANGUAGES)[number];

/** Where the chosen language is kept; not a secret, and it survives sign-out. */
export const LANGUAGE_STORAGE_KEY = "rib.lang";
/** The cookie the server reads to send the sign-in page in the chosen language. */
export const LANGUAGE_COOKIE = "rib.lang";
/** A year: the choice outlives sessions. */
const COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

/** Narrows a string to a {@link Language}. */
export function isLanguage(value: unknown): value is Language {
  return typeof value === "string" && (LANGUAGES as readonly string[]).includes(value);
}

/**
 * The language chosen earlier on this browser, if any: the stored choice, else the cookie's
 * (storage can be cleared or unavailable while the cookie stays).
 */
export function chosenLanguage(): Language | undefined {
  let value: string | null | undefined;
  try {
    value = globalThis.localStorage?.getItem(LANGUAGE_STORAGE_KEY);
  } catch {
    value = undefined;
  }
  if (isLanguage(value)) return value;
  return typeof document === "undefined" ? undefined : cookieLanguage(document.cookie);
}

/** The language chosen earlier on this browser, else English (the default of spec 000 section 1). */
export function storedLanguage(): Language {
  return chosenLanguage() ?? "en";
}

/** The language the cookie names, if any. */
export function cookieLanguage(cookies: string): Language | undefined {
  for (const part of cookies.split(";")) {
    const [name, value] = part.trim().split("=");
    if (name === LANGUAGE_COOKIE && isLanguage(value)) return value;
  }
  return undefined;
}

/** Keeps the choice in `localStorage` and in the language cookie (Secure on HTTPS). */
export function rememberLanguage(lang: Language): void {
  try {
    globalThis.localStorage?.setItem(LANGUAGE_STORAGE_KEY, lang);
  } catch {
    // Storage can be unavailable (private mode); the choice then lasts for this page only.
  }
  if (typeof document === "undefined") return;
  const secure = globalThis.location?.protocol === "https:" ? "; Secure" : "";
  document.cookie = `${LANGUAGE_COOKIE}=${lang}; Path=/; Max-Age=${COOKIE_MAX_AGE_SECONDS}; SameSite=Lax${secure}`;
}
