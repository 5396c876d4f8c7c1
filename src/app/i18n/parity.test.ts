import { describe, expect, it } from "vitest";
import { allResources } from "./testResources";
import { LANGUAGES, NAMESPACES } from "./i18n";

/** Values that may equal the English text: proper nouns and international abbreviations. */
const SAME_AS_ENGLISH_ALLOWED: Readonly<Record<string, readonly string[]>> = {
  de: ["common:bankName"],
  hi: [],
};

type Flat = Map<string, string>;

function flatten(value: unknown, prefix: string, into: Flat): Flat {
  if (typeof value === "string") {
    into.set(prefix, value);
  } else if (typeof value === "object" && value !== null) {
    for (const [key, child] of Object.entries(value))
      flatten(child, prefix.endsWith(":") ? `${prefix}${key}` : `${prefix}.${key}`, into);
  } else {
    into.set(prefix, `<<not a string: ${String(value)}>>`);
  }
  return into;
}

function texts(lang: string): Flat {
  const flat: Flat = new Map();
  const bundle = allResources[lang] ?? {};
  for (const ns of NAMESPACES) flatten(bundle[ns] ?? {}, `${ns}:`, flat);
  return flat;
}

function variables(text: string): string[] {
  return [...text.matchAll(/\{\{\s*([\w.]+)[^}]*\}\}/g)].map((m) => m[1] ?? "").sort();
}

const english = texts("en");

describe("translations", () => {
  it("has every namespace file in every language", () => {
    for (const lang of LANGUAGES) {
      for (const ns of NAMESPACES)
        expect(allResources[lang]?.[ns], `${lang}/${ns}.json`).toBeTypeOf("object");
    }
  });

  it.each(LANGUAGES.filter((l) => l !== "en"))("%s has exactly the keys of English", (lang) => {
    const other = texts(lang);
    const missing = [...english.keys()].filter((key) => !other.has(key));
    const extra = [...other.keys()].filter((key) => !english.has(key));
    expect({ missing, extra }).toEqual({ missing: [], extra: [] });
  });

  it.each(LANGUAGES)("%s has no empty or non-string value", (lang) => {
    const bad = [...texts(lang)].filter(
      ([, value]) => value.trim() === "" || value.startsWith("<<not a string"),
    );
    expect(bad).toEqual([]);
  });

  it.each(LANGUAGES.filter((l) => l !== "en"))(
    "%s uses the same interpolation variables as English",
    (lang) => {
      const other = texts(lang);
      const differing = [...english]
        .filter(([key]) => other.has(key))
        .filter(([key, value]) => variables(value).join() !== variables(other.get(key) ?? "").join())
        .map(([key]) => key);
      expect(differing).toEqual([]);
    },
  );

  it.each(LANGUAGES.filter((l) => l !== "en"))("%s has no English left over (allow-list aside)", (lang) => {
    const other = texts(lang);
    const allowed = new Set(SAME_AS_ENGLISH_ALLOWED[lang] ?? []);
    const same = [...english]
      .filter(([key, value]) => other.get(key) === value && !allowed.has(key))
      .map(([key]) => key);
    expect(same).toEqual([]);
  });

  it("writes Hindi in Devanagari", () => {
    const latinOnly = [...texts("hi")]
      .filter(([, value]) => !/[\u0900-\u097F]/.test(value))
      .filter(([, value]) => /[A-Za-z]{3,}/.test(value.replace(/\{\{[^}]*\}\}/g, "")))
      .map(([key]) => key);
    expect(latinOnly).toEqual([]);
  });
});
