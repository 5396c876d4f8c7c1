import type { MenuEntry } from "../navigation/menu";

/** Folds a text for matching: Unicode NFC, trimmed, lower case in the page's language. */
function fold(text: string, language: string): string {
  return text.normalize("NFC").trim().toLocaleLowerCase(language);
}

/**
 * The menu entries whose translated label contains `query` (case-insensitive, any script, e.g.
 * Devanagari), in menu order. A blank query finds nothing.
 */
export function searchMenu(
  entries: readonly MenuEntry[],
  query: string,
  labelOf: (entry: MenuEntry) => string,
  language: string,
): readonly MenuEntry[] {
  const needle = fold(query, language);
  if (needle === "") return [];
  return entries.filter((entry) => fold(labelOf(entry), language).includes(needle));
}
