import type { ReactNode } from "react";
import { FieldError as AriaFieldError, Label as AriaLabel, Text } from "react-aria-components";

/** Props of {@link Label}. */
export interface LabelProps {
  children: ReactNode;
  /** Only for a label that is not inside a React Aria field (the field links it itself). */
  htmlFor?: string;
  id?: string;
  /**
   * For screen readers only, where the field's name is shown elsewhere on screen (a table's
   * column header above a picker in each row); the field keeps its accessible name.
   */
  isHidden?: boolean;
}

/** The visible label of a field; inside a field component React Aria links it to the input. */
export function Label({ children, htmlFor, id, isHidden = false }: LabelProps) {
  return (
    <AriaLabel
      className={isHidden ? "ui-label ui-visually-hidden" : "ui-label"}
      {...(htmlFor !== undefined ? { htmlFor } : {})}
      {...(id !== undefined ? { id } : {})}
    >
      {children}
    </AriaLabel>
  );
}

/** Props of {@link FieldDescription}. */
export interface FieldDescriptionProps {
  children: ReactNode;
}

/** Hint text below a label, linked to the input with aria-describedby by React Aria. */
export function FieldDescription({ children }: FieldDescriptionProps) {
  return (
    <Text slot="description" className="ui-field-description">
      {children}
    </Text>
  );
}

/** Props of {@link FieldError}. */
export interface FieldErrorProps {
  /** The translated error text; nothing is shown while the field is valid. */
  children?: ReactNode;
}

/**
 * The error text of an invalid field, linked with aria-describedby. It sits in a slot that
 * always reserves one line, so an error appearing does not move the controls below it.
 */
export function FieldError({ children }: FieldErrorProps) {
  return (
    <div className="ui-field-error-slot">
      <AriaFieldError className="ui-field-error">{children}</AriaFieldError>
    </div>
  );
}
