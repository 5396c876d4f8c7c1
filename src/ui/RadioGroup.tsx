import { useId } from "react";
import { Radio, RadioGroup as AriaRadioGroup } from "react-aria-components";
import { definedProps, hasError } from "./definedProps";
import { FieldDescription, FieldError, Label } from "./Field";

/** One choice of a {@link RadioGroup}. */
export interface RadioOption {
  value: string;
  label: string;
  description?: string;
  isDisabled?: boolean;
}

/** Props of {@link RadioGroup}. */
export interface RadioGroupProps {
  /** Visible label of the group and its accessible name. */
  label: string;
  options: readonly RadioOption[];
  value?: string | null;
  defaultValue?: string;
  onChange?: (value: string) => void;
  description?: string;
  /** When set the group is invalid and the message is shown below it, linked with aria-describedby. */
  errorMessage?: string;
  orientation?: "vertical" | "horizontal";
  isRequired?: boolean;
  isDisabled?: boolean;
  /** Id of the group element; an error summary link focuses its checked (or first) radio. */
  id?: string;
  name?: string;
}

/** A group of radio buttons (arrow keys move and select, Tab leaves the group). */
export function RadioGroup({
  label,
  options,
  description,
  errorMessage,
  orientation = "vertical",
  ...rest
}: RadioGroupProps) {
  const isInvalid = hasError(errorMessage);
  const baseId = useId();
  return (
    <AriaRadioGroup
      {...definedProps(rest)}
      orientation={orientation}
      isInvalid={isInvalid}
      validationBehavior="aria"
      className={`ui-field ui-radio-group ui-radio-group--${orientation}`}
    >
      <Label>{label}</Label>
      {description ? <FieldDescription>{description}</FieldDescription> : null}
      <div className="ui-radio-options">
        {options.map((option, index) => {
          const optionDescriptionId = `${baseId}-${index}`;
          return (
            <div className="ui-radio-option" key={option.value}>
              <Radio
                value={option.value}
                className="ui-radio"
                {...(option.isDisabled ? { isDisabled: true } : {})}
                {...(option.description ? { "aria-describedby": optionDescriptionId } : {})}
              >
                <span className="ui-radio-circle" aria-hidden="true" />
                <span className="ui-radio-label">{option.label}</span>
              </Radio>
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
    </AriaRadioGroup>
  );
}
