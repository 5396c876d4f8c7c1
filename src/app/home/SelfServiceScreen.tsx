import { useTranslation } from "react-i18next";
import { Card } from "../../ui/Card";
import { Link } from "../../ui/Link";
import { useMenuEntries } from "../navigation/menu";
import { ScreenHeading, useGo } from "../navigation/StateProvider";
import "./home.css";

/** The self-service groups and the menu ids they offer (only the ids of built screens are shown). */
const SELF_SERVICE_GROUPS: ReadonlyArray<{ readonly id: string; readonly items: readonly string[] }> = [
  { id: "security", items: ["securitySettings", "secureImage"] },
  { id: "profile", items: ["about"] },
  { id: "accounts", items: ["acnNickName", "acctStmt", "certificates"] },
  { id: "home", items: ["configureHomePage", "menuSearch"] },
];

/**
 * selfService: the customer's self-service tasks grouped (security settings and the secure image,
 * their details, account services, the home page). Only screens of the menu are linked.
 */
export function SelfServiceScreen() {
  const { t } = useTranslation();
  const go = useGo();
  const menu = useMenuEntries();
  return (
    <div className="app-screen home-screen">
      <ScreenHeading />
      <p>{t("home:selfService.intro")}</p>
      <div className="home-widgets">
        {SELF_SERVICE_GROUPS.map((group) => {
          const entries = group.items.flatMap((id) => menu.filter((entry) => entry.id === id));
          return entries.length === 0 ? null : (
            <Card key={group.id} title={t(`home:selfService.group.${group.id}`)}>
              <ul className="home-list">
                {entries.map((entry) => (
                  <li key={entry.id}>
                    <Link onPress={() => go(entry.state)}>{t(entry.labelKey)}</Link>
                  </li>
                ))}
              </ul>
            </Card>
          );
        })}
      </div>
    </div>
  );
}
