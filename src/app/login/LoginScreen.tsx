import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useIsFetching, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Redacted, Result } from "effect";
import {
  CAPTCHA_FAILURE_THRESHOLD,
  loginOutcome,
  loginRoute,
  validateOtp,
  validatePassword,
  validateUsername,
} from "../../domain";
import { Form } from "../../ui/Form";
import { TextField } from "../../ui/TextField";
import { PasswordField } from "../../ui/PasswordField";
import { Checkbox } from "../../ui/Checkbox";
import { Button } from "../../ui/Button";
import { useBank } from "../ServicesContext";
import { SecureImagePicture } from "../secureAccess/SecureImagePicture";
import { ScreenHeading, StateNotice, useAppState } from "../navigation/StateProvider";
import { useFailure } from "../session/FailureProvider";
import { useFormErrors, type FieldErrorText } from "../forms/useFormErrors";
import { localText } from "../i18n/localText";
import { configurationQuery } from "../session/sessionQueries";
import { CAPTCHA_FIELD_IDS, LoginCaptcha, type CaptchaMode } from "./LoginCaptcha";
import {
  captchaQuery,
  failCountQuery,
  sendCaptchaCodeMutation,
  signInMutation,
  userSecurityInfoQuery,
  type SecurityCheck,
  type SignInForm,
} from "./loginQueries";

/** Ids of the fields, the targets of the error summary's links. */
export const LOGIN_FIELD_IDS = {
  username: "login-username",
  password: "login-password",
  secureAccess: "login-secure-access",
  ...CAPTCHA_FIELD_IDS,
} as const;

type Step = "username" | "password";

/** The regenerate wait when the configuration has not arrived (spec 000 section 9). */
const DEFAULT_CODE_WAIT_SECONDS = 90;

/** The empty password: the field's value is wrapped as it is typed and stays `Redacted` to the client. */
const NO_PASSWORD = Redacted.make("");

interface Captcha {
  readonly captchaId: string;
  readonly png: string;
}

/**
 * Sign-in (state `login`, URL `/`; spec 000 section 4): the user id, then the password with the
 * secure image and text, the "this is my secure image" tick when an image is set, and the captcha
 * (or its non-cognitive alternative, a code to the registered mobile) when the failure count or
 * the server asks for it.
 */
export function LoginScreen() {
  const { t } = useTranslation();
  const bank = useBank();
  const queryClient = useQueryClient();
  const signIn = useMutation(signInMutation(bank));
  const sendCaptchaCode = useMutation(sendCaptchaCodeMutation(bank));
  const isChecking =
    useIsFetching({
      predicate: (query) =>
        query.queryKey[0] === "checkFailCount" || query.queryKey[0] === "userSecurityInfo",
    }) > 0;
  const { go, startSession } = useAppState();
  const { handleFailureText } = useFailure();

  const [step, setStep] = useState<Step>("username");
  const [username, setUsername] = useState("");
  const [password, setPassword] = useState(NO_PASSWORD);
  const [security, setSecurity] = useState<SecurityCheck | null>(null);
  const [isSecureTicked, setSecureTicked] = useState(false);
  const [isCaptchaRequired, setCaptchaRequired] = useState(false);
  const [captchaMode, setCaptchaMode] = useState<CaptchaMode>("picture");
  const [captcha, setCaptcha] = useState<Captcha | null>(null);
  const [captchaAnswer, setCaptchaAnswer] = useState("");
  const [captchaCode, setCaptchaCode] = useState("");
  const [codeSentTo, setCodeSentTo] = useState<string | null>(null);
  const [codeRound, setCodeRound] = useState(0);
  // The wait before a new security-check code; asked for only once a check is due.
  const configuration = useQuery({ ...configurationQuery(bank), enabled: isCaptchaRequired });
  const formErrors = useFormErrors();
  const { show: showErrors, clear: clearErrors, errorProps } = formErrors;
  const isBusy = isChecking || signIn.isPending || sendCaptchaCode.isPending;

  const stepHeadingRef = useRef<HTMLHeadingElement>(null);
  const stepChanged = useRef(false);
  useEffect(() => {
    if (stepChanged.current) stepHeadingRef.current?.focus();
    stepChanged.current = false;
  }, [step]);

  const changeStep = (next: Step) => {
    stepChanged.current = true;
    clearErrors();
    setStep(next);
  };

  /** Shows a failed call's message on a field, unless the failure took the customer elsewhere. */
  const showFailure = (fieldId: string, error: unknown) => {
    const text = handleFailureText(error);
    if (text !== null) showErrors([{ fieldId, text }]);
  };

  const loadCaptcha = async () => {
    setCaptchaAnswer("");
    try {
      setCaptcha(await queryClient.fetchQuery(captchaQuery(bank)));
    } catch (error) {
      showFailure(LOGIN_FIELD_IDS.captcha, error);
    }
  };

  const requireCaptcha = async () => {
    setCaptchaRequired(true);
    if (captchaMode === "picture") await loadCaptcha();
  };

  const requireCaptchaPicture = async () => {
    setCaptchaRequired(true);
    await loadCaptcha();
  };

  const submitUsername = async () => {
    if (isBusy) return;
    const checked = validateUsername(username);
    if (Result.isFailure(checked)) {
      showErrors([{ fieldId: LOGIN_FIELD_IDS.username, text: localText(`errors:${checked.failure}`) }]);
      return;
    }
    try {
      // Both calls start together (no waterfall, GUIDE section 7).
      const [failCount, info] = await Promise.all([
        queryClient.fetchQuery(failCountQuery(bank, checked.success)),
        queryClient.fetchQuery(userSecurityInfoQuery(bank, checked.success)),
      ]);
      setUsername(checked.success);
      setSecurity(info);
      setSecureTicked(false);
      setPassword(NO_PASSWORD);
      const needsCaptcha = failCount.captchaRequired || failCount.count >= CAPTCHA_FAILURE_THRESHOLD;
      setCaptchaRequired(needsCaptcha);
      setCaptchaMode("picture");
      setCaptchaCode("");
      setCodeSentTo(null);
      setCodeRound(0);
      if (needsCaptcha) void loadCaptcha();
      changeStep("password");
    } catch (error) {
      showFailure(LOGIN_FIELD_IDS.username, error);
    }
  };

  const hasSecureImage = security?.isSecureImageSet === true && security.secureImage !== null;

  const validatePasswordStep = (): { items: FieldErrorText[]; form: SignInForm | null } => {
    const items: FieldErrorText[] = [];
    if (hasSecureImage && !isSecureTicked) {
      items.push({
        fieldId: LOGIN_FIELD_IDS.secureAccess,
        text: localText("errors:LOGIN.SECURE_IMAGE_TICK_REQUIRED"),
      });
    }
    const checkedPassword = validatePassword(Redacted.value(password));
    if (Result.isFailure(checkedPassword)) {
      items.push({ fieldId: LOGIN_FIELD_IDS.password, text: localText(`errors:${checkedPassword.failure}`) });
    }
    let captchaPart: Pick<SignInForm, "captcha" | "captchaCode"> = {};
    if (isCaptchaRequired && captchaMode === "picture") {
      if (captchaAnswer.trim() === "" || captcha === null) {
        items.push({ fieldId: LOGIN_FIELD_IDS.captcha, text: localText("errors:CAPTCHA.REQUIRED") });
      } else {
        captchaPart = { captcha: { captchaId: captcha.captchaId, answer: captchaAnswer.trim() } };
      }
    } else if (isCaptchaRequired && captchaMode === "code") {
      const checkedCode = validateOtp(captchaCode);
      if (Result.isFailure(checkedCode)) {
        items.push({
          fieldId: LOGIN_FIELD_IDS.captchaCode,
          text: localText(`errors:${checkedCode.failure}`),
        });
      } else {
        captchaPart = { captchaCode: Redacted.make(checkedCode.success) };
      }
    }
    if (items.length > 0) return { items, form: null };
    return {
      items,
      form: {
        username,
        password,
        ...(hasSecureImage ? { secureAccess: isSecureTicked } : {}),
        ...captchaPart,
      },
    };
  };

  const submitPassword = async () => {
    if (isBusy) return;
    const { items, form } = validatePasswordStep();
    if (form === null) {
      showErrors(items);
      return;
    }
    // The previous attempt's message goes, so the answer to this one is announced afresh.
    clearErrors();
    try {
      const answer = await signIn.mutateAsync(form);
      const outcome = loginOutcome(answer.status);
      if (outcome.kind === "success" && "resetRequired" in answer) {
        setPassword(NO_PASSWORD);
        // A required reset keeps the session (PENDING_RESET on the server): the security-info
        // page changes the password(s) and only then signs the customer out.
        const which = "resetWhich" in answer ? answer.resetWhich : undefined;
        startSession({
          secureImageSet: answer.secureImageSet,
          customerType: answer.customerType,
          ...(answer.resetRequired
            ? {
                resetRequired: true,
                resetWhich: which === "login" || which === "transaction" ? which : "both",
              }
            : {}),
        });
        go(loginRoute(answer));
        return;
      }
      setPassword(NO_PASSWORD);
      if (outcome.kind === "captchaRequired") {
        if (captchaMode === "code") setCaptchaCode("");
        await requireCaptcha();
        // Why the picture or code was refused (used, expired, wrong), when one was sent.
        const refused = "captchaRefused" in answer ? answer.captchaRefused : undefined;
        showErrors([
          {
            fieldId: captchaMode === "code" ? LOGIN_FIELD_IDS.captchaCode : LOGIN_FIELD_IDS.captcha,
            text: localText(
              refused === undefined
                ? "login:messages.captchaRequired"
                : `login:captcha.refused.${captchaMode}.${refused}`,
            ),
          },
        ]);
        return;
      }
      if (outcome.kind === "message") {
        // A failed captcha is redrawn (spec 000 section 4).
        if (isCaptchaRequired && captchaMode === "picture") void loadCaptcha();
        if (isCaptchaRequired && captchaMode === "code") setCaptchaCode("");
        const fieldId =
          outcome.message === "checkSecureImage" ? LOGIN_FIELD_IDS.secureAccess : LOGIN_FIELD_IDS.password;
        // A wrong password tells how many are left before the block (the block itself stays generic).
        const left = "remainingAttempts" in answer ? answer.remainingAttempts : undefined;
        const text =
          outcome.message === "badCredentials" && left !== undefined && left > 0
            ? localText("login:messages.badCredentialsRemaining", { count: left })
            : localText(`login:messages.${outcome.message}`);
        // The code passed the check with this attempt and is used up: say so, and that a new code
        // is needed for the next attempt (the password was the problem, not the code).
        const codeUsed =
          isCaptchaRequired &&
          captchaMode === "code" &&
          (outcome.message === "badCredentials" || outcome.message === "checkSecureImage");
        showErrors([
          { fieldId, text },
          ...(codeUsed
            ? [{ fieldId: LOGIN_FIELD_IDS.captchaCode, text: localText("login:captcha.codeUsedUp") }]
            : []),
        ]);
        // This failure may be the one after which a captcha is demanded: ask, so the security
        // check is on the page before the next attempt instead of costing one more refusal.
        if (!isCaptchaRequired && outcome.message === "badCredentials") {
          const failCount = await queryClient.fetchQuery(failCountQuery(bank, username)).catch(() => null);
          if (
            failCount !== null &&
            (failCount.captchaRequired || failCount.count >= CAPTCHA_FAILURE_THRESHOLD)
          ) {
            setCaptchaMode("picture");
            await requireCaptchaPicture();
          }
        }
      }
    } catch (error) {
      setPassword(NO_PASSWORD);
      showFailure(LOGIN_FIELD_IDS.password, error);
    }
  };

  const sendCode = async () => {
    if (sendCaptchaCode.isPending) return;
    try {
      const sent = await sendCaptchaCode.mutateAsync(username);
      setCodeSentTo(sent.maskedMobile);
      setCaptchaMode("code");
      setCaptchaCode("");
      // Each code restarts the wait before the next (the server's regenerate timer).
      setCodeRound((round) => round + 1);
      clearErrors();
    } catch (error) {
      showFailure(LOGIN_FIELD_IDS.captcha, error);
    }
  };

  const usePicture = () => {
    setCaptchaMode("picture");
    clearErrors();
    void loadCaptcha();
  };

  const summary = formErrors.summary;

  return (
    <div className="app-screen login-screen">
      <ScreenHeading />
      <StateNotice />
      {step === "username" ? (
        <section aria-labelledby="login-step-username">
          <h2 id="login-step-username" ref={stepHeadingRef} tabIndex={-1}>
            {t("login:usernameStep.heading")}
          </h2>
          <Form onSubmit={submitUsername} errorSummary={summary} aria-labelledby="login-step-username">
            <TextField
              id={LOGIN_FIELD_IDS.username}
              name="username"
              label={t("login:username.label")}
              description={t("login:username.description")}
              autoComplete="username"
              spellCheck={false}
              isRequired
              value={username}
              onChange={setUsername}
              {...errorProps(LOGIN_FIELD_IDS.username)}
            />
            <Button type="submit">{t("login:continue")}</Button>
          </Form>
        </section>
      ) : (
        <section aria-labelledby="login-step-password">
          <h2 id="login-step-password" ref={stepHeadingRef} tabIndex={-1}>
            {t("login:passwordStep.heading")}
          </h2>
          <p className="login-signing-in-as">{t("login:passwordStep.signingInAs", { username })}</p>
          <Button variant="secondary" onPress={() => changeStep("username")}>
            {t("login:changeUsername")}
          </Button>
          <Form onSubmit={submitPassword} errorSummary={summary} aria-labelledby="login-step-password">
            {hasSecureImage && security?.secureImage ? (
              <div className="login-secure-image">
                <p>{t("login:secureCheck.intro")}</p>
                <figure className="login-secure-figure">
                  {security.picture ? (
                    <SecureImagePicture
                      picture={security.picture}
                      alt={t(`login:${security.secureImage.altKey}`)}
                    />
                  ) : null}
                  <figcaption>
                    {t("login:secureCheck.secureTextIs")} <strong>{security.secureText}</strong>
                  </figcaption>
                </figure>
                <Checkbox
                  id={LOGIN_FIELD_IDS.secureAccess}
                  name="secureAccess"
                  isRequired
                  isSelected={isSecureTicked}
                  onChange={setSecureTicked}
                  {...errorProps(LOGIN_FIELD_IDS.secureAccess)}
                >
                  {t("login:secureCheck.confirm")}
                </Checkbox>
              </div>
            ) : null}
            <PasswordField
              id={LOGIN_FIELD_IDS.password}
              name="password"
              label={t("login:password.label")}
              showLabel={t("login:password.show")}
              hideLabel={t("login:password.hide")}
              autoComplete="current-password"
              isRequired
              value={Redacted.value(password)}
              onChange={(value) => setPassword(Redacted.make(value))}
              {...errorProps(LOGIN_FIELD_IDS.password)}
            />
            {isCaptchaRequired ? (
              <LoginCaptcha
                mode={captchaMode}
                picturePng={captcha?.png ?? null}
                answer={captchaAnswer}
                onAnswerChange={setCaptchaAnswer}
                onNewPicture={() => void loadCaptcha()}
                code={captchaCode}
                onCodeChange={setCaptchaCode}
                codeSentTo={codeSentTo}
                codeRound={codeRound}
                isNewCode={codeRound > 1}
                waitSeconds={configuration.data?.regenerateOTPTimer ?? DEFAULT_CODE_WAIT_SECONDS}
                isSending={sendCaptchaCode.isPending}
                onSendCode={() => void sendCode()}
                onUsePicture={usePicture}
                errorProps={errorProps}
              />
            ) : null}
            <Button type="submit">{t("login:submit")}</Button>
          </Form>
        </section>
      )}
    </div>
  );
}
