import { useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Banner } from "../../ui/Banner";
import { Button } from "../../ui/Button";
import { Link } from "../../ui/Link";
import { RadioGroup } from "../../ui/RadioGroup";
import { ScreenHeading, StateNotice, useAppState, type ResetWhich } from "../navigation/StateProvider";
import { useFailure } from "../session/FailureProvider";
import { NoMobileBanner, useNoMobile } from "../flow/noMobile";
import { PasswordChangeForm, type VerifiedPasswords } from "../security/PasswordChangeForm";
import { UserIdChangeForm } from "../security/UserIdChangeForm";
import { CredentialOtpStep, type CredentialChange } from "../security/CredentialOtpStep";
import type { ChangeFormFailure } from "../security/securityFailures";

/** What the customer may change from the menu (spec 002 section 5). */
export type SecurityChoice = ResetWhich | "userId";

const CHOICES: readonly SecurityChoice[] = ["login", "transaction", "both", "userId"];

/**
 * The security-info page (state `scrtyInfo.view`; spec 002 sections 4, 5, 7, 8). After a sign-in
 * that needs a reset it shows why and changes the required password(s) in the reset session;
 * from the menu it changes the login password, the transaction password, both, or the user id.
 * Each change runs: the rules, the current login password, the current transaction password,
 * the OTP, the change; then the server has ended every session and `/logout` says what changed
 * with a sign-in button (GUIDE section 5: no 3-second countdown). The form stays (hidden) under the
 * code step, so going back to it keeps what was typed, and a refusal of the change for one of its
 * fields is shown there.
 */
export function SecurityInfoScreen() {
  const { t } = useTranslation();
  const { session } = useAppState();
  const isForced = session?.resetRequired === true;
  const forcedWhich: ResetWhich = session?.resetWhich ?? "both";
  const [choice, setChoice] = useState<SecurityChoice>(isForced ? forcedWhich : "login");
  const [change, setChange] = useState<CredentialChange | null>(null);
  const [refusal, setRefusal] = useState<ChangeFormFailure | null>(null);
  // Each completed form starts a new flow instance (its own idempotency key).
  const [flowSerial, setFlowSerial] = useState(0);
  const formHeadingId = useId();
  const stepHeadingRef = useRef<HTMLHeadingElement>(null);
  const stepChanged = useRef(false);

  useEffect(() => {
    if (stepChanged.current) stepHeadingRef.current?.focus();
    stepChanged.current = false;
  }, [change]);

  const toOtp = (next: CredentialChange) => {
    stepChanged.current = true;
    setFlowSerial((n) => n + 1);
    setRefusal(null);
    setChange(next);
  };
  const backToForm = () => {
    stepChanged.current = true;
    setChange(null);
  };
  // The form's error summary takes the focus, not the heading.
  const refused = (failure: ChangeFormFailure) => {
    setRefusal(failure);
    setChange(null);
  };

  const onPasswords = (passwords: VerifiedPasswords) => toOtp({ kind: "passwords", passwords });
  const onUserId = (newUserId: string) => toOtp({ kind: "userId", newUserId });
  const active: SecurityChoice = isForced ? forcedWhich : choice;
  // Every change here is confirmed by a code: without a registered mobile the screen says so at
  // once instead of forms that would fail at the code (a reset session may not ask; it goes on).
  const { noMobile } = useNoMobile(!isForced);

  return (
    <div className="app-screen security-screen">
      <ScreenHeading />
      <StateNotice />
      {isForced ? (
        <Banner tone="warning" title={t("security:reset.title")}>
          <p>{t(`security:reset.body.${forcedWhich}`)}</p>
        </Banner>
      ) : null}
      {noMobile ? <NoMobileBanner /> : null}
      {change !== null ? (
        <section aria-labelledby="security-otp-heading">
          <h2 id="security-otp-heading" ref={stepHeadingRef} tabIndex={-1}>
            {t("security:otp.heading")}
          </h2>
          <CredentialOtpStep key={flowSerial} change={change} onCancel={backToForm} onRefused={refused} />
        </section>
      ) : null}
      <div hidden={change !== null}>
        {noMobile ? null : !isForced ? (
          <RadioGroup
            id="security-choice"
            name="securityChoice"
            label={t("security:choice.label")}
            options={CHOICES.map((value) => ({ value, label: t(`security:choice.${value}`) }))}
            value={choice}
            onChange={(value) => {
              if (!(CHOICES as readonly string[]).includes(value)) return;
              setChoice(value as SecurityChoice);
              // A refusal belongs to the form it came back to.
              setRefusal(null);
            }}
          />
        ) : null}
        <section aria-labelledby={formHeadingId} hidden={noMobile}>
          <h2 id={formHeadingId} ref={change === null ? stepHeadingRef : undefined} tabIndex={-1}>
            {t(`security:formHeading.${active}`)}
          </h2>
          {active === "userId" ? (
            <UserIdChangeForm headingId={formHeadingId} onVerified={onUserId} refusal={refusal} />
          ) : (
            <PasswordChangeForm
              key={active}
              which={active}
              headingId={formHeadingId}
              onVerified={onPasswords}
              refusal={refusal}
            />
          )}
        </section>
        <SecurityLinks isForced={isForced} />
      </div>
    </div>
  );
}

/** The ways out: sign out during a forced reset; the secure image and the dashboard otherwise. */
function SecurityLinks({ isForced }: { readonly isForced: boolean }) {
  const { t } = useTranslation();
  const { go } = useAppState();
  const { signOut } = useFailure();
  if (isForced) {
    return (
      <Button variant="secondary" onPress={() => void signOut()}>
        {t("common:signOut")}
      </Button>
    );
  }
  return (
    <div className="app-actions">
      <Link onPress={() => go("scrtyInfo.secureImage")}>{t("security:secureImageLink")}</Link>
      <Button variant="secondary" onPress={() => go("dashboard")}>
        {t("security:backToDashboard")}
      </Button>
    </div>
  );
}
