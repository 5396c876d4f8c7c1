import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { maskMobile, CLOSED_STATUS_CODE } from "../../domain";
import { Banner } from "../../ui/Banner";
import { Button } from "../../ui/Button";
import { DescriptionList } from "../../ui/DescriptionList";
import { Dialog } from "../../ui/Dialog";
import { LoadingRegion } from "../../ui/Spinner";
import { useBank } from "../ServicesContext";
import { useFailureOf } from "../session/FailureProvider";
import { longDate, statusKey } from "./accountFormat";
import { usePageLanguage } from "../i18n/usePageLanguage";
import { accountInformationQuery, customerDetailsAndRmQuery, primarySignatureQuery } from "./accountsQueries";
import { useServerText } from "./serverText";

interface DialogBaseProps {
  readonly isOpen: boolean;
  readonly onClose: () => void;
}

function CloseAction({ onClose }: { readonly onClose: () => void }) {
  const { t } = useTranslation();
  return <Button onPress={onClose}>{t("accounts:dialog.close")}</Button>;
}

function openChange(onClose: () => void) {
  return (open: boolean) => {
    if (!open) onClose();
  };
}

/** Joint holders (spec 000 section 6): the primary holder and up to three joint holders. */
export function JointHoldersDialog({
  isOpen,
  onClose,
  holders,
}: DialogBaseProps & { readonly holders: { readonly primary: string; readonly joint: readonly string[] } }) {
  const { t } = useTranslation();
  const { person } = useServerText();
  return (
    <Dialog
      isOpen={isOpen}
      onOpenChange={openChange(onClose)}
      isDismissable
      title={t("accounts:holders.title")}
      actions={<CloseAction onClose={onClose} />}
    >
      <DescriptionList
        items={[
          { term: t("accounts:holders.primary"), description: person(holders.primary) },
          ...holders.joint.map((name, index) => ({
            term: t("accounts:holders.joint", { n: index + 1 }),
            description: person(name),
          })),
        ]}
      />
    </Dialog>
  );
}

/** Account information: IFSC, MICR, branch, mode of operation and nominee. */
export function AccountInformationDialog({
  isOpen,
  onClose,
  accountNumber,
}: DialogBaseProps & { readonly accountNumber: string }) {
  const { t } = useTranslation();
  const { product } = useServerText();
  const language = usePageLanguage();
  const bank = useBank();
  const info = useQuery({ ...accountInformationQuery(bank, accountNumber), enabled: isOpen });
  const failure = useFailureOf(info.error);
  const data = info.data;
  return (
    <Dialog
      isOpen={isOpen}
      onOpenChange={openChange(onClose)}
      isDismissable
      title={t("accounts:information.title")}
      actions={<CloseAction onClose={onClose} />}
    >
      {failure !== null ? <Banner tone="error">{failure}</Banner> : null}
      <LoadingRegion isBusy={info.isPending && isOpen} label={t("accounts:loading")}>
        {data !== undefined ? (
          <DescriptionList
            items={[
              { term: t("accounts:detail.accountNumber"), description: data.accountNumber },
              { term: t("accounts:detail.product"), description: product(data.productName) },
              {
                term: t("accounts:detail.status"),
                description: t(statusKey(data.status, data.status === CLOSED_STATUS_CODE)),
              },
              { term: t("accounts:information.ifsc"), description: data.ifsc },
              { term: t("accounts:information.micr"), description: data.micr },
              {
                term: t("accounts:detail.branch"),
                description: [data.branchName, data.branchAdd2, data.branchAdd3]
                  .filter((l) => l !== "")
                  .join(", "),
              },
              { term: t("accounts:detail.currency"), description: data.currencyCode },
              { term: t("accounts:detail.openedOn"), description: longDate(data.openedDate, language) },
              {
                term: t("accounts:information.mode"),
                description: t(`accounts:information.modes.${data.modeOfOperation}`),
              },
              {
                term: t("accounts:information.nominee"),
                description:
                  data.nomineeRegistered && data.nomineeName !== null
                    ? t("accounts:information.nomineeYes", { name: data.nomineeName })
                    : t("accounts:information.nomineeNo"),
              },
            ]}
          />
        ) : null}
      </LoadingRegion>
    </Dialog>
  );
}

/** Customer information: name, customer id, address, branch and the relationship manager (mobile masked, spec 000 section 9). */
export function CustomerInformationDialog({ isOpen, onClose }: DialogBaseProps) {
  const { t } = useTranslation();
  const { person } = useServerText();
  const bank = useBank();
  const details = useQuery({ ...customerDetailsAndRmQuery(bank), enabled: isOpen });
  const failure = useFailureOf(details.error);
  const data = details.data;
  return (
    <Dialog
      isOpen={isOpen}
      onOpenChange={openChange(onClose)}
      isDismissable
      title={t("accounts:customer.title")}
      actions={<CloseAction onClose={onClose} />}
    >
      {failure !== null ? <Banner tone="error">{failure}</Banner> : null}
      <LoadingRegion isBusy={details.isPending && isOpen} label={t("accounts:loading")}>
        {data !== undefined ? (
          <DescriptionList
            items={[
              { term: t("accounts:customer.name"), description: person(data.customerName) },
              { term: t("accounts:detail.customerId"), description: data.customerId },
              {
                term: t("accounts:customer.address"),
                description: [data.mad3, data.mad4].filter((l) => l !== "").join(", "),
              },
              {
                term: t("accounts:detail.branch"),
                description: [
                  data.bankDetails.branchName,
                  data.bankDetails.branchAdd2,
                  data.bankDetails.branchAdd3,
                ]
                  .filter((l) => l !== "")
                  .join(", "),
              },
              { term: t("accounts:information.ifsc"), description: data.bankDetails.ifsc },
              { term: t("accounts:customer.rmName"), description: data.rmName },
              { term: t("accounts:customer.rmMobile"), description: maskMobile(data.rmMobileno) },
            ]}
          />
        ) : null}
      </LoadingRegion>
    </Dialog>
  );
}

/** The primary holder's specimen signature: an image whose text alternative names the holder. */
export function SignatureDialog({
  isOpen,
  onClose,
  accountNumber,
}: DialogBaseProps & { readonly accountNumber: string }) {
  const { t } = useTranslation();
  const bank = useBank();
  const signature = useQuery({ ...primarySignatureQuery(bank, accountNumber), enabled: isOpen });
  const failure = useFailureOf(signature.error);
  const data = signature.data;
  return (
    <Dialog
      isOpen={isOpen}
      onOpenChange={openChange(onClose)}
      isDismissable
      title={t("accounts:signature.title")}
      actions={<CloseAction onClose={onClose} />}
    >
      {failure !== null ? <Banner tone="error">{failure}</Banner> : null}
      <LoadingRegion isBusy={signature.isPending && isOpen} label={t("accounts:loading")}>
        {data !== undefined ? (
          <figure className="accounts-signature">
            <img
              src={data.signatureSvg}
              alt={t("accounts:signature.alt", { name: data.holderName })}
              width={300}
              height={90}
            />
            <figcaption>{t("accounts:signature.caption", { name: data.holderName })}</figcaption>
          </figure>
        ) : null}
      </LoadingRegion>
    </Dialog>
  );
}
