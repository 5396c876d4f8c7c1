import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Banner } from "../../ui/Banner";
import { Button } from "../../ui/Button";
import { useBankApi } from "../ServicesContext";
import { OtpStep } from "../flow/OtpStep";
import { useIdempotencyKey } from "../flow/useIdempotencyKey";
import { useAppState } from "../navigation/StateProvider";
import { useFailure } from "../session/FailureProvider";
import type { VerifiedPasswords } from "./PasswordChangeForm";

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
  const api = useBankApi();
  const { go, session } = useAppState();
  const { handleFailure, signOut } = useFailure();
  const idempotencyKey = useIdempotencyKey();
  const [message, setMessage] = useState<string | null>(null);

  const request =
    change.kind === "passwords"
      ? {
          module: "CHANGE_PASSWORD",
          smsForService: t("security:otp.smsPasswords"),
          firstContent: "",
          secondContent: "",
          bind: {
            pwdFlag: change.passwords.loginPassword !== undefined ? "Y" : "N",
            transacPwdFlag: change.passwords.transactionPassword !== undefined ? "Y" : "N",
          },
        }
      : {
          module: "CHANGE_USER_ID",
          smsForService: t("security:otp.smsUserId"),
          firstContent: "",
          secondContent: "",
          bind: { newUserId: change.newUserId },
        };

  const commit = async (otac: string) => {
    setMessage(null);
    try {
      if (change.kind === "passwords") {
        const { loginPassword, transactionPassword } = change.passwords;
        const result = await api.changePasswords({
          ...(loginPassword !== undefined ? { loginPassword } : {}),
          ...(transactionPassword !== undefined ? { transactionPassword } : {}),
          otac,
          idempotencyKey,
        });
        await signOut(SUCCESS_KEYS[result.which], "/logout", {
          tone: "success",
          referenceNumber: result.referenceNumber,
        });
      } else {
        const result = await api.changeUserId({ newUserId: change.newUserId, otac, idempotencyKey });
        await signOut(SUCCESS_KEYS.userId, "/logout", {
          tone: "success",
          referenceNumber: result.referenceNumber,
        });
      }
    } catch (error) {
      const text = handleFailure(error);
      if (text !== null) setMessage(text);
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
      <OtpStep
        request={request}
        isPreLogin={false}
        onVerified={(otac) => void commit(otac)}
        onBlocked={onBlocked}
      />
      <Button variant="secondary" onPress={onCancel}>
        {t("security:otp.cancel")}
      </Button>
    </>
  );
}
