import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useMutation } from "@tanstack/react-query";
import { Banner } from "../../ui/Banner";
import { Button } from "../../ui/Button";
import { useBank } from "../ServicesContext";
import { OtpStep } from "../flow/OtpStep";
import { flowCall, flowCallMutation, otpRequestOf } from "../flow/flowCall";
import { useIdempotencyKey } from "../flow/useIdempotencyKey";
import { useAppState } from "../navigation/StateProvider";
import { useFailure } from "../session/FailureProvider";
import type { VerifiedPasswords } from "./PasswordChangeForm";
import { changeFormFailure, type ChangeFormFailure } from "./securityFailures";
import { newPasswordFields } from "./securityQueries";

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
  // The change's call, made once: the code is bound to its request and this request is sent.
  const call =
    change.kind === "passwords"
      ? flowCall("securityUpdatePwd", newPasswordFields(change.passwords))
      : flowCall("securityUpdateUserId", { newUserId: change.newUserId });
  const commitChange = useMutation(flowCallMutation(bank, call, idempotencyKey));
  const [message, setMessage] = useState<string | null>(null);
  const request = otpRequestOf(
    call,
    t(change.kind === "passwords" ? "security:otp.smsPasswords" : "security:otp.smsUserId"),
  );

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
      const result = await commitChange.mutateAsync(otac);
      done = {
        key: "which" in result ? SUCCESS_KEYS[result.which] : SUCCESS_KEYS.userId,
        referenceNumber: result.referenceNumber,
      };
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
