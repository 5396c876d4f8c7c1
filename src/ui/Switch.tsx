import { useId, type ReactNode } from "react";
import { Switch as AriaSwitch } from "react-aria-components";
import { definedProps } from "./definedProps";
import "./Switch.css";

/** Props of {@link Switch}. */
export interface SwitchProps {
  /** The label (translated); `children` takes precedence when both are given. */
  label?: string;
  children?: ReactNode;
  /** Hint below the label, linked with aria-describedby. */
  description?: string;
  isSelected?: boolean;
  defaultSelected?: boolean;
  onChange?: (isSelected: boolean) => void;
  isDisabled?: boolean;
  isReadOnly?: boolean;
  /** Id of the input. */
  id?: string;
  name?: string;
  /** Value sent with the form while on; default "on". */
  value?: string;
}

/**
 * An on/off switch (role switch; Space toggles, the state is spoken as on or off) for settings
 * that take effect at once, such as which widgets the dashboard shows.
 */
export function Switch({ label, children, description, ...rest }: SwitchProps) {
  const descriptionId = useId();
  return (
    <div className="ui-switch-field">
      <AriaSwitch
        {...definedProps(rest)}
        {...(description ? { "aria-describedby": descriptionId } : {})}
        className="ui-switch"
      >
        <span className="ui-switch-track" aria-hidden="true">
          <span className="ui-switch-thumb" />
        </span>
        <span className="ui-switch-label">{children ?? label}</span>
      </AriaSwitch>
      {description ? (
        <p id={descriptionId} className="ui-field-description ui-switch-description">
          {description}
        </p>
      ) : null}
    </div>
  );
}
