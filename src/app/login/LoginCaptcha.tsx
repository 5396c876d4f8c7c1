import { useTranslation } from "react-i18next";
import { OTP_ANNOUNCED_SECONDS } from "../../domain";
import { Button } from "../../ui/Button";
import { CaptchaImage } from "../../ui/Captcha";
import { formatMinutesSeconds } from "../../ui/CountdownText";
import { OtpField } from "../../ui/OtpField";
import { TextField } from "../../ui/TextField";

/** Ids of the security check's fields, the targets of the error summary's links. */
export const CAPTCHA_FIELD_IDS = {
  captcha: "login-captcha",
  captchaCode: "login-captcha-code",
} as const;

/** The picture or its alternative, the code sent to the registered mobile. */
export type CaptchaMode = "picture" | "code";

/** Props of {@link LoginCaptcha}. */
export interface LoginCaptchaProps {
  readonly mode: CaptchaMode;
  /** The picture (PNG, base64); null while it loads. */
  readonly picturePng: string | null;
  readonly answer: string;
  readonly onAnswerChange: (value: string) => void;
  readonly onNewPicture: () => void;
  readonly code: string;
  readonly onCodeChange: (value: string) => void;
  /** The masked mobile the newest code went to; null before the first. */
  readonly codeSentTo: string | null;
  /** How many codes were sent: each one restarts the wait before the next. */
  readonly codeRound: number;
  /** Whether the newest code is a new one (after the first). */
  readonly isNewCode: boolean;
  /** Seconds before a new code may be asked for (the server's regenerate timer). */
  readonly waitSeconds: number;
  readonly isSending: boolean;
  /** Asks for a code: the first one from the picture, a new one from the code field. */
  readonly onSendCode: () => void;
  readonly onUsePicture: () => void;
  /** The form's error of a field (useFormErrors' `errorProps`). */
  readonly errorProps: (fieldId: string) => { errorMessage?: string };
}

/**
 * The sign-in's security check (spec 000 section 4): the picture, or its non-cognitive
 * alternative (WCAG 2.2 3.3.8), a 6-digit code to the registered mobile. Each code works once, so
 * the code field offers a new code after the server's wait, with the one-time code's announced
 * countdown (OtpField's resend part).
 */
export function LoginCaptcha(props: LoginCaptchaProps) {
  const { t } = useTranslation();
  const { errorProps } = props;
  return (
    <fieldset className="login-captcha">
      <legend>{t("login:captcha.heading")}</legend>
      <p>{t("login:captcha.intro")}</p>
      {props.mode === "picture" ? (
        <>
          {props.picturePng !== null ? (
            <CaptchaImage png={props.picturePng} alt={t("login:captcha.imageAlt")} />
          ) : null}
          <Button variant="secondary" onPress={props.onNewPicture}>
            {t("login:captcha.newPicture")}
          </Button>
          <TextField
            id={CAPTCHA_FIELD_IDS.captcha}
            name="captcha"
            label={t("login:captcha.label")}
            autoComplete="off"
            spellCheck={false}
            isRequired
            value={props.answer}
            onChange={props.onAnswerChange}
            {...errorProps(CAPTCHA_FIELD_IDS.captcha)}
          />
          <Button variant="secondary" isPending={props.isSending} onPress={props.onSendCode}>
            {t("login:captcha.sendCode")}
          </Button>
        </>
      ) : (
        <>
          {props.codeSentTo !== null ? (
            <p role="status">
              {t(props.isNewCode ? "login:captcha.newCodeSent" : "login:captcha.codeSent", {
                mobile: props.codeSentTo,
              })}
            </p>
          ) : null}
          <OtpField
            id={CAPTCHA_FIELD_IDS.captchaCode}
            name="captchaCode"
            label={t("login:captcha.codeLabel")}
            description={t("login:captcha.codeDescription")}
            isRequired
            value={props.code}
            onChange={props.onCodeChange}
            resend={{
              waitSeconds: props.waitSeconds,
              round: props.codeRound,
              countdownText: (left) => t("login:otp.countdown", { time: formatMinutesSeconds(left) }),
              announce: (left) => t("login:otp.countdownAnnouncement", { count: left }),
              announceAt: OTP_ANNOUNCED_SECONDS,
              readyText: t("login:otp.canRequestNow"),
              buttonLabel: t("login:otp.resend"),
              onResend: props.onSendCode,
              isPending: props.isSending,
            }}
            {...errorProps(CAPTCHA_FIELD_IDS.captchaCode)}
          />
          <Button variant="secondary" onPress={props.onUsePicture}>
            {t("login:captcha.usePicture")}
          </Button>
        </>
      )}
    </fieldset>
  );
}
