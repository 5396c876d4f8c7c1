import { useEffect, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "../../ui/Link";
import { useAnnouncer } from "../../ui/LiveRegion";
import { SearchField } from "../../ui/SearchField";
import { useMenuEntries, type MenuEntry, type MenuGroup } from "../navigation/menu";
import { ScreenHeading, useGo } from "../navigation/StateProvider";
import { matchingWord, menuWordsKey, searchMenu } from "./menuSearch";
import "./home.css";

/** How long typing must pause before the number of results is announced. */
const ANNOUNCE_DELAY_MS = 600;

/**
 * menuSearch (spec 000 section 2): finds menu items by their name in the page's language, or by
 * what they do (their search words: "password" finds Security settings), and opens them. A screen
 * found by a word says which; the number of results is shown and announced once typing pauses; no
 * match says so.
 */
export function MenuSearchScreen() {
  const { t, i18n } = useTranslation();
  const go = useGo();
  const menu = useMenuEntries();
  const announce = useAnnouncer();
  const countId = useId();
  const [query, setQuery] = useState("");
  const labelOf = (entry: MenuEntry) => t(entry.labelKey);
  const wordsOf = (entry: MenuEntry) => t(menuWordsKey(entry), { defaultValue: "" });
  const results = searchMenu(menu, query, labelOf, i18n.language, wordsOf);
  /** The word a screen was found by, when its name does not contain the query. */
  const foundBy = (entry: MenuEntry): string | null =>
    labelOf(entry).toLocaleLowerCase(i18n.language).includes(query.trim().toLocaleLowerCase(i18n.language))
      ? null
      : matchingWord(wordsOf(entry), query, i18n.language);
  const isBlank = query.trim() === "";
  const countText = isBlank
    ? t("home:menuSearch.prompt")
    : results.length === 0
      ? t("home:menuSearch.none", { query: query.trim() })
      : t("home:menuSearch.count", { count: results.length });

  useEffect(() => {
    if (isBlank) return undefined;
    const timer = window.setTimeout(() => announce(countText), ANNOUNCE_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [announce, countText, isBlank]);

  const groupName = (group: MenuGroup) => t(`common:menu.${group}`);

  return (
    <div className="app-screen home-screen">
      <ScreenHeading />
      <div role="search" className="home-search" aria-label={t("home:menuSearch.label")}>
        <SearchField
          label={t("home:menuSearch.label")}
          description={t("home:menuSearch.hint")}
          clearLabel={t("home:menuSearch.clear")}
          value={query}
          onChange={setQuery}
          onSubmit={() => {
            // Enter opens the screen when exactly one matches.
            const [only] = results;
            if (only !== undefined && results.length === 1) go(only.state);
          }}
          autoComplete="off"
          aria-describedby={countId}
        />
      </div>
      <p id={countId} className="home-search-count">
        {countText}
      </p>
      {results.length > 0 ? (
        <ul className="home-list" aria-label={t("home:menuSearch.resultsLabel")}>
          {results.map((entry) => {
            const word = foundBy(entry);
            return (
              <li key={entry.id}>
                <Link onPress={() => go(entry.state)}>{t(entry.labelKey)}</Link>{" "}
                <span className="home-search-group">({groupName(entry.group)})</span>
                {word !== null ? (
                  <>
                    {" "}
                    <span className="home-search-group">{t("common:menuWordsFound", { word })}</span>
                  </>
                ) : null}
              </li>
            );
          })}
        </ul>
      ) : null}
    </div>
  );
}
