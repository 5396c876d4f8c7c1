import type { ReactNode } from "react";
import { ProgressBar } from "react-aria-components";

/** Props of {@link Spinner}. */
export interface SpinnerProps {
  /** Accessible name, e.g. "Loading accounts". */
  label: string;
  /** Show the label next to the spinner; default true. */
  isLabelVisible?: boolean;
}

/** An indeterminate progress indicator (role="progressbar") with an accessible name. */
export function Spinner({ label, isLabelVisible = true }: SpinnerProps) {
  return (
    <ProgressBar isIndeterminate aria-label={label} className="ui-spinner">
      <span className="ui-spinner-circle" aria-hidden="true" />
      {isLabelVisible ? (
        <span className="ui-spinner-label" aria-hidden="true">
          {label}
        </span>
      ) : null}
    </ProgressBar>
  );
}

/** Props of {@link LoadingRegion}. */
export interface LoadingRegionProps {
  isBusy: boolean;
  /** Name of the spinner shown while busy, e.g. "Loading statement". */
  label: string;
  children?: ReactNode;
}

/** Wraps content that is being (re)loaded: aria-busy while loading, with a named spinner. */
export function LoadingRegion({ isBusy, label, children }: LoadingRegionProps) {
  return (
    <div className="ui-loading-region" aria-busy={isBusy}>
      {isBusy ? <Spinner label={label} /> : null}
      {children}
    </div>
  );
}
