import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useMutation } from "@tanstack/react-query";
import { Result } from "effect";
import {
  BENEFICIARY_TYPE,
  IN_BANK_ACCOUNT_LOOKUP_ERROR_CODE,
  IN_BANK_ACCOUNT_NUMBER_LENGTH,
  validateAccountConfirmation,
  type AmountError,
  type Paise,
} from "../../domain";
import { Button } from "../../ui/Button";
import { DigitsField } from "../../ui/DigitsField";
import { Form } from "../../ui/Form";
import { useBank } from "../ServicesContext";
import type { FlowFormProps } from "../flow/SensitiveFlowDescription";
import { fieldErrorProp } from "../forms/errorProp";
import { localText, type LocalText } from "../i18n/localText";
import { isCallFailure, useFailure } from "../session/FailureProvider";
import {
  NameConsentBox,
  NewBeneficiaryNotice,
  NicknameLimitFields,
  bodyField,
  useAddFormErrors,
} from "./AddFormParts";
import {
  ADD_FIELD,
  addFormErrors,
  beneficiaryErrorKey,
  type AddBeneficiaryValues,
} from "./addBeneficiaryValues";

interface Holder {
  readonly accountNumber: string;
  readonly name: string;
  readonly accountType: number;
  readonly ifsc: string;
  readonly branch: string;
}

/**
 * The form of a beneficiary within the bank (addBenfInFIS, spec 001 sections 3 to 5): the 14-digit
 * account number twice, "Look up the name" (the bank's account lookup; error 1028 gives the
 * 14-digit message), which shows the holder's name from the bank, then nickname, limit and the
 * consent to the name check. A changed account number forgets the name looked up.
 */
export function AddWithinBankForm({ values, onSubmit, error }: FlowFormProps<AddBeneficiaryValues>) {
  const { t } = useTranslation();
  const bank = useBank();
  const { handleFailureText } = useFailure();
  const [accountNumber, setAccountNumber] = useState(values?.accountNumber ?? "");
  const [confirmAccountNumber, setConfirmAccountNumber] = useState(values?.confirmAccountNumber ?? "");
  const [holder, setHolder] = useState<Holder | null>(
    values !== null
      ? {
          accountNumber: values.accountNumber,
          name: values.name,
          accountType: values.accountType ?? 10,
          ifsc: values.ifsc,
          branch: values.branch,
        }
      : null,
  );
  const [nickName, setNickName] = useState(values?.nickName ?? "");
  const [limit, setLimit] = useState<Paise | null>(values?.transferLimit ?? null);
  const [limitProblem, setLimitProblem] = useState<AmountError | null>(null);
  const [consent, setConsent] = useState(values?.nameConsent ?? false);
  const errors = useAddFormErrors(error);
  const lookup = useMutation({
    mutationFn: (number: string) =>
      bank.call("benAccountLookup", { accountNumber: number, accountType: "SAVCURR" }),
    retry: false,
  });
  const found = holder !== null && holder.accountNumber === accountNumber ? holder : null;

  const showOne = (fieldId: string, text: LocalText) => errors.show([{ fieldId, text }]);

  const lookUp = () => {
    const checked = validateAccountConfirmation(
      accountNumber,
      confirmAccountNumber,
      BENEFICIARY_TYPE.withinBank,
    );
    if (Result.isFailure(checked)) {
      const fieldId =
        checked.failure === "BENEFICIARY.ACCOUNT_CONFIRM_REQUIRED" ||
        checked.failure === "BENEFICIARY.ACCOUNT_MISMATCH"
          ? ADD_FIELD.confirmAccountNumber
          : ADD_FIELD.accountNumber;
      showOne(fieldId, localText(beneficiaryErrorKey(checked.failure)));
      return;
    }
    if (!consent) {
      showOne(ADD_FIELD.nameConsent, localText(beneficiaryErrorKey("BENEFICIARY.NAME_CONSENT_REQUIRED")));
      return;
    }
    lookup.mutate(checked.success, {
      onSuccess: (answer) => {
        errors.formErrors.clear();
        errors.hideFlowError();
        setHolder({ ...answer, accountNumber: checked.success });
      },
      onError: (failure) => {
        // spec 001 section 8: the lookup's code 1028 gives the 14-digit message.
        if (
          isCallFailure(failure) &&
          (bodyField(failure.body, "errorCode") === String(IN_BANK_ACCOUNT_LOOKUP_ERROR_CODE) ||
            failure.code === "BENEFICIARY.ACCOUNT_NOT_IN_BANK")
        ) {
          showOne(ADD_FIELD.accountNumber, localText(beneficiaryErrorKey("BENEFICIARY.ACCOUNT_NOT_IN_BANK")));
          return;
        }
        const text = handleFailureText(failure);
        if (text !== null) showOne(ADD_FIELD.accountNumber, text);
      },
    });
  };

  const submit = () => {
    const next: AddBeneficiaryValues = {
      type: BENEFICIARY_TYPE.withinBank,
      name: found?.name ?? "",
      nickName,
      accountNumber,
      confirmAccountNumber,
      transferLimit: limit ?? 0n,
      nameConsent: consent,
      ifsc: found?.ifsc ?? "",
      accountType: found?.accountType ?? null,
      emailId: "",
      mobileNumber: "",
      bankName: t("common:bankName"),
      branch: found?.branch ?? "",
    };
    const items = addFormErrors(next, limit === null, limitProblem).filter(
      (item) => item.fieldId !== ADD_FIELD.name,
    );
    if (found === null && !items.some((item) => item.fieldId === ADD_FIELD.accountNumber)) {
      items.unshift({ fieldId: ADD_FIELD.accountNumber, text: localText("beneficiary:add.lookUpFirst") });
    }
    if (items.length > 0) {
      errors.show(items);
      return;
    }
    errors.hideFlowError();
    onSubmit(next);
  };

  const summary = errors.summaryErrors;
  const errorProps = (fieldId: string) => fieldErrorProp(summary, fieldId);
  return (
    <>
      <p>{t("beneficiary:add.introWithinBank")}</p>
      <NewBeneficiaryNotice />
      <Form
        onSubmit={submit}
        errorSummary={{ title: t("common:errorSummaryTitle"), errors: summary, attempt: errors.attempt }}
      >
        <DigitsField
          id={ADD_FIELD.accountNumber}
          label={t("beneficiary:add.accountNumber")}
          description={t("beneficiary:add.accountNumberHintWithinBank")}
          maxLength={IN_BANK_ACCOUNT_NUMBER_LENGTH}
          autoComplete="off"
          isRequired
          value={accountNumber}
          onChange={setAccountNumber}
          {...fieldErrorProp(summary, ADD_FIELD.accountNumber)}
        />
        <DigitsField
          id={ADD_FIELD.confirmAccountNumber}
          label={t("beneficiary:add.confirmAccountNumber")}
          description={t("beneficiary:add.confirmAccountNumberHint")}
          maxLength={IN_BANK_ACCOUNT_NUMBER_LENGTH}
          autoComplete="off"
          isRequired
          value={confirmAccountNumber}
          onChange={setConfirmAccountNumber}
          {...fieldErrorProp(summary, ADD_FIELD.confirmAccountNumber)}
        />
        <NameConsentBox consent={consent} onConsent={setConsent} errorProps={errorProps} />
        <div className="beneficiary-inline-action">
          <Button
            variant="secondary"
            isPending={lookup.isPending}
            pendingLabel={t("beneficiary:add.lookingUp")}
            onPress={lookUp}
          >
            {t("beneficiary:add.lookUpName")}
          </Button>
        </div>
        <p className="beneficiary-found" role="status">
          {found !== null ? t("beneficiary:add.holderFound", { name: found.name }) : ""}
        </p>
        <NicknameLimitFields
          nickName={nickName}
          onNickName={setNickName}
          limit={limit}
          onLimit={(paise, problem) => {
            setLimit(paise);
            setLimitProblem(problem);
          }}
          errorProps={errorProps}
        />
        <Button type="submit">{t("flow:continue")}</Button>
      </Form>
    </>
  );
}
