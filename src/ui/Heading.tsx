import { useEffect, useState, type ReactNode, type Ref } from "react";
import { useLocale } from "react-aria-components";
import { VisuallyHidden } from "./VisuallyHidden";

/** Props of {@link PageHeading}. */
export interface PageHeadingProps {
  children: ReactNode;
  id?: string;
  /** The app focuses the heading on every named-state change. */
  headingRef?: Ref<HTMLHeadingElement>;
}

/** Puts soft hyphens (U+00AD) at the hyphenation points of German words. */
type Hyphenate = (text: string) => string;

const GERMAN_PROBE_WORD = "Sicherheitseinstellungen";

/**
 * Whether this browser hyphenates German by itself with `hyphens: auto` (it has a German
 * dictionary): a long compound in a box four letters wide either breaks (it does) or overflows (it
 * does not). Null when the page has no layout to tell (a test DOM).
 */
export function browserHyphenatesGerman(doc: Document): boolean | null {
  const probe = doc.createElement("div");
  probe.lang = "de";
  probe.setAttribute("aria-hidden", "true");
  probe.style.cssText =
    "position:absolute;visibility:hidden;width:4em;hyphens:auto;overflow-wrap:normal;white-space:normal";
  probe.textContent = GERMAN_PROBE_WORD;
  doc.body.append(probe);
  try {
    if (probe.offsetHeight === 0 || probe.clientWidth === 0) return null;
    return probe.scrollWidth <= probe.clientWidth + 1;
  } finally {
    probe.remove();
  }
}

let germanHyphenator: Promise<Hyphenate> | null = null;

/**
 * The German (1996 spelling) hyphenator, loaded once and only when needed: its patterns are large,
 * so only a German page in a browser without a German dictionary fetches them.
 */
export function loadGermanHyphenator(): Promise<Hyphenate> {
  germanHyphenator ??= import("hyphen/de-1996").then(
    (module) => (text: string) => module.hyphenateSync(text, { hyphenChar: "\u00ad", minWordLength: 8 }),
  );
  return germanHyphenator;
}

/**
 * A German heading's text with soft hyphens when the browser cannot hyphenate German itself,
 * else null (the text is shown as it is and CSS `hyphens: auto` does the work).
 */
function useGermanSoftHyphens(text: string | null, language: string): string | null {
  const [hyphenated, setHyphenated] = useState<{ text: string; shown: string } | null>(null);
  useEffect(() => {
    if (text === null || language !== "de" || typeof document === "undefined") return undefined;
    if (browserHyphenatesGerman(document) !== false) return undefined;
    let isCurrent = true;
    void loadGermanHyphenator().then((hyphenate) => {
      if (isCurrent) setHyphenated({ text, shown: hyphenate(text) });
    });
    return () => {
      isCurrent = false;
    };
  }, [text, language]);
  return hyphenated !== null && hyphenated.text === text && language === "de" ? hyphenated.shown : null;
}

/**
 * The screen's h1; focusable by script only (tabIndex -1) so the app can move focus to it. A long
 * German word breaks at a syllable with a hyphen at 320 px: CSS `hyphens: auto` where the browser
 * has a German dictionary, soft hyphens from the German patterns where it has none (headless and
 * some Linux builds of Chromium), instead of breaking anywhere without a hyphen. Screen readers
 * get the text without soft hyphens; Hindi and English are left as they are.
 */
export function PageHeading({ children, id, headingRef }: PageHeadingProps) {
  const { locale } = useLocale();
  const text = typeof children === "string" ? children : null;
  const hyphenated = useGermanSoftHyphens(text, locale.split("-")[0] ?? "");
  return (
    <h1
      className="ui-page-heading"
      tabIndex={-1}
      {...(id !== undefined ? { id } : {})}
      {...(headingRef ? { ref: headingRef } : {})}
    >
      {hyphenated !== null && text !== null ? (
        <>
          <span aria-hidden="true">{hyphenated}</span>
          <VisuallyHidden>{text}</VisuallyHidden>
        </>
      ) : (
        children
      )}
    </h1>
  );
}
