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
import { useTranslation } from "react-i18next";
import { PageHeading } from "../../ui/Heading";
import { useAnnouncer } from "../../ui/LiveRegion";
import { Banner } from "../../ui/Banner";
import type { ParamsOf, StateName, StateRegistry } from "../stateNames";

/** A one-off message handed to the next screen (e.g. "Your secure image is saved"). */
export interface Notice {
  readonly tone: "success" | "error" | "warning" | "info";
  /** i18n key of the text. */
  readonly key: string;
  readonly values?: Readonly<Record<string, string | number>>;
}

/** Which password a forced reset is about (login's `resetWhich`). */
export type ResetWhich = "login" | "transaction" | "both";

/** What the sign-in answered that later screens need. */
export interface SessionFlags {
  readonly secureImageSet: boolean;
  readonly customerType: "R" | "NR";
  /**
   * The session is in PENDING_RESET: only the `reset` area (the security-info page) may be
   * shown until the password(s) of `resetWhich` are changed.
   */
  readonly resetRequired?: boolean;
  readonly resetWhich?: ResetWhich;
  /** The customer chose "Remind me later" on the password-expiry notice in this session. */
  readonly expiryReminderDismissed?: boolean;
}

/** Options of a change to state `N`. */
export interface GoOptions<N extends StateName = StateName> {
  readonly notice?: Notice;
  /**
   * Values the next screen needs (e.g. the account number of a detail screen), read there with
   * {@link useStateParams}: only the names its declaration lists. Kept in memory only, never in the URL.
   */
  readonly params?: ParamsOf<N>;
}

/** The values handed to a screen by the state change that opened it. */
export type StateParams = Readonly<Record<string, string>>;

/**
 * A screen that must not be left (e.g. unsaved category changes, spec 000 section 4) registers
 * one; while it is set, `go()` to any other state calls `onBlocked` instead of leaving.
 */
export interface NavigationBlock {
  /**
   * `proceed` makes the blocked change after all, past the block (e.g. once the customer has
   * discarded the changes), with the options it was asked with; the new screen's h1 takes focus.
   */
  readonly onBlocked: (target: StateName, proceed: () => void) => void;
}

interface StateContextValue {
  /** The declarations of the named states (titles, areas, menu items). */
  readonly states: StateRegistry;
  readonly current: StateName;
  readonly notice: Notice | undefined;
  /** The params of the state change that opened the current screen (empty when none). */
  readonly params: StateParams;
  /** Changes with every state change, also between two visits of the same state. */
  readonly serial: number;
  readonly session: SessionFlags | undefined;
  readonly isSignedIn: boolean;
  go<N extends StateName>(name: N, options?: GoOptions<N>): void;
  /** Sets or clears (null) the block that keeps the customer on the current screen. */
  setNavigationBlock(block: NavigationBlock | null): void;
  /** Records a successful sign-in (password accepted). */
  startSession(flags: SessionFlags): void;
  /** Forgets the session in memory (the server call is the caller's). */
  endSession(): void;
  /** Changes some flags of the live session (no effect without one). */
  updateSession(patch: Partial<SessionFlags>): void;
  /** True once after a state change: the new screen's h1 takes focus. */
  takeFocusRequest(): boolean;
}

const StateContext = createContext<StateContextValue | null>(null);
const NO_PARAMS: StateParams = Object.freeze({});

/** Props of {@link StateProvider}. */
export interface StateProviderProps {
  /**
   * The declared states (`states` of `states.ts`): handed in, because the registry's lazy imports
   * lead to every screen and every screen imports this file.
   */
  readonly states: StateRegistry;
  readonly children: ReactNode;
  readonly initialState?: StateName;
  readonly initialSession?: SessionFlags;
}

/**
 * Holds the current named state in memory (spec 000 section 2). On every change the document
 * title becomes `<title> – <bank name>`, the new screen's h1 takes focus and the title is
 * announced politely.
 */
export function StateProvider({
  states,
  children,
  initialState = "login",
  initialSession,
}: StateProviderProps) {
  const { t, i18n } = useTranslation();
  const announcer = useAnnouncer();
  const [current, setCurrent] = useState<{
    name: StateName;
    notice: Notice | undefined;
    params: StateParams;
    serial: number;
  }>({
    name: initialState,
    notice: undefined,
    params: NO_PARAMS,
    serial: 0,
  });
  const [session, setSession] = useState<SessionFlags | undefined>(initialSession);
  const focusRequest = useRef(false);
  const announcedSerial = useRef(0);

  const block = useRef<NavigationBlock | null>(null);
  const change = useCallback((name: StateName, options?: GoOptions) => {
    focusRequest.current = true;
    setCurrent((previous) => ({
      name,
      notice: options?.notice,
      params: options?.params ?? NO_PARAMS,
      serial: previous.serial + 1,
    }));
  }, []);
  const go = useCallback(
    (name: StateName, options?: GoOptions) => {
      if (block.current !== null) {
        block.current.onBlocked(name, () => change(name, options));
        return;
      }
      change(name, options);
    },
    [change],
  );
  const setNavigationBlock = useCallback((next: NavigationBlock | null) => {
    block.current = next;
  }, []);

  // A state that needs a session shows sign-in without one (e.g. after the session ended); a
  // session waiting for a password reset sees only the reset area.
  const area = states[current.name].area;
  const effective: StateName =
    area !== "public" && session === undefined
      ? "login"
      : session?.resetRequired === true && area === "signedIn"
        ? "scrtyInfo.view"
        : current.name;
  const titleKey = stateTitleKey(states, effective, session);
  const title = `${t(titleKey)} – ${t("common:bankName")}`;

  useEffect(() => {
    document.title = title;
  }, [title, i18n.language]);

  useEffect(() => {
    if (current.serial === announcedSerial.current) return;
    announcedSerial.current = current.serial;
    announcer.announce(t(titleKey), "polite");
  }, [current, titleKey, announcer, t]);

  const value = useMemo<StateContextValue>(
    () => ({
      states,
      current: effective,
      notice: current.notice,
      params: current.params,
      serial: current.serial,
      session,
      isSignedIn: session !== undefined,
      go,
      setNavigationBlock,
      startSession: setSession,
      endSession: () => {
        // Signing out always leaves: unsaved changes are discarded (spec 000 section 4).
        block.current = null;
        setSession(undefined);
      },
      updateSession: (patch: Partial<SessionFlags>) =>
        setSession((previous) => (previous === undefined ? previous : { ...previous, ...patch })),
      takeFocusRequest: () => {
        const requested = focusRequest.current;
        focusRequest.current = false;
        return requested;
      },
    }),
    [states, current, effective, session, go, setNavigationBlock],
  );
  return <StateContext.Provider value={value}>{children}</StateContext.Provider>;
}

/**
 * The i18n key of a state's title in this session: the security-info page of a session waiting
 * for a reset is titled "Password reset required", from the menu "Security settings".
 */
export function stateTitleKey(
  states: StateRegistry,
  name: StateName,
  session: SessionFlags | undefined,
): string {
  return name === "scrtyInfo.view" && session?.resetRequired === true
    ? "states:scrtyInfoReset"
    : states[name].titleKey;
}

/** The current state, its notice and the session flags. */
export function useAppState(): StateContextValue {
  const value = useContext(StateContext);
  if (value === null) throw new Error("useAppState needs a StateProvider above it.");
  return value;
}

/** Returns `go(name, options?)`, the only way between named states. */
export function useGo(): StateContextValue["go"] {
  return useAppState().go;
}

/** The params handed to the current screen by `go(name, { params })`. */
export function useStateParams(): StateParams {
  return useAppState().params;
}

/**
 * Keeps the customer on the current screen while `isBlocked` (spec 000 section 4: pending
 * category changes): `go()` elsewhere calls `onBlocked` instead, with the way to make that change
 * after all. Sign-out and the error page still leave. The block is lifted when the screen unmounts.
 */
export function useNavigationBlock(isBlocked: boolean, onBlocked: NavigationBlock["onBlocked"]): void {
  const { setNavigationBlock } = useAppState();
  const latest = useRef(onBlocked);
  useEffect(() => {
    latest.current = onBlocked;
  });
  useEffect(() => {
    if (!isBlocked) return;
    setNavigationBlock({ onBlocked: (target, proceed) => latest.current(target, proceed) });
    return () => setNavigationBlock(null);
  }, [isBlocked, setNavigationBlock]);
}

/**
 * The screen's h1 (the state's title unless `children` says otherwise). It takes focus when the
 * screen was reached by a state change, so screen readers start reading the new screen.
 */
export function ScreenHeading({ children }: { readonly children?: ReactNode }) {
  const { t } = useTranslation();
  const { states, current, session, takeFocusRequest } = useAppState();
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (takeFocusRequest()) ref.current?.focus();
    // Runs once per mounted screen; the state provider hands out each focus request only once.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return <PageHeading headingRef={ref}>{children ?? t(stateTitleKey(states, current, session))}</PageHeading>;
}

/** The notice handed to this screen by the state change that opened it, if any. */
export function StateNotice() {
  const { t } = useTranslation();
  const { notice } = useAppState();
  if (notice === undefined) return null;
  return <Banner tone={notice.tone}>{t(notice.key, notice.values ?? {})}</Banner>;
}
