import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { SkipLink } from "../../ui/SkipLink";
import { LanguageSwitcher, type LanguageCode } from "../../ui/LanguageSwitcher";
import { MenuBar } from "../../ui/MenuBar";
import { Button } from "../../ui/Button";
import { isLanguage, switchLanguage } from "../i18n/i18n";
import { useAppState, useGo } from "../navigation/StateProvider";
import { BackButtonHint } from "../session/BrowserSessionGuard";
import { MENU_GROUPS, menuEntriesOf } from "../navigation/menu";

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
        {isSignedIn ? <SignedInNavigation /> : null}
        {isSignedIn ? <BackButtonHint /> : null}
      </header>
      <main id={MAIN_ID} tabIndex={-1} className="app-main">
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

/** The four menu groups of spec 000 section 2 (from `navigation/menu.ts`) and the sign-out button (to the feedback survey). */
function SignedInNavigation() {
  const { t } = useTranslation();
  const go = useGo();
  const { current } = useAppState();
  return (
    <div className="app-navigation">
      <MenuBar
        label={t("common:menu.label")}
        collapsedLabel={t("common:menu.collapsed")}
        groups={MENU_GROUPS.map((group) => {
          const entries = menuEntriesOf(group);
          return {
            id: group,
            label: t(`common:menu.${group}`),
            items: entries.map((entry) => ({
              id: entry.id,
              label: t(entry.labelKey),
              onAction: () => go(entry.state),
              isCurrent: current === entry.state,
            })),
            ...(entries.length === 0 ? { emptyLabel: t("common:menu.comingSoon") } : {}),
          };
        })}
      />
      {/* Sign-out starts with the feedback survey (spec 000 section 4), which can be skipped. */}
      <Button variant="secondary" onPress={() => go("feedback")}>
        {t("common:signOut")}
      </Button>
    </div>
  );
}
