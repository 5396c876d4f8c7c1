import type { ReactNode } from "react";
import { I18nProvider } from "react-aria-components";

/** Props of {@link LocaleProvider}. */
export interface LocaleProviderProps {
  /** BCP 47 locale of the current language, e.g. "en-IN", "de-DE", "hi-IN". */
  locale: string;
  children: ReactNode;
}

/**
 * Gives React Aria the app's locale, so its built-in behaviour (date segments, number parsing,
 * reading direction, collation) follows the language the customer chose. The app owns the
 * language; this is the one place it reaches React Aria.
 */
export function LocaleProvider({ locale, children }: LocaleProviderProps) {
  return <I18nProvider locale={locale}>{children}</I18nProvider>;
}
