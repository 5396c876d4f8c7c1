import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from "react";
import { useLocale } from "react-aria-components";

/** How urgently a message is read: polite waits for the user to pause, assertive interrupts. */
export type Politeness = "polite" | "assertive";

/** Speaks a message through the page's live regions. */
export type Announce = (text: string, politeness?: Politeness) => void;

/** The value of {@link useAnnouncer}: callable itself, and also as `.announce`. */
export type Announcer = Announce & { announce: Announce };

const AnnouncerContext = createContext<Announcer | null>(null);

interface Message {
  text: string;
  serial: number;
}

/** Props of {@link AnnouncerProvider}. */
export interface AnnouncerProviderProps {
  children: ReactNode;
}

/**
 * Mounts one polite and one assertive live region for the whole app (they must exist before
 * text is put in them, or screen readers miss it) and provides {@link useAnnouncer}.
 *
 * A change of the page's language (the locale of the `LocaleProvider` above) empties both
 * regions: a message is a past event said once in the language of its time, so it is neither
 * kept (a screen reader reading on would meet it in the old language) nor said again (it would
 * sound like a new event). Each message carries the `lang` of the locale it was said in.
 */
export function AnnouncerProvider({ children }: AnnouncerProviderProps) {
  const { locale } = useLocale();
  const [polite, setPolite] = useState<Message>({ text: "", serial: 0 });
  const [assertive, setAssertive] = useState<Message>({ text: "", serial: 0 });
  const [regionsLocale, setRegionsLocale] = useState(locale);
  if (regionsLocale !== locale) {
    // During render, before any effect of the new language announces into the regions.
    setRegionsLocale(locale);
    setPolite((previous) => ({ text: "", serial: previous.serial + 1 }));
    setAssertive((previous) => ({ text: "", serial: previous.serial + 1 }));
  }
  const announce = useCallback<Announce>((text, politeness = "polite") => {
    const set = politeness === "assertive" ? setAssertive : setPolite;
    set((previous) => ({ text, serial: previous.serial + 1 }));
  }, []);
  const announcer = useMemo<Announcer>(
    () => Object.assign((text: string, politeness?: Politeness) => announce(text, politeness), { announce }),
    [announce],
  );
  return (
    <AnnouncerContext.Provider value={announcer}>
      {children}
      <div className="ui-visually-hidden" aria-live="polite" aria-atomic="true">
        {/* A new node per message, so the same text said twice is announced twice. */}
        {polite.text ? (
          <span key={polite.serial} lang={locale}>
            {polite.text}
          </span>
        ) : null}
      </div>
      <div className="ui-visually-hidden" aria-live="assertive" aria-atomic="true">
        {assertive.text ? (
          <span key={assertive.serial} lang={locale}>
            {assertive.text}
          </span>
        ) : null}
      </div>
    </AnnouncerContext.Provider>
  );
}

/** Returns `announce(text, politeness?)`; needs an {@link AnnouncerProvider} above. */
export function useAnnouncer(): Announcer {
  const announcer = useContext(AnnouncerContext);
  if (!announcer) throw new Error("useAnnouncer needs an AnnouncerProvider above it.");
  return announcer;
}

/**
 * The app's announcer, or null where there is none (a component shown on its own): for parts
 * whose announcements are an addition to what they show, not their only way of telling.
 */
export function useOptionalAnnouncer(): Announcer | null {
  return useContext(AnnouncerContext);
}

/** Props of {@link LiveRegion}. */
export interface LiveRegionProps {
  /** Announced each time it changes to a non-empty text (e.g. a countdown at coarse steps). */
  message: string;
  politeness?: Politeness;
}

/**
 * Declarative announcement: says `message` whenever it changes, but not when only the page's
 * language changed (the same news in other words; the provider empties its regions then). Uses
 * the provider's regions; without a provider it renders its own visually hidden live region.
 */
export function LiveRegion({ message, politeness = "polite" }: LiveRegionProps) {
  const announcer = useContext(AnnouncerContext);
  const { locale } = useLocale();
  const saidIn = useRef(locale);
  useEffect(() => {
    if (saidIn.current !== locale) {
      saidIn.current = locale;
      return;
    }
    if (announcer && message) announcer.announce(message, politeness);
  }, [announcer, message, politeness, locale]);
  if (announcer) return null;
  return (
    <div className="ui-visually-hidden" aria-live={politeness} aria-atomic="true" lang={locale}>
      {message}
    </div>
  );
}
