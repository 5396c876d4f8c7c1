import type { MenuEntry } from "../navigation/menu";

/** Folds a text for matching: Unicode NFC, trimmed, lower case in the page's language. */
function fold(text: string, language: string): string {
  return text.normalize("NFC").trim().toLocaleLowerCase(language);
}

/** The i18n key of a menu entry's search words: what the screen does, in the page's language. */
export function menuWordsKey(entry: MenuEntry): string {
  return `common:menuWords.${entry.id}`;
}

/**
 * The first of an entry's search words (a comma-separated list, "password, PIN, …") that contains
 * `query`, or null; a blank query matches none.
 */
export function matchingWord(words: string, query: string, language: string): string | null {
  const needle = fold(query, language);
  if (needle === "") return null;
  return (
    words
      .split(",")
      .map((word) => word.trim())
      .find((word) => word !== "" && fold(word, language).includes(needle)) ?? null
  );
}

/**
 * The menu entries whose translated label, or one of whose search words (what the screen does:
 * "password" finds Security settings), contains `query` (case-insensitive, any script, e.g.
 * Devanagari), in menu order. A blank query finds nothing.
 */
export function searchMenu(
  entries: readonly MenuEntry[],
  query: string,
  labelOf: (entry: MenuEntry) => string,
  language: string,
  wordsOf: (entry: MenuEntry) => string = () => "",
): readonly MenuEntry[] {
  const needle = fold(query, language);
  if (needle === "") return [];
  return entries.filter(
    (entry) =>
      fold(labelOf(entry), language).includes(needle) ||
      matchingWord(wordsOf(entry), query, language) !== null,
  );
}
