import { useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useMutation } from "@tanstack/react-query";
import { Redacted, Result } from "effect";
import { PASSWORD_HISTORY_SIZE } from "../../adapters/rib/contract/security";
import {
  errorMessageKey,
  validateLoginPasswordChange,
  validateTransactionPasswordChange,
  type PasswordChangeError,
} from "../../domain";
import { Button } from "../../ui/Button";
import { Form } from "../../ui/Form";
import { PasswordField } from "../../ui/PasswordField";
import { useBank } from "../ServicesContext";
import { useFormErrors, type FieldErrorText } from "../forms/useFormErrors";
import { localText } from "../i18n/localText";
import { useFailure } from "../session/FailureProvider";
import type { ResetWhich } from "../navigation/StateProvider";
import { PasswordStrengthMeter } from "./PasswordStrengthMeter";
import {
  SECURITY_CHECK_MESSAGE_KEYS,
  changeFormFailure,
  securityCheckFailure,
  type ChangeFormFailure,
} from "./securityFailures";
import {
  checkNewPasswordsMutation,
  verifyCurrentPasswordMutation,
  type CurrentPasswordKind,
} from "./securityQueries";

/** Ids of the fields, the targets of the error summary's links. */
export const PASSWORD_FIELD_IDS = {
  currentLogin: "security-current-login",
  newLogin: "security-new-login",
  confirmLogin: "security-confirm-login",
  currentTransaction: "security-current-transaction",
  newTransaction: "security-new-transaction",
  confirmTransaction: "security-confirm-transaction",
} as const;

/** The i18n key of each rule of domain PasswordChange. */
export const PASSWORD_RULE_KEYS: Readonly<Record<PasswordChangeError, string>> = {
  "PASSWORD_CHANGE.REQUIRED": "security:rules.required",
  "PASSWORD_CHANGE.NOT_STRONG": "security:rules.notStrong",
  "PASSWORD_CHANGE.SAME_AS_CURRENT": "security:rules.sameAsCurrent",
  "PASSWORD_CHANGE.SAME_AS_LOGIN": "security:rules.sameAsLogin",
  "PASSWORD_CHANGE.CONFIRM_MISMATCH": "security:rules.confirmMismatch",
};

/**
 * The error of a bank's refusal of a new password (`PASSWORD_CHANGE.*`): at its new-password
 * field, in the words of the form's own rule when it is one, else the catalogue's.
 */
function passwordRefusalError(failure: ChangeFormFailure): FieldErrorText {
  const rule = (PASSWORD_RULE_KEYS as Readonly<Record<string, string>>)[failure.code];
  return {
    fieldId:
      failure.field === "newTransaction" ? PASSWORD_FIELD_IDS.newTransaction : PASSWORD_FIELD_IDS.newLogin,
    text: localText(rule ?? errorMessageKey(failure.code)),
  };
}

/** The new passwords (`Redacted`), checked on the server's current-password calls and ready for the OTP step. */
export interface VerifiedPasswords {
  readonly which: ResetWhich;
  readonly loginPassword?: Redacted.Redacted<string>;
  readonly transactionPassword?: Redacted.Redacted<string>;
}

const EMPTY = Redacted.make("");
const FIELDS = [
  "currentLogin",
  "newLogin",
  "confirmLogin",
  "currentTransaction",
  "newTransaction",
  "confirmTransaction",
] as const;
type FieldName = (typeof FIELDS)[number];

/**
 * The password change form (spec 002 sections 5 and 8): the current login password, and for each
 * password that changes its current value (transaction), the new one with its spoken strength and
 * the confirmation. The domain rules are checked first, then the current login password on the
 * server, then the current transaction password, then the bank's own rules of the new passwords
 * (a recently used one is refused here, before a code is sent); `onVerified` gets the new
 * passwords. A refusal of the change after the code comes back as `refusal`, shown the same way.
 */
export function PasswordChangeForm({
  which,
  onVerified,
  headingId,
  refusal = null,
}: {
  readonly which: ResetWhich;
  readonly onVerified: (passwords: VerifiedPasswords) => void;
  /** The heading that names the form. */
  readonly headingId: string;
  /** The bank refused the change after its code (each refusal a new object): shown at its field. */
  readonly refusal?: ChangeFormFailure | null;
}) {
  const { t } = useTranslation();
  const bank = useBank();
  const verify = useMutation(verifyCurrentPasswordMutation(bank));
  const checkNew = useMutation(checkNewPasswordsMutation(bank));
  // One submit at a time: its calls run one after another.
  const isSubmitting = useRef(false);
  const { handleFailureText, signOut } = useFailure();
  const changesLogin = which !== "transaction";
  const changesTransaction = which !== "login";
  // Every password is wrapped as it is typed; only the domain's rules below read the text.
  const [secrets, setSecrets] = useState<Readonly<Record<FieldName, Redacted.Redacted<string>>>>(
    () =>
      Object.fromEntries(FIELDS.map((field) => [field, EMPTY])) as Record<
        FieldName,
        Redacted.Redacted<string>
      >,
  );
  const values = Object.fromEntries(
    FIELDS.map((field) => [field, Redacted.value(secrets[field])]),
  ) as Readonly<Record<FieldName, string>>;
  const formErrors = useFormErrors();
  const { show: showErrors } = formErrors;

  // A new refusal of the change after its code, taken in as the prop changes (not in an effect).
  const [shownRefusal, setShownRefusal] = useState<ChangeFormFailure | null>(null);
  if (refusal !== shownRefusal) {
    setShownRefusal(refusal);
    if (refusal !== null) showErrors([passwordRefusalError(refusal)]);
  }

  const set = (field: FieldName) => (value: string) =>
    setSecrets((previous) => ({ ...previous, [field]: Redacted.make(value) }));

  const ruleError = (error: PasswordChangeError, newId: string, confirmId: string): FieldErrorText => ({
    fieldId: error === "PASSWORD_CHANGE.CONFIRM_MISMATCH" ? confirmId : newId,
    text: localText(PASSWORD_RULE_KEYS[error]),
  });

  const validate = (): readonly FieldErrorText[] => {
    const items: FieldErrorText[] = [];
    if (values.currentLogin === "") {
      items.push({
        fieldId: PASSWORD_FIELD_IDS.currentLogin,
        text: localText("security:errors.currentLoginRequired"),
      });
    }
    if (changesLogin) {
      const checked = validateLoginPasswordChange({
        current: values.currentLogin,
        next: values.newLogin,
        confirm: values.confirmLogin,
      });
      if (Result.isFailure(checked)) {
        items.push(ruleError(checked.failure, PASSWORD_FIELD_IDS.newLogin, PASSWORD_FIELD_IDS.confirmLogin));
      }
    }
    if (changesTransaction) {
      if (values.currentTransaction === "") {
        items.push({
          fieldId: PASSWORD_FIELD_IDS.currentTransaction,
          text: localText("security:errors.currentTransactionRequired"),
        });
      }
      const checked = validateTransactionPasswordChange({
        current: values.currentTransaction,
        next: values.newTransaction,
        confirm: values.confirmTransaction,
        // With both changing, the transaction password may not equal the new login password.
        loginPassword: changesLogin ? values.newLogin : values.currentLogin,
      });
      if (Result.isFailure(checked)) {
        items.push(
          ruleError(
            checked.failure,
            PASSWORD_FIELD_IDS.newTransaction,
            PASSWORD_FIELD_IDS.confirmTransaction,
          ),
        );
      }
    }
    return items;
  };

  /** Runs one current-password check; returns false when the form must stop there. */
  const check = async (kind: CurrentPasswordKind, password: Redacted.Redacted<string>, fieldId: string) => {
    try {
      await verify.mutateAsync({ kind, password });
      return true;
    } catch (error) {
      const outcome = securityCheckFailure(error, kind);
      if (outcome === "MAX_ATTEMPTS_EXCEEDED") {
        // The user id is locked and the session ended on the server.
        await signOut(SECURITY_CHECK_MESSAGE_KEYS.MAX_ATTEMPTS_EXCEEDED);
        return false;
      }
      if (outcome === "WRONG_CURRENT_LOGIN_PASSWORD" || outcome === "WRONG_CURRENT_TRANSACTION_PASSWORD") {
        setSecrets((previous) => ({
          ...previous,
          [kind === "loginPassword" ? "currentLogin" : "currentTransaction"]: EMPTY,
        }));
        showErrors([{ fieldId, text: localText(SECURITY_CHECK_MESSAGE_KEYS[outcome]) }]);
        return false;
      }
      const text = handleFailureText(error);
      if (text !== null) showErrors([{ fieldId, text }]);
      return false;
    }
  };

  /** The bank's own rules of the new passwords (its history among them); false when the form must stop. */
  const checkNewPasswords = async (passwords: VerifiedPasswords) => {
    try {
      await checkNew.mutateAsync(passwords);
      return true;
    } catch (error) {
      const fallback = changesLogin ? "newLogin" : "newTransaction";
      const failure = changeFormFailure(error, fallback);
      if (failure !== null) {
        showErrors([passwordRefusalError(failure)]);
        return false;
      }
      const text = handleFailureText(error);
      if (text !== null) {
        showErrors([
          { fieldId: changesLogin ? PASSWORD_FIELD_IDS.newLogin : PASSWORD_FIELD_IDS.newTransaction, text },
        ]);
      }
      return false;
    }
  };

  const submit = async () => {
    if (isSubmitting.current) return;
    const items = validate();
    if (items.length > 0) {
      showErrors(items);
      return;
    }
    formErrors.clear();
    isSubmitting.current = true;
    try {
      // spec 002 section 5: the current login password first, then the current transaction password.
      if (!(await check("loginPassword", secrets.currentLogin, PASSWORD_FIELD_IDS.currentLogin))) return;
      if (
        changesTransaction &&
        !(await check(
          "transactionPassword",
          secrets.currentTransaction,
          PASSWORD_FIELD_IDS.currentTransaction,
        ))
      ) {
        return;
      }
      const passwords: VerifiedPasswords = {
        which,
        ...(changesLogin ? { loginPassword: secrets.newLogin } : {}),
        ...(changesTransaction ? { transactionPassword: secrets.newTransaction } : {}),
      };
      // Then no code is asked for a password the change would refuse (a recently used one).
      if (!(await checkNewPasswords(passwords))) return;
      onVerified(passwords);
    } finally {
      isSubmitting.current = false;
    }
  };

  const password = (
    field: FieldName,
    id: string,
    labelKey: string,
    autoComplete: string,
    descriptionKey?: string,
  ) => (
    <PasswordField
      id={id}
      name={field}
      label={t(labelKey)}
      showLabel={t("login:password.show")}
      autoComplete={autoComplete}
      isRequired
      value={values[field]}
      onChange={set(field)}
      {...(descriptionKey !== undefined
        ? { description: t(descriptionKey, { recent: PASSWORD_HISTORY_SIZE }) }
        : {})}
      {...formErrors.errorProps(id)}
    />
  );

  return (
    <Form onSubmit={submit} aria-labelledby={headingId} errorSummary={formErrors.summary}>
      {password(
        "currentLogin",
        PASSWORD_FIELD_IDS.currentLogin,
        "security:fields.currentLogin",
        "current-password",
      )}
      {/* No fieldset here: its legend would repeat the first field's label, read and shown twice;
          the fields' own labels say "new login password". */}
      {changesLogin ? (
        <div className="security-field-group">
          {password(
            "newLogin",
            PASSWORD_FIELD_IDS.newLogin,
            "security:fields.newLogin",
            "new-password",
            "security:fields.strongHint",
          )}
          <PasswordStrengthMeter password={values.newLogin} id="security-new-login-strength" />
          {password(
            "confirmLogin",
            PASSWORD_FIELD_IDS.confirmLogin,
            "security:fields.confirmLogin",
            "new-password",
          )}
        </div>
      ) : null}
      {changesTransaction ? (
        <fieldset className="security-fieldset">
          <legend>{t("security:fields.transactionLegend")}</legend>
          {password(
            "currentTransaction",
            PASSWORD_FIELD_IDS.currentTransaction,
            "security:fields.currentTransaction",
            "off",
          )}
          {password(
            "newTransaction",
            PASSWORD_FIELD_IDS.newTransaction,
            "security:fields.newTransaction",
            "off",
            "security:fields.strongHintTransaction",
          )}
          <PasswordStrengthMeter password={values.newTransaction} id="security-new-transaction-strength" />
          {password(
            "confirmTransaction",
            PASSWORD_FIELD_IDS.confirmTransaction,
            "security:fields.confirmTransaction",
            "off",
          )}
        </fieldset>
      ) : null}
      {/* No pending state: the page is replaced on success, and React Aria's pending announcement
          would outlive the button (an unnamed role=img, axe role-img-alt). A second press is ignored. */}
      <Button type="submit">{t("security:continue")}</Button>
    </Form>
  );
}
