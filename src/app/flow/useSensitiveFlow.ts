import { useEffect, useReducer, useState } from "react";
import { useMutation } from "@tanstack/react-query";
import { flowTransition, startFlow, type FlowEvent, type FlowState } from "../../domain";
import type { EndpointName } from "../../adapters/rib/contract/endpoints";
import { useBank } from "../ServicesContext";
import { useAppState } from "../navigation/StateProvider";
import { useFailure } from "../session/FailureProvider";
import { callNeedsOtp, endpointOf, sendFlowCall, type FlowCall } from "./flowCall";
import { flowFailureOf, type FlowFailure } from "./FlowRefusal";
import type { FlowQuestion, SensitiveFlowDescription } from "./SensitiveFlowDescription";
import { useIdempotencyKey } from "./useIdempotencyKey";

/**
 * An event of the runner: the machine's, with the submit saying whether the submitted values ask
 * for a code (their commit's declaration decides: a raised limit does, a lowered one does not).
 */
type RunnerEvent<V> =
  | Exclude<FlowEvent<V>, { readonly type: "submit" }>
  | { readonly type: "submit"; readonly values: V; readonly requiresOtp: boolean };

/** The machine's state with the code step as the submitted values need it. */
function configured<V>(state: FlowState<V>, requiresOtp: boolean): FlowState<V> {
  return { ...state, config: { ...state.config, requiresOtp } };
}

function reduce<V>(state: FlowState<V>, event: RunnerEvent<V>): FlowState<V> {
  return event.type === "submit" && state.step === "form"
    ? flowTransition(configured(state, event.requiresOtp), event)
    : flowTransition(state, event);
}

/** The variables of the commit: the call, the values, the action code (null at confirm) and the password check. */
interface CommitVariables<V, N extends EndpointName> {
  readonly call: FlowCall<N>;
  readonly values: V;
  readonly otac: string | null;
  readonly verified: boolean;
}

/** A description with the transaction password decided (the configuration's, or the feature's). */
export type RunnableFlow<V, R, N extends EndpointName, P, QN extends EndpointName> = SensitiveFlowDescription<
  V,
  R,
  N,
  P,
  QN
> & { readonly requiresTransactionPassword: boolean };

/**
 * The state of one sensitive flow on the domain's SensitiveFlow machine, its calls as TanStack
 * mutations (prepare, commit, the answer to a question; never retried by themselves; their
 * pending, error and answer states are the flow's) and what the steps do. The flow instance has
 * one idempotency key: the commit sends it on every try, the prepare call sends it with
 * "-prepare", the completion of a question with "-answer"; a declined question makes the next
 * commit another payment with a key of its own.
 */
export function useSensitiveFlow<V, R, N extends EndpointName, P, QN extends EndpointName>(
  flow: RunnableFlow<V, R, N, P, QN>,
) {
  const bank = useBank();
  const { go } = useAppState();
  const { handleFailureText } = useFailure();
  const idempotencyKey = useIdempotencyKey();
  const hasForm = flow.renderForm !== undefined;

  /** The commit call of these values; null until the prepare call (if any) has answered. */
  const callOf = (values: V, prepared: P | undefined): FlowCall<N> | null =>
    flow.prepare !== undefined && prepared === undefined ? null : flow.toRequest(values, prepared as P);
  /** Whether these values ask for a code: their call's declaration, or the description's word before it is known. */
  const needsOtp = (values: V | null | undefined): boolean => {
    const call = values !== null && values !== undefined ? callOf(values, undefined) : null;
    return call !== null ? callNeedsOtp(call) : (flow.requiresOtp ?? true);
  };

  const [state, dispatch] = useReducer(reduce<V>, null, () => {
    const started = startFlow<V>({
      requiresTransactionPassword: flow.requiresTransactionPassword,
      requiresOtp: needsOtp(flow.initialValues),
      isPreLogin: flow.isPreLogin ?? false,
      idempotencyKey,
    });
    return !hasForm && flow.initialValues !== undefined
      ? flowTransition(started, { type: "submit", values: flow.initialValues })
      : started;
  });

  // A declined question leaves the bank's stored answer to the first commit under the flow's key;
  // the payment the customer makes after changing it is another one, with a key of its own.
  const [declinedQuestions, setDeclinedQuestions] = useState(0);
  const commitKey =
    declinedQuestions === 0 ? idempotencyKey : `${idempotencyKey}-${String(declinedQuestions)}`;

  const values = state.step === "cancelled" ? null : state.values;
  // The commit call the code step binds its code to, made once when confirm passed: the same
  // object is committed with the code's action code.
  const [codeCall, setCodeCall] = useState<FlowCall<N> | null>(null);

  const prepare = useMutation<P, FlowFailure, { readonly values: V; readonly verified: boolean }>({
    mutationKey: [flow.prepare?.endpoint ?? "prepare"],
    mutationFn: async ({ values: submitted }) => {
      try {
        if (flow.prepare === undefined) throw new Error("This flow has no prepare call.");
        return await flow.prepare.run(submitted, { idempotencyKey: `${idempotencyKey}-prepare` });
      } catch (error) {
        throw flowFailureOf(error, handleFailureText);
      }
    },
    retry: false,
    onSuccess: (prepared, { values: submitted, verified }) => afterConfirm(submitted, prepared, verified),
    onError: (failure) => {
      if (hasForm && failure.text !== null) dispatch({ type: "fail", message: failure.text.key });
    },
  });

  const commit = useMutation<R, FlowFailure, CommitVariables<V, N>>({
    // The key names the endpoint, so what the commit makes stale is found from its declaration.
    mutationKey: [currentEndpoint(values)],
    mutationFn: async ({ call, values: committed, otac }) => {
      try {
        const answer = await sendFlowCall(bank, call, otac, { idempotencyKey: commitKey });
        return flow.toResult(answer, committed);
      } catch (error) {
        throw flowFailureOf(error, handleFailureText);
      }
    },
    retry: false,
    onSuccess: (result, { otac, verified }) => {
      const asked = flow.question?.of(result) ?? null;
      if (asked !== null) {
        dispatch({
          type: "ask",
          ...asked,
          ...(otac === null ? { transactionPasswordVerified: verified } : {}),
        });
      } else if (otac === null) {
        // Committed at confirm: these values needed no code (after a prepare call whose steps
        // showed one, the code step is passed over).
        dispatch({ type: "confirm", transactionPasswordVerified: verified });
        dispatch({ type: "otpVerified" });
      } else {
        dispatch({ type: "otpVerified" });
      }
    },
    onError: (failure, { otac }) => {
      if (failure.text === null) return;
      // Spec 001 section 4: a failure at confirm goes back to the form with its message; so does a
      // refusal of a field of the form after the code (the same request would be refused again).
      // Any other failure after the code stays on the code step with "Try again".
      if (hasForm && (otac === null || failure.isOfTheForm))
        dispatch({ type: "fail", message: failure.text.key });
    },
  });

  const committedCall = commit.variables?.call ?? null;
  const asked: FlowQuestion | null =
    state.step === "question" ? { prompt: state.prompt, reference: state.reference } : null;
  const questionCall =
    flow.question !== undefined && committedCall !== null && asked !== null
      ? flow.question.toRequest(committedCall, asked)
      : null;

  const completion = useMutation<R, FlowFailure, { readonly values: V; readonly call: FlowCall<QN> }>({
    mutationKey: [questionCall !== null ? endpointOf(questionCall) : "answer"],
    mutationFn: async ({ values: committed, call }) => {
      try {
        if (flow.question === undefined) throw new Error("This flow asks no question.");
        const answer = await sendFlowCall(bank, call, null, { idempotencyKey: `${commitKey}-answer` });
        return flow.question.toResult(answer, committed);
      } catch (error) {
        throw flowFailureOf(error, handleFailureText);
      }
    },
    retry: false,
    onSuccess: () => dispatch({ type: "answered" }),
    onError: (failure) => {
      if (failure.text !== null) dispatch({ type: "fail", message: failure.text.key });
    },
  });

  /** The endpoint the commit of the current values calls (the commit mutation's key). */
  function currentEndpoint(current: V | null): EndpointName | "commit" {
    const call = codeCall ?? (current !== null ? callOf(current, prepare.data) : null);
    return call !== null ? endpointOf(call) : "commit";
  }

  useEffect(() => {
    if (state.step !== "cancelled") return;
    // Cancel goes where the feature says; a blocked code ends at the dashboard (spec 000 section
    // 4), or sign-in before login; a blocked password has signed out already.
    if (state.reason === "user" && flow.onLeave !== undefined) flow.onLeave();
    else if (state.to !== "logout") go(state.to);
    // Leaves once, when the flow is cancelled.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [state.step]);

  /** After confirm (and the prepare call): on to the code, or the commit itself when none is asked for. */
  function afterConfirm(confirmed: V, prepared: P | undefined, verified: boolean) {
    const call = callOf(confirmed, prepared);
    if (call === null) return;
    if (callNeedsOtp(call)) {
      setCodeCall(call);
      dispatch({ type: "confirm", transactionPasswordVerified: verified });
    } else {
      commit.mutate({ call, values: confirmed, otac: null, verified });
    }
  }

  return {
    state,
    hasForm,
    /** The commit call the code step binds its code to. */
    codeCall,
    /** Whether a call runs at confirm (the prepare call, or a commit without a code). */
    isConfirming: prepare.isPending || (commit.isPending && commit.variables.otac === null),
    /** A failure shown at confirm (in a flow without a form, which has nowhere else to show it). */
    confirmFailure:
      prepare.error?.text ?? (commit.variables?.otac === null ? commit.error?.text : null) ?? null,
    /** A failure of the commit after the code, shown on the code step with "Try again". */
    commitFailure: commit.variables?.otac !== null ? (commit.error?.text ?? null) : null,
    isCommitting: commit.isPending,
    /** Whether the failed commit was refused by the bank (a second try would be refused the same). */
    isRefused: commit.error?.isOfTheForm ?? false,
    result: completion.data ?? commit.data ?? null,
    submit: (submitted: V) => {
      prepare.reset();
      commit.reset();
      setCodeCall(null);
      dispatch({ type: "submit", values: submitted, requiresOtp: needsOtp(submitted) });
    },
    back: () => dispatch({ type: "back" }),
    cancel: () => dispatch({ type: "cancel" }),
    /** Confirm passed (with the password check's outcome): the prepare call, the code, or the commit. */
    confirm: (confirmed: V, verified: boolean) => {
      if (flow.prepare !== undefined) prepare.mutate({ values: confirmed, verified });
      else afterConfirm(confirmed, undefined, verified);
    },
    /** The code was accepted: the commit with its action code; settles when the commit has. */
    commitWithCode: async (otac: string): Promise<void> => {
      if (codeCall === null || values === null) return;
      // The failure is carried out by the mutation's onError.
      await commit.mutateAsync({ call: codeCall, values, otac, verified: true }).catch(() => undefined);
    },
    /** The commit again after a failure: the same call, code and key. */
    retryCommit: () => {
      if (commit.variables !== undefined) commit.mutate(commit.variables);
    },
    /** Back to the form with the commit's failure, values kept. */
    changeDetails: () => {
      const message = commit.error?.text?.key ?? null;
      commit.reset();
      if (message !== null) dispatch({ type: "fail", message });
    },
    blockOtp: () => dispatch({ type: "block", reason: "otpBlocked" }),
    agree: () => {
      if (completion.isPending || questionCall === null || values === null) return;
      completion.mutate({ values, call: questionCall });
    },
    decline: () => {
      if (flow.question === undefined) return;
      setDeclinedQuestions((count) => count + 1);
      dispatch({ type: "fail", message: flow.question.declinedKey });
    },
  };
}
