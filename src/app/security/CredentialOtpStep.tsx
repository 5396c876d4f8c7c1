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
import { changeFormFailure, type ChangeFormFailure } from "./securityFailures";
import { changePasswordsMutation, changeUserIdMutation, newPasswordFields } from "./securityQueries";

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
 * text and a sign-in button (GUIDE section 5: no countdown). A refusal that belongs to the form (a
 * password rule, a recently used password, a user id taken meanwhile) goes back to the form with
 * `onRefused`; any other failure is said here, with the way back to the form.
 */
export function CredentialOtpStep({
  change,
  onCancel,
  onRefused,
}: {
  readonly change: CredentialChange;
  readonly onCancel: () => void;
  /** The change was refused for a field of its form: back to the form, the refusal shown there. */
  readonly onRefused: (failure: ChangeFormFailure) => void;
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
  const passwordValues = change.kind === "passwords" ? newPasswordFields(change.passwords) : null;

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
    const fallback =
      change.kind === "userId"
        ? "newUserId"
        : change.passwords.loginPassword !== undefined
          ? "newLogin"
          : "newTransaction";
    const failure = changeFormFailure(error, fallback);
    if (failure !== null) {
      onRefused(failure);
      return;
    }
    const text = handleFailure(error);
    if (text !== null) setMessage(text);
  };

  /** The change itself; the code step shows its busy status until this settles. */
  const commit = async (otac: string): Promise<void> => {
    setMessage(null);
    let done: { readonly key: string; readonly referenceNumber: string };
    try {
      if (passwordValues !== null) {
        const result = await changePasswords.mutateAsync({ ...passwordValues, otac });
        done = { key: SUCCESS_KEYS[result.which], referenceNumber: result.referenceNumber };
      } else {
        const newUserId = change.kind === "userId" ? change.newUserId : "";
        const result = await changeUserId.mutateAsync({ newUserId, otac });
        done = { key: SUCCESS_KEYS.userId, referenceNumber: result.referenceNumber };
      }
    } catch (error) {
      onFailure(error);
      return;
    }
    await signOut(done.key, "/logout", { tone: "success", referenceNumber: done.referenceNumber });
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
