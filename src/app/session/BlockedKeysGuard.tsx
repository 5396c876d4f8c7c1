import { lazy, Suspense, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { isBlockedKey } from "../../domain";
import { keyPressOf } from "./keyPress";

export { KEY_HANDLING_ROLES, keyPressOf } from "./keyPress";

const DIALOG_SELECTOR = '[role="dialog"],[role="alertdialog"]';

/** Loaded when a blocked key is first pressed: the first screen does not carry the dialog code. */
const AlertDialog = lazy(() => import("../../ui/AlertDialog").then((m) => ({ default: m.AlertDialog })));

/**
 * Blocked keys (spec 000 section 5, GUIDE section 5): F5, F10, F11, F12, Ctrl+R and Backspace
 * outside input fields are stopped on every page and the translated "Operation not allowed"
 * alertdialog opens; its OK returns focus to where it was. Listens on the window in the bubble
 * phase, so keys a widget handled (or that come from fields and ARIA widgets) pass untouched, as
 * do Shift+F10, the zoom keys and the context-menu key. Inside another dialog the key is only
 * stopped, so dialogs do not pile up.
 */
export function BlockedKeysGuard() {
  const { t } = useTranslation();
  const [isOpen, setOpen] = useState(false);
  const returnTo = useRef<HTMLElement | null>(null);
  const open = useRef(false);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isBlockedKey(keyPressOf(event))) return;
      event.preventDefault();
      const target = event.target instanceof Element ? event.target : null;
      if (open.current || (target !== null && target.closest(DIALOG_SELECTOR) !== null)) return;
      open.current = true;
      returnTo.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      setOpen(true);
    };
    window.addEventListener("keydown", onKeyDown);
    return () => window.removeEventListener("keydown", onKeyDown);
  }, []);

  const close = () => {
    open.current = false;
    setOpen(false);
    const element = returnTo.current;
    returnTo.current = null;
    // After the dialog has gone: back to the control the customer was on.
    setTimeout(() => {
      if (element !== null && element.isConnected && element !== document.body) element.focus();
    }, 0);
  };

  if (!isOpen) return null;
  return (
    <Suspense fallback={null}>
      <AlertDialog
        isOpen
        tone="warning"
        title={t("session:blockedKey.title")}
        primaryActionLabel={t("common:ok")}
        onPrimaryAction={close}
      >
        <p>{t("session:blockedKey.body")}</p>
      </AlertDialog>
    </Suspense>
  );
}
