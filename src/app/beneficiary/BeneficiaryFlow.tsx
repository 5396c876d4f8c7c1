import { useEffect, useReducer, useRef, useState, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { flowTransition, startFlow, type FlowEvent, type FlowState } from "../../domain";
import { Banner } from "../../ui/Banner";
import { Button } from "../../ui/Button";
import { PageHeading } from "../../ui/Heading";
import { useAnnouncer } from "../../ui/LiveRegion";
import { Spinner } from "../../ui/Spinner";
import { Steps } from "../../ui/Steps";
import { OtpStep } from "../flow/OtpStep";
import type { GenerateOtpRequest } from "../flow/flowQueries";
import type { FlowFormProps } from "../flow/SensitiveFlowScreen";
import { TransactionPasswordStep } from "../flow/TransactionPasswordStep";
import { useIdempotencyKey } from "../flow/useIdempotencyKey";
import { localText, translate, type LocalText } from "../i18n/localText";
import { useAppState } from "../navigation/StateProvider";
import { useFailure } from "../session/FailureProvider";

type StepId = "form" | "confirm" | "otp" | "success";

/** What the call at confirm answered: the code step comes next (with what it needs), or the change is done. */
export type PrepareOutcome<P, R> =
  { readonly kind: "otp"; readonly prepared: P } | { readonly kind: "done"; readonly result: R };

/** Thrown by `prepare` or `commit` to go back to the form with a message of the beneficiary screens. */
export class FlowRefusal extends Error {
  constructor(readonly text: LocalText) {
    super(text.key);
    this.name = "FlowRefusal";
  }
}

/** Props of {@link BeneficiaryFlow}. */
export interface BeneficiaryFlowProps<V, P, R> {
  /** The translated title of the flow (the h1, with the step). */
  readonly title: string;
  /** The form step; absent when the flow starts at confirm with {@link initialValues}. */
  readonly renderForm?: (props: FlowFormProps<V>) => ReactNode;
  /** The values of a flow without a form (delete, approval): it opens at confirm. */
  readonly initialValues?: V;
  readonly renderSummary: (values: V) => ReactNode;
  /** Extra text of the confirm step (e.g. the first-24-hours notice). */
  readonly renderConfirmNote?: (values: V) => ReactNode;
  readonly requiresTransactionPassword: boolean;
  /**
   * Whether these values need the one-time code (a raised limit does, a lowered one does not);
   * null before the form's first submit, for the steps shown then.
   */
  readonly needsOtp: (values: V | null) => boolean;
  /** Name of the confirm button. */
  readonly confirmLabel?: string;
  /** The call once confirm (and its password) passed: the add call, or the whole change when no code is needed. */
  readonly prepare: (values: V, idempotencyKey: string) => Promise<PrepareOutcome<P, R>>;
  readonly otpRequest: (values: V, prepared: P) => GenerateOtpRequest;
  /** The final call with the verified code's action code and its own idempotency key. */
  readonly commit: (values: V, prepared: P, otac: string, idempotencyKey: string) => Promise<R>;
  readonly renderSuccess: (values: V, result: R) => ReactNode;
  /** Where Cancel (and Back from a flow without a form) goes. */
  readonly onLeave: () => void;
}

/**
 * The beneficiary flows on the domain's sensitive-flow machine (spec 001 section 4): form ->
 * confirm (transaction password) -> the call at confirm -> one-time code when the values need one
 * -> the final call -> success. Unlike the shared SensitiveFlowScreen, a call runs between the
 * password and the code: adding creates the pending beneficiary that the code then activates
 * (so an abandoned one is left pending), and a raised limit alone asks for a code. Every step's
 * h1 takes focus and the step is announced; a refused call goes back to the form with its message
 * and the values kept (spec 001 section 4: "On failure the user returns to the add screen").
 */
export function BeneficiaryFlow<V, P, R>(props: BeneficiaryFlowProps<V, P, R>) {
  const { t } = useTranslation();
  const { go, takeFocusRequest } = useAppState();
  const { handleFailureText } = useFailure();
  const announce = useAnnouncer();
  const idempotencyKey = useIdempotencyKey();
  // The final call is another operation than the call at confirm, so it has a key of its own.
  const commitKey = useIdempotencyKey();
  const [state, dispatch] = useReducer(
    (current: FlowState<V>, event: FlowEvent<V>) => flowTransition(current, event),
    props.initialValues,
    (initial) => {
      const started = startFlow<V>({
        requiresTransactionPassword: props.requiresTransactionPassword,
        requiresOtp: true,
        isPreLogin: false,
        idempotencyKey,
      });
      return initial !== undefined ? flowTransition(started, { type: "submit", values: initial }) : started;
    },
  );
  const [prepared, setPrepared] = useState<P | null>(null);
  const [result, setResult] = useState<R | null>(null);
  const [isBusy, setBusy] = useState(false);
  const [failure, setFailure] = useState<LocalText | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const isFirstStep = useRef(true);
  const hasForm = props.renderForm !== undefined;

  const values = state.step === "cancelled" ? null : state.values;
  const withOtp = props.needsOtp(values);
  const steps: { id: StepId; label: string }[] = [
    ...(hasForm ? [{ id: "form" as const, label: t("flow:steps.form") }] : []),
    { id: "confirm", label: t("flow:steps.confirm") },
    ...(withOtp ? [{ id: "otp" as const, label: t("flow:steps.otp") }] : []),
    { id: "success", label: t("flow:steps.success") },
  ];
  const stepId: StepId | null =
    state.step === "form" || state.step === "confirm" || state.step === "otp" || state.step === "success"
      ? state.step
      : null;
  const stepIndex = steps.findIndex((step) => step.id === stepId);
  const stepLabel = steps[stepIndex]?.label ?? "";

  useEffect(() => {
    if (stepId === null) return;
    if (isFirstStep.current) {
      isFirstStep.current = false;
      const isFocusLost = document.activeElement === null || document.activeElement === document.body;
      if (takeFocusRequest() || isFocusLost) headingRef.current?.focus();
      return;
    }
    headingRef.current?.focus();
    announce(t("flow:stepAnnouncement", { step: stepLabel, number: stepIndex + 1, total: steps.length }));
    // Runs when the step changes only.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [stepId]);

  useEffect(() => {
    if (state.step !== "cancelled") return;
    // Cancel goes back where the flow came from; a blocked code ends at the dashboard (spec 000
    // section 4); a blocked password has signed out already.
    if (state.reason === "user") props.onLeave();
    else if (state.to !== "logout") go(state.to);
    // Leaves once, when the flow is cancelled.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [state.step]);

  /** A refused call: back to the form (or, without one, stays at confirm) with the message. */
  const refuse = (error: unknown) => {
    const text = error instanceof FlowRefusal ? error.text : handleFailureText(error);
    if (text === null) return;
    if (hasForm) dispatch({ type: "fail", message: text.key });
    else setFailure(text);
  };

  const runPrepare = async (current: V) => {
    setBusy(true);
    setFailure(null);
    try {
      const outcome = await props.prepare(current, idempotencyKey);
      dispatch({ type: "confirm", transactionPasswordVerified: true });
      if (outcome.kind === "otp") {
        setPrepared(outcome.prepared);
      } else {
        setResult(outcome.result);
        dispatch({ type: "otpVerified" });
      }
    } catch (error) {
      refuse(error);
    } finally {
      setBusy(false);
    }
  };

  const runCommit = async (current: V, otac: string) => {
    if (prepared === null) return;
    try {
      setResult(await props.commit(current, prepared, otac, commitKey));
      dispatch({ type: "otpVerified" });
    } catch (error) {
      refuse(error);
    }
  };

  const leave = () => dispatch({ type: "cancel" });
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
          {props.renderForm?.({
            values: state.values,
            error: state.error !== null ? t(state.error) : null,
            onSubmit: (submitted) => dispatch({ type: "submit", values: submitted }),
          })}
          <div className="flow-actions">{cancelButton}</div>
        </>
      );
      break;
    case "confirm": {
      const current = state.values;
      const back = hasForm ? (
        <Button variant="secondary" onPress={() => dispatch({ type: "back" })}>
          {t("flow:back")}
        </Button>
      ) : null;
      body = (
        <>
          <p>{t("flow:confirmIntro")}</p>
          {props.renderSummary(current)}
          {props.renderConfirmNote?.(current)}
          {failure !== null ? <Banner tone="error">{translate(t, failure)}</Banner> : null}
          {isBusy ? <Spinner label={t("common:loading")} /> : null}
          {props.requiresTransactionPassword ? (
            <TransactionPasswordStep
              submitLabel={props.confirmLabel ?? t("flow:confirm")}
              onVerified={() => void runPrepare(current)}
              actions={
                <>
                  {back}
                  {cancelButton}
                </>
              }
            />
          ) : (
            <div className="flow-actions">
              <Button isPending={isBusy} onPress={() => void runPrepare(current)}>
                {props.confirmLabel ?? t("flow:confirm")}
              </Button>
              {back}
              {cancelButton}
            </div>
          )}
        </>
      );
      break;
    }
    case "otp":
      body =
        prepared === null ? (
          <Spinner label={t("common:loading")} />
        ) : (
          <OtpStep
            request={props.otpRequest(state.values, prepared)}
            onVerified={(otac) => runCommit(state.values, otac)}
            onBlocked={() => dispatch({ type: "block", reason: "otpBlocked" })}
            actions={cancelButton}
          />
        );
      break;
    case "success":
      body = result !== null ? props.renderSuccess(state.values, result) : null;
      break;
    default:
      body = null;
  }

  return (
    <div className="app-screen flow-screen">
      <PageHeading headingRef={headingRef}>
        {stepId === null
          ? props.title
          : t("flow:heading", {
              title: props.title,
              step: stepLabel,
              number: stepIndex + 1,
              total: steps.length,
            })}
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

/** A refusal of the beneficiary screens with the i18n key `key`. */
export function refusal(key: string, values?: Readonly<Record<string, unknown>>): FlowRefusal {
  return new FlowRefusal(localText(key, values));
}
