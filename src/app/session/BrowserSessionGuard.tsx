import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { useBank } from "../ServicesContext";
import { useAppState } from "../navigation/StateProvider";
import { useFailure } from "./FailureProvider";
import "./session.css";

/** The reason `/error` shows after the browser's Back or Forward button was used while signed in. */
export const BACK_BUTTON_REASON_KEY = "session:signedOut.backButton";
/** The reason `/logout` shows after the browser went offline while signed in. */
export const OFFLINE_REASON_KEY = "common:connectionLost";
/** Marks the history entry added at sign-in, so the browser's Back lands on this page first. */
const GUARD_ENTRY = "ribSessionGuard";

function hasGuardEntry(): boolean {
  const state: unknown = window.history.state;
  return typeof state === "object" && state !== null && GUARD_ENTRY in state;
}

/**
 * The browser's own controls while signed in (spec 000 section 4):
 * - Back or Forward signs out (the server session ends) and shows `/error` with the reason; a
 *   history entry added at sign-in keeps the Back press on this page so it can be seen;
 * - reloading or closing asks first (`beforeunload`; the browser shows its own question after
 *   the customer used the page) and then ends the server session with a beacon on `pagehide`
 *   (a page the browser brings back from its back-forward cache shows `/logout`);
 * - the browser going offline signs out with the connection-lost message.
 */
export function BrowserSessionGuard() {
  const bank = useBank();
  const { isSignedIn } = useAppState();
  const { signOut } = useFailure();
  const latest = useRef({ bank, signOut });
  useEffect(() => {
    latest.current = { bank, signOut };
  });

  useEffect(() => {
    if (!isSignedIn) return;
    if (!hasGuardEntry()) {
      const state: unknown = window.history.state;
      window.history.pushState(
        { ...(typeof state === "object" && state !== null ? state : {}), [GUARD_ENTRY]: true },
        "",
        window.location.href,
      );
    }
    const onPopState = () => void latest.current.signOut(BACK_BUTTON_REASON_KEY, "/error");
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers ask only when a return value is set.
      event.returnValue = "";
    };
    const onPageHide = () => {
      latest.current.bank.logoutBeacon();
    };
    // A page brought back from the back-forward cache lost its server session with the beacon.
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) void latest.current.signOut();
    };
    const onOffline = () => void latest.current.signOut(OFFLINE_REASON_KEY);
    window.addEventListener("popstate", onPopState);
    window.addEventListener("beforeunload", onBeforeUnload);
    window.addEventListener("pagehide", onPageHide);
    window.addEventListener("pageshow", onPageShow);
    window.addEventListener("offline", onOffline);
    return () => {
      window.removeEventListener("popstate", onPopState);
      window.removeEventListener("beforeunload", onBeforeUnload);
      window.removeEventListener("pagehide", onPageHide);
      window.removeEventListener("pageshow", onPageShow);
      window.removeEventListener("offline", onOffline);
    };
  }, [isSignedIn]);

  return null;
}

/** The hint near the menu: the in-page Back buttons are the way back (GUIDE section 5). */
export function BackButtonHint() {
  const { t } = useTranslation();
  return <p className="app-back-hint">{t("session:backHint")}</p>;
}
