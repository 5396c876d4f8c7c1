import { lazy, Suspense, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { SkipLink } from "../../ui/SkipLink";
import { LanguageSwitcher, type LanguageCode } from "../../ui/LanguageSwitcher";
import { isLanguage, switchLanguage } from "../i18n/i18n";
import { BackButtonHint } from "../session/BrowserSessionGuard";

/**
 * The menu and the sign-out button, a chunk of their own: the sign-in page never shows them, so
 * the first screen's script does not carry the menu of every screen (GUIDE section 7). The chunk
 * loads beside the first signed-in screen's own; until it is in, an empty bar of the menu's height
 * holds its place, so the main area does not move down when it comes.
 */
const SignedInNavigation = lazy(() =>
  import("./SignedInNavigation").then((m) => ({ default: m.SignedInNavigation })),
);

/** Id of the main landmark, the skip link's target. */
export const MAIN_ID = "main-content";

const LANGUAGE_OPTIONS = [
  { value: "en", label: "English", lang: "en" },
  { value: "de", label: "Deutsch", lang: "de" },
  { value: "hi", label: "हिन्दी", lang: "hi" },
] as const;

/**
 * The frame of every page: skip link, header with the bank's name and the language switcher,
 * the main landmark and the footer. Signed in, the header adds the menu and the sign-out button.
 */
export function AppLayout({
  children,
  isSignedIn = false,
}: {
  readonly children: ReactNode;
  readonly isSignedIn?: boolean;
}) {
  const { t, i18n } = useTranslation();
  const language: LanguageCode = isLanguage(i18n.language) ? i18n.language : "en";
  const onLanguageChange = (next: LanguageCode) => {
    void switchLanguage(i18n, next);
  };
  return (
    <div className="app-shell">
      <SkipLink targetId={MAIN_ID}>{t("common:skipToMain")}</SkipLink>
      <header className="app-header">
        <div className="app-header-bar">
          <p className="app-bank-name">{t("common:bankName")}</p>
          <LanguageSwitcher
            label={t("common:language")}
            value={language}
            onChange={onLanguageChange}
            options={LANGUAGE_OPTIONS}
          />
        </div>
        {isSignedIn ? (
          <Suspense fallback={<div className="app-navigation app-navigation--pending" aria-hidden="true" />}>
            <SignedInNavigation />
          </Suspense>
        ) : null}
        {isSignedIn ? <BackButtonHint /> : null}
      </header>
      <main id={MAIN_ID} tabIndex={-1} className={isSignedIn ? "app-main app-main--signed-in" : "app-main"}>
        {children}
      </main>
      <footer className="app-footer">
        <p>{t("common:footer.security")}</p>
        <p>
          {t("common:footer.copyright", { year: new Date().getFullYear(), bankName: t("common:bankName") })}
        </p>
      </footer>
    </div>
  );
}
