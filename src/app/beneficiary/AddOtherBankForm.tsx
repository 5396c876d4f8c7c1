import { useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useMutation, useQuery } from "@tanstack/react-query";
import { Redacted } from "effect";
import {
  BENEFICIARY_ACCOUNT_TYPE_NAMES,
  BENEFICIARY_TYPE,
  errorMessageKey,
  nameEnquiryFailure,
  nameEnquiryTrType,
  type AmountError,
  type Paise,
} from "../../domain";
import {
  NAME_ENQUIRY_FOUND_STATUS,
  NAME_ENQUIRY_NOT_FOUND_STATUS,
} from "../../adapters/rib/contract/beneficiary";
import { ErrorCodes } from "../../adapters/rib/contract/common";
import { Button } from "../../ui/Button";
import { DigitsField } from "../../ui/DigitsField";
import { Form } from "../../ui/Form";
import { Select } from "../../ui/Select";
import { TextField } from "../../ui/TextField";
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
import { poolingTimeQuery, type IfscBranchRow } from "./beneficiaryQueries";
import { IfscSearchDialog } from "./IfscSearchDialog";
import { NameEnquiryWait } from "./NameEnquiryWait";

type Branch = Pick<IfscBranchRow, "ifsc" | "bankName" | "branch">;

/**
 * Why a name enquiry did not name the payee (spec 001 section 8), in the page's language: the
 * status of an account the payee bank does not know is the catalogue's `BENEFICIARY.ACCOUNT_NOT_FOUND`
 * with that bank's name (its `payeeBank` text), never the bank's English `responseMessage`; only a
 * status the contract does not name shows the bank's own words, framed; none "Unable to verify payee".
 */
function nameEnquiryRefusal(
  answer: { readonly nameStatus: string; readonly responseMessage: string },
  bankName: string,
): LocalText {
  if (answer.nameStatus === NAME_ENQUIRY_NOT_FOUND_STATUS) {
    return localText(errorMessageKey(ErrorCodes.beneficiaryAccountNotFound), {
      context: "payeeBank",
      bank: bankName,
    });
  }
  const failure = nameEnquiryFailure({ status: answer.nameStatus, responseMessage: answer.responseMessage });
  return "code" in failure
    ? localText(beneficiaryErrorKey(failure.code))
    : localText("beneficiary:add.bankSays", { message: failure.message });
}

/**
 * The form of a beneficiary at another bank (addBenfOutsideFIS, spec 001 sections 3 to 5): the
 * IFSC with its check call and the IFSC search dialog, the account number twice, the account
 * type, the name enquiry (after the consent box; its answer fills the name) with its announced
 * wait after each use, nickname, limit, e-mail and mobile number. An IFSC not yet checked is
 * checked on Continue, before confirm (spec 001 section 5).
 */
export function AddOtherBankForm({ values, onSubmit, error }: FlowFormProps<AddBeneficiaryValues>) {
  const { t } = useTranslation();
  const bank = useBank();
  const { handleFailureText } = useFailure();
  const pooling = useQuery(poolingTimeQuery(bank));
  const [ifsc, setIfsc] = useState(values?.ifsc ?? "");
  const [branch, setBranch] = useState<Branch | null>(
    values !== null ? { ifsc: values.ifsc, bankName: values.bankName, branch: values.branch } : null,
  );
  const [accountNumber, setAccountNumber] = useState(values?.accountNumber ?? "");
  const [confirmAccountNumber, setConfirmAccountNumber] = useState(values?.confirmAccountNumber ?? "");
  const [accountType, setAccountType] = useState<string | null>(
    values?.accountType != null ? String(values.accountType) : null,
  );
  const [consent, setConsent] = useState(values?.nameConsent ?? false);
  const [name, setName] = useState(values?.name ?? "");
  const [verifiedName, setVerifiedName] = useState<string | null>(null);
  const [nickName, setNickName] = useState(values?.nickName ?? "");
  const [limit, setLimit] = useState<Paise | null>(values?.transferLimit ?? null);
  const [limitProblem, setLimitProblem] = useState<AmountError | null>(null);
  const [emailId, setEmailId] = useState(values?.emailId ?? "");
  const [mobileNumber, setMobileNumber] = useState(values?.mobileNumber ?? "");
  const [isSearchOpen, setSearchOpen] = useState(false);
  const [wait, setWait] = useState<{ seconds: number; round: number } | null>(null);
  const errors = useAddFormErrors(error);
  // After an enquiry its button waits (disabled): focus goes on to the name it filled in.
  const nameRef = useRef<HTMLInputElement>(null);
  const check = useMutation({
    mutationFn: (code: string) => bank.call("checkBenIfsc", { ifsc: code }),
    retry: false,
  });
  const enquiry = useMutation({
    // Keyed by its call, so the wait it starts is read afresh (its declaration's `invalidates`).
    mutationKey: ["nameEnquiry"],
    mutationFn: () =>
      bank.call("nameEnquiry", {
        benAccountNumber: Redacted.make(accountNumber),
        benIfsc: ifsc,
        trtype: String(nameEnquiryTrType("beneficiaryOrQuickPay")) as "2",
      }),
    retry: false,
  });
  const checked = branch !== null && branch.ifsc === ifsc ? branch : null;
  // The wait the bank reported when the screen opened, until an enquiry of this visit starts its own.
  const waitNow = wait ?? { seconds: pooling.data?.secondsLeft ?? 0, round: 0 };
  const startWait = (seconds: number) =>
    setWait((current) => ({ seconds, round: (current?.round ?? 0) + 1 }));

  const showOne = (fieldId: string, text: LocalText) => errors.show([{ fieldId, text }]);
  const summary = errors.summaryErrors;
  const errorProps = (fieldId: string) => fieldErrorProp(summary, fieldId);

  const values$ = (found: Branch | null): AddBeneficiaryValues => ({
    type: BENEFICIARY_TYPE.otherBank,
    name,
    nickName,
    accountNumber,
    confirmAccountNumber,
    transferLimit: limit ?? 0n,
    nameConsent: consent,
    ifsc,
    accountType: accountType !== null ? Number(accountType) : null,
    emailId,
    mobileNumber,
    bankName: found?.bankName ?? "",
    branch: found?.branch ?? "",
  });

  /** The IFSC check call: resolves with the branch, or shows why not and resolves null. */
  const checkIfsc = async (): Promise<Branch | null> => {
    const fieldErrors = addFormErrors(values$(null), false).filter((item) => item.fieldId === ADD_FIELD.ifsc);
    if (fieldErrors.length > 0) {
      errors.show(fieldErrors);
      return null;
    }
    try {
      const answer = await check.mutateAsync(ifsc);
      setBranch(answer.branch);
      return answer.branch;
    } catch (failure) {
      const text = handleFailureText(failure);
      if (text !== null) showOne(ADD_FIELD.ifsc, text);
      return null;
    }
  };

  const verify = async () => {
    const before = addFormErrors(values$(checked), false).filter((item) =>
      [ADD_FIELD.ifsc, ADD_FIELD.accountNumber, ADD_FIELD.confirmAccountNumber].includes(
        item.fieldId as never,
      ),
    );
    if (before.length > 0) {
      errors.show(before);
      return;
    }
    if (!consent) {
      showOne(ADD_FIELD.nameConsent, localText(beneficiaryErrorKey("BENEFICIARY.NAME_CONSENT_REQUIRED")));
      return;
    }
    // The payee bank's name, for what a refusal says: the IFSC is checked first when it is not yet.
    const found = checked ?? (await checkIfsc());
    if (found === null) return;
    enquiry.mutate(undefined, {
      onSuccess: (answer) => {
        startWait(answer.waitSeconds);
        if (answer.nameStatus === NAME_ENQUIRY_FOUND_STATUS) {
          errors.formErrors.clear();
          errors.hideFlowError();
          setVerifiedName(answer.payeeName);
          setName(answer.payeeName);
          nameRef.current?.focus();
        } else {
          setVerifiedName(null);
          showOne(ADD_FIELD.name, nameEnquiryRefusal(answer, found.bankName));
        }
      },
      onError: (failure) => {
        const secondsLeft = isCallFailure(failure) ? bodyField(failure.body, "secondsLeft") : null;
        if (typeof secondsLeft === "number") startWait(secondsLeft);
        const text = handleFailureText(failure);
        if (text !== null) showOne(ADD_FIELD.name, text);
      },
    });
  };

  const submit = async () => {
    const items = addFormErrors(values$(checked), limit === null, limitProblem);
    if (items.length > 0) {
      errors.show(items);
      return;
    }
    const found = checked ?? (await checkIfsc());
    if (found === null) return;
    errors.hideFlowError();
    onSubmit(values$(found));
  };

  return (
    <>
      <p>{t("beneficiary:add.introOtherBank")}</p>
      <NewBeneficiaryNotice />
      <Form
        onSubmit={() => void submit()}
        errorSummary={{ title: t("common:errorSummaryTitle"), errors: summary, attempt: errors.attempt }}
      >
        <TextField
          id={ADD_FIELD.ifsc}
          label={t("beneficiary:add.ifsc")}
          description={t("beneficiary:add.ifscHint")}
          autoComplete="off"
          spellCheck={false}
          maxLength={11}
          isRequired
          value={ifsc}
          onChange={(value) => setIfsc(value.toUpperCase())}
          {...errorProps(ADD_FIELD.ifsc)}
        />
        <div className="beneficiary-inline-action">
          <Button
            variant="secondary"
            isPending={check.isPending}
            pendingLabel={t("common:loading")}
            onPress={() => void checkIfsc()}
          >
            {t("beneficiary:add.checkIfsc")}
          </Button>
          <Button variant="secondary" onPress={() => setSearchOpen(true)}>
            {t("beneficiary:add.searchIfsc")}
          </Button>
        </div>
        <p className="beneficiary-found" role="status">
          {checked !== null
            ? t("beneficiary:add.ifscFound", { bank: checked.bankName, branch: checked.branch })
            : ""}
        </p>
        <DigitsField
          id={ADD_FIELD.accountNumber}
          label={t("beneficiary:add.accountNumber")}
          maxLength={34}
          autoComplete="off"
          isRequired
          value={accountNumber}
          onChange={setAccountNumber}
          {...errorProps(ADD_FIELD.accountNumber)}
        />
        <DigitsField
          id={ADD_FIELD.confirmAccountNumber}
          label={t("beneficiary:add.confirmAccountNumber")}
          description={t("beneficiary:add.confirmAccountNumberHint")}
          maxLength={34}
          autoComplete="off"
          isRequired
          value={confirmAccountNumber}
          onChange={setConfirmAccountNumber}
          {...errorProps(ADD_FIELD.confirmAccountNumber)}
        />
        <Select
          id={ADD_FIELD.accountType}
          label={t("beneficiary:add.accountType")}
          placeholder={t("beneficiary:add.accountTypePlaceholder")}
          isRequired
          options={Object.keys(BENEFICIARY_ACCOUNT_TYPE_NAMES).map((code) => ({
            id: code,
            label: t(`beneficiary:accountTypes.${code}`),
          }))}
          selectedKey={accountType}
          onSelectionChange={setAccountType}
          {...errorProps(ADD_FIELD.accountType)}
        />
        <NameConsentBox consent={consent} onConsent={setConsent} errorProps={errorProps} />
        <NameEnquiryWait
          waitSeconds={waitNow.seconds}
          round={waitNow.round}
          onVerify={() => void verify()}
          isPending={enquiry.isPending}
        />
        <p className="beneficiary-found" role="status">
          {verifiedName !== null ? t("beneficiary:add.payeeVerified", { name: verifiedName }) : ""}
        </p>
        <TextField
          id={ADD_FIELD.name}
          inputRef={nameRef}
          label={t("beneficiary:add.name")}
          description={t("beneficiary:add.nameHint")}
          autoComplete="off"
          isRequired
          maxLength={100}
          value={name}
          onChange={setName}
          {...errorProps(ADD_FIELD.name)}
        />
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
        <TextField
          id={ADD_FIELD.emailId}
          label={t("beneficiary:add.emailId")}
          type="email"
          autoComplete="off"
          isRequired
          maxLength={254}
          value={emailId}
          onChange={setEmailId}
          {...errorProps(ADD_FIELD.emailId)}
        />
        <DigitsField
          id={ADD_FIELD.mobileNumber}
          label={t("beneficiary:add.mobileNumber")}
          maxLength={10}
          autoComplete="off"
          isRequired
          value={mobileNumber}
          onChange={setMobileNumber}
          {...errorProps(ADD_FIELD.mobileNumber)}
        />
        <Button type="submit" isPending={check.isPending}>
          {t("flow:continue")}
        </Button>
      </Form>
      <IfscSearchDialog
        isOpen={isSearchOpen}
        onClose={() => setSearchOpen(false)}
        onChoose={(row) => {
          setIfsc(row.ifsc);
          setBranch(row);
          setSearchOpen(false);
        }}
      />
    </>
  );
}
