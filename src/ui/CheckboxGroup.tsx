import { useId } from "react";
import { Checkbox as AriaCheckbox, CheckboxGroup as AriaCheckboxGroup } from "react-aria-components";
import { definedProps, hasError } from "./definedProps";
import { FieldDescription, FieldError, Label } from "./Field";
import "./CheckboxGroup.css";

/** One choice of a {@link CheckboxGroup}. */
export interface CheckboxOption {
  value: string;
  label: string;
  description?: string;
  isDisabled?: boolean;
}

/** Props of {@link CheckboxGroup}. */
export interface CheckboxGroupProps {
  /** Visible label of the group and its accessible name. */
  label: string;
  options: readonly CheckboxOption[];
  value?: readonly string[];
  defaultValue?: readonly string[];
  onChange?: (value: string[]) => void;
  description?: string;
  /** When set the group is invalid and the message is shown below it, linked with aria-describedby. */
  errorMessage?: string;
  orientation?: "vertical" | "horizontal";
  isRequired?: boolean;
  isDisabled?: boolean;
  /** Id of the first checkbox's input, so an error summary link can focus it. */
  id?: string;
  name?: string;
}

/**
 * A group of checkboxes named by its label (role group): Tab moves between the boxes, Space
 * toggles one. The hint and the error describe the group and the first box, which is where an
 * error summary link puts focus.
 */
export function CheckboxGroup({
  label,
  options,
  description,
  errorMessage,
  orientation = "vertical",
  id,
  value,
  defaultValue,
  onChange,
  ...rest
}: CheckboxGroupProps) {
  const isInvalid = hasError(errorMessage);
  const baseId = useId();
  return (
    <AriaCheckboxGroup
      {...definedProps(rest)}
      {...(value !== undefined ? { value: [...value] } : {})}
      {...(defaultValue !== undefined ? { defaultValue: [...defaultValue] } : {})}
      {...(onChange ? { onChange: (next: string[]) => onChange(next) } : {})}
      isInvalid={isInvalid}
      validationBehavior="aria"
      className={`ui-field ui-checkbox-group ui-checkbox-group--${orientation}`}
    >
      <Label>{label}</Label>
      {description ? <FieldDescription>{description}</FieldDescription> : null}
      <div className="ui-checkbox-options">
        {options.map((option, index) => {
          const optionDescriptionId = `${baseId}-${index}`;
          return (
            <div className="ui-checkbox-option" key={option.value}>
              <AriaCheckbox
                value={option.value}
                className="ui-checkbox"
                {...(index === 0 && id !== undefined ? { id } : {})}
                {...(option.isDisabled ? { isDisabled: true } : {})}
                {...(option.description ? { "aria-describedby": optionDescriptionId } : {})}
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
                    <span className="ui-checkbox-label">{option.label}</span>
                  </>
                )}
              </AriaCheckbox>
              {option.description ? (
                <p id={optionDescriptionId} className="ui-field-description ui-choice-description">
                  {option.description}
                </p>
              ) : null}
            </div>
          );
        })}
      </div>
      <FieldError>{isInvalid ? errorMessage : null}</FieldError>
    </AriaCheckboxGroup>
  );
}
