import { createContext, useContext, useMemo, useState, type ReactNode } from "react";
import {
  Button as AriaButton,
  Text,
  UNSTABLE_Toast as AriaToast,
  UNSTABLE_ToastContent as ToastContent,
  UNSTABLE_ToastQueue as ToastQueue,
  UNSTABLE_ToastRegion as ToastRegion,
} from "react-aria-components";
import "./Toast.css";

/** What a toast says. */
export interface ToastContentValue {
  /** "error" is announced assertively; the others politely. */
  tone: "success" | "info" | "warning" | "error";
  title: string;
  description?: string;
}

/** Options of one toast. */
export interface ToastOptions {
  /**
   * Milliseconds before it closes by itself. Default: never (WCAG 2.2.1: people who read or
   * navigate slowly must not lose the message). A timeout pauses while the pointer is over the
   * toasts or focus is in them.
   */
  timeout?: number;
  onClose?: () => void;
}

/** Adds a toast and returns its key (for {@link ToastApi.close}). */
export interface ToastApi {
  add: (toast: ToastContentValue, options?: ToastOptions) => string;
  close: (key: string) => void;
}

const ToastContext = createContext<ToastApi | null>(null);

/** Props of {@link ToastProvider}. */
export interface ToastProviderProps {
  /** Name of the toast region landmark ("Notifications"). */
  label: string;
  /** Name of each toast's close button ("Close notification"). */
  closeLabel: string;
  children: ReactNode;
}

/**
 * Provides {@link useToast} and renders the toasts in a named region landmark at the bottom of
 * the screen (React Aria's toast region: F6 reaches it, focus returns when the last one closes).
 * Each toast is a non-modal alertdialog named by its title with a close button; its text is a
 * polite live region (an assertive one for errors). Toasts stay until closed unless a timeout
 * is given.
 */
export function ToastProvider({ label, closeLabel, children }: ToastProviderProps) {
  const [queue] = useState(() => new ToastQueue<ToastContentValue>({ maxVisibleToasts: 5 }));
  const api = useMemo<ToastApi>(
    () => ({
      add: (toast, options = {}) => queue.add(toast, options),
      close: (key) => queue.close(key),
    }),
    [queue],
  );
  return (
    <ToastContext.Provider value={api}>
      {children}
      <ToastRegion queue={queue} aria-label={label} className="ui-toast-region">
        {({ toast }) => (
          <AriaToast toast={toast} className={`ui-toast ui-toast--${toast.content.tone}`}>
            <ToastContent
              className="ui-toast-content"
              // React Aria makes every toast role="alert"; only errors should interrupt.
              {...(toast.content.tone === "error" ? {} : { role: "status", "aria-live": "polite" })}
            >
              <Text slot="title" className="ui-toast-title">
                {toast.content.title}
              </Text>
              {toast.content.description !== undefined ? (
                <Text slot="description" className="ui-toast-description">
                  {toast.content.description}
                </Text>
              ) : null}
            </ToastContent>
            <AriaButton slot="close" aria-label={closeLabel} className="ui-toast-close">
              <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
                <path d="M3 3l10 10M13 3 3 13" stroke="currentColor" strokeWidth="2" />
              </svg>
            </AriaButton>
          </AriaToast>
        )}
      </ToastRegion>
    </ToastContext.Provider>
  );
}

/** Returns `{ add, close }` of the nearest {@link ToastProvider}. */
export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error("useToast needs a ToastProvider above it.");
  return api;
}
