/** The German patterns of the `hyphen` package (it ships no types). */
declare module "hyphen/de-1996" {
  /** Options of {@link hyphenateSync}. */
  interface HyphenateOptions {
    readonly hyphenChar?: string;
    readonly minWordLength?: number;
  }
  /** The text with `hyphenChar` at every hyphenation point of its words. */
  export function hyphenateSync(text: string, options?: HyphenateOptions): string;
}
