import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useMutation } from "@tanstack/react-query";
import { Redacted, Result } from "effect";
import {
  afterMfaRoute,
  DEFAULT_REGENERATE_WAIT_SECONDS,
  OTP_ANNOUNCED_SECONDS,
  validateOtp,
  type SignInCodeChallenge,
} from "../../domain";
import { Form } from "../../ui/Form";
import { formatMinutesSeconds } from "../../ui/CountdownText";
import { OtpField, OtpResend } from "../../ui/OtpField";
import { Button } from "../../ui/Button";
import { RadioGroup } from "../../ui/RadioGroup";
import { Spinner } from "../../ui/Spinner";
import { useBank } from "../ServicesContext";
import { ScreenHeading, useAppState } from "../navigation/StateProvider";
import { isCallFailure, useFailure } from "../session/FailureProvider";
import { remainingAttemptsOf, retryAfterSecondsOf } from "../flow/failureBody";
import { useFormErrors } from "../forms/useFormErrors";
import { localText, translate, type LocalText } from "../i18n/localText";
import { logoutMutation } from "../session/sessionQueries";
import {
  confirmSignInCodeMutation,
  sendSignInCodeMutation,
  validateSignInCodeMutation,
} from "./authOtpQueries";

const OTP_FIELD_ID = "auth-otp-code";
const OWN_SYSTEM_FIELD_ID = "auth-otp-own-system";

/**
 * The sign-in code (state `authOtp`; spec 000 section 4): the code is sent on entry, a new one may
 * be asked for after the wait, a right code leads to the own-device question, then the dashboard
 * (or the secure image set-up). Too many wrong codes, or any other failure, signs the customer
 * out and back to sign-in with a message.
 */
export function AuthOtpScreen() {
  const { t } = useTranslation();
  const bank = useBank();
  const { go, session, endSession } = useAppState();
  const { handleFailure } = useFailure();
  const sending = useMutation(sendSignInCodeMutation(bank));
  const validation = useMutation(validateSignInCodeMutation(bank));
  const confirmation = useMutation(confirmSignInCodeMutation(bank));
  const logout = useMutation(logoutMutation(bank));
  const isBusy = sending.isPending || validation.isPending || confirmation.isPending || logout.isPending;

  const [challenge, setChallenge] = useState<SignInCodeChallenge | null>(null);
  const [code, setCode] = useState("");
  const [round, setRound] = useState(0);
  const [ownSystem, setOwnSystem] = useState<string | null>(null);
  const formErrors = useFormErrors();
  const { show: showErrors, clear: clearErrors } = formErrors;
  const [sentNotice, setSentNotice] = useState<LocalText | null>(null);
  /** The bank's wait before the first code of this sign-in (a sign-in code went out a moment ago). */
  const [firstWait, setFirstWait] = useState<number | null>(null);
  const started = useRef(false);
  const deviceHeadingRef = useRef<HTMLHeadingElement>(null);

  /** Ends the pending session and goes back to sign-in with a message (spec 000 section 4). */
  const failToLogin = async (reasonKey: string) => {
    await logout.mutateAsync().catch(() => undefined);
    endSession();
    go("login", { notice: { tone: "error", key: reasonKey } });
  };

  const sendCode = (isRegenerate: boolean) => {
    sending.mutate(undefined, {
      onSuccess: (next) => {
        setChallenge(next);
        setRound((n) => n + 1);
        setCode("");
        clearErrors();
        if (isRegenerate) setSentNotice(localText("login:otp.newCodeSent", { mobile: next.maskedMobile }));
      },
      onError: async (error) => {
        if (isCallFailure(error) && error.code === "OTP.REGENERATE_WAIT") {
          if (isRegenerate) {
            showErrors([{ fieldId: OTP_FIELD_ID, text: localText("errors:OTP.REGENERATE_WAIT") }]);
          } else {
            // No code of this sign-in yet: say so, count the wait down and then offer to send one.
            setFirstWait(retryAfterSecondsOf(error.body) ?? DEFAULT_REGENERATE_WAIT_SECONDS);
          }
        } else if (isCallFailure(error) && error.status !== 0 && error.status !== 409) {
          await failToLogin(`errors:${error.code}`);
        } else {
          handleFailure(error);
        }
      },
    });
  };

  useEffect(() => {
    // Guards against the development double effect: the code is sent once per visit.
    if (started.current) return;
    started.current = true;
    sendCode(false);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const rToken = validation.data?.rToken ?? null;

  const submitCode = () => {
    if (challenge === null || isBusy) return;
    const checked = validateOtp(code);
    if (Result.isFailure(checked)) {
      showErrors([{ fieldId: OTP_FIELD_ID, text: localText(`errors:${checked.failure}`) }]);
      return;
    }
    validation.mutate(
      // The code travels `Redacted` from here to the client.
      { otp: Redacted.make(checked.success), otac: challenge.otac },
      {
        onSuccess: () => {
          clearErrors();
          requestAnimationFrame(() => deviceHeadingRef.current?.focus());
        },
        onError: async (error) => {
          setCode("");
          if (isCallFailure(error) && error.code === "OTP.INVALID") {
            const remaining = remainingAttemptsOf(error.body);
            showErrors([
              {
                fieldId: OTP_FIELD_ID,
                text:
                  remaining !== null
                    ? localText("errors:OTP.INVALID_REMAINING", { count: remaining })
                    : localText("errors:OTP.INVALID"),
              },
            ]);
          } else if (isCallFailure(error) && error.status !== 0 && error.status !== 409) {
            await failToLogin(`errors:${error.code}`);
          } else {
            handleFailure(error);
          }
        },
      },
    );
  };

  const submitDevice = () => {
    if (rToken === null || isBusy) return;
    if (ownSystem !== "Y" && ownSystem !== "N") {
      showErrors([{ fieldId: OWN_SYSTEM_FIELD_ID, text: localText("login:otp.ownSystemRequired") }]);
      return;
    }
    confirmation.mutate(
      { rToken, ownSystem },
      {
        onSuccess: () => go(afterMfaRoute({ secureImageSet: session?.secureImageSet ?? true })),
        onError: async (error) => {
          if (isCallFailure(error) && error.status !== 0 && error.status !== 409) {
            await failToLogin(`errors:${error.code}`);
          } else {
            handleFailure(error);
          }
        },
      },
    );
  };

  const summary = formErrors.summary;
  return (
    <div className="app-screen">
      <ScreenHeading />
      {challenge === null ? (
        firstWait !== null ? (
          <div className="flow-otp-wait">
            <p>{t("flow:otp.waitFirst")}</p>
            <OtpResend
              waitSeconds={firstWait}
              round={0}
              countdownText={(left) => t("login:otp.countdown", { time: formatMinutesSeconds(left) })}
              announce={(left) => t("login:otp.countdownAnnouncement", { count: left })}
              announceAt={OTP_ANNOUNCED_SECONDS}
              readyText={t("login:otp.canRequestNow")}
              buttonLabel={t("login:otp.resend")}
              isPending={isBusy}
              onResend={() => {
                setFirstWait(null);
                sendCode(false);
              }}
            />
          </div>
        ) : isBusy ? (
          <Spinner label={t("login:otp.sending")} />
        ) : (
          <Form onSubmit={() => undefined} errorSummary={summary}>
            <Button onPress={() => sendCode(false)}>{t("login:otp.resend")}</Button>
          </Form>
        )
      ) : rToken === null ? (
        <>
          <p>{t("login:otp.sentTo", { mobile: challenge.maskedMobile })}</p>
          {sentNotice !== null ? <p role="status">{translate(t, sentNotice)}</p> : null}
          <Form onSubmit={submitCode} errorSummary={summary}>
            <OtpField
              id={OTP_FIELD_ID}
              name="otp"
              label={t("login:otp.label")}
              description={t("login:otp.description")}
              isRequired
              value={code}
              onChange={setCode}
              resend={{
                waitSeconds: challenge.regenerateOTPTimer,
                round,
                countdownText: (left) => t("login:otp.countdown", { time: formatMinutesSeconds(left) }),
                announce: (left) => t("login:otp.countdownAnnouncement", { count: left }),
                announceAt: OTP_ANNOUNCED_SECONDS,
                readyText: t("login:otp.canRequestNow"),
                buttonLabel: t("login:otp.resend"),
                onResend: () => sendCode(true),
                isPending: isBusy,
              }}
              {...formErrors.errorProps(OTP_FIELD_ID)}
            />
            <Button type="submit">{t("login:continue")}</Button>
          </Form>
        </>
      ) : (
        <section aria-labelledby="auth-otp-device">
          <h2 id="auth-otp-device" ref={deviceHeadingRef} tabIndex={-1}>
            {t("login:otp.deviceHeading")}
          </h2>
          <Form onSubmit={submitDevice} errorSummary={summary} aria-labelledby="auth-otp-device">
            <RadioGroup
              id={OWN_SYSTEM_FIELD_ID}
              name="ownSystem"
              label={t("login:otp.ownSystemLabel")}
              description={t("login:otp.ownSystemDescription")}
              isRequired
              value={ownSystem}
              onChange={setOwnSystem}
              options={[
                { value: "Y", label: t("login:otp.ownSystemYes") },
                { value: "N", label: t("login:otp.ownSystemNo") },
              ]}
              {...formErrors.errorProps(OWN_SYSTEM_FIELD_ID)}
            />
            <Button type="submit">{t("login:continue")}</Button>
          </Form>
        </section>
      )}
    </div>
  );
}
