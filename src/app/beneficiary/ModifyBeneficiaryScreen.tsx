import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useQuery } from "@tanstack/react-query";
import { Result } from "effect";
import {
  formatInr,
  validateBeneficiaryNickname,
  validateBeneficiaryTransferLimit,
  type AmountError,
  type Paise,
} from "../../domain";
import { Banner } from "../../ui/Banner";
import { Button } from "../../ui/Button";
import { DescriptionList } from "../../ui/DescriptionList";
import { Form } from "../../ui/Form";
import { Link } from "../../ui/Link";
import { Spinner } from "../../ui/Spinner";
import { useBank } from "../ServicesContext";
import { flowCall } from "../flow/flowCall";
import type { FlowFormProps } from "../flow/SensitiveFlowDescription";
import { SensitiveFlowScreen } from "../flow/SensitiveFlowScreen";
import { amountProblemItems } from "../forms/amountProblemItems";
import { fieldErrorProp } from "../forms/errorProp";
import type { FieldErrorText } from "../forms/useFormErrors";
import { localText } from "../i18n/localText";
import { usePageLanguage } from "../i18n/usePageLanguage";
import { ScreenHeading, useGo, useStateParams } from "../navigation/StateProvider";
import { useFailureOf } from "../session/FailureProvider";
import { NicknameLimitFields, useAddFormErrors } from "./AddFormParts";
import { ADD_FIELD, beneficiaryErrorKey } from "./addBeneficiaryValues";
import { beneficiaryListQuery, type BeneficiaryRow } from "./beneficiaryQueries";
import { checkChange } from "./checkChange";
import "./beneficiary.css";

/** The values of a change: the new nickname and limit. */
interface ModifyValues {
  readonly nickName: string;
  readonly transferLimit: Paise;
}

/**
 * beneficiary.modifyBeneficiary (spec 001 section 4), for the beneficiary of the params'
 * `sequence`: `action` "modify" changes the nickname and the limit (transaction password; a raised
 * limit also needs a one-time code bound to the new values), "delete" confirms with the
 * transaction password and deletes (no code). Both end on a success page with the way back to the list.
 */
export function ModifyBeneficiaryScreen() {
  const { t } = useTranslation();
  const bank = useBank();
  const go = useGo();
  const { sequence, action } = useStateParams();
  const list = useQuery(beneficiaryListQuery(bank));
  const failure = useFailureOf(list.error);
  const row = list.data?.beneficiaryList.find((candidate) => candidate.sequence === sequence);
  if (row === undefined) {
    return (
      <div className="app-screen beneficiary-screen">
        <ScreenHeading>{t("beneficiary:states.modifyBeneficiary")}</ScreenHeading>
        {list.isPending ? (
          <Spinner label={t("common:loading")} />
        ) : (
          <>
            <Banner tone="error">{failure ?? t("beneficiary:modify.notFound")}</Banner>
            <p>
              <Link onPress={() => go("beneficiary.viewBeneficiaryList")}>
                {t("beneficiary:add.backToBeneficiaries")}
              </Link>
            </p>
          </>
        )}
      </div>
    );
  }
  return action === "delete" ? <DeleteFlow row={row} /> : <ModifyFlow row={row} />;
}

function ModifyFlow({ row }: { readonly row: BeneficiaryRow }) {
  const { t } = useTranslation();
  const go = useGo();
  const language = usePageLanguage();
  const isRaised = (values: ModifyValues) => values.transferLimit > row.tranferLimit;
  return (
    <SensitiveFlowScreen
      titleKey="beneficiary:modify.title"
      requiresTransactionPassword
      // The form opens without a code step; a raised limit adds it.
      requiresOtp={false}
      renderForm={(props) => <ModifyForm {...props} row={row} />}
      renderSummary={(values) => (
        <>
          <DescriptionList
            items={[
              { term: t("beneficiary:summary.name"), description: row.name },
              { term: t("beneficiary:summary.accountNumber"), description: row.rnBenAcctNo },
              { term: t("beneficiary:summary.nickName"), description: values.nickName },
              {
                term: t("beneficiary:summary.transferLimit"),
                description: formatInr(values.transferLimit, language),
              },
            ]}
          />
          {isRaised(values) ? <p>{t("beneficiary:modify.raisedNotice")}</p> : null}
        </>
      )}
      toRequest={(values: ModifyValues) => {
        const request = {
          sequence: row.sequence,
          nickName: values.nickName,
          tranferLimit: values.transferLimit,
          type: row.type,
        };
        // A raised limit is its own call, with a code bound to the new values; a lowered one is not.
        return isRaised(values)
          ? flowCall("beneficiaryRaiseLimit", request)
          : flowCall("beneficiaryUpdate", request);
      }}
      otpSmsKey="beneficiary:modify.smsService"
      toResult={checkChange("errors:GENERIC")}
      renderSuccess={() => <Done text={t("beneficiary:modify.success", { name: row.name })} />}
      onLeave={() => go("beneficiary.viewBeneficiaryList")}
    />
  );
}

function DeleteFlow({ row }: { readonly row: BeneficiaryRow }) {
  const { t } = useTranslation();
  const go = useGo();
  const language = usePageLanguage();
  return (
    <SensitiveFlowScreen
      titleKey="beneficiary:delete.title"
      requiresTransactionPassword
      initialValues={row}
      renderSummary={(values) => (
        <>
          <p>{t("beneficiary:delete.intro")}</p>
          <DescriptionList
            items={[
              { term: t("beneficiary:summary.name"), description: values.name },
              { term: t("beneficiary:summary.nickName"), description: values.nickName },
              { term: t("beneficiary:summary.accountNumber"), description: values.rnBenAcctNo },
              { term: t("beneficiary:summary.bank"), description: `${values.bankName}, ${values.branch}` },
              {
                term: t("beneficiary:summary.transferLimit"),
                description: formatInr(values.tranferLimit, language),
              },
            ]}
          />
        </>
      )}
      confirmLabel={t("beneficiary:delete.confirmAction")}
      toRequest={(values: BeneficiaryRow) =>
        flowCall("beneficiaryDelete", { sequence: values.sequence, type: values.type })
      }
      toResult={checkChange("errors:GENERIC")}
      renderSuccess={(values) => <Done text={t("beneficiary:delete.success", { name: values.name })} />}
      onLeave={() => go("beneficiary.viewBeneficiaryList")}
    />
  );
}

/** A success page of a change: what was done and the way back to the list. */
function Done({ text }: { readonly text: string }) {
  const { t } = useTranslation();
  const go = useGo();
  return (
    <div className="flow-success">
      <Banner tone="success">{text}</Banner>
      <div className="flow-actions">
        <Button onPress={() => go("beneficiary.viewBeneficiaryList")}>
          {t("beneficiary:add.backToBeneficiaries")}
        </Button>
      </div>
    </div>
  );
}

/** The change form: nickname and limit, with the current limit named; an unchanged form is refused. */
function ModifyForm({
  values,
  onSubmit,
  error,
  row,
}: FlowFormProps<ModifyValues> & { readonly row: BeneficiaryRow }) {
  const { t } = useTranslation();
  const [nickName, setNickName] = useState(values?.nickName ?? row.nickName);
  const [limit, setLimit] = useState<Paise | null>(values?.transferLimit ?? row.tranferLimit);
  const [limitProblem, setLimitProblem] = useState<AmountError | null>(null);
  const errors = useAddFormErrors(error);
  const summary = errors.summaryErrors;

  const submit = () => {
    const items: FieldErrorText[] = [];
    const nick = validateBeneficiaryNickname(nickName);
    if (Result.isFailure(nick)) {
      items.push({ fieldId: ADD_FIELD.nickName, text: localText(beneficiaryErrorKey(nick.failure)) });
    }
    const checkedLimit = limit === null ? null : validateBeneficiaryTransferLimit(limit);
    if (limitProblem !== null) {
      items.push(...amountProblemItems(ADD_FIELD.transferLimit, limitProblem));
    } else if (checkedLimit === null || limit === 0n) {
      items.push({
        fieldId: ADD_FIELD.transferLimit,
        text: localText(beneficiaryErrorKey("BENEFICIARY.LIMIT_REQUIRED")),
      });
    } else if (Result.isFailure(checkedLimit)) {
      items.push({
        fieldId: ADD_FIELD.transferLimit,
        text: localText(beneficiaryErrorKey(checkedLimit.failure)),
      });
    }
    if (items.length === 0 && nickName === row.nickName && limit === row.tranferLimit) {
      items.push({ fieldId: ADD_FIELD.nickName, text: localText("beneficiary:modify.unchanged") });
    }
    if (items.length > 0 || limit === null) {
      errors.show(items);
      return;
    }
    errors.hideFlowError();
    onSubmit({ nickName, transferLimit: limit });
  };

  return (
    <>
      <p>{t("beneficiary:modify.intro", { name: row.name })}</p>
      <Form
        onSubmit={submit}
        errorSummary={{ title: t("common:errorSummaryTitle"), errors: summary, attempt: errors.attempt }}
      >
        <NicknameLimitFields
          nickName={nickName}
          onNickName={setNickName}
          limit={limit}
          onLimit={(paise, problem) => {
            setLimit(paise);
            setLimitProblem(problem);
          }}
          errorProps={(fieldId) => fieldErrorProp(summary, fieldId)}
        />
        <Button type="submit">{t("flow:continue")}</Button>
      </Form>
    </>
  );
}
