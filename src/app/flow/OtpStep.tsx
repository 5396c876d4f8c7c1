import { useEffect, useReducer, useRef, useState, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useMutation, useQuery } from "@tanstack/react-query";
import { Redacted, Result } from "effect";
import {
  DEFAULT_REGENERATE_WAIT_SECONDS,
  OTP_ANNOUNCED_SECONDS,
  otpTransition,
  startOtp,
  validateOtp,
  type OtpCancelTarget,
  type OtpPolicyConfig,
  type OtpState,
} from "../../domain";
import { AlertDialog } from "../../ui/AlertDialog";
import { Banner } from "../../ui/Banner";
import { Button } from "../../ui/Button";
import { Form } from "../../ui/Form";
import { formatMinutesSeconds } from "../../ui/CountdownText";
import { OtpField, OtpResend } from "../../ui/OtpField";
import { Spinner } from "../../ui/Spinner";
import { useBank } from "../ServicesContext";
import { customerIdQuery } from "../dashboard/customerQueries";
import { useFormErrors } from "../forms/useFormErrors";
import { localText, translate, type LocalText } from "../i18n/localText";
import { useAppState } from "../navigation/StateProvider";
import { configurationQuery } from "../session/sessionQueries";
import { isCallFailure, useFailure } from "../session/FailureProvider";
import { remainingAttemptsOf, retryAfterSecondsOf } from "./failureBody";
import { generateOtpMutation, validateOtpMutation, type GenerateOtpRequest } from "./flowQueries";

const FIELD_ID = "flow-otp-code";

/** Props of {@link OtpStep}. */
export interface OtpStepProps {
  /** The action the code is generated for: module, SMS texts and the values it is bound to. */
  readonly request: GenerateOtpRequest;
  /** Registration and forgot password: a block goes back to sign-in. */
  readonly isPreLogin?: boolean;
  /** The masked mobile the code goes to; by default the signed-in customer's. */
  readonly destination?: string;
  /**
   * The code was accepted; `otac` is the action code to send with the final call. The step shows
   * its busy status until the returned promise settles (the final call), then only `actions`.
   */
  readonly onVerified: (otac: string) => void | Promise<void>;
  /** The step blocked (too many codes, regenerations, or a refused generation); default: go there. */
  readonly onBlocked?: (to: OtpCancelTarget) => void;
  /** Name of the submit button; default "Confirm". */
  readonly submitLabel?: string;
  /** More buttons after the submit button (Back, Cancel). */
  readonly actions?: ReactNode;
  /** Shown above the field, e.g. a failure of the final call with its retry. */
  readonly children?: ReactNode;
}

/**
 * The one-time code of a sensitive action (spec 000 sections 4, 8 and 9) on the domain's OTP
 * machine: a code bound to the action is generated on entry (`generateOtp` with `bind`), the
 * masked mobile is named, a new code may be asked for after `regenerateOTPTimer` seconds
 * (announced at coarse steps), a wrong or expired code (406) says how many attempts are left;
 * too many wrong codes or new codes (403 `OTP.ATTEMPTS_EXCEEDED`/`OTP.REGENERATE_LIMIT`, or the
 * domain's count) open a blocking alertdialog that goes to the dashboard (sign-in before login);
 * a refused generation (406) opens the same dialog with the NR-specific or general message. A busy
 * status shows only while a call is under way: "Sending the one-time code…" while a code is asked
 * for, the completion's while `onVerified` runs; a generation that failed otherwise says so and
 * offers to try again, and after `onVerified` the step keeps only its `actions`.
 */
export function OtpStep(props: OtpStepProps) {
  const { t } = useTranslation();
  const bank = useBank();
  const { session } = useAppState();
  const configuration = useQuery(configurationQuery(bank));
  const { handleFailure } = useFailure();
  useEffect(() => {
    if (configuration.error !== null) handleFailure(configuration.error);
  }, [configuration.error, handleFailure]);
  if (configuration.data === undefined) return <Spinner label={t("common:loading")} />;
  const config: OtpPolicyConfig = {
    allowedAttempts: configuration.data.allowedOtpAttempts,
    allowedRegenerations: configuration.data.allowedRegenerateAttempts,
    regenerateWaitSeconds: configuration.data.regenerateOTPTimer,
    isPreLogin: props.isPreLogin ?? false,
    customerType: session?.customerType ?? "R",
  };
  return <OtpStepRunner {...props} config={config} />;
}

type BlockedText = { readonly titleKey: string; readonly bodyKey: string; readonly to: OtpCancelTarget };

function blockedTextOf(state: OtpState): BlockedText | null {
  switch (state.phase) {
    case "blocked":
      return {
        titleKey: "flow:otp.blockedTitle",
        bodyKey: state.reason === "attempts" ? "flow:otp.blockedAttempts" : "flow:otp.blockedRegenerations",
        to: state.cancelTo,
      };
    case "generateFailed":
      return {
        titleKey: "flow:otp.generateFailedTitle",
        bodyKey: `errors:${state.message}`,
        to: state.cancelTo,
      };
    default:
      return null;
  }
}

function OtpStepRunner({
  request,
  destination,
  onVerified,
  onBlocked,
  submitLabel,
  actions,
  children,
  config,
}: OtpStepProps & { readonly config: OtpPolicyConfig }) {
  const { t } = useTranslation();
  const { go, isSignedIn } = useAppState();
  const { handleFailureText } = useFailure();
  const bank = useBank();
  const generation = useMutation(generateOtpMutation(bank));
  const validation = useMutation(validateOtpMutation(bank));
  const isBusy = generation.isPending || validation.isPending;
  const details = useQuery({ ...customerIdQuery(bank), enabled: destination === undefined && isSignedIn });
  const [state, dispatch] = useReducer(otpTransition, config, startOtp);
  const [code, setCode] = useState("");
  const [round, setRound] = useState(0);
  const formErrors = useFormErrors();
  const [sentNotice, setSentNotice] = useState<LocalText | null>(null);
  const [forcedBlock, setForcedBlock] = useState<BlockedText | null>(null);
  /** A generation that failed without a block or a wait: its message, if the catalogue shows one in place. */
  const [sendFailure, setSendFailure] = useState<{ readonly text: LocalText | null } | null>(null);
  /** Whether `onVerified` (the final call) is under way. */
  const [isCompleting, setCompleting] = useState(false);
  /** The bank's wait before the first code of this visit (a code of the module went out a moment ago). */
  const [firstWait, setFirstWait] = useState<number | null>(null);
  const started = useRef(false);
  const cancelTo: OtpCancelTarget = config.isPreLogin ? "login" : "dashboard";

  const showError = (text: LocalText) => formErrors.show([{ fieldId: FIELD_ID, text }]);

  const generate = (isRegenerate: boolean) => {
    setSendFailure(null);
    generation.mutate(request, {
      onSuccess: (answer) => {
        dispatch({ type: "generated", otac: answer.otac, allowedAttempts: answer.allowedOTPAttemps });
        setRound((n) => n + 1);
        setCode("");
        formErrors.clear();
        if (isRegenerate) setSentNotice(localText("flow:otp.newCodeSent"));
      },
      onError: (error) => {
        if (isCallFailure(error) && error.status === 406) {
          dispatch({ type: "generateRefused" });
        } else if (isCallFailure(error) && error.code === "OTP.REGENERATE_LIMIT") {
          setForcedBlock({
            titleKey: "flow:otp.blockedTitle",
            bodyKey: "flow:otp.blockedRegenerations",
            to: cancelTo,
          });
        } else if (isCallFailure(error) && error.code === "OTP.REGENERATE_WAIT") {
          // No code is on its way (a regeneration left the code field too): say so, count the
          // wait down and then offer to send one.
          const seconds =
            retryAfterSecondsOf(error.body) ??
            config.regenerateWaitSeconds ??
            DEFAULT_REGENERATE_WAIT_SECONDS;
          setFirstWait(seconds);
        } else {
          // Nothing is being sent any more: the catalogue acts (a dialog, a sign-out) and the step
          // says the code was not sent, with a way on.
          setSendFailure({ text: handleFailureText(error) });
        }
      },
    });
  };

  useEffect(() => {
    // The first code is generated once per visit (also under the development double effect).
    if (started.current) return;
    started.current = true;
    generate(false);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const regenerate = () => {
    if (state.phase !== "entering" || isBusy) return;
    // The field's countdown has run out before its button is enabled.
    const tick = { type: "tick", seconds: state.secondsUntilRegenerate } as const;
    const next = otpTransition(otpTransition(state, tick), { type: "regenerate" });
    dispatch(tick);
    dispatch({ type: "regenerate" });
    // A regeneration the machine accepts is sent to the bank; past the limit it blocks.
    if (next.phase === "generating") generate(true);
  };

  /** A wrong or expired code: the attempts left from the bank's answer, or the machine's count. */
  const refused = (code: "OTP.INVALID" | "OTP.EXPIRED", body: unknown) => {
    dispatch({ type: "validated", outcome: "invalid" });
    const left = remainingAttemptsOf(body) ?? (state.phase === "entering" ? state.attemptsLeft - 1 : 0);
    if (left <= 0) {
      setForcedBlock({
        titleKey: "flow:otp.blockedTitle",
        bodyKey: "flow:otp.blockedAttempts",
        to: cancelTo,
      });
    } else {
      const key = code === "OTP.EXPIRED" ? "flow:otp.expiredRemaining" : "errors:OTP.INVALID_REMAINING";
      showError(localText(key, { count: left }));
    }
  };

  const submit = () => {
    if (state.phase !== "entering" || isBusy) return;
    const checked = validateOtp(code);
    if (Result.isFailure(checked)) {
      showError(localText(`errors:${checked.failure}`));
      return;
    }
    const otac = state.otac;
    validation.mutate(
      // The code travels `Redacted` from here to the client.
      { otp: Redacted.make(checked.success), otac, module: request.module },
      {
        onSuccess: async (isValid) => {
          if (!isValid) {
            setCode("");
            refused("OTP.INVALID", undefined);
            return;
          }
          dispatch({ type: "validated", outcome: "success" });
          formErrors.clear();
          setCompleting(true);
          try {
            await onVerified(otac);
          } finally {
            setCompleting(false);
          }
        },
        onError: (error) => {
          setCode("");
          if (isCallFailure(error) && (error.code === "OTP.INVALID" || error.code === "OTP.EXPIRED")) {
            refused(error.code, error.body);
          } else if (isCallFailure(error) && error.code === "OTP.ATTEMPTS_EXCEEDED") {
            setForcedBlock({
              titleKey: "flow:otp.blockedTitle",
              bodyKey: "flow:otp.blockedAttempts",
              to: cancelTo,
            });
          } else {
            const text = handleFailureText(error);
            if (text !== null) showError(text);
          }
        },
      },
    );
  };

  const blocked = forcedBlock ?? blockedTextOf(state);
  const leave = (to: OtpCancelTarget) => (onBlocked ? onBlocked(to) : go(to));
  const mobile = destination ?? details.data?.mobileNumber;

  return (
    <>
      {state.phase === "entering" ? (
        <>
          <p>{mobile !== undefined ? t("flow:otp.sentTo", { mobile }) : t("flow:otp.sentToRegistered")}</p>
          {sentNotice !== null ? <p role="status">{translate(t, sentNotice)}</p> : null}
          {children}
          <Form onSubmit={submit} errorSummary={formErrors.summary}>
            <OtpField
              id={FIELD_ID}
              name="otp"
              label={t("flow:otp.label")}
              description={t("flow:otp.description")}
              isRequired
              value={code}
              onChange={setCode}
              resend={{
                waitSeconds: state.config.regenerateWaitSeconds ?? 90,
                round,
                countdownText: (left) => t("flow:otp.countdown", { time: formatMinutesSeconds(left) }),
                announce: (left) => t("flow:otp.countdownAnnouncement", { count: left }),
                announceAt: OTP_ANNOUNCED_SECONDS,
                readyText: t("flow:otp.canRequestNow"),
                buttonLabel: t("flow:otp.resend"),
                onResend: regenerate,
                isPending: isBusy,
              }}
              {...formErrors.errorProps(FIELD_ID)}
            />
            <div className="flow-actions">
              <Button type="submit" isPending={isBusy}>
                {submitLabel ?? t("flow:confirm")}
              </Button>
              {actions}
            </div>
          </Form>
        </>
      ) : blocked === null && firstWait !== null ? (
        <div className="flow-otp-wait">
          <p>{t("flow:otp.waitFirst")}</p>
          <OtpResend
            waitSeconds={firstWait}
            round={0}
            countdownText={(left) => t("flow:otp.countdown", { time: formatMinutesSeconds(left) })}
            announce={(left) => t("flow:otp.countdownAnnouncement", { count: left })}
            announceAt={OTP_ANNOUNCED_SECONDS}
            readyText={t("flow:otp.canRequestNow")}
            buttonLabel={t("flow:otp.resend")}
            onResend={() => {
              setFirstWait(null);
              generate(false);
            }}
          />
        </div>
      ) : blocked !== null ? null : generation.isPending ? (
        <Spinner label={t("flow:otp.sending")} />
      ) : isCompleting ? (
        <Spinner label={t("flow:otp.completing")} />
      ) : sendFailure !== null ? (
        <>
          <Banner tone="error">
            {sendFailure.text !== null ? translate(t, sendFailure.text) : t("flow:otp.notSent")}
          </Banner>
          <div className="flow-actions">
            <Button onPress={() => generate(state.phase === "generating" && state.regenerationsUsed > 0)}>
              {t("flow:tryAgain")}
            </Button>
            {actions}
          </div>
        </>
      ) : state.phase === "verified" && actions !== undefined ? (
        <div className="flow-actions">{actions}</div>
      ) : null}
      <AlertDialog
        isOpen={blocked !== null}
        tone="error"
        title={t(blocked?.titleKey ?? "flow:otp.blockedTitle")}
        primaryActionLabel={
          (blocked?.to ?? cancelTo) === "login" ? t("flow:backToSignIn") : t("flow:success.backToDashboard")
        }
        onPrimaryAction={() => leave(blocked?.to ?? cancelTo)}
      >
        <p>{t(blocked?.bodyKey ?? "flow:otp.blockedAttempts")}</p>
      </AlertDialog>
    </>
  );
}
