import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../ui/Button";
import { CountdownText } from "../../ui/CountdownText";
import { Dialog } from "../../ui/Dialog";

/** Props of {@link TimeoutWarningDialog}. */
export interface TimeoutWarningDialogProps {
  readonly isOpen: boolean;
  /** When the time is up, as a timestamp in milliseconds. */
  readonly endsAt: number;
  /** False when no extension is left: the dialog says so and offers only "Sign out". */
  readonly canExtend: boolean;
  /** "Continue session": extend (and renew the server session). */
  readonly onContinue: () => void;
  /** "Sign out" now. */
  readonly onSignOut: () => void;
  /**
   * The extension is under way: Continue ignores presses. (No pending state on the button: the
   * dialog closes as soon as the answer comes, and React Aria's pending announcement would
   * outlive the button it names.)
   */
  readonly isExtending?: boolean;
  /** Another heading (e.g. for the feedback survey's own time-out); default "Your session is about to end". */
  readonly title?: string;
  /** Another message while extensions are left (e.g. about the feedback survey); default the idle text. */
  readonly message?: string;
}

/** Seconds left at which the countdown speaks: coarse steps, not every second (WCAG 2.2.1, 4.1.3). */
export const WARNING_ANNOUNCE_STEPS: readonly number[] = [60, 45, 30, 20, 10];

/** The steps worth announcing for a warning of `seconds`: the opening already said the time. */
export function announceStepsFor(seconds: number): readonly number[] {
  return WARNING_ANNOUNCE_STEPS.filter((step) => step <= seconds - 5);
}

/**
 * The idle time-out warning (GUIDE section 5): an alertdialog named "Your session is about to
 * end", described by its message and the time left, so a screen reader says all of it once when
 * it opens; after that the time left is announced only at coarse steps (20 and 10 seconds).
 * "Continue session" takes focus (Escape continues as well); "Sign out" ends the session now.
 * Without extensions left it says so and offers only "Sign out".
 */
export function TimeoutWarningDialog(props: TimeoutWarningDialogProps) {
  // Each warning (a new end) is a fresh dialog with its own announcement steps.
  return <WarningDialog key={props.endsAt} {...props} />;
}

function WarningDialog({
  isOpen,
  endsAt,
  canExtend,
  onContinue,
  onSignOut,
  isExtending = false,
  title,
  message,
}: TimeoutWarningDialogProps) {
  const { t } = useTranslation();
  const continueRef = useRef<HTMLButtonElement>(null);
  const signOutRef = useRef<HTMLButtonElement>(null);
  const [steps] = useState(() => announceStepsFor(Math.max(0, Math.ceil((endsAt - Date.now()) / 1000))));

  useEffect(() => {
    if (!isOpen) return;
    // After React Aria's dialog focused itself (child effects run first): the safe way on.
    (canExtend ? continueRef.current : signOutRef.current)?.focus();
  }, [isOpen, canExtend]);

  return (
    <Dialog
      title={title ?? t("session:warning.title")}
      role="alertdialog"
      tone="warning"
      isOpen={isOpen}
      isKeyboardDismissDisabled={!canExtend}
      onOpenChange={(open) => {
        // Escape is an answer too: it keeps the session.
        if (!open && canExtend && !isExtending) onContinue();
      }}
      actions={
        <>
          {canExtend ? (
            <Button
              onPress={() => {
                if (!isExtending) onContinue();
              }}
              buttonRef={continueRef}
            >
              {t("session:warning.continue")}
            </Button>
          ) : null}
          <Button variant={canExtend ? "secondary" : "primary"} onPress={onSignOut} buttonRef={signOutRef}>
            {t("session:warning.signOut")}
          </Button>
        </>
      }
    >
      <p>{canExtend ? (message ?? t("session:warning.body")) : t("session:warning.exhausted")}</p>
      <p>
        {t("session:warning.timeLeft")}{" "}
        <CountdownText
          endsAt={endsAt}
          announce={(left) => t("session:warning.secondsLeft", { count: left })}
          announceAt={steps}
        />
      </p>
    </Dialog>
  );
}
