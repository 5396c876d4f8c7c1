import { useTranslation } from "react-i18next";
import { isLanguage, type Language } from "./i18n";

/** The page's language for the domain's formatters (English until i18next has one of ours). */
export function usePageLanguage(): Language {
  const { i18n } = useTranslation();
  return isLanguage(i18n.language) ? i18n.language : "en";
}
