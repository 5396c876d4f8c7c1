import { useTranslation } from "react-i18next";
import { MenuBar } from "../../ui/MenuBar";
import { Button } from "../../ui/Button";
import { useAppState, useGo } from "../navigation/StateProvider";
import { MENU_GROUPS, menuEntriesOf, useMenuEntries } from "../navigation/menu";

/** The four menu groups of spec 000 section 2 (from `navigation/menu.ts`) and the sign-out button (to the feedback survey). */
export function SignedInNavigation() {
  const { t } = useTranslation();
  const go = useGo();
  const { current } = useAppState();
  const menu = useMenuEntries();
  return (
    <div className="app-navigation">
      <MenuBar
        label={t("common:menu.label")}
        collapsedLabel={t("common:menu.collapsed")}
        groups={MENU_GROUPS.map((group) => {
          const entries = menuEntriesOf(menu, group);
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
