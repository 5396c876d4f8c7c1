import * as enUSModule from "react-aria-components/i18n/en-US";
import type { AriaPackageStrings } from "./hi";

// The bundles' lang.d.ts declares the default export as a type only; at run time it is the
// strings object of every package in that locale.
const enUS = (enUSModule as unknown as { default: AriaPackageStrings }).default;

// React Aria's hook `useLocalizedStringFormatter` first asks
// `LocalizedStringDictionary.getGlobalDictionaryForPackage(name)` (@internationalized/string),
// which, once `window[Symbol.for("react-aria.i18n.strings")]` is set (the hook-up of
// `react-aria/i18n`'s LocalizedStringProvider), builds one dictionary per package from that
// object, caches it for the page's lifetime and uses it for every locale (any locale falls back
// to the one under `window[Symbol.for("react-aria.i18n.locale")]`). A package missing from the
// object throws. So the object holds one mutable record per package and `applyAriaStrings`
// refills the records in place with the language shown: React Aria reads a message each time
// it formats one, and its formatters are memoised on the locale, so a new locale re-reads.
const LOCALE_SYMBOL = Symbol.for("react-aria.i18n.locale");
const STRINGS_SYMBOL = Symbol.for("react-aria.i18n.strings");

// usePreviewTrigger (react-aria 3.53) asks for "@react-aria/link-preview", while the bundles
// name its strings "@react-aria/previewtrigger".
const ALIASES: Record<string, string> = { "@react-aria/link-preview": "@react-aria/previewtrigger" };

/**
 * The languages whose React Aria strings are loaded; any other falls back to English. German
 * and Hindi are loaded on demand ({@link loadAriaStrings}), so the sign-in route carries only
 * English (about 7 KiB gzip less).
 */
const BY_LANGUAGE: Record<string, AriaPackageStrings> = { en: enUS };

/** The strings of each language that has its own, loaded on demand. */
const LOADERS: Record<string, () => Promise<AriaPackageStrings>> = {
  de: async () =>
    ((await import("react-aria-components/i18n/de-DE")) as unknown as { default: AriaPackageStrings })
      .default,
  hi: async () => (await import("./hi")).hiAriaStrings,
};

/**
 * Loads React Aria's strings of the language of `locale` (German, Hindi), once. Await it before
 * showing the page in that language; until then that language falls back to English.
 */
export async function loadAriaStrings(locale: string): Promise<void> {
  const language = languageOf(locale);
  const load = LOADERS[language];
  if (BY_LANGUAGE[language] !== undefined || load === undefined) return;
  BY_LANGUAGE[language] = await load();
  // The page may already show this language with the English fallback: refill the records.
  if (currentLanguage === "en" && pendingLanguage === language) {
    currentLanguage = undefined;
    applyAriaStrings(language);
  }
}

let pendingLanguage: string | undefined;

type AriaWindow = Window & { [LOCALE_SYMBOL]?: string; [STRINGS_SYMBOL]?: AriaPackageStrings };

let installed: AriaPackageStrings | undefined;
let currentLanguage: string | undefined;

/** The primary language subtag of a BCP 47 locale ("hi-IN" -> "hi"). */
export function languageOf(locale: string): string {
  return locale.split("-")[0]?.toLowerCase() ?? "";
}

/** The packages React Aria may look up: all of the English bundle plus the aliases. */
export function ariaPackageNames(): string[] {
  return [...Object.keys(enUS), ...Object.keys(ALIASES)];
}

/**
 * Hands React Aria the global per-package string records (once per page) before it renders.
 * Does nothing outside a browser. A page that already set the symbols keeps its own.
 */
export function installAriaStrings(): void {
  if (typeof window === "undefined" || installed) return;
  const target = window as AriaWindow;
  if (target[STRINGS_SYMBOL]) return;
  installed = Object.fromEntries(ariaPackageNames().map((name) => [name, {}]));
  // The dictionaries are keyed by this locale; every other locale falls back to it.
  target[LOCALE_SYMBOL] ??= "en-US";
  target[STRINGS_SYMBOL] = installed;
  applyAriaStrings("en-US");
}

/** Refills React Aria's string records with the language of `locale` (English when unknown). */
export function applyAriaStrings(locale: string): void {
  if (!installed) return;
  pendingLanguage = languageOf(locale);
  const language = BY_LANGUAGE[languageOf(locale)] ? languageOf(locale) : "en";
  if (language === currentLanguage) return;
  const strings = BY_LANGUAGE[language] ?? enUS;
  for (const [name, record] of Object.entries(installed)) {
    const source = ALIASES[name] ?? name;
    for (const key of Object.keys(record)) delete record[key];
    Object.assign(record, strings[source] ?? enUS[source]);
  }
  currentLanguage = language;
}
