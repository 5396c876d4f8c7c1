import type { ReactNode } from "react";
import type { BankCalls } from "../../adapters/rib/BankClient";
import type { EndpointName } from "../../adapters/rib/contract/endpoints";
import type { FlowCall } from "./flowCall";

/** The step ids of a sensitive flow, in order. */
export type FlowStepId = "form" | "confirm" | "otp" | "success";

/** What the form step gets: the kept values, the submit, and a failure to show. */
export interface FlowFormProps<V> {
  /** The values of the last submit (kept when coming back from confirm or after a failure). */
  readonly values: V | null;
  /** Call with valid values to go to the confirm step. */
  readonly onSubmit: (values: V) => void;
  /** A failure of a call of the flow, translated in the page's language, to show in the form's error summary. */
  readonly error: string | null;
}

/** A question the commit's answer asks before the flow goes on (the NEFT cut-off). */
export interface FlowQuestion {
  /** i18n key of the question (the alertdialog's message). */
  readonly prompt: string;
  /** The bank's reference of the stored instruction the customer's answer completes. */
  readonly reference: string;
}

/**
 * The call between confirm and the one-time code whose answer the code is bound to (adding a
 * beneficiary creates it pending; the code then activates it by its sequence).
 */
export interface FlowPrepare<V, P> {
  /** The endpoint that changes something (the prepare mutation's key, for what it makes stale). */
  readonly endpoint: EndpointName;
  /**
   * Runs the call with its own idempotency key (the flow's key with "-prepare": a key names one
   * operation) and answers what the commit needs; throw a `FlowRefusal` to go back to the form.
   */
  readonly run: (values: V, context: { readonly idempotencyKey: string }) => Promise<P>;
}

/** How a flow asks the customer to agree before it goes on, and how it goes on. */
export interface FlowQuestionProps<V, R, N extends EndpointName, QN extends EndpointName> {
  /** The question a commit's answer asks, or null when the answer is the flow's result. */
  readonly of: (result: R) => FlowQuestion | null;
  /**
   * The call that completes the stored instruction after the customer agreed, from the committed
   * call (no second code). Its idempotency key is the flow's key with "-answer".
   */
  readonly toRequest: (committed: FlowCall<N>, question: FlowQuestion) => FlowCall<QN>;
  /** The completing call's answer as the flow's result. */
  readonly toResult: (answer: BankCalls[QN]["response"], values: V) => R;
  /** The alertdialog's texts for the answer that asked (translated in the page's language). */
  readonly texts: (
    values: V,
    answer: R,
  ) => { readonly title: string; readonly message: string; readonly agree: string; readonly decline: string };
  /** i18n key of what declining leaves on the form. */
  readonly declinedKey: string;
}

/**
 * What a feature supplies to run a sensitive write on the flow runner (`SensitiveFlowScreen`):
 * its form (or the values of a flow without one), its confirm summary, one `toRequest` that makes
 * the commit call from the values (and the prepare call's answer), the check of the commit's
 * answer, and its success content. The runner derives the rest from the commit's declaration:
 * whether a code is asked for (`otp`, `otp.when`), its module, the values it is bound to (read
 * from the request that is sent), and the field its action code travels in.
 *
 * `V` the form's values, `R` the flow's result, `N` the commit's endpoint(s), `P` the prepare
 * call's answer, `QN` the endpoint that completes an answered question.
 */
export interface SensitiveFlowDescription<
  V,
  R,
  N extends EndpointName,
  P = undefined,
  QN extends EndpointName = never,
> {
  /** i18n key of the flow's title (the h1, with the step). */
  readonly titleKey: string;
  /** Translated labels of the steps; defaults from the flow namespace. */
  readonly stepLabels?: Partial<Record<FlowStepId, string>>;
  /** Whether confirm asks for the transaction password; default: the configuration's `txnPwdRequired`. */
  readonly requiresTransactionPassword?: boolean;
  /**
   * Whether the steps show a one-time code before the commit call is known (the form before its
   * first submit, confirm before the prepare call); default true. Once the call is known, its
   * declaration decides.
   */
  readonly requiresOtp?: boolean;
  /** Registration and forgot password: cancels and blocks go to sign-in. */
  readonly isPreLogin?: boolean;
  /** The form step; absent in a flow that opens at confirm with {@link initialValues}. */
  readonly renderForm?: (props: FlowFormProps<V>) => ReactNode;
  /** The values of a flow without a form (a deletion, an approval): it opens at confirm. */
  readonly initialValues?: V;
  /** The confirm step's summary (a DescriptionList, with any notice that goes with it). */
  readonly renderSummary: (values: V) => ReactNode;
  /** Name of the confirm button; default "Confirm". */
  readonly confirmLabel?: string;
  /** The call between confirm and the code whose answer the code is bound to. */
  readonly prepare?: FlowPrepare<V, P>;
  /**
   * The commit call of these values (`flowCall(name, request)`): the one mapping of the form's
   * values to the request, used for the code's binding and sent as it is (with the action code).
   */
  readonly toRequest: (values: V, prepared: P) => FlowCall<N>;
  /** i18n key of the service the code's SMS names; default the flow's title. */
  readonly otpSmsKey?: string;
  /** The commit's answer as the flow's result; throw a `FlowRefusal` for an answer that refuses. */
  readonly toResult: (answer: BankCalls[N]["response"], values: V) => R;
  /** A question the commit's answer may ask before the flow goes on (the NEFT cut-off). */
  readonly question?: FlowQuestionProps<V, R, N, QN>;
  /** The success step's content: usually a `SuccessPanel` with the reference number. */
  readonly renderSuccess: (values: V, result: R) => ReactNode;
  /** Where Cancel goes; default the dashboard (sign-in before login). */
  readonly onLeave?: () => void;
}
