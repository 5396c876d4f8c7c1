import { useRef, useState, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useMutation, useQuery } from "@tanstack/react-query";
import { Redacted } from "effect";
import {
  initialTransactionPasswordAttempts,
  transactionPasswordAttempt,
  type TransactionPasswordAttempts,
} from "../../domain";
import { AlertDialog } from "../../ui/AlertDialog";
import { Button } from "../../ui/Button";
import { Form } from "../../ui/Form";
import { PasswordField } from "../../ui/PasswordField";
import { useBank } from "../ServicesContext";
import { useFormErrors } from "../forms/useFormErrors";
import { localText, type LocalText } from "../i18n/localText";
import { isCallFailure, useFailure, useFailureOf } from "../session/FailureProvider";
import { remainingAttemptsOf } from "./failureBody";
import { allowedTxnPwdAttemptsQuery, blockUserIdMutation, validateTransacPwdMutation } from "./flowQueries";

const FIELD_ID = "flow-transaction-password";

/** Props of {@link TransactionPasswordStep}. */
export interface TransactionPasswordStepProps {
  /** Name of the submit button, e.g. "Confirm". */
  readonly submitLabel: string;
  /** The password was accepted by the bank. */
  readonly onVerified: () => void;
  /** Content above the field (e.g. the confirm summary's explanation). */
  readonly children?: ReactNode;
  /** More buttons after the submit button (Back, Cancel). */
  readonly actions?: ReactNode;
}

/**
 * The transaction password of a confirm step (spec 000 sections 4 and 8, spec 002 section 4): the
 * maximum comes from `allowedTxnPwdAttempts`; a wrong password (406 `TXN_PWD.WRONG`)
 * says "Wrong Transaction Password" with the attempts left in the field and the error summary; the
 * wrong one that reaches the maximum blocks the user id (`blockUserId`) and opens a blocking
 * alertdialog (Escape does not close it) whose only action signs out to `/logout` with the reason.
 * Pasting and password managers work (autocomplete "current-password").
 */
export function TransactionPasswordStep({
  submitLabel,
  onVerified,
  children,
  actions,
}: TransactionPasswordStepProps) {
  const { t } = useTranslation();
  const bank = useBank();
  const { handleFailureText, signOut } = useFailure();
  const allowed = useQuery(allowedTxnPwdAttemptsQuery(bank));
  useFailureOf(allowed.error);
  const validate = useMutation(validateTransacPwdMutation(bank));
  const block = useMutation(blockUserIdMutation(bank));
  // The password is wrapped as it is typed and travels `Redacted` to the client.
  const [password, setPassword] = useState(() => Redacted.make(""));
  const formErrors = useFormErrors();
  const attempts = useRef<TransactionPasswordAttempts | null>(null);
  // Blocked once the server has locked the user id with the last wrong password.
  const isBlocked = !block.isIdle;

  /** The attempts so far: the bank's count until this step has seen a wrong password itself. */
  const currentAttempts = (): TransactionPasswordAttempts => {
    if (attempts.current !== null) return attempts.current;
    if (allowed.data === undefined) return initialTransactionPasswordAttempts(3);
    const state = initialTransactionPasswordAttempts(allowed.data.maxAttempts);
    const used = Math.min(state.maxAttempts, Math.max(0, state.maxAttempts - allowed.data.attemptsLeft));
    return { ...state, wrongAttempts: used };
  };

  const showError = (text: LocalText) => formErrors.show([{ fieldId: FIELD_ID, text }]);

  const submit = () => {
    if (validate.isPending || isBlocked) return;
    if (Redacted.value(password) === "") {
      showError(localText("flow:txnPwd.required"));
      return;
    }
    validate.mutate(password, {
      onSuccess: () => {
        formErrors.clear();
        onVerified();
      },
      onError: (error) => {
        setPassword(Redacted.make(""));
        if (isCallFailure(error) && error.code === "TXN_PWD.WRONG") {
          const decision = transactionPasswordAttempt(currentAttempts(), "wrong");
          const serverLeft = remainingAttemptsOf(error.body);
          const remaining = serverLeft ?? (decision.kind === "wrong" ? decision.remaining : 0);
          attempts.current = { ...decision.state, wrongAttempts: decision.state.maxAttempts - remaining };
          // The server has locked the user id with the last wrong password; the call makes sure of it.
          if (remaining <= 0 || decision.kind === "blocked")
            block.mutate(undefined, { onError: () => undefined });
          else showError(localText("errors:TXN_PWD.WRONG_REMAINING", { count: remaining }));
        } else {
          const text = handleFailureText(error);
          if (text !== null) showError(text);
        }
      },
    });
  };

  return (
    <>
      <Form onSubmit={submit} errorSummary={formErrors.summary}>
        {children}
        <PasswordField
          id={FIELD_ID}
          name="transactionPassword"
          label={t("flow:txnPwd.label")}
          description={t("flow:txnPwd.description")}
          showLabel={t("flow:txnPwd.show")}
          autoComplete="current-password"
          isRequired
          value={Redacted.value(password)}
          onChange={(value) => setPassword(Redacted.make(value))}
          {...formErrors.errorProps(FIELD_ID)}
        />
        <div className="flow-actions">
          <Button type="submit" isPending={validate.isPending}>
            {submitLabel}
          </Button>
          {actions}
        </div>
      </Form>
      <AlertDialog
        isOpen={isBlocked}
        tone="error"
        title={t("flow:txnPwd.blockedTitle")}
        primaryActionLabel={t("flow:txnPwd.blockedAction")}
        onPrimaryAction={() => void signOut("flow:txnPwd.blockedReason")}
      >
        <p>{t("flow:txnPwd.blockedBody")}</p>
      </AlertDialog>
    </>
  );
}
