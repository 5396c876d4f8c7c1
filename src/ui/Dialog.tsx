import { useId, type MouseEvent, type ReactNode } from "react";
import { Dialog as AriaDialog, Heading, Modal as AriaModal, ModalOverlay } from "react-aria-components";
// The tone styles live with AlertDialog, their main user (Dialog.css is not a file of this library).
import "./AlertDialog.css";

/** Props of {@link Modal}. */
export interface ModalProps {
  isOpen: boolean;
  onOpenChange?: (isOpen: boolean) => void;
  /**
   * Close on a click outside. Default false: the bank's dialogs close through their buttons.
   * Handled here rather than by React Aria's isDismissable, so that the way out is always a
   * visible close or cancel action, never only React Aria's hidden "Dismiss" button.
   */
  isDismissable?: boolean;
  /** Ignore Escape (the service-response variant, which must be acknowledged). */
  isKeyboardDismissDisabled?: boolean;
  children: ReactNode;
}

/** The modal layer: blocks the page behind, traps focus and returns it to the trigger on close. */
export function Modal({
  isOpen,
  onOpenChange,
  isDismissable = false,
  isKeyboardDismissDisabled = false,
  children,
}: ModalProps) {
  return (
    <ModalOverlay
      isOpen={isOpen}
      {...(onOpenChange ? { onOpenChange } : {})}
      isDismissable={false}
      isKeyboardDismissDisabled={isKeyboardDismissDisabled}
      className="ui-modal-overlay"
      {...(isDismissable && onOpenChange
        ? {
            onClick: (event: MouseEvent<HTMLDivElement>) => {
              if (event.target === event.currentTarget) onOpenChange(false);
            },
          }
        : {})}
    >
      <AriaModal className="ui-modal">{children}</AriaModal>
    </ModalOverlay>
  );
}

/** Props of {@link Dialog}. */
export interface DialogProps extends Omit<ModalProps, "children"> {
  /** The dialog's heading and accessible name. */
  title: string;
  children?: ReactNode;
  /** "alertdialog" for messages that need a response (time-out warning, blocked key notice). */
  role?: "dialog" | "alertdialog";
  /** The dialog's buttons, rendered in a row at the bottom. */
  actions?: ReactNode;
  /** Visual tone (a coloured top border and the title's colour); the title carries the meaning. */
  tone?: "error" | "warning" | "info";
}

/**
 * A modal dialog named by its heading. Focus moves into it when it opens and back to the
 * element that opened it when it closes. An alertdialog is also described by its body, so the
 * message is read together with the title when it opens. Where the screen is tall enough the
 * title stays in view and only the body and actions scroll under it.
 */
export function Dialog({ title, children, role = "dialog", actions, tone, ...modalProps }: DialogProps) {
  const bodyId = useId();
  const describe = role === "alertdialog" && children !== undefined && children !== null;
  return (
    <Modal {...modalProps}>
      <AriaDialog
        role={role}
        className={tone ? `ui-dialog ui-dialog--${tone}` : "ui-dialog"}
        {...(describe ? { "aria-describedby": bodyId } : {})}
      >
        <Heading slot="title" level={2} className="ui-dialog-title">
          {title}
        </Heading>
        {/* The title stays in view above what scrolls (theme.css, "dialog"); the actions scroll with
            the body, so the scrolling box always holds a control to scroll it with. */}
        {children || actions ? (
          <div className="ui-dialog-content">
            {children ? (
              <div className="ui-dialog-body" id={bodyId}>
                {children}
              </div>
            ) : null}
            {actions ? <div className="ui-dialog-actions">{actions}</div> : null}
          </div>
        ) : null}
      </AriaDialog>
    </Modal>
  );
}
