import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useMutation } from "@tanstack/react-query";
import { otpBinding } from "../../adapters/rib/contract/endpoint";
import { endpoints } from "../../adapters/rib/contract/endpoints";
import { Banner } from "../../ui/Banner";
import { Button } from "../../ui/Button";
import { useBank } from "../ServicesContext";
import { OtpStep } from "../flow/OtpStep";
import { useIdempotencyKey } from "../flow/useIdempotencyKey";
import { useAppState } from "../navigation/StateProvider";
import { useFailure } from "../session/FailureProvider";
import type { VerifiedPasswords } from "./PasswordChangeForm";
import { changePasswordsMutation, changeUserIdMutation } from "./securityQueries";

/** A checked change waiting for its OTP. */
export type CredentialChange =
  | { readonly kind: "passwords"; readonly passwords: VerifiedPasswords }
  | { readonly kind: "userId"; readonly newUserId: string };

/** The success message of each change (spec 002 section 9). */
const SUCCESS_KEYS = {
  login: "security:success.login",
  transaction: "security:success.transaction",
  both: "security:success.both",
  userId: "security:success.userId",
} as const;

/**
 * The OTP of a credentials change (spec 002 section 5): module CHANGE_PASSWORD bound to the
 * flags of what changes, or CHANGE_USER_ID bound to the new user id; then the change itself. The
 * server ends every session of the customer, so the customer lands on `/logout` with the success
 * text and a sign-in button (GUIDE section 5: no countdown).
 */
export function CredentialOtpStep({
  change,
  onCancel,
}: {
  readonly change: CredentialChange;
  readonly onCancel: () => void;
}) {
  const { t } = useTranslation();
  const bank = useBank();
  const { go, session } = useAppState();
  const { handleFailure, signOut } = useFailure();
  const idempotencyKey = useIdempotencyKey();
  const changePasswords = useMutation(changePasswordsMutation(bank, idempotencyKey));
  const changeUserId = useMutation(changeUserIdMutation(bank, idempotencyKey));
  const [message, setMessage] = useState<string | null>(null);

  // The commit call's values without its code; the code is bound to the fields its declaration names.
  const passwordValues =
    change.kind === "passwords"
      ? ({
          ...(change.passwords.loginPassword !== undefined ? { pwd: change.passwords.loginPassword } : {}),
          pwdFlag: change.passwords.loginPassword !== undefined ? "Y" : "N",
          ...(change.passwords.transactionPassword !== undefined
            ? { transacPwd: change.passwords.transactionPassword }
            : {}),
          transacPwdFlag: change.passwords.transactionPassword !== undefined ? "Y" : "N",
        } as const)
      : null;

  const request =
    passwordValues !== null
      ? {
          module: endpoints.securityUpdatePwd.otp.module,
          smsForService: t("security:otp.smsPasswords"),
          firstContent: "",
          secondContent: "",
          bind: otpBinding(endpoints.securityUpdatePwd, passwordValues),
        }
      : {
          module: endpoints.securityUpdateUserId.otp.module,
          smsForService: t("security:otp.smsUserId"),
          firstContent: "",
          secondContent: "",
          bind: otpBinding(endpoints.securityUpdateUserId, {
            newUserId: change.kind === "userId" ? change.newUserId : "",
          }),
        };

  const onFailure = (error: unknown) => {
    const text = handleFailure(error);
    if (text !== null) setMessage(text);
  };

  const commit = (otac: string) => {
    setMessage(null);
    if (passwordValues !== null) {
      changePasswords.mutate(
        { ...passwordValues, otac },
        {
          onSuccess: (result) =>
            signOut(SUCCESS_KEYS[result.which], "/logout", {
              tone: "success",
              referenceNumber: result.referenceNumber,
            }),
          onError: onFailure,
        },
      );
    } else if (change.kind === "userId") {
      changeUserId.mutate(
        { newUserId: change.newUserId, otac },
        {
          onSuccess: (result) =>
            signOut(SUCCESS_KEYS.userId, "/logout", {
              tone: "success",
              referenceNumber: result.referenceNumber,
            }),
          onError: onFailure,
        },
      );
    }
  };

  // After the blocking modal the flow is cancelled: to the dashboard, or out of a reset session.
  const onBlocked = () => {
    if (session?.resetRequired === true) void signOut();
    else go("dashboard");
  };

  return (
    <>
      {message !== null ? <Banner tone="error">{message}</Banner> : null}
      <OtpStep request={request} isPreLogin={false} onVerified={commit} onBlocked={onBlocked} />
      <Button variant="secondary" onPress={onCancel}>
        {t("security:otp.cancel")}
      </Button>
    </>
  );
}
