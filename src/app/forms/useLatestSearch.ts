import { useEffect, useRef, useState, type Dispatch, type SetStateAction } from "react";
import { useAnnouncer } from "../../ui/LiveRegion";
import { useFailure } from "../session/FailureProvider";

/** What {@link useLatestSearch} gives a screen. */
export interface LatestSearch<A, E extends HTMLElement> {
  /** The latest answer, null before the first and after a failed search. */
  readonly answer: A | null;
  /** Changes the shown answer in place (e.g. after a saved change to its rows). */
  readonly setAnswer: Dispatch<SetStateAction<A | null>>;
  readonly isSearching: boolean;
  /** The failure's text to show, or null (session failures are handled by the app). */
  readonly failure: string | null;
  /** Receives focus when an answer arrives (the result's heading or the table's caption). */
  readonly focusRef: React.RefObject<E | null>;
  /**
   * Starts a search; an answer that arrives after a later search started is dropped. The answer's
   * `announcement` is read out to screen-reader users and focus moves to `focusRef`.
   */
  readonly search: (call: () => Promise<A>, announcement: (answer: A) => string) => Promise<void>;
}

/**
 * A search whose latest request wins (searches, pages and views may overlap), with its loading
 * state, its failure text, the announcement of the answer and focus moved to the result.
 */
export function useLatestSearch<A, E extends HTMLElement = HTMLElement>(): LatestSearch<A, E> {
  const announce = useAnnouncer();
  const { handleFailure } = useFailure();
  const [answer, setAnswer] = useState<A | null>(null);
  const [isSearching, setSearching] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const serial = useRef(0);
  const focusRef = useRef<E>(null);
  const focusPending = useRef(false);

  useEffect(() => {
    if (focusPending.current && answer !== null) {
      focusPending.current = false;
      focusRef.current?.focus();
    }
  }, [answer]);

  const search = async (call: () => Promise<A>, announcement: (answer: A) => string): Promise<void> => {
    const mine = ++serial.current;
    setSearching(true);
    setFailure(null);
    try {
      const next = await call();
      if (mine !== serial.current) return;
      setAnswer(next);
      focusPending.current = true;
      announce(announcement(next));
    } catch (error) {
      if (mine !== serial.current) return;
      setAnswer(null);
      setFailure(handleFailure(error));
    } finally {
      if (mine === serial.current) setSearching(false);
    }
  };

  return { answer, setAnswer, isSearching, failure, focusRef, search };
}
