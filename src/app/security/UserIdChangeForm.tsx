import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useIsFetching, useMutation, useQueryClient } from "@tanstack/react-query";
import { Redacted, Result } from "effect";
import {
  errorMessageKey,
  validateRegistrationSubmit,
  validateUsername,
  type UserIdAvailability,
} from "../../domain";
import { Button } from "../../ui/Button";
import { Form } from "../../ui/Form";
import { PasswordField } from "../../ui/PasswordField";
import { TextField } from "../../ui/TextField";
import { useAnnouncer } from "../../ui/LiveRegion";
import { useBank } from "../ServicesContext";
import { useFormErrors, type FieldErrorText } from "../forms/useFormErrors";
import { localText } from "../i18n/localText";
import { useFailure } from "../session/FailureProvider";
import {
  SECURITY_CHECK_MESSAGE_KEYS,
  securityCheckFailure,
  type ChangeFormFailure,
} from "./securityFailures";
import { userIdAvailabilityQuery, verifyCurrentPasswordMutation } from "./securityQueries";

/** Ids of the fields, the targets of the error summary's links. */
export const USER_ID_FIELD_IDS = {
  newUserId: "security-new-user-id",
  currentLogin: "security-user-id-current-login",
} as const;

const AVAILABILITY_KEYS: Readonly<Record<UserIdAvailability, string>> = {
  available: "security:userId.available",
  taken: "security:userId.taken",
  invalid: "security:userId.invalid",
  error: "security:userId.checkFailed",
};

/**
 * The user id change form (spec 002 sections 5 and 8): the new user id with its availability
 * check (the result shown and spoken), then the current login password, checked on the server;
 * `onVerified` gets the new user id for the OTP step. A refusal of the change after the code (the
 * id was taken meanwhile) comes back as `refusal`, shown at the user id.
 */
export function UserIdChangeForm({
  onVerified,
  headingId,
  refusal = null,
}: {
  readonly onVerified: (newUserId: string) => void;
  readonly headingId: string;
  /** The bank refused the change after its code (each refusal a new object): shown at the user id. */
  readonly refusal?: ChangeFormFailure | null;
}) {
  const { t } = useTranslation();
  const bank = useBank();
  const queryClient = useQueryClient();
  const verify = useMutation(verifyCurrentPasswordMutation(bank));
  const isChecking = useIsFetching({ queryKey: ["checkUser"] }) > 0;
  const announcer = useAnnouncer();
  const { handleFailureText, signOut } = useFailure();
  const [userId, setUserId] = useState("");
  // The password is wrapped as it is typed and travels `Redacted` to the client.
  const [currentLogin, setCurrentLogin] = useState(() => Redacted.make(""));
  const [checked, setChecked] = useState<{ userId: string; result: UserIdAvailability } | null>(null);
  const formErrors = useFormErrors();
  const { show: showErrors } = formErrors;
  /** Shows a failed call's message on a field, unless the failure took the customer elsewhere. */
  const showFailure = (fieldId: string, error: unknown) => {
    const text = handleFailureText(error);
    if (text !== null) showErrors([{ fieldId, text }]);
  };
  const typed = userId.trim();

  // A new refusal of the change after its code, taken in as the prop changes (not in an effect).
  const [shownRefusal, setShownRefusal] = useState<ChangeFormFailure | null>(null);
  if (refusal !== shownRefusal) {
    setShownRefusal(refusal);
    if (refusal !== null) {
      // The id sent is no longer available: it must be checked again (or another one chosen).
      setChecked(null);
      showErrors([{ fieldId: USER_ID_FIELD_IDS.newUserId, text: localText(errorMessageKey(refusal.code)) }]);
    }
  }

  const checkAvailability = async () => {
    if (isChecking) return;
    let result: UserIdAvailability;
    const format = validateUsername(typed);
    try {
      result = Result.isFailure(format)
        ? "invalid"
        : await queryClient.fetchQuery(userIdAvailabilityQuery(bank, format.success));
    } catch (error) {
      showFailure(USER_ID_FIELD_IDS.newUserId, error);
      return;
    }
    setChecked({ userId: typed, result });
    announcer.announce(t(AVAILABILITY_KEYS[result], { userId: typed }), "polite");
  };

  const submit = () => {
    if (verify.isPending) return;
    const items: FieldErrorText[] = [];
    const format = validateUsername(typed);
    if (Result.isFailure(format)) {
      items.push({ fieldId: USER_ID_FIELD_IDS.newUserId, text: localText(`errors:${format.failure}`) });
    } else {
      const guard = validateRegistrationSubmit({
        userId: typed,
        checkedUserId: checked?.userId ?? null,
        checked: checked?.result ?? null,
      });
      if (Result.isFailure(guard)) {
        items.push({
          fieldId: USER_ID_FIELD_IDS.newUserId,
          text: localText(
            guard.failure === "REGISTRATION.USER_ID_NOT_CHECKED"
              ? "security:userId.checkFirst"
              : "security:userId.notAvailable",
          ),
        });
      }
    }
    if (Redacted.value(currentLogin) === "") {
      items.push({
        fieldId: USER_ID_FIELD_IDS.currentLogin,
        text: localText("security:errors.currentLoginRequired"),
      });
    }
    if (items.length > 0) {
      showErrors(items);
      return;
    }
    formErrors.clear();
    verify.mutate(
      { kind: "loginPassword", password: currentLogin },
      {
        onSuccess: () => onVerified(typed),
        onError: (error) => {
          const outcome = securityCheckFailure(error, "loginPassword");
          if (outcome === "MAX_ATTEMPTS_EXCEEDED") {
            void signOut(SECURITY_CHECK_MESSAGE_KEYS.MAX_ATTEMPTS_EXCEEDED);
            return;
          }
          if (outcome === "WRONG_CURRENT_LOGIN_PASSWORD") {
            setCurrentLogin(Redacted.make(""));
            showErrors([
              {
                fieldId: USER_ID_FIELD_IDS.currentLogin,
                text: localText(SECURITY_CHECK_MESSAGE_KEYS[outcome]),
              },
            ]);
            return;
          }
          showFailure(USER_ID_FIELD_IDS.currentLogin, error);
        },
      },
    );
  };

  const result = checked !== null && checked.userId === typed ? checked.result : null;

  return (
    <Form onSubmit={submit} aria-labelledby={headingId} errorSummary={formErrors.summary}>
      <TextField
        id={USER_ID_FIELD_IDS.newUserId}
        name="newUserId"
        label={t("security:userId.label")}
        description={t("security:userId.description")}
        autoComplete="off"
        spellCheck={false}
        isRequired
        value={userId}
        onChange={setUserId}
        {...formErrors.errorProps(USER_ID_FIELD_IDS.newUserId)}
      />
      <Button
        variant="secondary"
        onPress={() => void checkAvailability()}
        isPending={isChecking}
        pendingLabel={t("security:processing")}
      >
        {t("security:userId.check")}
      </Button>
      {result !== null ? (
        <p className={`security-availability security-availability--${result}`}>
          {t(AVAILABILITY_KEYS[result], { userId: typed })}
        </p>
      ) : null}
      <PasswordField
        id={USER_ID_FIELD_IDS.currentLogin}
        name="currentLogin"
        label={t("security:fields.currentLogin")}
        showLabel={t("login:password.show")}
        autoComplete="current-password"
        isRequired
        value={Redacted.value(currentLogin)}
        onChange={(value) => setCurrentLogin(Redacted.make(value))}
        {...formErrors.errorProps(USER_ID_FIELD_IDS.currentLogin)}
      />
      {/* No pending state: the page is replaced on success, and React Aria's pending announcement
          would outlive the button (an unnamed role=img, axe role-img-alt). A second press is ignored. */}
      <Button type="submit">{t("security:continue")}</Button>
    </Form>
  );
}
