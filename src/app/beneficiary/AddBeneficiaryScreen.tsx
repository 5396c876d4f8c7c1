import { useTranslation } from "react-i18next";
import { BENEFICIARY_TYPE, formatInr, maskAccountNumber, type BeneficiaryType } from "../../domain";
import type { Bank } from "../../adapters/rib/BankClient";
import { Banner } from "../../ui/Banner";
import { Button } from "../../ui/Button";
import { DescriptionList, type DescriptionListItem } from "../../ui/DescriptionList";
import { useBank } from "../ServicesContext";
import { flowCall } from "../flow/flowCall";
import { refusal } from "../flow/FlowRefusal";
import { SensitiveFlowScreen } from "../flow/SensitiveFlowScreen";
import { usePageLanguage } from "../i18n/usePageLanguage";
import { useGo } from "../navigation/StateProvider";
import { NewBeneficiaryNotice } from "./AddFormParts";
import { AddOtherBankForm } from "./AddOtherBankForm";
import { AddWithinBankForm } from "./AddWithinBankForm";
import type { AddBeneficiaryValues } from "./addBeneficiaryValues";
import { checkChange } from "./checkChange";
import "./beneficiary.css";

/** beneficiary.addBenfInFIS: add a beneficiary within the bank. */
export function AddWithinBankScreen() {
  return <AddBeneficiaryScreen type={BENEFICIARY_TYPE.withinBank} />;
}

/** beneficiary.addBenfOutsideFIS: add a beneficiary at another bank. */
export function AddOtherBankScreen() {
  return <AddBeneficiaryScreen type={BENEFICIARY_TYPE.otherBank} />;
}

/**
 * Adding a beneficiary (spec 001 section 4): details, verify (the summary and the transaction
 * password), the mobile-registration check and the add call (which creates it pending), the
 * one-time code bound to its sequence, whose `updateStatus` activates it, and success ("Beneficiary
 * has been added Successfully."). A refused add goes back to the form with the bank's message, or
 * "Addition of Beneficiary is failed, Try again."; a flow left at the code leaves it pending, to
 * approve later from the pending list.
 */
function AddBeneficiaryScreen({ type }: { readonly type: BeneficiaryType }) {
  const { t } = useTranslation();
  const bank = useBank();
  const go = useGo();
  const isWithinBank = type === BENEFICIARY_TYPE.withinBank;
  return (
    <SensitiveFlowScreen
      titleKey={isWithinBank ? "beneficiary:add.titleWithinBank" : "beneficiary:add.titleOtherBank"}
      requiresTransactionPassword
      renderForm={(props) =>
        isWithinBank ? <AddWithinBankForm {...props} /> : <AddOtherBankForm {...props} />
      }
      renderSummary={(values) => (
        <>
          <AddSummary values={values} />
          <NewBeneficiaryNotice />
        </>
      )}
      prepare={{
        endpoint: "beneficiaryAdd",
        run: (values, { idempotencyKey }) => addPending(bank, values, idempotencyKey),
      }}
      toRequest={(values: AddBeneficiaryValues, pending: PendingBeneficiary) =>
        flowCall("beneficiaryUpdateStatus", { sequence: pending.sequence, type: values.type })
      }
      otpSmsKey="beneficiary:add.smsService"
      toResult={checkChange("beneficiary:add.failed")}
      renderSuccess={(values) => (
        <div className="flow-success">
          <Banner tone="success">{t("beneficiary:add.success")}</Banner>
          <AddSummary values={values} isAccountNumberMasked />
          <NewBeneficiaryNotice />
          <div className="flow-actions">
            <Button onPress={() => go("beneficiary.viewBeneficiaryList")}>
              {t("beneficiary:add.backToBeneficiaries")}
            </Button>
            <Button variant="secondary" onPress={() => go("beneficiary.options")}>
              {t("beneficiary:add.addAnother")}
            </Button>
          </div>
        </div>
      )}
      onLeave={() => go("beneficiary.options")}
    />
  );
}

/** A beneficiary added, pending: the sequence its code is bound to and activates. */
interface PendingBeneficiary {
  readonly sequence: string;
}

/**
 * The prepare call of an addition: the mobile-registration check, then the add call, which
 * creates the beneficiary pending (a flow left at the code leaves it so, to approve later).
 */
async function addPending(
  bank: Bank,
  values: AddBeneficiaryValues,
  idempotencyKey: string,
): Promise<PendingBeneficiary> {
  const mobile = await bank.call("validateMobileNumber", {});
  if (!mobile.registered) throw refusal("errors:PROFILE.MOBILE_NOT_REGISTERED");
  const answer = await bank.call(
    "beneficiaryAdd",
    {
      name: values.name,
      nickName: values.nickName,
      accountNumber: values.accountNumber,
      tranferLimit: values.transferLimit,
      type: values.type,
      ...(values.type === BENEFICIARY_TYPE.withinBank
        ? {}
        : {
            ifsc: values.ifsc,
            ...(values.accountType !== null ? { accountType: values.accountType as 10 } : {}),
            emailId: values.emailId,
            mobileNumber: values.mobileNumber,
          }),
    },
    { idempotencyKey },
  );
  if (!answer.success) throw refusal("beneficiary:add.failed");
  return { sequence: answer.data };
}

/**
 * The confirm step's and the success page's summary of the new beneficiary. Confirm shows the
 * account number as typed, to check it before it is saved; once saved it is masked, as on every
 * other screen.
 */
function AddSummary({
  values,
  isAccountNumberMasked = false,
}: {
  readonly values: AddBeneficiaryValues;
  readonly isAccountNumberMasked?: boolean;
}) {
  const { t } = useTranslation();
  const language = usePageLanguage();
  const items: DescriptionListItem[] = [
    { term: t("beneficiary:summary.type"), description: t(`beneficiary:types.${values.type}`) },
    { term: t("beneficiary:summary.name"), description: values.name },
    { term: t("beneficiary:summary.nickName"), description: values.nickName },
    {
      term: t("beneficiary:summary.accountNumber"),
      description: isAccountNumberMasked ? maskAccountNumber(values.accountNumber) : values.accountNumber,
    },
    { term: t("beneficiary:summary.ifsc"), description: values.ifsc },
    { term: t("beneficiary:summary.bank"), description: values.bankName },
    { term: t("beneficiary:summary.branch"), description: values.branch },
    ...(values.type === BENEFICIARY_TYPE.otherBank && values.accountType !== null
      ? [
          {
            term: t("beneficiary:summary.accountType"),
            description: t(`beneficiary:accountTypes.${values.accountType}`),
          },
          { term: t("beneficiary:summary.emailId"), description: values.emailId },
          { term: t("beneficiary:summary.mobileNumber"), description: values.mobileNumber },
        ]
      : []),
    { term: t("beneficiary:summary.transferLimit"), description: formatInr(values.transferLimit, language) },
  ];
  return <DescriptionList items={items.filter((item) => item.description !== "")} />;
}
