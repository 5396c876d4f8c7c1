import { VisuallyHidden } from "./VisuallyHidden";
import "./Steps.css";

/** One step of {@link Steps}. */
export interface Step {
  id: string;
  label: string;
}

/** Props of {@link Steps}. */
export interface StepsProps {
  /** Names the group ("Progress"). */
  label: string;
  steps: readonly Step[];
  /** The id of the step the customer is on. */
  currentStep: string;
  /** Spoken before a finished step's label ("Completed"). */
  completedLabel: string;
  /** Spoken before the current step's label ("Current step"). */
  currentLabel: string;
  /** Spoken before a later step's label ("Not started"). */
  upcomingLabel: string;
}

type StepState = "completed" | "current" | "upcoming";

/**
 * The steps of a flow (details, confirm, one-time code, done) as a named ordered list. Each
 * step's state is said in words ("Completed: Details"), the current one also has
 * aria-current="step", and the states differ without colour: a check mark, a bold number in a
 * thick ring, a plain number. The list wraps on narrow screens.
 */
export function Steps({
  label,
  steps,
  currentStep,
  completedLabel,
  currentLabel,
  upcomingLabel,
}: StepsProps) {
  const currentIndex = steps.findIndex((step) => step.id === currentStep);
  const prefix: Record<StepState, string> = {
    completed: completedLabel,
    current: currentLabel,
    upcoming: upcomingLabel,
  };
  return (
    <div role="group" aria-label={label} className="ui-steps">
      <ol className="ui-steps-list">
        {steps.map((step, index) => {
          const state: StepState =
            index < currentIndex ? "completed" : index === currentIndex ? "current" : "upcoming";
          return (
            <li
              key={step.id}
              className={`ui-step ui-step--${state}`}
              {...(state === "current" ? { "aria-current": "step" as const } : {})}
            >
              <span className="ui-step-marker" aria-hidden="true">
                {state === "completed" ? (
                  <svg viewBox="0 0 16 16" width="16" height="16" focusable="false">
                    <path d="M3 8.5 6.5 12 13 4.5" fill="none" stroke="currentColor" strokeWidth="2.5" />
                  </svg>
                ) : (
                  index + 1
                )}
              </span>
              <span className="ui-step-label">
                <VisuallyHidden>{`${prefix[state]}: `}</VisuallyHidden>
                {step.label}
              </span>
            </li>
          );
        })}
      </ol>
    </div>
  );
}
