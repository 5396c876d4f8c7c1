import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import {
  accountHolders,
  accountKind,
  accountLabel,
  isEnquiryAccount,
  isJointRelationshipFlag,
} from "../../domain";
import type { AccountKind, AccountLabel } from "../../domain";
import { Banner } from "../../ui/Banner";
import { Button } from "../../ui/Button";
import { Card } from "../../ui/Card";
import { DescriptionList, type DescriptionListItem } from "../../ui/DescriptionList";
import { Link } from "../../ui/Link";
import { LoadingRegion } from "../../ui/Spinner";
import { useBank } from "../ServicesContext";
import { ScreenHeading, useGo, useStateParams } from "../navigation/StateProvider";
import { useFailureOf } from "../session/FailureProvider";
import { Amount, interestRateText, longDate, statusKey } from "./accountFormat";
import { usePageLanguage } from "../i18n/usePageLanguage";
import { accountDetailQuery, type AccountDetail } from "./accountsQueries";
import {
  AccountInformationDialog,
  CustomerInformationDialog,
  JointHoldersDialog,
  SignatureDialog,
} from "./AccountDialogs";
import "./accounts.css";
import { useServerText } from "./serverText";

type OpenDialog = "holders" | "information" | "customer" | "signature" | null;

/** The kind of a detail: a loan or deposit by its own block, else by its group codes. */
function kindOfDetail(detail: AccountDetail): AccountKind {
  if (detail.loan !== null) return "loan";
  if (detail.deposit !== null) return "deposit";
  return accountKind({ groupCode: detail.groupCode, typeCode: detail.accountType });
}

/** What a detail is called: its kind, and the scheme of an NRE or NRO savings or current account. */
function labelOfDetail(detail: AccountDetail, kind: AccountKind): AccountLabel {
  return kind === "savings" || kind === "current"
    ? accountLabel({ groupCode: detail.groupCode, typeCode: detail.accountType })
    : kind;
}

/** The customer's relationship to the account in the page's language (the server's English text only for another code). */
function relationshipText(detail: AccountDetail, t: (key: string) => string): string {
  if (isJointRelationshipFlag(detail.acnRelCode, detail.acnRel)) return t("accounts:detail.relJoint");
  if (detail.acnRelCode === 1) return t("accounts:detail.relPrimary");
  return detail.acctRelationship;
}

function useDetailItems(detail: AccountDetail, kind: AccountKind, closed: boolean): DescriptionListItem[] {
  const { t } = useTranslation();
  const language = usePageLanguage();
  const { product, person } = useServerText();
  const yesNo = (value: boolean) => t(value ? "accounts:detail.yes" : "accounts:detail.no");
  const items: (DescriptionListItem | null)[] = [
    { term: t("accounts:detail.accountNumber"), description: detail.accountNumber },
    detail.nickname !== "" ? { term: t("accounts:detail.nickname"), description: detail.nickname } : null,
    { term: t("accounts:detail.product"), description: product(detail.productName) },
    { term: t("accounts:detail.kind"), description: t(`accounts:kind.${labelOfDetail(detail, kind)}`) },
    { term: t("accounts:detail.status"), description: t(statusKey(detail.status, closed)) },
    { term: t("accounts:detail.holder"), description: person(detail.title1) },
    { term: t("accounts:detail.relationship"), description: relationshipText(detail, t) },
    { term: t("accounts:detail.branch"), description: detail.brachDesc },
    { term: t("accounts:detail.currency"), description: detail.currencyCode },
    { term: t("accounts:detail.openedOn"), description: longDate(detail.openedDate, language) },
    closed || detail.closedDate !== null
      ? { term: t("accounts:detail.closedOn"), description: longDate(detail.closedDate, language) }
      : null,
    {
      term: t(kind === "loan" ? "accounts:detail.outstanding" : "accounts:detail.balance"),
      description: <Amount paise={detail.balance} withWords />,
    },
    kind === "loan"
      ? null
      : {
          term: t("accounts:detail.availableBalance"),
          description: <Amount paise={detail.availableBalance} withWords />,
        },
    { term: t("accounts:detail.holdAmount"), description: <Amount paise={detail.holdAmount} /> },
    { term: t("accounts:detail.accruedInterest"), description: <Amount paise={detail.accruedInterest} /> },
    {
      term: t("accounts:detail.interestRate"),
      description: interestRateText(detail.interestRate, language, (rate) =>
        t("accounts:detail.ratePerYear", { rate }),
      ),
    },
  ];
  if (detail.deposit !== null) {
    const d = detail.deposit;
    items.push(
      {
        term: t("accounts:detail.originalAmount"),
        description: <Amount paise={d.originalAmount} withWords />,
      },
      { term: t("accounts:detail.maturityValue"), description: <Amount paise={d.maturityValue} withWords /> },
      { term: t("accounts:detail.maturityDate"), description: longDate(d.maturityDate, language) },
      { term: t("accounts:detail.term"), description: t("accounts:detail.months", { count: d.term }) },
      { term: t("accounts:detail.tds"), description: <Amount paise={d.tdsDeduction} /> },
      {
        term: t("accounts:detail.standingInstruction"),
        description: yesNo(d.scheduleProcessingFlag.trim().toUpperCase() === "Y"),
      },
    );
  }
  if (detail.loan !== null) {
    const l = detail.loan;
    items.push(
      { term: t("accounts:detail.disbursedOn"), description: longDate(l.disbursedDate, language) },
      { term: t("accounts:detail.instalment"), description: <Amount paise={l.currPaymentAmt} withWords /> },
      { term: t("accounts:detail.totalDue"), description: <Amount paise={l.totalPaymentDue} withWords /> },
      {
        term: t("accounts:detail.dueDate"),
        description:
          l.paymentDueDate === null ? t("accounts:detail.none") : longDate(l.paymentDueDate, language),
      },
      { term: t("accounts:detail.customerId"), description: l.customerId },
      { term: t("accounts:detail.payoff"), description: <Amount paise={l.payoffAmount} withWords /> },
      { term: t("accounts:detail.goldLoan"), description: yesNo(l.isGoldLoanProdType) },
      l.lienMarkedFdNumber !== null
        ? { term: t("accounts:detail.lienFd"), description: l.lienMarkedFdNumber }
        : null,
    );
  }
  return items.filter((item): item is DescriptionListItem => item !== null);
}

function DetailBody({ detail, closed }: { readonly detail: AccountDetail; readonly closed: boolean }) {
  const { t } = useTranslation();
  const go = useGo();
  const kind = kindOfDetail(detail);
  const items = useDetailItems(detail, kind, closed);
  const holders = accountHolders(detail);
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const close = () => setDialog(null);
  // A joint holder (acnRelCode 2, acnRel A) does not see the primary holder's signature.
  const isJointHolder = isJointRelationshipFlag(detail.acnRelCode, detail.acnRel);
  const number = detail.accountNumber;

  return (
    <>
      <Card title={t("accounts:detail.heading", { number })}>
        <DescriptionList items={items} />
      </Card>
      <div className="flow-actions accounts-actions">
        {holders.joint.length > 0 ? (
          <Button variant="secondary" onPress={() => setDialog("holders")}>
            {t("accounts:holders.open")}
          </Button>
        ) : null}
        <Button variant="secondary" onPress={() => setDialog("information")}>
          {t("accounts:information.open")}
        </Button>
        <Button variant="secondary" onPress={() => setDialog("customer")}>
          {t("accounts:customer.open")}
        </Button>
        {isJointHolder ? null : (
          <Button variant="secondary" onPress={() => setDialog("signature")}>
            {t("accounts:signature.open")}
          </Button>
        )}
      </div>
      <nav className="accounts-links" aria-label={t("accounts:detail.linksLabel")}>
        <ul>
          <li>
            <Link onPress={() => go("acctStmt", { params: { accountNumber: number } })}>
              {t("accounts:detail.statement")}
            </Link>
          </li>
          {!closed && isEnquiryAccount(detail.groupCode) ? (
            <li>
              <Link onPress={() => go("txnEnquiry", { params: { accountNumber: number } })}>
                {t("accounts:detail.enquiry")}
              </Link>
            </li>
          ) : null}
          <li>
            <Link onPress={() => go(closed ? "closedAcnList" : "acnList")}>
              {t(closed ? "accounts:detail.backClosed" : "accounts:detail.back")}
            </Link>
          </li>
        </ul>
      </nav>
      <JointHoldersDialog isOpen={dialog === "holders"} onClose={close} holders={holders} />
      <AccountInformationDialog isOpen={dialog === "information"} onClose={close} accountNumber={number} />
      <CustomerInformationDialog isOpen={dialog === "customer"} onClose={close} />
      <SignatureDialog isOpen={dialog === "signature"} onClose={close} accountNumber={number} />
    </>
  );
}

function AccountDetailView({ closed }: { readonly closed: boolean }) {
  const { t } = useTranslation();
  const bank = useBank();
  const go = useGo();
  const params = useStateParams();
  const accountNumber = params["accountNumber"] ?? "";
  const accountType = params["accountType"] ?? "";
  const hasParams = accountNumber !== "" && accountType !== "";
  const detail = useQuery({ ...accountDetailQuery(bank, accountNumber, accountType), enabled: hasParams });
  const failure = useFailureOf(detail.error);

  return (
    <div className="app-screen accounts-screen">
      <ScreenHeading />
      {failure !== null ? <Banner tone="error">{failure}</Banner> : null}
      {!hasParams ? (
        <Banner tone="info">
          <p>{t("accounts:detail.noAccount")}</p>
          <Link onPress={() => go(closed ? "closedAcnList" : "acnList")}>
            {t(closed ? "accounts:detail.backClosed" : "accounts:detail.back")}
          </Link>
        </Banner>
      ) : (
        <LoadingRegion isBusy={detail.isPending} label={t("accounts:loading")}>
          {detail.data !== undefined ? <DetailBody detail={detail.data} closed={closed} /> : null}
        </LoadingRegion>
      )}
    </div>
  );
}

/**
 * An active account's details (state `activeAccountDetail`, params accountNumber and accountType;
 * spec 000 sections 3, 4, 6): every field of its kind, the number decrypted from encAccountNumber,
 * and the joint holders, account information, customer information and signature dialogs.
 */
export function ActiveAccountDetailScreen() {
  return <AccountDetailView closed={false} />;
}

/** A closed account's details (state `inactiveAccountDetail`): the same fields, the status always Closed. */
export function InactiveAccountDetailScreen() {
  return <AccountDetailView closed />;
}
