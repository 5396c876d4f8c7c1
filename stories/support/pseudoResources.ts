import { pseudo } from "./storyText";

/**
 * The parts of an i18next text that must reach i18next unchanged: interpolations (`{{name}}`,
 * `{{count, number}}`), nestings (`$t(key)`) and the tags of <Trans> (`<1>`, `</1>`, `<br/>`).
 */
const PLACEHOLDER = /(\{\{[^}]*\}\}|\$t\([^)]*\)|<[^>]*>)/;

/** Pseudo-localises one app text (see {@link pseudo}) and keeps its placeholders as they are. */
export function pseudoText(text: string): string {
  // Splitting on a capturing group alternates text (even indexes) and placeholders (odd ones).
  return text
    .split(PLACEHOLDER)
    .map((part, index) => (index % 2 === 1 ? part : pseudo(part)))
    .join("");
}

/** A namespace of texts as the app's locale files hold them: nested objects of strings. */
export interface TextTree {
  readonly [key: string]: string | TextTree;
}

/** The same tree with every text pseudo-localised; the keys (plural suffixes too) stay. */
export function pseudoTree(tree: TextTree): TextTree {
  return Object.fromEntries(
    Object.entries(tree).map(([key, value]) => [
      key,
      typeof value === "string" ? pseudoText(value) : pseudoTree(value),
    ]),
  );
}
