import type { TFunction } from "i18next";

/**
 * A text kept as its i18n key and values and translated only when it is shown, so that a message
 * already on screen follows a language switch (its words and the page's `lang` agree, WCAG 3.1.1).
 */
export interface LocalText {
  readonly key: string;
  readonly values?: Readonly<Record<string, unknown>>;
}

/** A {@link LocalText} of `key` with its interpolation values. */
export function localText(key: string, values?: Readonly<Record<string, unknown>>): LocalText {
  return values !== undefined ? { key, values } : { key };
}

/** The text in the current language of `t`. */
export function translate(t: TFunction, text: LocalText): string {
  return t(text.key, { ...text.values });
}
