import { Label, ProgressBar as AriaProgressBar } from "react-aria-components";
import { definedProps } from "./definedProps";
import "./ProgressBar.css";

/** Props of {@link ProgressBar}. */
export interface ProgressBarProps {
  /** Visible label and accessible name ("Uploading the statement"). */
  label: string;
  /** Current value; leave it out while the amount of work is unknown (indeterminate). */
  value?: number;
  minValue?: number;
  maxValue?: number;
  /**
   * Text shown beside the label and spoken as the value ("Step 2 of 4", "60%"), in the
   * customer's language. Without it React Aria speaks a percentage in the current locale.
   */
  valueLabel?: string;
  id?: string;
}

/**
 * A progress bar (role="progressbar") named by its label, with the value spoken as
 * `valueLabel`. Without `value` it is indeterminate: no aria-valuenow, and a moving stripe that
 * stands still under prefers-reduced-motion.
 */
export function ProgressBar({
  label,
  value,
  minValue = 0,
  maxValue = 100,
  valueLabel,
  id,
}: ProgressBarProps) {
  const isIndeterminate = value === undefined;
  return (
    <AriaProgressBar
      {...definedProps({ id, value, valueLabel })}
      minValue={minValue}
      maxValue={maxValue}
      isIndeterminate={isIndeterminate}
      className="ui-progress"
    >
      {({ percentage }) => (
        <>
          <div className="ui-progress-header">
            <Label className="ui-progress-label">{label}</Label>
            {valueLabel !== undefined ? <span className="ui-progress-value">{valueLabel}</span> : null}
          </div>
          <div className="ui-progress-track">
            <div
              className={
                isIndeterminate ? "ui-progress-fill ui-progress-fill--indeterminate" : "ui-progress-fill"
              }
              // Computed geometry (the fill's width) is the one allowed use of inline style.
              {...(isIndeterminate ? {} : { style: { width: `${percentage ?? 0}%` } })}
            />
          </div>
        </>
      )}
    </AriaProgressBar>
  );
}
