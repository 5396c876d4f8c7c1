import { useId, type ReactNode } from "react";
import { Radio, RadioGroup as AriaRadioGroup } from "react-aria-components";
import { definedProps, hasError } from "./definedProps";
import { FieldDescription, FieldError, Label } from "./Field";

/** One choice of a {@link RadioGroup}. */
export interface RadioOption {
  value: string;
  label: string;
  description?: string;
  isDisabled?: boolean;
  /**
   * A picture shown with the choice, inside its label, so clicking it chooses. Give it no name
   * of its own (`alt=""`): the label names the choice, and the choice is announced once.
   */
  visual?: ReactNode;
}

/** A titled part of a {@link RadioGroup}: a named sub-group of the one group's choices. */
export interface RadioSection {
  id: string;
  /** Visible title of the part and the name of its `role="group"`. */
  title: string;
  options: readonly RadioOption[];
}

/** Props of {@link RadioGroup}. */
export interface RadioGroupProps {
  /** Visible label of the group and its accessible name. */
  label: string;
  /** The choices; give either these or `sections`. */
  options?: readonly RadioOption[];
  /**
   * The choices in titled parts: still ONE radio group (one Tab stop, arrow keys move through
   * every part, choosing one clears the rest), each part a `role="group"` named by its title.
   */
  sections?: readonly RadioSection[];
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

/** The radio buttons of `options`, each with its description. */
function RadioOptions({ options, baseId }: { options: readonly RadioOption[]; baseId: string }) {
  return (
    <div className="ui-radio-options">
      {options.map((option, index) => {
        const optionDescriptionId = `${baseId}-${index}`;
        return (
          <div className="ui-radio-option" key={option.value}>
            <Radio
              value={option.value}
              className={option.visual !== undefined ? "ui-radio ui-radio--visual" : "ui-radio"}
              {...(option.isDisabled ? { isDisabled: true } : {})}
              {...(option.description ? { "aria-describedby": optionDescriptionId } : {})}
            >
              {option.visual !== undefined ? <span className="ui-radio-visual">{option.visual}</span> : null}
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
  );
}

/**
 * A group of radio buttons (arrow keys move and select, Tab leaves the group), optionally in
 * titled sections and with a picture in each choice's label.
 */
export function RadioGroup({
  label,
  options = [],
  sections,
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
      {sections === undefined ? (
        <RadioOptions options={options} baseId={baseId} />
      ) : (
        sections.map((section) => {
          const sectionId = `${baseId}-${section.id}`;
          return (
            <div key={section.id} role="group" aria-labelledby={sectionId} className="ui-radio-section">
              <span id={sectionId} className="ui-radio-section-title">
                {section.title}
              </span>
              <RadioOptions options={section.options} baseId={sectionId} />
            </div>
          );
        })
      )}
      <FieldError>{isInvalid ? errorMessage : null}</FieldError>
    </AriaRadioGroup>
  );
}
