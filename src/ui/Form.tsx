import type { FormEvent, ReactNode } from "react";
import { Form as AriaForm } from "react-aria-components";
import { ErrorSummary, type ErrorSummaryItem } from "./ErrorSummary";

/** Props of {@link Form}. */
export interface FormProps {
  /** Receives the form's data; the browser's own submission is always prevented. */
  onSubmit: (data: FormData) => void | Promise<void>;
  /** Shown at the top of the form after a failed submit (see {@link ErrorSummary}). */
  errorSummary?: { title: string; errors: readonly ErrorSummaryItem[]; attempt?: number };
  children: ReactNode;
  "aria-labelledby"?: string;
  id?: string;
}

/**
 * A form whose fields validate the ARIA way (aria-invalid + linked messages, no browser
 * bubbles), with the error summary on top.
 */
export function Form({ onSubmit, errorSummary, children, "aria-labelledby": labelledBy, id }: FormProps) {
  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void onSubmit(new FormData(event.currentTarget));
  };
  return (
    <AriaForm
      validationBehavior="aria"
      onSubmit={handleSubmit}
      className="ui-form"
      {...(labelledBy !== undefined ? { "aria-labelledby": labelledBy } : {})}
      {...(id !== undefined ? { id } : {})}
    >
      {errorSummary && errorSummary.errors.length > 0 ? (
        <ErrorSummary
          title={errorSummary.title}
          errors={errorSummary.errors}
          {...(errorSummary.attempt !== undefined ? { attempt: errorSummary.attempt } : {})}
        />
      ) : null}
      {children}
    </AriaForm>
  );
}
