import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { Lang } from "../support/browser";

const localesDir = join(import.meta.dirname, "../../src/app/i18n/locales");

type Tree = { [key: string]: string | Tree };

const cache = new Map<Lang, Record<string, Tree>>();

function load(lang: Lang): Record<string, Tree> {
  const hit = cache.get(lang);
  if (hit !== undefined) return hit;
  const namespaces: Record<string, Tree> = {};
  for (const file of readdirSync(join(localesDir, lang)).filter((f) => f.endsWith(".json"))) {
    namespaces[file.replace(/\.json$/, "")] = JSON.parse(
      readFileSync(join(localesDir, lang, file), "utf8"),
    ) as Tree;
  }
  cache.set(lang, namespaces);
  return namespaces;
}

/**
 * The app's own text for `ns:dotted.key` in `lang`, with `{{name}}` values filled in, so that the
 * end-to-end tests find controls by the accessible names a customer hears in each language.
 */
export function text(lang: Lang, key: string, values: Record<string, string | number> = {}): string {
  const [ns, path] = key.split(":") as [string, string];
  let node: string | Tree | undefined = load(lang)[ns];
  for (const part of path.split(".")) {
    node = typeof node === "object" ? node[part] : undefined;
  }
  if (typeof node !== "string") throw new Error(`No text for ${key} in ${lang}`);
  return node.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => String(values[name] ?? `{{${name}}}`));
}

/** The three languages, each with the name of its option in the language switcher. */
export const LANGS: readonly Lang[] = ["en", "de", "hi"];

/**
 * The language each file's flows run in. A flow runs once, in one language (GUIDE section 6);
 * the files share the three out so each language is driven end to end somewhere, and
 * `tour.spec.ts` opens every screen and dialog in all three with axe and the layout checks.
 */
export const FLOW_LANG = {
  accounts: "de",
  enquiry: "de",
  errorsModal: "en",
  errorsOffline: "de",
  feedback: "de",
  feedbackTimeout: "hi",
  home: "en",
  homeSecurityImage: "de",
  insights: "hi",
  securityNotice: "hi",
  securityForcedReset: "de",
  session: "de",
  signIn: "hi",
  statements: "hi",
  steps: "hi",
} as const satisfies Record<string, Lang>;
