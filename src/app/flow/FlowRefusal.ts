import { localText, type LocalText } from "../i18n/localText";
import { isCallFailure } from "../session/FailureProvider";
import { fieldOf } from "./failureBody";

/**
 * Thrown by a flow's prepare call or its answer check (`toResult`) to refuse with a message of the
 * feature's own (an answer `success: false`, an unregistered mobile): the flow goes back to the
 * form with it, values kept (spec 001 section 4: "On failure the user returns to the add screen").
 */
export class FlowRefusal extends Error {
  constructor(readonly text: LocalText) {
    super(text.key);
    this.name = "FlowRefusal";
  }
}

/** A {@link FlowRefusal} with the i18n key `key`. */
export function refusal(key: string, values?: Readonly<Record<string, unknown>>): FlowRefusal {
  return new FlowRefusal(localText(key, values));
}

/**
 * A failed call of a flow as its mutation keeps it: the text to show (null when the error
 * catalogue acted elsewhere: a dialog, a sign-out) and whether the failure belongs to the form (a
 * refusal, or a rule of a form field the body names: the same request would be refused again).
 */
export class FlowFailure extends Error {
  constructor(
    readonly reason: unknown,
    readonly text: LocalText | null,
    readonly isOfTheForm: boolean,
  ) {
    super(text?.key ?? "flow failure");
    this.name = "FlowFailure";
  }
}

/**
 * Reads a thrown value of a flow's call: a {@link FlowRefusal} keeps its own text; any other
 * failure goes through the error catalogue (`handleFailureText`, which acts on it once).
 */
export function flowFailureOf(
  error: unknown,
  handleFailureText: (error: unknown) => LocalText | null,
): FlowFailure {
  if (error instanceof FlowFailure) return error;
  if (error instanceof FlowRefusal) return new FlowFailure(error, error.text, true);
  const isOfTheForm = isCallFailure(error) && fieldOf(error.body) !== null;
  return new FlowFailure(error, handleFailureText(error), isOfTheForm);
}
