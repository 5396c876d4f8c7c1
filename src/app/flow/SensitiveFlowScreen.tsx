import { useEffect, useRef, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useQuery } from "@tanstack/react-query";
import { TRANSACTION_PASSWORD_REQUIRED } from "../../domain";
import type { EndpointName } from "../../adapters/rib/contract/endpoints";
import { AlertDialog } from "../../ui/AlertDialog";
import { Banner } from "../../ui/Banner";
import { Button } from "../../ui/Button";
import { PageHeading } from "../../ui/Heading";
import { useAnnouncer } from "../../ui/LiveRegion";
import { Spinner } from "../../ui/Spinner";
import { Steps } from "../../ui/Steps";
import { useBank } from "../ServicesContext";
import { translate } from "../i18n/localText";
import { useAppState } from "../navigation/StateProvider";
import { configurationQuery } from "../session/sessionQueries";
import { NoMobileBanner, useNoMobile } from "./noMobile";
import { useFailure } from "../session/FailureProvider";
import { otpRequestOf } from "./flowCall";
import { OtpStep } from "./OtpStep";
import type { FlowStepId, SensitiveFlowDescription } from "./SensitiveFlowDescription";
import { TransactionPasswordStep } from "./TransactionPasswordStep";
import { useSensitiveFlow, type RunnableFlow } from "./useSensitiveFlow";

/**
 * The flow runner of every sensitive write (spec 000 section 2, spec 002 sections 1 and 4), on
 * the domain's SensitiveFlow machine: form -> confirm (with the transaction password when the bank
 * asks for it) -> the prepare call, if any -> one-time code -> commit -> success. A feature gives
 * its {@link SensitiveFlowDescription}; one `toRequest` makes the commit call, to whose request the
 * code is bound and which is sent as it is. A commit without a code runs at confirm and a failure
 * there goes back to the form (spec 001 section 4); a commit may answer with a question (an
 * alertdialog: agreeing completes the stored instruction without a second code, declining goes back
 * to the form with the values). The Steps indicator shows the current step, each step's h1 takes
 * focus and the step is announced politely; back from confirm keeps the form's values; a failure
 * of the commit after the code follows the error catalogue, or is shown in place with "Try again"
 * (same code, same key) and "Change details" (back to the form); a refusal that names a field of
 * the form, or the feature's own refusal, goes back to the form with its message and the values.
 */
export function SensitiveFlowScreen<
  V,
  R,
  N extends EndpointName,
  P = undefined,
  QN extends EndpointName = never,
>(props: SensitiveFlowDescription<V, R, N, P, QN>) {
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
  // A flow that asks for a code says at once when the customer has no mobile to send it to, before
  // anything is typed (a failed request for the customer's data lets the flow go on as before).
  const asksForCode = !(props.isPreLogin ?? false) && (props.requiresOtp ?? true);
  const mobile = useNoMobile(asksForCode);
  if (mobile.noMobile) {
    return <NoMobileNotice title={t(props.titleKey)} />;
  }
  if (requiresTransactionPassword === undefined || mobile.isLoading) {
    return (
      <div className="app-screen">
        <PageHeading>{t(props.titleKey)}</PageHeading>
        <Spinner label={t("common:loading")} />
      </div>
    );
  }
  return <FlowRunner {...props} requiresTransactionPassword={requiresTransactionPassword} />;
}

/**
 * Instead of a flow that needs a one-time code, for a customer without a registered mobile number:
 * the flow's title, why it cannot go on and what to do, and the way back; the h1 takes the focus
 * the move to the screen asked for.
 */
function NoMobileNotice({ title }: { readonly title: string }) {
  const { t } = useTranslation();
  const { go, takeFocusRequest } = useAppState();
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    const isFocusLost = document.activeElement === null || document.activeElement === document.body;
    if (takeFocusRequest() || isFocusLost) headingRef.current?.focus();
    // Once, when the notice is shown.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return (
    <div className="app-screen">
      <PageHeading headingRef={headingRef}>{title}</PageHeading>
      <NoMobileBanner />
      <div className="flow-actions">
        <Button variant="secondary" onPress={() => go("dashboard")}>
          {t("flow:success.backToDashboard")}
        </Button>
      </div>
    </div>
  );
}

function FlowRunner<V, R, N extends EndpointName, P, QN extends EndpointName>(
  flow: RunnableFlow<V, R, N, P, QN>,
) {
  const { t } = useTranslation();
  const { takeFocusRequest } = useAppState();
  const announce = useAnnouncer();
  const run = useSensitiveFlow(flow);
  const { state, hasForm } = run;
  const headingRef = useRef<HTMLHeadingElement>(null);
  const isFirstStep = useRef(true);

  const label = (id: FlowStepId) => flow.stepLabels?.[id] ?? t(`flow:steps.${id}`);
  const steps: { id: FlowStepId; label: string }[] = [
    ...(hasForm ? [{ id: "form" as const, label: label("form") }] : []),
    { id: "confirm", label: label("confirm") },
    ...(state.config.requiresOtp ? [{ id: "otp" as const, label: label("otp") }] : []),
    { id: "success", label: label("success") },
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
  const title = t(flow.titleKey);

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

  const cancelButton = (
    <Button variant="secondary" onPress={run.cancel}>
      {t("flow:cancel")}
    </Button>
  );

  let body: ReactNode = null;
  switch (state.step) {
    case "form":
      body = (
        <>
          {flow.renderForm?.({
            values: state.values,
            // The flow keeps the failure's i18n key; it is translated here, in the page's language.
            error: state.error !== null ? t(state.error) : null,
            onSubmit: run.submit,
          })}
          <div className="flow-actions">{cancelButton}</div>
        </>
      );
      break;
    case "confirm": {
      const values = state.values;
      const confirmLabel = flow.confirmLabel ?? t("flow:confirm");
      const back = hasForm ? (
        <Button variant="secondary" onPress={run.back}>
          {t("flow:back")}
        </Button>
      ) : null;
      body = (
        <>
          <p>{t("flow:confirmIntro")}</p>
          {flow.renderSummary(values)}
          {state.error !== null ? (
            <Banner tone="error">
              {state.error === TRANSACTION_PASSWORD_REQUIRED ? t("errors:TXN_PWD.REQUIRED") : t(state.error)}
            </Banner>
          ) : null}
          {run.confirmFailure !== null ? (
            <Banner tone="error">{translate(t, run.confirmFailure)}</Banner>
          ) : null}
          {run.isConfirming ? <Spinner label={t("common:loading")} /> : null}
          {flow.requiresTransactionPassword ? (
            <TransactionPasswordStep
              submitLabel={confirmLabel}
              onVerified={() => run.confirm(values, true)}
              actions={
                <>
                  {back}
                  {cancelButton}
                </>
              }
            />
          ) : (
            <div className="flow-actions">
              <Button isPending={run.isConfirming} onPress={() => run.confirm(values, false)}>
                {confirmLabel}
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
        run.commitFailure !== null ? (
          <div className="flow-commit-error">
            <Banner tone="error">{translate(t, run.commitFailure)}</Banner>
            <div className="flow-actions">
              {!run.isRefused ? (
                <Button isPending={run.isCommitting} onPress={run.retryCommit}>
                  {t("flow:tryAgain")}
                </Button>
              ) : null}
              {hasForm ? (
                <Button variant="secondary" onPress={run.changeDetails}>
                  {t("flow:changeDetails")}
                </Button>
              ) : null}
              {cancelButton}
            </div>
          </div>
        ) : run.codeCall !== null ? (
          <OtpStep
            request={otpRequestOf(run.codeCall, t(flow.otpSmsKey ?? flow.titleKey))}
            isPreLogin={flow.isPreLogin ?? false}
            onVerified={run.commitWithCode}
            onBlocked={run.blockOtp}
            actions={cancelButton}
          />
        ) : (
          <Spinner label={t("common:loading")} />
        );
      break;
    case "success":
      body = run.result !== null ? flow.renderSuccess(state.values, run.result) : null;
      break;
    case "question": {
      const texts =
        flow.question !== undefined && run.result !== null
          ? flow.question.texts(state.values, run.result)
          : null;
      body =
        texts !== null ? (
          <AlertDialog
            isOpen
            tone="warning"
            title={texts.title}
            primaryActionLabel={texts.agree}
            onPrimaryAction={run.agree}
            cancelLabel={texts.decline}
            onCancel={run.decline}
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
