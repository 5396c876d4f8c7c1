import { useId, type ReactNode } from "react";
import { Checkbox as AriaCheckbox } from "react-aria-components";
import { definedProps, hasError } from "./definedProps";

/** Props of {@link Checkbox}. */
export interface CheckboxProps {
  /** The label (translated by the app). */
  children: ReactNode;
  isSelected?: boolean;
  defaultSelected?: boolean;
  onChange?: (isSelected: boolean) => void;
  /** When set the checkbox is invalid and the message is shown below it, linked with aria-describedby. */
  errorMessage?: string;
  description?: string;
  isRequired?: boolean;
  isDisabled?: boolean;
  /** Id of the input, so an error summary can link to it. */
  id?: string;
  name?: string;
  /** Value sent with the form when checked; default "on". */
  value?: string;
}

/** A checkbox with its label, optional hint and error message. */
export function Checkbox({ children, errorMessage, description, ...rest }: CheckboxProps) {
  const isInvalid = hasError(errorMessage);
  const descriptionId = useId();
  const errorId = useId();
  const describedBy = [description ? descriptionId : null, isInvalid ? errorId : null]
    .filter(Boolean)
    .join(" ");
  return (
    <div className="ui-field ui-checkbox-field">
      <AriaCheckbox
        {...definedProps(rest)}
        isInvalid={isInvalid}
        validationBehavior="aria"
        {...(describedBy ? { "aria-describedby": describedBy } : {})}
        className="ui-checkbox"
      >
        {({ isSelected }) => (
          <>
            <span className="ui-checkbox-box" aria-hidden="true">
              {isSelected ? (
                <svg viewBox="0 0 18 18" focusable="false">
                  <polyline points="3.5 9.5 7.5 13.5 14.5 4.5" />
                </svg>
              ) : null}
            </span>
            <span className="ui-checkbox-label">{children}</span>
          </>
        )}
      </AriaCheckbox>
      {description ? (
        <p id={descriptionId} className="ui-field-description ui-choice-description">
          {description}
        </p>
      ) : null}
      <div className="ui-field-error-slot">
        {isInvalid ? (
          <p id={errorId} className="ui-field-error">
            {errorMessage}
          </p>
        ) : null}
      </div>
    </div>
  );
}
