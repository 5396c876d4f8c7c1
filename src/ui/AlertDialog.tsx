import { useEffect, useRef, type ReactNode } from "react";
import { Button } from "./Button";
import { Dialog } from "./Dialog";
import "./AlertDialog.css";

/** Props of {@link AlertDialog}. */
export interface AlertDialogProps {
  isOpen: boolean;
  /** The heading and accessible name ("Operation not allowed"). */
  title: string;
  /** The message; it also describes the alertdialog, so it is read when the dialog opens. */
  children: ReactNode;
  primaryActionLabel: string;
  onPrimaryAction: () => void;
  /** With a cancel action, Escape cancels and focus starts on Cancel (the least destructive action). */
  cancelLabel?: string;
  onCancel?: () => void;
  /** Visual weight only (coloured border and icon shape); the title says what happened. */
  tone?: "error" | "warning" | "info";
  /** Visual weight of the primary action; "secondary" when it is not the recommended way on. */
  primaryVariant?: "primary" | "secondary";
}

/**
 * A modal alertdialog that needs a response: "Operation not allowed", the blocked-key notice,
 * blocking service messages. Focus starts on the least destructive action (Cancel when there is
 * one, else the primary action), Tab stays inside, Escape cancels when there is a cancel action
 * and does nothing otherwise, and focus returns to the element that was focused before.
 */
export function AlertDialog({
  isOpen,
  title,
  children,
  primaryActionLabel,
  onPrimaryAction,
  cancelLabel,
  onCancel,
  tone = "info",
  primaryVariant = "primary",
}: AlertDialogProps) {
  const primaryRef = useRef<HTMLButtonElement>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const hasCancel = cancelLabel !== undefined && onCancel !== undefined;

  useEffect(() => {
    if (!isOpen) return;
    // Runs after React Aria's Dialog has focused itself (child effects run first), so this wins.
    (hasCancel ? cancelRef.current : primaryRef.current)?.focus();
  }, [isOpen, hasCancel]);

  return (
    <Dialog
      title={title}
      role="alertdialog"
      tone={tone}
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (!open && hasCancel) onCancel();
      }}
      isDismissable={false}
      isKeyboardDismissDisabled={!hasCancel}
      actions={
        <>
          <Button variant={primaryVariant} onPress={onPrimaryAction} buttonRef={primaryRef}>
            {primaryActionLabel}
          </Button>
          {hasCancel ? (
            <Button variant="secondary" onPress={onCancel} buttonRef={cancelRef}>
              {cancelLabel}
            </Button>
          ) : null}
        </>
      }
    >
      {children}
    </Dialog>
  );
}
