/** The part of an i18next instance the loader needs. */
export interface ResourceSink {
  addResourceBundle(lng: string, ns: string, resources: object, deep?: boolean, overwrite?: boolean): unknown;
}

/**
 * Fetches `/i18n/{lang}.json` (one JSON per language, namespaces as top-level keys,
 * spec 000 section 7) and adds each namespace to i18next. Returns the namespaces added.
 */
export async function loadTranslations(
  i18n: ResourceSink,
  lang: string,
  options: { readonly fetch?: typeof fetch; readonly baseUrl?: string } = {},
): Promise<readonly string[]> {
  const doFetch = options.fetch ?? globalThis.fetch.bind(globalThis);
  const response = await doFetch(`${options.baseUrl ?? ""}/i18n/${encodeURIComponent(lang)}.json`, {
    headers: { Accept: "application/json" },
  });
  if (!response.ok) throw new Error(`Translations for ${lang} answered ${response.status}.`);
  const bundle: unknown = await response.json();
  if (typeof bundle !== "object" || bundle === null)
    throw new Error(`Translations for ${lang} are not an object.`);
  const namespaces: string[] = [];
  for (const [ns, resources] of Object.entries(bundle)) {
    if (typeof resources === "object" && resources !== null) {
      i18n.addResourceBundle(lang, ns, resources, true, true);
      namespaces.push(ns);
    }
  }
  return namespaces;
}
