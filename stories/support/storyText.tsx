import { createContext, useContext, type ReactNode } from "react";

/** The story languages: the app's three and a pseudo-locale that lengthens English by about 40%. */
export type StoryLocale = "en" | "de" | "hi" | "pseudo";

/** One text of a story in each of the app's languages (the pseudo-locale is derived from English). */
export interface Texts {
  en: string;
  de: string;
  hi: string;
}

/** The BCP 47 tag a story locale puts on <html lang> and gives React Aria. */
export const STORY_LOCALE_TAGS: Record<StoryLocale, { lang: string; locale: string }> = {
  en: { lang: "en", locale: "en-IN" },
  de: { lang: "de", locale: "de-DE" },
  hi: { lang: "hi", locale: "hi-IN" },
  // en-XA is the conventional tag of an accented, lengthened English pseudo-locale.
  pseudo: { lang: "en-XA", locale: "en-IN" },
};

const ACCENTS: Record<string, string> = {
  a: "á",
  e: "é",
  i: "í",
  o: "ö",
  u: "ü",
  c: "ç",
  n: "ñ",
  y: "ý",
  s: "š",
  z: "ž",
  A: "Á",
  E: "É",
  I: "Í",
  O: "Ö",
  U: "Ü",
  C: "Ç",
  N: "Ñ",
  Y: "Ý",
  S: "Š",
  Z: "Ž",
};

/**
 * Pseudo-localises English: accents every vowel and some consonants, and lengthens each word
 * by about 40% (German and Hindi labels run that much longer), so layouts that only fit
 * English show up in the layout sweep. Digits, spaces and punctuation stay as they are.
 */
export function pseudo(text: string): string {
  return text.replace(/[A-Za-z]+/g, (word) => {
    const accented = Array.from(word, (ch) => ACCENTS[ch] ?? ch).join("");
    const extra = Math.round(word.length * 0.4);
    const pad = Array.from({ length: extra }, (_, i) => "ëîôûá"[i % 5]).join("");
    return accented + pad;
  });
}

const StoryLocaleContext = createContext<StoryLocale>("en");

/** Provides the story locale chosen in the toolbar (see .storybook/preview.ts). */
export function StoryLocaleProvider({ locale, children }: { locale: StoryLocale; children: ReactNode }) {
  return <StoryLocaleContext.Provider value={locale}>{children}</StoryLocaleContext.Provider>;
}

/** The story locale chosen in the toolbar. */
export function useStoryLocale(): StoryLocale {
  return useContext(StoryLocaleContext);
}

/** Returns `t(texts)`, which picks the text of the chosen story locale. */
export function useText(): (texts: Texts) => string {
  const locale = useStoryLocale();
  return (texts) => (locale === "pseudo" ? pseudo(texts.en) : texts[locale]);
}

/** Narrows a toolbar value to a story locale. */
export function toStoryLocale(value: unknown): StoryLocale {
  return value === "de" || value === "hi" || value === "pseudo" ? value : "en";
}
