import { useEffect, useReducer, useRef, useState, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useMutation, useQuery } from "@tanstack/react-query";
import {
  TRANSACTION_PASSWORD_REQUIRED,
  flowTransition,
  startFlow,
  type FlowEvent,
  type FlowState,
} from "../../domain";
import { AlertDialog } from "../../ui/AlertDialog";
import { Banner } from "../../ui/Banner";
import { Button } from "../../ui/Button";
import { PageHeading } from "../../ui/Heading";
import { useAnnouncer } from "../../ui/LiveRegion";
import { Spinner } from "../../ui/Spinner";
import { Steps } from "../../ui/Steps";
import { useBank } from "../ServicesContext";
import { useAppState } from "../navigation/StateProvider";
import { configurationQuery } from "../session/sessionQueries";
import { isCallFailure, useFailure } from "../session/FailureProvider";
import { fieldOf } from "./failureBody";
import type { GenerateOtpRequest } from "./flowQueries";
import { OtpStep } from "./OtpStep";
import { SuccessPanel } from "./SuccessPanel";
import { TransactionPasswordStep } from "./TransactionPasswordStep";
import { useIdempotencyKey } from "./useIdempotencyKey";

/** The step ids of a sensitive flow, in order. */
export type FlowStepId = "form" | "confirm" | "otp" | "success";

/** What the form step gets: the kept values, the submit, and a failure to show. */
export interface FlowFormProps<V> {
  /** The values of the last submit (kept when coming back from confirm or after a failure). */
  readonly values: V | null;
  /** Call with valid values to go to the confirm step. */
  readonly onSubmit: (values: V) => void;
  /** A failure of the final call, translated in the page's language, to show in the form's error summary. */
  readonly error: string | null;
}

/**
 * The final call's context: the verified action code (empty in a flow without a code step) and the
 * flow instance's idempotency key.
 */
export interface FlowCommitContext {
  readonly otac: string;
  readonly idempotencyKey: string;
}

/** A question the final call's answer asks before the flow goes on (the NEFT cut-off). */
export interface FlowQuestion {
  /** i18n key of the question (the alertdialog's message). */
  readonly prompt: string;
  /** The bank's reference of the stored instruction the customer's answer completes. */
  readonly reference: string;
}

/** How a flow asks the customer to agree before it goes on, and how it goes on. */
export interface FlowQuestionProps<V, R> {
  /** The question a final call's answer asks, or null when the answer is the flow's result. */
  readonly of: (result: R) => FlowQuestion | null;
  /**
   * Completes the stored instruction after the customer agreed; no second code. Its idempotency
   * key is the flow's key with "-answer" (a key names one operation).
   */
  readonly complete: (values: V, question: FlowQuestion, context: FlowCommitContext) => Promise<R>;
  /** The alertdialog's texts for the answer that asked (translated in the page's language). */
  readonly texts: (
    values: V,
    answer: R,
  ) => { readonly title: string; readonly message: string; readonly agree: string; readonly decline: string };
  /** i18n key of what declining leaves on the form. */
  readonly declinedKey: string;
}

/** Props of {@link SensitiveFlowScreen}. */
export interface SensitiveFlowScreenProps<V, R extends { readonly referenceNumber: string }> {
  /** i18n key of the flow's title (the h1). */
  readonly titleKey: string;
  /** Translated labels of the steps; defaults from the flow namespace. */
  readonly stepLabels?: Partial<Record<FlowStepId, string>>;
  /** Default: the configuration's `txnPwdRequired`. */
  readonly requiresTransactionPassword?: boolean;
  readonly requiresOtp?: boolean;
  readonly isPreLogin?: boolean;
  readonly renderForm: (props: FlowFormProps<V>) => ReactNode;
  /** The confirm step's summary (a DescriptionList). */
  readonly renderSummary: (values: V) => ReactNode;
  /** The code's request for these values (module, SMS texts and `bind`). */
  readonly otpRequest: (values: V) => GenerateOtpRequest;
  /** The final call; resolves with the reference number. */
  readonly commit: (values: V, context: FlowCommitContext) => Promise<R>;
  /** Shown on the success page below the reference number. */
  readonly renderSuccess?: (values: V, result: R) => ReactNode;
  /** The success page's confirmation in the flow's own words (translated); default "Your request was completed." */
  readonly successMessage?: (values: V, result: R) => string;
  /** A question the final call's answer may ask before the flow goes on (the NEFT cut-off). */
  readonly question?: FlowQuestionProps<V, R>;
  /** The way on from the success page; default: the dashboard (sign-in before login). */
  readonly onDone?: () => void;
  /** Name of the success page's button; default "Back to dashboard". */
  readonly doneLabel?: string;
}

/**
 * A sensitive action on the domain's SensitiveFlow machine (spec 000 section 2, spec 002 sections
 * 1 and 4): form -> confirm (with the transaction password when configured) -> one-time code ->
 * success with the reference number. A flow without a code step runs its final call at confirm
 * (after the transaction password) and goes back to the form with the failure (spec 001 section
 * 4); a final call may answer with a question ({@link FlowQuestionProps}): an alertdialog asks it,
 * agreeing completes the stored instruction without a second code, declining goes back to the
 * form with the values. The Steps indicator shows the current step, each step's h1
 * takes focus and the step is announced politely; back from confirm keeps the form's values; the
 * flow instance has one idempotency key, sent with every try of the final call; a failure of the
 * final call follows the error catalogue, or is shown in place with "Try again" (same code, same
 * key) and "Change details" (back to the form); a refusal that names a field of the form goes
 * back to the form with its message and the values at once.
 */
export function SensitiveFlowScreen<V, R extends { readonly referenceNumber: string }>(
  props: SensitiveFlowScreenProps<V, R>,
) {
  const { t } = useTranslation();
  const bank = useBank();
  const configuration = useQuery({
    ...configurationQuery(bank),
    enabled: props.requiresTransactionPassword === undefined,
  });
  const { handleFailure } = useFailure();
  useEffect(() => {
    if (configuration.error !== null) handleFailure(configuration.error);
  }, [configuration.error, handleFailure]);
  const requiresTransactionPassword = props.requiresTransactionPassword ?? configuration.data?.txnPwdRequired;
  if (requiresTransactionPassword === undefined) {
    return (
      <div className="app-screen">
        <PageHeading>{t(props.titleKey)}</PageHeading>
        <Spinner label={t("common:loading")} />
      </div>
    );
  }
  return <FlowRunner {...props} requiresTransactionPassword={requiresTransactionPassword} />;
}

function FlowRunner<V, R extends { readonly referenceNumber: string }>({
  titleKey,
  stepLabels,
  requiresTransactionPassword,
  requiresOtp = true,
  isPreLogin = false,
  renderForm,
  renderSummary,
  otpRequest,
  commit,
  renderSuccess,
  successMessage,
  question,
  onDone,
  doneLabel,
}: SensitiveFlowScreenProps<V, R> & { readonly requiresTransactionPassword: boolean }) {
  const { t } = useTranslation();
  const { go, takeFocusRequest } = useAppState();
  const { handleFailureText } = useFailure();
  const announce = useAnnouncer();
  const idempotencyKey = useIdempotencyKey();
  const [state, dispatch] = useReducer(
    (current: FlowState<V>, event: FlowEvent<V>) => flowTransition(current, event),
    { requiresTransactionPassword, requiresOtp, isPreLogin, idempotencyKey },
    (config) => startFlow<V>(config),
  );
  // A declined question leaves the bank's stored answer to the first call under the flow's key; the
  // payment the customer makes after changing it is another one, with a key of its own.
  const [declinedQuestions, setDeclinedQuestions] = useState(0);
  const commitKey =
    declinedQuestions === 0 ? idempotencyKey : `${idempotencyKey}-${String(declinedQuestions)}`;
  // A failure of the final call stays on screen while "Try again" runs; kept as its i18n key, so
  // it follows a language switch.
  const [commitError, setCommitError] = useState<{ key: string; otac: string } | null>(null);
  // The final call: one try per press, never retried by itself, always with the flow's key. In a
  // flow without a code step it runs at confirm, with the password check's outcome.
  const final = useMutation({
    mutationFn: ({
      values,
      otac,
    }: {
      readonly values: V;
      readonly otac: string;
      readonly verified: boolean;
    }) => commit(values, { otac, idempotencyKey: commitKey }),
    retry: false,
    onSuccess: (answer, { verified }) => {
      setCommitError(null);
      const asked = question?.of(answer) ?? null;
      if (asked !== null) {
        dispatch({ type: "ask", ...asked, transactionPasswordVerified: verified });
      } else if (requiresOtp) {
        dispatch({ type: "otpVerified" });
      } else {
        dispatch({ type: "confirm", transactionPasswordVerified: verified });
      }
    },
    onError: (error, { otac }) => {
      const text = handleFailureText(error);
      if (text === null) return;
      // Spec 001 section 4 (own transfer): a failure goes back to the form with its message; so
      // does a refusal of a field of the form (the same code would be refused again).
      const isOfTheForm = isCallFailure(error) && fieldOf(error.body) !== null;
      if (requiresOtp && !isOfTheForm) setCommitError({ key: text.key, otac });
      else dispatch({ type: "fail", message: text.key });
    },
  });
  // The customer agreed to the question: the stored instruction is completed by its reference.
  const completion = useMutation({
    mutationFn: ({ values, asked }: { readonly values: V; readonly asked: FlowQuestion }) => {
      if (question === undefined) return Promise.reject(new Error("no question"));
      return question.complete(values, asked, { otac: "", idempotencyKey: `${commitKey}-answer` });
    },
    retry: false,
    onSuccess: () => dispatch({ type: "answered" }),
    onError: (error) => {
      const text = handleFailureText(error);
      if (text !== null) dispatch({ type: "fail", message: text.key });
    },
  });
  const result = completion.data ?? final.data ?? null;
  const headingRef = useRef<HTMLHeadingElement>(null);
  const isFirstStep = useRef(true);

  const steps: { id: FlowStepId; label: string }[] = [
    { id: "form", label: stepLabels?.form ?? t("flow:steps.form") },
    { id: "confirm", label: stepLabels?.confirm ?? t("flow:steps.confirm") },
    ...(requiresOtp ? [{ id: "otp" as const, label: stepLabels?.otp ?? t("flow:steps.otp") }] : []),
    { id: "success", label: stepLabels?.success ?? t("flow:steps.success") },
  ];
  // The question is asked over the step that led to it.
  const stepId: FlowStepId | null =
    state.step === "cancelled"
      ? null
      : state.step === "question"
        ? state.otpVerified
          ? "otp"
          : "confirm"
        : state.step;
  const stepIndex = steps.findIndex((step) => step.id === stepId);
  const stepLabel = steps[stepIndex]?.label ?? "";
  const title = t(titleKey);

  useEffect(() => {
    if (stepId === null) return;
    if (isFirstStep.current) {
      isFirstStep.current = false;
      // The first step is announced by the state change that opened the screen; its h1 takes
      // the focus of that change (or the focus a loading screen before it left on the page).
      const isFocusLost = document.activeElement === null || document.activeElement === document.body;
      if (takeFocusRequest() || isFocusLost) headingRef.current?.focus();
      return;
    }
    // Back at the form with a refusal, the form's error summary takes focus and is announced (an
    // alert); the h1 would take it from the summary, whose effect runs first.
    const isRefusedAtForm = state.step === "form" && state.error !== null;
    if (!isRefusedAtForm) headingRef.current?.focus();
    announce(t("flow:stepAnnouncement", { step: stepLabel, number: stepIndex + 1, total: steps.length }));
    // Runs when the step changes only.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [stepId]);

  useEffect(() => {
    if (state.step === "cancelled" && state.to !== "logout") go(state.to);
  }, [state, go]);

  const leave = () => dispatch({ type: "cancel" });

  const runCommit = async (values: V, otac: string, verified = true): Promise<void> => {
    // The failure is carried out by the mutation's onError.
    await final.mutateAsync({ values, otac, verified }).catch(() => undefined);
  };

  // Confirm: on to the code step, or, in a flow without one, the final call itself.
  const confirmStep = (values: V, verified: boolean) => {
    if (requiresOtp) dispatch({ type: "confirm", transactionPasswordVerified: verified });
    else void runCommit(values, "", verified);
  };

  const cancelButton = (
    <Button variant="secondary" onPress={leave}>
      {t("flow:cancel")}
    </Button>
  );

  let body: ReactNode = null;
  switch (state.step) {
    case "form":
      body = (
        <>
          {renderForm({
            values: state.values,
            // The flow keeps the failure's i18n key; it is translated here, in the page's language.
            error: state.error !== null ? t(state.error) : null,
            onSubmit: (values) => dispatch({ type: "submit", values }),
          })}
          <div className="flow-actions">{cancelButton}</div>
        </>
      );
      break;
    case "confirm": {
      const back = (
        <Button variant="secondary" onPress={() => dispatch({ type: "back" })}>
          {t("flow:back")}
        </Button>
      );
      body = (
        <>
          <p>{t("flow:confirmIntro")}</p>
          {renderSummary(state.values)}
          {state.error !== null ? (
            <Banner tone="error">
              {state.error === TRANSACTION_PASSWORD_REQUIRED ? t("errors:TXN_PWD.REQUIRED") : t(state.error)}
            </Banner>
          ) : null}
          {requiresTransactionPassword ? (
            <TransactionPasswordStep
              submitLabel={t("flow:confirm")}
              onVerified={() => confirmStep(state.values, true)}
              actions={
                <>
                  {back}
                  {cancelButton}
                </>
              }
            />
          ) : (
            <div className="flow-actions">
              <Button isPending={final.isPending} onPress={() => confirmStep(state.values, false)}>
                {t("flow:confirm")}
              </Button>
              {back}
              {cancelButton}
            </div>
          )}
        </>
      );
      break;
    }
    case "otp": {
      const values = state.values;
      body =
        commitError !== null ? (
          <div className="flow-commit-error">
            <Banner tone="error">{t(commitError.key)}</Banner>
            <div className="flow-actions">
              <Button isPending={final.isPending} onPress={() => void runCommit(values, commitError.otac)}>
                {t("flow:tryAgain")}
              </Button>
              <Button
                variant="secondary"
                onPress={() => {
                  const message = commitError.key;
                  setCommitError(null);
                  dispatch({ type: "fail", message });
                }}
              >
                {t("flow:changeDetails")}
              </Button>
              {cancelButton}
            </div>
          </div>
        ) : (
          <OtpStep
            request={otpRequest(values)}
            isPreLogin={isPreLogin}
            onVerified={(otac) => runCommit(values, otac)}
            onBlocked={() => dispatch({ type: "block", reason: "otpBlocked" })}
            actions={cancelButton}
          />
        );
      break;
    }
    case "success":
      body =
        result !== null ? (
          <SuccessPanel
            referenceNumber={result.referenceNumber}
            {...(successMessage !== undefined ? { message: successMessage(state.values, result) } : {})}
            onDone={onDone ?? (() => go(isPreLogin ? "login" : "dashboard"))}
            {...(doneLabel !== undefined ? { doneLabel } : {})}
          >
            {renderSuccess?.(state.values, result)}
          </SuccessPanel>
        ) : null;
      break;
    case "question": {
      const { values, prompt, reference } = state;
      const texts =
        question !== undefined && final.data !== undefined ? question.texts(values, final.data) : null;
      body =
        question !== undefined && texts !== null ? (
          <AlertDialog
            isOpen
            tone="warning"
            title={texts.title}
            primaryActionLabel={texts.agree}
            onPrimaryAction={() => {
              if (!completion.isPending) completion.mutate({ values, asked: { prompt, reference } });
            }}
            cancelLabel={texts.decline}
            onCancel={() => {
              setDeclinedQuestions((count) => count + 1);
              dispatch({ type: "fail", message: question.declinedKey });
            }}
          >
            <p>{texts.message}</p>
          </AlertDialog>
        ) : null;
      break;
    }
    case "cancelled":
      body = null;
      break;
  }

  return (
    <div className="app-screen flow-screen">
      <PageHeading headingRef={headingRef}>
        {stepId === null
          ? title
          : t("flow:heading", { title, step: stepLabel, number: stepIndex + 1, total: steps.length })}
      </PageHeading>
      {stepId !== null ? (
        <Steps
          label={t("flow:steps.label")}
          steps={steps}
          currentStep={stepId}
          completedLabel={t("flow:steps.completed")}
          currentLabel={t("flow:steps.current")}
          upcomingLabel={t("flow:steps.upcoming")}
        />
      ) : null}
      {body}
    </div>
  );
}
