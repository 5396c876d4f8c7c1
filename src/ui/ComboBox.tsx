import "./ComboBox.css";
import type { Key } from "react-aria-components";
import {
  Button as AriaButton,
  Collection,
  ComboBox as AriaComboBox,
  Header,
  Input,
  ListBox,
  ListBoxSection,
  Popover,
} from "react-aria-components";
import { definedProps, hasError } from "./definedProps";
import { FieldDescription, FieldError, Label } from "./Field";
import { OptionItem, type SelectOption, type SelectSection } from "./Select";
import type { FieldBaseProps } from "./TextField";

/** Props of {@link ComboBox}. */
export interface ComboBoxProps extends FieldBaseProps {
  /** The suggestions, flat or in titled sections (filtered by the app unless `defaultFilter` is on). */
  items: SelectOption[] | SelectSection[];
  /** Text in the input (controlled), e.g. the IFSC being typed. */
  inputValue?: string;
  defaultInputValue?: string;
  onInputChange?: (value: string) => void;
  /** Id of the chosen suggestion, null for none (controlled). */
  selectedKey?: string | null;
  defaultSelectedKey?: string | null;
  onSelectionChange?: (id: string | null) => void;
  /** Keep typed text that matches no suggestion (e.g. a full IFSC the list does not know yet). */
  allowsCustomValue?: boolean;
  /** What opens the list: typing (default), focus, or only the button and arrow keys. */
  menuTrigger?: "input" | "focus" | "manual";
  /** Name of the button that shows all suggestions, e.g. "Show branches". */
  buttonLabel: string;
  /** Shown in the list when nothing matches, e.g. "No branch matches". */
  emptyText: string;
  /** While the app searches the server: the status below the field says `loadingLabel`. */
  isLoading?: boolean;
  /** Text announced politely (and shown with a spinner) while loading, e.g. "Searching branches". */
  loadingLabel?: string;
  /** Filter `items` by "contains" on the label in React Aria (otherwise the app passes filtered items). */
  defaultFilter?: boolean;
  autoComplete?: string;
  spellCheck?: boolean;
  inputMode?: "text" | "search" | "numeric";
  autoFocus?: boolean;
  onOpenChange?: (isOpen: boolean) => void;
}

/**
 * A text input with a list of suggestions (ARIA combobox) for IFSC search and branch pickers:
 * typing filters, ArrowDown/Up move through the list, Enter commits, Escape closes then clears.
 */
export function ComboBox({
  label,
  description,
  errorMessage,
  id,
  items,
  selectedKey,
  defaultSelectedKey,
  onSelectionChange,
  menuTrigger = "input",
  buttonLabel,
  emptyText,
  isLoading = false,
  loadingLabel,
  defaultFilter = false,
  autoComplete = "off",
  spellCheck,
  inputMode,
  ...rest
}: ComboBoxProps) {
  const isInvalid = hasError(errorMessage);
  const isBusy = isLoading && loadingLabel !== undefined;
  const collection: (SelectOption | SelectSection)[] = items;
  return (
    <AriaComboBox<SelectOption | SelectSection>
      {...definedProps(rest)}
      {...(defaultFilter ? { defaultItems: collection } : { items: collection })}
      {...(selectedKey !== undefined ? { value: selectedKey as Key | null } : {})}
      {...(defaultSelectedKey !== undefined ? { defaultValue: defaultSelectedKey as Key | null } : {})}
      {...(onSelectionChange
        ? { onChange: (key: Key | null) => onSelectionChange(key === null ? null : String(key)) }
        : {})}
      menuTrigger={menuTrigger}
      allowsEmptyCollection
      isInvalid={isInvalid}
      validationBehavior="aria"
      className="ui-field ui-combobox"
    >
      <Label>{label}</Label>
      {description ? <FieldDescription>{description}</FieldDescription> : null}
      <div className="ui-combobox-row">
        <Input
          className="ui-input ui-combobox-input"
          autoComplete={autoComplete}
          {...definedProps({ id, spellCheck, inputMode })}
        />
        <AriaButton
          aria-label={buttonLabel}
          className="ui-button ui-button--secondary ui-icon-button ui-combobox-button"
        >
          <span className="ui-select-chevron" aria-hidden="true" />
        </AriaButton>
      </div>
      {/* Always mounted, so screen readers register the live region before the text appears.
          React Aria hides everything outside the open list from assistive technology
          (ariaHideOutside) but keeps [data-react-aria-top-layer] nodes, so "Searching" is
          still announced while the customer types with the list open. */}
      <div role="status" className="ui-combobox-status" data-react-aria-top-layer="true">
        {isBusy ? (
          <>
            <span className="ui-spinner-circle" aria-hidden="true" />
            <span>{loadingLabel}</span>
          </>
        ) : null}
      </div>
      <FieldError>{isInvalid ? errorMessage : null}</FieldError>
      <Popover className="ui-listbox-popover" placement="bottom start">
        <ListBox
          className="ui-listbox"
          {...(isBusy ? { "aria-busy": true } : {})}
          renderEmptyState={() => <p className="ui-combobox-empty">{isBusy ? loadingLabel : emptyText}</p>}
        >
          {/* Items come from the ComboBox's collection (items or defaultItems). */}
          {(item: SelectOption | SelectSection) =>
            "options" in item ? (
              <ListBoxSection id={item.id} className="ui-option-section">
                <Header className="ui-option-section-title">{item.title}</Header>
                <Collection items={item.options}>{(option) => <OptionItem option={option} />}</Collection>
              </ListBoxSection>
            ) : (
              <OptionItem option={item} />
            )
          }
        </ListBox>
      </Popover>
    </AriaComboBox>
  );
}
