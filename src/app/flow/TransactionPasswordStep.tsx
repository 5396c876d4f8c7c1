import { useEffect, useRef, useState, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import {
  initialTransactionPasswordAttempts,
  transactionPasswordAttempt,
  type TransactionPasswordAttempts,
} from "../../domain";
import { AlertDialog } from "../../ui/AlertDialog";
import { Button } from "../../ui/Button";
import { Form } from "../../ui/Form";
import { PasswordField } from "../../ui/PasswordField";
import type { ErrorSummaryItem } from "../../ui/ErrorSummary";
import { useBankApi } from "../ServicesContext";
import { fieldErrorProp } from "../forms/errorProp";
import { isCallFailure, useFailure } from "../session/FailureProvider";
import { remainingAttemptsOf } from "./failureBody";

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
 * maximum comes from `getAllowedTransactionPasswordAttempts`; a wrong password (406 `TXN_PWD.WRONG`)
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
  const api = useBankApi();
  const { handleFailure, signOut } = useFailure();
  const [password, setPassword] = useState("");
  const [errors, setErrors] = useState<readonly ErrorSummaryItem[]>([]);
  const [attempt, setAttempt] = useState(0);
  const [isBusy, setBusy] = useState(false);
  const [isBlocked, setBlocked] = useState(false);
  const attempts = useRef<TransactionPasswordAttempts | null>(null);

  useEffect(() => {
    let isLive = true;
    api
      .getAllowedTransactionPasswordAttempts()
      .then(({ maxAttempts, attemptsLeft }) => {
        if (!isLive) return;
        const state = initialTransactionPasswordAttempts(maxAttempts);
        const used = Math.min(state.maxAttempts, Math.max(0, state.maxAttempts - attemptsLeft));
        attempts.current = { ...state, wrongAttempts: used };
      })
      .catch((error: unknown) => {
        if (isLive) handleFailure(error);
      });
    return () => {
      isLive = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const showError = (message: string) => {
    setErrors([{ fieldId: FIELD_ID, message }]);
    setAttempt((n) => n + 1);
  };

  const block = () => {
    setBlocked(true);
    // The server has locked the user id with the last wrong password; the call makes sure of it.
    void api.blockUserId().catch(() => undefined);
  };

  const submit = async () => {
    if (isBusy || isBlocked) return;
    if (password === "") {
      showError(t("flow:txnPwd.required"));
      return;
    }
    setBusy(true);
    try {
      await api.validateTransactionPassword(password);
      setErrors([]);
      onVerified();
    } catch (error) {
      setPassword("");
      if (isCallFailure(error) && error.code === "TXN_PWD.WRONG") {
        const state = attempts.current ?? initialTransactionPasswordAttempts(3);
        const decision = transactionPasswordAttempt(state, "wrong");
        const serverLeft = remainingAttemptsOf(error.body);
        const remaining = serverLeft ?? (decision.kind === "wrong" ? decision.remaining : 0);
        attempts.current = { ...decision.state, wrongAttempts: decision.state.maxAttempts - remaining };
        if (remaining <= 0 || decision.kind === "blocked") block();
        else showError(t("errors:TXN_PWD.WRONG_REMAINING", { count: remaining }));
      } else {
        const message = handleFailure(error);
        if (message !== null) showError(message);
      }
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Form onSubmit={submit} errorSummary={{ title: t("common:errorSummaryTitle"), errors, attempt }}>
        {children}
        <PasswordField
          id={FIELD_ID}
          name="transactionPassword"
          label={t("flow:txnPwd.label")}
          description={t("flow:txnPwd.description")}
          showLabel={t("flow:txnPwd.show")}
          autoComplete="current-password"
          isRequired
          value={password}
          onChange={setPassword}
          {...fieldErrorProp(errors, FIELD_ID)}
        />
        <div className="flow-actions">
          <Button type="submit" isPending={isBusy}>
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
