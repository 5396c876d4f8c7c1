import "./Select.css";
import type { Key } from "react-aria-components";
import {
  Button as AriaButton,
  Header,
  ListBox,
  ListBoxItem,
  ListBoxSection,
  Popover,
  Select as AriaSelect,
  SelectValue,
  Text,
} from "react-aria-components";
import { definedProps, hasError } from "./definedProps";
import { FieldDescription, FieldError, Label } from "./Field";
import type { FieldBaseProps } from "./TextField";

/** One option of a {@link Select} or {@link ComboBox}-like list. */
export interface SelectOption {
  id: string;
  /** Visible text and accessible name of the option; long labels wrap. */
  label: string;
  /** Second line of the option, linked as its description. */
  description?: string;
}

/** A titled group of options. */
export interface SelectSection {
  id: string;
  /** Visible heading of the group, which also names it. */
  title: string;
  options: SelectOption[];
}

/** Props of {@link Select}. */
export interface SelectProps extends FieldBaseProps {
  /** The options, flat or in titled sections. */
  options: SelectOption[] | SelectSection[];
  /** Text on the button while nothing is selected, e.g. "Choose an account" (required: React Aria's default is English). */
  placeholder: string;
  /** Id of the selected option, null for none (controlled). */
  selectedKey?: string | null;
  defaultSelectedKey?: string | null;
  onSelectionChange?: (id: string | null) => void;
  isOpen?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (isOpen: boolean) => void;
  autoFocus?: boolean;
  /**
   * The label for screen readers only, where the field's name is shown elsewhere on screen (a
   * table's column header above a picker in each row); the button keeps it as its name.
   */
  isLabelHidden?: boolean;
}

function isSectionList(options: SelectOption[] | SelectSection[]): options is SelectSection[] {
  const first = options[0];
  return first !== undefined && "options" in first;
}

/** The option rows of a listbox (label and optional description); shared with ComboBox. */
export function OptionItem({ option }: { option: SelectOption }) {
  return (
    <ListBoxItem id={option.id} textValue={option.label} className="ui-option">
      <Text slot="label" className="ui-option-label">
        {option.label}
      </Text>
      {option.description ? (
        <Text slot="description" className="ui-option-description">
          {option.description}
        </Text>
      ) : null}
    </ListBoxItem>
  );
}

/** Renders flat options or titled sections inside a ListBox; shared with ComboBox. */
export function OptionList({ options }: { options: SelectOption[] | SelectSection[] }) {
  if (isSectionList(options)) {
    return options.map((section) => (
      <ListBoxSection key={section.id} id={section.id} className="ui-option-section">
        <Header className="ui-option-section-title">{section.title}</Header>
        {section.options.map((option) => (
          <OptionItem key={option.id} option={option} />
        ))}
      </ListBoxSection>
    ));
  }
  return options.map((option) => <OptionItem key={option.id} option={option} />);
}

/**
 * A button that opens a list of options (Enter, Space or ArrowDown open it; arrows move, typing
 * jumps to a match, Enter picks, Escape closes); the button shows the selected label.
 */
export function Select({
  label,
  description,
  errorMessage,
  id,
  options,
  placeholder,
  selectedKey,
  defaultSelectedKey,
  onSelectionChange,
  isLabelHidden = false,
  ...rest
}: SelectProps) {
  const isInvalid = hasError(errorMessage);
  return (
    <AriaSelect
      {...definedProps(rest)}
      {...(selectedKey !== undefined ? { value: selectedKey as Key | null } : {})}
      {...(defaultSelectedKey !== undefined ? { defaultValue: defaultSelectedKey as Key | null } : {})}
      {...(onSelectionChange
        ? { onChange: (key: Key | null) => onSelectionChange(key === null ? null : String(key)) }
        : {})}
      placeholder={placeholder}
      isInvalid={isInvalid}
      validationBehavior="aria"
      className="ui-field ui-select"
    >
      <Label isHidden={isLabelHidden}>{label}</Label>
      {description ? <FieldDescription>{description}</FieldDescription> : null}
      <AriaButton className="ui-select-button" {...definedProps({ id })}>
        <SelectValue className="ui-select-value">
          {({ isPlaceholder, selectedText }) => (isPlaceholder ? placeholder : selectedText)}
        </SelectValue>
        <span className="ui-select-chevron" aria-hidden="true" />
      </AriaButton>
      <FieldError>{isInvalid ? errorMessage : null}</FieldError>
      <Popover className="ui-listbox-popover" placement="bottom start">
        <ListBox className="ui-listbox">
          <OptionList options={options} />
        </ListBox>
      </Popover>
    </AriaSelect>
  );
}
