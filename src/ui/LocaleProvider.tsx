import { useLayoutEffect, type ReactNode } from "react";
import { I18nProvider } from "react-aria-components";
import { applyAriaStrings, installAriaStrings } from "./ariaStrings/reactAriaStrings";

// Before React Aria first renders anything: it caches its string dictionaries on first use.
installAriaStrings();

/** Props of {@link LocaleProvider}. */
export interface LocaleProviderProps {
  /** BCP 47 locale of the current language, e.g. "en-IN", "de-DE", "hi-IN". */
  locale: string;
  children: ReactNode;
}

/**
 * Gives React Aria the app's locale, so its built-in behaviour (date segments, number parsing,
 * reading direction, collation) and its built-in strings (hidden button names, date segment
 * names, announcements; Hindi from `ariaStrings/hi.ts`) follow the language the customer chose.
 * The app owns the language; this is the one place it reaches React Aria. One language per
 * page: React Aria's strings are global, so nested providers of different languages share them.
 */
export function LocaleProvider({ locale, children }: LocaleProviderProps) {
  // During render, so the children's first render already reads the new language.
  applyAriaStrings(locale);
  useLayoutEffect(() => {
    applyAriaStrings(locale);
    // Back to English when the provider goes, as React Aria's default locale is.
    return () => applyAriaStrings("en-US");
  }, [locale]);
  return <I18nProvider locale={locale}>{children}</I18nProvider>;
}
