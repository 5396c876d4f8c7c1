import { useTranslation } from "react-i18next";
import { useQuery } from "@tanstack/react-query";
import { formatDisplayDate, needsCutOffConfirmation, transferNeedsOtp } from "../../domain";
import { Banner } from "../../ui/Banner";
import { Spinner } from "../../ui/Spinner";
import { useBank } from "../ServicesContext";
import { NoMobileBanner, useNoMobile } from "../flow/noMobile";
import { ScreenHeading } from "../navigation/StateProvider";
import { SensitiveFlowScreen } from "../flow/SensitiveFlowScreen";
import { SuccessPanel } from "../flow/SuccessPanel";
import { usePageLanguage } from "../i18n/usePageLanguage";
import { useFailureOf } from "../session/FailureProvider";
import { TransferForm } from "./TransferForm";
import { TransferSuccess, transferSuccessMessage } from "./TransferSuccess";
import { TransferSummary } from "./TransferSummary";
import {
  activeBeneficiariesQuery,
  cutOffConfirmCall,
  sourceAccountsQuery,
  transferCall,
  transferLimitsQuery,
  transferResult,
  type TransferKind,
} from "./transferQueries";
import type { TransferFormData } from "./useTransferForm";

/** The state title of each flow. */
const TITLE_KEYS: Readonly<Record<TransferKind, string>> = {
  own: "states:ownFdOwnAcnTransfer",
  withinBank: "states:thirdFdThirdPtyTrnsfrInFIS",
  neftRtgs: "states:neftRtgsHome",
};

/** The spec's flow of each kind, for the domain's rule of which ask for a one-time code. */
const DOMAIN_FLOW = { own: "own", withinBank: "thirdParty", neftRtgs: "neftRtgs" } as const;

/** The accounts, payees and limits a flow's form needs, all asked at once (no waterfall). */
function useTransferData(kind: TransferKind): { data: TransferFormData | null; isError: boolean } {
  const bank = useBank();
  const sources = useQuery(sourceAccountsQuery(bank, kind));
  const limits = useQuery(transferLimitsQuery(bank));
  const payees = useQuery({
    ...activeBeneficiariesQuery(bank, kind === "neftRtgs" ? "neftRtgs" : "withinBank"),
    enabled: kind !== "own",
  });
  useFailureOf(sources.error ?? limits.error ?? payees.error);
  const isError = sources.isError || limits.isError || payees.isError;
  if (sources.data === undefined || limits.data === undefined) return { data: null, isError };
  if (kind !== "own" && payees.data === undefined) return { data: null, isError };
  return {
    data: {
      kind,
      sources: sources.data,
      accounts: sources.data,
      payees: payees.data?.beneficiaryList.filter((payee) => payee.status === "ACTIVE") ?? [],
      limits: limits.data,
    },
    isError,
  };
}

/**
 * One payment flow on the shared flow runner (spec 001 sections 2 to 9): form, confirm with the
 * transaction password, the one-time code where the spec asks for one (not for an own-account
 * transfer), success with the reference, the new balance and the receipt. A NEFT answer after the
 * cut-off (statusCode 0) asks the customer in an alertdialog whether it may go on the next working
 * day; agreeing completes the stored instruction by its reference, without a second code.
 */
function TransferScreen({ kind }: { readonly kind: TransferKind }) {
  const { t } = useTranslation();
  const language = usePageLanguage();
  const { data, isError } = useTransferData(kind);
  const titleKey = TITLE_KEYS[kind];
  // A payment with a code needs a registered mobile: without one, that is what the customer hears
  // first (before "add a beneficiary", which needs a code as well).
  const needsCode = transferNeedsOtp(DOMAIN_FLOW[kind]);
  const { noMobile, isLoading: mobileLoading } = useNoMobile(needsCode);
  // The heading takes the focus the move to this screen asked for while the data loads, and keeps
  // it when the screen only has a notice to show; the flow's own h1 takes it otherwise.
  if (data === null || mobileLoading) {
    return (
      <div className="app-screen">
        <ScreenHeading>{t(titleKey)}</ScreenHeading>
        {isError ? (
          <Banner tone="error">{t("transfers:loadFailed")}</Banner>
        ) : (
          <Spinner label={t("transfers:loading")} />
        )}
      </div>
    );
  }
  const sources = kind === "own" ? data.sources.filter((s) => s.ownTargets.length > 0) : data.sources;
  const emptyText =
    sources.length === 0
      ? t(kind === "own" && data.sources.length > 0 ? "transfers:noTarget" : "transfers:noSource")
      : kind !== "own" && data.payees.length === 0
        ? t("transfers:noBeneficiary")
        : null;
  if (emptyText !== null || noMobile) {
    return (
      <div className="app-screen">
        <ScreenHeading>{t(titleKey)}</ScreenHeading>
        {noMobile ? <NoMobileBanner /> : <Banner tone="info">{emptyText}</Banner>}
      </div>
    );
  }
  const formData = { ...data, sources };
  const ownLabel = (accountNumber: string) =>
    data.sources.find((s) => s.account_number === accountNumber)?.accNoWithNickName ?? accountNumber;
  return (
    <SensitiveFlowScreen
      titleKey={titleKey}
      requiresOtp={transferNeedsOtp(DOMAIN_FLOW[kind])}
      renderForm={(props) => <TransferForm {...props} data={formData} />}
      renderSummary={(values) => <TransferSummary values={values} ownLabel={ownLabel} />}
      toRequest={transferCall}
      otpSmsKey={`transfers:${kind}.sms`}
      toResult={transferResult}
      question={{
        of: (result) =>
          needsCutOffConfirmation(result.response.statusCode)
            ? { prompt: "transfers:cutOff.question", reference: result.response.data }
            : null,
        toRequest: (committed, asked) => cutOffConfirmCall(committed, asked.reference),
        toResult: transferResult,
        texts: (_values, result) => {
          const date = formatDisplayDate(result.response.payment.valueDate, language);
          return {
            title: t("transfers:cutOff.title"),
            message: t("transfers:cutOff.question", { date }),
            agree: t("transfers:cutOff.agree", { date }),
            decline: t("transfers:cutOff.decline"),
          };
        },
        declinedKey: "transfers:cutOff.declined",
      }}
      renderSuccess={(values, result) => (
        <SuccessPanel
          referenceNumber={result.referenceNumber}
          message={transferSuccessMessage(t, values, result, language)}
        >
          <TransferSuccess values={values} result={result} ownLabel={ownLabel} />
        </SuccessPanel>
      )}
    />
  );
}

/** State `ownFd.ownAcnTransfer`: a transfer between the customer's own accounts (no one-time code). */
export function OwnTransferScreen() {
  return <TransferScreen kind="own" />;
}

/** State `thirdFd.thirdPtyTrnsfrInFIS`: Pay Now to an active beneficiary within the bank. */
export function WithinBankTransferScreen() {
  return <TransferScreen kind="withinBank" />;
}

/** State `neftRtgs.home`: NEFT or RTGS Pay Now to an active beneficiary at another bank. */
export function NeftRtgsScreen() {
  return <TransferScreen kind="neftRtgs" />;
}
